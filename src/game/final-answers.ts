// Answers that stay given: when Dragnet plays Mister X it knows where he is, so each of its answers
// to "Was Mister X there?" is a fact the table learnt, as at the board, where a pawn put down and
// asked about stays asked about (RULES.md "Capture": one question for each move that ends on one of
// his possible stations). Undo and corrections may change the record only where it asks nothing new
// and takes back nothing answered.
import type { StationId } from '../board/types';
import type { GameEvent } from './events';
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

/** The answer to the pawn's move at `index`, if it was answered. */
export function answerOfMove(
  events: readonly GameEvent[],
  states: readonly GameState[],
  index: number,
): GivenAnswer | null {
  const answer = index >= 0 ? givenAnswers(events.slice(index + 1, index + 2), states.slice(index + 1, index + 2)) : [];
  return answer[0] ? { ...answer[0], move: index } : null;
}

/** Why Undo or a correction must leave the record as it is when Dragnet plays Mister X: an answer
 *  stays (`answer-stays`), nobody asked about a move put onto one of his stations afterwards
 *  (`never-asked`), his own entries stay as he made them (`dragnet-entry`). Worded on Dragnet's
 *  side of the table (src/ui/dragnet/), the only games where it comes up. */
export type AnswerLock =
  | { readonly kind: 'answer-stays'; readonly pawn: string; readonly station: StationId; readonly found: boolean }
  | { readonly kind: 'never-asked'; readonly pawn: string; readonly station: StationId }
  | { readonly kind: 'dragnet-entry' };

export function answerStays({ pawn, station, found }: GivenAnswer): AnswerLock {
  return { kind: 'answer-stays', pawn, station, found };
}
