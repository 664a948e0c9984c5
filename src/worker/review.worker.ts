// A thin worker around the review's work. A game about to be reviewed: its turns weighed ahead,
// no answer. A game review: one request a worker, its turns posted as
// they are rated. Plans ("Try it"): one after another in one worker, each answer naming its request;
// a newer plan stops an older one not yet weighed. The screen ends the worker when it is done with
// it (src/worker/review-client.ts).

import { runReview } from './review-job';
import type { ReviewMessage, WorkerRequest } from './review-protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: ReviewMessage): void;
};

let latestPlan: number | undefined;

scope.onmessage = ({ data }) => {
  const post = (message: ReviewMessage) => scope.postMessage(message);
  if (data.kind !== 'plan') {
    void runReview(data, post);
    return;
  }
  latestPlan = data.id;
  void runReview(data, post, () => latestPlan !== data.id);
};
