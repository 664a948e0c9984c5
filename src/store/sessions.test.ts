// Saved games survive a reload, the last of a burst of saves wins, and one damaged record is
// reported without hiding the others.
import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { fixtureSession, freshDevice, loadStoreModules, sessionAfter } from './test-support';

describe('saved games', () => {
  it('come back unchanged after a reload', async () => {
    const game = fixtureSession('rb-short');
    const before = await freshDevice();
    await before.sessions.saveSession(game);
    expect(before.queue.saveStatus.value.state).toBe('saved');

    const after = await loadStoreModules();
    const loaded = await after.sessions.loadSession(game.id);
    expect(loaded).toEqual({ ok: true, session: game });
  });

  it('keep the last of a burst of 50 saves', async () => {
    const game = fixtureSession('rb-22-rounds');
    const { sessions, queue } = await freshDevice();
    const saves = Array.from({ length: 50 }, (_, index) => sessions.saveSession(sessionAfter(game, index + 1)));
    expect(queue.saveStatus.value.state).toBe('saving');
    await Promise.all(saves);
    expect(queue.saveStatus.value.state).toBe('saved');

    const after = await loadStoreModules();
    const loaded = await after.sessions.loadSession(game.id);
    expect(loaded.ok && loaded.session.events).toHaveLength(50);
    expect(loaded).toEqual({ ok: true, session: sessionAfter(game, 50) });
  });

  it('are listed most recent first with name, rule set and number of entries', async () => {
    const { sessions } = await freshDevice();
    await sessions.saveSession(fixtureSession('rb-short'));
    await sessions.saveSession(fixtureSession('mb-ferry'));
    const listed = await sessions.listSessions();
    expect(listed.map((entry) => entry.id)).toEqual(
      [fixtureSession('rb-short'), fixtureSession('mb-ferry')]
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((game) => game.id),
    );
    expect(listed).toContainEqual({
      id: 'rb-short',
      name: 'Two detectives, two Bobbies',
      updatedAt: '2026-11-22T18:35:12.500Z',
      ruleSet: 'ravensburger-2013',
      events: 43,
      problem: null,
    });
  });

  it('report a damaged record while the others still open', async () => {
    const game = fixtureSession('rb-short');
    const { sessions } = await freshDevice();
    await sessions.saveSession(game);
    const raw = createStore('dragnet', 'kv');
    const broken = sessions.makeSessionRecord({ ...game, id: 'broken' });
    await set('session:broken', { ...broken, file: { ...broken.file, events: [{ type: 'teleport' }] } }, raw);
    await set('session:future', { version: 7, summary: {}, file: {} }, raw);
    await set('session:junk', 'not a record', raw);

    const after = await loadStoreModules();
    const damaged = await after.sessions.loadSession('broken');
    expect(damaged.ok).toBe(false);
    expect(!damaged.ok && damaged.message).toMatch(/^The saved game is damaged and cannot be opened: events\[0\]/);
    const future = await after.sessions.loadSession('future');
    expect(!future.ok && future.message).toMatch(/newer version of Dragnet/);
    expect((await after.sessions.loadSession('junk')).ok).toBe(false);
    expect(await after.sessions.loadSession(game.id)).toEqual({ ok: true, session: game });

    const listed = await after.sessions.listSessions();
    expect(listed).toContainEqual(expect.objectContaining({ id: 'broken', problem: null }));
    expect(listed.filter((entry) => entry.problem !== null).map((entry) => entry.id)).toEqual(['future', 'junk']);
  });

  it('are gone once deleted', async () => {
    const game = fixtureSession('rb-short');
    const { sessions } = await freshDevice();
    await sessions.saveSession(game);
    await sessions.deleteSession(game.id);
    expect(await sessions.listSessions()).toEqual([]);
    expect(await sessions.loadSession(game.id)).toMatchObject({ ok: false, reason: 'missing' });
  });
});
