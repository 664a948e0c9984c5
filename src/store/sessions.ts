// Saved games: one record per session under `session:<id>`, holding the session file (the same
// checked format as an export) and a summary for the list of games, plus `pref:current-session`,
// the game the app reopens on. Reading never throws: a damaged record comes back as a message.

import type { Session, SessionFileV1 } from '../game/session';
import { makeSessionFile, parseSessionFile } from '../game/session';
import type { RuleSetId } from '../game/setup';
import { RULE_SET_IDS } from '../game/setup';
import { openDatabase } from './database';
import { queueWrite } from './save-queue';
import type { Migrations, StoredObject } from './versioned';
import { isStoredObject, upgradeRecord } from './versioned';

const SESSION_PREFIX = 'session:';
const CURRENT_KEY = 'pref:current-session';
const RECORD_VERSION = 1;

/** What the list of saved games shows, read without replaying anything. */
export interface SessionSummary {
  readonly id: string;
  readonly name: string;
  readonly updatedAt: string;
  readonly ruleSet: RuleSetId;
  readonly events: number;
}

export interface SessionRecordV1 {
  readonly version: 1;
  readonly summary: SessionSummary;
  readonly file: SessionFileV1;
}

export type LoadedSession =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly reason: 'missing' | 'damaged'; readonly message: string };

/** A saved game in the list; `problem` is set when its record cannot be read. */
export type ListedSession =
  | (SessionSummary & { readonly problem: null })
  | { readonly id: string; readonly problem: string };

/** Empty while record version 1 is the only one. */
const MIGRATIONS: Migrations = {};

export function sessionKey(id: string): string {
  return `${SESSION_PREFIX}${id}`;
}

export function makeSessionRecord(session: Session): SessionRecordV1 {
  return { version: RECORD_VERSION, summary: summarise(session), file: makeSessionFile(session) };
}

/** Brings a stored record to the current version, or says why it cannot be read. */
export function migrateSessionRecord(
  stored: unknown,
): { ok: true; record: StoredObject } | { ok: false; message: string } {
  return upgradeRecord(stored, RECORD_VERSION, MIGRATIONS);
}

export function saveSession(session: Session): Promise<void> {
  // The file is made when the queue reaches the write, so a superseded save costs nothing.
  return queueWrite(sessionKey(session.id), (store) => store.set(sessionKey(session.id), makeSessionRecord(session)));
}

export async function loadSession(id: string): Promise<LoadedSession> {
  const store = await openDatabase();
  let stored: unknown;
  try {
    stored = await store.get(sessionKey(id));
  } catch (caught: unknown) {
    return { ok: false, reason: 'damaged', message: `The saved game could not be read (${String(caught)}).` };
  }
  if (stored === undefined)
    return { ok: false, reason: 'missing', message: 'This game is no longer saved on the device.' };
  const upgraded = migrateSessionRecord(stored);
  if (!upgraded.ok) return damaged(upgraded.message);
  const parsed = parseSessionFile(upgraded.record.file);
  if (!parsed.ok) return damaged(parsed.error.message);
  return { ok: true, session: parsed.session };
}

/** Every saved game, most recently played first. */
export async function listSessions(): Promise<ListedSession[]> {
  const store = await openDatabase();
  const ids = (await store.keys()).filter((key) => key.startsWith(SESSION_PREFIX));
  const records = await store.getMany(ids);
  const listed = ids.map((key, index) => readListing(key.slice(SESSION_PREFIX.length), records[index]));
  return listed.sort((a, b) => lastPlayed(b).localeCompare(lastPlayed(a)));
}

export function deleteSession(id: string): Promise<void> {
  return queueWrite(sessionKey(id), (store) => store.delete(sessionKey(id)));
}

export async function currentSessionId(): Promise<string | null> {
  const store = await openDatabase();
  const stored = await store.get(CURRENT_KEY).catch(() => undefined);
  if (!isStoredObject(stored) || stored.version !== 1) return null;
  return typeof stored.id === 'string' ? stored.id : null;
}

export function setCurrentSessionId(id: string | null): Promise<void> {
  return queueWrite(CURRENT_KEY, (store) => store.set(CURRENT_KEY, { version: 1, id }));
}

function summarise(session: Session): SessionSummary {
  return {
    id: session.id,
    name: session.name,
    updatedAt: session.updatedAt,
    ruleSet: session.setup.ruleSet,
    events: session.events.length,
  };
}

function readListing(id: string, stored: unknown): ListedSession {
  const upgraded = migrateSessionRecord(stored);
  if (!upgraded.ok) return { id, problem: upgraded.message };
  const summary = upgraded.record.summary;
  if (!isStoredObject(summary)) return { id, problem: 'the record has no summary' };
  const { name, updatedAt, ruleSet, events } = summary;
  if (typeof name !== 'string' || typeof updatedAt !== 'string' || typeof events !== 'number' || !isRuleSet(ruleSet)) {
    return { id, problem: 'the record has an unreadable summary' };
  }
  return { id, name, updatedAt, ruleSet, events, problem: null };
}

function isRuleSet(value: unknown): value is RuleSetId {
  return RULE_SET_IDS.some((ruleSet) => ruleSet === value);
}

/** Damaged records sort last. */
function lastPlayed(entry: ListedSession): string {
  return entry.problem === null ? entry.updatedAt : '';
}

function damaged(detail: string): LoadedSession {
  return { ok: false, reason: 'damaged', message: `The saved game is damaged and cannot be opened: ${detail}` };
}
