// What the app has told the table about keeping its saved games, under `pref:keeping`: when the
// one notice that this browser may delete them was shown, when a backup file of all games was
// last made, and when the table was last reminded of it. A missing or unreadable record reads as
// "never", which at worst shows the calm notice once more.
import { openDatabase } from './database';
import { queueWrite } from './save-queue';
import { upgradeRecord } from './versioned';

const KEEPING_KEY = 'pref:keeping';
const RECORD_VERSION = 1;

export interface Keeping {
  /** ISO times, null for never. */
  readonly noticeShownAt: string | null;
  readonly lastBackupAt: string | null;
  readonly remindedAt: string | null;
}

export const NEVER_TOLD: Keeping = { noticeShownAt: null, lastBackupAt: null, remindedAt: null };

export function migrateKeeping(stored: unknown): Keeping {
  const upgraded = upgradeRecord(stored, RECORD_VERSION, {});
  if (!upgraded.ok) return NEVER_TOLD;
  const time = (field: keyof Keeping) => {
    const value = upgraded.record[field];
    return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  return { noticeShownAt: time('noticeShownAt'), lastBackupAt: time('lastBackupAt'), remindedAt: time('remindedAt') };
}

export async function loadKeeping(): Promise<Keeping> {
  const store = await openDatabase();
  return migrateKeeping(await store.get(KEEPING_KEY).catch(() => undefined));
}

/** Stores `change` over what is stored now. */
export function updateKeeping(change: Partial<Keeping>): Promise<void> {
  return queueWrite(KEEPING_KEY, async (store) => {
    const now = migrateKeeping(await store.get(KEEPING_KEY).catch(() => undefined));
    await store.set(KEEPING_KEY, { version: RECORD_VERSION, ...now, ...change });
  });
}
