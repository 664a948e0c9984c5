// The app reopens on the game in progress: every change of the session signal is saved, and a
// reload (fresh modules over the same database) finds the last state of the last game.
import 'fake-indexeddb/auto';
import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import type { Session } from '../game/session';
import { fixtureSession, freshDevice, loadStoreModules, sessionAfter } from './test-support';

describe('autosave', () => {
  it('reopens on the last state of the game in progress after a reload', async () => {
    const game = fixtureSession('rb-22-rounds');
    const { autosave, queue } = await freshDevice();
    const source = signal<Session | null>(null);
    autosave.startAutosave(source);
    for (let events = 1; events <= 30; events++) source.value = sessionAfter(game, events);
    await queue.whenSaved();

    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toEqual({ ok: true, session: sessionAfter(game, 30) });
  });

  it('writes nothing for the empty start and opens on nothing when no game was started', async () => {
    const { autosave, queue, sessions } = await freshDevice();
    autosave.startAutosave(signal<Session | null>(null));
    await queue.whenSaved();
    expect(queue.saveStatus.value).toEqual({ state: 'idle' });
    expect(await autosave.restoreCurrentSession()).toBeNull();
    expect(await sessions.listSessions()).toEqual([]);
  });

  it('follows a switch to another game and forgets the game in progress when the table leaves it', async () => {
    const { autosave, queue, sessions } = await freshDevice();
    const source = signal<Session | null>(fixtureSession('rb-short'));
    autosave.startAutosave(source);
    const other = fixtureSession('mb-ferry');
    source.value = other;
    await queue.whenSaved();
    expect(await autosave.restoreCurrentSession()).toEqual({ ok: true, session: other });

    source.value = null;
    await queue.whenSaved();
    expect(await autosave.restoreCurrentSession()).toBeNull();
    expect((await sessions.listSessions()).map((entry) => entry.id).sort()).toEqual([other.id, 'rb-short'].sort());
  });

  it('stops saving once stopped', async () => {
    const { autosave, queue, sessions } = await freshDevice();
    const source = signal<Session | null>(null);
    const stop = autosave.startAutosave(source);
    stop();
    source.value = fixtureSession('rb-short');
    await queue.whenSaved();
    expect(await sessions.listSessions()).toEqual([]);
  });

  it('reports a damaged game in progress instead of opening on it', async () => {
    const game = fixtureSession('rb-short');
    const { autosave, database, queue } = await freshDevice();
    autosave.startAutosave(signal<Session | null>(game));
    await queue.whenSaved();
    await (await database.openDatabase()).set(`session:${game.id}`, { version: 1, summary: {}, file: null });

    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toMatchObject({ ok: false, reason: 'damaged' });
  });
});
