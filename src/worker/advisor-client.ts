// The table's handle on the advisor's worker: started on the first request (so a page load never
// downloads the advisor), one request at a time. `ask` replaces whatever was asked before; the
// answers of a replaced request are dropped here and the worker drops its work at its next slice.
import type { SessionFile } from '../format/session';
import type { AdvisorAnswer, AdvisorRequest } from './advisor-protocol';

/** The table's think budget: refined until BUDGET_MS; the first plan comes when it is complete,
 *  within FIRST_MS on a phone (a target `npm run bench` checks). */
export const FIRST_MS = 300;
export const BUDGET_MS = 1500;

let worker: Worker | null = null;
let latest = 0;
let listener: ((answer: AdvisorAnswer) => void) | null = null;

function started(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./advisor.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<AdvisorAnswer>) => {
      if (event.data.id === latest) listener?.(event.data);
    };
  }
  return worker;
}

function send(request: AdvisorRequest): void {
  started().postMessage(request);
}

/** Asks for a plan for the position after the session file's last event; `onAnswer` gets every
 *  plan for it (the first, refinements, the final one) until the next `ask` or `cancel`. */
export function ask(session: SessionFile, onAnswer: (answer: AdvisorAnswer) => void): void {
  latest++;
  listener = onAnswer;
  send({ type: 'advise', id: latest, session, budgetMs: BUDGET_MS });
}

/** Stops the request in progress; its answers are dropped. */
export function cancel(): void {
  if (!worker) return;
  send({ type: 'cancel', id: latest });
  latest++;
  listener = null;
}
