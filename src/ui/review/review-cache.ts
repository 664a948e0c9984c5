// The finished analysis of a saved game's review, kept beside the game under `review:<game id>`
// (store/sessions.ts deletes it with the game; only the latest KEPT_GAMES games keep theirs,
// store/kept-reviews.ts), so the review opened again, after a reload too, shows it at once and
// starts no worker. Each analysis is kept under a fingerprint of everything it
// was made from: the game's set-up and events, his known route, whether his entries were rated,
// the plans weighed per turn and the analysis model's version (REVIEW_MODEL_VERSION), so it is never
// shown for an edited game, another route or an older model. A value that is damaged or not one of
// these is ignored; a database that fails or is nearly full only means nothing is kept. Nothing here
// goes through the save queue: the table never hears of the cache. Format: docs/review.md.
import { TRANSPORT_TICKETS } from '../../board/types';
import type { ReviewedMove, ReviewedTurn } from '../../inference/review/review';
import { REVIEW_MODEL_VERSION, VERDICTS } from '../../inference/review/review';
import { openDatabase } from '../../store/database';
import { keepReviewRecord, orderOf, REVIEW_ORDER_KEY } from '../../store/kept-reviews';
import { reviewKeyOf } from '../../store/sessions';
import type { GameReviewRequest as ReviewRequest } from '../../worker/review-protocol';

export const KEPT_VERSION = 1;
/** Analyses kept per game, the latest first: the review without his route and with the logbook
 *  typed in (which is not stored) both open at once, and an edited game's stale ones drop out. */
export const KEPT_PER_GAME = 3;
/** Games whose analyses are kept, the latest reviewed: at most about 2 MB, however many games are
 *  saved (an analysis of 22 rounds with his logbook is about 14 KB). */
export const KEPT_GAMES = 50;
/** Below this much free storage nothing is kept: the room is the saved games'. */
export const STORAGE_RESERVE_BYTES = 5_000_000;

export interface KeptAnalysis {
  readonly turns: readonly ReviewedTurn[];
  /** The rounds the game has (the progress bar's length). */
  readonly rounds: number;
}

interface KeptEntry extends KeptAnalysis {
  readonly fingerprint: string;
}

/** What an analysis is made from, as one canonical text: object keys sorted (a game read back from
 *  storage has its keys in another order than the one played), pawn names left out (the review
 *  shows default names in the reader's language; the analysis never reads them). */
export function analysisInput(request: ReviewRequest): string {
  const { setup, events, route, rateMisterX, evaluations } = request;
  const pawns = setup.pawns.map(({ name: _name, ...pawn }) => pawn);
  return canonical({
    model: REVIEW_MODEL_VERSION,
    evaluations,
    setup: { ...setup, pawns },
    events,
    route,
    rateMisterX,
  });
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonical(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of what an analysis is made from: a 64-bit hash of analysisInput and its length
 *  (hex). Worked out at once, so a kept analysis is shown in the review's first drawing with his
 *  route; two inputs that differ share one with a chance of about 2^-64. */
export function fingerprintOf(request: ReviewRequest): string {
  const input = analysisInput(request);
  // cyrb53's two lanes (Math.imul mixing), both kept in full.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (lane: number) => (lane >>> 0).toString(16).padStart(8, '0');
  return `${hex(h2)}${hex(h1)}-${input.length.toString(16)}`;
}

/** What is kept for the game `game`, as stored (read it with readKept); undefined when nothing is
 *  or the database fails. */
export async function keptRecord(game: string): Promise<unknown> {
  try {
    const store = await openDatabase();
    return await store.get(reviewKeyOf(game));
  } catch {
    return undefined;
  }
}

/** The games whose analysis is kept, as last read (null: not read, or unreadable). */
let keptGames: Set<string> | null = null;

/** Reads which games have an analysis kept (once the saved games are shown, before a review is
 *  asked for), so a review knows at its first drawing whether it will need its worker. */
export async function readKeptGames(): Promise<void> {
  try {
    const store = await openDatabase();
    keptGames = new Set(orderOf(await store.get(REVIEW_ORDER_KEY)));
  } catch {
    keptGames = null;
  }
}

/** False only when the game is known to have no analysis kept. */
export function mayBeKept(game: string): boolean {
  return keptGames === null || keptGames.has(game);
}

/** The analysis kept for the game `game` under `fingerprint`, if a readable one is. */
export async function keptAnalysis(game: string, fingerprint: string): Promise<KeptAnalysis | null> {
  return readKept(await keptRecord(game), game, fingerprint);
}

/** Keeps a finished analysis beside the saved game `game` (nothing when the game is not stored, the
 *  storage is nearly full or fails). Resolves to the record now kept, or undefined when nothing was
 *  written. */
export async function keepAnalysis(game: string, fingerprint: string, analysis: KeptAnalysis): Promise<unknown> {
  try {
    if (await nearlyFull()) return undefined;
    const entry: KeptEntry = { fingerprint, rounds: analysis.rounds, turns: analysis.turns };
    let record: unknown;
    const wrote = await keepReviewRecord(
      game,
      (stored) => {
        const others = keptEntries(stored, game).filter((kept) => kept.fingerprint !== fingerprint);
        record = { version: KEPT_VERSION, game, kept: [entry, ...others].slice(0, KEPT_PER_GAME) };
        return record;
      },
      KEPT_GAMES,
    );
    if (wrote) keptGames?.add(game);
    return wrote ? record : undefined;
  } catch {
    return undefined;
  }
}

async function nearlyFull(): Promise<boolean> {
  const estimate = await globalThis.navigator?.storage?.estimate?.().catch(() => null);
  if (!estimate || estimate.quota === undefined || estimate.usage === undefined) return false;
  return estimate.quota - estimate.usage < STORAGE_RESERVE_BYTES;
}

/** The entry under `fingerprint` in a stored record, when the record is the game's and the entry
 *  reads as an analysis. */
export function readKept(stored: unknown, game: string, fingerprint: string): KeptAnalysis | null {
  const entry = keptEntries(stored, game).find((kept) => kept.fingerprint === fingerprint);
  return entry ? { turns: entry.turns, rounds: entry.rounds } : null;
}

/** The readable entries of a stored record of the game `game` (none for anything else). */
function keptEntries(stored: unknown, game: string): KeptEntry[] {
  if (!isObject(stored) || stored.version !== KEPT_VERSION || stored.game !== game || !Array.isArray(stored.kept)) {
    return [];
  }
  return stored.kept.filter(isKeptEntry);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
/** A chance, 0 to 1 (a sum of probabilities may pass 1 by a rounding error). */
const isShare = (value: unknown): value is number => typeof value === 'number' && value >= 0 && value <= 1 + 1e-9;
const isVerdict = (value: unknown) => (VERDICTS as readonly unknown[]).includes(value);

function isKeptEntry(value: unknown): value is KeptEntry {
  return (
    isObject(value) &&
    typeof value.fingerprint === 'string' &&
    isWhole(value.rounds) &&
    Array.isArray(value.turns) &&
    value.turns.every(isTurn)
  );
}

function isMove(value: unknown): value is ReviewedMove {
  return (
    isObject(value) &&
    typeof value.pawn === 'string' &&
    isWhole(value.to) &&
    (TRANSPORT_TICKETS as readonly unknown[]).includes(value.ticket)
  );
}

const areMoves = (value: unknown) => Array.isArray(value) && value.every(isMove);

function isTurn(value: unknown): value is ReviewedTurn {
  if (!isObject(value) || !isWhole(value.step) || !isVerdict(value.verdict) || !isShare(value.loss)) return false;
  if (value.side === 'mister-x') {
    return (
      isWhole(value.entry) &&
      isWhole(value.station) &&
      typeof value.inReach === 'boolean' &&
      typeof value.escape === 'boolean'
    );
  }
  return (
    value.side === 'detectives' &&
    isWhole(value.round) &&
    isShare(value.chance) &&
    isShare(value.played) &&
    areMoves(value.best) &&
    areMoves(value.moves) &&
    areMoves(value.catchers) &&
    (value.missedCatch === null || typeof value.missedCatch === 'boolean') &&
    (value.truthChance === null || isShare(value.truthChance))
  );
}
