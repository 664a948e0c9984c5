// Candidate steps: where Mister X can be after one shown ticket, given the stations pawns stand
// on, and when he is trapped. Expected sets are read off the board's neighbour lists.
import { describe, expect, it } from 'vitest';
import type { RouteAnswers } from '../board/graph';
import { getBoard } from '../board/graph';
import type { BoardId, Ticket } from '../board/types';
import {
  advanceCandidates,
  excludeCandidate,
  initialCandidates,
  isTrapped,
  revealCandidates,
  ticketMasks,
  trappedCandidates,
} from './candidates';
import { StationSet } from './station-set';

const masksOf = (id: BoardId = 'ravensburger-classic', answers: RouteAnswers = {}) =>
  ticketMasks(getBoard(id, answers));

describe('advanceCandidates: one shown ticket (RULES.md Mister X; MB 1985 "How to move")', () => {
  const table: [string, number[], Ticket, number[], number[], BoardId?, RouteAnswers?][] = [
    ['MB 1985 example: taxi from 74', [74], 'taxi', [], [58, 73, 75, 92]],
    ['MB 1985 example: bus from 74', [74], 'bus', [], [58, 94]],
    ['MB 1985 example: underground from 74', [74], 'underground', [], [46]],
    ['black covers taxi, bus and underground (RB 2013 "Black tickets")', [74], 'black', [], [46, 58, 73, 75, 92, 94]],
    ['he never moves onto a pawn (RB 2013 "only be moved to unoccupied stations")', [74], 'taxi', [58, 92], [73, 75]],
    ['every step is from some candidate', [74, 153], 'underground', [], [46, 111, 140, 163, 185]],
    ['a pawn on the only exit leaves nothing', [74], 'underground', [46], []],
    ['a taxi-only station has no bus (board: 106 is taxi only)', [106], 'bus', [], []],
    ['board: ferry 157-115 and 157-194 by black only', [157], 'black', [], [115, 133, 142, 156, 158, 170, 185, 194]],
    ['board: no taxi onto the ferry from 157', [157], 'taxi', [], [156, 158, 170]],
    ['board: a black ticket across the river from 194, exits blocked', [194], 'black', [192, 193, 195], [157]],
    ['board: ferry 115-108 and 115-157', [115], 'black', [157], [102, 108, 114, 126, 127]],
    ['the empty set stays empty', [], 'black', [], []],
    ['modern board, taxi 13-14 unanswered: kept (RULES.md)', [13], 'taxi', [], [4, 14, 23, 24], 'ravensburger-modern'],
    [
      'modern board, taxi 13-14 answered no',
      [13],
      'taxi',
      [],
      [4, 23, 24],
      'ravensburger-modern',
      { 'taxi 13-14': false },
    ],
    ['MB board: bus 185-199 (board)', [185], 'bus', [], [157, 184, 187, 199], 'milton-bradley-1985'],
    ['MB board: no taxi 198-199 (board)', [198], 'taxi', [], [159, 186, 187], 'milton-bradley-1985'],
  ];
  it.each(table)('%s', (_name, from, ticket, occupied, expected, board, answers) => {
    const next = advanceCandidates(StationSet.from(from), ticket, masksOf(board, answers), StationSet.from(occupied));
    expect(next.toArray()).toEqual(expected);
  });

  it('does not change the set it starts from', () => {
    const from = StationSet.of(74);
    advanceCandidates(from, 'black', masksOf(), StationSet.EMPTY);
    expect(from.toArray()).toEqual([74]);
  });

  it('the masks are built once per board', () => {
    expect(masksOf()).toBe(masksOf());
    expect(masksOf('milton-bradley-1985')).not.toBe(masksOf());
  });
});

describe('initialCandidates (RULES.md: the start cards he could have drawn)', () => {
  it('RB 2013: the 13 X cards, pawns stand on D cards only', () => {
    const xCards = [35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172];
    expect(initialCandidates(xCards, StationSet.of(13, 26, 29, 34)).toArray()).toEqual(xCards);
  });

  it('MB 1985: the 18 shared cards less the five drawn for the pawns', () => {
    const cards = [13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 132, 138, 141, 155, 174, 197, 198];
    expect(initialCandidates(cards, StationSet.of(13, 29, 94, 141, 198)).toArray()).toEqual([
      26, 34, 50, 53, 91, 103, 112, 117, 132, 138, 155, 174, 197,
    ]);
  });
});

describe('reveal and exclusion', () => {
  it('a shown station is the only candidate, even one the record ruled out', () => {
    expect(revealCandidates(153).toArray()).toEqual([153]);
  });

  it('a pawn that did not find him removes that station', () => {
    expect(excludeCandidate(StationSet.of(46, 111), 46).toArray()).toEqual([111]);
    expect(excludeCandidate(StationSet.of(46, 111), 47).toArray()).toEqual([46, 111]);
  });
});

describe('isTrapped (RB 2013: "If there are no unoccupied stations for Mister X to travel to, he has lost")', () => {
  const all: Ticket[] = ['taxi', 'bus', 'underground', 'black'];
  const noBlack: Ticket[] = ['taxi', 'bus', 'underground'];
  it.each([
    ['board: 106 has taxi to 105 and 107 only', 106, all, [105, 107], true],
    ['one exit free', 106, all, [105], false],
    ['pier 194, land exits blocked, black ticket left: ferry to 157', 194, all, [192, 193, 195], false],
    ['pier 194, land exits blocked, no black ticket', 194, noBlack, [192, 193, 195], true],
    ['pier 194, every exit blocked', 194, all, [157, 192, 193, 195], true],
    ['74: taxi exits blocked, underground free', 74, noBlack, [58, 73, 75, 92], false],
    ['74: only taxi left to show (MB stock)', 74, ['taxi'], [58, 73, 75, 92], true],
    ['no ticket at all', 74, [], [], true],
  ] as [string, number, Ticket[], number[], boolean][])('%s: %s', (_name, station, usable, occupied, expected) => {
    expect(isTrapped(station, usable, masksOf(), StationSet.from(occupied))).toBe(expected);
  });

  it('trappedCandidates keeps only the candidates with no free exit', () => {
    const occupied = StationSet.of(105, 107, 192, 193, 195);
    const candidates = StationSet.of(74, 106, 194);
    expect(trappedCandidates(candidates, noBlack, masksOf(), occupied).toArray()).toEqual([106, 194]);
    expect(trappedCandidates(candidates, all, masksOf(), occupied).toArray()).toEqual([106]);
    expect(trappedCandidates(StationSet.EMPTY, all, masksOf(), occupied).isEmpty()).toBe(true);
  });
});
