// A game's set-up: the board, the pawns, everyone's tickets and the rules that vary between rule
// sets. Plain data (stations as Ravensburger ids); `validateSetup` checks it once where it enters.
import { BOARD_VARIANTS } from '../board/boards';
import type { RouteAnswers } from '../board/graph';
import { getBoard } from '../board/graph';
import type { BoardId, ByTransportTicket, StationId } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { GameError } from './messages';
import { gameError } from './messages';

export const RULE_SET_IDS = ['milton-bradley-1985', 'ravensburger-2013', 'custom'] as const;
export type RuleSetId = (typeof RULE_SET_IDS)[number];

export const PAWN_KINDS = ['detective', 'bobby'] as const;
export type PawnKind = (typeof PAWN_KINDS)[number];

export const PAWN_COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'black', 'white', 'orange'] as const;
export type PawnColour = (typeof PAWN_COLOURS)[number];

export type TicketCounts = ByTransportTicket<number>;

export interface PawnSetup {
  readonly id: string;
  readonly name: string;
  readonly colour: PawnColour;
  readonly kind: PawnKind;
  readonly start: StationId;
  /** The ticket pile a detective pays from; null for a Bobby (Bobbies ride free). */
  readonly pool: string | null;
}

/** A detective's ticket pile: one per pawn, or one shared by both pawns in the two-player game. */
export interface PoolSetup {
  readonly id: string;
  readonly tickets: TicketCounts;
}

export interface MisterXSetup {
  /** Stations his start card can show (pawns' start stations are removed from these). */
  readonly startCards: readonly StationId[];
  readonly black: number;
  readonly double: number;
  /** His public taxi/bus/underground stock (Milton Bradley); null: unlimited (Ravensburger). */
  readonly stock: TicketCounts | null;
  /** Whether the tickets detectives spend go to him (Milton Bradley) or to the general pile. */
  readonly receivesSpentTickets: boolean;
}

export interface GameOptions {
  /** Milton Bradley advanced play: he may show himself at other times and take a ticket from
   *  each detective's pile in return. */
  readonly voluntarySurfacing: boolean;
  /** Milton Bradley advanced play: he may not pass over a pawn on a bus or underground line. The
   *  board data has no line geometry, so this is recorded but does not narrow the candidates. */
  readonly cutOff: boolean;
}

export interface Setup {
  readonly ruleSet: RuleSetId;
  readonly board: BoardId;
  readonly routeAnswers: RouteAnswers;
  readonly pawns: readonly PawnSetup[];
  readonly pools: readonly PoolSetup[];
  /** Stations pawns may start on (the rule set's start cards); null: any station. */
  readonly pawnStartCards: readonly StationId[] | null;
  readonly misterX: MisterXSetup;
  /** Log entries after which Mister X must show his station. */
  readonly surfacing: readonly number[];
  /** Rounds after which Mister X has escaped; null: no limit (the detectives' tickets end it). */
  readonly roundLimit: number | null;
  /** Ravensburger: Mister X loses when he has no free station to move to. */
  readonly xLosesWhenTrapped: boolean;
  readonly options: GameOptions;
}

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= 999;

/** The first thing wrong with a set-up, in words a player understands, or null. */
export function validateSetup(setup: Setup): GameError | null {
  const board = getBoard(setup.board, setup.routeAnswers);
  const label = (station: StationId) => (board.hasStation(station) ? board.label(station) : station);
  const fail = (detail: string) => gameError('bad-setup', { detail });
  for (const key of Object.keys(setup.routeAnswers)) {
    if (!BOARD_VARIANTS[setup.board].uncertain.some((u) => u.key === key)) {
      return fail(`the board has no uncertain route "${key}"`);
    }
  }
  if (!setup.pawns.some((p) => p.kind === 'detective')) return fail('there must be at least one detective');
  if (setup.pawns.length > 12) return fail('at most 12 pawns can play');
  const ids = new Set<string>();
  const starts = new Map<StationId, string>();
  for (const pawn of setup.pawns) {
    if (!/^[a-z0-9-]{1,24}$/.test(pawn.id)) return fail(`pawn id "${pawn.id}" must be 1-24 of a-z, 0-9 and -`);
    if (ids.has(pawn.id)) return fail(`two pawns are called "${pawn.id}"`);
    ids.add(pawn.id);
    if (pawn.name.trim() === '' || pawn.name.length > 40)
      return fail(`pawn "${pawn.id}" needs a name of 1-40 characters`);
    if (!board.hasStation(pawn.start))
      return fail(`${pawn.name} starts on station ${pawn.start}, which is not on the board`);
    const other = starts.get(pawn.start);
    if (other) return fail(`${pawn.name} and ${other} both start on station ${label(pawn.start)}`);
    starts.set(pawn.start, pawn.name);
    if (setup.pawnStartCards && !setup.pawnStartCards.includes(pawn.start)) {
      return fail(`no start card shows station ${label(pawn.start)} (${pawn.name})`);
    }
    if (pawn.kind === 'bobby' && pawn.pool !== null)
      return fail(`${pawn.name} is a Bobby and rides free: no ticket pile`);
    if (pawn.kind === 'detective' && !setup.pools.some((pool) => pool.id === pawn.pool)) {
      return fail(`${pawn.name} has no ticket pile`);
    }
  }
  const poolIds = new Set<string>();
  for (const pool of setup.pools) {
    if (poolIds.has(pool.id)) return fail(`two ticket piles are called "${pool.id}"`);
    poolIds.add(pool.id);
    if (!TRANSPORT_TICKETS.every((t) => isCount(pool.tickets[t])))
      return fail(`ticket counts must be whole numbers 0-999`);
    if (!setup.pawns.some((p) => p.pool === pool.id)) return fail(`no pawn uses the ticket pile "${pool.id}"`);
  }
  const x = setup.misterX;
  if (!isCount(x.black) || !isCount(x.double)) return fail(`Mister X's ticket counts must be whole numbers 0-999`);
  if (x.stock && !TRANSPORT_TICKETS.every((t) => isCount(x.stock?.[t] ?? -1))) {
    return fail(`Mister X's ticket counts must be whole numbers 0-999`);
  }
  for (const station of [...x.startCards, ...(setup.pawnStartCards ?? [])]) {
    if (!board.hasStation(station)) return fail(`start card ${station} is not a station on the board`);
  }
  if (!x.startCards.some((station) => !starts.has(station))) {
    return fail(`every start card Mister X could hold is taken by a pawn`);
  }
  let previous = 0;
  for (const entry of setup.surfacing) {
    if (!Number.isInteger(entry) || entry <= previous || entry > 999) {
      return fail(`surfacing entries must be whole numbers in ascending order`);
    }
    previous = entry;
  }
  if (
    setup.roundLimit !== null &&
    (!Number.isInteger(setup.roundLimit) || setup.roundLimit < 1 || setup.roundLimit > 999)
  ) {
    return fail(`the round limit must be a whole number from 1 to 999, or none`);
  }
  return null;
}
