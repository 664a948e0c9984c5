// How long a detective's tickets last from the station it stands on. Every station has a taxi
// line, a third of them a bus line and one in fourteen the underground, while a Ravensburger pawn
// holds 11 taxi tickets for 22 rounds (Milton Bradley: 10): about half its rides must be by bus or
// underground, and a pawn that rides where the chase leads, paying whatever fits, is left on a
// station none of its tickets leaves long before the game ends (the greedy team, in nearly every
// long game). The model: each round the chase picks the next station half of the time (any
// station its tickets reach, alike) and the tickets pick it the other half (the station from
// which they last longest); either way the pawn pays the fare that keeps its tickets lasting
// longest. `movesLeft` is the expected number of rides before it is left with no ticket for any
// line from its station, the same for every game on a board, so it is worked out once per board.
import type { Board } from '../board/graph';
import { TRANSPORT_TICKETS } from '../board/types';

/** The share of rounds in which the chase, not the tickets, decides where a pawn goes. */
export const CHASE_SHARE = 0.5;

/** The most tickets of one kind the table holds a place for (more last as long: 22 rounds). */
const MAX_COUNT = 22;

export interface Lasting {
  /** Dimensions: counts 0..taxi, 0..bus, 0..underground. */
  readonly taxi: number;
  readonly bus: number;
  readonly underground: number;
  readonly size: number;
  /** Expected rides left, by ticket counts then station: `moves[index(t, b, u) * size + s]`. */
  readonly moves: Float32Array;
  /** The most rides left, whatever the chase: the best route for the tickets alone. */
  readonly most: Uint8Array;
}

/** Each station's neighbours and, per neighbour, the lines to it as a mask (taxi 1, bus 2,
 *  underground 4): a pawn picks the destination, then the fare. */
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

/** The table of expected rides for every count up to the given ones (grown when a larger one is
 *  asked for). Counts with fewer tickets come first, so each entry reads only finished ones. */
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
  const moves = new Float32Array((dims.taxi + 1) * stride[0] * size);
  const mostRides = new Uint8Array(moves.length);
  for (let taxiLeft = 0; taxiLeft <= dims.taxi; taxiLeft++) {
    for (let busLeft = 0; busLeft <= dims.bus; busLeft++) {
      for (let undergroundLeft = 0; undergroundLeft <= dims.underground; undergroundLeft++) {
        const index = taxiLeft * stride[0] + busLeft * stride[1] + undergroundLeft;
        const mask = (taxiLeft > 0 ? 1 : 0) | (busLeft > 0 ? 2 : 0) | (undergroundLeft > 0 ? 4 : 0);
        if (mask === 0) continue;
        // Where each fare leaves the tickets: the rows of one ticket fewer of its kind.
        const byTaxi = (index - stride[0]) * size;
        const byBus = (index - stride[1]) * size;
        const byUnderground = (index - 1) * size;
        fillRow(links, moves, mostRides, size, index * size, [byTaxi, byBus, byUnderground], mask);
      }
    }
  }
  const lasting = { ...dims, size, moves, most: mostRides };
  lastingByBoard.set(board, lasting);
  return lasting;
}

/** One row of the tables: every station, for one count of tickets (`mask`: the kinds held), from
 *  the rows of one ticket fewer (`from`: taxi, bus, underground). A function of its own so that it
 *  is compiled after a few rows rather than run slowly through the first table on a phone. */
function fillRow(
  links: Links,
  moves: Float32Array,
  mostRides: Uint8Array,
  size: number,
  row: number,
  from: readonly [number, number, number],
  mask: number,
): void {
  const { start, to, lines } = links;
  const [byTaxi, byBus, byUnderground] = from;
  for (let station = 1; station < size; station++) {
    let best = 0;
    let sum = 0;
    let reached = 0;
    let longest = 0;
    const end = start[station + 1] as number;
    for (let link = start[station] as number; link < end; link++) {
      const fares = (lines[link] as number) & mask;
      if (fares === 0) continue;
      const next = to[link] as number;
      // The fare that leaves the tickets lasting longest from there.
      let after = 0;
      let most = 0;
      if ((fares & 1) !== 0) {
        after = moves[byTaxi + next] as number;
        most = mostRides[byTaxi + next] as number;
      }
      if ((fares & 2) !== 0) {
        after = Math.max(after, moves[byBus + next] as number);
        most = Math.max(most, mostRides[byBus + next] as number);
      }
      if ((fares & 4) !== 0) {
        after = Math.max(after, moves[byUnderground + next] as number);
        most = Math.max(most, mostRides[byUnderground + next] as number);
      }
      if (most + 1 > longest) longest = most + 1;
      const value = 1 + after;
      if (value > best) best = value;
      sum += value;
      reached++;
    }
    if (reached > 0) moves[row + station] = (1 - CHASE_SHARE) * best + (CHASE_SHARE * sum) / reached;
    mostRides[row + station] = longest;
  }
}

/** The tables for every count up to these (read with `lastingIndex`): an evaluation of a plan
 *  reads them once per pawn, so the evaluator asks for them once. */
export function lastingTables(board: Board, taxi: number, bus: number, underground: number): Lasting {
  return lastingFor(
    board,
    Math.min(MAX_COUNT, Math.max(0, taxi)),
    Math.min(MAX_COUNT, Math.max(0, bus)),
    Math.min(MAX_COUNT, Math.max(0, underground)),
  );
}

/** Where the entry of a station and counts is in `moves` and `most` (counts within the tables'). */
export function lastingIndex(
  lasting: Lasting,
  station: number,
  taxi: number,
  bus: number,
  underground: number,
): number {
  return ((taxi * (lasting.bus + 1) + bus) * (lasting.underground + 1) + underground) * lasting.size + station;
}

/** Expected rides a pawn on `station` holding these tickets makes before none of them takes it
 *  anywhere (0: it has no ticket for any line from its station). Counts above 22 are read as 22. */
export function movesLeft(board: Board, station: number, taxi: number, bus: number, underground: number): number {
  const t = Math.min(MAX_COUNT, Math.max(0, taxi));
  const b = Math.min(MAX_COUNT, Math.max(0, bus));
  const u = Math.min(MAX_COUNT, Math.max(0, underground));
  const lasting = lastingFor(board, t, b, u);
  const index = (t * (lasting.bus + 1) + b) * (lasting.underground + 1) + u;
  return lasting.moves[index * lasting.size + station] as number;
}

/** The most rides a pawn on `station` holding these tickets can make, riding where its tickets
 *  last longest (other pawns aside): fewer than the rounds left, and it will sit out the rest
 *  whatever it does. */
export function mostRides(board: Board, station: number, taxi: number, bus: number, underground: number): number {
  const t = Math.min(MAX_COUNT, Math.max(0, taxi));
  const b = Math.min(MAX_COUNT, Math.max(0, bus));
  const u = Math.min(MAX_COUNT, Math.max(0, underground));
  const lasting = lastingFor(board, t, b, u);
  const index = (t * (lasting.bus + 1) + b) * (lasting.underground + 1) + u;
  return lasting.most[index * lasting.size + station] as number;
}

/** Rounds a pawn is expected to sit out for want of a ticket, of the `roundsLeft` it must still
 *  ride: smooth (log(1 + e^(need - expected))), so that tickets are spared before they run short,
 *  and about every round left for a pawn that cannot ride at all. */
export function roundsLost(expected: number, roundsLeft: number): number {
  if (roundsLeft <= 0) return 0;
  const gap = roundsLeft - expected;
  return gap > -8 ? Math.log1p(Math.exp(gap)) : 0;
}
