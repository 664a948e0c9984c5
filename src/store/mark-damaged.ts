// Marks a saved game damaged in the index of saved games (game-index.ts) when a read finds its
// record damaged: the entry written before the damage (a crash, a bad disk, another program) still
// describes a healthy game, and the list reads the index alone. Only the entry is written, never
// the record, and only while the record is still the one found damaged (read again in the same
// transaction). Loaded by sessions.ts when a read finds a damaged record, not with the page.
import { promisifyRequest } from 'idb-keyval';
import { objectsNow } from './database';
import type { DamagedEntry } from './game-index';
import { damagedEntry, indexKey } from './game-index';
import type { StoredProblem } from './problems';
import { recordName, sameJson } from './session-records';
import { isStoredObject } from './versioned';

/** Writes the mark for the game `id`, whose record under `recordKey` was `found` damaged. A write
 *  that fails (storage full) or no open database leaves the entry as it is: the next read of the
 *  record tries again. */
export function markDamaged(id: string, recordKey: string, found: unknown, problem: StoredProblem): Promise<void> {
  const objects = objectsNow();
  if (!objects) return Promise.resolve();
  const record = objects.get(recordKey);
  const listed = objects.get(indexKey(id));
  return new Promise((resolve, reject) => {
    // Requests of one transaction answer in order: the record's answer has come.
    listed.onsuccess = () => {
      const entry = damagedMark(id, found, problem, record.result, listed.result);
      if (entry) objects.put(entry, indexKey(id));
      resolve(promisifyRequest(objects.transaction));
    };
    objects.transaction.onabort = () => reject(objects.transaction.error);
  });
}

/** The entry that marks the game damaged, with the name the list showed; undefined when the record
 *  is no longer the one found damaged (`stored`, read now) or the entry says so already. */
export function damagedMark(
  id: string,
  found: unknown,
  problem: StoredProblem,
  stored: unknown,
  listed: unknown,
): DamagedEntry | undefined {
  if (!sameJson(stored, found)) return undefined;
  const before = isStoredObject(listed) ? listed : {};
  if (sameJson(before.damaged, problem)) return undefined;
  return damagedEntry(id, problem, typeof before.name === 'string' ? before.name : recordName(found));
}
