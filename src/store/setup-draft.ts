// The set-up screen's draft under `pref:setup-draft`, so a reload while the table taps its start
// cards does not make it start again, and the next game is offered the last one's set-up. Stored as
// the plain data the screen hands over; the screen checks it when it reads it back
// (ui/setup/draft-storage.ts), and anything it cannot use gives a fresh set-up.
import { openDatabase } from './database';
import { queueWrite } from './save-queue';
import { upgradeRecord } from './versioned';

const DRAFT_KEY = 'pref:setup-draft';
const RECORD_VERSION = 1;

/** The stored draft, or null when there is none (or its record cannot be read). */
export async function loadSetupDraft(): Promise<unknown> {
  const store = await openDatabase();
  const stored = await store.get(DRAFT_KEY).catch(() => undefined);
  if (stored === undefined) return null;
  const upgraded = upgradeRecord(stored, RECORD_VERSION, {});
  return upgraded.ok ? (upgraded.record.draft ?? null) : null;
}

/** Stores the draft (plain JSON data), or forgets it with null. */
export function saveSetupDraft(draft: unknown): Promise<void> {
  return queueWrite(DRAFT_KEY, (store) =>
    draft === null ? store.delete(DRAFT_KEY) : store.set(DRAFT_KEY, { version: RECORD_VERSION, draft }),
  );
}
