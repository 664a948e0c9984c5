// What the UI keeps in Web Storage between reloads: one module per thing kept (its key, version
// and parser, in this folder), each stored as `{ version, value }` and read back through the same
// versions and migrations as store/'s records (store/versioned.ts). A value this module did not
// write (corrupt, foreign or newer) reads as nothing and is left alone; a missing, full or refused
// storage costs only the convenience, and nothing here ever throws into the UI.
import type { Migrations } from '../../store/versioned';
import { isStoredObject, upgradeRecord } from '../../store/versioned';

export interface Kept<T> {
  /** What is kept, or null: nothing, a value it did not write, or no storage. */
  read(): T | null;
  /** Keeps `value`; null forgets it. */
  write(value: T | null): void;
}

/** Keeps a value under `key`: in localStorage, which outlives the tab, or sessionStorage, which
 *  lives as long as the tab and survives a reload. `parse` takes the value as the current `version`
 *  writes it, `legacy` as an app before ui/kept wrote it (no version): anything else gives null. */
export function kept<T>(
  area: 'localStorage' | 'sessionStorage',
  key: string,
  parse: (value: unknown) => T | null,
  legacy = parse,
  version = 1,
  migrations: Migrations = {},
): Kept<T> {
  const write = (value: T | null) => {
    try {
      // Reading `sessionStorage` itself throws where storage is refused.
      const storage = globalThis[area];
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify({ version, value }));
    } catch {
      // Full or refused: only the convenience is lost.
    }
  };
  return {
    read() {
      try {
        const stored = JSON.parse(globalThis[area]?.getItem(key) ?? 'null') as unknown;
        if (isStoredObject(stored) && 'version' in stored) {
          const upgraded = upgradeRecord(stored, version, migrations);
          return upgraded.ok ? parse(upgraded.record.value) : null;
        }
        // Written before ui/kept: read once and kept again in the current format.
        const value = legacy(stored);
        if (value !== null) write(value);
        return value;
      } catch {
        return null;
      }
    },
    write,
  };
}

/** A plain object's fields, or null. */
export const fields = (value: unknown): Readonly<Record<string, unknown>> | null =>
  isStoredObject(value) ? value : null;
