// Where Dragnet's secret is kept on the device: `secret:<game id>` in the app's IndexedDB store,
// through the one ordered write queue (src/store/save-queue.ts), beside the saved game
// `session:<game id>`. A reload or a crash finds the same hidden game again.
import { openDatabase } from '../../store/database';
import { queueWrite } from '../../store/save-queue';
import type { SecretRecord } from './secret-record';
import { readSecretRecord, secretKey } from './secret-record';

/** The secret of the game `id`; null when Mister X is a person there (no record), or it is unreadable. */
export async function loadSecret(id: string): Promise<SecretRecord | null> {
  const store = await openDatabase();
  const stored = await store.get(secretKey(id)).catch(() => undefined);
  return readSecretRecord(stored, id);
}

/** Stores `record`; resolves once the write queue has run it. */
export function saveSecret(record: SecretRecord): Promise<void> {
  const key = secretKey(record.id);
  return queueWrite(key, (store) => store.set(key, record));
}
