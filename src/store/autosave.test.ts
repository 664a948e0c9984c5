// The app reopens on the game in progress: every change of the session signal is saved, and a
// reload (fresh modules over the same database) finds the last state of the last game.
import 'fake-indexeddb/auto';
import { signal } from '@preact/signals';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSession, freshDevice, loadStoreModules, sessionAfter } from '../../tests/support/store';
import type { Session } from '../format/session';
import type { GameEvent } from '../game/events';
import { saveStatusText } from '../ui/platform/save-status-text';
import { english } from '../words/english';
import { INDEX_VERSION } from './game-index';

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

  it('reports a damaged game in progress once, sets it aside untouched, and saves the next game beside it', async () => {
    const game = fixtureSession('rb-short');
    const { autosave, database, queue } = await freshDevice();
    autosave.startAutosave(signal<Session | null>(game));
    await queue.whenSaved();
    const damaged = { version: 2, revision: 'r', summary: {}, file: null };
    await (await database.openDatabase()).set(`session:${game.id}`, damaged);

    const after = await loadStoreModules();
    const restored = await after.autosave.restoreCurrentSession();
    expect(restored).toMatchObject({ ok: false, reason: 'damaged' });
    expect(restored && !restored.ok && restored.reason === 'damaged' && english.unopened(restored.problem)).toMatch(
      /^The saved game is damaged and cannot be opened: /,
    );
    const next = fixtureSession('mb-ferry');
    after.autosave.startAutosave(signal<Session | null>(next));
    await after.queue.whenSaved();

    const later = await loadStoreModules();
    expect(await later.autosave.restoreCurrentSession()).toEqual({ ok: true, session: next });
    expect(await (await later.database.openDatabase()).get(`session:${game.id}`)).toEqual(damaged);
    expect(await later.sessions.listSessions()).toEqual([
      expect.objectContaining({ id: next.id, problem: null }),
      { id: game.id, problem: expect.objectContaining({ code: 'file' }) },
    ]);
  });

  it('marks the damaged game in progress in the list once start-up reports it, its entry written before the damage', async () => {
    const game = fixtureSession('rb-short');
    const { autosave, database, queue } = await freshDevice();
    autosave.startAutosave(signal<Session | null>(game));
    await queue.whenSaved();
    await (await database.openDatabase()).set(`session:${game.id}`, { version: 2, revision: 'r', file: null });

    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toMatchObject({ ok: false, reason: 'damaged' });
    const later = await loadStoreModules();
    expect(await later.savedGames.listSavedGames()).toEqual([
      { version: INDEX_VERSION, id: game.id, name: game.name, damaged: expect.objectContaining({ code: 'file' }) },
    ]);
  });

  it('no longer reopens on a damaged game once it was reported', async () => {
    const { autosave, database, queue } = await freshDevice();
    autosave.startAutosave(signal<Session | null>(fixtureSession('rb-short')));
    await queue.whenSaved();
    await (await database.openDatabase()).set('session:rb-short', { version: 99 });
    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toMatchObject({ ok: false, reason: 'damaged' });
    expect(await (await loadStoreModules()).autosave.restoreCurrentSession()).toBeNull();
  });

  it('never writes over a record that turned unreadable while the game was open', async () => {
    const game = fixtureSession('rb-22-rounds');
    const { autosave, database, queue } = await freshDevice();
    const source = signal<Session | null>(sessionAfter(game, 10));
    autosave.startAutosave(source);
    await queue.whenSaved();
    const newer = { version: 3, revision: 'from-a-newer-dragnet' };
    await (await database.openDatabase()).set(`session:${game.id}`, newer);

    source.value = sessionAfter(game, 11);
    await queue.whenSaved();
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'damaged' });
    expect(await (await database.openDatabase()).get(`session:${game.id}`)).toEqual(newer);
    expect(source.value?.events).toHaveLength(11);
  });
});

describe('a full disk during a game', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says so, plays on in memory, and the next successful save stores every move', async () => {
    const game = fixtureSession('rb-22-rounds');
    const { autosave, queue } = await freshDevice();
    const source = signal<Session | null>(sessionAfter(game, 10));
    autosave.startAutosave(source);
    await queue.whenSaved();

    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    for (let events = 11; events <= 14; events++) source.value = sessionAfter(game, events);
    await queue.whenSaved();
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'quota' });
    // The game goes on in memory; the device keeps the last good save.
    expect(source.value?.events).toHaveLength(14);
    expect(await (await loadStoreModules()).sessions.loadSession(game.id)).toEqual({
      ok: true,
      session: sessionAfter(game, 10),
    });

    put.mockRestore();
    source.value = sessionAfter(game, 15);
    await queue.whenSaved();
    expect(queue.saveStatus.value).toEqual({ state: 'saved' });
    const after = await loadStoreModules();
    expect(await after.autosave.restoreCurrentSession()).toEqual({ ok: true, session: sessionAfter(game, 15) });
  });
});

describe('the same game open in two tabs', () => {
  /** A tab: its own copy of the store modules over the shared database, playing `start`. */
  async function openTab(start?: Session) {
    const modules = await loadStoreModules();
    const restored = start ? null : await modules.autosave.restoreCurrentSession();
    const source = signal<Session | null>(start ?? (restored?.ok ? restored.session : null));
    const stop = modules.autosave.startAutosave(source);
    await modules.queue.whenSaved();
    return { ...modules, source, stop };
  }

  function play(tab: { source: { value: Session | null } }, events: readonly GameEvent[]): void {
    for (const event of events) {
      const current = tab.source.value;
      if (!current) throw new Error('no game in the tab');
      tab.source.value = { ...current, events: [...current.events, event] };
    }
  }

  it('each tab follows the other, and the stored game holds the moves of both in order', async () => {
    const game = fixtureSession('rb-22-rounds');
    globalThis.indexedDB = new IDBFactory();
    const first = await openTab(sessionAfter(game, 10));
    const second = await openTab();
    expect(second.source.value).toEqual(sessionAfter(game, 10));

    play(first, game.events.slice(10, 15));
    await first.queue.whenSaved();
    await vi.waitFor(() => expect(second.source.value?.events).toEqual(game.events.slice(0, 15)));
    play(second, game.events.slice(15, 20));
    await second.queue.whenSaved();
    await vi.waitFor(() => expect(first.source.value?.events).toEqual(game.events.slice(0, 20)));
    play(first, game.events.slice(20, 21));
    await first.queue.whenSaved();

    const stored = await (await loadStoreModules()).sessions.loadSession(game.id);
    expect(stored.ok && stored.session.events).toEqual(game.events.slice(0, 21));
    expect(first.queue.saveStatus.value).toEqual({ state: 'saved' });
    for (const tab of [first, second]) tab.stop();
  });

  it("a tab that missed the news cannot write its older copy over the other tab's moves", async () => {
    const game = fixtureSession('rb-22-rounds');
    globalThis.indexedDB = new IDBFactory();
    const first = await openTab(sessionAfter(game, 10));
    vi.stubGlobal('BroadcastChannel', undefined);
    const stale = await openTab();
    vi.unstubAllGlobals();

    play(first, game.events.slice(10, 15));
    await first.queue.whenSaved();
    // The stale tab still shows 10 events; the table undoes one there, then enters another move.
    const current = stale.source.value;
    if (!current) throw new Error('no game');
    stale.source.value = { ...current, events: current.events.slice(0, 9) };
    await stale.queue.whenSaved();

    expect(stale.queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'conflict' });
    expect(saveStatusText(stale.queue.saveStatus.value)).toBe(
      'This game was changed in another tab; showing the latest.',
    );
    expect(stale.source.value?.events).toEqual(game.events.slice(0, 15));
    const stored = await (await loadStoreModules()).sessions.loadSession(game.id);
    expect(stored.ok && stored.session.events).toEqual(game.events.slice(0, 15));

    // Play goes on in the stale tab from the latest copy, and saves again.
    play(stale, game.events.slice(15, 16));
    await stale.queue.whenSaved();
    expect(stale.queue.saveStatus.value).toEqual({ state: 'saved' });
    const after = await (await loadStoreModules()).sessions.loadSession(game.id);
    expect(after.ok && after.session.events).toEqual(game.events.slice(0, 16));
    for (const tab of [first, stale]) tab.stop();
  });

  it('moves entered in a burst on an outdated copy are all refused, never written', async () => {
    const game = fixtureSession('rb-22-rounds');
    globalThis.indexedDB = new IDBFactory();
    const first = await openTab(sessionAfter(game, 10));
    vi.stubGlobal('BroadcastChannel', undefined);
    const stale = await openTab();
    vi.unstubAllGlobals();
    play(first, game.events.slice(10, 12));
    await first.queue.whenSaved();

    // Quick entries on the stale copy: the first write is held in flight while more are entered.
    // It is refused and the newer copy shown; the one queued behind it grew from the outdated
    // copy and is dropped too.
    const store = await stale.database.openDatabase();
    const putIf = store.putIf.bind(store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.spyOn(store, 'putIf').mockImplementation(async (key, value, accept) => {
      await held;
      return putIf(key, value, accept);
    });
    const wrong: GameEvent = { type: 'answer', found: false };
    play(stale, [wrong]);
    await vi.waitFor(() => expect(store.putIf).toHaveBeenCalledTimes(1));
    play(stale, [wrong, wrong]);
    release();
    await stale.queue.whenSaved();
    // The second write did not even read the record: its copy had been replaced.
    expect(store.putIf).toHaveBeenCalledTimes(1);
    expect(stale.queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'conflict' });
    const stored = await (await loadStoreModules()).sessions.loadSession(game.id);
    expect(stored.ok && stored.session.events).toEqual(game.events.slice(0, 12));
    expect(stale.source.value?.events).toEqual(game.events.slice(0, 12));
    for (const tab of [first, stale]) tab.stop();
  });
});
