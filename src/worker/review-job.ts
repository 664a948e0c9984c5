// The review of a whole game, turn by turn (src/inference/review.ts), for the worker and for a page
// that runs it in place: each turn is handed on as soon as it is rated, and between turns the job
// gives the thread back and stops when `stopped` says so.
import type { StationId } from '../board/types';
import { replay } from '../game/replay';
import { roundShown } from '../game/rounds';
import { probabilitiesAsAsked } from '../game/whereabouts';
import { reviewTurns } from '../inference/review';
import type { ReviewMessage, ReviewRequest } from './review-protocol';

export async function runReview(
  request: ReviewRequest,
  post: (message: ReviewMessage) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  try {
    const { states } = replay(request.setup, request.events);
    const events = request.events.slice(0, Math.max(0, states.length - 1));
    const chances = probabilitiesAsAsked(states, events);
    // A game over after its last round has not begun another: 22 rounds, not 23.
    const final = states[states.length - 1];
    const rounds = final ? roundShown(final) : 0;
    const route = request.route?.map((station) => station ?? undefined) as (StationId | undefined)[] | undefined;
    const options = { evaluations: request.evaluations, route: route ?? null, rateMisterX: request.rateMisterX };
    for (const turn of reviewTurns(states, events, chances, options)) {
      post({ kind: 'turn', turn, rounds });
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stopped()) return;
    }
    post({ kind: 'done' });
  } catch {
    post({ kind: 'failed' });
  }
}
