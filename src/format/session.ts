// Session files (format version 2): a game's set-up plus its event log as plain JSON, every station
// written as the number printed on the players' board. `makeSession*` (session-make.ts) writes one;
// `parseSession*` reads untrusted input, checks every field (session-fields.ts), replays the log,
// and returns the session or the first problem with its JSON path. It never throws. The format is
// described in docs/session-format.md.

import type { Board } from '../board/graph';
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { Replay } from '../game/replay';
import { replay } from '../game/replay';
import type { Setup } from '../game/setup';
import type { FormatProblem } from './problems';
import { formatProblem, MEGABYTE } from './problems';
import type { Json } from './readers';
import {
  FormatError,
  found,
  isRecord,
  readChoice,
  readInteger,
  readJsonText,
  readList,
  readObject,
  readPattern,
  readText,
  readTime,
  readVersion,
} from './readers';
import { readEvent, readSetup, readStation } from './session-fields';
import { migrateV1 } from './session-v1';

export const SESSION_FORMAT = 'dragnet-session';
export const SESSION_VERSION = 2;
/** Version 3 is version 2 plus `dragnetX`, Dragnet's secret as Mister X: written only for a game
 *  Dragnet plays, so every other game's file stays version 2 (docs/session-format.md). */
export const SESSION_VERSION_DRAGNET_X = 3;
/** Limits that keep a hostile or broken file from stalling the app; a real game has < 300 events. */
export const MAX_SESSION_BYTES = 5 * MEGABYTE;
export const MAX_EVENTS = 2000;
/** A game's name, as the set-up, a rename and a file may give it. */
export const MAX_GAME_NAME = 80;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A session in memory: stations are internal (Ravensburger) ids. */
export interface Session {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
}

/** A session as written to a file: the same shapes, but every station (pawn starts, start cards,
 *  event `to`/`station`) is the label printed on the session's board. */
export interface SessionFile {
  readonly format: typeof SESSION_FORMAT;
  readonly version: typeof SESSION_VERSION | typeof SESSION_VERSION_DRAGNET_X;
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** Version 3 only: Dragnet's secret, stations as printed on the board. */
  readonly dragnetX?: DragnetXFile;
}

/** Dragnet's secret as Mister X, as a version 3 file carries it (stations as internal ids here). It
 *  is never part of the Session: the public side only passes it on to the secret side
 *  (src/ui/secret/dragnet-x.ts), which keeps it as his secret record. */
export interface DragnetXFile {
  readonly strength: 'easy' | 'medium' | 'hard';
  readonly seed: number;
  readonly route: readonly StationId[];
}

export type ParseResult =
  | {
      readonly ok: true;
      readonly session: Session;
      readonly replay: Replay;
      /** Dragnet's secret in a version 3 file; null in every other file. */
      readonly dragnetX: DragnetXFile | null;
    }
  | { readonly ok: false; readonly error: FormatProblem };

/** A new game's id: a random UUID where the platform has one, else time and chance. */
export function newSessionId(now: Date = new Date()): string {
  const platform = globalThis as { readonly crypto?: { randomUUID?: () => string } };
  const uuid = platform.crypto?.randomUUID?.();
  if (uuid && ID_PATTERN.test(uuid)) return uuid;
  return `game-${now.getTime().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** Upgrades keyed by the version they read: each turns a file of that version into one of the next,
 *  so an old file climbs step by step to SESSION_VERSION and is then read as a current file.
 *  A migration must keep everything the table recorded. It may throw a FormatError (caught by
 *  parseSessionFile) for what the old version itself did not allow; anything else it passes on
 *  for the current reader to refuse. */
export type Migrations = Readonly<Record<number, (file: Json) => Json>>;

/** The upgrades a reader of saved games holds: version 1, what saved games hold. Older versions
 *  arrive only in imported files, so their reader (IMPORT_MIGRATIONS, session-v0.ts) is loaded
 *  where files are imported, and the table's download does not carry it. */
export const SAVED_MIGRATIONS: Migrations = { 1: migrateV1 };

/** Reads a session file's text, upgrading the versions `migrations` holds. */
export function parseSessionJson(text: string, migrations: Migrations = SAVED_MIGRATIONS): ParseResult {
  const read = readJsonText(text, MAX_SESSION_BYTES, 'session');
  return 'problem' in read ? { ok: false, error: read.problem } : parseSessionFile(read.value, migrations);
}

export function parseSessionFile(input: unknown, migrations: Migrations = SAVED_MIGRATIONS): ParseResult {
  try {
    const { session, dragnetX } = readSession(upgrade(input, migrations));
    const result = replay(session.setup, session.events);
    // `dragnetX` is read field by field here; an import also checks his route against the record
    // (parseImportedSession in archive.ts, kept out of the table's page load).
    if (!result.failure) return { ok: true, session, replay: result, dragnetX };
    const path = result.failure.index < 0 ? 'setup' : `events[${result.failure.index}]`;
    const body = { code: 'refused', error: result.failure.error, setup: session.setup } as const;
    return { ok: false, error: formatProblem(path, body) };
  } catch (caught) {
    if (caught instanceof FormatError) return { ok: false, error: caught.problem };
    // Safety net: a bug in this reader must not take the app down with a file.
    const detail = caught instanceof Error ? caught.message : 'unexpected error';
    return { ok: false, error: formatProblem('', { code: 'unreadable', detail }) };
  }
}

/** Checks the file says what it is, then brings an older version up to this one. */
function upgrade(input: unknown, migrations: Migrations): Json {
  if (!isRecord(input)) throw new FormatError('', { code: 'not-an-object', found: found(input) });
  if (input.format !== SESSION_FORMAT) {
    const format = Object.hasOwn(input, 'format') ? found(input.format) : null;
    throw new FormatError('format', { code: 'foreign', file: 'session', format });
  }
  const version = readVersion(input, SESSION_VERSION_DRAGNET_X, 'session', 0);
  let file: Json = input;
  for (let from = version; from < SESSION_VERSION; from++) {
    const migration = migrations[from];
    if (!migration) throw new FormatError('version', { code: 'unknown-version', version: from });
    file = migration(file);
  }
  return file;
}

function readSession(file: Json): { session: Session; dragnetX: DragnetXFile | null } {
  const fields = ['format', 'version', 'id', 'name', 'createdAt', 'updatedAt', 'setup', 'events'];
  // Only a version 3 file may carry Dragnet's secret.
  const record = readObject(file, '', fields, file.version === SESSION_VERSION_DRAGNET_X ? ['dragnetX'] : []);
  const id = readPattern(record.id, 'id', ID_PATTERN, 'session-id');
  const name = readText(record.name, 'name', 0, MAX_GAME_NAME);
  const createdAt = readTime(record.createdAt, 'createdAt');
  const updatedAt = readTime(record.updatedAt, 'updatedAt');
  const { setup, board } = readSetup(record.setup, 'setup');
  const events = readList(record.events, 'events', MAX_EVENTS, 'events').map((event, index) =>
    readEvent(event, `events[${index}]`, setup, board),
  );
  const dragnetX = record.dragnetX === undefined ? null : readDragnetX(record.dragnetX, setup, board);
  return { session: { id, name, createdAt, updatedAt, setup, events }, dragnetX };
}

/** His secret: a strength, a seed and his route (his start station, then one station per log
 *  entry; it may reach one turn past the record), every station one of the board's. */
function readDragnetX(value: unknown, setup: Setup, board: Board): DragnetXFile {
  const record = readObject(value, 'dragnetX', ['strength', 'seed', 'route']);
  const strength = readChoice(record.strength, 'dragnetX.strength', ['easy', 'medium', 'hard'] as const);
  const seed = readInteger(record.seed, 'dragnetX.seed', 0, 0xffffffff);
  const stations = readList(record.route, 'dragnetX.route', MAX_EVENTS + 2, 'stations');
  if (stations.length === 0) throw new FormatError('dragnetX.route[0]', { code: 'missing-field' });
  const route = stations.map((station, index) => readStation(station, `dragnetX.route[${index}]`, board, setup.board));
  return { strength, seed, route };
}
