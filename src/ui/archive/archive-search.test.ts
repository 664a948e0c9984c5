// Finding a saved game among many by its name, the day it was played (as the language writes it,
// or YYYY-MM-DD) or its rule set, whatever the case or accents typed.
import { describe, expect, it } from 'vitest';
import { fixtureSession } from '../../../tests/support/store';
import type { Session } from '../../format/session';
import { damagedEntry, summaryOf } from '../../store/game-index';
import { defaultGameName } from '../../words/game-names';
import { findGames } from './archive-search';

const SHORT = fixtureSession('rb-short'); // Ravensburger 2013, updated 22 Nov 2026
const FERRY = fixtureSession('mb-ferry'); // Milton Bradley 1985, updated 21 Nov 2026

function entry(game: Session, changes: Partial<Session> = {}) {
  return summaryOf({ ...game, ...changes }, 'r1');
}

const ANNA = entry(SHORT, { id: 'anna', name: 'Sunday at Anna’s', updatedAt: '2026-03-08T18:00:00.000Z' });
const MULLER = entry(FERRY, { id: 'muller', name: 'Müller family', updatedAt: '2025-12-26T15:00:00.000Z' });
const UNNAMED = entry(SHORT, {
  id: 'unnamed',
  name: defaultGameName('ravensburger-2013', '2026-07-14T10:00:00.000Z', 'de'),
  createdAt: '2026-07-14T10:00:00.000Z',
  updatedAt: '2026-07-14T11:00:00.000Z',
});
const BROKEN = damagedEntry('broken-record', { code: 'no-version' }, 'Club night');
const ALL = [ANNA, MULLER, UNNAMED, BROKEN];
const ids = (query: string, language: 'en' | 'de' = 'en') => findGames(ALL, query, language).map((game) => game.id);

describe('finding a saved game', () => {
  it('by a word of its name, whatever the case or accents', () => {
    expect(ids('anna')).toEqual(['anna']);
    expect(ids('MULLER')).toEqual(['muller']);
    expect(ids('müller fam')).toEqual(['muller']);
    expect(ids('club')).toEqual(['broken-record']);
  });

  it('by the day, as the language writes it or as YYYY-MM-DD', () => {
    expect(ids('Mar 8, 2026')).toEqual(['anna']);
    expect(ids('2025-12-26')).toEqual(['muller']);
    expect(ids('26. Dez. 2025', 'de')).toEqual(['muller']);
    expect(ids('2026-07')).toEqual(['unnamed']);
  });

  it('by its rule set, and by a name Dragnet gave it in either language', () => {
    expect(ids('milton')).toEqual(['muller']);
    // The game Dragnet named by its day and rules has the words in its name: it comes first.
    expect(ids('ravensburger')).toEqual(['unnamed', 'anna']);
    expect(ids('Jul 14, 2026 ravensburger')).toEqual(['unnamed']);
    expect(ids('eigene regeln', 'de')).toEqual([]);
  });

  it('by the time a game Dragnet named started, as the language writes it', () => {
    const evening = [
      [19, 5],
      [22, 15],
    ].map(([hour, minute]) => {
      const start = new Date(2026, 11, 7, hour, minute).toISOString();
      const name = defaultGameName('ravensburger-2013', start, 'en');
      return entry(SHORT, { id: `at-${hour}`, name, createdAt: start, updatedAt: start });
    });
    const found = (query: string, language: 'en' | 'de') => findGames(evening, query, language).map((game) => game.id);
    expect(found('10:15 pm', 'en')).toEqual(['at-22']);
    expect(found('22:15', 'de')).toEqual(['at-22']);
    expect(found('7:05', 'en')).toEqual(['at-19']);
    expect(found('Dec 7', 'en')).toEqual(['at-19', 'at-22']);
  });

  it('puts the game named exactly as typed first, then names that begin with it', () => {
    const club = [12, 1, 31, 10].map((n) => entry(SHORT, { id: `club-${n}`, name: `Club game ${n}` }));
    expect(findGames(club, 'club game 1', 'en').map((game) => game.id)).toEqual(['club-1', 'club-12', 'club-10']);
  });

  it('lists every game for an empty search, and none when a word matches nothing', () => {
    expect(ids('  ')).toEqual(ALL.map((game) => game.id));
    expect(ids('anna milton')).toEqual([]);
  });
});
