// The saved games as the archive shows them. The store's list comes at once; each game is then
// loaded and replayed in the background for its pawns, result and rounds. Changes go through the
// store, except to the game in play: that one changes through its signal, so autosave stays its
// only writer and does not write the old name back.

import type { Session } from '../../format/session';
import { MAX_GAME_NAME, newSessionId } from '../../format/session';
import { finalState, replay } from '../../game/replay';
import type { Ending } from '../../game/state';
import { openDatabase } from '../../store/database';
import type { StoredProblem } from '../../store/problems';
import { whenSaved } from '../../store/save-queue';
import type { ListedSession } from '../../store/sessions';
import { deleteSession, listSessions, loadSession, saveSession, sessionKey } from '../../store/sessions';
import { session as sessionInPlay, startSession } from '../state/game-store';

export interface GameFacts {
  readonly session: Session;
  readonly pawns: readonly string[];
  readonly over: Ending | null;
  /** The round being played, from 1. */
  readonly round: number;
  /** Rounds in which Mister X has moved. */
  readonly rounds: number;
  /** Where the game ended (capture, trapped), as printed on the players' board. */
  readonly endStation: number | null;
}

export type GameDetails =
  | { readonly ok: true; readonly facts: GameFacts }
  /** `problem` null: the game is no longer saved. */
  | { readonly ok: false; readonly problem: StoredProblem | null };

export async function listGames(): Promise<ListedSession[]> {
  // The game in play may have a save on its way; list what it will be.
  await whenSaved();
  return listSessions();
}

export async function loadDetails(id: string): Promise<GameDetails> {
  const loaded = await loadSession(id);
  if (loaded.ok) return { ok: true, facts: factsOf(loaded.session) };
  return { ok: false, problem: loaded.reason === 'damaged' ? loaded.problem : null };
}

export function factsOf(session: Session): GameFacts {
  const state = finalState(replay(session.setup, session.events));
  const log = state?.log ?? [];
  const end = state?.over?.station ?? null;
  return {
    session,
    pawns: session.setup.pawns.map((pawn) => pawn.name),
    over: state?.over ?? null,
    round: state?.round ?? 1,
    rounds: log[log.length - 1]?.round ?? 0,
    endStation: state && end !== null ? state.game.board.label(end) : null,
  };
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
