// The advisor's plans at the table: every plan can be entered as given (in its order, with the
// tickets the pawns hold, never two pawns on one station), over simulated positions of both rule
// sets and every number of detectives; and what a player would notice in set positions (a pawn next
// to where he surfaced goes there; the shared pile of the two-player game is never overspent; a
// detective is not sent where its tickets cannot take it on).
import { describe, expect, it } from 'vitest';
import { pawnMove, rbSetup, Table, xMove, xReveal } from '../../tests/support/game-builder';
import { greedyDetectives } from '../arena/detective-policies';
import { simulateGame } from '../arena/simulate';
import { lookaheadX } from '../arena/x-policies';
import { applyEvent } from '../game/apply';
import { legalDestinations, pawnsToMove } from '../game/pawn-moves';
import { replay } from '../game/replay';
import type { GameState } from '../game/state';
import { replayProbabilities } from '../inference/whereabouts';
import { reasonText } from '../words/reasons-en';
import { adviseFor } from './advise';
import { positionAfter } from './position';

/** Enters a plan move by move; a "Was he there?" question is answered "no". Returns the state
 *  after the last move, or the first refusal. */
function enterPlan(state: GameState, moves: ReturnType<typeof adviseFor>['moves']): GameState | string {
  let current = state;
  for (const move of moves) {
    const id = current.game.setup.pawns[move.pawn]?.id ?? '?';
    const result = applyEvent(current, { type: 'pawn-move', pawn: id, to: move.to, ticket: move.ticket });
    if (!result.ok) return `${id} to ${move.to} by ${move.ticket}: ${result.error.message}`;
    current = result.state;
    if (current.phase === 'question') {
      const answered = applyEvent(current, { type: 'answer', found: false });
      if (!answered.ok) return answered.error.message;
      current = answered.state;
    }
  }
  return current;
}

describe('every plan can be entered as given', () => {
  const cases = [
    { ruleSet: 'ravensburger-2013', detectives: 1 },
    { ruleSet: 'ravensburger-2013', detectives: 2 },
    { ruleSet: 'ravensburger-2013', detectives: 3 },
    { ruleSet: 'ravensburger-2013', detectives: 4 },
    { ruleSet: 'ravensburger-2013', detectives: 5 },
    { ruleSet: 'milton-bradley-1985', detectives: 5 },
  ] as const;
  for (const { ruleSet, detectives } of cases) {
    it(`${ruleSet}, ${detectives} detective player(s): simulated positions from round 1 to 20`, () => {
      let plans = 0;
      for (let seed = 1; seed <= 3; seed++) {
        const game = simulateGame({ seed, ruleSet, detectives, x: lookaheadX, detectivePolicy: greedyDetectives });
        const probabilities = replayProbabilities(game.states, game.events);
        game.states.forEach((state, index) => {
          // The start of each pawns' phase and a few positions within it.
          if (state.phase !== 'pawns' || index % 3 !== 0) return;
          const advice = adviseFor(state, probabilities[index] as Float64Array, 150);
          const waiting = pawnsToMove(state);
          const planned = advice.moves.map((move) => move.pawn);
          expect(new Set(planned).size).toBe(planned.length);
          expect(new Set(advice.moves.map((move) => move.to)).size).toBe(planned.length);
          for (const pawn of planned) expect(state.moved[pawn]).toBe(false);
          // Every pawn that can move now gets a move (a pawn blocked by another may be left out).
          for (const pawn of waiting) {
            if ([...legalDestinations(state, pawn).keys()].length > 1) expect(planned).toContain(pawn);
          }
          const after = enterPlan(state, advice.moves);
          expect(after, `seed ${seed}, event ${index}`).not.toBeTypeOf('string');
          for (const move of advice.moves) expect(reasonText(move.reason)).not.toBe('');
          plans++;
        });
      }
      expect(plans).toBeGreaterThan(10);
    }, 60_000);
  }
});

describe('set positions', () => {
  it('when he surfaces one ride from a pawn, that pawn is sent onto his station first', () => {
    // RB 2013, four detectives on D cards; three taxi entries, the pawns each taking their
    // lowest-numbered free station; he then shows a candidate station one ride from a pawn.
    const table = new Table(rbSetup([13, 26, 29, 34], 4, { routeAnswers: { 'taxi 13-14': false } }));
    for (let entry = 1; entry <= 3; entry++) {
      table.play(xMove('taxi'));
      if (entry < 3) moveEveryPawn(table);
    }
    const reachable = table.state.positions.flatMap((_, pawn) =>
      [...legalDestinations(table.state, pawn).keys()].filter((station) => table.state.candidates.has(station)),
    );
    const shown = reachable[0];
    if (shown === undefined) throw new Error('test set-up: no candidate one ride from a pawn');
    table.play(xReveal(shown));
    const position = positionAfter(replay(table.setup, table.events).states, table.events);
    if (position.turn !== 'detectives') throw new Error('expected the detectives to move');
    const advice = adviseFor(position.state, position.probabilities, 2000);
    expect(advice.moves[0]?.to).toBe(shown);
    expect(advice.moves[0]?.reason).toEqual({ code: 'catch', percent: 100, station: shown });
  });

  it('two-player game: the shared pile is never overspent (one bus ticket, two detectives)', () => {
    const setup = rbSetup([13, 29, 26, 34], 1, {
      pools: [{ id: 'shared', tickets: { taxi: 0, bus: 1, underground: 0 } }],
    });
    const table = new Table(setup).play(xMove('taxi'));
    const position = positionAfter(replay(table.setup, table.events).states, table.events);
    if (position.turn !== 'detectives') throw new Error('expected the detectives to move');
    const advice = adviseFor(position.state, position.probabilities, 3000);
    const detectives = advice.moves.filter((move) => move.pawn < 2);
    expect(detectives).toHaveLength(1);
    expect(detectives[0]?.ticket).toBe('bus');
    expect(enterPlan(position.state, advice.moves)).not.toBeTypeOf('string');
  });

  it('a detective with one taxi ticket and bus tickets is not sent by taxi to a station without a bus', () => {
    // Red on 29 (bus to 15, 41, 42, 55; taxi to 6, 16, 17, 41, 42) holds 1 taxi and 6 bus tickets.
    const setup = rbSetup([29, 26, 13, 34], 4);
    const pools = setup.pools.map((pool) =>
      pool.id === 'red' ? { ...pool, tickets: { taxi: 1, bus: 6, underground: 0 } } : pool,
    );
    const table = new Table({ ...setup, pools }).play(xMove('taxi'));
    const position = positionAfter(replay(table.setup, table.events).states, table.events);
    if (position.turn !== 'detectives') throw new Error('expected the detectives to move');
    const advice = adviseFor(position.state, position.probabilities, 3000);
    const red = advice.moves.find((move) => move.pawn === 0);
    if (!red) throw new Error('no move for Red');
    const board = position.state.game.board;
    const strands = red.ticket === 'taxi' && board.neighbours(red.to, 'bus').length === 0;
    expect(strands).toBe(false);
  });

  it('while "Was Mister X there?" is open, the plan is for the other pawns after a "no"', () => {
    const table = new Table(rbSetup([13, 26, 29, 34], 4, { routeAnswers: { 'taxi 13-14': false } }));
    table.play(xMove('taxi'));
    const candidate = table.state.game.board.neighbours(13, 'underground').find((s) => table.candidates.includes(s));
    if (candidate === undefined) throw new Error('test set-up: no candidate an underground ride from 13');
    table.play(pawnMove('red', candidate, 'underground'));
    expect(table.state.phase).toBe('question');
    const position = positionAfter(replay(table.setup, table.events).states, table.events);
    if (position.turn !== 'detectives') throw new Error('expected the detectives to move');
    expect(position.state.candidates.has(candidate)).toBe(false);
    const advice = adviseFor(position.state, position.probabilities, 500);
    expect(advice.moves.map((move) => move.pawn).sort()).toEqual([1, 2, 3]);
  });

  it("on Mister X's turn and after the game there is no plan", () => {
    const table = new Table(rbSetup([13, 26, 29, 34], 4));
    expect(positionAfter(replay(table.setup, table.events).states, table.events).turn).toBe('mister-x');
  });
});

/** Every pawn that can move takes its lowest-numbered free station (answering "no" if asked). */
function moveEveryPawn(table: Table): void {
  for (let pawn = pawnsToMove(table.state)[0]; pawn !== undefined; pawn = pawnsToMove(table.state)[0]) {
    const [to, tickets] = [...legalDestinations(table.state, pawn)].sort((a, b) => a[0] - b[0])[0] ?? [];
    if (to === undefined || !tickets) return;
    table.moves([table.setup.pawns[pawn]?.id ?? '?', to, tickets[0] ?? 'taxi']);
  }
}
