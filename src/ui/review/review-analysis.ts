// The review's analysis of a whole game (src/inference/review.ts), run in a worker while the review
// is open and shared by what shows it: the turning points, the chase chart, "Try it". It starts
// again when the game or his known route changes, and stops when the review leaves.
import { useEffect, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { ReviewedTurn } from '../../inference/review';
import { startReview } from '../../worker/review-client';

/** Plans weighed per detectives' turn: a 22-round game in a few seconds on a slow phone. */
export const EVALUATIONS = 1000;

export interface ReviewAnalysis {
  /** The turns rated so far, in the order played. */
  readonly turns: readonly ReviewedTurn[];
  /** The rounds the game has (0 until the first turn is rated), for the progress bar. */
  readonly rounds: number;
  readonly state: 'working' | 'done' | 'failed';
}

export interface AnalysisRequest {
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** His true station after each entry, when known, and where he started (null: not known). */
  readonly route: readonly StationId[] | null;
  readonly start?: StationId | null;
  /** A person played him and typed the logbook: his entries are weighed too. */
  readonly ratesMisterX: boolean;
}

export const STARTING: ReviewAnalysis = { turns: [], rounds: 0, state: 'working' };

export function useReviewAnalysis({
  setup,
  events,
  route,
  start = null,
  ratesMisterX,
}: AnalysisRequest): ReviewAnalysis {
  const [analysis, setAnalysis] = useState<ReviewAnalysis>(STARTING);
  useEffect(() => {
    setAnalysis(STARTING);
    const turns: ReviewedTurn[] = [];
    const full = route ? [start, ...route] : null;
    return startReview(
      { kind: 'game', setup, events, route: full, rateMisterX: ratesMisterX, evaluations: EVALUATIONS },
      (message) => {
        if (message.kind === 'turn') {
          turns.push(message.turn);
          setAnalysis({ turns: [...turns], rounds: message.rounds, state: 'working' });
        } else {
          setAnalysis((now) => ({ ...now, state: message.kind === 'done' ? 'done' : 'failed' }));
        }
      },
    );
  }, [setup, events, route, start, ratesMisterX]);
  return analysis;
}
