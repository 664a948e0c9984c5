// His double move in the advisor's model of how he moves: cornered (every free station he can ride
// to is within a pawn's reach) with a double-move ticket in hand, he rides twice, out of their
// reach. Without it the advisor counted half a catch next round where Dragnet's hard Mister X, and
// any player who knows the ticket, slips away (docs/advisor.md, "His double move").
import { describe, expect, it } from 'vitest';
import { rbSetup, Table, xMove } from '../../tests/support/game-builder';
import type { GameState } from '../game/state';
import { Evaluator, UNDECIDED } from './evaluate';
import { readSituation } from './situation';
import { ADVISOR_WEIGHTS, SINGLE_WEIGHTS } from './weights';

/** Mister X surely on 5 (he leaves it only by taxi, to 15 or 16), Red on 28, one ride from both;
 *  the other pawns far away. Two rides take him to 14, 26 or 29, or back to 5: out of Red's reach. */
function cornered(): { state: GameState; probabilities: Float64Array } {
  const start = rbSetup([28, 194, 197, 185], 4);
  const table = new Table({ ...start, pawnStartCards: null, misterX: { ...start.misterX, startCards: [13] } });
  table.play(xMove('taxi'));
  const probabilities = new Float64Array(table.state.game.board.maxStationId + 1);
  probabilities[5] = 1;
  return { state: table.state, probabilities };
}

/** Where he may be after his next move, and the pawns' chance to catch him then, with every pawn
 *  where it stands. */
function nextRound(state: GameState, probabilities: Float64Array, weights = ADVISOR_WEIGHTS) {
  const evaluator = new Evaluator(readSituation(state, probabilities), weights);
  const stay = new Int32Array(evaluator.situation.movers.length).fill(UNDECIDED);
  const breakdown = evaluator.breakdown(stay);
  if (!breakdown) throw new Error('no breakdown');
  const on = (stations: readonly number[]) => stations.reduce((sum, s) => sum + (breakdown.next[s] as number), 0);
  return { nextCatch: breakdown.nextCatch, once: on([15, 16]), twice: on([5, 14, 26, 29]) };
}

describe('his double move', () => {
  it('a cornered Mister X holding a double-move ticket is not counted as caught next round: he rides twice', () => {
    const { state, probabilities } = cornered();
    expect(state.phase).toBe('pawns');
    expect(state.x.double).toBeGreaterThan(0);
    const now = nextRound(state, probabilities);
    expect(now.twice).toBeGreaterThan(0.9);
    expect(now.nextCatch).toBeLessThan(0.1);
    // The advisor before counted him on 15 or 16, one ride from Red: half a catch.
    const before = nextRound(state, probabilities, SINGLE_WEIGHTS);
    expect(before.once).toBeCloseTo(1, 5);
    expect(before.nextCatch).toBeCloseTo(0.5, 5);
  });

  it('with his double-move tickets spent, he is cornered', () => {
    const { state, probabilities } = cornered();
    const spent: GameState = { ...state, x: { ...state.x, double: 0 } };
    const now = nextRound(spent, probabilities);
    expect(now.once).toBeCloseTo(1, 5);
    expect(now.nextCatch).toBeCloseTo(0.5, 5);
  });
});
