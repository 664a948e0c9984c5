// Times one advice request as the worker runs it (advisor-job.ts), for `npm run bench`: how long
// from the request to the first plan and to the final one, in node and in a CPU-throttled browser.
import type { SessionFile } from '../format/session';
import { runJob } from './advisor-job';
import type { AdviceMessage } from './advisor-protocol';

export interface AdviceTiming {
  readonly firstMs: number;
  readonly finalMs: number;
  readonly firstEvaluations: number;
  readonly evaluations: number;
  /** The search had nothing left to try before the budget ran out. */
  readonly complete: boolean;
  readonly moves: number;
}

export async function timeAdvice(
  session: SessionFile,
  budget: { readonly budgetMs: number },
  now: () => number,
  pause: () => Promise<void>,
): Promise<AdviceTiming> {
  const plans: { at: number; message: AdviceMessage }[] = [];
  const started = now();
  await runJob(
    { type: 'advise', id: 1, session, ...budget },
    {
      now,
      pause,
      current: () => true,
      post: (answer) => {
        if (answer.type === 'advice') plans.push({ at: now() - started, message: answer });
        else throw new Error(`no advice: ${answer.why} ${answer.message ?? ''}`);
      },
    },
  );
  const first = plans[0];
  const last = plans[plans.length - 1];
  if (!first || !last) throw new Error('no plan');
  return {
    firstMs: first.at,
    finalMs: last.at,
    firstEvaluations: first.message.evaluations,
    evaluations: last.message.evaluations,
    complete: last.message.complete,
    moves: last.message.moves.length,
  };
}
