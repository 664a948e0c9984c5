// Where Dragnet's secret is kept on the device: `secret:<game id>` in the app's IndexedDB store,
// through the one ordered write queue (src/store/save-queue.ts), beside the saved game
// `session:<game id>`. A reload or a crash finds the same hidden game again.

import type { Strength } from '../../mister-x/player';
import { openDatabase } from '../../store/database';
import { queueWrite } from '../../store/save-queue';
import type { SecretRecord } from './secret-record';
import { readSecretRecord, SECRET_PREFIX, secretKey } from './secret-record';

/** The secret of the game `id`; null when Mister X is a person there (no record), or it is unreadable. */
export async function loadSecret(id: string): Promise<SecretRecord | null> {
  const store = await openDatabase();
  const stored = await store.get(secretKey(id)).catch(() => undefined);
  return readSecretRecord(stored, id);
}

/** The strength of every game Dragnet plays as Mister X, by the game's id, read from all his
 *  records in one go; nothing else of them leaves here. The table's record counts who played him
 *  (a game without a record: a person). */
export async function loadStrengths(): Promise<Map<string, Strength>> {
  const store = await openDatabase();
  const { entries } = await store.scan(SECRET_PREFIX, SECRET_PREFIX);
  const strengths = new Map<string, Strength>();
  for (const [key, stored] of entries) {
    const id = key.slice(SECRET_PREFIX.length);
    const record = readSecretRecord(stored, id);
    if (record) strengths.set(id, record.strength);
  }
  return strengths;
}

/** Stores `record`; resolves once the write queue has run it. */
export function saveSecret(record: SecretRecord): Promise<void> {
  const key = secretKey(record.id);
  return queueWrite(key, (store) => store.set(key, record));
}
