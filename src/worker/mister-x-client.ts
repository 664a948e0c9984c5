// The table's side of Dragnet's Mister X worker: started on his first turn (so the page load never
// downloads the player), one question at a time; each answer goes to the question's own callback.
import type { MisterXRequest, MisterXResponse } from './mister-x-protocol';

export type MisterXAnswer = (response: MisterXResponse) => void;

let worker: Worker | null = null;
let nextId = 1;
const answers = new Map<number, MisterXAnswer>();

function start(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./mister-x.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<MisterXResponse>) => {
    const answer = answers.get(data.id);
    answers.delete(data.id);
    answer?.(data);
  };
  // A worker that cannot start: every open question is answered with a failure.
  started.onerror = () => {
    for (const [id, answer] of answers) answer({ id, ok: false, code: 'no-worker' });
    answers.clear();
    worker = null;
  };
  worker = started;
  return started;
}

/** Asks for his turn; `answer` gets the plan, or a failure code. */
export function askMisterX(question: Omit<MisterXRequest, 'id'>, answer: MisterXAnswer): void {
  const request: MisterXRequest = { ...question, id: nextId++ };
  answers.set(request.id, answer);
  try {
    start().postMessage(request);
  } catch {
    answers.delete(request.id);
    queueMicrotask(() => answer({ id: request.id, ok: false, code: 'no-worker' }));
  }
}
