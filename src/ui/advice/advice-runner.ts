// Asks the advisor's worker for a plan whenever the record changes while the table wants advice on
// the detectives' turn; the request before is cancelled at once (the worker drops it at its next
// slice, and its answers are dropped here). Only a plan for the current record is ever shown.
import { effect, type Signal, signal } from '@preact/signals';
import type { Session } from '../../format/session';
import { makeSessionFile } from '../../format/session-make';
import { ask, cancel } from '../../worker/advisor-client';
import type { AdviceMessage, NoAdviceMessage } from '../../worker/advisor-protocol';
import { game, session } from '../state/game-store';
import { settings } from '../state/preferences';
import { adviceShown } from './advice-state';

interface Answers {
  /** The latest plan from the worker (check `events` against the record before showing it). */
  readonly plan: Signal<AdviceMessage | null>;
  readonly noAdvice: Signal<NoAdviceMessage | null>;
}

let answers: Answers | null = null;

/** Starts following the record (once). */
export function startRunner(): void {
  if (answers) return;
  const plan = signal<AdviceMessage | null>(null);
  const noAdvice = signal<NoAdviceMessage | null>(null);
  answers = { plan, noAdvice };
  let asked: Session | null = null;
  effect(() => {
    const current = session.value;
    const wanted = adviceShown.value && settings.value.advice && game.value?.phase === 'pawns';
    if (!wanted || !current) {
      if (asked) cancel();
      asked = null;
      plan.value = null;
      return;
    }
    if (current === asked) return;
    asked = current;
    plan.value = null;
    noAdvice.value = null;
    ask(makeSessionFile(current), (answer) => {
      if (answer.type === 'advice') plan.value = answer;
      else noAdvice.value = answer;
    });
  });
}

/** The plan if it is for the record as it stands. */
export function currentPlan(): AdviceMessage | null {
  const shown = answers?.plan.value;
  const state = game.value;
  return shown && state && shown.events === state.events && adviceShown.value ? shown : null;
}

/** Why there is no plan, when the worker said so. */
export function noAdvice(): NoAdviceMessage | null {
  return answers?.noAdvice.value ?? null;
}
