// Saved games: one record per session under `session:<id>` (see session-records.ts), its entry in
// the index of saved games `index:<id>` (game-index.ts, written in the same transaction, so the two
// never disagree), plus `pref:current-session`, the game the app reopens on. Reading never throws: a damaged record comes
// back as a message and never hides the others, and its index entry is marked damaged then, so
// the list names it from that read on. No save erases events another tab wrote, and none replaces
// a record that cannot be read.
import type { Session } from '../format/session';
import type { StoreChange } from './changes';
import { announceChange } from './changes';
import type { KeyValueStore } from './database';
import { openDatabase } from './database';
import { indexKey, summaryOf } from './game-index';
import type { StoredProblem } from './problems';
import { queueWrite, WriteRefused } from './save-queue';
import type { SessionSummary, StoredSession } from './session-records';
import { decideWrite, makeSessionRecord, readSessionRecord, summarise } from './session-records';
import { isStoredObject } from './versioned';

export type { SessionSummary } from './session-records';

export const SESSION_PREFIX = 'session:';
const CURRENT_KEY = 'pref:current-session';

export type LoadedSession =
  | { readonly ok: true; readonly session: Session }
  | { readonly ok: false; readonly reason: 'missing' }
  | { readonly ok: false; readonly reason: 'damaged'; readonly problem: StoredProblem };

/** A saved game in the list; `problem` is set when its record cannot be opened. */
export type ListedSession =
  /** The listing has read and checked the whole game already: `session` spares reading it again. */
  | (SessionSummary & { readonly problem: null; readonly session: Session })
  | { readonly id: string; readonly problem: StoredProblem };

/** A stored game as read, or why it could not be read at all (the database failed, not the record). */
export type ReadSession = StoredSession | { readonly kind: 'unreadable'; readonly detail: string };

/** The copy of a game a tab is playing: the stored revision it grew from (null when this tab has
 *  not seen it stored). Autosave keeps one per game; `superseded` once the tab loaded a newer copy. */
export interface Lineage {
  readonly id: string;
  revision: string | null;
  superseded: boolean;
}

/** The revision each session object came from, for sessions read from storage by this tab. */
const revisions = new WeakMap<Session, string>();
/** Sessions brought back from the write-ahead copy, with the stored revision they grew from. */
const recovered = new WeakMap<Session, string | null>();

export function sessionKey(id: string): string {
  return `${SESSION_PREFIX}${id}`;
}

/** The stored revision `session` was read at, when it is exactly an object `loadSession` returned. */
export function storedRevision(session: Session): string | undefined {
  return revisions.get(session);
}

/** Marks a session brought back from the write-ahead copy (write-ahead.ts): it grew from the stored
 *  revision `base` and still has to be saved. */
export function markRecovered(session: Session, base: string | null): void {
  recovered.set(session, base);
}

/** The stored revision a recovered session grew from; undefined for any other session. */
export function recoveredBase(session: Session): string | null | undefined {
  return recovered.has(session) ? (recovered.get(session) ?? null) : undefined;
}

/** Stores `session` (a renamed or imported game) unless that would erase events another tab wrote
 *  (see `saveSessionChecked`): a session read by `loadSession` is checked against the revision it
 *  was read at; any other copy may only add events to what is stored. */
export function saveSession(session: Session): Promise<void> {
  const lineage = { id: session.id, revision: storedRevision(session) ?? null, superseded: false };
  return saveSessionChecked(session, lineage, () => {});
}

/** Stores the game in play unless another tab wrote events this copy lacks (`decideWrite`): then
 *  nothing is written, `onChangedElsewhere` gets the stored game, and the save status says so. */
export function saveSessionChecked(
  session: Session,
  lineage: Lineage,
  onChangedElsewhere: (latest: Session) => void,
): Promise<void> {
  const key = sessionKey(session.id);
  // The record is made when the queue reaches the write, so a superseded save costs nothing.
  return queueWrite(key, async (store) => {
    if (lineage.superseded) throw new WriteRefused('conflict');
    const record = makeSessionRecord(session);
    const entry = summaryOf(session, record.revision);
    const decision = await store.putIf(
      key,
      record,
      (stored) => {
        const decided = decideWrite(stored, record, lineage.revision);
        return { write: decided.kind === 'write', result: decided };
      },
      [[indexKey(session.id), entry]],
    );
    switch (decision.kind) {
      case 'write':
        lineage.revision = record.revision;
        announce(store, { kind: 'session-saved', id: session.id, revision: record.revision });
        return;
      case 'damaged':
        throw new WriteRefused('damaged', decision.problem);
      case 'conflict': {
        const { stored } = decision;
        if (stored.kind !== 'ok') {
          throw new WriteRefused('damaged', stored.kind === 'damaged' ? stored.problem : { code: 'vanished' });
        }
        if (stored.session.id !== session.id) {
          throw new WriteRefused('damaged', { code: 'another-game', id: stored.session.id });
        }
        revisions.set(stored.session, stored.revision);
        onChangedElsewhere(stored.session);
        throw new WriteRefused('conflict');
      }
    }
  });
}

/** Reads a stored game completely (the file checked, its events replayed). A record that cannot be
 *  read gets a damaged entry in the index before this answers. */
export async function readSession(id: string): Promise<ReadSession> {
  const store = await openDatabase();
  let stored: unknown;
  try {
    stored = await store.get(sessionKey(id));
  } catch (caught: unknown) {
    return { kind: 'unreadable', detail: String(caught) };
  }
  let read = readSessionRecord(stored);
  if (read.kind === 'ok' && read.session.id !== id) {
    read = { kind: 'damaged', problem: { code: 'another-game', id: read.session.id } };
  }
  if (read.kind === 'ok') revisions.set(read.session, read.revision);
  if (read.kind === 'damaged') {
    // Loaded only then: a damaged record is rare, and the page load stays small.
    const { problem } = read;
    const marking = await import('./mark-damaged').catch(() => null);
    await marking?.markDamaged(id, sessionKey(id), stored, problem).catch(() => undefined);
  }
  return read;
}

export async function loadSession(id: string): Promise<LoadedSession> {
  return loadedFrom(await readSession(id));
}

/** What `loadSession` answers for a read. */
export function loadedFrom(read: ReadSession): LoadedSession {
  switch (read.kind) {
    case 'ok':
      return { ok: true, session: read.session };
    case 'missing':
      return { ok: false, reason: 'missing' };
    case 'damaged':
      return { ok: false, reason: 'damaged', problem: read.problem };
    case 'unreadable':
      return { ok: false, reason: 'damaged', problem: { code: 'database', detail: read.detail } };
  }
}

/** Every saved game, most recently played first; each is checked as opening it would check it. */
export async function listSessions(): Promise<ListedSession[]> {
  const store = await openDatabase();
  const ids = (await store.keys()).filter((key) => key.startsWith(SESSION_PREFIX));
  const records = await store.getMany(ids);
  const listed = ids.map((key, index) => readListing(key.slice(SESSION_PREFIX.length), records[index]));
  return listed.sort((a, b) => lastPlayed(b).localeCompare(lastPlayed(a)));
}

/** Where Dragnet keeps his secret for the game `id` when he plays Mister X there (the key
 *  src/ui/secret/secret-record.ts writes); a deleted game takes it along. */
export function secretKeyOf(id: string): string {
  return `secret:${id}`;
}

/** Where the finished analysis of the game `id`'s review is kept (src/ui/review/review-cache.ts
 *  writes it, only while the game is stored); a deleted game takes it along. */
export function reviewKeyOf(id: string): string {
  return `review:${id}`;
}

export function deleteSession(id: string): Promise<void> {
  return queueWrite(sessionKey(id), async (store) => {
    await store.deleteMany([sessionKey(id), indexKey(id), secretKeyOf(id), reviewKeyOf(id)]);
    announce(store, { kind: 'session-deleted', id });
  });
}

/** The game in progress as the pointer names it; rejects when the database cannot be read. */
export async function currentSessionId(): Promise<string | null> {
  const store = await openDatabase();
  const stored = await store.get(CURRENT_KEY);
  if (!isStoredObject(stored) || stored.version !== 1) return null;
  return typeof stored.id === 'string' ? stored.id : null;
}

export function setCurrentSessionId(id: string | null): Promise<void> {
  return queueWrite(CURRENT_KEY, (store) => store.set(CURRENT_KEY, { version: 1, id }));
}

function readListing(id: string, stored: unknown): ListedSession {
  const read = readSessionRecord(stored);
  switch (read.kind) {
    case 'ok':
      if (read.session.id !== id) return { id, problem: { code: 'another-game', id: read.session.id } };
      return { ...summarise(read.session), session: read.session, problem: null };
    case 'damaged':
      return { id, problem: read.problem };
    case 'missing':
      return { id, problem: { code: 'vanished' } };
  }
}

/** Tells the other tabs a game was written (saved-games.ts stores imported games itself). */
export function announceSaved(store: KeyValueStore, id: string, revision: string): void {
  announce(store, { kind: 'session-saved', id, revision });
}

/** Tabs share records only through IndexedDB; a tab keeping games in memory has nothing to tell. */
function announce(store: KeyValueStore, change: StoreChange): void {
  if (store.kind === 'indexeddb') announceChange(change);
}

/** Damaged records sort last. */
function lastPlayed(entry: ListedSession): string {
  return entry.problem === null ? entry.updatedAt : '';
}
