// The advisor as an arena team: the probability model follows the record event by event (as at
// the table), the advisor plans the round for a fixed number of evaluations (the arena's think
// budget: a count, not a time, so that runs are the same on every machine), and the pawns follow
// the plan in its order. A "not there" answer changes what the pawns know: the rest of the round
// is planned again.

import { adviseFor } from '../advisor/advise';
import type { AdvisedMove } from '../advisor/plan';
import type { AdvisorWeights } from '../advisor/weights';
import { ADVISOR_WEIGHTS } from '../advisor/weights';
import { legalDestinations } from '../game/pawn-moves';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import type { DetectivePolicy, PawnChoice } from './players';

/** Evaluations per plan in the arena (the table thinks for up to 1.5 s instead). */
export const ARENA_EVALUATIONS = 600;

export function advisorDetectives(
  evaluations = ARENA_EVALUATIONS,
  weights: AdvisorWeights = ADVISOR_WEIGHTS,
  name = 'advisor',
): DetectivePolicy {
  return {
    name,
    start: (_setup, board) => {
      let estimator: Estimator | null = null;
      let plan: { moves: AdvisedMove[] } | null = null;
      const estimate = (state: GameState): Estimator => {
        if (!estimator) estimator = startEstimator(probabilityModel(board), state);
        return estimator;
      };
      return {
        observe(before, event, after) {
          observeEvent(estimate(before), before, event, after);
          // A plan holds while only its own moves are entered (a "not there" answer changes it).
          if (event.type !== 'pawn-move') plan = null;
        },
        choose({ state, waiting }): PawnChoice {
          const next = plan?.moves.find((move) => waiting.includes(move.pawn));
          if (next && legalDestinations(state, next.pawn).get(next.to)?.includes(next.ticket)) {
            return { pawn: next.pawn, to: next.to, ticket: next.ticket };
          }
          const advice = adviseFor(state, estimate(state).probabilities(), evaluations, weights);
          plan = { moves: [...advice.moves] };
          const first = advice.moves.find((move) => waiting.includes(move.pawn));
          if (first && legalDestinations(state, first.pawn).get(first.to)?.includes(first.ticket)) {
            return { pawn: first.pawn, to: first.to, ticket: first.ticket };
          }
          // The plan left every waiting pawn in place (it could not place them all): any legal move.
          const pawn = waiting[0] as number;
          const [to, tickets] = [...legalDestinations(state, pawn)][0] ?? [];
          if (to === undefined || !tickets) throw new Error('advisor detectives: no pawn can move');
          return { pawn, to, ticket: tickets[0] ?? 'taxi' };
        },
      };
    },
  };
}
