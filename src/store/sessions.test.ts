// Saved games survive a reload, the last of a burst of saves wins, and one damaged record is
// reported without hiding the others.
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { fixtureSession, freshDevice, loadStoreModules, sessionAfter } from '../../tests/support/store';
import { english } from '../words/english';
import { makeSessionRecord } from './session-records';
import type { LoadedSession } from './sessions';

/** Why a game does not open, as the English app says it. */
const why = (loaded: LoadedSession) =>
  loaded.ok ? '' : english.unopened(loaded.reason === 'damaged' ? loaded.problem : null);

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
      session: fixtureSession('rb-short'),
    });
  });

  it('report a damaged record, with why, while the others still open', async () => {
    const game = fixtureSession('rb-short');
    const { sessions } = await freshDevice();
    await sessions.saveSession(game);
    const raw = createStore('dragnet', 'kv');
    const broken = makeSessionRecord({ ...game, id: 'broken' });
    await set('session:broken', { ...broken, file: { ...broken.file, events: [{ type: 'teleport' }] } }, raw);
    // Events that are well formed but do not replay: a taxi ticket for the first pawn move.
    const stuck = makeSessionRecord({ ...game, id: 'stuck' });
    const badMove = { type: 'pawn-move', pawn: 'red', to: 199, ticket: 'taxi' };
    await set('session:stuck', { ...stuck, file: { ...stuck.file, events: [stuck.file.events[0], badMove] } }, raw);
    await set('session:future', { version: 7, summary: {}, file: {} }, raw);
    await set('session:junk', 'not a record', raw);
    await set('session:elsewhere', makeSessionRecord({ ...game, id: 'other' }), raw);

    const after = await loadStoreModules();
    const damaged = await after.sessions.loadSession('broken');
    expect(damaged.ok).toBe(false);
    expect(why(damaged)).toMatch(/^The saved game is damaged and cannot be opened: events\[0\]/);
    const future = await after.sessions.loadSession('future');
    expect(why(future)).toMatch(/newer version of Dragnet/);
    expect((await after.sessions.loadSession('junk')).ok).toBe(false);
    expect(await after.sessions.loadSession(game.id)).toEqual({ ok: true, session: game });

    const stuckGame = await after.sessions.loadSession('stuck');
    expect(why(stuckGame)).toMatch(/events\[1\]/);
    expect(await after.sessions.loadSession('elsewhere')).toMatchObject({ ok: false, reason: 'damaged' });

    const listed = await after.sessions.listSessions();
    expect(listed[0]).toMatchObject({ id: game.id, name: game.name, problem: null });
    const problems = Object.fromEntries(
      listed.flatMap((entry) => (entry.problem === null ? [] : [[entry.id, english.stored(entry.problem)]])),
    );
    expect(problems).toEqual({
      broken: expect.stringMatching(/^events\[0\]/),
      stuck: expect.stringMatching(/^events\[1\]/),
      future: 'it was saved by a newer version of Dragnet (record version 7)',
      junk: 'the stored record is not an object',
      elsewhere: 'the record holds another game (other)',
    });
  });

  it('open records written by the first release (record version 1, no revision)', async () => {
    const game = fixtureSession('rb-short');
    const { sessions } = await freshDevice();
    const { revision: _, ...current } = makeSessionRecord(game);
    await set(`session:${game.id}`, { ...current, version: 1 }, createStore('dragnet', 'kv'));

    const after = await loadStoreModules();
    expect(await after.sessions.loadSession(game.id)).toEqual({ ok: true, session: game });
    expect(await after.sessions.listSessions()).toEqual([expect.objectContaining({ id: game.id, problem: null })]);
    const renamed = { ...game, name: 'Friday night' };
    await after.sessions.saveSession(renamed);
    expect(await get(`session:${game.id}`, createStore('dragnet', 'kv'))).toMatchObject({ version: 2 });
    expect(await sessions.loadSession(game.id)).toEqual({ ok: true, session: renamed });
  });

  it('are never written over by an outdated copy: a rename cannot erase moves saved since', async () => {
    const game = fixtureSession('rb-22-rounds');
    const { sessions } = await freshDevice();
    await sessions.saveSession(sessionAfter(game, 10));
    const opened = await sessions.loadSession(game.id);
    if (!opened.ok) throw new Error(why(opened));
    await sessions.saveSession(sessionAfter(game, 12));

    await sessions.saveSession({ ...opened.session, name: 'Renamed from the list' });
    const stored = await sessions.loadSession(game.id);
    expect(stored.ok && stored.session.events).toHaveLength(12);
    expect(stored.ok && stored.session.name).toBe(game.name);

    await sessions.saveSession({ ...sessionAfter(game, 12), name: 'Renamed from the list' });
    expect(await sessions.loadSession(game.id)).toMatchObject({ ok: true, session: { name: 'Renamed from the list' } });
  });

  it('are gone once deleted', async () => {
    const game = fixtureSession('rb-short');
    const { sessions } = await freshDevice();
    await sessions.saveSession(game);
    await sessions.deleteSession(game.id);
    expect(await sessions.listSessions()).toEqual([]);
    expect(await sessions.loadSession(game.id)).toMatchObject({ ok: false, reason: 'missing' });
  });

  it("take Dragnet's secret along when deleted, and only their own", async () => {
    const game = fixtureSession('rb-short');
    const other = { ...game, id: 'another-game' };
    const { sessions } = await freshDevice();
    const secrets = await import('../ui/secret/secret-store');
    const { newSecret } = await import('../ui/secret/secret-record');
    await sessions.saveSession(game);
    await sessions.saveSession(other);
    await secrets.saveSecret(newSecret(game.id, game.setup, 'hard', 7));
    await secrets.saveSecret(newSecret(other.id, other.setup, 'easy', 8));
    expect(await secrets.loadSecret(game.id)).not.toBeNull();

    await sessions.deleteSession(game.id);
    expect(await secrets.loadSecret(game.id)).toBeNull();
    expect(await secrets.loadSecret(other.id)).toMatchObject({ strength: 'easy', seed: 8 });
    const after = await loadStoreModules();
    const { loadSecret } = await import('../ui/secret/secret-store');
    expect(await after.sessions.loadSession(game.id)).toMatchObject({ ok: false, reason: 'missing' });
    expect(await loadSecret(game.id)).toBeNull();
  });
});
