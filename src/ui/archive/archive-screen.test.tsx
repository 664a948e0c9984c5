// @vitest-environment happy-dom
// The archive as players use it: the list of saved games, rename (markup stays text), duplicate,
// delete with a moment to undo, a damaged record kept as raw data, and exports of one game or all.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDevice, fixture, storedRecords } from '../../../tests/support/archive';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import { parseArchiveJson } from '../../format/archive';
import type { Session } from '../../format/session';
import { parseSessionFile, parseSessionJson } from '../../format/session';
import { makeSessionFile, makeSessionJson } from '../../format/session-make';
import { IMPORT_MIGRATIONS } from '../../format/session-v0';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { openDatabase } from '../../store/database';
import { whenSaved } from '../../store/save-queue';
import { loadSession, saveSession } from '../../store/sessions';
import { useLanguage } from '../i18n/i18n';
import { saveSecret } from '../secret/secret-store';
import { session as sessionInPlay, startSession } from '../state/game-store';
import { ArchiveScreen } from './archive-screen';
import { downloadFile, shareFile } from './deliver-file';
import { UNDO_MS } from './use-archive';

vi.mock('./deliver-file', async (original) => ({
  ...(await original<typeof import('./deliver-file')>()),
  downloadFile: vi.fn(),
  canShareFile: vi.fn(() => true),
  shareFile: vi.fn(async () => 'shared'),
}));

const SHORT = fixture('rb-short'); // Ravensburger, in progress (round 7), updated 22 Nov 18:35
const FERRY = fixture('mb-ferry'); // Milton Bradley, in progress, updated 21 Nov 19:40
const LONG = fixture('rb-22-rounds'); // Ravensburger, Mister X escaped after 22 rounds; 21 Nov 12:00

/** A game Dragnet plays as Mister X, still going on: the pawns to move after his 6th entry. */
function dragnetGame(seed: number, strength: 'easy' | 'hard') {
  const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
  const stop = (state: GameState) => state.log.length >= 6 && state.phase === 'pawns';
  const game = playDragnetGame(setup, { seed, strength, stop });
  const at = '2026-11-23T20:00:00.000Z';
  return { ...game, session: { ...game.session, createdAt: at, updatedAt: at } };
}

const callbacks = { onOpen: vi.fn(), onReview: vi.fn(), onClose: vi.fn() };

async function showArchive(...games: Session[]) {
  for (const game of games) await saveSession(game);
  render(<ArchiveScreen {...callbacks} />);
  await screen.findByRole('list');
  // Every row has loaded its details (pawns and result).
  await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
}

function row(name: string | RegExp): HTMLElement {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

const click = (within: HTMLElement, name: string | RegExp) =>
  fireEvent.click(withinRow(within).getByRole('button', { name }));
const withinRow = within;

async function lastDownload(): Promise<{ name: string; text: string }> {
  const calls = vi.mocked(downloadFile).mock.calls;
  const file = calls[calls.length - 1]?.[0];
  if (!file) throw new Error('nothing was downloaded');
  return { name: file.name, text: await file.text() };
}

beforeEach(async () => {
  await useLanguage('en');
  await emptyDevice();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  startSession(null);
});

describe('the list of saved games', () => {
  it('shows every game newest first: name, date, rules, pawns, result and rounds', async () => {
    await showArchive(FERRY, LONG, SHORT);
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual([SHORT.name, FERRY.name, LONG.name]);
    const short = row(SHORT.name);
    expect(short.textContent).toContain('Ravensburger 2013');
    expect(short.textContent).toContain(
      new Date(SHORT.updatedAt).toLocaleString('en', { dateStyle: 'medium' }).slice(0, 6),
    );
    expect(short.textContent).toContain('Pawns: Red, Blue, Green Bobby, Yellow Bobby');
    expect(short.textContent).toContain('In progress: round 7');
    const long = row(LONG.name);
    expect(long.textContent).toContain('Mister X won: all rounds played');
    expect(long.textContent).toContain('22 rounds');
    expect(row(FERRY.name).textContent).toContain('Milton Bradley 1985');
  });

  it('tells apart the games of one evening the table did not name: start time, result, pawns', async () => {
    // Three games started at 7:05, 8:40 and 10:15 PM on the device's clock, named by Dragnet in
    // English, the first one (named as older versions did) by its day alone.
    const at = (hour: number, minute: number) => new Date(2026, 11, 7, hour, minute).toISOString();
    const game = (played: Session, id: string, name: string, started: string, last: string): Session => ({
      ...played,
      id,
      name,
      createdAt: started,
      updatedAt: last,
    });
    const evening = [
      game(LONG, 'first', 'Dec 7, 2026 · Ravensburger 2013', at(19, 5), at(20, 30)),
      game(SHORT, 'second', 'Dec 7, 2026, 8:40 PM · Ravensburger 2013', at(20, 40), at(21, 55)),
      game(SHORT, 'third', 'Dec 7, 2026, 10:15 PM · Ravensburger 2013', at(22, 15), at(22, 15)),
    ];
    await showArchive(...evening);
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Dec 7, 2026, 10:15 PM · Ravensburger 2013',
      'Dec 7, 2026, 8:40 PM · Ravensburger 2013',
      'Dec 7, 2026, 7:05 PM · Ravensburger 2013',
    ]);
    // Each row says how it went; when it was last played only if later than it started.
    const rows = titles.map((title) => row(title ?? ''));
    expect(rows.map((item) => item.querySelector('.archive-result')?.textContent)).toEqual([
      'In progress: round 7',
      'In progress: round 7',
      'Mister X won: all rounds played',
    ]);
    expect(rows.map((item) => item.querySelector('.archive-meta')?.textContent ?? null)).toEqual([
      null,
      'Last played 9:55 PM',
      'Last played 8:30 PM · 22 rounds',
    ]);
    expect(rows[2]?.textContent).toContain('Pawns: Red, Blue, Green, Yellow Bobby');
    await useLanguage('de');
    const german = await screen.findAllByRole('heading', { level: 3 });
    expect(german.map((heading) => heading.textContent)).toEqual([
      '7. Dez. 2026, 22:15 · Ravensburger 2013',
      '7. Dez. 2026, 20:40 · Ravensburger 2013',
      '7. Dez. 2026, 19:05 · Ravensburger 2013',
    ]);
    expect(rows[1]?.querySelector('.archive-meta')?.textContent).toBe('Zuletzt gespielt: 21:55');
  });

  it('names no round past the last: a 22-round game closed before the table confirmed its end', async () => {
    const announced = { ...LONG, events: LONG.events.filter((event) => event.type !== 'end') };
    await showArchive(announced);
    expect(row(LONG.name).querySelector('.archive-result')?.textContent).toBe('In progress: round 22');
  });

  it('opens and reviews a game with the session as stored', async () => {
    await showArchive(SHORT);
    click(row(SHORT.name), 'Open');
    await waitFor(() => expect(callbacks.onOpen).toHaveBeenCalledWith(SHORT));
    click(row(SHORT.name), 'Review');
    await waitFor(() => expect(callbacks.onReview).toHaveBeenCalledWith(SHORT));
  });

  it('marks the game in play and hands over its latest state', async () => {
    startSession(SHORT);
    await showArchive(SHORT, FERRY);
    expect(row(SHORT.name).textContent).toContain('Playing now');
    expect(row(FERRY.name).textContent).not.toContain('Playing now');
  });

  it('says a finished game at the table is open there, not being played', async () => {
    startSession(LONG);
    await showArchive(LONG, SHORT);
    expect(row(LONG.name).textContent).toContain('Open at the table');
    expect(row(LONG.name).textContent).not.toContain('Playing now');
  });

  it('says so when nothing is saved', async () => {
    render(<ArchiveScreen {...callbacks} />);
    expect(await screen.findByText(/No saved games yet/)).toBeTruthy();
  });
});

describe('rename and duplicate', () => {
  it('renames a game; a name full of markup shows as text', async () => {
    await showArchive(SHORT);
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Rename');
    const field = screen.getByRole('textbox', { name: 'Name of the game' });
    const markup = '<img src=x onerror=alert(1)>';
    fireEvent.input(field, { target: { value: markup } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    const heading = await screen.findByRole('heading', { name: markup });
    expect(heading.textContent).toBe(markup);
    expect(document.querySelector('img')).toBeNull();
    await whenSaved();
    const stored = await loadSession(SHORT.id);
    // Only the name changed: the game keeps its place in the list.
    expect(stored).toEqual({ ok: true, session: { ...SHORT, name: markup } });
  });

  it('renames the game in play through the table, so autosave keeps the new name', async () => {
    startSession(SHORT);
    await showArchive(SHORT);
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Rename');
    const field = screen.getByRole('textbox', { name: 'Name of the game' });
    fireEvent.input(field, { target: { value: 'Sunday' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await screen.findByRole('heading', { name: 'Sunday' });
    expect(sessionInPlay.value).toEqual({ ...SHORT, name: 'Sunday' });
  });

  it('cancels a rename with Escape', async () => {
    await showArchive(SHORT);
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Rename');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('duplicates a game under a new id, named "… (copy)"', async () => {
    await showArchive(SHORT);
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Duplicate');
    await screen.findByRole('heading', { name: `${SHORT.name} (copy)` });
    const records = await storedRecords();
    const ids = Object.keys(records).filter((key) => key.startsWith('session:'));
    expect(ids).toHaveLength(2);
    const copyId = (ids.find((key) => key !== `session:${SHORT.id}`) as string).slice('session:'.length);
    expect(await loadSession(copyId)).toEqual({
      ok: true,
      session: { ...SHORT, id: copyId, name: `${SHORT.name} (copy)` },
    });
  });
});

describe('delete, with a moment to undo', () => {
  it('brings the game back on Undo; nothing is deleted', async () => {
    await showArchive(SHORT, FERRY);
    const before = await storedRecords();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Delete');
    expect(screen.queryByRole('heading', { name: SHORT.name })).toBeNull();
    expect(screen.getByText(`Deleted “${SHORT.name}”.`)).toBeTruthy();
    vi.advanceTimersByTime(UNDO_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    vi.advanceTimersByTime(UNDO_MS * 2);
    expect(screen.getByRole('heading', { name: SHORT.name })).toBeTruthy();
    expect(await storedRecords()).toEqual(before);
  });

  it('deletes the record only when the time to undo is over', async () => {
    await showArchive(SHORT, FERRY);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Delete');
    vi.advanceTimersByTime(UNDO_MS - 100);
    expect(Object.keys(await storedRecords())).toContain(`session:${SHORT.id}`);
    vi.advanceTimersByTime(200);
    await whenSaved();
    // The game and its entry in the index of saved games go together.
    expect(Object.keys(await storedRecords())).toEqual([`index:${FERRY.id}`, `session:${FERRY.id}`]);
    expect(screen.queryByText(/Deleted/)).toBeNull();
  });

  it('carries out a waiting delete when the screen closes', async () => {
    await showArchive(SHORT, FERRY);
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Delete');
    cleanup();
    await waitFor(async () =>
      expect(Object.keys(await storedRecords())).toEqual([`index:${FERRY.id}`, `session:${FERRY.id}`]),
    );
  });

  it('takes a deleted game out of play', async () => {
    startSession(SHORT);
    await showArchive(SHORT);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(row(SHORT.name), 'More');
    click(row(SHORT.name), 'Delete');
    vi.advanceTimersByTime(UNDO_MS);
    expect(sessionInPlay.value).toBeNull();
  });
});

describe('a damaged record', () => {
  async function storeDamaged() {
    const store = await openDatabase();
    // A record as Dragnet 0.1 wrote it (record version 1), with an event no version knows.
    const file = { ...makeSessionFile({ ...SHORT, id: 'broken' }), events: [{ type: 'teleport' }] };
    const summary = {
      id: 'broken',
      name: SHORT.name,
      updatedAt: SHORT.updatedAt,
      ruleSet: SHORT.setup.ruleSet,
      events: 1,
    };
    const damaged = { version: 1, summary, file };
    await store.set('session:broken', damaged);
    await store.set('session:junk', 'not a record');
    return damaged;
  }

  it('gets its own row; its raw data can be exported, and it can be deleted', async () => {
    const damaged = await storeDamaged();
    await showArchive(FERRY);
    const rows = screen.getAllByText(/^This saved game cannot be read: /);
    expect(rows).toHaveLength(2);
    const broken = screen.getByText('broken').closest('li') as HTMLElement;
    expect(broken.textContent).toContain('events[0].type');
    click(broken, 'Export raw data');
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const raw = await lastDownload();
    expect(raw.name).toBe('broken.damaged.json');
    expect(JSON.parse(raw.text)).toEqual(damaged);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    click(screen.getByText('junk').closest('li') as HTMLElement, 'Delete');
    vi.advanceTimersByTime(UNDO_MS);
    await whenSaved();
    expect(Object.keys(await storedRecords())).toEqual(
      [`index:${FERRY.id}`, 'index:broken', `session:${FERRY.id}`, 'session:broken'].sort(),
    );
  });
});

describe('a game damaged behind the app’s back, its entry in the list written before', () => {
  /** What a crash or a bad disk leaves: the record's events are no list any more. */
  async function damage(game: Session) {
    const store = await openDatabase();
    const record = (await store.get(`session:${game.id}`)) as { file: object };
    const damaged = { ...record, file: { ...record.file, events: 'ÿ\u0000garbage' } };
    await store.set(`session:${game.id}`, damaged);
    return damaged;
  }

  const unreadable = (name: string) => screen.findByRole('dialog', { name: `“${name}” cannot be read` });

  for (const when of ['before', 'after'] as const) {
    it(`damaged ${when} the list was opened: Open says what is wrong and offers its raw data; the row is marked from then on`, async () => {
      for (const game of [SHORT, FERRY]) await saveSession(game);
      const damaged = when === 'before' ? await damage(SHORT) : null;
      await showArchive();
      // The list reads the index alone: it cannot know yet.
      expect(row(SHORT.name).textContent).toContain('In progress: round 7');
      const stored = damaged ?? (await damage(SHORT));
      const before = await storedRecords();

      click(row(SHORT.name), 'Open');
      const sheet = await unreadable(SHORT.name);
      expect(sheet.textContent).toContain('The saved game is damaged and cannot be opened: ');
      expect(sheet.textContent).toContain('Nothing was changed or deleted');
      expect(callbacks.onOpen).not.toHaveBeenCalled();
      fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
      const raw = await lastDownload();
      expect(raw.name).toBe(`${SHORT.id}.damaged.json`);
      expect(JSON.parse(raw.text)).toEqual(stored);

      // The row says so now, with the way to its raw data, and takes the focus back.
      const marked = row(SHORT.name);
      expect(marked.textContent).toContain('This saved game cannot be read: ');
      await waitFor(() =>
        expect(document.activeElement).toBe(within(marked).getByRole('button', { name: 'Export raw data' })),
      );
      // Nothing was written over it: only its entry in the list changed.
      const after = await storedRecords();
      expect(after).toEqual({ ...before, [`index:${SHORT.id}`]: after[`index:${SHORT.id}`] });
      expect(after[`index:${SHORT.id}`]).toMatchObject({ damaged: { code: 'file' }, name: SHORT.name });

      // Every other game still opens.
      click(row(FERRY.name), 'Open');
      await waitFor(() => expect(callbacks.onOpen).toHaveBeenCalledWith(FERRY));
      // And the list, made again, marks it.
      cleanup();
      await showArchive();
      expect(row(SHORT.name).textContent).toContain('This saved game cannot be read: ');
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  }

  it('its Export, Review, Rename and Duplicate say what is wrong and offer its raw data too', async () => {
    await saveSession(SHORT);
    const store = await openDatabase();
    const entry = await store.get(`index:${SHORT.id}`);
    const stored = await damage(SHORT);
    for (const action of ['Export', 'Review', 'Rename', 'Duplicate'] as const) {
      // Each time a list made from the entry written before the damage.
      cleanup();
      await store.set(`index:${SHORT.id}`, entry);
      await showArchive();
      if (action === 'Rename' || action === 'Duplicate') click(row(SHORT.name), 'More');
      click(row(SHORT.name), action);
      if (action === 'Rename') {
        const field = screen.getByRole('textbox', { name: 'Name of the game' });
        fireEvent.input(field, { target: { value: 'Sunday' } });
        fireEvent.submit(field.closest('form') as HTMLFormElement);
      }
      const sheet = await unreadable(SHORT.name);
      expect(sheet.textContent).toContain('The saved game is damaged and cannot be opened: ');
      fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
      expect(JSON.parse((await lastDownload()).text)).toEqual(stored);
      expect(row(SHORT.name).textContent).toContain('This saved game cannot be read: ');
    }
    expect(callbacks.onReview).not.toHaveBeenCalled();
    // Nothing renamed, copied or written over.
    expect(Object.keys(await storedRecords())).toEqual([`index:${SHORT.id}`, `session:${SHORT.id}`]);
    expect(await store.get(`session:${SHORT.id}`)).toEqual(stored);
  });

  it('Export all games exports every readable game and names the damaged ones, which the list then marks', async () => {
    for (const game of [SHORT, FERRY, LONG]) await saveSession(game);
    await openDatabase().then((store) => store.set('session:junk', 'not a record'));
    await showArchive();
    await damage(FERRY);
    fireEvent.click(screen.getByRole('button', { name: 'Export all games' }));
    const sheet = await screen.findByRole('dialog', { name: 'Export all games' });
    expect(sheet.textContent).toContain('2 games in one archive file');
    expect(sheet.textContent).toContain(
      `Not included: 2 saved games that cannot be read (“${FERRY.name}”, “junk”). Each is marked damaged in the list, where “Export raw data” saves it as it is.`,
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
    const read = parseArchiveJson((await lastDownload()).text, IMPORT_MIGRATIONS);
    expect(read.ok && read.sessions).toEqual([SHORT, LONG]);
    expect(row(FERRY.name).textContent).toContain('This saved game cannot be read: ');
    click(row(FERRY.name), 'Export raw data');
    await screen.findByRole('dialog', { name: 'Export raw data' });
  });

  it('says so in German', async () => {
    await saveSession(SHORT);
    await damage(SHORT);
    await useLanguage('de');
    await showArchive();
    click(row(SHORT.name), 'Öffnen');
    const sheet = await screen.findByRole('dialog', { name: `„${SHORT.name}“ kann nicht gelesen werden` });
    expect(sheet.textContent).toContain('Das gespeicherte Spiel ist beschädigt und lässt sich nicht öffnen: ');
    expect(sheet.textContent).toContain('Nichts wurde verändert oder gelöscht');
    within(sheet).getByRole('button', { name: 'Herunterladen' });
  });

  it('a game deleted in another tab meanwhile: Open says it is no longer saved, and the row goes', async () => {
    await showArchive(SHORT, FERRY);
    await openDatabase().then((store) => store.deleteMany([`session:${SHORT.id}`, `index:${SHORT.id}`]));
    click(row(SHORT.name), 'Open');
    const sheet = await unreadable(SHORT.name);
    expect(sheet.textContent).toContain('This game is no longer saved on the device.');
    expect(within(sheet).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('heading', { name: SHORT.name })).toBeNull();
    expect(callbacks.onOpen).not.toHaveBeenCalled();
  });
});

describe('export', () => {
  it('exports one game as its session file, to download or share', async () => {
    await showArchive(SHORT);
    click(row(SHORT.name), 'Export');
    const sheet = await screen.findByRole('dialog', { name: `Export “${SHORT.name}”` });
    expect(sheet.textContent).toContain('Two detectives, two Bobbies.dragnet.json');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
    expect(await lastDownload()).toEqual({ name: `${SHORT.name}.dragnet.json`, text: makeSessionJson(SHORT) });

    click(row(SHORT.name), 'Export');
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    await waitFor(() => expect(shareFile).toHaveBeenCalledTimes(1));
    const shared = vi.mocked(shareFile).mock.calls[0]?.[0] as File;
    expect(await shared.text()).toBe(makeSessionJson(SHORT));
  });

  it('says, for a game Dragnet plays as Mister X and still going on, that the file holds his secret route', async () => {
    const { session: AGAINST, dragnetX } = dragnetGame(5, 'hard');
    await saveSecret({ version: 1, id: AGAINST.id, ...dragnetX });
    await showArchive(AGAINST, LONG);
    click(row(AGAINST.name), 'Export');
    const sheet = await screen.findByRole('dialog', { name: `Export “${AGAINST.name}”` });
    // Said before the file is handed over.
    const warning = await within(sheet).findByText(
      /^This file contains Mister X’s secret route: .*whoever opens the file can read where he is/,
    );
    expect(warning.classList.contains('notice-warning')).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
    const { text } = await lastDownload();
    const read = parseSessionJson(text);
    expect(read.ok && read.session).toEqual(AGAINST);
    expect(read.ok && read.dragnetX).toEqual(dragnetX);
    // A game a person plays as Mister X has no such note, and its file stays version 2.
    click(row(LONG.name), 'Export');
    const other = await screen.findByRole('dialog', { name: `Export “${LONG.name}”` });
    expect(other.textContent).not.toContain('secret route');
    fireEvent.click(within(other).getByRole('button', { name: 'Download' }));
    expect((await lastDownload()).text).toBe(makeSessionJson(LONG));
  });

  it('exports all games with the secret of the game Dragnet plays, and says so', async () => {
    const { session: AGAINST, dragnetX } = dragnetGame(9, 'easy');
    await saveSecret({ version: 1, id: AGAINST.id, ...dragnetX });
    // Played after LONG, so the archive holds it first.
    await showArchive(AGAINST, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Export all games' }));
    const sheet = await screen.findByRole('dialog', { name: 'Export all games' });
    // Said apart from the other notes, as a warning.
    const warning = within(sheet).getByText(
      /^In one game in this file Dragnet plays Mister X and the game is not over/,
    );
    expect(warning.classList.contains('notice-warning')).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
    const entries = (JSON.parse((await lastDownload()).text) as { sessions: { version: number }[] }).sessions;
    expect(entries.map((entry) => entry.version)).toEqual([3, 2]);
    expect(parseSessionFile(entries[0]).ok && (parseSessionFile(entries[0]) as { dragnetX: unknown }).dragnetX).toEqual(
      dragnetX,
    );
  });

  it('exports all readable games in one archive file, and says which were left out', async () => {
    await openDatabase().then((store) => store.set('session:junk', 'not a record'));
    await showArchive(SHORT, FERRY, LONG);
    fireEvent.click(screen.getByRole('button', { name: 'Export all games' }));
    const sheet = await screen.findByRole('dialog', { name: 'Export all games' });
    expect(sheet.textContent).toContain('3 games in one archive file');
    expect(sheet.textContent).toContain(
      'Not included: “junk”, which cannot be read. It is marked damaged in the list, where “Export raw data” saves it as it is.',
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Download' }));
    const { name, text } = await lastDownload();
    expect(name).toMatch(/^dragnet-games-\d{4}-\d{2}-\d{2}\.json$/);
    const read = parseArchiveJson(text, IMPORT_MIGRATIONS);
    expect(read.ok && read.sessions).toEqual([SHORT, FERRY, LONG]);
  });
});
