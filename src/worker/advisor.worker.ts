// The advisor's worker: a thin shell around advisor/ (STYLE.md rule 8). The newest request wins:
// a new request or a cancel stops the one in progress at its next slice.

import { runJob } from './advisor-job';
import type { AdvisorAnswer, AdvisorRequest } from './advisor-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<AdvisorRequest>) => void) | null;
  postMessage(message: AdvisorAnswer): void;
}

const scope = self as unknown as WorkerScope;
let current = 0;
const channel = new MessageChannel();
let resume: (() => void) | null = null;
channel.port1.onmessage = () => {
  resume?.();
  resume = null;
};

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'cancel') {
    if (request.id === current) current = 0;
    return;
  }
  current = request.id;
  void runJob(request, {
    now: () => performance.now(),
    post: (answer) => scope.postMessage(answer),
    // A message to itself: queued behind any request that has arrived meanwhile.
    pause: () =>
      new Promise<void>((resolve) => {
        resume = resolve;
        channel.port2.postMessage(null);
      }),
    current: (id) => id === current,
  });
};
