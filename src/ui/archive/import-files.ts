// Importing files: a session file is checked completely before anything is stored; an archive is
// read entry by entry, so one damaged game never blocks the others. A stored game is never
// overwritten by an import.

import type { FileProblem } from '../../format/archive';
import { archiveEntries, MAX_ARCHIVE_BYTES, openDragnetJson } from '../../format/archive';
import type { FormatProblem } from '../../format/problems';
import { sizeProblem } from '../../format/readers';
import type { DragnetXFile, Session } from '../../format/session';
import { newSessionId } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import { IMPORT_MIGRATIONS } from '../../format/session-v0';
import type { CheckedGame } from '../../store/import-check';
import type { Progress } from '../../store/saved-games';
import { savedIds, storeNewGames } from '../../store/saved-games';
import { loadSession, saveSession } from '../../store/sessions';
import { suffixedName } from './archive-data';

/** `restored`: the game was already here, without the secret of Dragnet as Mister X that the file
 *  carried for it, which the secret side now keeps again. */
export type StoredOutcome = 'added' | 'copy' | 'same' | 'restored' | 'failed';

export interface ImportedGame {
  readonly name: string;
  readonly outcome: StoredOutcome;
}

/** An archive's game that cannot be read: where it is, its name when it has one, why, and the entry
 *  exactly as the file holds it. */
export interface DamagedGame {
  readonly index: number;
  readonly name: string | null;
  readonly problem: FormatProblem;
  readonly raw: unknown;
}

/** Why a file cannot be imported; `unreadable`: the browser could not read it at all (its report). */
export type ImportProblem = FileProblem | { readonly unreadable: string };

export type FileImport =
  | {
      readonly file: string;
      readonly ok: true;
      readonly kind: 'session' | 'archive';
      readonly games: readonly ImportedGame[];
      /** An archive's games that cannot be read (none were stored). */
      readonly damaged: readonly DamagedGame[];
    }
  | { readonly file: string; readonly ok: false; readonly problems: readonly ImportProblem[] };

/** The secret of Dragnet as Mister X that a file carried for a game read from it (issue 17), checked
 *  against the game's record when the file was read (src/game/route-fits.ts). The import does not
 *  look inside: once the game is stored it hands it to the secret side, which keeps it, so the game
 *  goes on against Dragnet on this device. */
const secrets = new WeakMap<Session, DragnetXFile>();

/** Hands the file's secret for `read` to the secret side for the stored game `stored`; with
 *  `ifMissing`, only when the device keeps none for it (its own may reach a turn further). Resolves
 *  to whether the secret side took it. */
async function keepSecret(read: Session, stored: Session, ifMissing = false): Promise<boolean> {
  const dragnetX = secrets.get(read);
  if (!dragnetX) return false;
  const side = await import('../secret/dragnet-x');
  if (ifMissing && (await side.hasSecret(stored.id))) return false;
  return side.importSecret(stored, dragnetX);
}

/** Archive games checked and stored at a time. */
const STORE_BATCH = 100;

/** Imports a session or archive file. Of an archive every game that can be read is stored (a batch
 *  at a time, each batch in one transaction with its index entries), and every game that cannot is
 *  named with why and kept exactly as the file holds it, for the player to save. `onProgress` hears
 *  how many of the archive's games are done. */
export async function importFile(file: File, copySuffix: string, onProgress?: Progress): Promise<FileImport> {
  // Refused before reading: a huge file would only stall the phone.
  const tooLarge = sizeProblem(file.size, MAX_ARCHIVE_BYTES, 'dragnet');
  if (tooLarge) return { file: file.name, ok: false, problems: [{ path: '', session: null, problem: tooLarge }] };
  let text: string;
  try {
    text = await file.text();
  } catch (caught: unknown) {
    return { file: file.name, ok: false, problems: [{ unreadable: String(caught) }] };
  }
  const opened = openDragnetJson(text, IMPORT_MIGRATIONS);
  if (opened.kind === 'other') {
    const { read } = opened;
    if (!read.ok) return { file: file.name, ok: false, problems: read.problems };
    const [only] = read.sessions;
    if (only && read.dragnetX) secrets.set(only, read.dragnetX);
    return {
      file: file.name,
      ok: true,
      kind: read.kind,
      games: await storeGames(read.sessions, copySuffix),
      damaged: [],
    };
  }
  const archive = archiveEntries(opened.value);
  if (!archive.ok) return { file: file.name, ok: false, problems: [archive.problem] };
  const { games, damaged } = await importEntries(archive.entries, copySuffix, onProgress);
  return { file: file.name, ok: true, kind: 'archive', games, damaged };
}

/** Checks and stores an archive's entries a batch at a time. The checks run in a worker (loaded
 *  now) while the page stores the batch checked before, so the page's thread only writes. */
async function importEntries(
  entries: readonly unknown[],
  copySuffix: string,
  onProgress?: Progress,
): Promise<{ games: ImportedGame[]; damaged: DamagedGame[] }> {
  const games: ImportedGame[] = [];
  const damaged: DamagedGame[] = [];
  const known = await savedIds();
  const { checkInBatches } = await import('../../worker/import-check-client');
  let writing: Promise<void> = Promise.resolve();
  let start = 0;
  onProgress?.(0, entries.length);
  for await (const checked of checkInBatches(entries, STORE_BATCH)) {
    const end = start + checked.length;
    const fresh: CheckedGame[] = [];
    const again: Session[] = [];
    for (const [offset, read] of checked.entries()) {
      const index = start + offset;
      if (!read.ok) {
        const { session, problem } = read.problem;
        damaged.push({ index, name: session?.name ?? null, problem, raw: entries[index] });
      } else {
        const { session } = read.game;
        if (read.dragnetX) secrets.set(session, read.dragnetX);
        if (known.has(session.id)) again.push(session);
        else {
          fresh.push(read.game);
          known.add(session.id);
        }
      }
    }
    await writing;
    writing = storeBatch(fresh, again, copySuffix).then((stored) => {
      games.push(...stored);
      onProgress?.(end, entries.length);
    });
    start = end;
  }
  await writing;
  return { games, damaged };
}

/** Stores a batch: the new games in one transaction, those whose id is stored one by one. */
async function storeBatch(
  fresh: readonly CheckedGame[],
  again: Session[],
  copySuffix: string,
): Promise<ImportedGame[]> {
  const games: ImportedGame[] = [];
  // null: the browser refused the batch (storage full): none of it was stored.
  const stored = fresh.length === 0 ? new Set<string>() : await storeNewGames(fresh).catch(() => null);
  for (const { session } of fresh) {
    if (!stored) games.push({ name: session.name, outcome: 'failed' });
    else if (stored.has(session.id)) {
      await keepSecret(session, session);
      games.push({ name: session.name, outcome: 'added' });
    }
    // Left out: its id was stored meanwhile (another tab).
    else again.push(session);
  }
  // Games whose id is stored already: one at a time, compared with what is stored.
  games.push(...(await storeGames(again, copySuffix)));
  return games;
}

/** Stores checked sessions one by one (a later one may share an id with an earlier one). A game
 *  whose id is already stored is never overwritten: the same content is reported "already here"
 *  (and when the file carries Dragnet's secret as Mister X for it and the device has none, the
 *  secret is taken back, "restored"); different content (or a damaged record under that id) is
 *  stored as a copy. */
export async function storeGames(sessions: readonly Session[], copySuffix: string): Promise<ImportedGame[]> {
  const games: ImportedGame[] = [];
  for (const session of sessions) games.push(await storeGame(session, copySuffix));
  return games;
}

async function storeGame(session: Session, copySuffix: string): Promise<ImportedGame> {
  const stored = await loadSession(session.id);
  if (stored.ok && makeSessionJson(stored.session) === makeSessionJson(session)) {
    // The same game: a secret the device lost (or never had) is taken from the file.
    return { name: session.name, outcome: (await keepSecret(session, session, true)) ? 'restored' : 'same' };
  }
  const isNew = !stored.ok && stored.reason === 'missing';
  const game = isNew ? session : { ...session, id: newSessionId(), name: suffixedName(session.name, copySuffix) };
  await saveSession(game);
  // Read back: a write the browser refused (storage full) is reported, not assumed.
  const check = await loadSession(game.id);
  if (check.ok) await keepSecret(session, game);
  const outcome = !check.ok ? 'failed' : isNew ? 'added' : 'copy';
  return { name: game.name, outcome };
}
