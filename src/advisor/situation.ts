// What the advisor plans from, read once per question: the pawns still to move this round and
// every move each could make (destination and ticket), where Mister X probably is, the tickets he
// can show next, whether his next log entry is a surfacing one, and how many rounds are left.
import type { Board } from '../board/graph';
import type { StationId, Ticket, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { TicketCounts } from '../game/setup';
import type { GameState } from '../game/state';
import { pawnSetup } from '../game/state';
import { xUsableTickets } from '../game/tickets';

/** One move a pawn could make this round. */
export interface PawnOption {
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

export interface Situation {
  readonly state: GameState;
  readonly board: Board;
  /** Mister X's probability by station id (sums to 1 over the candidates). */
  readonly probabilities: Float64Array;
  /** Candidate stations carrying almost all of the probability, likeliest first, and their
   *  probabilities (renormalised). */
  readonly support: Int32Array;
  readonly supportWeight: Float64Array;
  /** Tickets he can show on his next log entry. */
  readonly xTickets: readonly Ticket[];
  /** His next log entry is one after which he surfaces. */
  readonly surfacingNext: boolean;
  /** Rounds after this one in which the detectives still need to move. */
  readonly roundsLeft: number;
  /** Ravensburger: Mister X with no free station to move to has lost. */
  readonly trappedLoses: boolean;
  /** Pawns that still have to move this round, as pawn indexes. */
  readonly movers: readonly number[];
  /** The moves of each mover (same order as `movers`). */
  readonly options: readonly (readonly PawnOption[])[];
  /** Index into the piles of each pawn, -1 for a Bobby. */
  readonly poolOfPawn: readonly number[];
  /** Detective pawns paying from each pile. */
  readonly poolPawns: readonly number[];
}

/** Below this share of the probability, the least likely candidates are left out of the search. */
const SUPPORT_MASS = 0.995;
const SUPPORT_MAX = 90;
/** Ravensburger: 22 rounds. Milton Bradley has no limit, but 22 tickets per pawn (10/8/4). */
const DEFAULT_ROUNDS = 22;

function topSupport(probabilities: Float64Array): { support: Int32Array; weight: Float64Array } {
  const stations: StationId[] = [];
  for (let station = 1; station < probabilities.length; station++) {
    if ((probabilities[station] as number) > 0) stations.push(station);
  }
  stations.sort((a, b) => (probabilities[b] as number) - (probabilities[a] as number) || a - b);
  let mass = 0;
  let count = 0;
  for (const station of stations) {
    if (count >= SUPPORT_MAX || (mass >= SUPPORT_MASS && count > 0)) break;
    mass += probabilities[station] as number;
    count++;
  }
  const support = Int32Array.from(stations.slice(0, count));
  const weight = Float64Array.from(support, (station) => (probabilities[station] as number) / (mass || 1));
  return { support, weight };
}

/** Pawns that have not moved this round and have at least one move with their tickets, counting
 *  stations of other such pawns as free (they may move away first). */
function moversOf(state: GameState): { movers: number[]; options: PawnOption[][] } {
  const { board, poolOfPawn } = state.game;
  const waiting = state.moved.flatMap((done, pawn) => (done ? [] : [pawn]));
  const waitingAt = new Set(waiting.map((pawn) => state.positions[pawn] as StationId));
  const movers: number[] = [];
  const options: PawnOption[][] = [];
  for (const pawn of waiting) {
    const from = state.positions[pawn] as StationId;
    const pool = poolOfPawn[pawn] ?? -1;
    const left = pool < 0 ? null : (state.tickets[pool] as TicketCounts);
    const bobby = pawnSetup(state, pawn).kind === 'bobby' || pool < 0;
    const own: PawnOption[] = [];
    const seen = new Set<StationId>();
    for (const ticket of TRANSPORT_TICKETS) {
      if (left && left[ticket] <= 0) continue;
      for (const to of board.neighbours(from, ticket)) {
        if (state.occupied.has(to) && !waitingAt.has(to)) continue;
        // A Bobby pays nothing: one option per destination is enough.
        if (bobby && seen.has(to)) continue;
        seen.add(to);
        own.push({ to, ticket });
      }
    }
    if (own.length > 0) {
      movers.push(pawn);
      options.push(own);
    }
  }
  return { movers, options };
}

export function readSituation(state: GameState, probabilities: Float64Array): Situation {
  const { setup, board, poolOfPawn } = state.game;
  const { support, weight } = topSupport(probabilities);
  const { movers, options } = moversOf(state);
  const nextEntry = state.log.length + 1;
  const limit = setup.roundLimit ?? DEFAULT_ROUNDS;
  const poolPawns = setup.pools.map(
    (_, pool) => setup.pawns.filter((pawn, index) => pawn.kind === 'detective' && poolOfPawn[index] === pool).length,
  );
  return {
    state,
    board,
    probabilities,
    support,
    supportWeight: weight,
    xTickets: xUsableTickets(state),
    surfacingNext: state.game.surfacing.has(nextEntry),
    roundsLeft: Math.max(0, limit - state.round),
    trappedLoses: setup.xLosesWhenTrapped,
    movers,
    options,
    poolOfPawn,
    poolPawns,
  };
}
