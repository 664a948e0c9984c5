// A round's pawn moves picked all at once, before any is entered (the review's "Try it"): every
// pawn rides from where it stood when the round's moves began, and the moves must go in, one
// after another, in some order the rules accept. The same rules as one move at a time
// (pawn-moves.ts): a ticket the pawn's pile still holds once the other picks have paid theirs, a
// line of that kind, and a free station when it moves: so never another pick's station, and a
// pawn's station only once that pawn has moved off it (no two pawns waiting on each other).
import type { StationId, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { GameError } from './messages';
import { gameError } from './messages';
import { pawnsToMove } from './pawn-moves';
import type { GameState } from './state';
import { ticketsLeft } from './tickets';

export interface PlannedRide {
  /** The pawn's index in the set-up. */
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

/** Where `pawn` may go with the round's other picks `others` made too, with the tickets that take
 *  it there. MB 1985, rules/000_290e5a51edb8697d.txt "3 KEY MOVEMENT RULES": only "to the next
 *  numbered location on the route that matches the ticket you paid", never to "an already occupied
 *  numbered location"; RB 2013, rules/003_44999932a4cf8209.txt "How to play": "All playing pieces
 *  can only be moved to unoccupied stations". A detective's supply is limited, and the two-player
 *  game's pawns share one (MB 1985 "PASSING OUT THE FARE TICKETS"). */
export function plannedDestinations(
  state: GameState,
  pawn: number,
  others: readonly PlannedRide[],
): Map<StationId, TransportTicket[]> {
  const out = new Map<StationId, TransportTicket[]>();
  const from = state.positions[pawn];
  if (from === undefined || !pawnsToMove(state).includes(pawn)) return out;
  const picks = others.filter((ride) => ride.pawn !== pawn);
  const pool = state.game.poolOfPawn[pawn] ?? -1;
  const held = ticketsLeft(state, pawn);
  const left = (ticket: TransportTicket) =>
    held === null
      ? 1
      : held[ticket] -
        picks.filter((ride) => ride.ticket === ticket && state.game.poolOfPawn[ride.pawn] === pool).length;
  const taken = new Set(picks.map((ride) => ride.to));
  for (const ticket of TRANSPORT_TICKETS) {
    if (left(ticket) <= 0) continue;
    for (const to of state.game.board.neighbours(from, ticket)) {
      if (taken.has(to) || !freedFor(state, pawn, to, picks)) continue;
      const tickets = out.get(to);
      if (tickets) tickets.push(ticket);
      else out.set(to, [ticket]);
    }
  }
  return out;
}

/** A station is free for `pawn` when nobody stands on it, or when whoever stands there moves off
 *  first: a pick of its own, whose station in turn is freed first, and so on, never waiting for
 *  `pawn` itself (a cycle no order can enter). */
function freedFor(state: GameState, pawn: number, station: StationId, picks: readonly PlannedRide[]): boolean {
  let at = station;
  for (let steps = 0; steps <= state.positions.length; steps++) {
    const standing = state.positions.indexOf(at);
    if (standing < 0) return true;
    if (standing === pawn) return false;
    const ride = picks.find((pick) => pick.pawn === standing);
    if (!ride) return false;
    at = ride.to;
  }
  return false;
}

/** Why `pawn` may not go to `station` with the other picks (null: it may), in the rules' words for
 *  a move refused at the table: the station is taken (another pick goes there, or a pawn stands on
 *  it that stays or can leave only after this one), no line joins the stations, or the pile holds
 *  no ticket for the line once the other picks have paid. */
export function plannedRefusal(
  state: GameState,
  pawn: number,
  station: StationId,
  others: readonly PlannedRide[],
): GameError | null {
  if (plannedDestinations(state, pawn, others).has(station)) return null;
  const { setup, board } = state.game;
  const id = (index: number) => setup.pawns[index]?.id ?? '';
  const going = others.find((ride) => ride.pawn !== pawn && ride.to === station);
  const standing = state.positions.indexOf(station);
  const taker = going?.pawn ?? (standing !== pawn ? standing : -1);
  if (taker >= 0) return gameError('station-taken', { station, pawn: id(taker) });
  if (state.moved[pawn]) return gameError('already-moved', { pawn: id(pawn) });
  const from = state.positions[pawn] as StationId;
  const line = TRANSPORT_TICKETS.find((ticket) => board.neighbours(from, ticket).includes(station));
  return line
    ? gameError('no-ticket', { pawn: id(pawn), ticket: line })
    : gameError('not-adjacent', { pawn: id(pawn), from, to: station });
}

/** The pawns that must still move this round and have no pick though one is open to them: the
 *  plan is whole when there are none (a pawn may sit out only when it cannot move: RB 2013 "How to
 *  play": "each detective and each Bobby must change their respective location"). */
export function unplannedPawns(state: GameState, plan: readonly PlannedRide[]): number[] {
  return pawnsToMove(state).filter(
    (pawn) => !plan.some((ride) => ride.pawn === pawn) && plannedDestinations(state, pawn, plan).size > 0,
  );
}
