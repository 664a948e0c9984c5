// The review screen's side of the review worker, started when the screen asks (so neither the page
// load nor the table ever downloads the advisor for it). A game review gets a worker of its own,
// ended when the screen leaves or asks again; the plans a table tries ("Try it") share one while
// any is wanted, so each change of the moves costs one evaluation, not a new worker and a replay.
// Without a worker (an old browser) nothing is weighed, and the screen is told so.
import type { NumberedRequest, PlanRequest, PrepareRequest, ReviewMessage, ReviewRequest } from './review-protocol';

export type ReviewListener = (message: ReviewMessage) => void;
/** Starts reviewing a game, or weighing a plan, and returns the function that stops it. */
export type ReviewRunner = (request: ReviewRequest, listen: ReviewListener) => () => void;

const newWorker = () => new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });

function failLater(listen: ReviewListener): () => void {
  let stopped = false;
  queueMicrotask(() => {
    if (!stopped) listen({ kind: 'failed' });
  });
  return () => {
    stopped = true;
  };
}

/** A worker started before its game was asked for (warmReviewWorker), its script loading. */
let spare: Worker | null = null;

/** Starts the worker for the game review asked for next, and has it weigh `game`'s turns ahead (a
 *  review whose analysis is not kept: its first drawing and the lookup of his route take long on a
 *  slow phone, and the worker loads and weighs meanwhile). Returns the function that ends it if it
 *  is still unused. */
export function warmReviewWorker(game: PrepareRequest): () => void {
  if (runner !== inWorker) return () => {};
  try {
    // Warmed once per review: the opening and the screen both ask.
    if (!spare) {
      spare = newWorker();
      spare.postMessage(game);
    }
  } catch {
    spare = null;
  }
  const warmed = spare;
  return () => {
    if (!warmed || spare !== warmed) return;
    warmed.terminate();
    spare = null;
  };
}

function gameInWorker(request: ReviewRequest, listen: ReviewListener): () => void {
  let stopped = false;
  const hear = (message: ReviewMessage) => {
    if (!stopped) listen(message);
  };
  try {
    const worker = spare ?? newWorker();
    spare = null;
    worker.onmessage = ({ data }: MessageEvent<ReviewMessage>) => hear(data);
    worker.onerror = () => hear({ kind: 'failed' });
    worker.postMessage(request);
    return () => {
      stopped = true;
      worker.terminate();
    };
  } catch {
    return failLater(listen);
  }
}

/** The worker the tried plans share, and who is waiting for an answer. */
let plans: { readonly worker: Worker; readonly listeners: Map<number, ReviewListener>; next: number } | null = null;

function planInWorker(request: PlanRequest, listen: ReviewListener): () => void {
  try {
    if (!plans) {
      const shared = { worker: newWorker(), listeners: new Map<number, ReviewListener>(), next: 0 };
      shared.worker.onmessage = ({ data }: MessageEvent<ReviewMessage>) =>
        data.id !== undefined && shared.listeners.get(data.id)?.(data);
      shared.worker.onerror = () => {
        for (const hear of shared.listeners.values()) hear({ kind: 'failed' });
      };
      plans = shared;
    }
  } catch {
    return failLater(listen);
  }
  const shared = plans;
  const id = ++shared.next;
  shared.listeners.set(id, listen);
  shared.worker.postMessage({ ...request, id } satisfies NumberedRequest);
  return () => {
    shared.listeners.delete(id);
    // The moves changed: a newer plan follows at once, in this same task. Otherwise it ends here.
    queueMicrotask(() => {
      if (shared.listeners.size > 0 || plans !== shared) return;
      shared.worker.terminate();
      plans = null;
    });
  };
}

const inWorker: ReviewRunner = (request, listen) =>
  request.kind === 'plan' ? planInWorker(request, listen) : gameInWorker(request, listen);

let runner: ReviewRunner = inWorker;

/** For tests: run the review elsewhere (in place, with src/worker/review-job.ts). */
export function setReviewRunner(next: ReviewRunner | null): void {
  runner = next ?? inWorker;
}

export function startReview(request: ReviewRequest, listen: ReviewListener): () => void {
  return runner(request, listen);
}
