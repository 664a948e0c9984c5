// Fewest rides between stations for each set of tickets a pawn may still hold (a pawn without
// underground tickets cannot use the underground), and for Mister X. Computed once per board and
// ticket set, on first use; with every ticket, the probability model's table (engine/move-model).
import type { Board } from '../board/graph';
import type { StationId, Transport, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import { boardFacts } from '../engine/move-model';

/** A row-major matrix: `rides[from * size + to]`, 255 when unreachable. */
export interface Rides {
  readonly size: number;
  readonly rides: Uint8Array;
}

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

const cache = new WeakMap<Board, Map<string, Rides>>();

function build(board: Board, transports: readonly Transport[]): Rides {
  const size = board.maxStationId + 1;
  const rides = new Uint8Array(size * size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  const lines = board.stationIds.map((station) => transports.flatMap((t) => board.neighbours(station, t)));
  for (const from of board.stationIds) {
    const row = from * size;
    rides[row + from] = 0;
    queue[0] = from;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const at = queue[head] as number;
      const next = (rides[row + at] as number) + 1;
      for (const to of lines[at - 1] ?? []) {
        if ((rides[row + to] as number) > next) {
          rides[row + to] = next;
          queue[tail++] = to;
        }
      }
    }
  }
  return { size, rides };
}

function cached(board: Board, key: string, transports: readonly Transport[]): Rides {
  let byKey = cache.get(board);
  if (!byKey) {
    byKey = new Map();
    cache.set(board, byKey);
  }
  let found = byKey.get(key);
  if (!found) {
    found = build(board, transports);
    byKey.set(key, found);
  }
  return found;
}

/** Rides for a pawn holding the tickets of `mask` (0: it cannot move at all). Every ticket: the
 *  probability model's own table, already built. */
export function pawnRides(board: Board, mask: number): Rides {
  if (mask === 7) return fromFacts(board);
  const transports = TRANSPORT_TICKETS.filter((ticket) => (mask & ticketBit(ticket)) !== 0);
  return cached(board, `pawn ${mask}`, transports);
}

function fromFacts(board: Board): Rides {
  const facts = boardFacts(board);
  return { size: facts.size, rides: facts.distance };
}

/** Rides for Mister X over every line. The three ferry crossings are left out: they matter to
 *  his room only on the Thames piers, and leaving them out saves building a table on first use. */
export function xRides(board: Board): Rides {
  return fromFacts(board);
}

export function ridesBetween(table: Rides, from: StationId, to: StationId): number {
  return table.rides[from * table.size + to] as number;
}
