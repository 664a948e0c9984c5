// Records kept beside a saved game that are not the game (the review's finished analysis,
// src/ui/review/review-cache.ts): read and replaced in one transaction, and written only while the
// game's record `session:<id>` is stored, so a game deleted meanwhile, in this tab or another,
// never leaves one behind (its delete takes the key along, sessions.ts). Not through the save
// queue: nothing here is the table's to hear about. Loaded with the review, not with the page.
import { objectsNow, openDatabase } from './database';
import { sessionKey } from './sessions';

/** Writes what `make` returns for the value stored under `key` (undefined: nothing), while the game
 *  `id` is stored. Resolves to whether it wrote; false without IndexedDB (nothing is kept then). */
export async function putBesideGame(key: string, id: string, make: (stored: unknown) => unknown): Promise<boolean> {
  await openDatabase();
  const objects = objectsNow();
  if (!objects) return false;
  const { transaction } = objects;
  return new Promise((resolve, reject) => {
    let wrote = false;
    transaction.oncomplete = () => resolve(wrote);
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('The write was aborted.', 'AbortError'));
    // Requests of a transaction answer in order: the game's key is known when the value is.
    const game = objects.getKey(sessionKey(id));
    const read = objects.get(key);
    read.onsuccess = () => {
      if (game.result === undefined) return;
      try {
        const value = make(read.result);
        if (value === undefined) return;
        objects.put(value, key);
        wrote = true;
      } catch (caught: unknown) {
        transaction.abort();
        reject(caught);
      }
    };
  });
}
