// @vitest-environment happy-dom
// Correcting deep in the past keeps the game: a later move that no longer fits is named in words,
// the table corrects it too (or deletes it), and only then applies; every other move is kept.
// Rules: RB 2013 (a detective needs the ticket: "General rules to keep in mind"; a detective on
// Mister X's station catches him and the game ends).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pawnMove, rbSetup, Table, xMove } from '../../../tests/support/game-builder';
import type { Setup } from '../../game/setup';
import { useLanguage } from '../i18n/i18n';
import { replayed, session, startSession } from '../state/game-store';
import { GameScreen } from './game-screen';

function Screen() {
  const current = session.value;
  const replay = replayed.value;
  if (!current || !replay) return null;
  return <GameScreen session={current} replay={replay} onMenu={() => {}} onNewGame={() => {}} onReview={() => {}} />;
}

/** Red holds one taxi and one bus ticket: 13 → 14 by taxi in round 1, 14 → 13 by bus in round 2. */
function twoRounds() {
  const base = rbSetup([13, 26, 29, 34], 2);
  const setup: Setup = {
    ...base,
    misterX: { ...base.misterX, startCards: [35] },
    pools: base.pools.map((pool) =>
      pool.id === 'red' ? { ...pool, tickets: { taxi: 1, bus: 1, underground: 0 } } : pool,
    ),
  };
  const table = new Table(setup)
    .play(xMove('taxi'))
    .moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 10, 'taxi'])
    .play(xMove('taxi'))
    .moves(['red', 13, 'bus'], ['blue', 26, 'taxi']);
  startSession(table.session('test'));
  return table.events;
}

/** He starts on 35 (the only start card) and shows taxi; Yellow on 34 rides to 22, one of his
 *  stations, and the table answers "not there" (RB 2013: a detective on his station catches him). */
function yellowAskedAt22(): Table {
  const base = rbSetup([13, 26, 29, 34], 4);
  const setup: Setup = { ...base, misterX: { ...base.misterX, startCards: [35] } };
  return new Table(setup)
    .play(xMove('taxi'))
    .moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 22, 'taxi']);
}

/** The Moves list and the correction sheet load on first use (moves-overlay.tsx): a bound on the
 *  wait for them (their first transform under a loaded machine took over 5 s), not a speed target. */
const LAZY = { timeout: 60_000 };

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** A game whose last entry is Yellow's "not there" at 22 (`yellowAskedAt22`), open at its correction. */
async function correctingTheAnswer(id: string): Promise<{ table: Table; sheet: HTMLElement }> {
  const table = yellowAskedAt22();
  startSession(table.session(id));
  render(<Screen />);
  click('Moves');
  const edit = await screen.findAllByRole('button', { name: /^Edit .*not at 22/ }, LAZY);
  fireEvent.click(edit[0] as HTMLElement);
  return { table, sheet: await screen.findByRole('dialog', { name: /^Correct: .*not at 22/ }) };
}

beforeEach(() => useLanguage('en'));
afterEach(() => {
  cleanup();
  startSession(null);
});

describe('a correction with a later move that breaks', () => {
  it('names the move, lets the table correct it too, and keeps every event', async () => {
    const events = twoRounds();
    render(<Screen />);
    click('Moves');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Red: 13 → 14 by taxi' }, LAZY));
    const sheet = await screen.findByRole('dialog', { name: 'Correct: Red: 13 → 14 by taxi' });
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Ticket' }), { target: { value: 'bus' } });
    expect(
      within(sheet).getByText(
        'A later move no longer fits: “Red: 14 → 13 by bus”. Red has no bus ticket left. Correct it too, or delete it; every other move is kept.',
      ),
    ).toBeTruthy();
    const apply = within(sheet).getByRole('button', { name: 'Apply correction' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Correct it too' }));
    expect(within(sheet).getByText('Also correct: Red: 14 → 13 by bus')).toBeTruthy();
    expect(within(sheet).getByText('Red: 13 → 14 by taxi ⇒ Red: 13 → 14 by bus')).toBeTruthy();
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Ticket' }), { target: { value: 'taxi' } });
    expect(within(sheet).getByText('Every later move still fits and is kept.')).toBeTruthy();
    fireEvent.click(apply);
    expect(session.value?.events).toEqual([
      ...events.slice(0, 1),
      pawnMove('red', 14, 'bus'),
      ...events.slice(2, 6),
      pawnMove('red', 13, 'taxi'),
      ...events.slice(7),
    ]);
  });

  it('cancelled, goes back to the Moves list it was opened from, with nothing changed', async () => {
    const events = twoRounds();
    render(<Screen />);
    click('Moves');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blue: 15 → 26 by taxi' }, LAZY));
    const sheet = await screen.findByRole('dialog', { name: 'Correct: Blue: 15 → 26 by taxi' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'All moves' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /^Correct:/ })).toBeNull();
    expect(session.value?.events).toEqual(events);
  });

  it('or deletes the move that no longer fits, keeping the rest', async () => {
    const events = twoRounds();
    render(<Screen />);
    click('Moves');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Blue: 15 → 26 by taxi' }, LAZY));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Delete this entry' }));
    // Nothing after Blue's move: deleting it leaves Blue still to move this round, and no word of
    // later moves kept, as there are none.
    expect(await screen.findByText(/^Mister X's stations now:/)).toBeTruthy();
    expect(screen.queryByText('Every later move still fits and is kept.')).toBeNull();
    click('Apply correction');
    expect(session.value?.events).toEqual(events.slice(0, -1));
  });

  it('an answer corrected to "he was there" ends the game: deleting the moves after it says so, and only so', async () => {
    // The round goes on after the "not there". Corrected to "he was there", the game ends at 22
    // (RB 2013: caught), so the moves after it cannot be kept.
    const table = yellowAskedAt22();
    expect(table.events.some((event) => event.type === 'answer')).toBe(true);
    startSession(table.play(xMove('taxi')).moves(['red', 13, 'taxi']).session('test-caught'));
    render(<Screen />);
    click('Moves');
    const edit = await screen.findAllByRole('button', { name: /^Edit .*not at 22/ }, LAZY);
    fireEvent.click(edit[0] as HTMLElement);
    const sheet = await screen.findByRole('dialog', { name: /^Correct: .*not at 22/ });
    // One choice of three, not two tick boxes for one either-or.
    expect(within(sheet).getByRole('group', { name: 'Was Mister X there?' })).toBeTruthy();
    expect((within(sheet).getByRole('radio', { name: 'Mister X was not there' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(within(sheet).queryByRole('checkbox')).toBeNull();
    // The game went on after it, so deleting it would only add "not there" again: not offered.
    expect(within(sheet).queryByRole('radio', { name: /^Delete this answer/ })).toBeNull();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Mister X was there' }));
    // Said as what the change does, with the one way on (not "correct it too ... every other move
    // is kept" beside a lone button that deletes them).
    expect(
      within(sheet).getByText(/^With this correction the game ends there, so “.+” and everything after it cannot stay/),
    ).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: 'Correct it too' })).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: /^Delete it and the \d+ moves? after it$/ }));
    // Said as a deletion, with nothing to tick and no word of moves kept.
    expect(within(sheet).getByText(/^Delete: .*, and every move after it$/, { selector: 'h3' })).toBeTruthy();
    expect(within(sheet).queryByRole('checkbox', { name: 'Delete this entry' })).toBeNull();
    expect(within(sheet).queryByText('Every later move still fits and is kept.')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply correction' }));
    expect(replayed.value?.states.at(-1)?.phase).toBe('over');
  });

  it('an answer that becomes "he was there" says before it is applied that the game ends', async () => {
    // RB 2013: a detective on Mister X's station catches him and the game ends.
    const { sheet } = await correctingTheAnswer('test-ends');
    expect(within(sheet).queryByText(/game ends/)).toBeNull();
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Mister X was there' }));
    expect(within(sheet).getByText('With this correction the game ends: Mister X is caught at 22.')).toBeTruthy();
    expect(within(sheet).queryByText('Every later move still fits and is kept.')).toBeNull();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply correction' }));
    expect(replayed.value?.states.at(-1)?.over?.reason).toBe('capture');
  });

  it('a move corrected to another of his stations says that its answer now is about that station', async () => {
    // A new player changed Green's move from 100 to 125 and later found "Mister X was not at 125"
    // in the list, never said. Yellow (34) reaches 22 and 48 by taxi, both his stations (board).
    const table = yellowAskedAt22();
    startSession(table.session('test-moved-answer'));
    render(<Screen />);
    click('Moves');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Yellow: 34 → 22 by taxi' }, LAZY));
    const sheet = await screen.findByRole('dialog', { name: 'Correct: Yellow: 34 → 22 by taxi' });
    fireEvent.input(within(sheet).getByRole('textbox', { name: 'Station number' }), { target: { value: '48' } });
    expect(
      within(sheet).getByText(
        'The answer after it moves with the pawn: it now reads “Mister X was not at 48” (it was about 22). If that is wrong, correct that answer too.',
      ),
    ).toBeTruthy();
  });

  it('a correction that leaves him no station does not also say every later move still fits', async () => {
    // A new player read both at once. He starts on 35, a taxi-only station (board): an underground
    // ticket leaves him nowhere.
    const table = yellowAskedAt22();
    startSession(table.session('test-no-station'));
    render(<Screen />);
    click('Moves');
    fireEvent.click(await screen.findByRole('button', { name: /^Edit Mister X shows taxi/ }, LAZY));
    const sheet = await screen.findByRole('dialog', { name: /^Correct: Mister X shows taxi/ });
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Ticket' }), { target: { value: 'underground' } });
    expect(
      within(sheet).getByText('No station would fit the record any more: check the other entries too.'),
    ).toBeTruthy();
    expect(within(sheet).queryByText('Every later move still fits and is kept.')).toBeNull();
    fireEvent.change(within(sheet).getByRole('combobox', { name: 'Ticket' }), { target: { value: 'black' } });
    expect(within(sheet).getByText('Every later move still fits and is kept.')).toBeTruthy();
  });

  it('an answer deleted, the third of its choices, brings the question back', async () => {
    const { table, sheet } = await correctingTheAnswer('test-asked');
    fireEvent.click(within(sheet).getByRole('radio', { name: 'Delete this answer (the app asks again)' }));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply correction' }));
    expect(session.value?.events).toEqual(table.events.slice(0, -1));
    expect(await screen.findByText('Yellow is on 22. Was Mister X there?')).toBeTruthy();
  });
});
