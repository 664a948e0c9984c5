// Bundled by scripts/bench-app.ts into one script for a Chromium page: runs an advice request on
// the page's own thread (which DevTools' CPU throttling slows down reliably, unlike workers), so
// that the bench can time the advisor as a slower phone would run it.
import type { SessionFile } from '../src/format/session';
import { timeAdvice } from '../src/worker/time-advice';

const channel = new MessageChannel();
let resume: (() => void) | null = null;
channel.port1.onmessage = () => {
  resume?.();
  resume = null;
};

export function timeAdviceInPage(session: SessionFile, budgetMs: number) {
  return timeAdvice(
    session,
    { budgetMs },
    () => performance.now(),
    () =>
      new Promise<void>((resolve) => {
        resume = resolve;
        channel.port2.postMessage(null);
      }),
  );
}
