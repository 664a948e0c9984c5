// A pawn or game the table did not name reads in the player's language, whatever language the
// game was started in; a name the table typed stays as typed.
import { describe, expect, it } from 'vitest';
import { rbSetup } from '../../tests/support/game-builder';
import { de } from '../ui/i18n/de';
import { en } from '../ui/i18n/en';
import { isDefaultPawnName, shownPawnNames, withShownNames } from './default-names';
import { defaultGameName, isDefaultGameName, RULE_SET_NAMES, shownGameName } from './game-names';

// Ravensburger, 2 detective players: Red, Blue, Green Bobby, Yellow Bobby (the preset's names).
const SETUP = rbSetup([13, 26, 29, 34], 2);

describe('default pawn names', () => {
  it('are the preset names in English, and read in German on a German screen', () => {
    expect(SETUP.pawns.map((pawn) => pawn.name)).toEqual(['Red', 'Blue', 'Green Bobby', 'Yellow Bobby']);
    expect(shownPawnNames(SETUP.pawns, 'de')).toEqual(['Rot', 'Blau', 'Grüner Bobby', 'Gelber Bobby']);
    expect(shownPawnNames(SETUP.pawns, 'en')).toEqual(['Red', 'Blue', 'Green Bobby', 'Yellow Bobby']);
  });

  it('started in German read in English on an English screen', () => {
    const german = SETUP.pawns.map((pawn, index) => ({
      ...pawn,
      name: ['Rot', 'Blau', 'Grüner Bobby', 'Gelber Bobby'][index] ?? '',
    }));
    expect(shownPawnNames(german, 'en')).toEqual(['Red', 'Blue', 'Green Bobby', 'Yellow Bobby']);
  });

  it('leave a typed name as typed, and a colour word on another colour too', () => {
    const typed = SETUP.pawns.map((pawn, index) => ({
      ...pawn,
      name: ['Anna', 'Grün', 'Green Bobby', 'Bobby'][index] ?? '',
    }));
    // Blue called "Grün" is a typed name; Yellow Bobby called "Bobby" is typed too.
    expect(typed.map(isDefaultPawnName)).toEqual([false, false, true, false]);
    expect(shownPawnNames(typed, 'de')).toEqual(['Anna', 'Grün', 'Grüner Bobby', 'Bobby']);
  });

  it('stay as stored when translating would name two pawns alike', () => {
    // Blue typed "Rot" beside Red's default: in German both would read "Rot".
    const clash = SETUP.pawns.map((pawn, index) => (index === 1 ? { ...pawn, name: 'Rot' } : pawn));
    expect(shownPawnNames(clash, 'de')).toEqual(['Red', 'Rot', 'Green Bobby', 'Yellow Bobby']);
  });

  it('give a set-up copy with the shown names, the set-up itself when none change', () => {
    const german = withShownNames(SETUP, 'de');
    expect(german.pawns.map((pawn) => pawn.name)).toEqual(['Rot', 'Blau', 'Grüner Bobby', 'Gelber Bobby']);
    expect(german.pawns.map((pawn) => pawn.id)).toEqual(SETUP.pawns.map((pawn) => pawn.id));
    expect(withShownNames(SETUP, 'en')).toBe(SETUP);
  });
});

describe('default game names', () => {
  // Noon UTC: the same day in every time zone a test machine is likely to use.
  const game = { createdAt: '2026-11-24T12:00:00.000Z', setup: { ruleSet: 'custom' as const } };

  it('name the rules as the dictionaries do', () => {
    for (const ruleSet of ['milton-bradley-1985', 'ravensburger-2013', 'custom'] as const) {
      expect(RULE_SET_NAMES.en[ruleSet]).toBe(en[`ruleSet.${ruleSet}`]);
      expect(RULE_SET_NAMES.de[ruleSet]).toBe(de[`ruleSet.${ruleSet}`]);
    }
  });

  it('are the day and rules, written as each language writes them', () => {
    expect(defaultGameName('custom', game.createdAt, 'en')).toBe('Nov 24, 2026 · Custom game');
    expect(defaultGameName('custom', game.createdAt, 'de')).toBe('24. Nov. 2026 · Eigene Regeln');
  });

  it('read in the player language, whichever language named them; a typed name stays', () => {
    const english = { ...game, name: 'Nov 24, 2026 · Custom game' };
    expect(isDefaultGameName(english)).toBe(true);
    expect(shownGameName(english, 'de')).toBe('24. Nov. 2026 · Eigene Regeln');
    expect(shownGameName({ ...game, name: '24. Nov. 2026 · Eigene Regeln' }, 'en')).toBe('Nov 24, 2026 · Custom game');
    // Another day's date is not this game's default: the table typed it.
    const typed = { ...game, name: 'Nov 23, 2026 · Custom game' };
    expect(isDefaultGameName(typed)).toBe(false);
    expect(shownGameName(typed, 'de')).toBe('Nov 23, 2026 · Custom game');
  });
});
