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
  // 7:42 PM on the device's clock, whatever its time zone: the names are written in local time.
  const evening = new Date(2026, 10, 24, 19, 42).toISOString();
  const game = { createdAt: evening, setup: { ruleSet: 'custom' as const } };

  it('name the rules as the dictionaries do', () => {
    for (const ruleSet of ['milton-bradley-1985', 'ravensburger-2013', 'custom'] as const) {
      expect(RULE_SET_NAMES.en[ruleSet]).toBe(en[`ruleSet.${ruleSet}`]);
      expect(RULE_SET_NAMES.de[ruleSet]).toBe(de[`ruleSet.${ruleSet}`]);
    }
  });

  it('are the day, the time the game started and the rules, written as each language writes them', () => {
    expect(defaultGameName('custom', game.createdAt, 'en')).toBe('Nov 24, 2026, 7:42 PM · Custom game');
    expect(defaultGameName('custom', game.createdAt, 'de')).toBe('24. Nov. 2026, 19:42 · Eigene Regeln');
  });

  it('tell apart three games started on one evening', () => {
    const starts = [
      [19, 5],
      [20, 40],
      [22, 15],
    ].map(([hour, minute]) => new Date(2026, 11, 7, hour, minute));
    const names = starts.map((start) => defaultGameName('ravensburger-2013', start.toISOString(), 'en'));
    expect(names).toEqual([
      'Dec 7, 2026, 7:05 PM · Ravensburger 2013',
      'Dec 7, 2026, 8:40 PM · Ravensburger 2013',
      'Dec 7, 2026, 10:15 PM · Ravensburger 2013',
    ]);
    const german = starts.map((start) => defaultGameName('ravensburger-2013', start.toISOString(), 'de'));
    expect(german).toEqual([
      '7. Dez. 2026, 19:05 · Ravensburger 2013',
      '7. Dez. 2026, 20:40 · Ravensburger 2013',
      '7. Dez. 2026, 22:15 · Ravensburger 2013',
    ]);
  });

  it('read in the player language, whichever language named them; a typed name stays', () => {
    const english = { ...game, name: 'Nov 24, 2026, 7:42 PM · Custom game' };
    expect(isDefaultGameName(english)).toBe(true);
    expect(shownGameName(english, 'de')).toBe('24. Nov. 2026, 19:42 · Eigene Regeln');
    expect(shownGameName({ ...game, name: '24. Nov. 2026, 19:42 · Eigene Regeln' }, 'en')).toBe(
      'Nov 24, 2026, 7:42 PM · Custom game',
    );
    // A browser that writes a narrow no-break space before "PM" named it too.
    expect(isDefaultGameName({ ...game, name: 'Nov 24, 2026, 7:42\u202fPM · Custom game' })).toBe(true);
    // Another day's date, or another time, is not this game's default: the table typed it.
    for (const name of ['Nov 23, 2026 · Custom game', 'Nov 24, 2026, 6:00 PM · Custom game']) {
      expect(isDefaultGameName({ ...game, name })).toBe(false);
      expect(shownGameName({ ...game, name }, 'de')).toBe(name);
    }
  });

  it('give a game named by the day alone (as before) its start time too', () => {
    for (const name of ['Nov 24, 2026 · Custom game', '24. Nov. 2026 · Eigene Regeln']) {
      expect(isDefaultGameName({ ...game, name })).toBe(true);
      expect(shownGameName({ ...game, name }, 'en')).toBe('Nov 24, 2026, 7:42 PM · Custom game');
    }
  });
});
