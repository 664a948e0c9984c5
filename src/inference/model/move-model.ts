// How Mister X moves, as a probability over his legal moves: the behaviour model behind the
// probabilities (docs/probabilities.md). A move is a ticket and a destination; its weight grows with
// the destination's distance from the nearest pawn, with how many ways lead on from it, and with
// the player's taste in tickets (black saved for just after surfacing and for the ferry). A share
// `noise` of his moves is uniformly random, so no legal move ever gets probability zero.
import type { Board } from '../../board/graph';
import { rideTable } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import { TICKETS as TICKET_NAMES } from '../../board/types';
import type { StationSet } from '../../engine/station-set';

/** A local copy: read in the innermost loops. */
const TICKETS: readonly Ticket[] = [...TICKET_NAMES];

/** The few numbers of one behaviour. Scores are natural-log weights (a softmax over his moves). */
export interface Behaviour {
  readonly name: string;
  /** Score of a destination by its distance from the nearest pawn: index 0 for 1 ride, 1 for 2,
   *  2 for 3, 3 for 4 or more. */
  readonly near: readonly [number, number, number, number];
  /** Score per log2 of the number of stations one ride on from the destination. */
  readonly hub: number;
  /** Score of each ticket (taxi is the reference, 0). */
  readonly ticket: { readonly [K in Ticket]: number };
  /** Extra score of black in the first entry after he surfaced. */
  readonly blackAfterReveal: number;
  /** Extra score of a black ticket ridden on the ferry. */
  readonly ferry: number;
  /** Share of moves made uniformly at random over his legal moves (0..1). */
  readonly noise: number;
  /** Log-odds that he plays a double move at the start of a turn: a base, plus extra when the
   *  nearest pawn is one ride away, or two. */
  readonly double: { readonly base: number; readonly near1: number; readonly near2: number };
}

/** Mister X's situation when he is to make one log entry, as the table knows it. */
export interface MoveContext {
  /** Every pawn's station (detectives and Bobbies can all catch him). */
  readonly pawns: readonly StationId[];
  readonly occupied: StationSet;
  /** The tickets he can show now. */
  readonly usable: readonly Ticket[];
  /** 0: a single move; 1: first half of a double move; 2: second half. */
  readonly half: 0 | 1 | 2;
  /** He surfaced after the previous entry. */
  readonly afterReveal: boolean;
  /** At the start of a turn: he still holds a double-move ticket (so not playing one says something). */
  readonly canDouble: boolean;
}

/** The board facts the model reads, computed once per board. */
export interface BoardFacts {
  readonly board: Board;
  /** Fewest taxi/bus/underground rides between two stations, capped at 255: [a * size + b]. */
  readonly distance: Uint8Array;
  readonly size: number;
  /** log2 of the number of stations one taxi/bus/underground ride away, by station. */
  readonly hub: Float64Array;
  /** For each station, the ferry destinations (black only). */
  readonly ferry: readonly (readonly StationId[])[];
}

const factsCache = new WeakMap<Board, BoardFacts>();

export function boardFacts(board: Board): BoardFacts {
  let facts = factsCache.get(board);
  if (facts) return facts;
  const { size, rides: distance } = rideTable(board);
  const hub = new Float64Array(size);
  const ferry: StationId[][] = [];
  for (let station = 0; station < size; station++) {
    ferry.push(station === 0 ? [] : [...board.neighbours(station, 'ferry')]);
    if (station === 0) continue;
    const exits = new Set([
      ...board.neighbours(station, 'taxi'),
      ...board.neighbours(station, 'bus'),
      ...board.neighbours(station, 'underground'),
    ]);
    hub[station] = Math.log2(Math.max(1, exits.size));
  }
  facts = { board, distance, size, hub, ferry };
  factsCache.set(board, facts);
  return facts;
}

const nearCache = new WeakMap<readonly StationId[], Uint8Array>();

/** Distance from every station to the nearest pawn (capped at 255). Cached per positions list
 *  (game states share theirs), so the experts of one step compute it once. */
export function pawnDistances(facts: BoardFacts, pawns: readonly StationId[]): Uint8Array {
  const cached = nearCache.get(pawns);
  if (cached && cached.length === facts.size) return cached;
  const out = new Uint8Array(facts.size).fill(255);
  for (const pawn of pawns) {
    const row = pawn * facts.size;
    for (let station = 0; station < facts.size; station++) {
      const d = facts.distance[row + station] as number;
      if (d < (out[station] as number)) out[station] = d;
    }
  }
  nearCache.set(pawns, out);
  return out;
}

/** The per-step numbers a behaviour needs, computed once per log entry (not per candidate). */
export interface StepWeights {
  /** exp(score) of arriving at each station, ticket aside. */
  readonly arrive: Float64Array;
  /** exp(score) of each ticket, in TICKETS order, for this entry (black after a reveal included). */
  readonly ticket: Float64Array;
  /** exp(ferry bonus). */
  readonly ferry: number;
  readonly noise: number;
  /** Chance of a double move from each station (half 0 and canDouble only; else empty). */
  readonly double: Float64Array | null;
}

const stepCache = new WeakMap<MoveContext, Map<Behaviour, StepWeights>>();

/** The step's numbers for one behaviour, cached per context (asked again by the same step). */
export function stepWeights(behaviour: Behaviour, facts: BoardFacts, context: MoveContext): StepWeights {
  let byBehaviour = stepCache.get(context);
  if (!byBehaviour) {
    byBehaviour = new Map();
    stepCache.set(context, byBehaviour);
  }
  let weights = byBehaviour.get(behaviour);
  if (!weights) {
    weights = computeStepWeights(behaviour, facts, context);
    byBehaviour.set(behaviour, weights);
  }
  return weights;
}

function computeStepWeights(behaviour: Behaviour, facts: BoardFacts, context: MoveContext): StepWeights {
  const near = pawnDistances(facts, context.pawns);
  const arrive = new Float64Array(facts.size);
  // In the first half of a double move he only passes through: where he ends is what matters.
  const useNear = context.half !== 1;
  for (let station = 1; station < facts.size; station++) {
    const d = near[station] as number;
    const nearScore = useNear ? (behaviour.near[Math.min(3, Math.max(0, d - 1))] as number) : 0;
    arrive[station] = Math.exp(nearScore + behaviour.hub * (facts.hub[station] as number));
  }
  const ticket = new Float64Array(TICKETS.length);
  TICKETS.forEach((name, index) => {
    const extra = name === 'black' && context.afterReveal ? behaviour.blackAfterReveal : 0;
    ticket[index] = context.usable.includes(name) ? Math.exp(behaviour.ticket[name] + extra) : 0;
  });
  let double: Float64Array | null = null;
  if (context.half === 0 && context.canDouble) {
    double = new Float64Array(facts.size);
    for (let station = 1; station < facts.size; station++) {
      const d = near[station] as number;
      const logit =
        behaviour.double.base + (d === 1 ? behaviour.double.near1 : 0) + (d === 2 ? behaviour.double.near2 : 0);
      double[station] = 1 / (1 + Math.exp(-logit));
    }
  }
  return { arrive, ticket, ferry: Math.exp(behaviour.ferry), noise: behaviour.noise, double };
}

/** The probability of his legal moves from one station. Calls `visit` for every legal move (only
 *  those with ticket `only`, when given) with its probability; returns the number of legal moves. */
export function forEachMove(
  facts: BoardFacts,
  weights: StepWeights,
  context: MoveContext,
  from: StationId,
  only: Ticket | null,
  visit: (ticket: Ticket, to: StationId, probability: number) => void,
): number {
  const { board } = facts;
  let total = 0;
  let count = 0;
  for (let t = 0; t < TICKETS.length; t++) {
    const ticketWeight = weights.ticket[t] as number;
    if (ticketWeight === 0) continue;
    const ticket = TICKETS[t] as Ticket;
    const ferry = ticket === 'black' ? (facts.ferry[from] as readonly StationId[]) : null;
    for (const to of board.ticketNeighbours(from, ticket)) {
      if (context.occupied.has(to)) continue;
      count++;
      total += ticketWeight * (weights.arrive[to] as number) * (ferry?.includes(to) ? weights.ferry : 1);
    }
  }
  if (count === 0) return 0;
  const uniform = weights.noise / count;
  const scale = (1 - weights.noise) / total;
  for (let t = 0; t < TICKETS.length; t++) {
    const ticketWeight = weights.ticket[t] as number;
    const ticket = TICKETS[t] as Ticket;
    if (ticketWeight === 0 || (only !== null && ticket !== only)) continue;
    const ferry = ticket === 'black' ? (facts.ferry[from] as readonly StationId[]) : null;
    for (const to of board.ticketNeighbours(from, ticket)) {
      if (context.occupied.has(to)) continue;
      const weight = ticketWeight * (weights.arrive[to] as number) * (ferry?.includes(to) ? weights.ferry : 1);
      visit(ticket, to, uniform + scale * weight);
    }
  }
  return count;
}
