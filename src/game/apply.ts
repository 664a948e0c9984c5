// Applying one event to a game state: the rules of both rule sets as one reducer, one file per rule
// area. An illegal event is a value (a refusal naming what is wrong), never an exception; a record
// that contradicts itself is accepted and reported (inconsistencies.ts). Where each rule lives:
//   turn-order.ts      whose turn it is; events out of turn
//   mister-x-moves.ts  shown tickets, double moves, surfacing (fixed and voluntary)
//   pawn-moves.ts      where a pawn may go, stranded pawns, the pawn-move event
//   pawn-passes.ts     a pawn the table passes because every station it could reach is taken
//   tickets.ts         fares, spent tickets, Mister X's stock, tickets taken when he surfaces
//   answers.ts         "Was Mister X there?": captures
//   end-of-game.ts     the ends the rules announce, the table's `end`, Mister X trapped
//   rounds.ts          when a round ends
import { answerQuestion } from './answers';
import { applyEnd } from './end-of-game';
import type { GameEvent } from './events';
import { applyDouble, applyReveal, applyVoluntarySurface, applyXMove } from './mister-x-moves';
import { applyPawnMove } from './pawn-moves';
import { applyPawnPass } from './pawn-passes';
import type { ApplyResult } from './results';
import { endRoundIfDone } from './rounds';
import type { GameState } from './state';
import { turnRefusal } from './turn-order';

export type { ApplyResult } from './results';

export function applyEvent(state: GameState, event: GameEvent): ApplyResult {
  const early = turnRefusal(state, event);
  if (early) return early;
  const result = applyRule(state, event);
  return result.ok ? { ok: true, state: endRoundIfDone(result.state) } : result;
}

function applyRule(state: GameState, event: GameEvent): ApplyResult {
  switch (event.type) {
    case 'x-double':
      return applyDouble(state);
    case 'x-move':
      return applyXMove(state, event.ticket);
    case 'x-reveal':
      return applyReveal(state, event.station);
    case 'x-surface':
      return applyVoluntarySurface(state, event.station, event.taken);
    case 'pawn-move':
      return applyPawnMove(state, event.pawn, event.to, event.ticket);
    case 'pawn-pass':
      return applyPawnPass(state, event.pawn);
    case 'answer':
      return answerQuestion(state, event.found);
    case 'end':
      return applyEnd(state, event.reason, event.station);
  }
}
