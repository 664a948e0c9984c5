// One advice request worked through in time slices, so that a newer request (or a cancel) is seen
// between slices: the worker never blocks for longer than a slice.

import type { Advice } from '../advisor/advise';
import { Advisor } from '../advisor/advise';
import { evenly, PositionReader, stateToAdvise } from '../advisor/position';
import { parseSessionFile } from '../format/session';
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

/** On a request that needs the probability model to read the whole record first (the first one, or
 *  after a correction), a quick first plan over the candidate set, every station equally likely,
 *  comes before it. Then the plan over where he probably is: posted as soon as it is complete (past
 *  `budgetMs` if it takes that long), better plans as the search finds them (at most every
 *  REFINE_MS), and a final one at `budgetMs` or when the search has nothing left to try. */
export async function runJob(request: AdviseRequest, host: JobHost): Promise<void> {
  const started = host.now();
  const parsed = parseSessionFile(request.session);
  if (!parsed.ok) {
    host.post({ type: 'no-advice', id: request.id, why: 'unreadable', message: parsed.error.message });
    return;
  }
  const events = parsed.session.events;
  const last = parsed.replay.states[parsed.replay.states.length - 1];
  if (last && last.phase !== 'over' && last.candidates.size === 0) {
    host.post({ type: 'no-advice', id: request.id, why: 'contradiction' });
    return;
  }
  const message = (advice: Advice, final: boolean): AdviceMessage => ({
    type: 'advice',
    id: request.id,
    events: events.length,
    round: advice.round,
    moves: advice.moves.map((move) => ({ ...move })),
    final,
    complete: advice.complete,
    evaluations: advice.evaluations,
    elapsedMs: host.now() - started,
  });
  const quick = reader.follows(parsed.replay.states, events) ? null : stateToAdvise(parsed.replay.states);
  if (quick) {
    const first = new Advisor(quick, evenly(quick));
    while (!first.hasPlan) first.run(16);
    host.post(message(first.advice(), false));
    await host.pause();
    if (!host.current(request.id)) return;
  }
  const position = reader.read(parsed.replay.states, events);
  if (position.turn !== 'detectives') {
    host.post({ type: 'no-advice', id: request.id, why: position.turn });
    return;
  }
  const advisor = new Advisor(position.state, position.probabilities);
  let postedAt = quick ? 0 : Number.NEGATIVE_INFINITY;
  let postedValue = Number.NEGATIVE_INFINITY;
  for (;;) {
    const sliceEnd = host.now() + SLICE_MS;
    do advisor.run(16);
    while (!advisor.done && host.now() < sliceEnd);
    const elapsed = host.now() - started;
    // Nothing is posted before the first plan is complete (an incomplete one has no moves): on a
    // machine too busy to finish it within the budget, it is finished all the same.
    const final = advisor.hasPlan && (advisor.done || elapsed >= request.budgetMs - WRAP_UP_MS);
    // The quick plan's value is over another belief: the first plan over the model replaces it.
    const due = advisor.hasPlan && (postedValue === Number.NEGATIVE_INFINITY || elapsed - postedAt >= REFINE_MS);
    if (final || due) {
      const advice = advisor.advice();
      if (final || advice.value > postedValue) {
        postedAt = elapsed;
        postedValue = advice.value;
        host.post(message(advice, final));
      }
    }
    if (final) return;
    await host.pause();
    if (!host.current(request.id)) return;
  }
}
