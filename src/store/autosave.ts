// Persistence reacts to the one source of truth (STYLE.md rule 10): whenever the session signal
// changes, the session is saved and remembered as the game in progress; at start-up
// `restoreCurrentSession` finds that game again so the app opens on it. With the same game open
// in two tabs, a tab never writes over events the other wrote: it follows the other tab's saves
// (BroadcastChannel), and a write from an outdated copy is refused and the newer copy shown.
import type { Signal } from '@preact/signals';
import { effect } from '@preact/signals';
import type { Session } from '../format/session';
import { listenForChanges } from './changes';
import { whenSaved } from './save-queue';
import type { Lineage, LoadedSession } from './sessions';
import {
  currentSessionId,
  loadedFrom,
  readSession,
  saveSessionChecked,
  setCurrentSessionId,
  storedRevision,
} from './sessions';

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
      if (loaded !== undefined) {
        // A copy just read from storage (at start-up, from the list, another tab's newer copy) is
        // saved as it is; writes still waiting from the copy it replaces are out of date.
        if (lineage?.id === current.id) lineage.superseded = true;
        lineage = { id: current.id, revision: loaded, superseded: false };
      } else if (lineage?.id !== current.id) {
        lineage = { id: current.id, revision: null, superseded: false };
      }
      if (current.id !== previous?.id) void setCurrentSessionId(current.id);
      if (loaded === undefined) void saveSessionChecked(current, lineage, adopt);
    } else {
      lineage = null;
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
  const id = await currentSessionId();
  if (id === null) return null;
  const read = await readSession(id);
  if (read.kind === 'missing') return null;
  if (read.kind === 'damaged') await setCurrentSessionId(null);
  return loadedFrom(read);
}
