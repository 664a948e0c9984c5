// Every German text follows the glossary (glossary-de.ts): each dictionary of the app and of the
// core's messages is rendered, every branch of a template with small and larger numbers, and no
// text may use a word the glossary forbids for a thing that has its own.
import { describe, expect, it } from 'vitest';
import { adviceDe } from '../ui/i18n/advice-de';
import { archiveDe } from '../ui/i18n/archive-de';
import { de } from '../ui/i18n/de';
import { dragnetDe } from '../ui/i18n/dragnet-de';
import { keepDe } from '../ui/i18n/keep-de';
import { mistakesDe } from '../ui/i18n/mistakes-de';
import { movesDe } from '../ui/i18n/moves-de';
import { reviewDe } from '../ui/i18n/review-de';
import { setupScreenDe } from '../ui/i18n/setup-screen-de';
import { sheetsDe } from '../ui/i18n/sheets-de';
import { turnsDe } from '../ui/i18n/turns-de';
import { DEFAULT_WORDS } from './default-names';
import { filesDe } from './files-de';
import { GLOSSARY_DE, loneZug } from './glossary-de';
import { logbookDe } from './logbook-de';
import { rulesDe } from './rules-de';

const DICTIONARIES: Readonly<Record<string, unknown>> = {
  'ui/i18n/de.ts': de,
  'ui/i18n/setup-screen-de.ts': setupScreenDe,
  'ui/i18n/moves-de.ts': movesDe,
  'ui/i18n/sheets-de.ts': sheetsDe,
  'ui/i18n/turns-de.ts': turnsDe,
  'ui/i18n/review-de.ts': reviewDe,
  'ui/i18n/archive-de.ts': archiveDe,
  'ui/i18n/advice-de.ts': adviceDe,
  'ui/i18n/mistakes-de.ts': mistakesDe,
  'ui/i18n/keep-de.ts': keepDe,
  'ui/i18n/dragnet-de.ts': dragnetDe,
  'words/rules-de.ts': rulesDe,
  'words/logbook-de.ts': logbookDe,
  'words/files-de.ts': filesDe,
  // A Bobby's name is worded per colour (a colour, not a number): each colour's name, rendered.
  'words/default-names.ts (de)': {
    ...DEFAULT_WORDS.de,
    bobby: Object.fromEntries(
      (Object.keys(DEFAULT_WORDS.de.colours) as (keyof typeof DEFAULT_WORDS.de.colours)[]).map((colour) => [
        colour,
        DEFAULT_WORDS.de.bobby(colour),
      ]),
    ),
  },
};

/** Parameters that are lists in some template; every other parameter is the number itself. */
const LISTS = new Set(['pawns', 'entries', 'suspects', 'choices']);
/** The kinds of file a file problem is worded for, one per run. */
const FILES = ['session', 'archive', 'dragnet'];
/** Why a secret route does not fit its record (route-fits.ts), one per run. */
const MISFITS = ['length', 'start', 'ticket', 'surfacing', 'ruled-out'];

/** A template's parameters where every value is `n` (a number reads like the station, count or
 *  entry it stands for), so that each branch on a count is taken by one of the runs. */
function params(n: number): unknown {
  return new Proxy(
    {},
    {
      get: (_, key) => {
        if (key === Symbol.toPrimitive) return () => n;
        if (typeof key === 'symbol') return undefined;
        if (key === 'file') return FILES[n % FILES.length];
        if (key === 'why') return MISFITS[n % MISFITS.length];
        return LISTS.has(key) ? [n, n + 1] : n;
      },
    },
  );
}

/** The helper a core template words its parts with: names and numbers as a table would see them. */
const SAY = new Proxy(
  {},
  {
    get: (_, key) => {
      switch (key) {
        case 'basics':
          return rulesDe.basics;
        case 'quote':
          return (value: unknown) => `„${String(value)}“`;
        case 'list':
          return (items: readonly unknown[]) => items.join(', ');
        case 'pawnsOfPile':
          return () => ['Anna'];
        case 'station':
          return (station: unknown) => String(station);
        case 'pawn':
          return () => 'Anna';
        default:
          return () => 'etwas';
      }
    },
  },
);

/** Every text of a dictionary, by its path: strings as they are, templates rendered with 0, 1,
 *  2, 3 and 4 for every number. */
function texts(value: unknown, path: string, into: Map<string, string[]>): void {
  if (typeof value === 'string') {
    into.set(path, [value]);
  } else if (typeof value === 'function') {
    const rendered = [0, 1, 2, 3, 4].flatMap((n) => {
      try {
        const text: unknown = value(params(n), SAY);
        return typeof text === 'string' ? [text] : [];
      } catch {
        return [];
      }
    });
    into.set(path, rendered);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) texts(inner, `${path} ${key}`, into);
  }
}

function everyText(): Map<string, string[]> {
  const all = new Map<string, string[]>();
  for (const [name, dictionary] of Object.entries(DICTIONARIES)) texts(dictionary, name, all);
  return all;
}

describe('the German glossary', () => {
  const all = everyText();

  it('renders every German text it holds to the glossary', () => {
    // A template that renders nothing would escape the checks below.
    const silent = [...all].filter(([, rendered]) => rendered.length === 0).map(([path]) => path);
    // `found` words a file's value by its kind (a switch over kinds), not a template of numbers.
    expect(silent).toEqual(['words/files-de.ts found']);
    expect(all.size).toBeGreaterThan(400);
  });

  it('finds no word the glossary forbids in any German text', () => {
    const broken: string[] = [];
    for (const [path, rendered] of all) {
      for (const text of new Set(rendered)) {
        for (const entry of GLOSSARY_DE) {
          for (const word of entry.forbidden) {
            if (word.test(text)) broken.push(`${path}: ${word} in "${text}" (use: ${entry.use})`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("uses the noun 'Zug' only for Mister X's numbered moves", () => {
    const lone = [...all].flatMap(([path, rendered]) =>
      // A column of his numbered moves is headed by the word alone.
      [...new Set(rendered)]
        .filter((text) => text !== 'Zug')
        .flatMap((text) => loneZug(text).map(() => `${path}: "${text}"`)),
    );
    expect(lone).toEqual([]);
  });

  it('would catch the phrases players stumbled on', () => {
    const stumbles = [
      'Der Tisch beendet das Spiel',
      'zu 13 % steht er auf 108',
      'Wahrscheinlichste zuerst. Die Prozente sind ein Rat, danach wie Mister-X-Spieler meist ziehen',
      'Spiel nachverfolgen',
      'Ansehen',
      'Fahrschein',
    ];
    for (const text of stumbles) {
      expect(
        GLOSSARY_DE.some((entry) => entry.forbidden.some((word) => word.test(text))),
        text,
      ).toBe(true);
    }
    expect(loneZug('Ein späterer Zug passt nicht mehr')).toHaveLength(1);
    expect(loneZug('Alle Züge')).toHaveLength(1);
    expect(loneZug('Mister X ist dran: Zug 7; gezeigt in den Zügen 2 und 5; 3 Züge')).toHaveLength(0);
  });
});
