// The table's side of the mistakes worker: started in idle time once a game is under way, or the
// first time a record contradicts itself if that comes first; one request in flight at a time; a
// newer record supersedes a request still waiting, so the answer is always for the game as it
// stands now (as likelihood-client.ts).
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { Fix } from '../inference/mistakes';
import type { MistakesRequest, MistakesResponse } from './mistakes-protocol';

export type MistakesAnswer = (fixes: readonly Fix[]) => void;

interface Pending {
  readonly request: MistakesRequest;
  readonly answer: MistakesAnswer;
}

let channel: { post(request: MistakesRequest): void } | null = null;
let nextId = 1;
let inFlight: Pending | null = null;
let waiting: Pending | null = null;

/** Without a worker (an old browser, a test's DOM) no fix is offered: the notice stays as it was. */
const none = { post: (request: MistakesRequest) => queueMicrotask(() => receive({ id: request.id, fixes: [] })) };

function start(): { post(request: MistakesRequest): void } {
  if (channel) return channel;
  try {
    const worker = new Worker(new URL('./mistakes.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<MistakesResponse>) => receive(data);
    worker.onerror = () => {
      channel = none;
      const retry = waiting ?? inFlight;
      inFlight = null;
      waiting = null;
      if (retry) send(retry);
    };
    channel = { post: (request) => worker.postMessage(request) };
  } catch {
    channel = none;
  }
  return channel;
}

function receive(data: MistakesResponse): void {
  const done = inFlight;
  inFlight = null;
  if (waiting) send(waiting);
  else if (done && done.request.id === data.id) done.answer(data.fixes);
}

function send(pending: Pending): void {
  waiting = null;
  inFlight = pending;
  start().post(pending.request);
}

/** Starts the worker and has it get ready for `setup` (a search on a made-up record), unless it is
 *  already started: the first search of a worker compiles everything and takes several times as
 *  long as later ones, so the table's first contradiction is answered in time. */
export function warmUpFixes(setup: Setup): void {
  if (channel !== null || inFlight !== null) return;
  send({ request: { id: nextId++, setup, events: [], warm: true }, answer: () => {} });
}

/** Asks for the likeliest corrections of a record that contradicts itself; `answer` gets them,
 *  unless a newer question comes first. */
export function askFixes(setup: Setup, events: readonly GameEvent[], answer: MistakesAnswer): void {
  const pending: Pending = { request: { id: nextId++, setup, events }, answer };
  if (inFlight !== null) waiting = pending;
  else send(pending);
}
