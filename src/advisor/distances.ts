// Fewest rides between stations for each set of tickets a pawn may still hold (a pawn without
// underground tickets cannot use the underground), and for Mister X. Computed once per board and
// ticket set, on first use (board/graph's ride tables, shared with the probability model).
import type { Board, RideTable } from '../board/graph';
import { rideTable } from '../board/graph';
import type { StationId, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';

/** A row-major matrix: `rides[from * size + to]`, 255 when unreachable (board/graph's table). */
export type Rides = RideTable;

export const UNREACHABLE = 255;

/** Bit of each ticket in a ticket-set mask (taxi 1, bus 2, underground 4). */
export function ticketBit(ticket: TransportTicket): number {
  return 1 << TRANSPORT_TICKETS.indexOf(ticket);
}

/** The mask of tickets with a positive count (Bobbies, with no pile, ride on every line). */
export function ticketMask(counts: Readonly<Record<TransportTicket, number>> | null): number {
  if (!counts) return 7;
  let mask = 0;
  for (const ticket of TRANSPORT_TICKETS) if (counts[ticket] > 0) mask |= ticketBit(ticket);
  return mask;
}

/** The tables of pawnRides by board and mask: every evaluation of a plan asks for one per pawn. */
const byMask = new WeakMap<Board, Rides[]>();

/** Rides for a pawn holding the tickets of `mask` (0: it cannot move at all). Every ticket: the
 *  probability model's own table, already built. */
export function pawnRides(board: Board, mask: number): Rides {
  let tables = byMask.get(board);
  if (!tables) {
    tables = [];
    byMask.set(board, tables);
  }
  let table = tables[mask];
  if (!table) {
    table = rideTable(
      board,
      TRANSPORT_TICKETS.filter((ticket) => (mask & ticketBit(ticket)) !== 0),
    );
    tables[mask] = table;
  }
  return table;
}

/** Rides for Mister X over every line. The three ferry crossings are left out: they matter to
 *  his room only on the Thames piers, and leaving them out saves building a table on first use. */
export function xRides(board: Board): Rides {
  return rideTable(board);
}

export function ridesBetween(table: Rides, from: StationId, to: StationId): number {
  return table.rides[from * table.size + to] as number;
}
