// Not one tap lost: the write-ahead copy is written in the tap's own task, so a reload or a killed
// browser before the checked save lands still reopens on what the screen showed; and it never
// brings back a copy another tab has overtaken. (The browser test kills Chromium at random
// instants: tests/e2e/write-ahead.test.ts.)
import 'fake-indexeddb/auto';
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSession, freshDevice, loadStoreModules, sessionAfter } from '../../tests/support/store';
import type { Session } from '../format/session';

const game = fixtureSession('rb-22-rounds');

/** A device whose stored game is `game` after `events` events, saved and acknowledged; returns the
 *  modules and the stored revision. */
async function savedAfter(events: number) {
  const modules = await freshDevice();
  // As at start-up: the database is open (restoring the game in progress opened it).
  await modules.database.openDatabase();
  modules.autosave.startAutosave(signal<Session | null>(sessionAfter(game, events)));
  await modules.queue.whenSaved();
  const record = (await (await modules.database.openDatabase()).get(`session:${game.id}`)) as { revision: string };
  return { ...modules, revision: record.revision };
}

describe('the write-ahead copy', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('brings back a tap whose checked save never ran, and then saves it', async () => {
    const { writeAhead, revision } = await savedAfter(20);
    // The tap: written ahead in its own task; the browser dies before the queue saves it.
    expect(writeAhead.writeAhead(sessionAfter(game, 21), revision)).toBe(true);

    const after = await loadStoreModules();
    const restored = await after.autosave.restoreCurrentSession();
    expect(restored).toEqual({ ok: true, session: sessionAfter(game, 21) });
    after.autosave.startAutosave(signal<Session | null>(restored?.ok ? restored.session : null));
    await after.queue.whenSaved();
    expect(after.queue.saveStatus.value).toEqual({ state: 'saved' });
    expect(await (await loadStoreModules()).sessions.loadSession(game.id)).toEqual({
      ok: true,
      session: sessionAfter(game, 21),
    });
  });

  it('brings back an undo (fewer events than stored) that grew from the stored copy', async () => {
    const { writeAhead, revision } = await savedAfter(20);
    writeAhead.writeAhead(sessionAfter(game, 19), revision);
    const after = await loadStoreModules();
    const restored = await after.autosave.restoreCurrentSession();
    expect(restored).toEqual({ ok: true, session: sessionAfter(game, 19) });
    after.autosave.startAutosave(signal<Session | null>(restored?.ok ? restored.session : null));
    await after.queue.whenSaved();
    expect(after.queue.saveStatus.value).toEqual({ state: 'saved' });
  });

  it('does not bring back a copy another tab has overtaken since', async () => {
    const { writeAhead, revision } = await savedAfter(20);
    // This tab undoes a move and dies; another tab meanwhile stored more moves from the old copy.
    writeAhead.writeAhead(sessionAfter(game, 19), revision);
    const other = await loadStoreModules();
    other.autosave.startAutosave(signal<Session | null>(sessionAfter(game, 25)));
    await other.queue.whenSaved();

    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toEqual({ ok: true, session: sessionAfter(game, 25) });
  });

  it('opens on the set-up screen when the table had left the game for it', async () => {
    const { autosave, database } = await savedAfter(20);
    const source = signal<Session | null>(sessionAfter(game, 20));
    autosave.startAutosave(source);
    // The pointer to the game in progress is cleared through the queue; the browser dies first.
    source.value = null;
    expect(await (await database.openDatabase()).get('pref:current-session')).toEqual({ version: 1, id: game.id });
    expect(await (await loadStoreModules()).autosave.restoreCurrentSession()).toBeNull();
  });

  it('says the database failed, instead of opening a new game, when it cannot read where the game is kept', async () => {
    const { writeAhead, revision } = await savedAfter(20);
    writeAhead.writeAhead(sessionAfter(game, 21), revision);
    // Killed: no localStorage copy here (Chromium writes it to disk seconds after the tap). On the
    // relaunch the database opens, then refuses every read.
    const after = await loadStoreModules();
    await after.database.openDatabase();
    vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(() => {
      throw new DOMException('Internal error reading the database', 'UnknownError');
    });
    expect(await after.autosave.restoreCurrentSession()).toEqual({
      ok: false,
      reason: 'damaged',
      problem: { code: 'database', detail: 'UnknownError: Internal error reading the database' },
    });
  });

  it('brings back a game started and killed before anything was stored', async () => {
    const modules = await freshDevice();
    await modules.database.openDatabase();
    modules.writeAhead.writeAhead(sessionAfter(game, 0), null);
    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toEqual({ ok: true, session: sessionAfter(game, 0) });
  });
});
