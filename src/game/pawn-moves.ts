// The pawns' moves: where a detective or Bobby may go, who still has to move this round, who is
// stranded, and the pawn-move event itself. RULES.md "Moving" sums the rulebooks up.
import type { StationId, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import { StationSet } from '../engine/station-set';
import type { ApplyResult } from './results';
import { accept, refuse, stationTaken, unknownStation } from './results';
import type { GameState } from './state';
import { isRefusal, payFare, ticketsLeft } from './tickets';

/** Every station a pawn may move to now, with the tickets that can take it there. MB 1985,
 *  rules/000_290e5a51edb8697d.txt "3 KEY MOVEMENT RULES": "You can only move on the colored route and
 *  to the next numbered location on the route that matches the ticket you paid", never to "an
 *  already occupied numbered location". */
export function legalDestinations(state: GameState, pawn: number): Map<StationId, TransportTicket[]> {
  const out = new Map<StationId, TransportTicket[]>();
  const from = state.positions[pawn];
  if (from === undefined) return out;
  const left = ticketsLeft(state, pawn);
  for (const ticket of TRANSPORT_TICKETS) {
    if (left && left[ticket] <= 0) continue;
    for (const to of state.game.board.neighbours(from, ticket)) {
      if (state.occupied.has(to)) continue;
      const tickets = out.get(to);
      if (tickets) tickets.push(ticket);
      else out.set(to, [ticket]);
    }
  }
  return out;
}

/** Whether a pawn has a free station it can pay to reach now (the test behind `legalDestinations`). */
export function canPawnMove(state: GameState, pawn: number): boolean {
  const from = state.positions[pawn];
  if (from === undefined) return false;
  const left = ticketsLeft(state, pawn);
  for (const ticket of TRANSPORT_TICKETS) {
    if (left && left[ticket] <= 0) continue;
    for (const to of state.game.board.neighbours(from, ticket)) if (!state.occupied.has(to)) return true;
  }
  return false;
}

/** Pawns that still have to move this round: they have not moved and can. RB 2013,
 *  rules/003_44999932a4cf8209.txt "How to play": "Mister X, each detective and each Bobby must
 *  change their respective location." */
export function pawnsToMove(state: GameState): number[] {
  if (state.phase !== 'pawns') return [];
  return state.moved.flatMap((done, pawn) => (!done && canPawnMove(state, pawn) ? [pawn] : []));
}

/** Where a pawn stands in this round: it has moved, the table passed it, it must still move, or it
 *  cannot move. */
export type PawnStatus = 'moved' | 'passed' | 'to-move' | 'stranded';

/** A pawn that has not moved and cannot move from where it stands with the tickets it holds is
 *  stranded: it sits out but keeps blocking its station. MB 1985, rules/000_290e5a51edb8697d.txt
 *  "TURN SEQUENCE": "your pawn is out of the game but remains on the gameboard...on its stranded
 *  location"; RB 2013, rules/003_44999932a4cf8209.txt "General rules to keep in mind": "he has to sit
 *  out". */
export function pawnStatus(state: GameState, pawn: number): PawnStatus {
  if (state.passed[pawn]) return 'passed';
  if (state.moved[pawn]) return 'moved';
  return canPawnMove(state, pawn) ? 'to-move' : 'stranded';
}

/** The stranded pawns (`pawnStatus`), in set-up order. */
export function strandedPawns(state: GameState): number[] {
  return state.positions.flatMap((_, pawn) => (pawnStatus(state, pawn) === 'stranded' ? [pawn] : []));
}

/** Whether a pawn holds a ticket for any line from its station, whoever stands at the other end. */
export function hasUsableLine(state: GameState, pawn: number): boolean {
  const from = state.positions[pawn] as StationId;
  const left = ticketsLeft(state, pawn);
  return TRANSPORT_TICKETS.some(
    (ticket) => (!left || left[ticket] > 0) && state.game.board.neighbours(from, ticket).length > 0,
  );
}

/** A detective or Bobby moves, in the pawns' part of the round (turn-order.ts): along one line of the
 *  ticket's kind to a free station, once a round, paying the fare (tickets.ts). Landing on a station Mister X could be on asks the table whether he
 *  was there (answers.ts). */
export function applyPawnMove(state: GameState, pawnId: string, to: StationId, ticket: TransportTicket): ApplyResult {
  const pawn = state.game.pawnIndex.get(pawnId);
  if (pawn === undefined) return refuse('unknown-pawn', { pawn: pawnId });
  // RB 2013, rules/003_44999932a4cf8209.txt "How to play": "In one round, Mister X first makes his
  // move and then each of the detectives and Bobbies make their moves".
  if (state.moved[pawn]) return refuse('already-moved', { pawn: pawnId });
  const offBoard = unknownStation(state, to);
  if (offBoard) return offBoard;
  const from = state.positions[pawn] as StationId;
  if (!state.game.board.neighbours(from, ticket).includes(to)) {
    const lines = state.game.board.transportsBetween(from, to).filter((line) => line !== 'ferry');
    return lines.length === 0 && from !== to
      ? refuse('not-adjacent', { pawn: pawnId, from, to })
      : refuse('no-route', { pawn: pawnId, from, to, ticket });
  }
  const taken = stationTaken(state, to);
  if (taken) return taken;
  const paid = payFare(state, pawn, ticket);
  if (isRefusal(paid)) return paid;
  const positions = state.positions.map((at, i) => (i === pawn ? to : at));
  const last = state.lastRides[pawn];
  const rides = last?.from === to ? last.rides + 1 : 1;
  const next: GameState = {
    ...state,
    positions,
    occupied: StationSet.from(positions),
    moved: state.moved.map((done, i) => done || i === pawn),
    lastRides: state.lastRides.map((ridden, i) => (i === pawn ? { from, rides } : ridden)),
    tickets: paid.tickets,
    x: paid.x,
  };
  // RULES.md "Capture": landing on a candidate, only the table knows whether Mister X was there.
  if (state.candidates.has(to)) return accept(next, { phase: 'question', question: { pawn, station: to } });
  return accept(next);
}
