// Importing files: each is read and checked completely before anything is stored, so a file with
// any problem changes nothing. An archive is all or nothing: if one of its games cannot be read,
// none is stored and every problem is listed; the player may then import the readable ones on
// purpose. A game whose id is already stored is never overwritten: the same content is reported
// "already here", different content (or a damaged record under that id) is stored as a copy.
import '../../format/session-v0';
import type { FileProblem } from '../../format/archive';
import { MAX_ARCHIVE_BYTES, readDragnetJson } from '../../format/archive';
import { makeSessionJson, type Session } from '../../format/session';
import { loadSession, saveSession } from '../../store/sessions';
import { newSessionId, suffixedName } from './archive-data';

export type StoredOutcome = 'added' | 'copy' | 'same' | 'failed';

export interface ImportedGame {
  readonly name: string;
  readonly outcome: StoredOutcome;
}

export type FileImport =
  | { readonly file: string; readonly ok: true; readonly kind: 'session' | 'archive'; readonly games: ImportedGame[] }
  | {
      readonly file: string;
      readonly ok: false;
      /** 'unreadable': the browser could not read the file at all. */
      readonly problems: readonly (FileProblem | { readonly kind: 'unreadable'; readonly message: string })[];
      /** An archive's games that can be read, for the player to import on purpose. */
      readonly readable: readonly Session[];
    };

export async function importFile(file: File, copySuffix: string): Promise<FileImport> {
  // Refused before reading: a huge file would only stall the phone.
  if (file.size > MAX_ARCHIVE_BYTES) {
    const size = Math.ceil((file.size / (1024 * 1024)) * 10) / 10;
    const limit = MAX_ARCHIVE_BYTES / (1024 * 1024);
    const problem: FileProblem = {
      kind: 'too-large',
      message: `The file is too large (${size} MB); Dragnet imports files of at most ${limit} MB.`,
      path: '',
      session: null,
      params: { size, limit },
    };
    return { file: file.name, ok: false, problems: [problem], readable: [] };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (caught: unknown) {
    return { file: file.name, ok: false, problems: [{ kind: 'unreadable', message: String(caught) }], readable: [] };
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
