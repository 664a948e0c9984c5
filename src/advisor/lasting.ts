// How many more rides a detective's tickets allow from the station it stands on. Every station
// has a taxi line, a third of them a bus line and one in fourteen the underground, while a
// Ravensburger pawn holds 11 taxi tickets for 22 rounds (Milton Bradley: 10): about half its rides
// must be by bus or underground, and a pawn that rides where the chase leads, paying whatever
// fits, is left on a station none of its tickets leaves before the game ends (the greedy team, in
// nearly every long game). `mostRides` is the longest run of rides its tickets can pay for, the
// pawn choosing every station and fare for that alone (other pawns aside): when it is shorter than
// the rounds left, the pawn will sit out the rest whatever it does. While it is not, some move
// keeps it so, every round. The same for every game on a board, so it is worked out once per
// board, for every count of tickets up to the largest asked for.
import type { Board } from '../board/graph';
import { TRANSPORT_TICKETS } from '../board/types';

/** The most tickets of one kind the table holds a place for (more last as long: 22 rounds). */
const MAX_COUNT = 22;

export interface Lasting {
  /** Dimensions: counts 0..taxi, 0..bus, 0..underground. */
  readonly taxi: number;
  readonly bus: number;
  readonly underground: number;
  readonly size: number;
  /** The most rides left, by ticket counts then station: `most[lastingIndex(...)]`. */
  readonly most: Uint8Array;
}

/** Each station's neighbours and, per neighbour, the lines to it as a mask (taxi 1, bus 2,
 *  underground 4). */
interface Links {
  readonly start: Int32Array;
  readonly to: Int32Array;
  readonly lines: Int32Array;
}

const linksByBoard = new WeakMap<Board, Links>();
const lastingByBoard = new WeakMap<Board, Lasting>();

function linksOf(board: Board): Links {
  const known = linksByBoard.get(board);
  if (known) return known;
  const size = board.maxStationId + 1;
  const start = new Int32Array(size + 1);
  const to: number[] = [];
  const lines: number[] = [];
  for (let station = 0; station < size; station++) {
    start[station] = to.length;
    const masks = new Map<number, number>();
    TRANSPORT_TICKETS.forEach((ticket, t) => {
      for (const next of board.neighbours(station, ticket)) masks.set(next, (masks.get(next) ?? 0) | (1 << t));
    });
    for (const [next, mask] of masks) {
      to.push(next);
      lines.push(mask);
    }
  }
  start[size] = to.length;
  const links = { start, to: Int32Array.from(to), lines: Int32Array.from(lines) };
  linksByBoard.set(board, links);
  return links;
}

/** The table for every count up to the given ones (grown when a larger one is asked for). Counts
 *  with fewer tickets come first, so each entry reads only finished ones. */
function lastingFor(board: Board, taxi: number, bus: number, underground: number): Lasting {
  const known = lastingByBoard.get(board);
  if (known && known.taxi >= taxi && known.bus >= bus && known.underground >= underground) return known;
  const dims = {
    taxi: Math.max(taxi, known?.taxi ?? 0),
    bus: Math.max(bus, known?.bus ?? 0),
    underground: Math.max(underground, known?.underground ?? 0),
  };
  const size = board.maxStationId + 1;
  const links = linksOf(board);
  const stride = [(dims.bus + 1) * (dims.underground + 1), dims.underground + 1, 1] as const;
  const most = new Uint8Array((dims.taxi + 1) * stride[0] * size);
  for (let taxiLeft = 0; taxiLeft <= dims.taxi; taxiLeft++) {
    for (let busLeft = 0; busLeft <= dims.bus; busLeft++) {
      for (let undergroundLeft = 0; undergroundLeft <= dims.underground; undergroundLeft++) {
        const index = taxiLeft * stride[0] + busLeft * stride[1] + undergroundLeft;
        const mask = (taxiLeft > 0 ? 1 : 0) | (busLeft > 0 ? 2 : 0) | (undergroundLeft > 0 ? 4 : 0);
        if (mask === 0) continue;
        // Where each fare leaves the tickets: the rows of one ticket fewer of its kind.
        const from = [(index - stride[0]) * size, (index - stride[1]) * size, (index - 1) * size] as const;
        fillRow(links, most, size, index * size, from, mask);
      }
    }
  }
  const lasting = { ...dims, size, most };
  lastingByBoard.set(board, lasting);
  return lasting;
}

/** One row of the table: every station, for one count of tickets (`mask`: the kinds held), from
 *  the rows of one ticket fewer (`from`: taxi, bus, underground). A function of its own so that it
 *  is compiled after a few rows rather than run slowly through the first table on a phone. */
function fillRow(
  links: Links,
  most: Uint8Array,
  size: number,
  row: number,
  from: readonly [number, number, number],
  mask: number,
): void {
  const { start, to, lines } = links;
  const [byTaxi, byBus, byUnderground] = from;
  for (let station = 1; station < size; station++) {
    let longest = 0;
    const end = start[station + 1] as number;
    for (let link = start[station] as number; link < end; link++) {
      const fares = (lines[link] as number) & mask;
      if (fares === 0) continue;
      const next = to[link] as number;
      let after = 0;
      if ((fares & 1) !== 0) after = most[byTaxi + next] as number;
      if ((fares & 2) !== 0) after = Math.max(after, most[byBus + next] as number);
      if ((fares & 4) !== 0) after = Math.max(after, most[byUnderground + next] as number);
      if (after + 1 > longest) longest = after + 1;
    }
    most[row + station] = longest;
  }
}

/** The table for every count up to these (read with `lastingIndex`): an evaluation of a plan
 *  reads it once per pawn, so the evaluator asks for it once. Counts above 22 are read as 22. */
export function lastingTables(board: Board, taxi: number, bus: number, underground: number): Lasting {
  return lastingFor(board, clamp(taxi), clamp(bus), clamp(underground));
}

const clamp = (count: number) => Math.min(MAX_COUNT, Math.max(0, count));

/** Where the entry of a station and counts is in `most` (counts within the table's). */
export function lastingIndex(
  lasting: Lasting,
  station: number,
  taxi: number,
  bus: number,
  underground: number,
): number {
  return ((taxi * (lasting.bus + 1) + bus) * (lasting.underground + 1) + underground) * lasting.size + station;
}

/** The most rides a pawn on `station` holding these tickets can make, riding where its tickets
 *  last longest (other pawns aside): 0 when it has no ticket for any line from its station. */
export function mostRides(board: Board, station: number, taxi: number, bus: number, underground: number): number {
  const lasting = lastingTables(board, taxi, bus, underground);
  return lasting.most[lastingIndex(lasting, station, clamp(taxi), clamp(bus), clamp(underground))] as number;
}
