// The index of saved games: beside each game's record `session:<id>`, one small record `index:<id>`
// with what the list of saved games and the table's record show (name, dates, rules, board, pawns,
// players, rounds, outcome, who caught him) and the revision of the record it describes. Both read
// the index alone, so opening them costs the same with 10 games or 2,000; a game's whole record is
// read only to open that game. A record that cannot be read has an entry that says why. Pure: making
// an entry, reading a stored one. Where the entries are written and rebuilt: saved-games.ts (and
// sessions.ts, with each save). The format: docs/session-format.md, "The index of saved games".
import type { BoardId } from '../board/types';
import type { Session } from '../format/session';
import type { EndReason, Winner } from '../game/events';
import type { Replay } from '../game/replay';
import { finalState, replay } from '../game/replay';
import { roundShown } from '../game/rounds';
import type { PawnColour, PawnKind, RuleSetId } from '../game/setup';
import { detectivePlayers } from '../game/setup';
import type { StoredProblem } from './problems';
import { isStoredObject } from './versioned';

export const INDEX_PREFIX = 'index:';
/** 2: `players` and `caughtBy` added; an entry of version 1 is made anew from its game's record. */
export const INDEX_VERSION = 2;

export interface IndexedPawn {
  readonly name: string;
  readonly colour: PawnColour;
  readonly kind: PawnKind;
}

/** A readable saved game as the list shows it. */
export interface GameSummary {
  readonly version: typeof INDEX_VERSION;
  readonly id: string;
  /** The revision of the `session:<id>` record this entry was made from. */
  readonly revision: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly ruleSet: RuleSetId;
  readonly board: BoardId;
  readonly pawns: readonly IndexedPawn[];
  /** Detective players the set-up was made for; null where it does not ask (`detectivePlayers`). */
  readonly players: number | null;
  readonly events: number;
  /** The round being played, from 1; the last once every round is played (`roundShown`). */
  readonly round: number;
  /** Rounds in which Mister X has moved. */
  readonly rounds: number;
  readonly over: { readonly reason: EndReason; readonly winner: Winner } | null;
  /** Where the game ended (capture, trapped), as printed on the players' board. */
  readonly endStation: number | null;
  /** The pawn (its place in `pawns`) that caught Mister X; null unless the game ended so. */
  readonly caughtBy: number | null;
  readonly damaged?: undefined;
}

/** A saved game whose record cannot be read: why, and its name when the record still says. */
export interface DamagedEntry {
  readonly version: typeof INDEX_VERSION;
  readonly id: string;
  readonly damaged: StoredProblem;
  readonly name: string | null;
}

export type IndexEntry = GameSummary | DamagedEntry;

export function indexKey(id: string): string {
  return `${INDEX_PREFIX}${id}`;
}

/** The entry of a readable game; `result` spares a replay when the caller has one. */
export function summaryOf(session: Session, revision: string, result?: Replay): GameSummary {
  const state = finalState(result ?? replay(session.setup, session.events));
  const log = state?.log ?? [];
  const end = state?.over?.station ?? null;
  return {
    version: INDEX_VERSION,
    id: session.id,
    revision,
    name: session.name,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    ruleSet: session.setup.ruleSet,
    board: session.setup.board,
    pawns: session.setup.pawns.map(({ name, colour, kind }) => ({ name, colour, kind })),
    players: detectivePlayers(session.setup),
    events: session.events.length,
    round: state ? roundShown(state) : 1,
    rounds: log[log.length - 1]?.round ?? 0,
    over: state?.over ? { reason: state.over.reason, winner: state.over.winner } : null,
    endStation: state && end !== null ? state.game.board.label(end) : null,
    caughtBy: state?.over?.reason === 'capture' && end !== null ? state.positions.indexOf(end) : null,
  };
}

export function damagedEntry(id: string, problem: StoredProblem, name: string | null): DamagedEntry {
  return { version: INDEX_VERSION, id, damaged: problem, name };
}

/**
 * A stored entry, or null when it cannot be used (missing, of another version, or not the shape
 * this version writes): the list then makes it anew from the game's record. Only the fields the
 * list relies on are checked; the entry was written by this app, and a wrong one is replaced.
 */
export function readIndexEntry(stored: unknown, id: string): IndexEntry | null {
  if (!isStoredObject(stored) || stored.version !== INDEX_VERSION || stored.id !== id) return null;
  if (isStoredObject(stored.damaged)) {
    return typeof stored.name === 'string' || stored.name === null ? (stored as unknown as DamagedEntry) : null;
  }
  const texts = ['revision', 'name', 'createdAt', 'updatedAt', 'ruleSet', 'board'];
  const numbers = ['events', 'round', 'rounds'];
  if (!texts.every((field) => typeof stored[field] === 'string')) return null;
  if (!numbers.every((field) => typeof stored[field] === 'number')) return null;
  if (!Array.isArray(stored.pawns) || !(stored.over === null || isStoredObject(stored.over))) return null;
  return stored as unknown as GameSummary;
}

/** Most recently played first; damaged entries last, in the order of their ids. Plain string
 *  order (ISO times sort as text), not the slower localeCompare: the list sorts thousands. */
export function byLastPlayed(a: IndexEntry, b: IndexEntry): number {
  const when = (entry: IndexEntry) => (entry.damaged ? '' : entry.updatedAt);
  return compare(when(b), when(a)) || compare(a.id, b.id);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
