// Whose turn it is: Mister X first (one entry, two with a double move, then his station when he
// surfaces), then every pawn that can move, then the table's answer when a pawn lands where he
// could be. An event out of turn is refused, saying what comes first.
import type { GameEvent } from './events';
import { pawnsToMove } from './pawn-moves';
import type { ApplyResult } from './results';
import { pawnId, refuse } from './results';
import type { GameState } from './state';

/** RB 2013, rules/003_44999932a4cf8209.txt "How to play": "In one round, Mister X first makes his
 *  move and then each of the detectives and Bobbies make their moves in any order"; MB 1985,
 *  rules/000_290e5a51edb8697d.txt "TURN SEQUENCE": "Mr. X playing first". The voluntary surfacing
 *  and the end of the game check their own moment (mister-x-moves.ts, end-of-game.ts). */
export function turnRefusal(state: GameState, event: GameEvent): ApplyResult | null {
  if (state.phase === 'over') return refuse('game-over', {});
  switch (event.type) {
    case 'x-double':
    case 'x-move':
      return state.phase === 'x-turn' ? null : outOfTurn(state);
    case 'x-reveal':
      if (state.phase === 'x-reveal') return null;
      return state.phase === 'x-turn' || state.phase === 'pawns'
        ? refuse('no-reveal-due', { entry: state.log.length })
        : outOfTurn(state);
    case 'pawn-move':
    case 'pawn-pass':
      // A pawn that is not in the game is named as such whatever the moment.
      if (state.phase === 'pawns' || !state.game.pawnIndex.has(event.pawn)) return null;
      return state.phase === 'x-turn' ? refuse('x-to-move', {}) : outOfTurn(state);
    case 'answer':
      return state.phase === 'question' ? null : refuse('no-question', {});
    case 'x-surface':
    case 'end':
      return null;
  }
}

/** Why an event of Mister X's turn cannot come now: what the table has to enter first. */
export function outOfTurn(state: GameState): ApplyResult {
  switch (state.phase) {
    case 'x-reveal':
      return refuse('x-must-reveal', { entry: state.log.length });
    case 'question':
      return refuse('answer-first', { station: state.question?.station ?? 0 });
    case 'pawns':
      return refuse('pawns-to-move', { pawns: pawnsToMove(state).map((pawn) => pawnId(state, pawn)) });
    case 'x-turn':
    case 'over':
      return refuse('game-over', {});
  }
}
