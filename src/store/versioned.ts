// Stored records are plain objects with a `version`. Reading one climbs the module's migrations
// step by step to the current version, or says why the record cannot be read (store/problems.ts).
import type { StoredProblem } from './problems';

export type StoredObject = Readonly<Record<string, unknown>>;

/** Upgrades keyed by the version they read: each returns a record of the next version. */
export type Migrations = Readonly<Record<number, (record: StoredObject) => StoredObject>>;

export type Upgraded =
  | { readonly ok: true; readonly record: StoredObject }
  | { readonly ok: false; readonly problem: StoredProblem };

export function upgradeRecord(stored: unknown, current: number, migrations: Migrations): Upgraded {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    return { ok: false, problem: { code: 'not-an-object' } };
  }
  let record = stored as StoredObject;
  const version = record.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, problem: { code: 'no-version' } };
  }
  if (version > current) {
    return { ok: false, problem: { code: 'newer-record', version } };
  }
  for (let from = version; from < current; from++) {
    const migration = migrations[from];
    if (!migration) return { ok: false, problem: { code: 'unknown-record-version', version: from } };
    record = migration(record);
  }
  return { ok: true, record };
}

export function isStoredObject(value: unknown): value is StoredObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
