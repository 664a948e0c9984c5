// For the archive's tests only: recorded games from tests/fixtures, a device's stored records as
// a plain snapshot (to prove a refused import changed nothing), and files as a file picker gives them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Session } from '../../src/format/session';
import { parseSessionJson } from '../../src/format/session';
import { openDatabase } from '../../src/store/database';
import { whenSaved } from '../../src/store/save-queue';

export function fixtureText(name: string): string {
  return readFileSync(join(__dirname, '../fixtures', `${name}.session.json`), 'utf8');
}

export function fixture(name: string): Session {
  const parsed = parseSessionJson(fixtureText(name));
  if (!parsed.ok) throw new Error(`fixture ${name}: ${parsed.error.message}`);
  return parsed.session;
}

/** Every record stored, by key: what "nothing stored changed" is checked against. */
export async function storedRecords(): Promise<Record<string, unknown>> {
  await whenSaved();
  const store = await openDatabase();
  const keys = (await store.keys()).sort();
  const values = await store.getMany(keys);
  return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
}

export async function emptyDevice(): Promise<void> {
  await whenSaved();
  const store = await openDatabase();
  for (const key of await store.keys()) await store.delete(key);
}

export function jsonFileOf(text: string, name: string): File {
  return new File([text], name, { type: 'application/json' });
}
