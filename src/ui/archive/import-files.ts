// Importing files: each is read and checked completely before anything is stored, so a file with
// any problem changes nothing. An archive is all or nothing: if one of its games cannot be read,
// none is stored and every problem is listed; the player may then import the readable ones on
// purpose. A game whose id is already stored is never overwritten: the same content is reported
// "already here", different content (or a damaged record under that id) is stored as a copy.
import '../../format/session-v0';
import type { FileProblem } from '../../format/archive';
import { MAX_ARCHIVE_BYTES, readDragnetJson } from '../../format/archive';
import { sizeProblem } from '../../format/readers';
import type { Session } from '../../format/session';
import { newSessionId } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import { loadSession, saveSession } from '../../store/sessions';
import { suffixedName } from './archive-data';

export type StoredOutcome = 'added' | 'copy' | 'same' | 'failed';

export interface ImportedGame {
  readonly name: string;
  readonly outcome: StoredOutcome;
}

/** Why a file cannot be imported; `unreadable`: the browser could not read it at all (its report). */
export type ImportProblem = FileProblem | { readonly unreadable: string };

export type FileImport =
  | { readonly file: string; readonly ok: true; readonly kind: 'session' | 'archive'; readonly games: ImportedGame[] }
  | {
      readonly file: string;
      readonly ok: false;
      readonly problems: readonly ImportProblem[];
      /** An archive's games that can be read, for the player to import on purpose. */
      readonly readable: readonly Session[];
    };

export async function importFile(file: File, copySuffix: string): Promise<FileImport> {
  // Refused before reading: a huge file would only stall the phone.
  const tooLarge = sizeProblem(file.size, MAX_ARCHIVE_BYTES, 'dragnet');
  if (tooLarge) {
    return { file: file.name, ok: false, problems: [{ path: '', session: null, problem: tooLarge }], readable: [] };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (caught: unknown) {
    return { file: file.name, ok: false, problems: [{ unreadable: String(caught) }], readable: [] };
  }
  const read = readDragnetJson(text);
  if (!read.ok) return { file: file.name, ok: false, problems: read.problems, readable: read.readable };
  return { file: file.name, ok: true, kind: read.kind, games: await storeGames(read.sessions, copySuffix) };
}

/** Stores checked sessions one by one (a later one may share an id with an earlier one). */
export async function storeGames(sessions: readonly Session[], copySuffix: string): Promise<ImportedGame[]> {
  const games: ImportedGame[] = [];
  for (const session of sessions) games.push(await storeGame(session, copySuffix));
  return games;
}

async function storeGame(session: Session, copySuffix: string): Promise<ImportedGame> {
  const stored = await loadSession(session.id);
  if (stored.ok && makeSessionJson(stored.session) === makeSessionJson(session)) {
    return { name: session.name, outcome: 'same' };
  }
  const isNew = !stored.ok && stored.reason === 'missing';
  const game = isNew ? session : { ...session, id: newSessionId(), name: suffixedName(session.name, copySuffix) };
  await saveSession(game);
  // Read back: a write the browser refused (storage full) is reported, not assumed.
  const check = await loadSession(game.id);
  const outcome = !check.ok ? 'failed' : isNew ? 'added' : 'copy';
  return { name: game.name, outcome };
}
