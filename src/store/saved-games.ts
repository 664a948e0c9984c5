// The list of saved games, read from the index (game-index.ts) and kept right: each listing compares
// the games' keys with the index's in one read, makes the entries that are missing from the games'
// records (the first listing after an update builds the whole index this way, a batch at a time,
// each batch written as it is made, so a closed tab leaves the work half done and the next listing
// goes on from there) and drops entries whose game is gone. No record is changed, none is lost: a
// game that cannot be read gets an entry that says why. Imported games are stored here too, many
// in one transaction, each with its entry.
import type { Entries, KeyValueStore } from './database';
import { openDatabase } from './database';
import type { IndexEntry } from './game-index';
import { byLastPlayed, damagedEntry, INDEX_PREFIX, indexKey, readIndexEntry, summaryOf } from './game-index';
import type { CheckedGame } from './import-check';
import { readSessionReplay, recordName } from './session-records';
import { announceSaved, SESSION_PREFIX, sessionKey } from './sessions';

/** Records read from the database at a time while the index is built. */
const BUILD_BATCH = 20;
/** The longest the page's thread works on the index before it lets the page draw (ms). */
const SLICE_MS = 40;

/** Progress of a long task: `done` of `total` games. */
export type Progress = (done: number, total: number) => void;

/** Every saved game's entry, most recently played first (damaged ones last). Entries missing from
 *  the index are made (and stored) first; `onProgress` hears how far that has come. */
export async function listSavedGames(onProgress?: Progress): Promise<IndexEntry[]> {
  const store = await openDatabase();
  const { keys, entries } = await store.scan(SESSION_PREFIX, INDEX_PREFIX);
  const ids = new Set(keys.map((key) => key.slice(SESSION_PREFIX.length)));
  const listed = new Map<string, IndexEntry>();
  const stale: string[] = [];
  for (const [key, value] of entries) {
    const id = key.slice(INDEX_PREFIX.length);
    const entry = ids.has(id) ? readIndexEntry(value, id) : null;
    if (entry) listed.set(id, entry);
    // The game is gone (deleted by a version before the index), or the entry cannot be used.
    else stale.push(key);
  }
  if (stale.length > 0) await store.deleteMany(stale).catch(() => undefined);
  const missing = [...ids].filter((id) => !listed.has(id));
  if (missing.length > 0) {
    for (const entry of await buildEntries(store, missing, onProgress)) listed.set(entry.id, entry);
  }
  return [...listed.values()].sort(byLastPlayed);
}

/** Makes the entries of these games from their records, stores them, and returns them. */
async function buildEntries(
  store: KeyValueStore,
  ids: readonly string[],
  onProgress?: Progress,
): Promise<IndexEntry[]> {
  const built: IndexEntry[] = [];
  let slice = performance.now();
  onProgress?.(0, ids.length);
  for (let start = 0; start < ids.length; start += BUILD_BATCH) {
    const batch = ids.slice(start, start + BUILD_BATCH);
    const records = await store.getMany(batch.map(sessionKey));
    const made: IndexEntry[] = [];
    for (const [index, id] of batch.entries()) {
      const entry = entryOfRecord(id, records[index]);
      if (entry) made.push(entry);
      if (performance.now() - slice > SLICE_MS) {
        await nextTask();
        slice = performance.now();
      }
    }
    // Only where no entry is stored yet: a save since then wrote its own, newer one. A write that
    // fails (storage full) leaves the list as made here; the next listing tries again.
    await store.putMissing(made.map((entry): Entries => [[indexKey(entry.id), entry]])).catch(() => undefined);
    built.push(...made);
    onProgress?.(start + batch.length, ids.length);
  }
  return built;
}

/** The entry of a stored record; null when the record has gone since its key was read. */
export function entryOfRecord(id: string, stored: unknown): IndexEntry | null {
  const read = readSessionReplay(stored);
  switch (read.kind) {
    case 'ok':
      if (read.session.id !== id) return damagedEntry(id, { code: 'another-game', id: read.session.id }, null);
      return summaryOf(read.session, read.revision, read.replay);
    case 'damaged':
      return damagedEntry(id, read.problem, recordName(stored));
    case 'missing':
      return null;
  }
}

/** The ids of every saved game. */
export async function savedIds(): Promise<Set<string>> {
  const store = await openDatabase();
  const { keys } = await store.scan(SESSION_PREFIX, null);
  return new Set(keys.map((key) => key.slice(SESSION_PREFIX.length)));
}

/** Stores new games in one transaction, each with its index entry; a game whose id is stored
 *  meanwhile is left out. Resolves to the ids stored; rejects when the browser refused the write
 *  (storage full), which stores none of them. */
export async function storeNewGames(games: readonly CheckedGame[]): Promise<Set<string>> {
  const store = await openDatabase();
  const groups = games.map(
    ({ session, record, entry }): Entries => [
      [sessionKey(session.id), record],
      [indexKey(session.id), entry],
    ],
  );
  const written = await store.putMissing(groups);
  const ids = new Set(written.map((key) => key.slice(SESSION_PREFIX.length)));
  for (const group of groups) {
    const [key, record] = group[0] ?? [];
    const id = key?.slice(SESSION_PREFIX.length);
    if (id && ids.has(id)) announceSaved(store, id, (record as { revision: string }).revision);
  }
  return ids;
}

/** Lets the page draw (and a progress bar move) before the work goes on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
