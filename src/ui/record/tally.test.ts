// The table's record added up from index entries: games of known outcome, rules, players, Mister X's
// player, round and catcher, and the counts a family would count by hand.
import { describe, expect, it } from 'vitest';
import type { EndReason } from '../../game/events';
import { WINNER_OF } from '../../game/events';
import type { PawnColour, RuleSetId } from '../../game/setup';
import type { GameSummary, IndexEntry, IndexedPawn } from '../../store/game-index';
import { INDEX_VERSION } from '../../store/game-index';
import type { XStrength } from '../state/x-player';
import { tallyRecord } from './tally';

const pawn = (name: string, colour: PawnColour): IndexedPawn => ({ name, colour, kind: 'detective' });
/** Anna on red, Blue left unnamed (the English default), Green Bobby unnamed. */
const FAMILY: readonly IndexedPawn[] = [
  pawn('Anna', 'red'),
  pawn('Blue', 'blue'),
  { ...pawn('Green Bobby', 'green'), kind: 'bobby' },
];

interface Game {
  readonly id: string;
  readonly ruleSet?: RuleSetId;
  readonly players?: number | null;
  readonly end?: EndReason;
  readonly round?: number;
  readonly caughtBy?: number;
  readonly pawns?: readonly IndexedPawn[];
}

function entry(game: Game): GameSummary {
  const { id, ruleSet = 'ravensburger-2013', players = 3, end, round = 5, caughtBy = null } = game;
  return {
    version: INDEX_VERSION,
    id,
    revision: `r-${id}`,
    name: `Game ${id}`,
    createdAt: '2026-11-20T19:00:00.000Z',
    updatedAt: '2026-11-20T20:00:00.000Z',
    ruleSet,
    board: ruleSet === 'milton-bradley-1985' ? 'milton-bradley-1985' : 'ravensburger-modern',
    pawns: game.pawns ?? FAMILY,
    players,
    events: 40,
    round,
    rounds: round,
    over: end ? { reason: end, winner: WINNER_OF[end] } : null,
    endStation: end === 'capture' ? 100 : null,
    caughtBy,
  };
}

const GAMES: IndexEntry[] = [
  entry({ id: 'escaped', end: 'rounds-played', round: 23 }),
  entry({ id: 'anna-7', end: 'capture', round: 7, caughtBy: 0 }),
  entry({ id: 'blue-7', players: 1, end: 'capture', round: 7, caughtBy: 1 }),
  // "anna" typed in lower case on another colour: the same person.
  entry({
    id: 'anna-12',
    ruleSet: 'milton-bradley-1985',
    players: null,
    end: 'capture',
    round: 12,
    caughtBy: 2,
    pawns: [pawn('Purple', 'purple'), pawn('Red', 'red'), pawn('anna', 'green')],
  }),
  entry({ id: 'trapped-12', ruleSet: 'milton-bradley-1985', players: null, end: 'x-trapped', round: 12 }),
  entry({ id: 'stuck', ruleSet: 'custom', players: null, end: 'detectives-stuck', round: 9 }),
  // Blue left unnamed in a game set up in German: "Blau", the same pawn as "Blue".
  entry({
    id: 'blau-3',
    players: 2,
    end: 'capture',
    round: 3,
    caughtBy: 1,
    pawns: [pawn('Rot', 'red'), pawn('Blau', 'blue')],
  }),
  entry({ id: 'going-on', round: 4 }),
  { version: INDEX_VERSION, id: 'broken', damaged: { code: 'not-an-object' }, name: null },
];

const STRENGTHS = new Map<string, XStrength>([
  ['anna-7', 'hard'],
  ['blue-7', 'easy'],
  // A secret of a game no longer saved changes nothing.
  ['deleted-long-ago', 'medium'],
]);

describe('the table’s record', () => {
  const record = tallyRecord(GAMES, STRENGTHS, 'en');

  it('counts the finished games only, and says how many are in progress or cannot be read', () => {
    expect(record).toMatchObject({ finished: 7, inProgress: 1, unreadable: 1, overall: { won: 2, lost: 5 } });
  });

  it('counts Mister X’s wins and losses by rule set, in the set-up’s order, only the rules played', () => {
    expect(record.byRuleSet).toEqual([
      { key: 'milton-bradley-1985', tally: { won: 0, lost: 2 } },
      { key: 'ravensburger-2013', tally: { won: 1, lost: 3 } },
      { key: 'custom', tally: { won: 1, lost: 0 } },
    ]);
  });

  it('by detective players from one up, the games whose set-up does not ask last', () => {
    expect(record.byPlayers).toEqual([
      { key: 1, tally: { won: 0, lost: 1 } },
      { key: 2, tally: { won: 0, lost: 1 } },
      { key: 3, tally: { won: 1, lost: 1 } },
      { key: null, tally: { won: 1, lost: 2 } },
    ]);
  });

  it('by who played him: a game without Dragnet’s secret was a person’s', () => {
    expect(record.byMisterX).toEqual([
      { key: 'person', tally: { won: 2, lost: 3 } },
      { key: 'easy', tally: { won: 0, lost: 1 } },
      { key: 'hard', tally: { won: 0, lost: 1 } },
    ]);
  });

  it('counts the detectives’ wins (caught or trapped) by round, every round up to the last one', () => {
    expect(record.caughtInRound).toEqual([0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 0, 2]);
  });

  it('counts catches by the name a pawn was given, whatever its colour, letter case or language', () => {
    expect(record.catchers).toEqual([
      { name: 'Anna', catches: 2 },
      { name: 'Blue', catches: 2 },
    ]);
    // German readers see the unnamed pawn as "Blau"; ties by name.
    expect(tallyRecord(GAMES, STRENGTHS, 'de').catchers).toEqual([
      { name: 'Anna', catches: 2 },
      { name: 'Blau', catches: 2 },
    ]);
  });

  it('puts the pawn with the most catches first', () => {
    const more = [...GAMES, entry({ id: 'blue-again', end: 'capture', round: 2, caughtBy: 1 })];
    expect(tallyRecord(more, STRENGTHS, 'en').catchers.map(({ name, catches }) => `${name} ${catches}`)).toEqual([
      'Blue 3',
      'Anna 2',
    ]);
  });

  it('is empty with no finished game', () => {
    const empty = tallyRecord([entry({ id: 'going-on' })], new Map(), 'en');
    expect(empty).toEqual({
      finished: 0,
      inProgress: 1,
      unreadable: 0,
      overall: { won: 0, lost: 0 },
      byRuleSet: [],
      byPlayers: [],
      byMisterX: [],
      caughtInRound: [],
      catchers: [],
    });
  });
});
