// What the table sees when the device cannot save: no IndexedDB (private mode), a database that
// will not open, a full disk. The game always goes on in memory and the status says why.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSession, freshDevice, loadStoreModules } from '../../tests/support/store';
import { saveStatusText } from '../ui/platform/save-status-text';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saving without IndexedDB', () => {
  it('keeps games in memory and says they are not saved on this device', async () => {
    const game = fixtureSession('rb-short');
    const saved = globalThis.indexedDB;
    try {
      Reflect.deleteProperty(globalThis, 'indexedDB');
      const { sessions, queue, database, autosave } = await loadStoreModules();
      await sessions.saveSession(game);
      await sessions.setCurrentSessionId(game.id);
      expect(await autosave.restoreCurrentSession()).toEqual({ ok: true, session: game });
      expect((await database.openDatabase()).kind).toBe('memory');
      expect(queue.saveStatus.value).toMatchObject({
        state: 'failed',
        problem: 'unavailable',
        detail: 'this browser offers no IndexedDB',
      });
    } finally {
      globalThis.indexedDB = saved;
    }
  });

  it('falls back to memory when the database refuses to open', async () => {
    const { queue, sessions } = await freshDevice();
    vi.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException(
        'A mutation operation was attempted on a database that did not allow mutations.',
        'InvalidStateError',
      );
    });
    const game = fixtureSession('mb-ferry');
    await sessions.saveSession(game);
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: game });
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'unavailable' });
    expect(queue.saveStatus.value.state === 'failed' && queue.saveStatus.value.detail).toMatch(/^A mutation operation/);
  });

  it('falls back to memory when the database never answers (blocked), after five seconds', async () => {
    const { queue, sessions, autosave } = await freshDevice();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A request whose success and error never come, as when another connection blocks it.
      vi.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => ({}) as IDBOpenDBRequest);
      const game = fixtureSession('rb-short');
      const saved = sessions.saveSession(game);
      await vi.advanceTimersByTimeAsync(4900);
      expect(queue.saveStatus.value).toEqual({ state: 'saving' });
      await vi.advanceTimersByTimeAsync(200);
      await saved;
      await sessions.setCurrentSessionId(game.id);
      expect(await autosave.restoreCurrentSession()).toEqual({ ok: true, session: game });
      expect(queue.saveStatus.value).toMatchObject({
        state: 'failed',
        problem: 'unavailable',
        detail: 'the browser did not open its database in time',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a full disk', () => {
  it('reports the storage is full, keeps the last good save, and recovers when space is back', async () => {
    const game = fixtureSession('rb-short');
    const { queue, sessions } = await freshDevice();
    const early = { ...game, events: game.events.slice(0, 10) };
    await sessions.saveSession(early);

    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await sessions.saveSession(game);
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'quota' });
    expect(saveStatusText(queue.saveStatus.value)).toBe(
      "Not saved: the device's storage is full. Free some space; the game goes on in memory.",
    );
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: early });

    put.mockRestore();
    await sessions.saveSession(game);
    expect(queue.saveStatus.value).toEqual({ state: 'saved' });
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: game });
  });

  it('tries the failed write again by itself, so the last moves land once there is room', async () => {
    const game = fixtureSession('rb-short');
    const { queue, sessions } = await freshDevice();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await sessions.saveSession(game);
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'quota' });
    expect((await sessions.loadSession(game.id)).ok).toBe(false);
    // No further move: the queue tries again on its own (first after 2 s).
    await vi.waitFor(() => expect(queue.saveStatus.value).toEqual({ state: 'saved' }), { timeout: 60_000 });
    // The game's record: refused once, then written (with it, its entry in the index of saved games).
    expect(put.mock.calls.filter(([, key]) => key === `session:${game.id}`)).toHaveLength(2);
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: game });
  });

  it('saves the kept moves at once when the table asks, once it has made room', async () => {
    const game = fixtureSession('rb-short');
    const { queue, sessions } = await freshDevice();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await sessions.saveSession(game);
    // Still full: asking again changes nothing, and says so again.
    await queue.retryNow();
    expect(put).toHaveBeenCalledTimes(2);
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'quota' });
    put.mockRestore();
    await queue.retryNow();
    expect(queue.saveStatus.value).toEqual({ state: 'saved' });
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: game });
    // Nothing is left to try: a further request writes nothing.
    const again = vi.spyOn(IDBObjectStore.prototype, 'put');
    await queue.retryNow();
    expect(again).not.toHaveBeenCalled();
  });

  it('keeps reporting a failed game while other records still save', async () => {
    const { queue, sessions, settings } = await freshDevice();
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await sessions.saveSession(fixtureSession('rb-short'));
    await settings.saveSettings({ language: 'de', theme: 'dark', likelihood: 'shown', advice: false });
    // The game's failed put, then the settings twice: in the tap's own task and through the queue.
    expect(put).toHaveBeenCalledTimes(3);
    expect(queue.saveStatus.value).toMatchObject({ state: 'failed', problem: 'quota' });
  });
});

describe('a dead battery', () => {
  it('loses no save that was reported done: every write is flushed to disk (strict durability)', async () => {
    const { queue, sessions } = await freshDevice();
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    await sessions.saveSession(fixtureSession('rb-short'));
    expect(queue.saveStatus.value).toEqual({ state: 'saved' });
    const writes = transaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.[2]).toEqual({ durability: 'strict' });
  });
});
