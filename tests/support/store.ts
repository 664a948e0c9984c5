// For the store's tests only: a fresh copy of the store modules over a fresh fake IndexedDB, and a
// "reload" that keeps the database but starts the modules (open connection, queue) anew.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';
import type { Session } from '../../src/format/session';
import { parseSessionJson } from '../../src/format/session';

export async function loadStoreModules() {
  vi.resetModules();
  return {
    database: await import('../../src/store/database'),
    queue: await import('../../src/store/save-queue'),
    sessions: await import('../../src/store/sessions'),
    savedGames: await import('../../src/store/saved-games'),
    settings: await import('../../src/store/settings'),
    autosave: await import('../../src/store/autosave'),
    writeAhead: await import('../../src/store/write-ahead'),
  };
}

/** An empty device: a new IndexedDB, then fresh modules. */
export function freshDevice() {
  globalThis.indexedDB = new IDBFactory();
  return loadStoreModules();
}

/** A recorded game from tests/fixtures (rb-22-rounds has 117 events). */
export function fixtureSession(name: string): Session {
  const text = readFileSync(join(__dirname, '../fixtures', `${name}.session.json`), 'utf8');
  const parsed = parseSessionJson(text);
  if (!parsed.ok) throw new Error(`fixture ${name}: ${parsed.error.message}`);
  return parsed.session;
}

/** The same game after `events` entries, as the table would have saved it then. */
export function sessionAfter(session: Session, events: number): Session {
  const minutes = String(events % 60).padStart(2, '0');
  return { ...session, events: session.events.slice(0, events), updatedAt: `2026-11-22T19:${minutes}:00.000Z` };
}
