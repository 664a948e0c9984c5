// The review's analysis of a whole game (src/inference/review/review.ts), run in a worker while the review
// is open and shared by what shows it: the turning points, the chase chart, "Try it". It starts
// again when the game or his known route changes, and stops when the review leaves. A saved game's
// finished analysis is kept (review-cache.ts): what is kept is read as the review opens, while his
// route is looked up, so a kept analysis comes with the review's first drawing that knows the route,
// and no worker starts. While the worker works the page redraws at most every PROGRESS_MS: every
// redraw draws the whole review (the map too), which on a slow phone takes a good part of that.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { ReviewedTurn } from '../../inference/review/review';
import { startReview, warmReviewWorker } from '../../worker/review-client';
import type { GameReviewRequest as ReviewRequest } from '../../worker/review-protocol';
import { fingerprintOf, keepAnalysis, keptRecord, mayBeKept, readKept } from './review-cache';

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
  /** What is kept for the game, read before the review's first drawing (review-screen.tsx's
   *  openingOf); without it, it is read as the review opens. */
  readonly keptRead?: { readonly record: unknown } | undefined;
}

export const STARTING: ReviewAnalysis = { turns: [], rounds: 0, state: 'working' };
const OPENING: ReviewAnalysis = { turns: [], rounds: 0, state: 'opening' };
/** The shortest time between two redraws of the progress (ms); the first verdict and the end are
 *  shown at once. */
export const PROGRESS_MS = 250;

export function useReviewAnalysis({
  setup,
  events,
  route,
  start = null,
  ratesMisterX,
  game,
  routePending = false,
  keptRead,
}: AnalysisRequest): ReviewAnalysis {
  const request = useMemo<ReviewRequest>(
    () => ({
      kind: 'game',
      setup,
      events,
      route: route ? [start, ...route] : null,
      rateMisterX: ratesMisterX,
      evaluations: EVALUATIONS,
    }),
    [setup, events, route, start, ratesMisterX],
  );
  const fingerprint = useMemo(() => (game ? fingerprintOf(request) : null), [game, request]);
  const shelf = useKeptRecord(game, !routePending, keptRead);
  const kept = useMemo((): ReviewAnalysis | null => {
    if (!game || !fingerprint || !shelf) return null;
    const found = readKept(shelf.record, game, fingerprint);
    return found && { turns: found.turns, rounds: found.rounds, state: 'done' };
  }, [game, fingerprint, shelf]);
  const ready = !routePending && (!game || shelf !== null);
  // The run of the worker, with the request it answers.
  const [run, setRun] = useState<{ request: ReviewRequest; analysis: ReviewAnalysis } | null>(null);
  const keptNow = kept !== null;
  useEffect(() => {
    if (!ready || keptNow) return;
    const turns: ReviewedTurn[] = [];
    let rounds = 0;
    let shownAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = (state: ReviewAnalysis['state']) => {
      clearTimeout(timer);
      timer = undefined;
      shownAt = performance.now();
      setRun({ request, analysis: { turns: [...turns], rounds, state } });
    };
    const stop = startReview(request, (message) => {
      if (message.kind === 'turn') {
        turns.push(message.turn);
        rounds = message.rounds;
        const wait = shownAt + PROGRESS_MS - performance.now();
        if (wait <= 0) show('working');
        else timer ??= setTimeout(() => show('working'), wait);
        return;
      }
      show(message.kind === 'done' ? 'done' : 'failed');
      if (message.kind === 'done' && game && fingerprint) {
        void keepAnalysis(game, fingerprint, { turns, rounds }).then((record) => {
          if (record !== undefined) shelf?.keep(record);
        });
      }
    });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [request, game, fingerprint, ready, keptNow]);
  if (!ready) return OPENING;
  if (kept) return kept;
  return run?.request === request ? run.analysis : STARTING;
}

/** Starts the worker for a review of `game` known to have no analysis kept, weighing ahead;
 *  returns the function that ends it if unused. */
export function warmFor(game: string | undefined, setup: Setup, events: readonly GameEvent[]): () => void {
  if (!game || mayBeKept(game)) return () => {};
  return warmReviewWorker({ kind: 'prepare', setup, events, evaluations: EVALUATIONS });
}

interface Shelf {
  /** What is kept for the game, as stored. */
  readonly record: unknown;
  /** Takes what is kept now, after an analysis was kept. */
  keep(record: unknown): void;
}

/** What is kept for the game `game`: `given` (read before the review was drawn), or read once as
 *  the review opens (null until it is read), the read starting with the review's first drawing.
 *  The page is redrawn when it comes only if it is `wanted` by then: while his route is still
 *  looked up, the drawing that brings the route shows it. */
function useKeptRecord(game: string | undefined, wanted: boolean, given?: { readonly record: unknown }): Shelf | null {
  const read = useRef<{ game: string; record: unknown } | null>(given && game ? { game, record: given.record } : null);
  const asked = useRef<string | null>(given && game ? game : null);
  const waiting = useRef(false);
  const mounted = useRef(true);
  const [, redraw] = useState(0);
  const mine = read.current?.game === game ? read.current : null;
  waiting.current = wanted && !mine;
  if (game && asked.current !== game) {
    asked.current = game;
    void keptRecord(game).then((record) => {
      if (!mounted.current || asked.current !== game) return;
      read.current = { game, record };
      if (waiting.current) redraw((count) => count + 1);
    });
  }
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useMemo(
    () =>
      mine && {
        record: mine.record,
        keep: (record: unknown) => {
          if (game && read.current?.game === game) read.current = { game, record };
        },
      },
    [mine, game],
  );
}
