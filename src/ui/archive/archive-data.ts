// The saved games as the archive shows them: the index of saved games (store/saved-games.ts), one
// small entry per game, so the list costs the same with 10 games or 2,000; a game's whole record
// is read only when that game is opened, reviewed, exported, renamed or copied. Changes go through
// the store, except to the game in play: that one changes through its signal, so autosave stays
// its only writer and does not write the old name back.

import type { Session } from '../../format/session';
import { MAX_GAME_NAME, newSessionId } from '../../format/session';
import { openDatabase } from '../../store/database';
import type { IndexEntry } from '../../store/game-index';
import { whenSaved } from '../../store/save-queue';
import type { Progress } from '../../store/saved-games';
import { listSavedGames } from '../../store/saved-games';
import type { LoadedSession } from '../../store/sessions';
import { deleteSession, loadSession, saveSession, sessionKey } from '../../store/sessions';
import { session as sessionInPlay, startSession } from '../state/game-store';

/** Every saved game's index entry, most recently played first. `onProgress` hears how far the
 *  index is being built, the first time after an update (or for games an older version saved). */
export async function listGames(onProgress?: Progress): Promise<IndexEntry[]> {
  // The game in play may have a save on its way; list what it will be.
  await whenSaved();
  return listSavedGames(onProgress);
}

/** One game, read whole: the only record read to open it. The game in play may be ahead of its
 *  last save, so it comes from the table. */
export async function loadGame(id: string): Promise<LoadedSession> {
  const playing = sessionInPlay.value;
  if (playing?.id === id) return { ok: true, session: playing };
  return loadSession(id);
}

export function isInPlay(id: string): boolean {
  return sessionInPlay.value?.id === id;
}

export async function renameGame(game: Session, name: string): Promise<Session> {
  const inPlay = sessionInPlay.value;
  // The name only: the game keeps its place in the list (updatedAt is when it was last played).
  if (inPlay?.id === game.id) {
    sessionInPlay.value = { ...inPlay, name };
    await whenSaved();
    return sessionInPlay.value;
  }
  const renamed = { ...game, name };
  await saveSession(renamed);
  return renamed;
}

export async function duplicateGame(game: Session, name: string): Promise<Session> {
  const copy = { ...game, id: newSessionId(), name };
  await saveSession(copy);
  return copy;
}

export async function deleteGame(id: string): Promise<void> {
  // A deleted game cannot stay in play: autosave would store it again with its next move.
  if (isInPlay(id)) startSession(null);
  await deleteSession(id);
}

/** What is stored for a game, whatever it holds, as text: the way to keep a damaged record. */
export async function rawRecordText(id: string): Promise<string> {
  let stored: unknown;
  try {
    stored = await (await openDatabase()).get(sessionKey(id));
  } catch (caught: unknown) {
    return JSON.stringify({ id, error: String(caught) }, null, 2);
  }
  try {
    return `${JSON.stringify(stored, null, 2) ?? 'null'}\n`;
  } catch {
    // A value JSON cannot write (a cycle, a BigInt): its text form is all that can be given.
    return String(stored);
  }
}

/** `name` with a suffix such as " (copy)", shortened so that the whole stays within a name's length. */
export function suffixedName(name: string, suffix: string): string {
  return `${name.slice(0, Math.max(0, MAX_GAME_NAME - suffix.length)).trimEnd()}${suffix}`;
}
