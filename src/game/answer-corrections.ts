// Corrections when Dragnet plays Mister X (game/final-answers.ts): a correction may change what asks
// nothing new and takes back no answer; the correction sheet asks here before it applies one.
import type { GameEvent } from './events';
import type { AnswerLock, GivenAnswer } from './final-answers';
import { answerOfMove, answerStays, givenAnswers, madeByMisterX } from './final-answers';
import type { GameState } from './state';

/** Why a changed log would take back or add an answer, or null when it keeps exactly the answers
 *  given: `taken-back` names the first answer it loses or changes, `unasked` the first question it
 *  would need that was never put (a move corrected onto one of his stations after the fact). */
export type AnswerChange =
  | { readonly kind: 'taken-back'; readonly answer: GivenAnswer }
  | { readonly kind: 'unasked'; readonly answer: GivenAnswer };

const keyOf = (answer: GivenAnswer) => `${answer.round}:${answer.pawn}:${answer.station}:${answer.found}`;

export function answerChange(before: readonly GivenAnswer[], after: readonly GivenAnswer[]): AnswerChange | null {
  const remaining = new Map<string, number>();
  for (const answer of after) remaining.set(keyOf(answer), (remaining.get(keyOf(answer)) ?? 0) + 1);
  for (const answer of before) {
    const left = remaining.get(keyOf(answer)) ?? 0;
    if (left === 0) return { kind: 'taken-back', answer };
    remaining.set(keyOf(answer), left - 1);
  }
  const extra = after.find((answer) => (remaining.get(keyOf(answer)) ?? 0) > 0);
  return extra ? { kind: 'unasked', answer: extra } : null;
}

/** A replayed log: `states[i]` is the state event `i` was applied to. */
interface Replayed {
  readonly events: readonly GameEvent[];
  readonly states: readonly GameState[];
}

/** A correction as the sheet holds it: the log before it (`original`), the log of the step under
 *  way (`base`, the same unless earlier steps fixed later moves) with its event `index` replaced by
 *  `replacement` (null: deleted), and the log that gives (`after`); `complete` when `after` replays
 *  to its end (else the table is still fixing later moves, and only the event itself is checked). */
export interface CorrectionDraft {
  readonly original: Replayed;
  readonly base: Replayed;
  readonly index: number;
  readonly replacement: GameEvent | null;
  readonly after: Replayed;
  readonly complete: boolean;
}

/** Why a correction cannot be applied when Dragnet plays Mister X, or null: his own entries stay as
 *  he made them, an answered move stays where it was answered, and the corrected log keeps every
 *  answer given and asks nothing new. */
export function correctionRefusal(draft: CorrectionDraft): AnswerLock | null {
  const { original, base, index, replacement, after } = draft;
  const corrected = base.events[index];
  if (corrected && madeByMisterX(corrected)) return { kind: 'dragnet-entry' };
  const answered = answerOfMove(base.events, base.states, index);
  if (answered && (replacement?.type !== 'pawn-move' || replacement.to !== answered.station)) {
    return answerStays(answered);
  }
  if (!draft.complete) return null;
  const change = answerChange(givenAnswers(original.events, original.states), givenAnswers(after.events, after.states));
  if (!change) return null;
  const { pawn, station } = change.answer;
  return change.kind === 'taken-back' ? answerStays(change.answer) : { kind: 'never-asked', pawn, station };
}
