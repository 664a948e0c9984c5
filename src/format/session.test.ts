// Session files: make/parse round trips on every kind of game, board labels in the file, one
// refusal per kind of bad input (with the path it names), size limits, and fuzzed junk.
// Version 0 files are read with the upgrades an import holds (IMPORT_MIGRATIONS), as the app imports files.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playDragnetGame } from '../../tests/support/dragnet-game';
import type { Ticket } from '../board/types';
import { applyEvent } from '../game/apply';
import type { GameEvent } from '../game/events';
import { legalDestinations, pawnsToMove } from '../game/pawn-moves';
import { replay } from '../game/replay';
import { presetSetup } from '../game/rule-sets';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { initialState } from '../game/state';
import { english } from '../words/english';
import { parseImportedSession } from './archive';
import type { ParseResult, Session } from './session';
import { MAX_EVENTS, MAX_SESSION_BYTES, parseSessionFile, parseSessionJson } from './session';
import { makeSessionFile, makeSessionJson } from './session-make';
import { IMPORT_MIGRATIONS } from './session-v0';

const FIXTURES = ['rb-short', 'mb-ferry', 'custom-surface'] as const;

function fixtureText(name: (typeof FIXTURES)[number]): string {
  return readFileSync(new URL(`../../tests/fixtures/${name}.session.json`, import.meta.url), 'utf8');
}

/** A fresh, mutable copy of a fixture's JSON. */
function fixtureJson(name: (typeof FIXTURES)[number]): unknown {
  return JSON.parse(fixtureText(name));
}

type Place = readonly (string | number)[];
type Container = Record<string | number, unknown>;

/** The value at a place in parsed JSON, or undefined when the place is not there. */
function valueAt(root: unknown, place: Place): unknown {
  let value = root;
  for (const key of place) value = value !== null && typeof value === 'object' ? (value as Container)[key] : undefined;
  return value;
}

function session(setup: Setup, events: readonly GameEvent[], name = 'Test game'): Session {
  const result = replay(setup, events);
  // The sessions below must be real games: a typo in a test's event list fails here, not later.
  expect(result.failure).toBeNull();
  return {
    id: 'test-1',
    name,
    createdAt: '2026-11-21T19:02:11.000Z',
    updatedAt: '2026-11-21T20:40:00.000Z',
    setup,
    events,
  };
}

/** Plays Mister X's tickets through the real reducer: each pawn takes its first legal move, every
 *  "was he there?" is answered no, and a surfacing shows the lowest candidate. */
function autoPlay(setup: Setup, xTickets: readonly Ticket[]): GameEvent[] {
  let state: GameState = initialState(setup);
  const events: GameEvent[] = [];
  const play = (event: GameEvent) => {
    const result = applyEvent(state, event);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(event);
  };
  for (const ticket of xTickets) {
    play({ type: 'x-move', ticket });
    const shown = state.candidates.first();
    if (state.phase === 'x-reveal' && shown !== undefined) play({ type: 'x-reveal', station: shown });
    while (state.phase === 'pawns' || state.phase === 'question') {
      if (state.phase === 'question') {
        play({ type: 'answer', found: false });
        continue;
      }
      const pawn = pawnsToMove(state)[0] ?? -1;
      const [move] = legalDestinations(state, pawn);
      const id = setup.pawns[pawn]?.id;
      if (!move || !id) throw new Error('no move');
      play({ type: 'pawn-move', pawn: id, to: move[0], ticket: move[1][0] ?? 'taxi' });
    }
  }
  return events;
}

function expectOk(result: ParseResult): Extract<ParseResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected the file to open: ${result.error.message}`);
  return result;
}

/** The refusal: its path and its English wording, as the command line prints it. */
function expectError(result: ParseResult): { english: string; path: string } {
  if (result.ok) throw new Error('expected the file to be refused');
  return { english: english.format(result.error), path: result.error.path };
}

function roundTrip(original: Session): Session {
  return expectOk(parseSessionJson(makeSessionJson(original), IMPORT_MIGRATIONS)).session;
}

const MB_OPENING: GameEvent[] = [
  { type: 'x-move', ticket: 'taxi' },
  { type: 'pawn-move', pawn: 'purple', to: 116, ticket: 'taxi' },
  { type: 'pawn-move', pawn: 'red', to: 159, ticket: 'taxi' }, // printed 171 on the MB board
  { type: 'pawn-move', pawn: 'green', to: 142, ticket: 'taxi' },
  { type: 'pawn-move', pawn: 'yellow', to: 23, ticket: 'taxi' },
  { type: 'pawn-move', pawn: 'blue', to: 49, ticket: 'taxi' },
  { type: 'x-move', ticket: 'taxi' },
  { type: 'pawn-move', pawn: 'purple', to: 118, ticket: 'taxi' }, // printed 128
  { type: 'pawn-move', pawn: 'green', to: 128, ticket: 'taxi' }, // printed 159
];

describe('make then parse gives the same session', () => {
  it('Milton Bradley: stations whose printed number differs are written as printed and read back', () => {
    const setup = presetSetup('milton-bradley-1985', { detectives: 5, starts: [117, 198, 141, 13, 50] });
    const original = session(setup, MB_OPENING);
    const file = makeSessionFile(original);
    const moves = file.events.flatMap((event) => (event.type === 'pawn-move' ? [`${event.pawn} ${event.to}`] : []));
    expect(moves).toEqual(['purple 116', 'red 171', 'green 142', 'yellow 23', 'blue 49', 'purple 128', 'green 159']);
    expect(roundTrip(original)).toEqual(original);
  });

  it('Milton Bradley: a trapped Mister X on Ravensburger 171, printed 200, in start cards and the end event', () => {
    // Custom game: his only start card is 171, and pawns stand on all three of its neighbours.
    const setup: Setup = {
      ...presetSetup('milton-bradley-1985', { detectives: 5, starts: [] }),
      ruleSet: 'custom',
      pawns: [
        { id: 'red', name: 'Red', colour: 'red', kind: 'detective', start: 173, pool: 'red' },
        { id: 'blue', name: 'Blue Bobby', colour: 'blue', kind: 'bobby', start: 175, pool: null },
        { id: 'green', name: 'Green Bobby', colour: 'green', kind: 'bobby', start: 199, pool: null },
      ],
      pools: [{ id: 'red', tickets: { taxi: 10, bus: 8, underground: 4 } }],
      pawnStartCards: null,
      misterX: { startCards: [171], black: 5, double: 2, stock: null, receivesSpentTickets: false },
      xLosesWhenTrapped: true,
    };
    const original = session(setup, [{ type: 'end', reason: 'x-trapped', station: 171 }]);
    const file = makeSessionFile(original);
    expect(file.setup.misterX.startCards).toEqual([200]);
    expect(file.events).toEqual([{ type: 'end', reason: 'x-trapped', station: 200 }]);
    expect(roundTrip(original)).toEqual(original);
  });

  it('Ravensburger 2013 with three detectives and a Bobby, on the dark board without taxi 13-14', () => {
    const preset = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const setup: Setup = { ...preset, routeAnswers: { 'taxi 13-14': false } };
    const original = session(setup, autoPlay(setup, ['taxi', 'bus', 'taxi', 'black', 'taxi']));
    expect(original.events.some((event) => event.type === 'x-reveal')).toBe(true);
    expect(makeSessionFile(original).setup.routeAnswers).toEqual({ 'taxi 13-14': false });
    expect(roundTrip(original)).toEqual(original);
  });

  it('the Ravensburger two-player game: two detectives sharing one pile', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 1, starts: [50, 91, 94, 141] });
    expect(setup.pools).toHaveLength(1);
    const original = session(setup, autoPlay(setup, ['taxi', 'taxi', 'underground', 'taxi']));
    expect(roundTrip(original)).toEqual(original);
  });

  it('a custom game with voluntary surfacing on the ferry pier (Ravensburger 108, printed 118)', () => {
    const preset = presetSetup('milton-bradley-1985', { detectives: 5, starts: [117, 198, 141, 13, 50] });
    const setup: Setup = { ...preset, ruleSet: 'custom', options: { voluntarySurfacing: true, cutOff: true } };
    const taken = { purple: 'bus', red: 'taxi', green: 'underground', yellow: 'taxi', blue: 'bus' } as const;
    const original = session(setup, [
      { type: 'x-move', ticket: 'black' },
      { type: 'x-surface', station: 108, taken },
    ]);
    const file = makeSessionFile(original);
    expect(file.events[1]).toEqual({ type: 'x-surface', station: 118, taken });
    expect(roundTrip(original)).toEqual(original);
  });

  it('a pawn the table passed (version 2): Red boxed in on 106 by Blue on 105 and Green on 107', () => {
    const setup: Setup = {
      ...presetSetup('ravensburger-2013', { detectives: 2, starts: [106, 105, 107, 108] }),
      pawnStartCards: null,
    };
    const original = session(setup, [
      { type: 'x-move', ticket: 'taxi' },
      { type: 'pawn-pass', pawn: 'red' },
      { type: 'pawn-move', pawn: 'blue', to: 89, ticket: 'taxi' },
    ]);
    const file = makeSessionFile(original);
    expect(file.version).toBe(2);
    expect(file.events[1]).toEqual({ type: 'pawn-pass', pawn: 'red' });
    expect(roundTrip(original)).toEqual(original);
  });

  it('keeps a name with markup as plain text, and an empty name', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
    for (const name of ['<img src=x onerror=alert(1)> & "quotes"', '']) {
      expect(roundTrip(session(setup, [], name)).name).toBe(name);
    }
  });
});

describe('fixture files', () => {
  it.each(FIXTURES)('%s replays and is written back byte for byte', (name) => {
    const text = fixtureText(name);
    const result = expectOk(parseSessionJson(text, IMPORT_MIGRATIONS));
    expect(result.replay.failure).toBeNull();
    expect(result.replay.states).toHaveLength(result.session.events.length + 1);
    expect(makeSessionJson(result.session)).toBe(text);
  });

  it('reads the Milton Bradley reveal at printed 118 as the ferry pier, Ravensburger 108', () => {
    const { session: game, replay: played } = expectOk(parseSessionJson(fixtureText('mb-ferry'), IMPORT_MIGRATIONS));
    expect(game.events[13]).toEqual({ type: 'x-reveal', station: 108 });
    expect(played.states[14]?.candidates.toArray()).toEqual([108]);
  });

  it('writes one event per line', () => {
    const lines = fixtureText('custom-surface').split('\n');
    expect(lines).toContain('    { "type": "x-surface", "station": 113, "taken": { "shared": "taxi" } },');
    expect(lines).toContain('    { "type": "end", "reason": "rounds-played" }');
  });

  it('opens a file saved with a byte-order mark', () => {
    expect(parseSessionJson(`\uFEFF${fixtureText('rb-short')}`, IMPORT_MIGRATIONS).ok).toBe(true);
  });
});

/** [what is wrong, fixture, the place changed (dotted), its new value (undefined: removed), expected
 *  path, expected message or part of it] */
const REFUSALS: [string, (typeof FIXTURES)[number], string, unknown, string, string][] = [
  ['another format', 'rb-short', 'format', 'other-app', 'format', 'This is not a Dragnet session file'],
  ['no format', 'rb-short', 'format', undefined, 'format', 'This is not a Dragnet session file'],
  [
    'a newer version',
    'rb-short',
    'version',
    4,
    'version',
    'This session file was made by a newer version of Dragnet (format version 4); update the app to open it.',
  ],
  // Version 0 is upgraded (session-v0.test.ts); a version 1 layout claiming to be version 0 is not.
  ['version 1 fields in version 0', 'rb-short', 'version', 0, 'name', 'no such field in a version 0 session file'],
  ['a negative version', 'rb-short', 'version', -1, 'version', 'version: must be the format version'],
  ['version as text', 'rb-short', 'version', '1', 'version', 'version: must be the format version'],
  ['an unknown field', 'rb-short', 'colour', 'red', 'colour', 'colour: there is no such field'],
  ['an unknown pawn field', 'rb-short', 'setup.pawns.1.speed', 2, 'setup.pawns[1].speed', 'no such field'],
  ['a missing field', 'rb-short', 'setup.pawns.2.start', undefined, 'setup.pawns[2].start', 'missing'],
  ['a missing event field', 'rb-short', 'events.1.ticket', undefined, 'events[1].ticket', 'missing'],
  ['an id too long', 'rb-short', 'id', 'a'.repeat(65), 'id', 'id: must be 1-64 characters'],
  ['an id with spaces', 'rb-short', 'id', 'my game', 'id', 'id: must be 1-64 characters'],
  ['a name too long', 'rb-short', 'name', 'n'.repeat(81), 'name', 'name: must be 0-80 characters long'],
  ['a pawn name too long', 'rb-short', 'setup.pawns.0.name', 'n'.repeat(41), 'setup.pawns[0].name', '1-40'],
  ['a date that is not UTC', 'rb-short', 'createdAt', '2026-11-21 19:02', 'createdAt', 'UTC date'],
  ['a station as text', 'rb-short', 'setup.pawns.0.start', '13', 'setup.pawns[0].start', 'the text "13"'],
  ['a fraction', 'rb-short', 'setup.pools.0.tickets.taxi', 10.5, 'setup.pools[0].tickets.taxi', '10.5'],
  ['negative tickets', 'rb-short', 'setup.misterX.black', -1, 'setup.misterX.black', 'whole number'],
  ['an unknown colour', 'rb-short', 'setup.pawns.0.colour', 'pink', 'setup.pawns[0].colour', '"pink"'],
  [
    'Ravensburger 108 written on the Milton Bradley board',
    'mb-ferry',
    'setup.pawns.0.start',
    108,
    'setup.pawns[0].start',
    'setup.pawns[0].start: there is no station 108 on the Milton Bradley 1985 board',
  ],
  [
    'printed 200 on a Ravensburger board',
    'rb-short',
    'setup.misterX.startCards.0',
    200,
    'setup.misterX.startCards[0]',
    'there is no station 200 on the Ravensburger, modern (dark) board',
  ],
  ['a reveal off the board', 'mb-ferry', 'events.13.station', 108, 'events[13].station', 'no station 108'],
  ['an unknown event', 'rb-short', 'events.0', { type: 'x-teleport' }, 'events[0].type', '"x-teleport"'],
  ['an event as text', 'rb-short', 'events.0', 'x-move', 'events[0]', 'must be an object'],
  ['a field of another event', 'rb-short', 'events.0.to', 12, 'events[0].to', 'no such field'],
  ['a ticket Mister X lacks', 'rb-short', 'events.1.ticket', 'black', 'events[1].ticket', '"underground"'],
  [
    'an answer for a route the board does not doubt',
    'mb-ferry',
    'setup.routeAnswers',
    { 'taxi 13-14': true },
    'setup.routeAnswers["taxi 13-14"]',
    'the Milton Bradley 1985 board has no uncertain route "taxi 13-14"',
  ],
  [
    'a ticket taken from a pile that does not exist',
    'custom-surface',
    'events.9.taken',
    { shared: 'taxi', red: 'bus' },
    'events[9].taken.red',
    'there is no ticket pile "red" in this game',
  ],
  [
    'too many events',
    'rb-short',
    'events',
    Array.from({ length: MAX_EVENTS + 1 }, () => ({ type: 'x-double' })),
    'events',
    'events: holds 2001 events; at most 2000 are allowed',
  ],
  [
    'a set-up the rules refuse',
    'rb-short',
    'setup.pawns.1.start',
    13,
    'setup',
    'setup: This set-up cannot be played: Blue and Red both start on station 13.',
  ],
  [
    'a move onto a taken station',
    'mb-ferry',
    'events.8',
    { type: 'pawn-move', pawn: 'green', to: 128, ticket: 'taxi' },
    'events[8]',
    'events[8]: Station 128 is taken by Purple.',
  ],
  [
    'a move by a pawn not in the game',
    'rb-short',
    'events.1.pawn',
    'pink',
    'events[1]',
    'events[1]: There is no pawn "pink" in this game.',
  ],
];

describe('refusals say what is wrong and where', () => {
  it.each(REFUSALS)('%s', (_, fixture, place, replacement, path, message) => {
    const file = mutated(fixture, place.split('.'), replacement);
    const error = expectError(parseSessionJson(JSON.stringify(file), IMPORT_MIGRATIONS));
    expect(error.path).toBe(path);
    expect(error.english).toContain(message);
  });

  it('refuses things that are not session files', () => {
    expect(expectError(parseSessionFile([], IMPORT_MIGRATIONS)).english).toBe(
      'This is not a Dragnet session file: it holds a list, not an object.',
    );
    expect(expectError(parseSessionFile(null, IMPORT_MIGRATIONS)).english).toContain(
      'This is not a Dragnet session file',
    );
    expect(expectError(parseSessionJson('{"name": "my playlist", "songs": []}', IMPORT_MIGRATIONS)).english).toBe(
      'This is not a Dragnet session file (it has no "format" field).',
    );
    expect(expectError(parseSessionJson('{"format": "dragnet-session", ', IMPORT_MIGRATIONS)).english).toMatch(
      /^This is not a Dragnet session file: it is not valid JSON \(.+\)\.$/,
    );
  });

  it('refuses a file over 5 MB before reading it, counting bytes, not characters', () => {
    const tooBig = `${fixtureText('rb-short')}${' '.repeat(MAX_SESSION_BYTES)}`;
    expect(expectError(parseSessionJson(tooBig, IMPORT_MIGRATIONS)).english).toMatch(
      /^The file is too large \(5\.\d MB\); a session file is at most 5 MB\.$/,
    );
    // 2.7 million two-byte characters: 5.4 MB in UTF-8 though fewer than 5 million characters.
    const accents = `"${'é'.repeat(2_700_000)}"`;
    expect(expectError(parseSessionJson(accents, IMPORT_MIGRATIONS)).english).toContain('(5.2 MB)');
  });

  it('opens a file of exactly 5 MB', () => {
    const text = fixtureText('mb-ferry');
    expect(parseSessionJson(text + ' '.repeat(MAX_SESSION_BYTES - text.length), IMPORT_MIGRATIONS).ok).toBe(true);
  });
});

/** Every place in a JSON value, as key paths. */
function placesIn(value: unknown, at: Place = []): Place[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => placesIn(item, [...at, index]))];
  if (value !== null && typeof value === 'object') {
    return [at, ...Object.entries(value).flatMap(([key, item]) => placesIn(item, [...at, key]))];
  }
  return [at];
}

/** The fixture with the value at one place replaced (or removed, when `replacement` is undefined). */
function mutated(name: (typeof FIXTURES)[number], place: Place, replacement: unknown): unknown {
  const file = fixtureJson(name);
  if (place.length === 0) return replacement;
  const parent = valueAt(file, place.slice(0, -1)) as Container;
  const last = place[place.length - 1] as string | number;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return file;
}

/** A refusal must be a clear message, never the reader's safety net for its own bugs. */
function expectCleanOutcome(result: ParseResult): void {
  if (result.ok) {
    expect(parseSessionFile(makeSessionFile(result.session), IMPORT_MIGRATIONS).ok).toBe(true);
    return;
  }
  expect(english.format(result.error).length).toBeGreaterThan(0);
  expect(typeof result.error.path).toBe('string');
  expect(english.format(result.error)).not.toMatch(/^Dragnet could not read/);
}

describe('never throws on junk', () => {
  it('refuses arbitrary JSON values with a message', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseSessionFile(value, IMPORT_MIGRATIONS);
        expect(result.ok).toBe(false);
        expectCleanOutcome(result);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses arbitrary text with a message', () => {
    fc.assert(
      fc.property(fc.string(), (text) => expectCleanOutcome(parseSessionJson(text, IMPORT_MIGRATIONS))),
      { numRuns: 200 },
    );
  });

  it('handles a fixture with any one value replaced or removed', () => {
    const junk = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constant(undefined),
      fc.integer({ min: -5, max: 260 }),
      fc.constantFrom('taxi', 'bus', 'black', 'red', 'x-move', 'pawn-move', 'end', '__proto__', ''),
    );
    for (const name of FIXTURES) {
      const places = placesIn(fixtureJson(name));
      fc.assert(
        fc.property(fc.constantFrom(...places), junk, (place, replacement) => {
          expectCleanOutcome(parseSessionFile(mutated(name, place, replacement), IMPORT_MIGRATIONS));
        }),
        { numRuns: 200 },
      );
    }
  });

  it('refuses a junk field added to any object, including an own __proto__', () => {
    fc.assert(
      fc.property(fc.constantFrom(...placesIn(fixtureJson('mb-ferry'))), fc.string(), (place, text) => {
        const file = fixtureJson('mb-ferry');
        const target = valueAt(file, place);
        const key = text || '__proto__';
        if (target === null || typeof target !== 'object' || Array.isArray(target) || Object.hasOwn(target, key))
          return;
        // defineProperty makes an own "__proto__" key, as JSON.parse does from a hostile file.
        Object.defineProperty(target, key, { value: 1, enumerable: true, writable: true });
        const result = parseSessionFile(file, IMPORT_MIGRATIONS);
        expectCleanOutcome(result);
        expect(result.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});

describe("version 3: Dragnet's secret as Mister X (issue 17)", () => {
  // A game Dragnet plays, Milton Bradley 1985 (its board numbers stations as printed; the file
  // writes those labels), stopped with the pawns to move after his 9th entry.
  const setup = presetSetup('milton-bradley-1985', { detectives: 5, starts: [13, 26, 29, 34, 50] });
  const played = playDragnetGame(setup, {
    seed: 4_000_000_000,
    strength: 'medium',
    stop: (state) => state.log.length >= 9 && state.phase === 'pawns',
  });
  const { session, dragnetX } = played;

  it('round-trips his strength, seed and route, and stays out of the session', () => {
    const file = makeSessionFile(session, dragnetX);
    expect(file.version).toBe(3);
    const read = parseSessionJson(makeSessionJson(session, dragnetX), IMPORT_MIGRATIONS);
    expect(read.ok && read.session).toEqual(session);
    expect(read.ok && read.dragnetX).toEqual(dragnetX);
    expect(read.ok && 'dragnetX' in read.session).toBe(false);
  });

  it('is not written for a game a person plays: the file stays version 2, as before', () => {
    const ferry = (parseSessionJson(fixtureText('mb-ferry'), IMPORT_MIGRATIONS) as { session: Session }).session;
    const text = makeSessionJson(ferry);
    expect(text).toBe(fixtureText('mb-ferry'));
    expect(text).not.toContain('dragnetX');
    const read = parseSessionJson(text, IMPORT_MIGRATIONS);
    expect(read.ok && read.dragnetX).toBeNull();
  });

  it.each([
    ['in a version 2 file', (file: Record<string, unknown>) => ({ ...file, version: 2 }), 'dragnetX', 'no such field'],
    [
      'an unknown strength',
      (file: Record<string, unknown>) => withX(file, { strength: 'cheat' }),
      'dragnetX.strength',
      'must be one of',
    ],
    [
      'a seed too large',
      (file: Record<string, unknown>) => withX(file, { seed: 2 ** 32 }),
      'dragnetX.seed',
      'whole number',
    ],
    ['an empty route', (file: Record<string, unknown>) => withX(file, { route: [] }), 'dragnetX.route[0]', 'missing'],
    [
      'a station off the board',
      (file: Record<string, unknown>) => withX(file, { route: [1, 999] }),
      'dragnetX.route[1]',
      '',
    ],
    [
      'a field of another app',
      (file: Record<string, unknown>) => withX(file, { cards: [1] }),
      'dragnetX.cards',
      'no such field',
    ],
  ])('%s is refused with where and why', (_what, change, path, words) => {
    const file = JSON.parse(makeSessionJson(session, dragnetX)) as Record<string, unknown>;
    const before = JSON.stringify(file);
    const read = parseSessionFile(change(file), IMPORT_MIGRATIONS);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.error.path).toBe(path);
    expect(!read.ok && english.format(read.error)).toContain(`${path}:`);
    expect(!read.ok && english.format(read.error)).toContain(words);
    // Reading never changes the file it was given.
    expect(JSON.stringify(file)).toBe(before);
  });
});

describe("version 3: a secret route that contradicts the game's record", () => {
  // Ravensburger 2013, seed 11: stopped with the pawns to move after his 4th entry (he surfaced at
  // 3, RB 2013 rules/003_44999932a4cf8209.txt).
  const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
  const played = playDragnetGame(setup, {
    seed: 11,
    strength: 'easy',
    stop: (state) => state.log.length >= 4 && state.phase === 'pawns',
  });
  const named = { ...played.session, name: 'Sunday at Anna’s' };
  const file = () => JSON.parse(makeSessionJson(named, played.dragnetX)) as Record<string, unknown>;
  const route = () => (file().dragnetX as { route: number[] }).route;

  it('reads when it fits', () => {
    expect(parseImportedSession(file(), IMPORT_MIGRATIONS).ok).toBe(true);
  });

  it('is left to the import: the session reader alone (the table, analyze) takes the file', () => {
    const tampered = withX(file(), { route: route().slice(0, 4) });
    expect(parseSessionFile(tampered, IMPORT_MIGRATIONS).ok).toBe(true);
    expect(parseImportedSession(tampered, IMPORT_MIGRATIONS).ok).toBe(false);
  });

  it.each([
    [
      'one station short',
      () => route().slice(0, 4),
      'dragnetX.route[4]',
      'it holds 4 stations, but his 4 travel log entries need 5',
    ],
    [
      'moved at his surfacing',
      () => route().map((station, index) => (index === 3 ? otherStation(station) : station)),
      'dragnetX.route[3]',
      'entry 3',
    ],
  ])('is refused (%s), naming the game and the entry, never a station of his', (_what, tampered, path, words) => {
    const read = parseImportedSession(withX(file(), { route: tampered() }), IMPORT_MIGRATIONS);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.error).toMatchObject({ code: 'route-misfit', path });
    const text = english.format(read.error);
    expect(text).toContain(`${path}: Mister X’s secret route for “Sunday at Anna’s” does not fit the game’s record`);
    expect(text).toContain(words);
    // The message names no station of his (numbers above 24 cannot be entries or counts).
    for (const station of route().filter((station) => station > 24)) expect(text).not.toContain(String(station));
  });
});

/** Another station of the board than `station`. */
function otherStation(station: number): number {
  return station === 1 ? 8 : 1;
}

function withX(file: Record<string, unknown>, change: Record<string, unknown>): Record<string, unknown> {
  return { ...file, dragnetX: { ...(file.dragnetX as Record<string, unknown>), ...change } };
}
