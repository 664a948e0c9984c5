// Answers that stay given: when Dragnet plays Mister X it knows where he is, so each of its answers
// to "Was Mister X there?" is a fact the table learnt, as at the board, where a pawn put down and
// asked about stays asked about (RULES.md "Capture": one question for each move that ends on one of
// his possible stations). Undo and corrections may change the record only where it asks nothing new
// and takes back nothing answered.
import type { StationId } from '../board/types';
import type { GameEvent } from './events';
import type { GameError } from './messages';
import { gameError } from './messages';
import type { GameState } from './state';

/** Entries Mister X makes himself: his tickets, his surfacing, his answers, his "I am trapped
 *  here". When Dragnet plays him, Dragnet makes them. */
export function madeByMisterX(event: GameEvent): boolean {
  switch (event.type) {
    case 'x-move':
    case 'x-double':
    case 'x-reveal':
    case 'x-surface':
    case 'answer':
      return true;
    case 'end':
      return event.station !== undefined;
    case 'pawn-move':
    case 'pawn-pass':
      return false;
  }
}

/** One answer on the record: the pawn's move it answered (`move`, an index into the events), the
 *  pawn's id, and what it said. */
export interface GivenAnswer {
  readonly move: number;
  readonly round: number;
  readonly pawn: string;
  readonly station: StationId;
  readonly found: boolean;
}

/** Every answer of a replayed log, in order. `states[i]` is the state event `i` was applied to. */
export function givenAnswers(events: readonly GameEvent[], states: readonly GameState[]): GivenAnswer[] {
  const answers: GivenAnswer[] = [];
  events.forEach((event, index) => {
    const state = states[index];
    const question = state?.question;
    if (event.type !== 'answer' || !state || !question) return;
    const pawn = state.game.setup.pawns[question.pawn]?.id ?? String(question.pawn);
    answers.push({ move: index - 1, round: state.round, pawn, station: question.station, found: event.found });
  });
  return answers;
}

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

/** The answer to the pawn's move at `index`, if it was answered. */
export function answerOfMove(
  events: readonly GameEvent[],
  states: readonly GameState[],
  index: number,
): GivenAnswer | null {
  const answer = index >= 0 ? givenAnswers(events.slice(index + 1, index + 2), states.slice(index + 1, index + 2)) : [];
  return answer[0] ? { ...answer[0], move: index } : null;
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
export function correctionRefusal(draft: CorrectionDraft): GameError | null {
  const { original, base, index, replacement, after } = draft;
  const corrected = base.events[index];
  if (corrected && madeByMisterX(corrected)) return gameError('dragnet-entry', {});
  const answered = answerOfMove(base.events, base.states, index);
  if (answered && (replacement?.type !== 'pawn-move' || replacement.to !== answered.station)) {
    const { pawn, station, found } = answered;
    return gameError('answer-stays', { pawn, station, found });
  }
  if (!draft.complete) return null;
  const change = answerChange(givenAnswers(original.events, original.states), givenAnswers(after.events, after.states));
  if (!change) return null;
  const { pawn, station, found } = change.answer;
  return change.kind === 'taken-back'
    ? gameError('answer-stays', { pawn, station, found })
    : gameError('never-asked', { pawn, station });
}
