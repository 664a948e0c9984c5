// @vitest-environment happy-dom
// The table screen as players use it: a round entered in a few taps, the ticket asked only when
// several fit, "was he there?", surfacing, refusals explained, undo, and corrections previewed.
// Rules: RB 2013 (tickets, surfacing after entry 3, Bobbies ride free), MB 1985 (public stock).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { useLanguage } from '../i18n/i18n';
import { game, refusal, replayed, selectedPawn, session, startSession } from '../state/game-store';
import { xPlayer } from '../state/x-player';
import { GameScreen, loadTurnPanels } from './game-screen';

function newSession(starts: number[], detectives = 2, xStart: number[] = [35]): Session {
  const setup = presetSetup('ravensburger-2013', { detectives, starts });
  return {
    id: 'test',
    name: 'Test game',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    setup: { ...setup, misterX: { ...setup.misterX, startCards: xStart } },
    events: [],
  };
}

function Screen() {
  const current = session.value;
  const replay = replayed.value;
  if (!current || !replay) return null;
  return <GameScreen session={current} replay={replay} onMenu={() => {}} onNewGame={() => {}} onReview={() => {}} />;
}

/** The sheets (Moves, corrections, his stations, tickets) load on first use (moves-overlay.tsx, table-sheet.tsx). */
const LAZY = { timeout: 60_000 };

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(async () => {
  await useLanguage('en');
  // The turn panels a table screen fetches in idle time (main.tsx waits for the one it opens on).
  await loadTurnPanels();
  refusal.value = null;
  selectedPawn.value = null;
  // A person plays Mister X in these games, as the table knows once the secret side has looked
  // (x-waiting.test.tsx: his turn waits until then).
  xPlayer.value = { id: 'test', kind: 'person' };
});
afterEach(() => {
  cleanup();
  startSession(null);
});

describe('the table screen', () => {
  it('enters a whole round in a few taps: his ticket, then each pawn by its destination', () => {
    // RB 2013, 2 detectives + 2 Bobbies on D cards 13, 26, 29, 34; his X card is 35.
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    expect(screen.getByRole('button', { name: 'Mister X: 1 station' })).toBeTruthy();
    click(/^Taxi/);
    expect(game.value?.phase).toBe('pawns');
    expect(screen.getByRole('button', { name: 'Mister X: 4 stations' })).toBeTruthy();
    // Red (13) is active first; 4 is reachable by taxi only (board: 13-4 taxi): one tap moves it.
    fireEvent.click(screen.getByRole('button', { name: 'To 4 by taxi' }));
    expect(game.value?.positions[0]).toBe(4);
    // Blue (26): 15 by taxi.
    fireEvent.click(screen.getByRole('button', { name: 'To 15 by taxi' }));
    // The Bobbies ride free: no ticket asked even where two lines run.
    fireEvent.click(screen.getByRole('button', { name: 'To 41 by taxi, bus' }));
    fireEvent.click(screen.getByRole('button', { name: 'To 10 by taxi' }));
    expect(game.value?.round).toBe(2);
    expect(game.value?.phase).toBe('x-turn');
    expect(session.value?.events).toHaveLength(5);
  });

  it('asks which ticket when several fit, showing what is left', () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    // 13 -> 23 by taxi or bus (board: 13-23 taxi and bus).
    fireEvent.click(screen.getByRole('button', { name: 'To 23 by taxi, bus' }));
    expect(screen.getByText('Red to 23: which ticket?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /bus \(8 left\)/ }));
    expect(game.value?.tickets[0]).toEqual({ taxi: 11, bus: 7, underground: 4 });
  });

  it('asks "Was Mister X there?" when a pawn lands on a candidate; "no" is the main answer, "yes" asks once more', async () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    // From 35 by taxi: 22, 36, 48, 65 (board). Yellow Bobby on 34 can reach 22 and 48.
    fireEvent.click(screen.getByRole('button', { name: /^Yellow Bobby 34/ }));
    fireEvent.click(screen.getByRole('button', { name: 'To 22 by taxi, bus' }));
    // The question's panel loads on demand (fetched after the table's first tap, as in the app).
    expect(await screen.findByText('Yellow Bobby is on 22. Was Mister X there?', undefined, LAZY)).toBeTruthy();
    const no = screen.getByRole('button', { name: 'No' });
    expect(no.className).toContain('button-primary');
    click('Yes: caught!');
    expect(game.value?.phase).toBe('question');
    expect(screen.getByText('Mister X caught by Yellow Bobby at 22? This ends the game.')).toBeTruthy();
    click('Back');
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    click('Yes: caught!');
    click('Yes, caught: end the game');
    expect(game.value?.over?.winner).toBe('detectives');
    // The end's panel loads on demand (the app fetches it after the table's first tap).
    expect(await screen.findByText(/The detectives win!/, undefined, { timeout: 60_000 })).toBeTruthy();
  });

  it("puts the game's result above the app's notices once it is over, so a phone shows it first", async () => {
    startSession(newSession([13, 26, 29, 34]));
    function WithNotice() {
      const current = session.value;
      const replay = replayed.value;
      if (!current || !replay) return null;
      const notice = <p class="notice">How to keep your saved games</p>;
      return (
        <GameScreen
          session={current}
          replay={replay}
          notices={notice}
          onMenu={() => {}}
          onNewGame={() => {}}
          onReview={() => {}}
        />
      );
    }
    render(<WithNotice />);
    const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // During the game the notices head the panel.
    expect(precedes(screen.getByText('How to keep your saved games'), screen.getByRole('heading', { level: 2 }))).toBe(
      true,
    );
    click(/^Taxi/);
    fireEvent.click(screen.getByRole('button', { name: /^Yellow Bobby 34/ }));
    fireEvent.click(screen.getByRole('button', { name: 'To 22 by taxi, bus' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes: caught!' }, LAZY));
    click('Yes, caught: end the game');
    const result = await screen.findByText(/The detectives win!/, undefined, { timeout: 60_000 });
    expect(precedes(result, screen.getByText('How to keep your saved games'))).toBe(true);
  });

  it('makes "yes" the main answer when by the record he can only be there, and asks before a "no"', async () => {
    // A custom game in which he surfaces after entry 1: from 35 by taxi to 22 (board: 35-22
    // taxi), shown at 22. Yellow Bobby (34) rides to 22: the record leaves him nowhere else.
    const base = newSession([13, 26, 29, 34]);
    startSession({ ...base, setup: { ...base.setup, ruleSet: 'custom', surfacing: [1] } });
    render(<Screen />);
    click(/^Taxi/);
    // His surfacing's panel loads on demand, as does the question after it.
    fireEvent.input(await screen.findByRole('textbox', { name: 'Station number' }, LAZY), { target: { value: '22' } });
    fireEvent.submit(screen.getByRole('textbox', { name: 'Station number' }).closest('form') as HTMLFormElement);
    expect(game.value?.candidates.size).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /^Yellow Bobby 34/ }));
    fireEvent.click(screen.getByRole('button', { name: 'To 22 by taxi, bus' }));
    expect(await screen.findByText('By the record he can only be at 22.', undefined, LAZY)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes: caught!' }).className).toContain('button-primary');
    expect(screen.getByRole('button', { name: 'No' }).className).not.toContain('button-primary');
    // In the same places as every other time: "No" first, only the main colour moves.
    const answers = [...(screen.getByRole('button', { name: 'No' }).parentElement?.children ?? [])];
    expect(answers.map((button) => button.textContent)).toEqual(['No', 'Yes: caught!']);
    click('No');
    expect(screen.getByRole('alert').textContent).toContain(
      'By the record Mister X can only be at 22. Answer No anyway?',
    );
    expect(game.value?.phase).toBe('question');
    click('Back');
    click('No');
    click('No, he was not there');
    expect(game.value?.phase).not.toBe('question');
    expect(game.value?.candidates.size).toBe(0);
  });

  it('moves the "last seen" mark to the station of his capture', () => {
    // Custom game, he surfaces after entry 1: 35 by taxi to 22. Round 2: from 22 by taxi he can
    // be on 11, 23, 34 or 35 (board: 22's taxi lines); Yellow Bobby rides 48 -> 35 by taxi and
    // the table answers "yes": caught at 35 (RB 2013 "End of game").
    const base = newSession([13, 26, 29, 34]);
    startSession({
      ...base,
      setup: { ...base.setup, ruleSet: 'custom', surfacing: [1] },
      events: [
        { type: 'x-move', ticket: 'taxi' },
        { type: 'x-reveal', station: 22 },
        { type: 'pawn-move', pawn: 'red', to: 14, ticket: 'taxi' },
        { type: 'pawn-move', pawn: 'blue', to: 27, ticket: 'taxi' },
        { type: 'pawn-move', pawn: 'green', to: 41, ticket: 'taxi' },
        { type: 'pawn-move', pawn: 'yellow', to: 48, ticket: 'taxi' },
        { type: 'x-move', ticket: 'taxi' },
        { type: 'pawn-move', pawn: 'yellow', to: 35, ticket: 'taxi' },
        { type: 'answer', found: true },
      ],
    });
    render(<Screen />);
    expect(game.value?.over?.station).toBe(35);
    const lastSeen = [...document.querySelectorAll('[data-station]')]
      .filter((station) => station.getAttribute('aria-label')?.includes('Mister X was last seen here'))
      .map((station) => station.getAttribute('data-station'));
    expect(lastSeen).toEqual(['35']);
    // The X badge is drawn on 35 (and only there).
    const at = game.value?.game.board.station(35);
    const rings = [...document.querySelectorAll('.map-revealed-ring')];
    expect(rings.map((ring) => [Number(ring.getAttribute('cx')), Number(ring.getAttribute('cy'))])).toEqual([
      [at?.x, at?.y],
    ]);
  });

  it('explains a refused tap in plain words and changes nothing', () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    // Tapping a station Red cannot reach (the map's station 100).
    const target = document.querySelector('[data-station="100"]');
    if (!target) throw new Error('no station 100 on the map');
    fireEvent.click(target);
    expect(screen.getByRole('alert').textContent).toContain(
      'Red cannot reach station 100 from station 13 in one move: no taxi, bus or underground line joins them.',
    );
    expect(session.value?.events).toHaveLength(1);
  });

  it('undoes the last entry, any number of times', () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    fireEvent.click(screen.getByRole('button', { name: 'To 4 by taxi' }));
    fireEvent.click(screen.getByRole('button', { name: /^Undo: Red: 13 → 4 by taxi/ }));
    expect(game.value?.positions[0]).toBe(13);
    fireEvent.click(screen.getByRole('button', { name: /^Undo: Mister X shows taxi/ }));
    expect(session.value?.events).toHaveLength(0);
    expect(game.value?.phase).toBe('x-turn');
  });

  it('lists his possible stations from the count, each one tap from the map', async () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    click('Mister X: 4 stations');
    const sheet = await screen.findByRole('dialog', { name: 'Mister X: 4 stations' }, LAZY);
    // From 35 by taxi: 22, 36, 48, 65 (board).
    expect(
      within(sheet)
        .getAllByRole('button', { name: /^\d+$/ })
        .map((button) => button.textContent),
    ).toEqual(['22', '36', '48', '65']);
  });

  it('shows the travel log with his tickets, surfacing fields marked', () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    const log = screen.getByRole('navigation', { name: 'Travel log' });
    expect(within(log).getByRole('button', { name: 'Entry 1: taxi' })).toBeTruthy();
    expect(within(log).getByLabelText('Entry 3: not yet played').className).toContain('log-field-surfacing');
    expect(within(log).getAllByRole('listitem')).toHaveLength(24);
  });

  it('previews a correction: which later move breaks, and how the set changes', async () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    fireEvent.click(screen.getByRole('button', { name: 'To 4 by taxi' }));
    // Open entry 1 from the travel log and change taxi to underground: 35 has no underground.
    fireEvent.click(screen.getByRole('button', { name: 'Entry 1: taxi' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Ticket' }, LAZY), {
      target: { value: 'underground' },
    });
    expect(screen.getByText(/Mister X's stations now: 4 → after the correction: 0\./)).toBeTruthy();
    // Not also "every later move still fits" beside it (a new player read both at once).
    expect(screen.getByText('No station would fit the record any more: check the other entries too.')).toBeTruthy();
    expect(screen.queryByText('Every later move still fits and is kept.')).toBeNull();
    click('Apply correction');
    expect(session.value?.events[0]).toEqual({ type: 'x-move', ticket: 'underground' });
    expect(session.value?.events).toHaveLength(2);
    expect(screen.getByText('The record contradicts itself.')).toBeTruthy();
    // An applied correction is undone like any other step.
    click('Undo the correction of “Mister X shows taxi (entry 1)”');
    expect(session.value?.events[0]).toEqual({ type: 'x-move', ticket: 'taxi' });
    expect(session.value?.events).toHaveLength(2);
    expect(screen.getByText('Undone: the correction of “Mister X shows taxi (entry 1)”')).toBeTruthy();
    click('Undo: Red: 13 → 4 by taxi');
    expect(session.value?.events).toHaveLength(1);
  });

  it('warns before a corrected surfacing station that the earlier entries rule out', async () => {
    // Custom game, surfacing after entry 1: from 35 by taxi (22, 36, 48 or 65 on the board), he
    // surfaces at 22. Corrected to 1: every later move still fits, but no taxi joins 35 and 1.
    const base = newSession([13, 26, 29, 34]);
    startSession({ ...base, setup: { ...base.setup, ruleSet: 'custom', surfacing: [1] } });
    render(<Screen />);
    click(/^Taxi/);
    const field = screen.getByRole('textbox', { name: 'Station number' });
    fireEvent.input(field, { target: { value: '22' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    click('Moves');
    const sheet = await screen.findByRole('dialog', { name: 'All moves' }, LAZY);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Edit Mister X surfaces at 22' }));
    const station = await screen.findByRole('textbox', { name: 'Station number' }, LAZY);
    fireEvent.input(station, { target: { value: '1' } });
    expect(screen.getByText(/^After this the record contradicts itself: /)).toBeTruthy();
  });

  it('still undoes a correction after a reload of the tab', async () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    fireEvent.click(screen.getByRole('button', { name: 'To 4 by taxi' }));
    fireEvent.click(screen.getByRole('button', { name: 'Entry 1: taxi' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Ticket' }, LAZY), { target: { value: 'bus' } });
    click('Apply correction');
    expect(session.value?.events[0]).toEqual({ type: 'x-move', ticket: 'bus' });
    // A reload: the same game comes back from storage as new objects.
    cleanup();
    startSession(JSON.parse(JSON.stringify(session.value)) as Session);
    render(<Screen />);
    click('Undo the correction of “Mister X shows taxi (entry 1)”');
    expect(session.value?.events).toEqual([
      { type: 'x-move', ticket: 'taxi' },
      { type: 'pawn-move', pawn: 'red', to: 4, ticket: 'taxi' },
    ]);
    // Another game does not inherit the first one's corrections.
    startSession({ ...newSession([13, 26, 29, 34]), id: 'other' });
    expect(screen.queryByRole('button', { name: /^Undo the correction/ })).toBeNull();
  });

  it('lists the moves by round, each Edit button named by its move', async () => {
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    click(/^Taxi/);
    for (const name of ['To 4 by taxi', 'To 15 by taxi', 'To 41 by taxi, bus', 'To 10 by taxi']) click(name);
    click(/^Bus/);
    click('Moves');
    const sheet = await screen.findByRole('dialog', { name: 'All moves' }, LAZY);
    const rounds = within(sheet)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(rounds).toEqual(['Round 2', 'Round 1']);
    const round1 = within(sheet).getByRole('region', { name: 'Round 1' });
    expect(
      within(round1)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Edit Yellow Bobby: 34 → 10 by taxi',
      'Edit Green Bobby: 29 → 41 by taxi',
      'Edit Blue: 26 → 15 by taxi',
      'Edit Red: 13 → 4 by taxi',
      'Edit Mister X shows taxi (entry 1)',
    ]);
  });

  it('offers to pass a pawn boxed in by pawns still to move, as a recorded event (RB 2013 "has to sit out")', () => {
    // Red on 106 (board: taxi to 105 and 107 only), Blue on 105, Green Bobby on 107.
    const boxed = newSession([106, 105, 107, 108]);
    const setup = {
      ...boxed.setup,
      pawnStartCards: null,
      pools: boxed.setup.pools.map((pool) =>
        pool.id === 'red' ? { ...pool, tickets: { taxi: 11, bus: 0, underground: 0 } } : pool,
      ),
    };
    startSession({ ...boxed, setup });
    render(<Screen />);
    click(/^Taxi/);
    expect(
      screen.getByText(
        'Red cannot move right now: every station it could reach is taken by a pawn that has not moved yet.',
      ),
    ).toBeTruthy();
    click('Red sits out this round');
    expect(session.value?.events[1]).toEqual({ type: 'pawn-pass', pawn: 'red' });
    expect(screen.getByRole('button', { name: /^Red 106 · sits out/ })).toBeTruthy();
    expect(screen.queryByText(/Red cannot move right now/)).toBeNull();
  });

  it('speaks German when the players choose it', async () => {
    await useLanguage('de');
    startSession(newSession([13, 26, 29, 34]));
    render(<Screen />);
    expect(screen.getByText('Mister X ist dran: Zug 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: /U-Bahn/ })).toBeTruthy();
  });

  it('names the pawns the table did not name in the language on screen, a typed name as typed', async () => {
    // A game set up in English: the file says "Red", "Blue", "Green Bobby"; Blue was named Ben.
    const english = newSession([13, 26, 29, 34]);
    const pawns = english.setup.pawns.map((pawn) => (pawn.id === 'blue' ? { ...pawn, name: 'Ben' } : pawn));
    startSession({ ...english, setup: { ...english.setup, pawns } });
    render(<Screen />);
    click(/^Taxi/);
    const names = () => [...document.querySelectorAll('.pawn-chip-name')].map((chip) => chip.textContent);
    expect(names()).toEqual(['Red', 'Ben', 'Green Bobby', 'Yellow Bobby']);
    await act(() => useLanguage('de'));
    expect(names()).toEqual(['Rot', 'Ben', 'Grüner Bobby', 'Gelber Bobby']);
    // The file keeps what it said: the names are the reader's, not the game's.
    expect(session.value?.setup.pawns.map((pawn) => pawn.name)).toEqual(['Red', 'Ben', 'Green Bobby', 'Yellow Bobby']);
  });
});
