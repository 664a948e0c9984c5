// One advice request worked through in time slices, so that a newer request (or a cancel) is seen
// between slices: the worker never blocks for longer than a slice. Posts the first plan as soon as
// it is complete (or at `firstMs`, the best so far), better plans as the search finds them (at
// most every REFINE_MS), and a final one at `budgetMs` or when the search has nothing left to try.
import { Advisor } from '../advisor/advise';
import { PositionReader } from '../advisor/position';
import { parseSessionFile } from '../game/session';
import type { AdviceMessage, AdviseRequest, AdvisorAnswer } from './advisor-protocol';

const SLICE_MS = 8;
const REFINE_MS = 250;
/** The search stops this long before the budget: wording the final plan takes a moment too. */
const WRAP_UP_MS = 60;

export interface JobHost {
  readonly now: () => number;
  readonly post: (answer: AdvisorAnswer) => void;
  /** Lets queued messages through; resolves when the job may go on. */
  readonly pause: () => Promise<void>;
  /** Whether the request is still the one to work on. */
  readonly current: (id: number) => boolean;
}

const reader = new PositionReader();

export async function runJob(request: AdviseRequest, host: JobHost): Promise<void> {
  const started = host.now();
  const parsed = parseSessionFile(request.session);
  if (!parsed.ok) {
    host.post({ type: 'no-advice', id: request.id, why: 'unreadable', message: parsed.error.message });
    return;
  }
  const position = reader.read(parsed.replay.states, parsed.session.events);
  if (position.turn !== 'detectives') {
    host.post({ type: 'no-advice', id: request.id, why: position.turn });
    return;
  }
  const advisor = new Advisor(position.state, position.probabilities);
  let postedAt = Number.NEGATIVE_INFINITY;
  let postedValue = Number.NEGATIVE_INFINITY;
  for (;;) {
    const sliceEnd = host.now() + SLICE_MS;
    do advisor.run(16);
    while (!advisor.done && host.now() < sliceEnd);
    const elapsed = host.now() - started;
    const final = advisor.done || elapsed >= request.budgetMs - WRAP_UP_MS;
    const due =
      postedAt === Number.NEGATIVE_INFINITY
        ? advisor.hasPlan || elapsed >= request.firstMs
        : elapsed - postedAt >= REFINE_MS;
    if (final || due) {
      const advice = advisor.advice();
      if (final || advice.value > postedValue) {
        postedAt = elapsed;
        postedValue = advice.value;
        const message: AdviceMessage = {
          type: 'advice',
          id: request.id,
          events: parsed.session.events.length,
          round: advice.round,
          moves: advice.moves.map((move) => ({ ...move })),
          final,
          evaluations: advice.evaluations,
          elapsedMs: elapsed,
        };
        host.post(message);
      }
    }
    if (final) return;
    await host.pause();
    if (!host.current(request.id)) return;
  }
}
