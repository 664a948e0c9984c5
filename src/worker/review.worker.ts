// A thin worker around the review's verdicts: one request a worker, its turns posted as they are
// rated; the screen ends the worker when it leaves the review (src/worker/review-client.ts).

import { runReview } from './review-job';
import type { ReviewMessage, ReviewRequest } from './review-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(message: ReviewMessage): void;
};

scope.onmessage = ({ data }) => void runReview(data, (message) => scope.postMessage(message));
