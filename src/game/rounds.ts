// The end of a round: after every accepted event, a round whose pawns are all done gives way to
// Mister X's next turn, and the rules may announce the end of the game (end-of-game.ts).
import { announceEnd } from './end-of-game';
import type { GameEvent } from './events';
import { canPawnMove } from './pawn-moves';
import type { GameState } from './state';

/** The round to name at the table: the round being played, or once every round is played (the
 *  rules announce the end, or it ended) the last one, not the round that would come next. RB
 *  2013, rules/003_44999932a4cf8209.txt "End of game": the game ends after the 22nd round. */
export function roundShown(state: GameState): number {
  const limit = state.game.setup.roundLimit;
  return limit === null ? state.round : Math.min(state.round, limit);
}

/** The round an event belongs to, entered in state `before`: the round being played. The end the
 *  rules announce at the start of his turn (all rounds played, no detective can move, Mister X
 *  trapped), once the table confirms it, closes the round before: a 22-round game ends in round 22.
 *  A table that carries on instead plays the next round. */
export function eventRound(before: GameState, event: GameEvent): number {
  return event.type === 'end' && before.announcement !== null && before.round > 1 ? before.round - 1 : before.round;
}

/** The log entry the table is at, as the turn panel names it: during Mister X's turn the entry he
 *  is about to fill (RB 2013, rules/003_44999932a4cf8209.txt: "He writes down the number of the
 *  new station on the next free field in his travel log"), otherwise the last one he filled; once
 *  the rules announce the end, the last one. */
export function entryShown(state: GameState): number {
  return state.phase === 'x-turn' && !state.announcement ? state.log.length + 1 : state.log.length;
}

/** RB 2013, rules/003_44999932a4cf8209.txt "End of game": "The round is only over once the
 *  detectives have also completed their moves." A pawn that cannot move now is skipped (RB 2013
 *  "General rules to keep in mind": "he has to sit out"), so the round ends when no pawn that has
 *  not moved can move; a pawn blocked only by one that has not moved yet waits for it, unless the
 *  table passes it (pawn-passes.ts). */
export function endRoundIfDone(state: GameState): GameState {
  if (state.phase !== 'pawns') return state;
  for (let pawn = 0; pawn < state.moved.length; pawn++) {
    if (!state.moved[pawn] && canPawnMove(state, pawn)) return state;
  }
  const next: GameState = {
    ...state,
    phase: 'x-turn',
    round: state.round + 1,
    moved: state.moved.map(() => false),
    passed: state.passed.map(() => false),
    surfacedThisTurn: false,
  };
  return { ...next, announcement: announceEnd(next) };
}
