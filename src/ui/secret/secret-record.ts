// Dragnet's secret as Mister X (issue 17), as plain data: his strength, the seed of his randomness
// and his true route (his start station, then his station after each log entry; the app's own
// station numbers), stored under `secret:<game id>` beside the saved game. Pure: reading a stored
// record, drawing his start card, and the route as far as the public record goes. Only the
// secret side (src/ui/secret/) holds this; the table sees what the rules reveal.
import type { StationId } from '../../board/types';
import type { Setup } from '../../game/setup';
import type { Strength } from '../../mister-x/player';
import { seededDraw } from '../../mister-x/random';
// The same three strengths as the player's (mister-x/player.ts), without loading the player: the
// table's record reads these records too.
import { isXStrength } from '../state/x-player';

export const SECRET_VERSION = 1;
export const SECRET_PREFIX = 'secret:';

export interface SecretRecord {
  readonly version: typeof SECRET_VERSION;
  /** The saved game it belongs to. */
  readonly id: string;
  readonly strength: Strength;
  /** A whole number 0..2^32-1: his start card and every move are drawn from it. */
  readonly seed: number;
  /** His start station, then his station after each log entry filled so far (a plan he has not
   *  finished entering may reach further; the public record says how far it counts). */
  readonly route: readonly StationId[];
}

/** The same key the store's delete takes along with the game (src/store/sessions.ts `secretKeyOf`). */
export function secretKey(id: string): string {
  return `${SECRET_PREFIX}${id}`;
}

const isWhole = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;

/** A stored record for the game `id`, or null when there is none or it is not one. */
export function readSecretRecord(stored: unknown, id: string): SecretRecord | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const { version, id: storedId, strength, seed, route } = stored as Record<string, unknown>;
  if (version !== SECRET_VERSION || storedId !== id || !isXStrength(strength) || !isWhole(seed, 0xffffffff))
    return null;
  if (!Array.isArray(route) || route.length === 0 || !route.every((station) => isWhole(station, 999))) return null;
  return { version, id, strength, seed, route: route as StationId[] };
}

/** A fresh seed from the device's cryptographic randomness. */
export function drawSeed(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0] as number;
}

/** Salt of the start card's draw, apart from the turns' (which mix the seed with the record's length). */
const START_SALT = 0x5ec2e7;

/** His start card, drawn from the cards no pawn stands on, the same for the same seed. RB 2013
 *  (rules/003_44999932a4cf8209.txt, "Then, Mister X draws a start card with an X on the back"):
 *  his own X cards; MB 1985 (rules/000_290e5a51edb8697d.txt, "Every player draws one card for each
 *  pawn"): the 18 cards minus those drawn for the pawns; RULES.md "What the deduction must
 *  guarantee" takes the pawns' stations out of his cards either way. */
export function drawStart(setup: Setup, seed: number): StationId {
  const taken = new Set(setup.pawns.map((pawn) => pawn.start));
  const free = setup.misterX.startCards.filter((card) => !taken.has(card));
  const draw = seededDraw(seed, START_SALT);
  return free[Math.floor(draw.next() * free.length)] as StationId;
}

export function newSecret(id: string, setup: Setup, strength: Strength, seed: number): SecretRecord {
  return { version: SECRET_VERSION, id, strength, seed, route: [drawStart(setup, seed)] };
}

/** The record with his route cut to what `entries` log entries have filled (a plan the table undid,
 *  or never saw entered, is planned again from the same seed and gives the same move). */
export function routeUpTo(record: SecretRecord, entries: number): SecretRecord {
  return record.route.length <= entries + 1 ? record : { ...record, route: record.route.slice(0, entries + 1) };
}
