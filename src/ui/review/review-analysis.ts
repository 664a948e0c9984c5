// The review's analysis of a whole game (src/inference/review.ts), run in a worker while the review
// is open and shared by what shows it: the turning points, the chase chart, "Try it". It starts
// again when the game or his known route changes, and stops when the review leaves. A saved game's
// finished analysis is kept (review-cache.ts): opened again, it is shown at once, with no worker.
import { useEffect, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { ReviewedTurn } from '../../inference/review';
import { startReview } from '../../worker/review-client';
import type { ReviewRequest } from '../../worker/review-protocol';
import { fingerprintOf, keepAnalysis, keptAnalysis } from './review-cache';

/** Plans weighed per detectives' turn: a 22-round game in a few seconds on a slow phone. */
export const EVALUATIONS = 1000;

export interface ReviewAnalysis {
  /** The turns rated so far, in the order played. */
  readonly turns: readonly ReviewedTurn[];
  /** The rounds the game has (0 until the first turn is rated), for the progress bar. */
  readonly rounds: number;
  /** 'opening': looking for a kept analysis (or his route), nothing to show yet. */
  readonly state: 'opening' | 'working' | 'done' | 'failed';
}

export interface AnalysisRequest {
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** His true station after each entry, when known, and where he started (null: not known). */
  readonly route: readonly StationId[] | null;
  readonly start?: StationId | null;
  /** A person played him and typed the logbook: his entries are weighed too. */
  readonly ratesMisterX: boolean;
  /** The saved game's id: its finished analysis is kept, and shown at once next time. */
  readonly game?: string;
  /** His route is still being looked up: nothing starts until it is known. */
  readonly routePending?: boolean;
}

export const STARTING: ReviewAnalysis = { turns: [], rounds: 0, state: 'working' };
const OPENING: ReviewAnalysis = { turns: [], rounds: 0, state: 'opening' };

export function useReviewAnalysis({
  setup,
  events,
  route,
  start = null,
  ratesMisterX,
  game,
  routePending = false,
}: AnalysisRequest): ReviewAnalysis {
  const [analysis, setAnalysis] = useState<ReviewAnalysis>(game || routePending ? OPENING : STARTING);
  useEffect(() => {
    if (routePending) {
      setAnalysis(OPENING);
      return;
    }
    const request: ReviewRequest = {
      setup,
      events,
      route: route ? [start, ...route] : null,
      rateMisterX: ratesMisterX,
      evaluations: EVALUATIONS,
    };
    let live = true;
    let stop = () => {};
    const run = (fingerprint: string | null) => {
      setAnalysis(STARTING);
      const turns: ReviewedTurn[] = [];
      let rounds = 0;
      stop = startReview(request, (message) => {
        if (message.kind === 'turn') {
          turns.push(message.turn);
          rounds = message.rounds;
          setAnalysis({ turns: [...turns], rounds: message.rounds, state: 'working' });
          return;
        }
        setAnalysis((now) => ({ ...now, state: message.kind === 'done' ? 'done' : 'failed' }));
        if (message.kind === 'done' && game && fingerprint) {
          void keepAnalysis(game, fingerprint, { turns, rounds });
        }
      });
    };
    if (!game) {
      run(null);
    } else {
      setAnalysis(OPENING);
      void lookUp(game, request).then(({ fingerprint, kept }) => {
        if (!live) return;
        if (kept) setAnalysis({ turns: kept.turns, rounds: kept.rounds, state: 'done' });
        else run(fingerprint);
      });
    }
    return () => {
      live = false;
      stop();
    };
  }, [setup, events, route, start, ratesMisterX, game, routePending]);
  return analysis;
}

/** The fingerprint of a request and the analysis kept under it (both null when none can be). */
async function lookUp(game: string, request: ReviewRequest) {
  const fingerprint = await fingerprintOf(request);
  return { fingerprint, kept: fingerprint ? await keptAnalysis(game, fingerprint) : null };
}
