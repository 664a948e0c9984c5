// Tickets that last the game, and no riding to and fro for nothing. A new player followed every
// suggestion for 22 rounds against the hard Mister X: Green sat out rounds 21 and 22 holding three
// underground tickets, Red round 22, and Red rode 41 ↔ 29 four rounds running. A detective with no
// ticket for any line from its station sits out (RB 2013, ../shared/rules/003_44999932a4cf8209.txt,
// "General rules to keep in mind": "If a detective no longer has any tickets or can't move from his
// current station with the tickets he has left, he has to sit out"; RULES.md "Moving").
import { describe, expect, it } from 'vitest';
import { answer, pawnMove, rbSetup, Table, xMove } from '../../tests/support/game-builder';
import type { Board } from '../board/graph';
import { getBoard } from '../board/graph';
import type { GameEvent } from '../game/events';
import type { TicketCounts } from '../game/setup';
import type { GameState } from '../game/state';
import { replayProbabilities } from '../game/whereabouts';
import { adviseFor } from './advise';
import { movesLeft } from './lasting';
import { moveReasonText } from './plan';
import { ADVISOR_WEIGHTS } from './weights';

const BOARD = getBoard('ravensburger-modern');

/** Whether a pawn on `station` holding `left` can ride in each of the next `rounds` rounds, by
 *  the board's lines alone (other pawns aside). */
function ridesOn(board: Board, station: number, left: TicketCounts, rounds: number): boolean {
  if (rounds === 0) return true;
  return (['taxi', 'bus', 'underground'] as const).some(
    (ticket) =>
      left[ticket] > 0 &&
      board
        .neighbours(station, ticket)
        .some((next) => ridesOn(board, next, { ...left, [ticket]: left[ticket] - 1 }, rounds - 1)),
  );
}

/** A game played by hand, every state kept; a pawn landing where he may be finds him not there. */
function play(table: Table, events: readonly GameEvent[]): GameState[] {
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

describe('tickets that last', () => {
  it('a pawn with no ticket for any line from its station is expected to ride no more', () => {
    // 75 has taxi lines only: two underground tickets take a pawn nowhere from there.
    expect(movesLeft(BOARD, 75, 0, 0, 2)).toBe(0);
    expect(movesLeft(BOARD, 46, 0, 0, 2)).toBeGreaterThan(1);
    // A taxi ticket fits every station; from a taxi-only corner a bus ticket lasts less.
    expect(movesLeft(BOARD, 36, 2, 0, 0)).toBeGreaterThan(movesLeft(BOARD, 36, 1, 1, 0));
  });

  it('with its taxi tickets running out, a pawn is not sent into a corner where its underground tickets are no use', () => {
    // Red on 37 with two taxi tickets and three underground ones, four rounds to play after this
    // one (a custom game of five rounds). 36 and 50 lead only to taxi stations: its last taxi
    // ticket would leave it there with three underground tickets, sitting out the last rounds, as
    // Green did. 23 and 24 are a taxi ride from 13 and its underground. Mister X starts on 82.
    const start = rbSetup([37, 1, 194, 197], 2);
    const table = new Table({
      ...start,
      pawnStartCards: null,
      roundLimit: 5,
      misterX: { ...start.misterX, startCards: [82] },
      pools: [
        { id: 'red', tickets: { taxi: 2, bus: 0, underground: 3 } },
        { id: 'blue', tickets: { taxi: 11, bus: 8, underground: 4 } },
      ],
    });
    const states = play(table, [xMove('taxi')]);
    const probabilities = replayProbabilities(states, table.events).at(-1) as Float64Array;
    const red = adviseFor(table.state, probabilities, 2000).moves.find((move) => move.pawn === 0);
    if (!red) throw new Error('no move for Red');
    const left = { taxi: 2, bus: 0, underground: 3, [red.ticket]: (red.ticket === 'taxi' ? 2 : 3) - 1 };
    expect(ridesOn(BOARD, red.to, left, 4)).toBe(true);
  });
});

describe('no riding to and fro for nothing', () => {
  // Red rides 29 → 41 → 29 by taxi; Blue, Green and Yellow ride to and fro far away. Mister X
  // shows a taxi, a taxi and a bus ticket.
  const start = rbSetup([29, 1, 194, 197], 2);
  function afterTwoRounds(xStart: number): { state: GameState; probabilities: Float64Array } {
    const table = new Table({ ...start, pawnStartCards: null, misterX: { ...start.misterX, startCards: [xStart] } });
    const states = play(table, [
      xMove('taxi'),
      pawnMove('red', 41, 'taxi'),
      pawnMove('blue', 9, 'taxi'),
      pawnMove('green', 192, 'taxi'),
      pawnMove('yellow', 184, 'taxi'),
      xMove('taxi'),
      pawnMove('red', 29, 'taxi'),
      pawnMove('blue', 1, 'taxi'),
      pawnMove('green', 194, 'taxi'),
      pawnMove('yellow', 197, 'taxi'),
      xMove('bus'),
    ]);
    return { state: table.state, probabilities: replayProbabilities(states, table.events).at(-1) as Float64Array };
  }

  it('does not send a pawn back a third time running to a station where it guards nothing', () => {
    // He started on 12: 41 is no station he may be on, and guards none of his lines. Weighed
    // without the shuttle, the advice sent Red back to 41 "where its tickets still take it on".
    const { state, probabilities } = afterTwoRounds(12);
    expect(state.lastRides[0]).toEqual({ from: 41, rides: 2 });
    const red = adviseFor(state, probabilities, 2000).moves.find((move) => move.pawn === 0);
    expect(red?.to).not.toBe(41);
    expect(red?.again).toBeUndefined();
    const without = adviseFor(state, probabilities, 2000, { ...ADVISOR_WEIGHTS, shuttle: 0 });
    expect(without.moves.find((move) => move.pawn === 0)?.to).toBe(41);
  });

  it('rides back a third time where it guards something, and the reason says so', () => {
    // He started on 15: he may be on 41 now (≈40%), so Red rides back to it.
    const { state, probabilities } = afterTwoRounds(15);
    const red = adviseFor(state, probabilities, 2000).moves.find((move) => move.pawn === 0);
    expect(red?.to).toBe(41);
    expect(red?.again).toEqual({ from: 29, to: 41, rides: 3 });
    expect(red && moveReasonText(red)).toMatch(/^3rd ride in a row between 29 and 41: he may be on 41 \(≈\d+%\)$/);
  });
});
