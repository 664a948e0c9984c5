// The index of saved games: built once from the games an older version saved (resumably, changing
// no record), kept in step with every save, rename, import and delete, and naming damaged records.
// The list is read from the index alone.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { playDragnetGame } from '../../tests/support/dragnet-game';
import { fixtureSession, freshDevice, loadStoreModules } from '../../tests/support/store';
import type { Session } from '../format/session';
import { replay } from '../game/replay';
import { presetSetup } from '../game/rule-sets';
import { INDEX_VERSION, summaryOf } from './game-index';
import { checkedGame } from './import-check';
import { damagedMark } from './mark-damaged';
import { makeSessionRecord } from './session-records';

const SHORT = fixtureSession('rb-short');
const FERRY = fixtureSession('mb-ferry');
const LONG = fixtureSession('rb-22-rounds');

/** A game the detectives won by catching him: three players, the pawns chasing his true station. */
function caughtGame(): Session {
  const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
  return playDragnetGame(setup, { seed: 1, strength: 'easy', chase: true }).session;
}

/** The pawn whose move was answered "yes, Mister X is here", read from the events themselves. */
function catcherOf(game: Session): number {
  const found = game.events.findLastIndex((event) => event.type === 'answer' && event.found);
  const move = game.events.slice(0, found).findLast((event) => event.type === 'pawn-move');
  if (found < 0 || move?.type !== 'pawn-move') throw new Error('the game did not end in a capture');
  return game.setup.pawns.findIndex((pawn) => pawn.id === move.pawn);
}

/** Game `n` as a distinct saved game (its own id, name and day). */
function numbered(game: Session, n: number): Session {
  const day = String(1 + (n % 28)).padStart(2, '0');
  return {
    ...game,
    id: `game-${n}`,
    name: `Game ${n}`,
    updatedAt: `2026-10-${day}T19:${String(n % 60).padStart(2, '0')}:00.000Z`,
  };
}

/** What a version before the index left: records alone. */
async function storeWithoutIndex(database: Awaited<ReturnType<typeof freshDevice>>['database'], games: Session[]) {
  const store = await database.openDatabase();
  for (const game of games) await store.set(`session:${game.id}`, makeSessionRecord(game));
  return store;
}

async function allRecords(database: Awaited<ReturnType<typeof freshDevice>>['database']) {
  const store = await database.openDatabase();
  const keys = (await store.keys()).sort();
  const values = await store.getMany(keys);
  return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
}

describe('the index of saved games', () => {
  it('is built from the games saved before it, once, changing none of them', async () => {
    const { database, savedGames } = await freshDevice();
    const games = [SHORT, FERRY, LONG];
    const store = await storeWithoutIndex(database, games);
    const records = await allRecords(database);

    const progress: [number, number][] = [];
    const listed = await savedGames.listSavedGames((done, total) => progress.push([done, total]));
    // Most recently played first, each with what a row shows: rules, board, pawns, rounds, outcome.
    const newestFirst = [...games].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    expect(listed.map((entry) => entry.id)).toEqual(newestFirst.map((game) => game.id));
    const long = listed.find((entry) => entry.id === LONG.id);
    expect(long).toMatchObject({ name: LONG.name, ruleSet: 'ravensburger-2013', events: LONG.events.length });
    expect(long?.damaged).toBeUndefined();
    expect(long && !long.damaged && long.over?.reason).toBe('rounds-played');
    expect(progress.at(-1)).toEqual([3, 3]);

    // Every record as it was; an index entry beside each.
    const after = await allRecords(database);
    for (const [key, value] of Object.entries(records)) expect(after[key]).toEqual(value);
    expect(Object.keys(after).filter((key) => key.startsWith('index:'))).toHaveLength(3);

    // The next listing reads the index alone: no game record is read.
    const getMany = vi.spyOn(store, 'getMany');
    const again = await (await loadStoreModules()).savedGames.listSavedGames();
    expect(again).toEqual(listed);
    expect(getMany).not.toHaveBeenCalled();
  });

  it('goes on where it stopped when the building was cut short', async () => {
    const { database, savedGames } = await freshDevice();
    const games = Array.from({ length: 45 }, (_, n) => numbered(SHORT, n));
    const store = await storeWithoutIndex(database, games);
    // The tab is closed during the second batch of records (20 at a time).
    const getMany = store.getMany.bind(store);
    let calls = 0;
    vi.spyOn(store, 'getMany').mockImplementation(async (keys) => {
      calls++;
      if (calls === 2) throw new Error('the tab was closed');
      return getMany(keys);
    });
    await expect(savedGames.listSavedGames()).rejects.toThrow('the tab was closed');
    const indexed = (await store.keys()).filter((key) => key.startsWith('index:'));
    expect(indexed).toHaveLength(20);

    vi.mocked(store.getMany).mockRestore();
    const read = vi.spyOn(store, 'getMany');
    const listed = await savedGames.listSavedGames();
    expect(listed).toHaveLength(45);
    // Only the 25 games still missing were read.
    expect(read.mock.calls.flatMap(([keys]) => keys)).toHaveLength(25);
  });

  it('follows every save, rename, import and delete', async () => {
    const { savedGames, sessions } = await freshDevice();
    await sessions.saveSession(SHORT);
    let listed = await savedGames.listSavedGames();
    expect(listed).toEqual([expect.objectContaining({ id: SHORT.id, name: SHORT.name, events: SHORT.events.length })]);

    await sessions.saveSession({ ...SHORT, name: 'Sunday at Anna’s' });
    listed = await savedGames.listSavedGames();
    expect(listed).toEqual([expect.objectContaining({ id: SHORT.id, name: 'Sunday at Anna’s' })]);

    const imported = [FERRY, LONG].map((session) => checkedGame(session, replay(session.setup, session.events)));
    expect([...(await savedGames.storeNewGames(imported))].sort()).toEqual([FERRY.id, LONG.id].sort());
    listed = await savedGames.listSavedGames();
    expect(listed.map((entry) => entry.id).sort()).toEqual([SHORT.id, FERRY.id, LONG.id].sort());
    const long = listed.find((entry) => entry.id === LONG.id);
    expect(long).toEqual(summaryOf(LONG, long && !long.damaged ? long.revision : ''));
    // An import never writes over a stored game.
    expect((await savedGames.storeNewGames(imported)).size).toBe(0);

    await sessions.deleteSession(FERRY.id);
    listed = await savedGames.listSavedGames();
    expect(listed.map((entry) => entry.id).sort()).toEqual([SHORT.id, LONG.id].sort());
  });

  it('names a record that cannot be read, with why, and keeps it as it is', async () => {
    const { database, savedGames } = await freshDevice();
    const store = await database.openDatabase();
    const broken = {
      ...makeSessionRecord({ ...SHORT, id: 'broken' }),
      file: { format: 'dragnet-session', version: 2 },
    };
    await store.set('session:broken', broken);
    await store.set('session:junk', 'not a record');
    await store.set(`session:${FERRY.id}`, makeSessionRecord(FERRY));
    const listed = await savedGames.listSavedGames();
    // Readable games first, damaged ones last.
    expect(listed.map((entry) => entry.id)).toEqual([FERRY.id, 'broken', 'junk']);
    expect(listed[1]).toMatchObject({ id: 'broken', name: SHORT.name, damaged: { code: 'file' } });
    expect(listed[2]).toMatchObject({ id: 'junk', name: null, damaged: { code: 'not-an-object' } });
    expect(await store.get('session:broken')).toEqual(broken);
    expect(await store.get('session:junk')).toBe('not a record');
  });

  it('marks a game damaged once a read finds its record damaged after its entry was written, and from then on', async () => {
    const { database, savedGames, sessions } = await freshDevice();
    await sessions.saveSession(SHORT);
    await sessions.saveSession(FERRY);
    const store = await database.openDatabase();
    // Damaged behind the app's back (a crash, a bad disk): the entry still describes a healthy game.
    await store.set(`session:${SHORT.id}`, 'garbage');
    expect((await savedGames.listSavedGames()).find((entry) => entry.id === SHORT.id)?.damaged).toBeUndefined();

    expect(await sessions.loadSession(SHORT.id)).toEqual({
      ok: false,
      reason: 'damaged',
      problem: { code: 'not-an-object' },
    });
    const listed = await savedGames.listSavedGames();
    // The name the list showed stays; the record is left exactly as found.
    expect(listed).toEqual([
      expect.objectContaining({ id: FERRY.id, name: FERRY.name }),
      { version: INDEX_VERSION, id: SHORT.id, name: SHORT.name, damaged: { code: 'not-an-object' } },
    ]);
    expect(await store.get(`session:${SHORT.id}`)).toBe('garbage');
    // After a reload too: it is the stored entry.
    const reloaded = await loadStoreModules();
    expect((await reloaded.savedGames.listSavedGames())[1]).toMatchObject({ id: SHORT.id, damaged: {} });
    expect(await reloaded.sessions.loadSession(FERRY.id)).toEqual({ ok: true, session: FERRY });
  });

  it('marks nothing when the record is no longer the one found damaged, or is marked already', () => {
    const found = 'garbage';
    const problem = { code: 'not-an-object' } as const;
    const listed = summaryOf(SHORT, 'r1');
    const mark = { version: INDEX_VERSION, id: SHORT.id, damaged: problem, name: SHORT.name };
    // The list's name is kept; a record written again since (by another tab, a restore) is left to the next read.
    expect(damagedMark(SHORT.id, found, problem, found, listed)).toEqual(mark);
    expect(damagedMark(SHORT.id, found, problem, makeSessionRecord(SHORT), listed)).toBeUndefined();
    expect(damagedMark(SHORT.id, found, problem, undefined, listed)).toBeUndefined();
    expect(damagedMark(SHORT.id, found, problem, found, mark)).toBeUndefined();
    // Without an entry: the name the record's summary still holds, if any.
    const cut = { version: 2, summary: { name: 'Sunday' }, file: '{"format' };
    expect(damagedMark('x', cut, problem, { ...cut }, undefined)).toEqual({ ...mark, id: 'x', name: 'Sunday' });
    expect(damagedMark('x', found, problem, found, undefined)).toEqual({ ...mark, id: 'x', name: null });
  });

  it('drops an entry whose game is gone, and remakes one that cannot be used', async () => {
    const { database, savedGames, sessions } = await freshDevice();
    await sessions.saveSession(SHORT);
    await sessions.saveSession(FERRY);
    const store = await database.openDatabase();
    // A version before the index deleted FERRY's record; SHORT's entry was damaged.
    await store.delete(`session:${FERRY.id}`);
    await store.set(`index:${SHORT.id}`, { version: 1, id: SHORT.id });
    const listed = await savedGames.listSavedGames();
    expect(listed).toEqual([expect.objectContaining({ id: SHORT.id, name: SHORT.name })]);
    expect((await store.keys()).sort()).toEqual([`index:${SHORT.id}`, `session:${SHORT.id}`]);
  });
});

describe('what the table’s record reads from the index', () => {
  it('names the pawn that caught Mister X and the detective players of the set-up', () => {
    const caught = caughtGame();
    const entry = summaryOf(caught, 'r1');
    expect(entry.over).toEqual({ reason: 'capture', winner: 'detectives' });
    expect(entry.caughtBy).toBe(catcherOf(caught));
    expect(entry.players).toBe(3);
    // He escaped: nobody caught him. Milton Bradley's set-up does not ask how many play.
    expect(summaryOf(LONG, 'r2')).toMatchObject({ caughtBy: null, players: 3 });
    expect(summaryOf(FERRY, 'r3')).toMatchObject({ caughtBy: null, players: null });
  });

  it('remakes an entry the version before wrote (without who caught him) from its game, once', async () => {
    const { database, savedGames, sessions } = await freshDevice();
    const caught = caughtGame();
    await sessions.saveSession(caught);
    await sessions.saveSession(SHORT);
    const store = await database.openDatabase();
    // The entries as the app wrote them before the table's record: version 1, no players, no catcher.
    for (const id of [caught.id, SHORT.id]) {
      const {
        players: _players,
        caughtBy: _caughtBy,
        ...older
      } = (await store.get(`index:${id}`)) as Record<string, unknown>;
      await store.set(`index:${id}`, { ...older, version: 1 });
    }
    const progress: [number, number][] = [];
    const listed = await savedGames.listSavedGames((done, total) => progress.push([done, total]));
    expect(progress.at(-1)).toEqual([2, 2]);
    expect(listed.find((entry) => entry.id === caught.id)).toMatchObject({ version: 2, caughtBy: catcherOf(caught) });
    expect(await store.get(`index:${SHORT.id}`)).toMatchObject({ version: 2, players: 2, caughtBy: null });
    // The next listing reads the index alone.
    const getMany = vi.spyOn(store, 'getMany');
    await savedGames.listSavedGames();
    expect(getMany).not.toHaveBeenCalled();
  });
});
