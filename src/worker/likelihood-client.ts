// The table's side of the likelihood worker: started on first use, one request in flight at a
// time; a newer entry supersedes a request still waiting, so the answer is always for the game
// as it stands now (squoosh's worker-bridge pattern).
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { LikelihoodRequest, LikelihoodResponse } from './likelihood-protocol';

export type LikelihoodAnswer = (probabilities: Float64Array | null) => void;

let channel: { post(request: LikelihoodRequest): void } | null = null;
let nextId = 1;
let inFlight: { request: LikelihoodRequest; answer: LikelihoodAnswer } | null = null;
let waiting: { request: LikelihoodRequest; answer: LikelihoodAnswer } | null = null;
const answers = new Map<number, LikelihoodAnswer>();

/** Without a worker (an old browser, a test's DOM) there is no likelihood: the plain set stays. */
const none = { post: (request: LikelihoodRequest) => queueMicrotask(() => receive({ id: request.id, ok: false })) };

function start(): { post(request: LikelihoodRequest): void } {
  if (channel) return channel;
  try {
    const worker = new Worker(new URL('./likelihood.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<LikelihoodResponse>) => receive(data);
    // A worker that cannot start: answer the question on the page instead, and from then on.
    worker.onerror = () => {
      channel = none;
      const retry = waiting ?? inFlight;
      inFlight = null;
      if (retry) send(retry.request, retry.answer);
    };
    channel = { post: (request) => worker.postMessage(request) };
  } catch {
    channel = none;
  }
  return channel;
}

function receive(data: LikelihoodResponse): void {
  const answer = answers.get(data.id);
  answers.delete(data.id);
  inFlight = null;
  // Only the latest question is worth answering: a newer one is waiting, so this is stale.
  if (waiting) send(waiting.request, waiting.answer);
  else answer?.(data.ok && 'probabilities' in data ? data.probabilities : null);
}

function send(request: LikelihoodRequest, answer: LikelihoodAnswer): void {
  waiting = null;
  inFlight = { request, answer };
  answers.set(request.id, answer);
  start().post(request);
}

/** Asks for the probabilities after the last event; `answer` gets them (or null on failure), unless
 *  a newer question comes first. */
export function askLikelihood(setup: Setup, events: readonly GameEvent[], answer: LikelihoodAnswer): void {
  const request: LikelihoodRequest = { id: nextId++, setup, events };
  if (inFlight !== null) waiting = { request, answer };
  else send(request, answer);
}

/** The estimate after every event of a game (index k: after k events), for a review: a worker of
 *  its own, ended when it answers or when `stop` (returned) is called first. `answer` gets null
 *  when no worker can run it; the caller then works it out itself. */
export function askEveryStep(
  setup: Setup,
  events: readonly GameEvent[],
  answer: (every: readonly Float64Array[] | null) => void,
): () => void {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./likelihood.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    let stopped = false;
    queueMicrotask(() => stopped || answer(null));
    return () => {
      stopped = true;
    };
  }
  const end = () => worker.terminate();
  worker.onmessage = ({ data }: MessageEvent<LikelihoodResponse>) => {
    end();
    answer(data.ok && 'every' in data ? data.every : null);
  };
  worker.onerror = () => {
    end();
    answer(null);
  };
  worker.postMessage({ id: 0, setup, events, steps: 'every' } satisfies LikelihoodRequest);
  return end;
}
