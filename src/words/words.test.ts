// Every message code the core returns, rendered in English and in German with sample parameters:
// each language must word every code, and German must not fall back to English (a German table
// meets no English). Also the app's own dictionaries: every German entry is a translation.
import { describe, expect, it } from 'vitest';
import { rbSetup } from '../../tests/support/game-builder';
import type { FormatProblemBody, Found } from '../format/problems';
import { formatProblem } from '../format/problems';
import type { LogbookFinding } from '../game/logbook';
import type { GameError, MessageCode, MessageParams, SetupProblem, Suspect } from '../game/messages';
import { gameError } from '../game/messages';
import type { Setup } from '../game/setup';
import type { StoredProblem } from '../store/problems';
import { adviceDe } from '../ui/i18n/advice-de';
import { adviceEn } from '../ui/i18n/advice-en';
import { archiveDe } from '../ui/i18n/archive-de';
import { archiveEn } from '../ui/i18n/archive-en';
import { de } from '../ui/i18n/de';
import { dragnetDe } from '../ui/i18n/dragnet-de';
import { dragnetEn } from '../ui/i18n/dragnet-en';
import type { Template } from '../ui/i18n/en';
import { en } from '../ui/i18n/en';
import { movesDe } from '../ui/i18n/moves-de';
import { movesEn } from '../ui/i18n/moves-en';
import { reviewDe } from '../ui/i18n/review-de';
import { reviewEn } from '../ui/i18n/review-en';
import { setupScreenDe } from '../ui/i18n/setup-screen-de';
import { setupScreenEn } from '../ui/i18n/setup-screen-en';
import { sheetsDe } from '../ui/i18n/sheets-de';
import { sheetsEn } from '../ui/i18n/sheets-en';
import { turnsDe } from '../ui/i18n/turns-de';
import { turnsEn } from '../ui/i18n/turns-en';
import { filesDe } from './files-de';
import { filesEn } from './files-en';
import { logbookDe } from './logbook-de';
import { logbookEn } from './logbook-en';
import { rulesDe } from './rules-de';
import { rulesEn } from './rules-en';
import { setupEn } from './setup-en';
import type { FileWords, LogbookWords, RuleWords } from './words';
import { findingText, formatText, ruleText, setupText, storedText, unopenedText } from './words';

// Names no language translates, so that English words in a German text stand out.
const base = rbSetup([13, 26, 29, 34], 2);
const SETUP: Setup = {
  ...base,
  pawns: base.pawns.map((pawn, index) => ({ ...pawn, name: ['Anna', 'Ben', 'Carla', 'Dora'][index] ?? pawn.name })),
};

const SUSPECTS: readonly Suspect[] = [
  { kind: 'start' },
  { kind: 'entry', entry: 1, ticket: 'taxi' },
  { kind: 'reveal', entry: 3, station: 36 },
  { kind: 'answer', station: 48, pawn: 'blue' },
];

const SETUP_PROBLEMS: { readonly [C in SetupProblem['code']]: Extract<SetupProblem, { code: C }> } = {
  'unknown-route': { code: 'unknown-route', route: 'taxi 198-199' },
  'no-detective': { code: 'no-detective' },
  'too-many-pawns': { code: 'too-many-pawns', max: 12 },
  'bad-pawn-id': { code: 'bad-pawn-id', pawn: 'Red Pawn' },
  'same-pawn-id': { code: 'same-pawn-id', pawn: 'red' },
  'no-name': { code: 'no-name', pawn: 'red', max: 40 },
  'long-name': { code: 'long-name', pawn: 'red', max: 40 },
  'same-name': { code: 'same-name', pawns: ['blue', 'red'] },
  'start-off-board': { code: 'start-off-board', pawn: 'red', station: 200 },
  'same-start': { code: 'same-start', pawns: ['blue', 'red'], station: 13 },
  'start-not-a-card': { code: 'start-not-a-card', pawn: 'red', station: 5 },
  'bobby-pile': { code: 'bobby-pile', pawn: 'green' },
  'no-pile': { code: 'no-pile', pawn: 'red' },
  'same-pile-id': { code: 'same-pile-id', pile: 'red' },
  'pile-counts': { code: 'pile-counts', pile: 'red', max: 999 },
  'unused-pile': { code: 'unused-pile', pile: 'purple' },
  'x-counts': { code: 'x-counts', max: 999 },
  'card-off-board': { code: 'card-off-board', station: 200 },
  'x-cards-taken': { code: 'x-cards-taken' },
  'surfacing-order': { code: 'surfacing-order', max: 999 },
  'round-limit': { code: 'round-limit', max: 999 },
};

const RULES: { readonly [C in MessageCode]: MessageParams[C] } = {
  'bad-setup': { problem: SETUP_PROBLEMS['same-start'] },
  'game-over': {},
  'x-to-move': {},
  'x-must-reveal': { entry: 3 },
  'answer-first': { station: 48 },
  'pawns-to-move': { pawns: ['red', 'blue', 'yellow'] },
  'double-twice': {},
  'no-double': {},
  'no-black': { entries: [2, 5, 9] },
  'x-no-ticket': { ticket: 'bus', start: 3, received: 1, shown: 4 },
  'no-reveal-due': { entry: 4 },
  'unknown-station': { station: 200 },
  'station-taken': { station: 58, pawn: 'blue' },
  'unknown-pawn': { pawn: 'pink' },
  'already-moved': { pawn: 'red' },
  'pass-can-move': { pawn: 'red' },
  'no-route': { pawn: 'red', from: 74, to: 46, ticket: 'taxi' },
  'not-adjacent': { pawn: 'red', from: 74, to: 1 },
  'no-ticket': { pawn: 'red', ticket: 'underground' },
  'no-question': {},
  'voluntary-off': {},
  'surface-timing': {},
  'take-ticket': { pile: 'red' },
  'nothing-to-take': { pile: 'blue', ticket: 'bus' },
  'not-a-pile': { pile: 'pink' },
  'end-not-due': { reason: 'rounds-played' },
  'trap-not-a-rule': {},
  'not-trapped': { station: 106 },
  'reveal-outside': { station: 1, suspects: SUSPECTS },
  'no-candidates': { suspects: SUSPECTS },
};

const TEXT: Found = { kind: 'text', text: '13' };

const FORMAT: { readonly [C in FormatProblemBody['code']]: Extract<FormatProblemBody, { code: C }> } = {
  'too-large': { code: 'too-large', bytes: 5_900_000, limit: 5 * 1024 * 1024, file: 'session' },
  'not-json': { code: 'not-json', file: 'dragnet', detail: 'Unexpected end of JSON input' },
  'not-an-object': { code: 'not-an-object', found: { kind: 'list' } },
  foreign: { code: 'foreign', file: 'session', format: TEXT },
  newer: { code: 'newer', file: 'archive', version: 3 },
  'unknown-version': { code: 'unknown-version', version: 0 },
  unreadable: { code: 'unreadable', detail: 'x is not a function' },
  'not-object': { code: 'not-object', found: { kind: 'null' } },
  'unknown-field': { code: 'unknown-field', file: 'session' },
  'missing-field': { code: 'missing-field' },
  'not-list': { code: 'not-list', found: { kind: 'object' } },
  'too-many': { code: 'too-many', count: 2001, max: 2000, noun: 'events' },
  'not-text': { code: 'not-text', found: { kind: 'number', value: 7 } },
  'text-length': { code: 'text-length', min: 1, max: 40, length: 41 },
  pattern: { code: 'pattern', pattern: 'pawn-id', found: TEXT },
  'not-time': { code: 'not-time', found: TEXT },
  'not-integer': { code: 'not-integer', min: 0, max: 999, found: { kind: 'number', value: 10.5 } },
  'not-boolean': { code: 'not-boolean', found: { kind: 'nothing' } },
  'not-choice': { code: 'not-choice', choices: ['taxi', 'bus'], found: TEXT },
  'bad-version': { code: 'bad-version', file: 'session', version: 1, found: { kind: 'boolean', value: true } },
  'not-station-number': { code: 'not-station-number', found: TEXT },
  'no-station': { code: 'no-station', station: 108, board: 'milton-bradley-1985' },
  'no-uncertain-route': { code: 'no-uncertain-route', route: 'taxi 13-14', board: 'ravensburger-classic' },
  'no-pile': { code: 'no-pile', pile: 'red' },
  'v0-station': { code: 'v0-station', station: 200 },
  refused: { code: 'refused', error: gameError('station-taken', { station: 58, pawn: 'blue' }), setup: SETUP },
  'route-misfit': { code: 'route-misfit', game: 'Sunday', why: 'ticket', at: 4 },
};

const STORED: { readonly [C in StoredProblem['code']]: Extract<StoredProblem, { code: C }> } = {
  'not-an-object': { code: 'not-an-object' },
  'no-version': { code: 'no-version' },
  'newer-record': { code: 'newer-record', version: 3 },
  'unknown-record-version': { code: 'unknown-record-version', version: 0 },
  'no-revision': { code: 'no-revision' },
  'no-events': { code: 'no-events' },
  'another-game': { code: 'another-game', id: '3f2a9c7e' },
  vanished: { code: 'vanished' },
  file: { code: 'file', problem: formatProblem('events[3].pawn', FORMAT['missing-field']) },
  database: { code: 'database', detail: 'UnknownError: the connection was lost' },
};

const FINDINGS: { readonly [C in LogbookFinding['code']]: Extract<LogbookFinding, { code: C }> } = {
  missing: { code: 'missing', ticket: 'black' },
  'unknown-station': { code: 'unknown-station', station: 200 },
  'no-start-card': { code: 'no-start-card', station: 89, ticket: 'bus' },
  'no-route': { code: 'no-route', from: 36, to: 89, ticket: 'taxi' },
  taken: { code: 'taken', station: 14, pawn: 'red' },
  'shown-elsewhere': { code: 'shown-elsewhere', logged: 37, shown: 50 },
  'caught-elsewhere': { code: 'caught-elsewhere', pawn: 'blue', station: 15, logged: 36 },
  'was-there': { code: 'was-there', pawn: 'green', station: 22 },
  'trapped-elsewhere': { code: 'trapped-elsewhere', station: 106, logged: null },
  'record-stops': { code: 'record-stops', error: gameError('no-double', {}) },
  'too-long': { code: 'too-long', recorded: 22, typed: 24 },
};

interface Language {
  readonly rules: RuleWords;
  readonly files: FileWords;
  readonly logbook: LogbookWords;
}
const ENGLISH: Language = { rules: rulesEn, files: filesEn, logbook: logbookEn };
const GERMAN: Language = { rules: rulesDe, files: filesDe, logbook: logbookDe };

/** Every message of one family, keyed by code, in a language. */
type Render = (language: Language) => Readonly<Record<string, string>>;

const FAMILIES: readonly (readonly [string, readonly string[], Render])[] = [
  [
    'refusals and contradictions',
    Object.keys(rulesEn.rules),
    (language) =>
      Object.fromEntries(
        Object.entries(RULES).map(([code, params]) => [
          code,
          ruleText(language.rules, gameError(code as MessageCode, params as never), SETUP, {
            setup: language.files.setup,
          }),
        ]),
      ),
  ],
  [
    'set-up problems',
    Object.keys(setupEn),
    (language) =>
      Object.fromEntries(
        Object.entries(SETUP_PROBLEMS).map(([code, problem]) => [
          code,
          setupText(language.rules, language.files.setup, problem, SETUP),
        ]),
      ),
  ],
  [
    'file problems',
    Object.keys(filesEn.format),
    (language) =>
      Object.fromEntries(
        Object.entries(FORMAT).map(([code, body]) => [
          code,
          formatText(language.rules, language.files, formatProblem('setup.pawns[0].start', body)),
        ]),
      ),
  ],
  [
    'stored games',
    Object.keys(filesEn.stored),
    (language) => ({
      ...Object.fromEntries(
        Object.entries(STORED).map(([code, problem]) => [code, storedText(language.rules, language.files, problem)]),
      ),
      missing: unopenedText(language.rules, language.files, null),
      unopened: unopenedText(language.rules, language.files, STORED['no-events']),
      'unopened-database': unopenedText(language.rules, language.files, STORED.database),
    }),
  ],
  [
    'logbook findings',
    Object.keys(logbookEn.finding),
    (language) =>
      Object.fromEntries(
        Object.entries(FINDINGS).map(([code, finding]) => [
          code,
          findingText(language.rules, language.logbook, finding, SETUP, language.files.setup),
        ]),
      ),
  ],
];

/** English words that German text never needs. Quoted text, JSON paths and the parser's own
 *  report (file data, not words) are removed before looking. */
const ENGLISH_WORDS =
  /\b(the|and|or|is|are|has|have|not|cannot|can|must|of|by|to|from|with|there|this|that|them|they|it|was|were|be|he|his|no|yes|any|only|still|after|before|you|your|line|joins|entry|entries|round|left|pile|file|game|move|taken|wrong|ticket pile)\b/i;

function withoutData(text: string): string {
  return text
    .replace(/„[^“]*“|"[^"]*"/g, ' ')
    .replace(/\b[a-z][A-Za-z]*(\[\d+\]|\.[A-Za-z]+)+/g, ' ')
    .replace(/\([^)]*Error[^)]*\)|Unexpected end of JSON input|x is not a function/g, ' ');
}

function expectWorded(text: string | undefined): void {
  expect(text).toBeTypeOf('string');
  expect((text ?? '').trim()).not.toBe('');
  expect(text).not.toMatch(/undefined|NaN|\[object|\$\{/);
}

describe.each(FAMILIES)('%s', (_family, codes, render) => {
  const english = render(ENGLISH);
  const german = render(GERMAN);

  it('has a sample for every code, and every language words every code', () => {
    for (const code of codes) expect(Object.keys(english)).toContain(code);
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s: worded in English and in German, with no English in the German', (code) => {
    expectWorded(english[code]);
    expectWorded(german[code]);
    expect(german[code]).not.toBe(english[code]);
    expect(withoutData(german[code] ?? '')).not.toMatch(ENGLISH_WORDS);
  });
});

describe('the German text speaks of the game as the table sees it', () => {
  it('names pawns, joins lists and counts in German', () => {
    const error: GameError = gameError('pawns-to-move', { pawns: ['red', 'blue', 'yellow'] });
    expect(ruleText(rulesDe, error, SETUP)).toBe('Noch nicht: Anna, Ben und Dora müssen in dieser Runde noch ziehen.');
    expect(ruleText(rulesDe, gameError('pawns-to-move', { pawns: ['blue'] }), SETUP)).toBe(
      'Noch nicht: Ben muss in dieser Runde noch ziehen.',
    );
    expect(ruleText(rulesEn, error, SETUP)).toBe('Not yet: Anna, Ben and Dora still to move this round.');
  });

  it('names the entries a contradiction suspects, joined with "oder"', () => {
    const error = gameError('no-candidates', { suspects: SUSPECTS.slice(0, 2) });
    expect(ruleText(rulesDe, error, SETUP)).toBe(
      'Keine Station passt mehr zu den Einträgen. Einer dieser Einträge könnte falsch sein: die Startstationen oder Zug 1 (Taxi).',
    );
  });
});

/** Entries the same in both languages on purpose: names, numbers, loan words German players use. */
const SAME_IN_GERMAN = new Set([
  'review.route.tag',
  'ticket.taxi',
  'ticket.bus',
  'ticket.short.taxi',
  'ticket.short.bus',
  'ticket.short.underground',
  'ticket.short.black',
  'ticket.word.taxi',
  'ticket.word.bus',
  'station.name',
  'ruleSet.milton-bradley-1985',
  'board.milton-bradley-1985',
  'ruleSet.ravensburger-2013',
  'setup.custom.misterX',
  'history.ticket',
  'setup.cards.taken',
  'setup.colourShort.red',
  'setup.colourShort.blue',
  'setup.colourShort.white',
  'setup.colourShort.orange',
  'setup.pawn.addBobby',
  'map.bobbySuffix',
  'game.tickets',
  'tickets.title',
  'tickets.misterX',
  'archive.size.kb',
  'archive.size.mb',
  'archive.import.done',
  'review.chart.round',
  'review.table.ticket',
  'review.chances.station',
  'review.chances.given',
  'setup.x.dragnet',
  'dragnet.routeStart',
]);

function sample(template: Template): string {
  if (typeof template === 'string') return template;
  const params = new Proxy({} as Record<string, string | number>, {
    get: (_, key) => (key === 'count' ? 2 : `‹${String(key)}›`),
  });
  return template(params);
}

describe.each([
  ['the table', en, de],
  ['the set-up screen', setupScreenEn, setupScreenDe],
  ['the review', reviewEn, reviewDe],
  ['saved games', archiveEn, archiveDe],
  ['moves and corrections', movesEn, movesDe],
  ['the menu and the sheets', sheetsEn, sheetsDe],
  ['his surfacing, the question and the end', turnsEn, turnsDe],
  ['Dragnet as Mister X', dragnetEn, dragnetDe],
] as const)("the app's dictionary for %s", (_screen, english, german) => {
  it.each(Object.keys(english))('%s is translated', (key) => {
    const englishText = sample((english as Readonly<Record<string, Template>>)[key] as Template);
    const germanText = sample((german as Readonly<Record<string, Template>>)[key] as Template);
    expectWorded(germanText);
    if (!SAME_IN_GERMAN.has(key)) expect(germanText).not.toBe(englishText);
  });
});

describe('reasons name who they speak of', () => {
  it('a pawn holding an underground station says it is Mister X who cannot take the underground there', () => {
    // A player read "holds 111: he cannot ride the underground to it" as Red, riding there by taxi.
    const holds = adviceEn['advice.reason.guards-underground'] as (p: Record<string, number | boolean>) => string;
    expect(holds({ station: 111, blocks: true })).toBe('holds 111, so Mister X cannot take the underground there');
    expect(holds({ station: 111, blocks: false })).toBe(
      'holds 111: from there it can follow Mister X on the underground',
    );
    const haelt = adviceDe['advice.reason.guards-underground'] as (p: Record<string, number | boolean>) => string;
    expect(haelt({ station: 111, blocks: true })).toBe('hält 111, sodass Mister X nicht mit der U-Bahn dorthin kann');
  });
});

describe('counts in words', () => {
  it('say "1 ride" and "after entry 3", not "1 rides" and "after entries 3"', () => {
    const closes = adviceEn['advice.reason.closes-in'] as (p: Record<string, number>) => string;
    expect(closes({ rides: 1, before: 2 })).toBe('closes in: on average about 1 ride from where he may be (was 2)');
    // An average over where he may be is said in whole rides, as a player would say it, and with
    // what it was: "about 5 rides" alone read as no closing in.
    expect(closes({ rides: 4.4, before: 5.6 })).toBe(
      'closes in: on average about 4 rides from where he may be (was 6)',
    );
    expect(closes({ rides: 1.2, before: 1.4 })).toBe(
      'closes in: on average about 1 ride from where he may be (a little nearer)',
    );
    expect(closes({ rides: 1, before: 2, station: 67 })).toBe('closes in: 1 ride from 67, where he is (was 2)');
    const naeher = adviceDe['advice.reason.closes-in'] as (p: Record<string, number>) => string;
    expect(naeher({ rides: 1, before: 2 })).toBe(
      'rückt näher: im Schnitt etwa 1 Fahrt bis dahin, wo er sein kann (vorher 2)',
    );
    expect(naeher({ rides: 2.6, before: 2.8 })).toBe(
      'rückt näher: im Schnitt etwa 3 Fahrten bis dahin, wo er sein kann (etwas näher)',
    );
    expect(naeher({ rides: 2, before: 3, station: 67 })).toBe('rückt näher: 2 Fahrten bis 67, wo er steht (vorher 3)');
    const surfaced = reviewEn['review.chart.surfaced'] as (p: Record<string, string | number>) => string;
    expect(surfaced({ list: '3', count: 1 })).toBe('He surfaced after entry 3.');
    expect(surfaced({ list: '3 and 8', count: 2 })).toBe('He surfaced after entries 3 and 8.');
    const zeigte = reviewDe['review.chart.surfaced'] as (p: Record<string, string | number>) => string;
    expect(zeigte({ list: '3', count: 1 })).toBe('Er zeigte sich nach Zug 3.');
  });
});
