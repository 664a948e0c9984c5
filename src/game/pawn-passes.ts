// A pawn the table passes for this round: it cannot move right now because every station it could
// reach is taken, and the table will not wait for the pawns in its way to move off first. Without
// a pass the app keeps such a pawn waiting (rounds.ts); with one it sits out this round, as a
// recorded event, and keeps blocking its station.
import type { StationId } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import { canPawnMove } from './pawn-moves';
import type { ApplyResult } from './results';
import { accept, refuse } from './results';
import type { GameState } from './state';
import { ticketsLeft } from './tickets';

/** The pawns standing on the stations a pawn could reach with its tickets if they were free. */
function blockersOf(state: GameState, pawn: number): number[] {
  const from = state.positions[pawn] as StationId;
  const left = ticketsLeft(state, pawn);
  const blockers = new Set<number>();
  for (const ticket of TRANSPORT_TICKETS) {
    if (left && left[ticket] <= 0) continue;
    for (const to of state.game.board.neighbours(from, ticket)) {
      const standing = state.positions.indexOf(to);
      if (standing >= 0 && standing !== pawn) blockers.add(standing);
    }
  }
  return [...blockers];
}

/** Pawns the table may pass now: not moved yet, unable to move right now, and blocked by at least
 *  one pawn that has not moved yet (so the round would otherwise wait for it). RB 2013,
 *  rules/003_44999932a4cf8209.txt "How to play": the pawns "make their moves in any order" and
 *  "All playing pieces can only be moved to unoccupied stations"; "General rules to keep in mind":
 *  one who "can't move from his current station ... has to sit out". MB 1985,
 *  rules/000_290e5a51edb8697d.txt "3 KEY MOVEMENT RULES": "You can never move to an already
 *  occupied numbered location". */
export function passablePawns(state: GameState): number[] {
  if (state.phase !== 'pawns') return [];
  return state.moved.flatMap((done, pawn) =>
    !done && !canPawnMove(state, pawn) && blockersOf(state, pawn).some((other) => !state.moved[other]) ? [pawn] : [],
  );
}

/** The table passes a pawn that cannot move right now. Refused for a pawn that can move (it must,
 *  RB 2013 "How to play": each "**must** change their respective location") or has moved. */
export function applyPawnPass(state: GameState, pawnId: string): ApplyResult {
  const pawn = state.game.pawnIndex.get(pawnId);
  if (pawn === undefined) return refuse('unknown-pawn', { pawn: pawnId });
  if (state.moved[pawn]) return refuse('already-moved', { pawn: pawnId });
  if (canPawnMove(state, pawn)) return refuse('pass-can-move', { pawn: pawnId });
  return accept(state, {
    moved: state.moved.map((done, i) => done || i === pawn),
    passed: state.passed.map((done, i) => done || i === pawn),
  });
}
