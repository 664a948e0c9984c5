// The model's filters, on small hand-made situations of the printed board (board facts from
// src/board/data/london.ts, cross-checked in docs/board.md): a shown ticket is evidence about where
// he was, pawns near a station make it less likely for a cautious player, surfacing and "not there"
// answers are certain.
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import { StationSet } from '../../engine/station-set';
import { CAUTIOUS, CHOOSER, RANDOM_MOVER } from './behaviours';
import { Filter } from './filter';
import type { MoveContext } from './move-model';

const board = getBoard('ravensburger-classic');

function context(pawns: StationId[], usable: Ticket[] = ['taxi', 'bus', 'underground']): MoveContext {
  return { pawns, occupied: StationSet.from(pawns), usable, half: 0, afterReveal: false, canDouble: false };
}

function massOn(probabilities: Float64Array, stations: readonly StationId[]): number {
  return stations.reduce((sum, station) => sum + (probabilities[station] ?? 0), 0);
}

function total(probabilities: Float64Array): number {
  return probabilities.reduce((sum, p) => sum + p, 0);
}

describe('a shown ticket is evidence about where he was', () => {
  // Board: 87 has 2 taxi and 3 bus routes (bus to 41, 86, 105); 122 has 4 taxi and 2 bus routes
  // (bus to 123, 144). A player at 122 shows "bus" less often than one at 87.
  const from87 = board.neighbours(87, 'bus');
  const from122 = board.neighbours(122, 'bus');

  it('reads the board as the test assumes', () => {
    expect([board.neighbours(87, 'taxi').length, from87.length]).toEqual([2, 3]);
    expect([board.neighbours(122, 'taxi').length, from122.length]).toEqual([4, 2]);
  });

  it('puts more weight behind the station that shows bus more often, where an even split does the opposite', () => {
    const model = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    model.start(StationSet.of(87, 122));
    model.move('bus', context([1]));
    const chances = model.probabilities();
    // Random mover: 3 of 5 moves from 87 are bus rides, 2 of 6 from 122: 0.6 against 1/3.
    expect(massOn(chances, from87)).toBeCloseTo(0.6 / (0.6 + 1 / 3), 6);
    const even = new Filter(board, { kind: 'even-split' });
    even.start(StationSet.of(87, 122));
    even.move('bus', context([1]));
    expect(massOn(even.probabilities(), from87)).toBeCloseTo(0.5, 6);
  });

  it('for a player who picks his ticket first, says only which kinds of route he had: 87 and 122 both offer taxi and bus', () => {
    // The chooser takes a kind of ticket by taste (the cautious player's scores per ticket), then
    // any station it reaches: 3 bus routes or 2 make no difference, and a bus ride is as likely
    // from either station.
    const chooser = new Filter(board, { kind: 'chooser', behaviour: CHOOSER });
    chooser.start(StationSet.of(87, 122));
    const taxi = Math.exp(CHOOSER.ticket.taxi);
    const bus = Math.exp(CHOOSER.ticket.bus);
    expect(chooser.move('bus', context([1], ['taxi', 'bus']))).toBeCloseTo(bus / (taxi + bus), 9);
    expect(massOn(chooser.probabilities(), from87)).toBeCloseTo(0.5, 9);
    // Each bus stop of 87 gets a third of its half, each of 122 a half of its half.
    expect(chooser.probabilities()[41]).toBeCloseTo(1 / 6, 9);
    expect(chooser.probabilities()[144]).toBeCloseTo(1 / 4, 9);
  });

  it('for a ticket chooser, a station without the shown kind of route passes nothing on, and one with more kinds less', () => {
    // 46 offers taxi, bus and underground; 87 taxi and bus only. After "taxi", 87 is the likelier.
    const chooser = new Filter(board, { kind: 'chooser', behaviour: CHOOSER });
    chooser.start(StationSet.of(46, 87));
    chooser.move('taxi', context([1]));
    const [taxi, bus, underground] = (['taxi', 'bus', 'underground'] as const).map((t) => Math.exp(CHOOSER.ticket[t]));
    const at87 = (taxi as number) / ((taxi as number) + (bus as number));
    const at46 = (taxi as number) / ((taxi as number) + (bus as number) + (underground as number));
    expect(massOn(chooser.probabilities(), board.neighbours(87, 'taxi'))).toBeCloseTo(at87 / (at87 + at46), 9);
    expect(total(chooser.probabilities())).toBeCloseTo(1, 12);
  });

  it('says how likely the ticket was, so the mixture can weigh its experts', () => {
    const model = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    model.start(StationSet.of(87, 122));
    expect(model.move('bus', context([1]))).toBeCloseTo((0.6 + 1 / 3) / 2, 6);
  });
});

describe('a cautious player keeps away from the pawns', () => {
  it('makes the neighbours of a pawn less likely than for a random mover', () => {
    // From 46 a taxi reaches 33, 45, 47 and 61; a detective on 34 is one ride from 47 (taxi 34-47).
    expect(board.neighbours(46, 'taxi')).toEqual([33, 45, 47, 61]);
    expect(board.neighbours(34, 'taxi')).toContain(47);
    const random = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    const cautious = new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS });
    for (const filter of [random, cautious]) {
      filter.start(StationSet.of(46));
      filter.move('taxi', context([34]));
    }
    expect(cautious.probabilities()[47]).toBeLessThan((random.probabilities()[47] ?? 0) / 5);
    expect(total(cautious.probabilities())).toBeCloseTo(1, 12);
  });
});

describe('a player who reads the screen', () => {
  it('refuses to move a contrarian expert without the estimate it moves against', () => {
    const contrarian = new Filter(board, { kind: 'contrarian', contrariness: 2, noise: 0.1, double: 0.08 });
    contrarian.start(StationSet.of(46));
    expect(() => contrarian.move('taxi', context([34]))).toThrow(/reference/);
  });
});
