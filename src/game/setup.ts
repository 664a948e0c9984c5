// A game's set-up: the board, the pawns, everyone's tickets and the rules that vary between rule
// sets. Plain data (stations as Ravensburger ids); `validateSetup` checks it once where it enters.
import { BOARD_VARIANTS } from '../board/boards';
import type { RouteAnswers } from '../board/graph';
import { getBoard } from '../board/graph';
import type { BoardId, ByTransportTicket, StationId } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { GameError, SetupProblem } from './messages';
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

/** Limits of a set-up: pawns in a game, characters in a pawn's name, any count (tickets, entries,
 *  rounds). The file reader (src/format/) and the set-up screen use the same numbers. */
export const MAX_PAWNS = 12;
export const MAX_PAWN_NAME = 40;
export const MAX_COUNT = 999;
/** A pawn's or ticket pile's id: what events and files name it by. */
export const PAWN_ID_PATTERN = /^[a-z0-9-]{1,24}$/;

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0 && n <= MAX_COUNT;

/** A pawn's name has 1 to MAX_PAWN_NAME characters (spaces around it do not count). */
function nameProblem(pawn: Pick<PawnSetup, 'id' | 'name'>): SetupProblem | null {
  if (pawn.name.trim() === '') return { code: 'no-name', pawn: pawn.id, max: MAX_PAWN_NAME };
  if (pawn.name.length > MAX_PAWN_NAME) return { code: 'long-name', pawn: pawn.id, max: MAX_PAWN_NAME };
  return null;
}

/** How many detective players a Ravensburger game was set up for: its ticket piles, as each
 *  player's detective has its own and the two-player game's two detectives share one (rule-sets.ts
 *  `presetPawns`; Bobbies have none, and a set-up with a pile nobody uses is refused). Null under
 *  the other rules, whose set-up does not ask: Milton Bradley's five pawns are shared by any number
 *  of players, and a custom game's pawns are the table's own choice. */
export function detectivePlayers(setup: Pick<Setup, 'ruleSet' | 'pools'>): number | null {
  return setup.ruleSet === 'ravensburger-2013' ? setup.pools.length : null;
}

/** The first thing wrong with a new game's pawn names: each one's length, and no two alike, so that
 *  every message names one pawn. Files made before names had to differ still open: `validateSetup`
 *  checks only the lengths. */
export function pawnNameProblem(pawns: readonly Pick<PawnSetup, 'id' | 'name'>[]): SetupProblem | null {
  const named = new Map<string, string>();
  for (const pawn of pawns) {
    const problem = nameProblem(pawn);
    if (problem) return problem;
    const name = pawn.name.trim();
    const other = named.get(name);
    if (other !== undefined) return { code: 'same-name', pawns: [pawn.id, other] };
    named.set(name, pawn.id);
  }
  return null;
}

/** The first thing that stops a set-up from being played, or null. */
export function validateSetup(setup: Setup): GameError | null {
  const problem = setupProblem(setup);
  return problem ? gameError('bad-setup', { problem }) : null;
}

function setupProblem(setup: Setup): SetupProblem | null {
  const board = getBoard(setup.board, setup.routeAnswers);
  for (const key of Object.keys(setup.routeAnswers)) {
    if (!BOARD_VARIANTS[setup.board].uncertain.some((u) => u.key === key)) return { code: 'unknown-route', route: key };
  }
  if (!setup.pawns.some((p) => p.kind === 'detective')) return { code: 'no-detective' };
  if (setup.pawns.length > MAX_PAWNS) return { code: 'too-many-pawns', max: MAX_PAWNS };
  const ids = new Set<string>();
  for (const pawn of setup.pawns) {
    if (!PAWN_ID_PATTERN.test(pawn.id)) return { code: 'bad-pawn-id', pawn: pawn.id };
    if (ids.has(pawn.id)) return { code: 'same-pawn-id', pawn: pawn.id };
    ids.add(pawn.id);
  }
  const starts = new Map<StationId, string>();
  for (const pawn of setup.pawns) {
    const name = nameProblem(pawn);
    if (name) return name;
    if (!board.hasStation(pawn.start)) return { code: 'start-off-board', pawn: pawn.id, station: pawn.start };
    // MB 1985, rules/000_290e5a51edb8697d.txt "3 KEY MOVEMENT RULES": "There never can be two or
    // more pawns on the same spot".
    const other = starts.get(pawn.start);
    if (other) return { code: 'same-start', pawns: [pawn.id, other], station: pawn.start };
    starts.set(pawn.start, pawn.id);
    // RB 2013, rules/003_44999932a4cf8209.txt "Initial starting position" (RULES.md "Rule sets": the
    // start cards); a custom game may allow any station (`pawnStartCards` null).
    if (setup.pawnStartCards && !setup.pawnStartCards.includes(pawn.start)) {
      return { code: 'start-not-a-card', pawn: pawn.id, station: pawn.start };
    }
    // RB 2013, rules/003_44999932a4cf8209.txt "How to play": "Reminder: Bobbies don't need tickets."
    if (pawn.kind === 'bobby' && pawn.pool !== null) return { code: 'bobby-pile', pawn: pawn.id };
    if (pawn.kind === 'detective' && !setup.pools.some((pool) => pool.id === pawn.pool)) {
      return { code: 'no-pile', pawn: pawn.id };
    }
  }
  const poolIds = new Set<string>();
  for (const pool of setup.pools) {
    if (poolIds.has(pool.id)) return { code: 'same-pile-id', pile: pool.id };
    poolIds.add(pool.id);
    if (!TRANSPORT_TICKETS.every((t) => isCount(pool.tickets[t]))) {
      return { code: 'pile-counts', pile: pool.id, max: MAX_COUNT };
    }
    if (!setup.pawns.some((p) => p.pool === pool.id)) return { code: 'unused-pile', pile: pool.id };
  }
  const x = setup.misterX;
  const xCounts = [x.black, x.double, ...(x.stock ? TRANSPORT_TICKETS.map((t) => x.stock?.[t] ?? -1) : [])];
  if (!xCounts.every(isCount)) return { code: 'x-counts', max: MAX_COUNT };
  for (const station of [...x.startCards, ...(setup.pawnStartCards ?? [])]) {
    if (!board.hasStation(station)) return { code: 'card-off-board', station };
  }
  // Mister X draws a start card no pawn holds (RULES.md "What the deduction must guarantee": "the
  // 18 cards minus those drawn for the pawns").
  if (!x.startCards.some((station) => !starts.has(station))) return { code: 'x-cards-taken' };
  let previous = 0;
  for (const entry of setup.surfacing) {
    if (!Number.isInteger(entry) || entry <= previous || entry > MAX_COUNT) {
      return { code: 'surfacing-order', max: MAX_COUNT };
    }
    previous = entry;
  }
  const limit = setup.roundLimit;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1 || limit > MAX_COUNT)) {
    return { code: 'round-limit', max: MAX_COUNT };
  }
  return null;
}
