// The review's kept analyses (src/ui/review/review-cache.ts): one record per saved game under
// `review:<id>`, and `review-order`, the games whose analysis was kept, the latest first. A record
// is read and replaced in one transaction, written only while the game's record `session:<id>` is
// stored (so a game deleted meanwhile, in this tab or another, never leaves one behind; its delete
// takes the key along, sessions.ts), and only the latest `limit` games keep theirs: the others are
// deleted in the same transaction, so what is kept never grows with the number of saved games. Not
// through the save queue: nothing here is the table's to hear about. Loaded with the review.
import { objectsNow, openDatabase } from './database';
import { reviewKeyOf, sessionKey } from './sessions';

export const REVIEW_PREFIX = reviewKeyOf('');
export const REVIEW_ORDER_KEY = 'review-order';

/** Writes what `make` returns for the game `id`'s record (undefined: nothing), while the game is
 *  stored, and keeps the records of the latest `limit` games. Resolves to whether it wrote; false
 *  without IndexedDB (nothing is kept then). */
export async function keepReviewRecord(
  id: string,
  make: (stored: unknown) => unknown,
  limit: number,
): Promise<boolean> {
  await openDatabase();
  const objects = objectsNow();
  if (!objects) return false;
  const { transaction } = objects;
  return new Promise((resolve, reject) => {
    let wrote = false;
    transaction.oncomplete = () => resolve(wrote);
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('The write was aborted.', 'AbortError'));
    // Requests of a transaction answer in order: all are known when the last one is.
    const game = objects.getKey(sessionKey(id));
    const read = objects.get(reviewKeyOf(id));
    const order = objects.get(REVIEW_ORDER_KEY);
    const kept = objects.getAllKeys(IDBKeyRange.bound(REVIEW_PREFIX, `${REVIEW_PREFIX}\uffff`));
    kept.onsuccess = () => {
      if (game.result === undefined) return;
      try {
        const value = make(read.result);
        if (value === undefined) return;
        objects.put(value, reviewKeyOf(id));
        const present = new Set(kept.result.map((key) => String(key).slice(REVIEW_PREFIX.length)));
        const latest = [id, ...orderOf(order.result).filter((other) => other !== id && present.has(other))];
        // Records the order does not name (it was damaged) are the oldest.
        for (const other of present) if (!latest.includes(other)) latest.push(other);
        for (const other of latest.slice(limit)) objects.delete(reviewKeyOf(other));
        objects.put({ version: 1, games: latest.slice(0, limit) }, REVIEW_ORDER_KEY);
        wrote = true;
      } catch (caught: unknown) {
        transaction.abort();
        reject(caught);
      }
    };
  });
}

/** The games of a stored order, the latest first (none when it is not one). */
export function orderOf(stored: unknown): string[] {
  if (typeof stored !== 'object' || stored === null) return [];
  const { version, games } = stored as { version?: unknown; games?: unknown };
  if (version !== 1 || !Array.isArray(games)) return [];
  return games.filter((game): game is string => typeof game === 'string');
}
