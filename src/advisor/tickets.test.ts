// Tickets that last the game, and no riding to and fro for nothing. A new player followed every
// suggestion for 22 rounds against the hard Mister X: Green sat out rounds 21 and 22 holding three
// underground tickets, Red round 22, and Red rode 41 ↔ 29 four rounds running. A detective with no
// ticket for any line from its station sits out (RB 2013, ../shared/rules/003_44999932a4cf8209.txt,
// "General rules to keep in mind": "If a detective no longer has any tickets or can't move from his
// current station with the tickets he has left, he has to sit out"; RULES.md "Moving").
import { describe, expect, it } from 'vitest';
import { answer, pawnMove, rbSetup, Table, xMove, xReveal } from '../../tests/support/game-builder';
import { advisorDetectives } from '../arena/advisor-detectives';
import { playArenaGame } from '../arena/arena';
import { territoryX } from '../arena/x-territory';
import type { Board } from '../board/graph';
import { getBoard } from '../board/graph';
import type { GameEvent } from '../game/events';
import type { TicketCounts } from '../game/setup';
import type { GameState } from '../game/state';
import { replayProbabilities } from '../inference/whereabouts';
import { moveReasonText } from '../words/reasons-en';
import { adviseFor } from './advise';
import { mostRides } from './lasting';
import { PILE_WEIGHTS } from './weights';

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
  it('counts the rides a pawn can still make from its station with the tickets it holds', () => {
    // 75 has taxi lines only: two underground tickets take a pawn nowhere from there.
    expect(mostRides(BOARD, 75, 0, 0, 2)).toBe(0);
    // 46 → 13 → 46 by underground.
    expect(mostRides(BOARD, 46, 0, 0, 2)).toBe(2);
    // From 36 (taxi lines to 35, 37 and 49, none with the underground), one taxi ticket and three
    // underground ones make one ride; from 24, a taxi ride from 13, all four.
    expect(mostRides(BOARD, 36, 1, 0, 3)).toBe(1);
    expect(mostRides(BOARD, 24, 1, 0, 3)).toBe(4);
    // The same answer as a search of every route (ridesOn), on a handful of stations and piles.
    for (const station of [1, 13, 37, 67, 89, 128, 153, 194]) {
      for (const left of [
        { taxi: 1, bus: 1, underground: 1 },
        { taxi: 0, bus: 2, underground: 2 },
        { taxi: 2, bus: 0, underground: 3 },
      ]) {
        const most = mostRides(BOARD, station, left.taxi, left.bus, left.underground);
        expect(ridesOn(BOARD, station, left, most)).toBe(true);
        expect(ridesOn(BOARD, station, left, most + 1)).toBe(false);
      }
    }
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
  // Red rides 29 → 42 → 29, then 29 → 41 → 29 by taxi, while Blue, Green and Yellow ride to and
  // fro far away. Mister X starts on 54 and rides 53, 40 and 27 by taxi, where he surfaces after
  // his third entry; he then shows two more taxi tickets.
  function shuttled(): { state: GameState; probabilities: Float64Array } {
    const start = rbSetup([29, 1, 194, 197], 2);
    const table = new Table({ ...start, pawnStartCards: null, misterX: { ...start.misterX, startCards: [54] } });
    const others = (blue: number, green: number, yellow: number) => [
      pawnMove('blue', blue, 'taxi'),
      pawnMove('green', green, 'taxi'),
      pawnMove('yellow', yellow, 'taxi'),
    ];
    const states = play(table, [
      xMove('taxi'),
      pawnMove('red', 42, 'taxi'),
      ...others(9, 192, 184),
      xMove('taxi'),
      pawnMove('red', 29, 'taxi'),
      ...others(1, 194, 197),
      xMove('taxi'),
      xReveal(27),
      pawnMove('red', 41, 'taxi'),
      ...others(9, 192, 184),
      xMove('taxi'),
      pawnMove('red', 29, 'taxi'),
      ...others(1, 194, 197),
      xMove('taxi'),
    ]);
    return { state: table.state, probabilities: replayProbabilities(states, table.events).at(-1) as Float64Array };
  }

  it('does not send a pawn back a third time running where it guards nothing', () => {
    // An arena game of the advisor as it was before (it rode to and fro freely) against the
    // territory bot, four detective players, training seed 2,000,026. In round 12 Green stands on
    // 165, having ridden 151 → 165 → 151 → 165: the advice of then sent it back to 151 "on
    // balance", as Red was sent 41 ↔ 29 in the new player's game.
    const game = playArenaGame(
      { seed: 2_000_026, ruleSet: 'ravensburger-2013', detectiveCount: 4, x: territoryX },
      0,
      advisorDetectives(600, PILE_WEIGHTS, 'advisor-pile'),
    );
    const state = game.states[81] as GameState;
    expect(state.round).toBe(12);
    expect(state.positions[2]).toBe(165);
    expect(state.lastRides[2]).toEqual({ from: 151, rides: 2 });
    const probabilities = replayProbabilities(game.states, game.events)[81] as Float64Array;
    const before = adviseFor(state, probabilities, 600, PILE_WEIGHTS).moves.find((move) => move.pawn === 2);
    expect(before?.to).toBe(151);
    expect(before && moveReasonText(before)).toBe(
      '3rd ride in a row between 165 and 151: on balance its best move: no single reason stands out',
    );
    const green = adviseFor(state, probabilities, 600).moves.find((move) => move.pawn === 2);
    expect(green?.to).not.toBe(151);
    expect(green?.again).toBeUndefined();
  });

  it('rides back a third time where it guards something, and the reason says what first', () => {
    // He may be on 41 (≈13%): Red rides back to it.
    const { state, probabilities } = shuttled();
    expect(state.phase).toBe('pawns');
    expect(state.lastRides[0]).toEqual({ from: 41, rides: 2 });
    const red = adviseFor(state, probabilities, 2000).moves.find((move) => move.pawn === 0);
    expect(red?.to).toBe(41);
    expect(red?.again).toEqual({ from: 29, to: 41, rides: 3 });
    expect(red && moveReasonText(red)).toMatch(/^3rd ride in a row between 29 and 41: he may be on 41 \(≈\d+%\)$/);
  });

  it('names what a ride back guards in a whole game, every time', () => {
    // The advisor against the territory bot, four detective players, training seed 2,000,040:
    // Blue rides 63 ↔ 79 closing in on him, Green 130 ↔ 124 where he may be, and Blue 129 ↔ 117
    // to cut off his room. Each ride back a third time or more is asked for its reason again where
    // it was planned.
    const guards = [
      'catch',
      'covers',
      'surfacing',
      'net',
      'guards-underground',
      'stays-by',
      'cuts-off',
      'closes-in',
      'likely',
    ];
    const game = playArenaGame(
      { seed: 2_000_040, ruleSet: 'ravensburger-2013', detectiveCount: 4, x: territoryX },
      0,
      advisorDetectives(),
    );
    const probabilities = replayProbabilities(game.states, game.events);
    const said: string[] = [];
    game.events.forEach((event, index) => {
      const state = game.states[index] as GameState;
      if (event.type !== 'pawn-move' || state.moved.some(Boolean)) return;
      for (const move of adviseFor(state, probabilities[index] as Float64Array, 600).moves) {
        if (move.again) said.push(`${move.reason.code}: ${moveReasonText(move)}`);
      }
    });
    expect(said.length).toBeGreaterThan(2);
    expect(said.filter((reason) => !guards.includes(reason.split(':')[0] as string))).toEqual([]);
  });
});
