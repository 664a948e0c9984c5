// Persistence reacts to the one source of truth (STYLE.md rule 10): whenever the session signal
// changes, the session is saved and remembered as the game in progress; at start-up
// `restoreCurrentSession` finds that game again so the app opens on it. With the same game open
// in two tabs, a tab never writes over events the other wrote: it follows the other tab's saves
// (BroadcastChannel), and a write from an outdated copy is refused and the newer copy shown. Each
// change is first written ahead (write-ahead.ts) in the same task, before the screen shows it, so
// a reload or a killed browser loses nothing the screen showed.
import type { Signal } from '@preact/signals';
import { effect } from '@preact/signals';
import type { Session } from '../format/session';
import { parseSessionFile } from '../format/session';
import { makeSessionFile } from '../format/session-make';
import { listenForChanges } from './changes';
import { openDatabase } from './database';
import { whenSaved } from './save-queue';
import { decideWrite, makeSessionRecord, sameJson } from './session-records';
import type { Lineage, LoadedSession, ReadSession } from './sessions';
import {
  currentSessionId,
  loadedFrom,
  markRecovered,
  readSession,
  recoveredBase,
  saveSessionChecked,
  sessionKey,
  setCurrentSessionId,
  storedRevision,
} from './sessions';
import type { PendingGame } from './write-ahead';
import { newestPending, PENDING_KEY, writeAhead } from './write-ahead';

/**
 * Starts saving every change of `source`; returns a function that stops it. Setting the signal to
 * null (back to the start screen) forgets the game in progress but keeps it among the saved games.
 * `show` puts a newer stored copy of the game in play on screen (default: sets `source`).
 */
export function startAutosave(
  source: Signal<Session | null>,
  show: (latest: Session) => void = (latest) => {
    source.value = latest;
  },
): () => void {
  let previous: Session | null = null;
  let lineage: Lineage | null = null;

  /** `latest` (read from storage) is newer than the copy on screen. */
  const adopt = (latest: Session) => {
    if (lineage?.id === latest.id) show(latest);
  };

  const stopSaving = effect(() => {
    const current = source.value;
    if (current === previous) return;
    if (current) {
      const loaded = storedRevision(current);
      const base = recoveredBase(current);
      if (loaded !== undefined || base !== undefined) {
        // A copy just read from storage (at start-up, from the list, another tab's newer copy) is
        // saved as it is; writes still waiting from the copy it replaces are out of date. A copy
        // recovered from the write-ahead copy grew from `base` and is saved from there.
        if (lineage?.id === current.id) lineage.superseded = true;
        lineage = { id: current.id, revision: loaded ?? base ?? null, superseded: false };
      } else if (lineage?.id !== current.id) {
        lineage = { id: current.id, revision: null, superseded: false };
      }
      writeAhead(current, lineage.revision);
      if (current.id !== previous?.id) void setCurrentSessionId(current.id);
      if (loaded === undefined) void saveSessionChecked(current, lineage, adopt);
    } else {
      lineage = null;
      if (previous !== null) writeAhead(null, null);
      void setCurrentSessionId(null);
    }
    previous = current;
  });

  const stopListening = listenForChanges((change) => {
    if (change.kind !== 'session-saved' || change.id !== lineage?.id || change.revision === lineage.revision) return;
    void followOtherTab(change.id);
  });

  /** Another tab saved the game in play: once this tab's own writes are done (each checked on its
   *  own), show the stored copy unless the players changed something meanwhile. */
  const followOtherTab = async (id: string) => {
    await whenSaved();
    const shown = source.peek();
    const following = lineage;
    const read = await readSession(id);
    if (read.kind !== 'ok' || following !== lineage || shown !== source.peek()) return;
    if (following?.revision === read.revision) return;
    adopt(read.session);
  };

  return () => {
    stopSaving();
    stopListening();
  };
}

/** The game that was in progress when the app last closed: null when there is none (or it was
 *  deleted), else the session or why it cannot be opened. A damaged record is set aside: it stays
 *  as it is among the saved games (listed with its problem, never written over), but the app no
 *  longer reopens on it, so the report is made once. */
export async function restoreCurrentSession(): Promise<LoadedSession | null> {
  const store = await openDatabase();
  // A read the database refused is not "no game": the game may well be stored, so the table is told
  // rather than shown a new game as if nothing had been saved.
  let failed: string | null = null;
  const refused = (caught: unknown) => {
    failed ??= String(caught);
    return undefined;
  };
  const pending = newestPending(await store.get(PENDING_KEY).catch(refused));
  const fromPending = pending?.file ? parseSessionFile(pending.file) : null;
  // The write-ahead copy is at least as new as the pointer to the game in progress.
  const id = pending
    ? fromPending?.ok
      ? fromPending.session.id
      : pending.file === null
        ? null
        : ((await currentSessionId().catch(refused)) ?? null)
    : ((await currentSessionId().catch(refused)) ?? null);
  if (id === null)
    return failed === null ? null : { ok: false, reason: 'damaged', problem: { code: 'database', detail: failed } };
  const read = await readSession(id);
  if (pending && fromPending?.ok && fromPending.session.id === id) {
    const newer = await newerThanStored(pending, fromPending.session, read);
    if (newer) return { ok: true, session: newer };
  }
  if (read.kind === 'missing') return null;
  if (read.kind === 'damaged') await setCurrentSessionId(null);
  return loadedFrom(read);
}

/** The write-ahead copy when it holds what the stored game lacks and grew from it (nothing another
 *  tab wrote would be lost by saving it); null when the stored game is as new, or newer. */
async function newerThanStored(pending: PendingGame, session: Session, read: ReadSession): Promise<Session | null> {
  if (read.kind === 'ok' && sameJson(makeSessionFile(read.session), pending.file)) return null;
  if (read.kind === 'unreadable') return null;
  const store = await openDatabase();
  const stored = await store.get(sessionKey(session.id)).catch(() => undefined);
  if (decideWrite(stored, makeSessionRecord(session), pending.base).kind !== 'write') return null;
  markRecovered(session, pending.base);
  return session;
}
