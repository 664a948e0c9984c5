// The state derived from a set-up and the events so far. States are immutable; applying an event
// makes a new one (apply.ts). The questions the table asks of a state are answered where their rule
// lives: where a pawn may go and who is stranded in pawn-moves.ts, tickets in tickets.ts, the
// stations Mister X is trapped on in end-of-game.ts.
import type { Board } from '../board/graph';
import { getBoard } from '../board/graph';
import type { StationId, Ticket } from '../board/types';
import type { TicketMasks } from '../engine/candidates';
import { initialCandidates, ticketMasks } from '../engine/candidates';
import { StationSet } from '../engine/station-set';
import type { EndReason, Winner } from './events';
import type { GameError } from './messages';
import type { PawnSetup, Setup, TicketCounts } from './setup';

/** One field of Mister X's travel log. */
export interface LogEntry {
  readonly ticket: Ticket;
  readonly round: number;
  /** Part of a double move (either half). */
  readonly double: boolean;
  /** A fixed surfacing entry (3, 8, 13, 18, 24 in both rule sets). */
  readonly surfacing: boolean;
  /** The station he showed after this entry, fixed or voluntary. */
  readonly revealed: StationId | null;
  /** Index of the x-move event that made it. */
  readonly event: number;
}

export type Phase = 'x-turn' | 'x-reveal' | 'pawns' | 'question' | 'over';

/** A pawn's rides to and fro: the station it left on its last move (null before its first) and
 *  how many rides in a row it has made between that station and the one it stands on (A → B: 1;
 *  A → B → A: 2). The advisor reads it so as not to shuttle a pawn round after round. */
export interface LastRides {
  readonly from: StationId | null;
  readonly rides: number;
}

export interface Ending {
  readonly reason: EndReason;
  readonly winner: Winner;
  readonly station: StationId | null;
}

/** One observation that narrowed Mister X's candidates, by the event that recorded it. */
export type Evidence =
  | { readonly event: number; readonly kind: 'start' }
  | { readonly event: number; readonly kind: 'entry'; readonly entry: number; readonly ticket: Ticket }
  | { readonly event: number; readonly kind: 'reveal'; readonly entry: number; readonly station: StationId }
  | { readonly event: number; readonly kind: 'answer'; readonly station: StationId; readonly pawn: number };

/** A contradiction in the record, found when the event at `event` was applied. */
export interface Inconsistency {
  readonly event: number;
  readonly error: GameError;
}

/** What never changes during a game: the set-up and what is built from it once. */
export interface GameContext {
  readonly setup: Setup;
  readonly board: Board;
  readonly masks: TicketMasks;
  readonly pawnIndex: ReadonlyMap<string, number>;
  /** Index into `setup.pools` of each pawn's pile, -1 for a Bobby. */
  readonly poolOfPawn: readonly number[];
  readonly surfacing: ReadonlySet<number>;
}

export interface MisterXTickets {
  readonly black: number;
  readonly double: number;
  /** His public taxi/bus/underground stock, or null when unlimited. */
  readonly stock: TicketCounts | null;
  /** Tickets he has been given (spent by detectives, or taken when surfacing voluntarily). */
  readonly received: TicketCounts;
  readonly shown: TicketCounts;
}

export interface GameState {
  readonly game: GameContext;
  /** Number of events applied. */
  readonly events: number;
  /** The round being played, from 1. */
  readonly round: number;
  readonly log: readonly LogEntry[];
  readonly phase: Phase;
  /** 0: no double move; 1: double move played, first half next; 2: second half next. */
  readonly doubleStep: 0 | 1 | 2;
  readonly question: { readonly pawn: number; readonly station: StationId } | null;
  readonly positions: readonly StationId[];
  readonly occupied: StationSet;
  /** Which pawns have moved in this round (a pawn the table passed counts as moved). */
  readonly moved: readonly boolean[];
  /** Which pawns the table passed in this round (pawn-passes.ts). */
  readonly passed: readonly boolean[];
  /** Each pawn's rides between the same two stations, in set-up order. */
  readonly lastRides: readonly LastRides[];
  /** Tickets left in each detective pile, in `setup.pools` order. */
  readonly tickets: readonly TicketCounts[];
  readonly x: MisterXTickets;
  readonly candidates: StationSet;
  /** The last time Mister X showed his station. */
  readonly revealed: { readonly station: StationId; readonly entry: number; readonly event: number } | null;
  readonly surfacedThisTurn: boolean;
  /** What narrowed the candidates since he last showed himself: what to check when the record
   *  contradicts itself. */
  readonly evidence: readonly Evidence[];
  readonly inconsistencies: readonly Inconsistency[];
  /** An end of the game the rules announce; the table confirms it with an `end` event. */
  readonly announcement: Ending | null;
  readonly over: Ending | null;
}

const ZERO: TicketCounts = { taxi: 0, bus: 0, underground: 0 };

/** The state before the first event. The set-up must already be valid (`validateSetup`). */
export function initialState(setup: Setup): GameState {
  const board = getBoard(setup.board, setup.routeAnswers);
  const positions = setup.pawns.map((p) => p.start);
  const occupied = StationSet.from(positions);
  const game: GameContext = {
    setup,
    board,
    masks: ticketMasks(board),
    pawnIndex: new Map(setup.pawns.map((p, i) => [p.id, i])),
    poolOfPawn: setup.pawns.map((p) => setup.pools.findIndex((pool) => pool.id === p.pool)),
    surfacing: new Set(setup.surfacing),
  };
  return {
    game,
    events: 0,
    round: 1,
    log: [],
    phase: 'x-turn',
    doubleStep: 0,
    question: null,
    positions,
    occupied,
    moved: positions.map(() => false),
    passed: positions.map(() => false),
    lastRides: positions.map(() => ({ from: null, rides: 0 })),
    tickets: setup.pools.map((pool) => ({ ...pool.tickets })),
    x: {
      black: setup.misterX.black,
      double: setup.misterX.double,
      stock: setup.misterX.stock ? { ...setup.misterX.stock } : null,
      received: ZERO,
      shown: ZERO,
    },
    candidates: initialCandidates(setup.misterX.startCards, occupied),
    revealed: null,
    surfacedThisTurn: false,
    evidence: [{ event: -1, kind: 'start' }],
    inconsistencies: [],
    announcement: null,
    over: null,
  };
}

export function pawnSetup(state: GameState, pawn: number): PawnSetup {
  const found = state.game.setup.pawns[pawn];
  if (!found) throw new RangeError(`no pawn ${pawn}`);
  return found;
}
