// Dragnet's Mister X: every move legal under both rule sets (the simulator enters each through the
// real reducer and throws on anything the rules refuse), the same seed gives the same move, and
// the three strengths have habits a table would notice (RULES.md: black tickets, double moves,
// surfacing). The win rates are measured in the arena (docs/mister-x.md), not here.
import { describe, expect, it } from 'vitest';
import { greedyDetectives } from '../arena/detective-policies';
import type { PresetRuleSet, SimulatedGame } from '../arena/simulate';
import { simulateGame } from '../arena/simulate';
import { dragnetX } from '../arena/x-dragnet';
import type { GameState } from '../game/state';
import { boardFacts, pawnDistances } from '../inference/model/move-model';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import { afterDouble, afterStep, endOf, xSteps } from './moves';
import type { Strength } from './player';
import { planTurn, STRENGTHS } from './player';

function play(strength: Strength, seed: number, ruleSet: PresetRuleSet = 'ravensburger-2013', detectives = 4) {
  return simulateGame({ seed, ruleSet, detectives, x: dragnetX(strength), detectivePolicy: greedyDetectives });
}

interface Habits {
  moves: number;
  /** Moves ending three or more rides from every pawn. */
  farFromPawns: number;
  blackAfterSurfacing: number;
  blackElsewhere: number;
  /** Entries right after surfacing with a black ticket in hand. */
  surfacings: number;
  doubles: number;
}

function habits(games: readonly SimulatedGame[]): Habits {
  const total: Habits = {
    moves: 0,
    farFromPawns: 0,
    blackAfterSurfacing: 0,
    blackElsewhere: 0,
    surfacings: 0,
    doubles: 0,
  };
  for (const game of games) {
    const facts = boardFacts((game.states[0] as GameState).game.board);
    game.events.forEach((event, index) => {
      const before = game.states[index] as GameState;
      if (event.type === 'x-double') total.doubles++;
      if (event.type !== 'x-move') return;
      total.moves++;
      const station = game.trueStations[index] as number;
      if ((pawnDistances(facts, before.positions)[station] as number) >= 3) total.farFromPawns++;
      const afterSurfacing = before.log[before.log.length - 1]?.revealed != null;
      if (afterSurfacing && before.x.black > 0) total.surfacings++;
      if (event.ticket === 'black') {
        if (afterSurfacing) total.blackAfterSurfacing++;
        else total.blackElsewhere++;
      }
    });
  }
  return total;
}

const SEEDS = Array.from({ length: 12 }, (_, i) => 700 + i);

describe("Dragnet's Mister X", () => {
  it.each(STRENGTHS)(
    'plays %s legally under both rule sets, with Bobbies and the two-player game',
    (strength) => {
      const cases: [PresetRuleSet, number][] = [
        ['ravensburger-2013', 4],
        ['ravensburger-2013', 2],
        ['ravensburger-2013', 1],
        ['milton-bradley-1985', 5],
      ];
      for (const [ruleSet, detectives] of cases) {
        for (const seed of [1, 2]) {
          const game = play(strength, seed, ruleSet, detectives);
          expect(game.stats.xMoves).toBeGreaterThan(0);
          expect(game.ending).not.toBe('missed-capture');
        }
      }
    },
    120_000,
  );

  it('gives the same turn for the same record, station and seed, and may differ for another seed', () => {
    const game = play('medium', 31);
    const board = (game.states[0] as GameState).game.board;
    let differs = false;
    game.events.forEach((_, index) => {
      const state = game.states[index] as GameState;
      if (state.phase !== 'x-turn' || state.doubleStep !== 0 || index === 0) return;
      const at = game.trueStations[index - 1] as number;
      const estimator = startEstimator(probabilityModel(board), game.states[0] as GameState);
      for (let i = 0; i < index; i++) {
        observeEvent(estimator, game.states[i] as GameState, game.events[i] as never, game.states[i + 1] as GameState);
      }
      for (const strength of STRENGTHS) {
        const first = planTurn({ state, at, estimator, seed: 5 }, strength);
        expect(planTurn({ state, at, estimator, seed: 5 }, strength)).toEqual(first);
        if (strength === 'easy' && JSON.stringify(planTurn({ state, at, seed: 6 }, strength)) !== JSON.stringify(first))
          differs = true;
      }
    });
    expect(differs).toBe(true);
  }, 60_000);

  it('has habits of its own at each strength', () => {
    const seen = Object.fromEntries(
      STRENGTHS.map((strength) => [strength, habits(SEEDS.map((seed) => play(strength, seed)))]),
    ) as Record<Strength, Habits>;
    const { easy, medium, hard } = seen;
    // Easy forgets his black tickets: never one while another ticket moves him.
    expect(easy.blackAfterSurfacing + easy.blackElsewhere).toBeLessThanOrEqual(1);
    // Medium keeps his distance: more of his moves end three rides or more from every pawn than
    // easy's (who only checks that no pawn can step onto him) or hard's (who plays for room).
    const far = (h: Habits) => h.farFromPawns / h.moves;
    expect(far(medium)).toBeGreaterThan(far(easy) + 0.05);
    expect(far(medium)).toBeGreaterThan(far(hard) + 0.05);
    // Hard spends black tickets right after surfacing more than anywhere else, and more than medium.
    expect(hard.blackAfterSurfacing).toBeGreaterThan(hard.blackElsewhere);
    expect(hard.blackAfterSurfacing).toBeGreaterThan(medium.blackAfterSurfacing);
  }, 180_000);

  it('plays a double move to get out when every single move ends next to a pawn and a double move escapes', () => {
    let cornered = 0;
    let easyDoubles = 0;
    for (const seed of SEEDS) {
      const game = play('easy', seed);
      game.states.forEach((state, index) => {
        if (index === 0 || state.phase !== 'x-turn' || state.doubleStep !== 0 || state.x.double === 0) return;
        const at = game.trueStations[index - 1] as number;
        const near = pawnDistances(boardFacts(state.game.board), state.positions);
        const singles = xSteps(state, at);
        if (singles.length === 0 || singles.some((step) => (near[step.to] as number) > 1)) return;
        // A double move whose second half ends two rides or more from every pawn.
        const doubled = afterDouble(state) as GameState;
        const escapes = xSteps(doubled, at).some((first) => {
          const next = endOf(doubled, afterStep(doubled, first) ?? []);
          return next.phase === 'x-turn' && xSteps(next, first.to).some((second) => (near[second.to] as number) > 1);
        });
        if (!escapes) return;
        cornered++;
        if (planTurn({ state, at, seed }, 'easy').double) easyDoubles++;
        for (const strength of ['medium', 'hard'] as const) {
          const plan = planTurn({ state, at, seed }, strength);
          expect(plan.double).toBe(true);
          expect(plan.steps).toHaveLength(2);
        }
        // Hard plans both halves together, so his double move gets him out.
        const hard = planTurn({ state, at, seed }, 'hard');
        expect(near[(hard.steps[1] as { to: number }).to]).toBeGreaterThan(1);
      });
    }
    expect(cornered).toBeGreaterThan(2);
    // Easy does not always think of it.
    expect(easyDoubles).toBeLessThan(cornered);
  }, 120_000);
});
