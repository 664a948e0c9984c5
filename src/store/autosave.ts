// Persistence reacts to the one source of truth (STYLE.md rule 10): whenever the session signal
// changes, the session is saved and remembered as the game in progress; at start-up
// `restoreCurrentSession` finds that game again so the app opens on it.
import type { ReadonlySignal } from '@preact/signals';
import { effect } from '@preact/signals';
import type { Session } from '../game/session';
import type { LoadedSession } from './sessions';
import { currentSessionId, loadSession, saveSession, setCurrentSessionId } from './sessions';

/** Starts saving every change of `source`; returns a function that stops it. Setting the signal to
 *  null (back to the start screen) forgets the game in progress but keeps it among the saved games. */
export function startAutosave(source: ReadonlySignal<Session | null>): () => void {
  let previous: Session | null = null;
  return effect(() => {
    const current = source.value;
    if (current === previous) return;
    if (current) {
      void saveSession(current);
      if (current.id !== previous?.id) void setCurrentSessionId(current.id);
    } else {
      void setCurrentSessionId(null);
    }
    previous = current;
  });
}

/** The game that was in progress when the app last closed: null when there is none (or it was
 *  deleted), else the session or why it cannot be opened (the record stays, so nothing is lost). */
export async function restoreCurrentSession(): Promise<LoadedSession | null> {
  const id = await currentSessionId();
  if (id === null) return null;
  const loaded = await loadSession(id);
  return !loaded.ok && loaded.reason === 'missing' ? null : loaded;
}
