// The stored form of a saved game, `session:<id>` = { version, revision, summary, file }: the
// session file (the same checked format as an export), a summary for the list of games, and a
// revision token that every write renews, so a tab can tell whether another tab wrote since it
// read. Pure: reading a record, and deciding whether a write may replace the record stored.
import type { Session, SessionFile } from '../format/session';
import { parseSessionFile } from '../format/session';
import { makeSessionFile } from '../format/session-make';
import type { Replay } from '../game/replay';
import type { RuleSetId } from '../game/setup';
import type { StoredProblem } from './problems';
import type { Migrations, StoredObject } from './versioned';
import { isStoredObject, upgradeRecord } from './versioned';

export const RECORD_VERSION = 2;

/** What the list of saved games shows without opening the file. */
export interface SessionSummary {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
  readonly ruleSet: RuleSetId;
  readonly events: number;
}

export interface SessionRecordV2 {
  readonly version: 2;
  /** Renewed by every write; only compared for equality. */
  readonly revision: string;
  readonly summary: SessionSummary;
  readonly file: SessionFile;
}

/** The revision of records written by Dragnet 0.1 (record version 1), which had none. */
export const FIRST_RELEASE_REVISION = 'v1';

const MIGRATIONS: Migrations = {
  1: (record) => ({ ...record, version: 2, revision: FIRST_RELEASE_REVISION }),
};

export type StoredSession =
  | { readonly kind: 'missing' }
  | { readonly kind: 'damaged'; readonly problem: StoredProblem }
  | { readonly kind: 'ok'; readonly session: Session; readonly revision: string };

/** Where a write stands against the record stored: go ahead, or leave the record alone because
 *  another tab changed it (`conflict`) or it cannot be read (`damaged`). */
export type WriteDecision =
  | { readonly kind: 'write' }
  | { readonly kind: 'conflict'; readonly stored: StoredSession }
  | { readonly kind: 'damaged'; readonly problem: StoredProblem };

function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 2 ** 40).toString(36)}`;
}

export function makeSessionRecord(session: Session, revision = newRevision()): SessionRecordV2 {
  return { version: RECORD_VERSION, revision, summary: summarise(session), file: makeSessionFile(session) };
}

/** Brings a stored record to the current version, or says why it cannot be read. */
function migrateSessionRecord(
  stored: unknown,
): { ok: true; record: StoredObject } | { ok: false; problem: StoredProblem } {
  const upgraded = upgradeRecord(stored, RECORD_VERSION, MIGRATIONS);
  if (!upgraded.ok) return upgraded;
  if (typeof upgraded.record.revision !== 'string') return { ok: false, problem: { code: 'no-revision' } };
  return upgraded;
}

/** Reads a stored record completely: the file is checked and its events replayed. */
export function readSessionRecord(stored: unknown): StoredSession {
  const read = readSessionReplay(stored);
  return read.kind === 'ok' ? { kind: 'ok', session: read.session, revision: read.revision } : read;
}

/** `readSessionRecord`, with the replay it made (the index's entry is made from it). */
export function readSessionReplay(
  stored: unknown,
): Exclude<StoredSession, { kind: 'ok' }> | { kind: 'ok'; session: Session; revision: string; replay: Replay } {
  if (stored === undefined) return { kind: 'missing' };
  const upgraded = migrateSessionRecord(stored);
  if (!upgraded.ok) return { kind: 'damaged', problem: upgraded.problem };
  const parsed = parseSessionFile(upgraded.record.file);
  if (!parsed.ok) return { kind: 'damaged', problem: { code: 'file', problem: parsed.error } };
  return { kind: 'ok', session: parsed.session, revision: String(upgraded.record.revision), replay: parsed.replay };
}

/** The name a record holds in its summary, when it can be read at all: a damaged game's name. */
export function recordName(stored: unknown): string | null {
  if (!isStoredObject(stored) || !isStoredObject(stored.summary)) return null;
  const name = stored.summary.name;
  return typeof name === 'string' ? name : null;
}

/**
 * May `ours` (a record made by `makeSessionRecord`) replace what is stored? `base` is the revision
 * this tab's copy grew from (null for a game this tab has not seen stored). Yes when nothing is
 * stored, when the record is still at `base` (only this tab changed it since: undo and corrections
 * included), or when the stored events are a prefix of ours (nothing stored would be lost).
 * Otherwise another tab wrote events this copy lacks: no write. A record that cannot be read is
 * never replaced.
 */
export function decideWrite(stored: unknown, ours: SessionRecordV2, base: string | null): WriteDecision {
  if (stored === undefined) return { kind: 'write' };
  const upgraded = migrateSessionRecord(stored);
  if (!upgraded.ok) return { kind: 'damaged', problem: upgraded.problem };
  if (upgraded.record.revision === base) return { kind: 'write' };
  const file = upgraded.record.file;
  const storedEvents = isStoredObject(file) && Array.isArray(file.events) ? file.events : null;
  if (storedEvents === null) return { kind: 'damaged', problem: { code: 'no-events' } };
  if (isPrefix(storedEvents, ours.file.events)) return { kind: 'write' };
  return { kind: 'conflict', stored: readSessionRecord(stored) };
}

function isPrefix(shorter: readonly unknown[], longer: readonly unknown[]): boolean {
  return shorter.length <= longer.length && shorter.every((event, index) => sameJson(event, longer[index]));
}

/** Equal as JSON values, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as StoredObject;
  const right = b as StoredObject;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length && keys.every((key) => key in right && sameJson(left[key], right[key]))
  );
}

export function summarise(session: Session): SessionSummary {
  return {
    id: session.id,
    name: session.name,
    updatedAt: session.updatedAt,
    ruleSet: session.setup.ruleSet,
    events: session.events.length,
  };
}
