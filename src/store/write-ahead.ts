// The write-ahead copy of the game in play: written in the same task as the tap that changed it,
// before the frame that shows the change is drawn, so nothing the screen showed is lost to a
// reload, a closed tab or a killed browser while the checked save (sessions.ts, through the queue)
// is still on its way. Two copies: IndexedDB `pending:game`, sent and committed at once (survives a killed
// browser), and localStorage (synchronous; survives a reload or a closed tab, but Chromium writes
// it to disk seconds later, so not a killed browser). At start-up the newer copy is taken, and
// only if it grew from what is stored (`decideWrite`): a copy another tab has since overtaken is
// not brought back.
import type { Session, SessionFile } from '../format/session';
import { makeSessionFile } from '../format/session-make';
import { putNow } from './database';
import { isStoredObject } from './versioned';

export const PENDING_KEY = 'pending:game';
const LOCAL_KEY = 'dragnet:pending-game';
const PENDING_VERSION = 1;

/** The game in play as last shown: `file` null when the table left it for the set-up screen. */
export interface PendingGame {
  readonly version: typeof PENDING_VERSION;
  /** When it was written (milliseconds), and a counter for writes within one millisecond. */
  readonly at: number;
  readonly seq: number;
  /** The stored revision this copy grew from (null: not stored yet). */
  readonly base: string | null;
  readonly file: SessionFile | null;
}

let seq = 0;

/** Writes the copy now; returns whether it was sent to IndexedDB. Never throws: this is a safety
 *  net, and the checked save still runs. */
export function writeAhead(session: Session | null, base: string | null): boolean {
  const pending: PendingGame = {
    version: PENDING_VERSION,
    at: Date.now(),
    seq: ++seq,
    base,
    file: session ? makeSessionFile(session) : null,
  };
  if (!putNow(PENDING_KEY, pending)) return false;
  try {
    globalThis.localStorage?.setItem(LOCAL_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or forbidden: the IndexedDB copy stands.
  }
  return true;
}

/** Whether the localStorage copy holds a game in play: a hint, read at once, of the screen the app
 *  will most likely open on (the checked answer, restoreCurrentSession, needs the database). */
export function gameInPlayLikely(): boolean {
  try {
    const text = globalThis.localStorage?.getItem(LOCAL_KEY);
    return Boolean(text && readPending(JSON.parse(text))?.file);
  } catch {
    return false;
  }
}

/** The newer of the two copies, checked; null when there is none. `fromDatabase` is what
 *  IndexedDB holds under PENDING_KEY. */
export function newestPending(fromDatabase: unknown): PendingGame | null {
  let local: unknown = null;
  try {
    const text = globalThis.localStorage?.getItem(LOCAL_KEY);
    local = text ? JSON.parse(text) : null;
  } catch {
    local = null;
  }
  const copies = [readPending(fromDatabase), readPending(local)].filter((copy) => copy !== null);
  copies.sort((a, b) => b.at - a.at || b.seq - a.seq);
  return copies[0] ?? null;
}

function readPending(value: unknown): PendingGame | null {
  if (!isStoredObject(value) || value.version !== PENDING_VERSION) return null;
  const { at, seq: count, base, file } = value;
  if (typeof at !== 'number' || typeof count !== 'number') return null;
  if (base !== null && typeof base !== 'string') return null;
  if (file !== null && !isStoredObject(file)) return null;
  return value as unknown as PendingGame;
}
