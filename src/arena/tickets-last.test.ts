// The arena's count of tickets that did not last, on games played by hand. A detective with no
// ticket for any line from its station sits out (RB 2013, ../shared/rules/003_44999932a4cf8209.txt,
// "General rules to keep in mind": "If a detective no longer has any tickets or can't move from his
// current station with the tickets he has left, he has to sit out"; MB 1985,
// ../shared/rules/000_290e5a51edb8697d.txt: "stranded at a location without any tickets at all or
// without the particular fare you need"); RULES.md "Moving".
import { describe, expect, it } from 'vitest';
import { answer, mbSetup, pawnMove, rbSetup, Table, xMove, xReveal } from '../../tests/support/game-builder';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { detectivePawnRounds, noTicketRounds, shuttleRides, ticketHorizon } from './tickets-last';

/** Every state of a game played event by event (states[0] before the first); whenever a pawn
 *  lands where he may be, the table answers that he was not there. */
function play(setup: Setup, events: readonly GameEvent[]): GameState[] {
  const table = new Table(setup);
  const states = [table.state];
  for (const event of events) {
    table.play(event);
    states.push(table.state);
    if (table.state.phase === 'question') {
      table.play(answer(false));
      states.push(table.state);
    }
  }
  return states;
}

// Board: 74 has taxi to 58, 73, 75, 92 (bus 58, 94; underground 46); 75 taxi only (58, 59, 74,
// 94); 57 taxi only (43, 58, 73); 13 taxi to 14 (bus and underground too); 14 taxi to 15.
// Red 74 with one taxi ticket and two underground tickets, Blue 58, Bobbies on 13 and 194; Mister X
// starts on 170 and rides 157, 156, 155, where he surfaces after his third entry.
const START = rbSetup([74, 58, 13, 194], 2);
const SETUP: Setup = {
  ...START,
  pawnStartCards: null,
  misterX: { ...START.misterX, startCards: [170] },
  pools: [
    { id: 'red', tickets: { taxi: 1, bus: 0, underground: 2 } },
    { id: 'blue', tickets: { taxi: 11, bus: 8, underground: 4 } },
  ],
};

const ROUNDS: GameEvent[] = [
  // Round 1: Red spends its last taxi ticket to 75, where no underground line runs.
  xMove('taxi'),
  pawnMove('red', 75, 'taxi'),
  pawnMove('blue', 57, 'taxi'),
  pawnMove('green', 14, 'taxi'),
  pawnMove('yellow', 195, 'taxi'),
  // Round 2: Red sits out with two underground tickets; Blue rides back to 58.
  xMove('taxi'),
  pawnMove('blue', 58, 'taxi'),
  pawnMove('green', 15, 'taxi'),
  pawnMove('yellow', 197, 'taxi'),
  // Round 3: Red sits out again; Blue rides 58 → 57 a second time: its third ride between them.
  xMove('taxi'),
  xReveal(155),
  pawnMove('blue', 57, 'taxi'),
  pawnMove('green', 14, 'taxi'),
  pawnMove('yellow', 195, 'taxi'),
  // Round 4: Blue back to 58 (a fourth), Red still out; Mister X moves, the round is in play.
  xMove('taxi'),
  pawnMove('blue', 58, 'taxi'),
];

describe('tickets that did not last', () => {
  it('counts each round a detective sat out holding no ticket for any line from its station', () => {
    const states = play(SETUP, ROUNDS);
    expect(noTicketRounds(states)).toEqual([
      { pawn: 0, round: 2, station: 75 },
      { pawn: 0, round: 3, station: 75 },
      { pawn: 0, round: 4, station: 75 },
    ]);
    // Four rounds reached the pawns' turn, two detectives each (the Bobbies need no tickets).
    expect(detectivePawnRounds(states)).toBe(8);
  });

  it('does not count a round the game never played: Mister X moves first, the pawns after', () => {
    const states = play(SETUP, ROUNDS.slice(0, 5));
    expect(noTicketRounds(states)).toEqual([]);
    expect(detectivePawnRounds(states)).toBe(2);
  });

  it('does not count a pawn hemmed in by other pawns: its tickets would still take it on', () => {
    // Board: 106 has taxi lines to 105 and 107 only; Red holds taxi tickets, both are taken.
    const boxed = rbSetup([106, 105, 107, 108], 2, {
      pawnStartCards: null,
      pools: [
        { id: 'red', tickets: { taxi: 11, bus: 0, underground: 0 } },
        { id: 'blue', tickets: { taxi: 11, bus: 8, underground: 4 } },
      ],
    });
    // RB 2013 "General rules to keep in mind": Red sits this round out, boxed in by the others.
    const states = play(boxed, [
      xMove('taxi'),
      pawnMove('green', 119, 'taxi'),
      pawnMove('blue', 107, 'bus'),
      pawnMove('yellow', 105, 'taxi'),
    ]);
    expect(states.at(-1)?.round).toBe(2);
    expect(states.at(-1)?.positions[0]).toBe(106);
    expect(noTicketRounds(states)).toEqual([]);
  });

  it('counts the pawn of a shared pile that the other pawn left with nothing to ride', () => {
    // The two-player game: Red and Blue share one pile (RULES.md "two-player game"), here one taxi
    // ticket. Blue spends it; Red, on 74, has nothing left for this round's move.
    const base = rbSetup([74, 58, 13, 194], 1, { pawnStartCards: null });
    const shared: Setup = {
      ...base,
      pools: base.pools.map((pool) => ({ ...pool, tickets: { taxi: 1, bus: 0, underground: 0 } })),
    };
    const states = play(shared, [xMove('taxi'), pawnMove('blue', 57, 'taxi')]);
    expect(noTicketRounds(states)).toEqual([{ pawn: 0, round: 1, station: 74 }]);
  });

  it('reads the tickets as lasting 22 rounds under both rule sets', () => {
    // RB 2013 "Up to 22 rounds are played"; MB 1985 has no round limit but 10 + 8 + 4 tickets a pawn.
    expect(ticketHorizon(play(SETUP, [])[0] as GameState)).toBe(22);
    expect(ticketHorizon(play(mbSetup([13, 26, 29, 34, 50]), [])[0] as GameState)).toBe(22);
  });

  it('counts the third ride in a row between the same two stations, and every one after it', () => {
    const states = play(SETUP, ROUNDS);
    expect(shuttleRides(states)).toEqual([
      { pawn: 1, round: 3, between: [58, 57] },
      { pawn: 1, round: 4, between: [57, 58] },
      // Green 13 → 14 → 15 → 14 is not a shuttle: 15 is a third station.
    ]);
  });
});
