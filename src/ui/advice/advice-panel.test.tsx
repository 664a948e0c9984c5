// @vitest-environment happy-dom
// The advice panel as a table reads it: the status line in a player's words, the moves in their
// order with their numbers, a certain catch alone, and the question a move will bring said
// beforehand.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rbSetup, Table, xMove } from '../../../tests/support/game-builder';
import { reasonText } from '../../words/reasons-en';
import type { AdviceMessage } from '../../worker/advisor-protocol';
import { useLanguage } from '../i18n/i18n';
import { game, startSession } from '../state/game-store';
import { settings } from '../state/preferences';
import { activePawn, movePawn } from '../state/table-actions';
import { xPlayer } from '../state/x-player';
import { adviceTags } from './advice-marks';
import { AdvicePanel } from './advice-panel';
import { adviceShown, adviceTagsShown } from './advice-state';
import { startAdvice } from './advice-view';

/** The worker's answer for the next request (the advisor itself is tested in src/advisor). */
const answer = vi.hoisted(() => ({ elapsedMs: 0, complete: true, moves: [] as unknown[], events: 1 }));

vi.mock('../../worker/advisor-client', () => ({
  ask: (_session: unknown, onAnswer: (message: AdviceMessage) => void) =>
    onAnswer({
      type: 'advice',
      id: 1,
      events: answer.events,
      round: 1,
      moves: answer.moves as AdviceMessage['moves'],
      final: true,
      complete: answer.complete,
      evaluations: 4,
      elapsedMs: answer.elapsedMs,
    }),
  cancel: () => {},
}));

/** Each case a game of its own: a plan the table already saw for a game holds (held-plan.ts). */
function play(id = 'advice-test'): void {
  // RB 2013, 2 detectives + 2 Bobbies; Mister X has shown a taxi: the detectives' turn (events: 1).
  const table = new Table(rbSetup([13, 26, 29, 34], 2)).play(xMove('taxi'));
  startSession(table.session(id));
}

/** The panel for a new game `id` whose plan is `moves` (the worker's answer). */
function showPlan(id: string, moves: unknown[]): void {
  answer.moves = moves;
  startSession(null);
  play(id);
  startAdvice();
  render(<AdvicePanel />);
}

beforeEach(() => {
  useLanguage('en');
  answer.moves = [];
  answer.events = 1;
  settings.value = { ...settings.value, advice: true };
  adviceShown.value = true;
});
afterEach(() => {
  cleanup();
  adviceShown.value = false;
  startSession(null);
});

describe('the advice status', () => {
  it.each([
    [4, true],
    [1234, true],
    [1500, false],
  ])(
    'after %i ms (search complete: %s) says the plan is ready and the order, with no seconds',
    (elapsedMs, complete) => {
      // A new player called "Best plan found in the 1.5 s allowed" technical; "0.00 s" read as
      // nothing done.
      Object.assign(answer, { elapsedMs, complete });
      startSession(null);
      play(`advice-test-${elapsedMs}-${complete}`);
      startAdvice();
      render(<AdvicePanel />);
      expect(screen.getByRole('status').textContent).toBe('The plan is ready: enter the moves in this order.');
    },
  );

  it('reads the same in German', async () => {
    Object.assign(answer, { elapsedMs: 3, complete: true });
    startSession(null);
    await useLanguage('de');
    play();
    startAdvice();
    render(<AdvicePanel />);
    expect(screen.getByRole('status').textContent).toBe('Der Plan steht: Trage die Fahrten in dieser Reihenfolge ein.');
  });
});

describe('the suggested moves', () => {
  it("waits with a pawn's Move while another pawn still stands on its station, and says for whom", () => {
    // Red (13) is sent to 26, where Blue stands and has not moved yet; Blue goes first, to 39.
    showPlan('advice-test-blocked', [
      { pawn: 1, to: 39, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 0, to: 26, ticket: 'bus', reason: { code: 'best-fit' } },
    ]);
    const red = screen.getByRole('button', { name: 'Move Red to 26 by bus' });
    expect((red as HTMLButtonElement).disabled).toBe(true);
    expect(red.closest('li')?.textContent).toContain('once Blue has moved off');
    const blue = screen.getByRole('button', { name: 'Move Blue to 39 by taxi' });
    expect((blue as HTMLButtonElement).disabled).toBe(false);
  });

  it('says plainly when no single reason stands out for a move', () => {
    // Two new players called the words this had before ("fits the others' moves best") empty.
    showPlan('advice-test-balance', [{ pawn: 1, to: 39, ticket: 'taxi', reason: { code: 'best-fit' } }]);
    const blue = screen.getByRole('button', { name: 'Move Blue to 39 by taxi' });
    expect(blue.closest('li')?.textContent).toContain('on balance its best move: no single reason stands out');
  });
});

describe('a ride to and fro', () => {
  // A new player followed Red 41 ↔ 29 four rounds running and read no word of why: the advice now
  // sends a pawn back a third time only where it guards something, and says both.
  const again = [
    {
      pawn: 0,
      to: 14,
      ticket: 'taxi',
      reason: { code: 'catch', percent: 8, station: 14 },
      again: { from: 13, to: 14, rides: 3 },
    },
  ];

  it('says which ride in a row it is before its reason', () => {
    showPlan('advice-test-again', again);
    const red = screen.getByRole('button', { name: 'Move Red to 14 by taxi' });
    expect(red.closest('li')?.textContent).toContain('3rd ride in a row between 13 and 14: he may be on 14 (≈8%)');
  });

  it('says so in German too', async () => {
    await useLanguage('de');
    showPlan('advice-test-again-de', again);
    const red = screen.getByRole('button', { name: 'Rot mit Taxi nach 14 ziehen' });
    expect(red.closest('li')?.textContent).toContain(
      '3. Fahrt in Folge zwischen 13 und 14: er kann auf 14 stehen (≈8 %)',
    );
  });
});

describe('what the map leaves out', () => {
  const plan = [
    { pawn: 1, to: 39, ticket: 'taxi', reason: { code: 'best-fit' } },
    { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'best-fit' } },
  ];
  afterEach(() => {
    adviceTagsShown.value = { whole: 0, offScreen: 0 };
  });

  it('zoomed in, says how many suggested stations are off screen and how to see them', () => {
    // A new player zoomed in found none of five suggestions on screen and nothing saying so.
    adviceTagsShown.value = { whole: 0, offScreen: 2 };
    showPlan('advice-test-off-screen', plan);
    expect(screen.getByText('Zoomed in, 2 suggested stations are off screen: ⤢ shows the whole board.')).toBeTruthy();
    // Not "no room for the words": they are not on screen at all.
    expect(screen.queryByText(/^Where the map has no room/)).toBeNull();
  });

  it('explains a lone number only while the map shows one', () => {
    adviceTagsShown.value = { whole: 1, offScreen: 0 };
    showPlan('advice-test-folded', plan);
    expect(screen.getByText(/^Where the map has no room for the words, it shows only the number/)).toBeTruthy();
    expect(screen.queryByText(/off screen/)).toBeNull();
    cleanup();
    adviceTagsShown.value = { whole: 2, offScreen: 0 };
    showPlan('advice-test-whole', plan);
    expect(screen.queryByText(/^Where the map has no room/)).toBeNull();
  });
});

describe('the pawn chosen by default', () => {
  it("is the plan's next, in the order the list says to enter them", async () => {
    // The plan begins with Blue; without advice shown the first pawn still to move (Red) is.
    showPlan('advice-test-order', [
      { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'best-fit' } },
    ]);
    expect(activePawn.value).toBe(1);
    adviceShown.value = false;
    expect(activePawn.value).toBe(0);
    adviceShown.value = true;
    expect(activePawn.value).toBe(1);
    screen.getByRole('button', { name: 'Move Blue to 15 by taxi' }).click();
    await screen.findByText('The plan holds: nothing new is known since it was made.');
    expect(activePawn.value).toBe(0);
  });
});

describe('a plan the table follows', () => {
  it('keeps each suggestion its number: after Blue\'s move as suggested, Red is still "2."', async () => {
    // Blue (26) first, to 15; Red (13) second, to 23: neither a station he may be on, so no
    // question follows. The map's tags wear the same numbers.
    showPlan('advice-test-numbers', [
      { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'best-fit' } },
    ]);
    const numberOf = (name: string) =>
      screen.getByRole('button', { name }).closest('li')?.querySelector('.advice-number')?.textContent;
    expect(numberOf('Move Red to 23 by taxi')).toBe('2.');
    screen.getByRole('button', { name: 'Move Blue to 15 by taxi' }).click();
    await screen.findByText('The plan holds: nothing new is known since it was made.');
    expect(screen.queryByRole('button', { name: 'Move Blue to 15 by taxi' })).toBeNull();
    expect(numberOf('Move Red to 23 by taxi')).toBe('2.');
  });
});

describe('a plan made again', () => {
  it('with the same moves for the others says so in one line, not nothing', async () => {
    // Blue (26) is told to go to 15 and goes to 27 instead: nothing else changes, and the plan
    // made again has the same move for Red. A new player saw a reason change under "The plan is
    // ready" with no word.
    showPlan('advice-test-same', [
      { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'closes-in', rides: 3, before: 4, station: null } },
    ]);
    Object.assign(answer, { events: 2, moves: [{ pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'narrows' } }] });
    movePawn(1, 27, 'taxi');
    expect(await screen.findByText('Blue went to 27: the same moves still fit best for the others.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Red to 23 by taxi' })).toBeTruthy();
  });
});

describe('a reason naming his likeliest stations', () => {
  // A new player read "one ride from ≈5% of where he may go next" while ≈84% of him sat on one
  // station: the reason names that station with the percentage the map shows.
  const likely = (stations: number[], percent: number, rides: number, before: number) => [
    { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'likely', stations, percent, rides, before } },
  ];
  const reasonOf = () => screen.getByRole('button', { name: 'Move Red to 23 by taxi' }).closest('li')?.textContent;

  it('says how near the move brings the pawn to it, with what it was, as the command line says it', () => {
    showPlan('advice-test-likely', likely([125], 84, 2, 3));
    const words = 'closes in: 2 rides from 125 (was 3), where he most likely is (≈84%)';
    expect(reasonOf()).toContain(words);
    expect(reasonText({ code: 'likely', stations: [125], percent: 84, rides: 2, before: 3 })).toBe(words);
  });

  it('names a few stations with "or" and their share together, and one ride as one', () => {
    showPlan('advice-test-likely-few', likely([19, 20, 32], 71, 1, 1));
    const words = '1 ride from 19, 20 or 32, where he most likely is (≈71% together)';
    expect(reasonOf()).toContain(words);
    expect(reasonText({ code: 'likely', stations: [19, 20, 32], percent: 71, rides: 1, before: 1 })).toBe(words);
  });

  it("keeps the map's tag as short as any other: the list names the stations", () => {
    showPlan('advice-test-likely-tag', likely([8, 9, 32], 57, 4, 5));
    expect(adviceTags().map((tag) => tag.text)).toEqual(['1. closes in']);
  });

  it('reads the same in German', async () => {
    await useLanguage('de');
    showPlan('advice-test-likely-de', likely([19, 20], 71, 2, 3));
    const item = screen.getByRole('button', { name: 'Rot mit Taxi nach 23 ziehen' }).closest('li')?.textContent;
    expect(item).toContain(
      'rückt näher: 2 Fahrten bis 19 oder 20 (vorher 3), wo er am wahrscheinlichsten steht (zusammen ≈71 %)',
    );
  });
});

describe('a catch', () => {
  it('shows only the move that lands where the record leaves him, and says the others need not move', () => {
    showPlan('advice-test-catch', [
      { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'closes-in', rides: 2, before: 3, station: 15 } },
      { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'catch', percent: 100, station: 15 } },
    ]);
    expect(screen.getByRole('button', { name: 'Move Blue to 15 by taxi' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move Red to 23 by taxi' })).toBeNull();
    expect(screen.getByText(/this move ends the game, the others need not move/)).toBeTruthy();
  });

  it('lists every move while he may be elsewhere (a catch of ≈60%)', () => {
    showPlan('advice-test-maybe', [
      { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'catch', percent: 60, station: 15 } },
      { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'best-fit' } },
    ]);
    expect(screen.getByRole('button', { name: 'Move Red to 23 by taxi' })).toBeTruthy();
    expect(screen.queryByText(/the others need not move/)).toBeNull();
  });
});

describe('a move onto a station he may be on', () => {
  it('says beforehand that the question will follow, and only there', () => {
    // His stations, read from the same game first (the plan is asked as soon as a game starts).
    startSession(null);
    play('advice-test-may-be-read');
    const candidates = game.value?.candidates ?? new Set<number>();
    const candidate = [...candidates][0] as number;
    const elsewhere = 15;
    expect(candidates.has(elsewhere)).toBe(false);
    showPlan('advice-test-may-be', [
      { pawn: 0, to: candidate, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 1, to: elsewhere, ticket: 'taxi', reason: { code: 'best-fit' } },
    ]);
    const noted = (name: string) =>
      screen
        .getByRole('button', { name })
        .closest('li')
        ?.textContent?.includes('he may be there too: you will be asked');
    expect(noted(`Move Red to ${candidate} by taxi`)).toBe(true);
    expect(noted('Move Blue to 15 by taxi')).toBe(false);
  });

  it('with Dragnet as Mister X says that Dragnet will tell, not that the table will be asked', () => {
    // A new player waited for the question the line promised: Dragnet answers it itself.
    startSession(null);
    play('advice-test-dragnet-read');
    const candidate = [...(game.value?.candidates ?? [])][0] as number;
    xPlayer.value = { id: 'advice-test-dragnet', kind: 'dragnet', strength: 'medium' };
    try {
      showPlan('advice-test-dragnet', [
        { pawn: 0, to: candidate, ticket: 'taxi', reason: { code: 'best-fit' } },
        { pawn: 1, to: 15, ticket: 'taxi', reason: { code: 'best-fit' } },
      ]);
      const item = screen.getByRole('button', { name: `Move Red to ${candidate} by taxi` }).closest('li');
      expect(item?.textContent).toContain('he may be there too: Dragnet will say');
      expect(screen.queryByText(/you will be asked/)).toBeNull();
    } finally {
      xPlayer.value = null;
    }
  });

  it('says it once, above the list, when every move lands where he may be (round 1)', () => {
    startSession(null);
    play('advice-test-all-read');
    const [first, second] = [...(game.value?.candidates ?? [])] as number[];
    showPlan('advice-test-all', [
      { pawn: 0, to: first, ticket: 'taxi', reason: { code: 'best-fit' } },
      { pawn: 1, to: second, ticket: 'taxi', reason: { code: 'best-fit' } },
    ]);
    expect(screen.getAllByText(/you will be asked/)).toHaveLength(1);
    expect(screen.getByText(/^Each of these moves lands where he may be/)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Move Red to ${first} by taxi` }).closest('li')?.textContent).not.toMatch(
      /you will be asked/,
    );
  });
});
