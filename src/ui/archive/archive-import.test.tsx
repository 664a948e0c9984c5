// @vitest-environment happy-dom
// Importing files through the archive screen: good files are added, an id already stored is never
// overwritten, every refused file (malformed, foreign, newer, non-replaying, oversize) is named with
// its problem while nothing stored changes, and an archive's damaged games are named and kept as
// they are while its good ones are imported. A fuzz run
// imports a few hundred mutated files: none throws, and none alters the games already stored.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDevice, fixture, fixtureText, jsonFileOf, storedRecords } from '../../../tests/support/archive';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import type { StationId } from '../../board/types';
import { makeArchiveJson } from '../../format/archive';
import type { Session } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { openDatabase } from '../../store/database';
import { saveSession } from '../../store/sessions';
import { useLanguage } from '../i18n/i18n';
import { saveSecret } from '../secret/secret-store';
import { ArchiveScreen } from './archive-screen';
import { downloadFile } from './deliver-file';
import { importFile } from './import-files';

vi.mock('./deliver-file', async (original) => ({
  ...(await original<typeof import('./deliver-file')>()),
  downloadFile: vi.fn(),
  canShareFile: vi.fn(() => false),
}));

const SHORT = fixture('rb-short');
const FERRY = fixture('mb-ferry');
const SURFACE = fixture('custom-surface');
const EXPORTED = '2026-11-23T08:00:00.000Z';

async function showArchive(...games: Session[]) {
  for (const game of games) await saveSession(game);
  render(<ArchiveScreen onOpen={vi.fn()} onReview={vi.fn()} onClose={vi.fn()} />);
  await screen.findByRole('button', { name: 'Import games…' });
  await waitFor(() => expect(screen.queryByText('Loading the saved games…')).toBeNull());
}

/** Chooses files in the (hidden) file picker, and waits until the import has reported. */
async function importFiles(...files: File[]): Promise<HTMLElement> {
  const picker = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!picker) throw new Error('no file input');
  Object.defineProperty(picker, 'files', { value: files, configurable: true });
  fireEvent.change(picker);
  return screen.findByRole('region', { name: 'Import results' });
}

async function sessionKeys(): Promise<string[]> {
  return Object.keys(await storedRecords()).filter((key) => key.startsWith('session:'));
}

beforeEach(async () => {
  await useLanguage('en');
  await emptyDevice();
});
afterEach(cleanup);

describe('the import control', () => {
  it('is one control: the button; the file input behind it is hidden from screen readers too', async () => {
    await showArchive();
    expect(screen.getAllByRole('button', { name: 'Import games…' })).toHaveLength(1);
    expect(screen.queryAllByLabelText('Import games…')).toHaveLength(0);
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')?.hidden).toBe(true);
  });
});

describe('importing good files', () => {
  it('adds a session file, then reports the same file as already here', async () => {
    await showArchive(FERRY);
    let report = await importFiles(jsonFileOf(makeSessionJson(SHORT), 'short.dragnet.json'));
    expect(report.textContent).toContain(`short.dragnet.json: added “${SHORT.name}”.`);
    expect(await screen.findByRole('heading', { name: SHORT.name })).toBeTruthy();
    const after = await storedRecords();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    report = await importFiles(jsonFileOf(makeSessionJson(SHORT), 'short.dragnet.json'));
    expect(report.textContent).toContain(`short.dragnet.json: “${SHORT.name}” is already here.`);
    expect(await storedRecords()).toEqual(after);
  });

  it('stores a different game with an id already stored as a copy, never over it', async () => {
    await showArchive(SHORT);
    const before = await storedRecords();
    const changed = { ...SHORT, events: SHORT.events.slice(0, 10) };
    const report = await importFiles(jsonFileOf(makeSessionJson(changed), 'older.json'));
    expect(report.textContent).toContain(`so this one was added as “${SHORT.name} (copy)”`);
    const records = await storedRecords();
    expect(records[`session:${SHORT.id}`]).toEqual(before[`session:${SHORT.id}`]);
    expect(Object.keys(records).filter((key) => key.startsWith('session:'))).toHaveLength(2);
  });

  it('stores a game as a copy when its id holds a damaged record, which stays as it is', async () => {
    await showArchive();
    const store = await openDatabase();
    await store.set(`session:${SHORT.id}`, 'not a record');
    const report = await importFiles(jsonFileOf(makeSessionJson(SHORT), 'short.json'));
    expect(report.textContent).toContain(`added as “${SHORT.name} (copy)”`);
    expect((await storedRecords())[`session:${SHORT.id}`]).toBe('not a record');
  });

  it('migrates a version 0 file to the same game as the current version', async () => {
    await showArchive();
    const report = await importFiles(jsonFileOf(fixtureText('mb-ferry.v0'), 'old.json'));
    expect(report.textContent).toContain(`old.json: added “${FERRY.name}”.`);
    const records = await storedRecords();
    expect(records[`session:${FERRY.id}`]).toMatchObject({ file: JSON.parse(makeSessionJson(FERRY)) });
  });

  it('imports an archive: new games added, known ones already here', async () => {
    await showArchive(SHORT);
    const report = await importFiles(jsonFileOf(makeArchiveJson([SHORT, FERRY, SURFACE], EXPORTED), 'all.json'));
    expect(report.textContent).toContain('all.json: 2 games added, 1 already here.');
    expect(await sessionKeys()).toHaveLength(3);
  });

  it('imports several files at once, each reported', async () => {
    await showArchive();
    const report = await importFiles(
      jsonFileOf(makeSessionJson(SHORT), 'a.json'),
      jsonFileOf('{"not":"dragnet"}', 'b.json'),
    );
    expect(report.textContent).toContain('a.json: added');
    expect(report.textContent).toContain('b.json was not imported');
  });
});

describe('refused files change nothing', () => {
  const good = makeSessionJson(SHORT);
  const cases: [string, () => File, RegExp][] = [
    ['malformed JSON', () => jsonFileOf(good.slice(0, 300), 'cut.json'), /It is not a JSON file/],
    ["another app's JSON", () => jsonFileOf('{"type":"FeatureCollection"}', 'map.geojson.json'), /not a Dragnet game/],
    [
      'a newer version',
      () => jsonFileOf(good.replace('"version": 2', '"version": 4'), 'future.json'),
      /newer version of Dragnet \(format version 4\)/,
    ],
    [
      'events that do not replay',
      () => jsonFileOf(good.replace('"to": 52', '"to": 1'), 'bad-move.json'),
      /It cannot be read: events\[1\]: /,
    ],
    [
      'a session file over 5 MB',
      () => jsonFileOf(good.replace('"name": "', `"name": "${'x'.repeat(5.5 * 1024 * 1024)}`), 'big.json'),
      /too large \(5\.6 MB\); at most 5 MB/,
    ],
  ];

  it.each(cases)('%s', async (_what, file, message) => {
    await showArchive(FERRY);
    const before = await storedRecords();
    const chosen = file();
    const report = await importFiles(chosen);
    expect(report.textContent).toContain(`${chosen.name} was not imported; nothing saved was changed.`);
    expect(report.textContent).toMatch(message);
    expect(await storedRecords()).toEqual(before);
  });

  it('refuses a huge file without reading it', async () => {
    await showArchive(FERRY);
    const before = await storedRecords();
    const huge = jsonFileOf('{}', 'huge.json');
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    const read = vi.spyOn(huge, 'text');
    const report = await importFiles(huge);
    expect(report.textContent).toContain('It is too large (21 MB); at most 20 MB can be imported.');
    expect(read).not.toHaveBeenCalled();
    expect(await storedRecords()).toEqual(before);
  });

  it('imports the good games of an archive with damaged ones, names each damaged one, and keeps it as it is', async () => {
    await showArchive(SHORT);
    const archive = JSON.parse(makeArchiveJson([FERRY, SURFACE, SHORT], EXPORTED));
    archive.sessions[1].events[2] = { type: 'pawn-move', pawn: 'nobody', to: 1, ticket: 'taxi' };
    const damaged = archive.sessions[1];
    const report = await importFiles(jsonFileOf(JSON.stringify(archive), 'backup.json'));
    expect(report.textContent).toContain('backup.json: 1 game added, 1 already here.');
    expect(report.textContent).toContain('1 of its 3 games cannot be read and was not imported:');
    expect(report.textContent).toContain(`Game 2 “${SURFACE.name}”: events[2]`);
    expect((await sessionKeys()).sort()).toEqual([`session:${FERRY.id}`, `session:${SHORT.id}`].sort());
    // The list shows the new game at once: the import wrote its entry in the index too.
    expect(await screen.findByRole('heading', { name: FERRY.name })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save the damaged game as it is' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const saved = vi.mocked(downloadFile).mock.calls.at(-1)?.[0];
    expect(saved?.name).toBe('backup.damaged.json');
    // Exactly as the file held it: an archive of the damaged games, which a later Dragnet may read.
    expect(JSON.parse((await saved?.text()) ?? '')).toMatchObject({ format: 'dragnet-archive', sessions: [damaged] });
  });

  it('imports every readable game of a large archive with a few damaged ones, and shows its progress', async () => {
    await showArchive();
    const games = Array.from({ length: 60 }, (_, index) => ({
      ...SHORT,
      id: `game-${index}`,
      name: `Game number ${index}`,
    }));
    const archive = JSON.parse(makeArchiveJson(games, EXPORTED));
    for (const index of [3, 25, 41, 59]) archive.sessions[index].setup = 'gone';
    const picker = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    Object.defineProperty(picker, 'files', {
      value: [jsonFileOf(JSON.stringify(archive), 'club.json')],
      configurable: true,
    });
    fireEvent.change(picker);
    // The bar counts the archive's games as they are read and stored.
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Importing games' }).getAttribute('max')).toBe('60'),
    );
    const report = await screen.findByRole('region', { name: 'Import results' }, { timeout: 60_000 });
    expect(report.textContent).toContain('club.json: 56 games added.');
    expect(report.textContent).toContain('4 of its 60 games cannot be read and were not imported:');
    for (const number of [4, 26, 42, 60])
      expect(report.textContent).toContain(`Game ${number} “Game number ${number - 1}”: setup`);
    expect(await sessionKeys()).toHaveLength(56);
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 120_000);
});

describe('a game Dragnet plays as Mister X (session format v3, issue 17)', () => {
  // Ravensburger 2013, seed 21, still going on: the pawns to move after his 5th entry (he surfaced
  // at 3). His secret as the export writes it, and as the device keeps it.
  const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
  const stop = (state: GameState) => state.log.length >= 5 && state.phase === 'pawns';
  const played = playDragnetGame(setup, { seed: 21, strength: 'medium', stop });
  const AGAINST = { ...played.session, name: 'Tuesday against Dragnet' };
  const SECRET = { version: 1, id: AGAINST.id, ...played.dragnetX } as const;
  const v3 = (route: readonly StationId[] = played.dragnetX.route) =>
    makeSessionJson(AGAINST, { ...played.dragnetX, route });
  /** The route with his station after entry 4 (hidden) moved to one no taxi, bus or underground
   *  ride of entry 4's ticket reaches: a file edited by hand. */
  const tampered = () => {
    const { route } = played.dragnetX;
    const reach = played.state.game.board.ticketNeighbours(
      route[3] as StationId,
      played.state.log[3]?.ticket ?? 'taxi',
    );
    const away = played.state.game.board.stationIds.find((s) => s !== route[3] && !reach.includes(s)) as StationId;
    return route.map((station, index) => (index === 4 ? away : station));
  };

  it('adds the game and gives his secret to the secret side', async () => {
    await showArchive(FERRY);
    const report = await importFiles(jsonFileOf(v3(), 'dragnet.json'));
    expect(report.textContent).toContain(`dragnet.json: added “${AGAINST.name}”.`);
    expect((await storedRecords())[`secret:${AGAINST.id}`]).toEqual(SECRET);
  });

  it('refuses a file whose secret route contradicts its record, naming the game, and changes nothing', async () => {
    // The same game is saved here with its secret: neither may be touched.
    await saveSecret(SECRET);
    await showArchive(FERRY, AGAINST);
    const before = await storedRecords();
    const report = await importFiles(jsonFileOf(v3(tampered()), 'edited.json'));
    expect(report.textContent).toContain('edited.json was not imported; nothing saved was changed.');
    expect(report.textContent).toContain(
      `It cannot be read: dragnetX.route[4]: Mister X’s secret route for “${AGAINST.name}” does not fit the game’s record: the ticket of entry 4 cannot take him to the station the file gives after it`,
    );
    expect(await storedRecords()).toEqual(before);
  });

  it('names the game in an archive whose secret route contradicts its record, and imports the others', async () => {
    await showArchive();
    const archive = JSON.parse(makeArchiveJson([FERRY, AGAINST], EXPORTED));
    archive.sessions[1] = JSON.parse(v3(tampered()));
    const report = await importFiles(jsonFileOf(JSON.stringify(archive), 'backup.json'));
    expect(report.textContent).toContain('backup.json: 1 game added.');
    expect(report.textContent).toContain(
      `Game 2 “${AGAINST.name}”: dragnetX.route[4]: Mister X’s secret route for “${AGAINST.name}” does not fit`,
    );
    expect(await sessionKeys()).toEqual([`session:${FERRY.id}`]);
    expect(Object.keys(await storedRecords()).filter((key) => key.startsWith('secret:'))).toEqual([]);
  });

  it('gives back his secret to a game already here that lost it, and says so; keeps one it has', async () => {
    await showArchive(AGAINST);
    let report = await importFiles(jsonFileOf(v3(), 'dragnet.json'));
    expect(report.textContent).toContain(
      `dragnet.json: “${AGAINST.name}” is already here, but this device had lost Mister X’s secret route (Dragnet plays him in this game). The file gave it back: Dragnet plays on.`,
    );
    expect((await storedRecords())[`secret:${AGAINST.id}`]).toEqual(SECRET);

    // Now it has his secret, the same file is only "already here", and the device's own is kept
    // (it may reach a turn further than any file).
    const further = { ...SECRET, route: [...SECRET.route, SECRET.route[4] as StationId] };
    await saveSecret(further);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    report = await importFiles(jsonFileOf(v3(), 'dragnet.json'));
    expect(report.textContent).toContain(`dragnet.json: “${AGAINST.name}” is already here.`);
    expect((await storedRecords())[`secret:${AGAINST.id}`]).toEqual(further);
  });

  it('gives his secret to the copy when another game has the same id, and leaves that game alone', async () => {
    const other = { ...AGAINST, name: 'Another game, same id', events: AGAINST.events.slice(0, 3) };
    await showArchive(other);
    const report = await importFiles(jsonFileOf(v3(), 'dragnet.json'));
    expect(report.textContent).toContain('a different game with the same identity is already saved');
    const stored = await storedRecords();
    const copies = Object.keys(stored).filter((key) => key.startsWith('secret:'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).not.toBe(`secret:${AGAINST.id}`);
    expect(stored[copies[0] as string]).toEqual({ ...SECRET, id: (copies[0] as string).slice('secret:'.length) });
    expect(stored[`session:${copies[0]?.slice('secret:'.length)}`]).toBeDefined();
  });

  it('gives back his secret, in an archive, to a game already here', async () => {
    await showArchive(AGAINST, FERRY);
    const archive = JSON.parse(makeArchiveJson([FERRY, AGAINST], EXPORTED));
    archive.sessions[1] = JSON.parse(v3());
    const report = await importFiles(jsonFileOf(JSON.stringify(archive), 'backup.json'));
    expect(report.textContent).toContain(
      'backup.json: 1 already here, 1 already here without Mister X’s secret route (Dragnet plays him), which the file gave back.',
    );
    expect((await storedRecords())[`secret:${AGAINST.id}`]).toEqual(SECRET);
  });
});

describe('fuzzed files', () => {
  /** Every place in a JSON value, as a list of keys. */
  function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
    if (value === null || typeof value !== 'object') return [at];
    const keys = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
    return [at, ...keys.flatMap((key) => places((value as Record<string | number, unknown>)[key], [...at, key]))];
  }

  function mutated(text: string, pick: number, junk: unknown, remove: boolean): string {
    const root = JSON.parse(text);
    const all = places(root).filter((place) => place.length > 0);
    const place = all[pick % all.length] as (string | number)[];
    let parent = root;
    for (const key of place.slice(0, -1)) parent = parent[key];
    const last = place[place.length - 1] as string | number;
    if (remove && !Array.isArray(parent)) delete parent[last];
    else parent[last] = junk;
    return JSON.stringify(root);
  }

  const sources = [
    makeSessionJson(SHORT),
    fixtureText('mb-ferry.v0'),
    makeArchiveJson([SHORT, FERRY], EXPORTED),
    // An archive whose game has the same id as a stored one, but other content.
    makeArchiveJson([{ ...SHORT, name: 'Other' }, SURFACE], EXPORTED),
  ];

  it('never throws and never alters the games already stored', async () => {
    await saveSession(SHORT);
    await saveSession(FERRY);
    const before = await storedRecords();
    const mutation = fc.oneof(
      fc.record({
        kind: fc.constant('value' as const),
        source: fc.nat(sources.length - 1),
        pick: fc.nat(),
        junk: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.integer({ min: -3, max: 260 }), fc.string()),
        remove: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('text' as const),
        source: fc.nat(sources.length - 1),
        at: fc.nat(),
        cut: fc.nat(30),
        insert: fc.string({ maxLength: 6 }),
      }),
    );
    let imported = 0;
    await fc.assert(
      fc.asyncProperty(mutation, async (change) => {
        const source = sources[change.source] as string;
        const text =
          change.kind === 'value'
            ? mutated(source, change.pick, change.junk, change.remove)
            : source.slice(0, change.at % source.length) +
              change.insert +
              source.slice((change.at % source.length) + change.cut);
        const result = await importFile(jsonFileOf(text, 'fuzz.json'), ' (copy)');
        if (result.ok) imported++;
        const records = await storedRecords();
        for (const [key, value] of Object.entries(before)) expect(records[key]).toEqual(value);
      }),
      { numRuns: 300 },
    );
    // The run tried files that import too, not only refusals.
    expect(imported).toBeGreaterThan(0);
  }, 60_000);
});
