// Detectives and Bobbies moving: routes, taken stations, tickets, stranded pawns and the end of a
// round. Each case cites the rulebook passage or RULES.md section it checks.
import { describe, expect, it } from 'vitest';
import { mbSetup, pawnMove, pawnPass, rbSetup, Table, xMove } from '../../tests/support/game-builder';
import type { StationId, TransportTicket } from '../board/types';
import { legalDestinations, pawnStatus, pawnsToMove, strandedPawns } from './pawn-moves';
import { passablePawns } from './pawn-passes';
import type { Setup } from './setup';

/** Red 74, Blue 58 (detectives), Green Bobby 13, Yellow Bobby 194 (a ferry pier): a custom start. */
const SETUP = rbSetup([74, 58, 13, 194], 2, { pawnStartCards: null });
const afterXMove = (setup: Setup = SETUP) => new Table(setup).play(xMove('taxi'));

describe('refused pawn moves', () => {
  it.each([
    ['red', 58, 'taxi', 'Station 58 is taken by Blue.', 'RB 2013 "only be moved to unoccupied stations"'],
    [
      'red',
      46,
      'taxi',
      'Red cannot go from station 74 to station 46 by taxi.',
      'MB 1985 "only move on the colored route"',
    ],
    [
      'red',
      1,
      'underground',
      'Red cannot reach station 1 from station 74 in one move: no taxi, bus or underground line joins them.',
      'MB 1985 "could not get off at any location after #46"',
    ],
    [
      'red',
      74,
      'taxi',
      'Red cannot go from station 74 to station 74 by taxi.',
      'MB 1985 "No player can refuse to move"',
    ],
    [
      'yellow',
      157,
      'taxi',
      'Yellow Bobby cannot reach station 157 from station 194 in one move: no taxi, bus or underground line joins them.',
      'RB 2013 "(and only Mister X) can also use a ferry"',
    ],
    ['red', 200, 'taxi', 'There is no station 200 on this board.', 'board: stations 1..199'],
    ['pink', 46, 'taxi', 'There is no pawn "pink" in this game.', 'set-up'],
  ] as [string, StationId, TransportTicket, string, string][])(
    '%s to %i by %s: "%s" (%s)',
    (pawn, to, ticket, message) => {
      const table = afterXMove();
      const before = table.state;
      expect(table.refusal(pawnMove(pawn, to, ticket)).english).toBe(message);
      expect(table.state).toBe(before);
    },
  );

  it('a Bobby may not end on a taken station either (RB 2013 "All playing pieces")', () => {
    const setup = rbSetup([74, 58, 57, 194], 2, { pawnStartCards: null });
    expect(afterXMove(setup).refusal(pawnMove('green', 58, 'taxi')).english).toBe('Station 58 is taken by Blue.');
  });

  it('MB 1985 "no ticket, no ride!": a detective without that ticket cannot take that line', () => {
    const setup = {
      ...SETUP,
      pools: SETUP.pools.map((p) => (p.id === 'red' ? { ...p, tickets: { taxi: 11, bus: 0, underground: 4 } } : p)),
    };
    expect(afterXMove(setup).refusal(pawnMove('red', 94, 'bus')).english).toBe('Red has no bus ticket left.');
  });

  it('RULES.md Round: Mister X moves first; a pawn moves once a round', () => {
    const table = new Table(SETUP);
    expect(table.refusal(pawnMove('red', 46, 'underground')).english).toBe(
      "It is Mister X's turn: enter the ticket he shows.",
    );
    table.play(xMove('taxi')).moves(['red', 46, 'underground']);
    expect(table.refusal(pawnMove('red', 74, 'underground')).english).toBe('Red has already moved this round.');
  });

  it('labels in messages are the ones printed on the Milton Bradley board (board: 108 is printed 118)', () => {
    const table = new Table(mbSetup([105, 108, 13, 29, 34], { pawnStartCards: null })).play(xMove('taxi'));
    expect(table.refusal(pawnMove('purple', 108, 'taxi')).english).toBe('Station 118 is taken by Red.');
    expect(table.refusal(pawnMove('red', 128, 'taxi')).english).toBe(
      'Red cannot reach station 159 from station 118 in one move: no taxi, bus or underground line joins them.',
    );
  });
});

describe('where a pawn may go (RULES.md Moving)', () => {
  it('MB 1985 example from 74, with Blue on 58: every line, taken stations left out', () => {
    const destinations = legalDestinations(afterXMove().state, 0);
    expect(Object.fromEntries([...destinations].sort(([p], [q]) => p - q))).toEqual({
      46: ['underground'],
      73: ['taxi'],
      75: ['taxi'],
      92: ['taxi'],
      94: ['bus'],
    });
  });

  it('where taxi and bus join two stations both tickets are offered, and only affordable ones (RULES.md)', () => {
    const setup = {
      ...SETUP,
      pools: SETUP.pools.map((p) => (p.id === 'blue' ? { ...p, tickets: { taxi: 0, bus: 8, underground: 4 } } : p)),
    };
    const state = afterXMove(setup).state;
    expect(legalDestinations(state, 2).get(14)).toEqual(['taxi', 'bus']);
    expect(Object.fromEntries([...legalDestinations(state, 1)].sort(([p], [q]) => p - q))).toEqual({
      1: ['bus'],
      46: ['bus'],
      77: ['bus'],
    });
  });

  it('RB 2013 "You can move back along the same route on your next turn": the rides to and fro are counted', () => {
    // Red 74 → 75 → 74 → 75; the advice reads the count so as not to shuttle a pawn for nothing.
    const table = afterXMove();
    expect(table.state.lastRides[0]).toEqual({ from: null, rides: 0 });
    table.moves(['red', 75, 'taxi'], ['blue', 57, 'taxi'], ['green', 14, 'taxi'], ['yellow', 195, 'taxi']);
    expect(table.state.lastRides[0]).toEqual({ from: 74, rides: 1 });
    table.x('taxi').moves(['red', 74, 'taxi'], ['blue', 58, 'taxi'], ['green', 15, 'taxi'], ['yellow', 197, 'taxi']);
    expect(table.state.lastRides[0]).toEqual({ from: 75, rides: 2 });
    expect(table.state.lastRides[1]).toEqual({ from: 57, rides: 2 });
    expect(table.state.lastRides[2]).toEqual({ from: 14, rides: 1 });
  });

  it('a Bobby on a ferry pier has only the taxi lines (RB 2013 "Black tickets": Mister X only)', () => {
    expect([...legalDestinations(afterXMove().state, 3).keys()].sort((p, q) => p - q)).toEqual([192, 193, 195]);
  });
});

describe('paying for a ride', () => {
  it.each([
    ['taxi', 73, { taxi: 10, bus: 8, underground: 4 }],
    ['bus', 94, { taxi: 11, bus: 7, underground: 4 }],
    ['underground', 46, { taxi: 11, bus: 8, underground: 3 }],
  ] as [TransportTicket, StationId, object][])('RB 2013: a detective spends one %s ticket', (ticket, to, left) => {
    const table = afterXMove().move('red', to, ticket);
    expect(table.pile('red')).toEqual(left);
    expect(table.pile('blue')).toEqual({ taxi: 11, bus: 8, underground: 4 });
  });

  it.each([
    ['taxi', 14],
    ['bus', 23],
    ['underground', 46],
  ] as [TransportTicket, StationId][])('RB 2013 "Bobbies don\'t require any tickets": %s is free', (ticket, to) => {
    const table = afterXMove().move('green', to, ticket);
    expect(table.position('green')).toBe(to);
    expect(table.state.tickets).toEqual(afterXMove().state.tickets);
  });
});

describe('the end of a round (RULES.md Round; RB 2013 "must change their respective location")', () => {
  it("the round ends once every pawn has moved; then it is Mister X's turn again", () => {
    const table = afterXMove().moves(['red', 73, 'taxi'], ['blue', 57, 'taxi'], ['green', 14, 'taxi']);
    expect(table.state.phase).toBe('pawns');
    expect(pawnsToMove(table.state)).toEqual([3]);
    expect(table.refusal(xMove('taxi')).english).toBe('Not yet: Yellow Bobby still to move this round.');
    table.moves(['yellow', 195, 'taxi']);
    expect(table.state.phase).toBe('x-turn');
    expect(table.state.round).toBe(2);
    expect(table.state.moved).toEqual([false, false, false, false]);
  });

  it('RB 2013 "he has to sit out": a detective with no ticket is skipped but keeps blocking his station', () => {
    const setup: Setup = {
      ...SETUP,
      pools: SETUP.pools.map((p) => (p.id === 'red' ? { ...p, tickets: { taxi: 0, bus: 0, underground: 0 } } : p)),
      misterX: { ...SETUP.misterX, startCards: [75] },
    };
    const table = afterXMove(setup);
    // board: taxi from 75 to 58, 59, 74, 94; Blue stands on 58, stranded Red on 74.
    expect(table.candidates).toEqual([59, 94]);
    expect(strandedPawns(table.state)).toEqual([0]);
    expect(table.refusal(pawnMove('blue', 74, 'bus')).english).toBe('Station 74 is taken by Red.');
    table.moves(['blue', 57, 'taxi'], ['green', 14, 'taxi'], ['yellow', 195, 'taxi']);
    expect(table.state.round).toBe(2);
    // MB 1985 "remains on the gameboard...on its stranded location".
    expect(table.position('red')).toBe(74);
    expect(strandedPawns(table.state)).toEqual([0]);
  });

  // board: 106 has taxi lines to 105 and 107 only.
  const BOXED = rbSetup([106, 105, 107, 108], 2, {
    pawnStartCards: null,
    pools: [
      { id: 'red', tickets: { taxi: 11, bus: 0, underground: 0 } },
      { id: 'blue', tickets: { taxi: 11, bus: 8, underground: 4 } },
    ],
  });

  it('a pawn boxed in only by pawns that have not moved waits for them, then must move', () => {
    const table = new Table(BOXED).play(xMove('taxi'));
    expect(pawnsToMove(table.state)).toEqual([1, 2, 3]);
    table.moves(['blue', 89, 'taxi']);
    expect(pawnsToMove(table.state)).toEqual([0, 2, 3]);
    table.moves(['green', 91, 'taxi'], ['yellow', 116, 'bus']);
    expect(table.state.phase).toBe('pawns');
    expect(table.refusal(xMove('taxi')).english).toBe('Not yet: Red still to move this round.');
    table.moves(['red', 105, 'taxi']);
    expect(table.state.round).toBe(2);
  });

  it('a pawn boxed in again by the later moves of others sits this round out', () => {
    const table = new Table(BOXED).play(xMove('taxi'));
    table.moves(['green', 119, 'taxi']);
    expect(pawnsToMove(table.state)).toEqual([0, 1, 3]);
    table.moves(['blue', 107, 'bus'], ['yellow', 105, 'taxi']);
    expect(table.state.round).toBe(2);
    expect(table.position('red')).toBe(106);
  });

  // RB 2013 "How to play": the pawns move "in any order"; "General rules to keep in mind": one who
  // "can't move from his current station ... has to sit out". The table may pass a pawn boxed in
  // right now instead of waiting for the pawns in its way.
  it('a pawn boxed in right now by pawns still to move can be passed for this round, as an event', () => {
    const table = new Table(BOXED).play(xMove('taxi'));
    expect(passablePawns(table.state)).toEqual([0]);
    table.play(pawnPass('red'));
    expect(pawnStatus(table.state, 0)).toBe('passed');
    expect(passablePawns(table.state)).toEqual([]);
    // Blue moves off 105: Red could go there now, but it has passed, so the round does not wait.
    table.moves(['blue', 89, 'taxi'], ['green', 91, 'taxi'], ['yellow', 116, 'bus']);
    expect(table.state.round).toBe(2);
    expect(table.position('red')).toBe(106);
    expect(table.pile('red')).toEqual({ taxi: 11, bus: 0, underground: 0 });
    // A new round: Red is a pawn like any other again.
    expect(pawnStatus(table.state, 0)).toBe('to-move');
  });

  it('a pawn that can move cannot pass, nor one that has moved (RB 2013 "must change their respective location")', () => {
    const table = new Table(BOXED).play(xMove('taxi'));
    expect(table.refusal(pawnPass('blue')).english).toBe(
      'Blue can move, so it cannot pass: only a pawn whose every reachable station is taken sits out.',
    );
    table.moves(['blue', 89, 'taxi']);
    expect(table.refusal(pawnPass('blue')).english).toBe('Blue has already moved this round.');
    expect(table.refusal(pawnPass('red')).english).toMatch(/^Red can move/);
    expect(table.refusal(pawnPass('pink')).english).toBe('There is no pawn "pink" in this game.');
  });

  it("a pass comes in the pawns' part of the round only (RULES.md Round)", () => {
    const table = new Table(BOXED);
    expect(table.refusal(pawnPass('red')).english).toBe("It is Mister X's turn: enter the ticket he shows.");
  });

  it('a pawn with no ticket left needs no pass: it sits out and the round does not wait for it', () => {
    const setup = { ...BOXED, pools: BOXED.pools.map((p) => ({ ...p, tickets: { taxi: 0, bus: 0, underground: 0 } })) };
    const table = new Table(setup).play(xMove('taxi'));
    expect(passablePawns(table.state)).toEqual([]);
    expect(pawnStatus(table.state, 0)).toBe('stranded');
    table.moves(['green', 91, 'taxi'], ['yellow', 116, 'bus']);
    expect(table.state.round).toBe(2);
  });
});
