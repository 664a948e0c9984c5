// @vitest-environment happy-dom
// The review as players use it after a game: stepping by move, round, slider and keys shows the
// map and words as the replay says; the chart has a point per step and marks each surfacing; the
// logbook check passes the true route and names the first wrong entry; inconsistencies are listed.
// Game: tests/fixtures/rb-22-rounds.session.json (a simulated RB 2013 game, 117 events, 24 entries).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import type { Session } from '../../format/session';
import { parseSessionJson } from '../../format/session';
import type { GameEvent } from '../../game/events';
import { replay } from '../../game/replay';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { useLanguage } from '../i18n/i18n';
import { revealedRouteOf } from '../secret/dragnet-x';
import { saveSecret } from '../secret/secret-store';
import { ReviewScreen } from './review-screen';

// The secret side as it is, its answer to the review watched (a game still being played).
vi.mock('../secret/dragnet-x', async (importOriginal) => {
  const original = await importOriginal<typeof import('../secret/dragnet-x')>();
  return { ...original, revealedRouteOf: vi.fn(original.revealedRouteOf) };
});

function fixture(name: string): Session {
  const parsed = parseSessionJson(
    readFileSync(join(__dirname, '../../../tests/fixtures', `${name}.session.json`), 'utf8'),
  );
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.session;
}

const GAME = fixture('rb-22-rounds');
/** Mister X's true route in the simulated game, one board label per log entry. */
const ROUTE = '32,45,46,33,20,9,19,8,19,32,45,46,34,63,79,63,100,112,100,63,48,35,65,82';

const text = () => document.querySelector('.review-step-text')?.textContent;
const facts = () => document.querySelector('.review-step-facts')?.textContent;
const pawnLabel = (id: string) => document.querySelector(`[data-pawn="${id}"]`)?.getAttribute('aria-label');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const slider = () => screen.getByRole('slider', { name: 'Step through the game' }) as HTMLInputElement;

beforeEach(() => useLanguage('en'));
afterEach(cleanup);

describe('stepping through a game', () => {
  it('starts at the end and steps back event by event, as the replay says', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    expect(text()).toBe('Game over · The table ends the game');
    expect(facts()).toContain('Step 117 of 117');
    expect(facts()).toContain('Mister X: 1 station');
    expect(slider().value).toBe('117');
    click('Previous step');
    // events[115]: the Bobby 86 -> 87 by bus in round 22.
    expect(text()).toBe('Round 22 · Yellow Bobby: 86 → 87 by bus');
    expect(facts()).toContain('Step 116 of 117');
    expect(pawnLabel('yellow')).toBe('Yellow Bobby, on station 87');
    click('Previous step');
    expect(pawnLabel('yellow')).toBe('Yellow Bobby, on station 86');
    expect(screen.getByRole('button', { name: 'Next step' })).toBeTruthy();
    click('Next step');
    expect(pawnLabel('yellow')).toBe('Yellow Bobby, on station 87');
  });

  it('moves by slider: pawns, candidate count and last reveal as they were', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    fireEvent.input(slider(), { target: { value: '0' } });
    expect(text()).toBe('Start of the game: every pawn on its start station');
    expect(facts()).toContain('Mister X: 13 stations');
    expect(pawnLabel('red')).toBe('Red, on station 94');
    expect(screen.getByRole('button', { name: 'Previous step' }).hasAttribute('disabled')).toBe(true);
    fireEvent.input(slider(), { target: { value: '3' } });
    // events[2]: Red 94 -> 74 by bus; his first taxi made 45 candidates.
    expect(text()).toBe('Round 1 · Red: 94 → 74 by bus');
    expect(facts()).toContain('Mister X: 45 stations');
    expect(pawnLabel('red')).toBe('Red, on station 74');
    fireEvent.input(slider(), { target: { value: '10' } });
    expect(text()).toBe('Round 2 · Mister X surfaces at 46');
    expect(facts()).toContain('Mister X: 1 station');
    expect(facts()).toContain('Last seen at 46 (entry 3)');
    // The map: the one candidate is the station he showed, marked as last seen too.
    expect(document.querySelector('.map-count')?.textContent).toBe('Mister X: 1 possible station');
    expect(screen.getByRole('button', { name: /^Station 46, / }).getAttribute('aria-label')).toContain(
      'Mister X could be here',
    );
  });

  it('moves by round and by keys, and leaves the arrows to text fields', () => {
    const { states } = replay(GAME.setup, GAME.events);
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    fireEvent.keyDown(document.body, { key: 'Home' });
    expect(facts()).toContain('Step 0 of 117');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(text()).toBe('Round 1 · Mister X shows taxi (entry 1)');
    click('Next round');
    // Round 2 opens with his double move (events[6]).
    expect(text()).toBe('Round 2 · Mister X plays a double move');
    expect(facts()).toContain('Step 7 of 117');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    const round3 = states.findIndex((_, step) => step > 0 && states[step - 1]?.round === 3);
    expect(facts()).toContain(`Step ${round3} of 117`);
    expect(text()).toMatch(/^Round 3 · Mister X/);
    click('Previous round');
    expect(facts()).toContain('Step 7 of 117');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(facts()).toContain('Step 6 of 117');
    fireEvent.keyDown(document.body, { key: 'End' });
    expect(facts()).toContain('Step 117 of 117');
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'ArrowLeft' });
    expect(facts()).toContain('Step 117 of 117');
  });

  it('jumps to an entry from the travel log, with later entries marked', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    const log = screen.getByRole('navigation', { name: /Travel log/ });
    expect(within(log).getAllByRole('button')).toHaveLength(24);
    fireEvent.click(within(log).getByRole('button', { name: 'Entry 3: taxi, seen at 46, surfacing, double move' }));
    // Entry 3 is the second half of round 2's double move (events[8]).
    expect(facts()).toContain('Step 9 of 117');
    expect(text()).toBe('Round 2 · Mister X shows taxi (entry 3)');
    expect(within(log).getByRole('button', { name: 'Entry 3: taxi, surfacing, double move' })).toBeTruthy();
    expect(within(log).getByRole('button', { name: /^Entry 4: .*, played later$/ })).toBeTruthy();
  });
});

describe('the chart of the candidate set', () => {
  it('has one point per step, marks every surfacing with its entry and station, and moves on tap', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    const chart = screen.getByRole('figure', { name: 'How many stations Mister X could be on, step by step.' });
    expect(chart.querySelectorAll('.review-chart-point')).toHaveLength(GAME.events.length + 1);
    const marks = [...chart.querySelectorAll('.review-chart-surfacing')].map((mark) => mark.textContent);
    // He surfaced after entries 3, 8, 13, 18 and 24 (RB 2013 surfacing), at 46, 8, 34, 112, 82.
    expect(marks).toEqual(['346', '88', '1334', '18112', '2482']);
    expect(chart.querySelector('.review-chart-summary')?.textContent).toBe(
      'From 13 stations at the start to 1 station at the end (at most 154 stations). He surfaced after entries 3 (at 46), 8 (at 8), 13 (at 34), 18 (at 112) and 24 (at 82).',
    );
    expect(within(chart).getAllByRole('row')).toHaveLength(25);
    fireEvent.click(chart.querySelector('[data-step="10"]') as Element);
    expect(text()).toBe('Round 2 · Mister X surfaces at 46');
    expect(chart.querySelector('.review-chart-current text')?.textContent).toBe('1');
  });
});

describe("checking Mister X's logbook", () => {
  const check = (route: string) => {
    fireEvent.input(screen.getByRole('textbox', { name: 'His stations, entries 1 to 24' }), {
      target: { value: route },
    });
    click('Check');
  };

  it('finds the true route clean', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    check(ROUTE);
    expect(screen.getByRole('status').textContent).toBe(
      'The log is clean: all 24 entries fit the record and the rules.',
    );
    // His true station shows beside the step.
    expect(document.querySelector('.review-truth')?.textContent).toBe(
      'By his logbook Mister X was at 82 after entry 24.',
    );
  });

  it('shows, entry by entry, how likely Dragnet thought his true station was', async () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    check(ROUTE);
    // The estimate comes from the likelihood worker (here, without one, from the page), after the
    // screen is drawn.
    const table = await screen.findByRole('table', { name: 'How likely Dragnet thought his true station was' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(24);
    // Entry 3 is a surfacing entry: the station is certain after it, but not before the reveal.
    for (const row of rows) expect(row.textContent).toMatch(/^\d+\d+(<?[\d.]+%) [▲▼=][\d.]+%$/);
    // Beside the step: the probability given to his station then, and the even share.
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: '2' }));
    expect(document.querySelector('.review-truth')?.textContent).toMatch(
      /^By his logbook Mister X was at 45 after entry 2\. Dragnet gave it [\d.]+% \(each of the \d+ stations: [\d.]+%\)\.$/,
    );
    // The map shades the candidates as they were then.
    expect(document.querySelectorAll('.map-likely').length).toBeGreaterThan(0);
  });

  it('names entry 4 when its station is wrong, and jumps there', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    check(ROUTE.replace('32,45,46,33', '32,45,46,1'));
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toContain('Entry 4 does not fit the record or the rules.');
    expect(status).toContain('He cannot go from station 46 to station 1 by taxi.');
    // Entry 4 is round 3's taxi (events[14]).
    expect(facts()).toContain('Step 15 of 117');
  });

  it('says which number is no station of the board', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    check('32 45 250');
    expect(screen.getByRole('status').textContent).toBe('Entry 3: there is no station 250 on this board.');
    check('32, x7');
    expect(screen.getByRole('status').textContent).toBe('Entry 2: “x7” is not a station number.');
  });
});

describe('a record that contradicts itself', () => {
  it('lists the inconsistency where it happened and goes there', () => {
    // RB 2013, Red 13, Blue 26, Bobbies 29 and 34; his only start card is 35. Three taxis, then he
    // shows himself at 199, which no taxi route from 35 reaches in three rides.
    const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
    const pawns = (moves: [string, number][]): GameEvent[] =>
      moves.map(([pawn, to]) => ({ type: 'pawn-move', pawn, to, ticket: 'taxi' }));
    const taxi: GameEvent = { type: 'x-move', ticket: 'taxi' };
    const events: GameEvent[] = [
      taxi,
      ...pawns([
        ['red', 4],
        ['blue', 15],
        ['green', 6],
        ['yellow', 10],
      ]),
      taxi,
      ...pawns([
        ['red', 3],
        ['blue', 5],
        ['green', 7],
        ['yellow', 2],
      ]),
      taxi,
      { type: 'x-reveal', station: 199 },
    ];
    const session: Session = {
      ...GAME,
      setup: { ...setup, misterX: { ...setup.misterX, startCards: [35] } },
      events,
    };
    render(<ReviewScreen session={session} onClose={() => {}} />);
    const list = screen.getByRole('region', { name: 'Where the record contradicts itself' });
    expect(list.textContent).toContain('Round 3, step 12');
    expect(list.textContent).toContain('By the record Mister X cannot be at station 199.');
    fireEvent.keyDown(document.body, { key: 'Home' });
    click('Go to step 12');
    expect(text()).toBe('Round 3 · Mister X surfaces at 199');
    expect(list.querySelector('.review-problem-here')?.textContent).toContain('(this step)');
    expect(document.querySelector('.review-panel > .notice-warning')?.textContent).toContain('station 199');
    expect(screen.getByText('Game not finished')).toBeTruthy();
  });
});

describe('in German', () => {
  afterEach(() => useLanguage('en'));

  it('renders every part in German', async () => {
    await useLanguage('de');
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Rückblick' })).toBeTruthy();
    expect(text()).toBe('Spielende · Spiel beendet');
    click('Voriger Schritt');
    expect(text()).toBe('Runde 22 · Gelber Bobby: 86 → 87 mit Bus');
    expect(facts()).toContain('Schritt 116 von 117');
    expect(
      screen.getByRole('figure', { name: 'Auf wie vielen Stationen Mister X sein konnte, Schritt für Schritt.' })
        .textContent,
    ).toContain('Von 13 Stationen zu Beginn bis 1 Station am Ende');
    fireEvent.input(screen.getByRole('textbox', { name: 'Seine Stationen, Zug 1 bis 24' }), {
      target: { value: ROUTE },
    });
    click('Prüfen');
    expect(screen.getByRole('status').textContent).toBe(
      'Das Fahrtenbuch ist sauber: alle 24 Züge passen zu den Einträgen und zu den Regeln.',
    );
    // His route on the map, and the legend line that says what it is.
    expect(screen.getByRole('img', { name: 'Mister X war wirklich hier: Station 82' })).toBeTruthy();
    expect(document.querySelector('.review-route-key')?.textContent).toBe(
      'Mister X war wirklich hiersein Weg bis hierher, jede Fahrt nach ihrem Ticket:TaxiBusU-BahnBlack Tickethier zeigte er sich',
    );
  });
});

describe('a game Dragnet played as Mister X', () => {
  it('puts his real route beside the estimate, which it says came from what the table saw', async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const played = playDragnetGame(setup, { seed: 3, strength: 'easy' });
    expect(played.state.phase).toBe('over');
    await saveSecret({ version: 1, id: played.session.id, ...played.dragnetX });
    render(<ReviewScreen session={played.session} onClose={() => {}} />);
    const table = await screen.findByRole(
      'table',
      { name: 'How likely his true station was, by what the table saw' },
      { timeout: 60_000 },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(played.state.log.length);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Entry', 'Station', 'Estimate', 'Even share']);
    // His route is known: nothing asks for a logbook to be typed in.
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    // An entry after which he could have been on several stations: the estimate, said as the table's.
    const route = played.dragnetX.route;
    const states = replay(setup, played.session.events).states;
    const entry = played.state.log.findIndex(
      (_, index) => (states.find((state) => state.log.length === index + 1)?.candidates.size ?? 0) > 1,
    );
    fireEvent.click(within(rows[entry] as HTMLElement).getByRole('button', { name: String(entry + 1) }));
    expect(document.querySelector('.review-truth')?.textContent).toMatch(
      new RegExp(
        `^Mister X, played by Dragnet, was really at ${route[entry + 1]} after entry ${entry + 1}\\. From what the table saw, Dragnet’s estimate gave it [\\d.<]+% \\(each of the \\d+ stations: [\\d.]+%\\)\\.$`,
      ),
    );
  });
});

describe('his route on the map, once it is known', () => {
  /** The ring on his true station (its accessible name), and the legs of his path as drawn. */
  const ring = () => document.querySelector('.map .review-true');
  const legs = () =>
    [...document.querySelectorAll('.map .review-route-leg')].map((leg) => ({
      entry: Number(leg.getAttribute('data-entry')),
      ticket: leg.getAttribute('data-ticket'),
      ends: ['x1', 'y1', 'x2', 'y2'].map((name) => Number(leg.getAttribute(name))),
    }));
  const goTo = (step: number) => fireEvent.input(slider(), { target: { value: String(step) } });
  /** Steps to look at (the whole game would take long to draw step by step): right after each
   *  of these entries and the last step before the next one, the set-up and the end. */
  const stepsAround = (states: readonly GameState[], entries: readonly number[]) => {
    const steps = new Set([0, states.length - 1]);
    for (const entry of entries) {
      const first = states.findIndex((state) => state.log.length === entry);
      const next = states.findIndex((state) => state.log.length > entry);
      steps.add(first);
      if (next > 0) steps.add(next - 1);
    }
    return [...steps].filter((step) => step >= 0).sort((a, b) => a - b);
  };

  it('puts the ring on the station Dragnet really played, step by step, his path a leg per entry so far', async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const played = playDragnetGame(setup, { seed: 7, strength: 'medium', chase: true });
    await saveSecret({ version: 1, id: played.session.id, ...played.dragnetX });
    const route = played.dragnetX.route;
    const { states } = replay(setup, played.session.events);
    const board = played.state.game.board;
    render(<ReviewScreen session={played.session} onClose={() => {}} />);
    await screen.findByRole('img', { name: `Mister X was really here: Station ${route[route.length - 1]}` });
    // Entries 3, 8, 13 and 18 are surfacing entries; 23 ends in his capture.
    for (const step of stepsAround(states, [1, 2, 3, 4, 8, 11, 13, 16, 22, 23])) {
      const state = states[step] as GameState;
      goTo(step);
      const entries = state.log.length;
      const station = route[entries] as number;
      expect(screen.getByRole('img', { name: /^Mister X was really here/ }).getAttribute('aria-label')).toBe(
        `Mister X was really here: Station ${station}`,
      );
      const circle = ring()?.querySelector('circle');
      expect([Number(circle?.getAttribute('cx')), Number(circle?.getAttribute('cy'))]).toEqual([
        board.station(station).x,
        board.station(station).y,
      ]);
      // One leg per entry, from his start: each from the station before to the one after, by its ticket.
      expect(legs()).toEqual(
        state.log.map((field, index) => {
          const from = board.station(route[index] as number);
          const to = board.station(route[index + 1] as number);
          return { entry: index + 1, ticket: field.ticket, ends: [from.x, from.y, to.x, to.y] };
        }),
      );
      // Squared where he surfaced so far.
      expect(
        [...document.querySelectorAll('.map .review-route-surfaced')].map((mark) =>
          Number(mark.getAttribute('data-station')),
        ),
      ).toEqual(state.log.flatMap((field) => (field.revealed === null ? [] : [field.revealed])));
    }
    // He started on his start card: said beside the first step too.
    goTo(0);
    expect(document.querySelector('.review-truth')?.textContent).toMatch(
      new RegExp(`^Mister X, played by Dragnet, started at ${route[0]}\\. `),
    );
    expect(screen.getByText('Mister X was really here')).toBeTruthy();
  });

  it('tags his true station "Mister X" where the table had not seen him, and not where it had', async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const played = playDragnetGame(setup, { seed: 7, strength: 'medium', chase: true });
    await saveSecret({ version: 1, id: played.session.id, ...played.dragnetX });
    const route = played.dragnetX.route;
    const { states } = replay(setup, played.session.events);
    render(<ReviewScreen session={played.session} onClose={() => {}} />);
    await screen.findByRole('img', { name: /^Mister X was really here/ });
    // After entry 11 (between two surfacings), and right after he surfaced after entry 13.
    const stepAfter = (entry: number) =>
      states.findIndex((state) => state.log.length === entry && state.phase === 'pawns');
    goTo(stepAfter(11));
    const tag = () => document.querySelector(`.map-tag[data-tag="${route[11]}"]`);
    await waitFor(() => expect(tag()?.textContent).toBe('Mister X'));
    goTo(stepAfter(13));
    expect(document.querySelector('.map .map-revealed')).toBeTruthy();
    expect(document.querySelectorAll('.map .map-tag.is-advice')).toHaveLength(0);
  });

  it('draws his logbook from its first entry, as far as it fits the record', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    const { states } = replay(GAME.setup, GAME.events);
    const labels = ROUTE.split(',').map(Number);
    // Entry 4 does not fit: the route is known for entries 1 to 3 only.
    fireEvent.input(screen.getByRole('textbox', { name: 'His stations, entries 1 to 24' }), {
      target: { value: ROUTE.replace('32,45,46,33', '32,45,46,1') },
    });
    click('Check');
    for (const step of stepsAround(states, [1, 2, 3, 4, 5])) {
      const state = states[step] as GameState;
      goTo(step);
      const entries = state.log.length;
      if (entries === 0 || entries > 3) {
        expect(ring()).toBeNull();
        expect(legs()).toHaveLength(Math.min(entries, 3) - Math.min(entries, 1));
        continue;
      }
      expect(ring()?.getAttribute('aria-label')).toBe(`Mister X was really here: Station ${labels[entries - 1]}`);
      // His start is not in a logbook: the legs begin at entry 1.
      expect(legs().map((leg) => leg.entry)).toEqual([2, 3].slice(0, entries - 1));
    }
  });

  const expectNothingOfHim = (steps: readonly number[]) => {
    for (const step of steps) {
      goTo(step);
      expect(document.querySelector('.map .review-route')).toBeNull();
      expect(ring()).toBeNull();
      expect(screen.queryByRole('img', { name: /^Mister X was really here/ })).toBeNull();
      expect(screen.queryByText('Mister X was really here')).toBeNull();
    }
  };

  it('draws nothing of him while his route is not known', () => {
    render(<ReviewScreen session={GAME} onClose={() => {}} />);
    expectNothingOfHim([0, 10, 60, GAME.events.length]);
  });

  it('draws nothing of his route in a game against Dragnet still being played', async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const playing = playDragnetGame(setup, { seed: 7, strength: 'medium', stop: (state) => state.log.length >= 10 });
    expect(playing.state.phase).not.toBe('over');
    await saveSecret({ version: 1, id: playing.session.id, ...playing.dragnetX });
    const asked = vi.mocked(revealedRouteOf);
    asked.mockClear();
    render(<ReviewScreen session={playing.session} onClose={() => {}} />);
    // Once the secret side has answered the review's question, act() draws what came of it.
    await waitFor(() => expect(asked).toHaveBeenCalledWith(playing.session));
    await act(async () => {
      await asked.mock.results[0]?.value;
    });
    expectNothingOfHim([0, 5, playing.session.events.length]);
  });
});
