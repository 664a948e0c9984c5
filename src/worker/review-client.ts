// The review screen's side of the review worker: a worker for each review, started when the screen
// asks (so neither the page load nor the table ever downloads the advisor for it) and ended when
// the screen leaves or asks again. Without a worker (an old browser) the turns are not weighed.
import type { ReviewMessage, ReviewRequest } from './review-protocol';

export type ReviewListener = (message: ReviewMessage) => void;
/** Starts reviewing a game and returns the function that stops it. */
export type ReviewRunner = (request: ReviewRequest, listen: ReviewListener) => () => void;

function inWorker(request: ReviewRequest, listen: ReviewListener): () => void {
  let stopped = false;
  const hear = (message: ReviewMessage) => {
    if (!stopped) listen(message);
  };
  try {
    const worker = new Worker(new URL('./review.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<ReviewMessage>) => hear(data);
    worker.onerror = () => hear({ kind: 'failed' });
    worker.postMessage(request);
    return () => {
      stopped = true;
      worker.terminate();
    };
  } catch {
    queueMicrotask(() => hear({ kind: 'failed' }));
    return () => {
      stopped = true;
    };
  }
}

let runner: ReviewRunner = inWorker;

/** For tests: run the review elsewhere (in place, with src/worker/review-job.ts). */
export function setReviewRunner(next: ReviewRunner | null): void {
  runner = next ?? inWorker;
}

export function startReview(request: ReviewRequest, listen: ReviewListener): () => void {
  return runner(request, listen);
}
