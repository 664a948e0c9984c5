// @vitest-environment happy-dom
// The table's record as a family reads it: saved games of both rule sets, some against Dragnet,
// some still going on and one that cannot be read; each chart's numbers as the games were played,
// in English and German, read from the index of saved games without opening any game.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDevice, fixture } from '../../../tests/support/archive';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import type { Session } from '../../format/session';
import { finalState, replay } from '../../game/replay';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { openDatabase } from '../../store/database';
import { listSavedGames } from '../../store/saved-games';
import { saveSession } from '../../store/sessions';
import { shownPawnNames } from '../../words/default-names';
import { ArchiveScreen } from '../archive/archive-screen';
import { useLanguage } from '../i18n/i18n';
import { saveSecret } from '../secret/secret-store';
import { RecordScreen } from './record-screen';

const LONG = fixture('rb-22-rounds'); // Ravensburger, 3 players, Mister X escaped after 22 rounds
const SHORT = fixture('rb-short'); // in progress
const FERRY = fixture('mb-ferry'); // Milton Bradley, in progress

/** Games against Dragnet's Mister X, the pawns chasing him: seed 1 ends in a capture, seed 4 with
 *  him trapped. Played once; each test stores them with his secret, as the set-up screen does. */
const played = new Map<number, ReturnType<typeof playDragnetGame>>();

async function saveDragnetGame(seed: number, strength: 'easy' | 'hard'): Promise<GameState> {
  const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
  const game = played.get(seed) ?? playDragnetGame(setup, { seed, strength, chase: true });
  played.set(seed, game);
  const session: Session = { ...game.session, id: `dragnet-${seed}`, name: `Against Dragnet ${seed}` };
  await saveSecret({ version: 1, id: session.id, ...game.dragnetX });
  await saveSession(session);
  return game.state;
}

async function showRecord(): Promise<void> {
  render(<RecordScreen onClose={() => {}} />);
  await screen.findByText(/^(Mister X won|Mister X gewann) \d+ (of|von) /);
}

/** The name shown for the pawn that stood where he was caught (the pawns keep their preset names). */
function catcherName(language: 'en' | 'de'): string {
  const index = caught.positions.indexOf(caught.over?.station ?? -1);
  return shownPawnNames(caught.game.setup.pawns, language)[index] ?? '';
}

/** Each row of a chart, as its text reads (bars have no text). */
function rowsOf(chart: string): string[] {
  const region = screen.getByRole('region', { name: chart });
  return within(region)
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

let caught: GameState;
let trapped: GameState;

beforeEach(async () => {
  await useLanguage('en');
  await emptyDevice();
  for (const game of [LONG, SHORT, FERRY]) await saveSession(game);
  caught = await saveDragnetGame(1, 'hard');
  trapped = await saveDragnetGame(4, 'easy');
  const store = await openDatabase();
  await store.set('session:junk', 'not a record');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the table’s record', () => {
  it('adds up the finished games by rules, players and who played Mister X, and says what is not counted', async () => {
    // The games as played: he escaped the 22 rounds once, and lost both games against the chase.
    expect(finalState(replay(LONG.setup, LONG.events))?.over?.winner).toBe('mister-x');
    expect([caught.over?.reason, trapped.over?.reason]).toEqual(['capture', 'x-trapped']);
    await showRecord();
    expect(screen.getByText('Mister X won 1 of 3 games (33%).')).toBeTruthy();
    expect(screen.getByText('2 games in progress are not counted yet.')).toBeTruthy();
    expect(screen.getByText('1 saved game cannot be read and is not counted.')).toBeTruthy();
    expect(rowsOf('By rules')).toEqual(['Ravensburger 20133 gamesMister X won 1lost 2']);
    expect(rowsOf('By detective players')).toEqual(['3 players3 gamesMister X won 1lost 2']);
    expect(rowsOf('Who played Mister X')).toEqual([
      'A person1 gameMister X won 1lost 0',
      'Dragnet, easy1 gameMister X won 0lost 1',
      'Dragnet, hard1 gameMister X won 0lost 1',
    ]);
  });

  it('shows the round he was caught in, every round up to the last, and who caught him by name', async () => {
    await showRecord();
    const rounds = rowsOf('The round he was caught in');
    const last = Math.max(caught.round, trapped.round);
    expect(rounds).toHaveLength(last);
    for (const [index, row] of rounds.entries()) {
      const round = index + 1;
      const count = [caught.round, trapped.round].filter((at) => at === round).length;
      expect(row).toContain(`Round ${round}: ${count === 1 ? '1 game' : `${count} games`}`);
    }
    // The pawn standing where he was caught, unnamed, so called by its colour (which pawn it is
    // depends on how Dragnet's Mister X, who reads the probability model, ran).
    const name = catcherName('en');
    expect(name).toMatch(/^(Red|Blue|Green|Yellow|Purple|Black)( Bobby)?$/);
    expect(rowsOf('Who caught him')).toEqual([`${name}: 1 catch${name}1`]);
  });

  it('reads the index of saved games and no game’s record', async () => {
    // The entry of the record that cannot be read is made once, by the first listing.
    await listSavedGames();
    const store = await openDatabase();
    const reads: string[] = [];
    const get = store.get.bind(store);
    const getMany = store.getMany.bind(store);
    vi.spyOn(store, 'get').mockImplementation((key) => {
      reads.push(key);
      return get(key);
    });
    vi.spyOn(store, 'getMany').mockImplementation((keys) => {
      reads.push(...keys);
      return getMany(keys);
    });
    await showRecord();
    expect(reads.filter((key) => key.startsWith('session:'))).toEqual([]);
  });

  it('speaks German', async () => {
    await useLanguage('de');
    await showRecord();
    expect(screen.getByRole('heading', { name: 'Bilanz aller Spiele' })).toBeTruthy();
    expect(screen.getByText('Mister X gewann 1 von 3 Spielen (33 %).')).toBeTruthy();
    expect(screen.getByText('2 Spiele laufen noch und zählen noch nicht.')).toBeTruthy();
    expect(rowsOf('Wer Mister X spielte')).toEqual([
      'Eine Person1 SpielMister X gewann 1verlor 0',
      'Dragnet, leicht1 SpielMister X gewann 0verlor 1',
      'Dragnet, schwer1 SpielMister X gewann 0verlor 1',
    ]);
    const name = catcherName('de');
    expect(rowsOf('Wer ihn fasste')).toEqual([`${name}: einmal gefasst${name}1`]);
  });

  it('says so when no game is finished yet', async () => {
    await emptyDevice();
    await saveSession(SHORT);
    render(<RecordScreen onClose={() => {}} />);
    await screen.findByText('No finished game yet. Each game counts here once it is over.');
    expect(screen.getByText('1 game in progress is not counted yet.')).toBeTruthy();
  });

  it('opens from the saved games and closes back to them, the focus on the way in', async () => {
    render(<ArchiveScreen onOpen={() => {}} onReview={() => {}} onClose={() => {}} />);
    await screen.findByRole('list', { name: '6 saved games' });
    // The saved games hand over what they listed: the index is not read again, only his strengths.
    const store = await openDatabase();
    const scan = vi.spyOn(store, 'scan');
    fireEvent.click(screen.getByRole('button', { name: 'Table’s record' }));
    await screen.findByText('Mister X won 1 of 3 games (33%).');
    expect(scan.mock.calls.map(([, entries]) => entries)).toEqual(['secret:']);
    expect(screen.queryByRole('list', { name: '6 saved games' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('list', { name: '6 saved games' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Table’s record'));
  });
});
