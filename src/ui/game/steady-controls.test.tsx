// @vitest-environment happy-dom
// Controls stay put while the app thinks: a destination, a pawn's chip, a station on the map, the
// question's answers and the likelihood switch are the same elements before and after the advisor
// refines its plan, the percentages come and the map lays out its tags, and a tap on one still
// does what it said. A finger that lands on a button replaced under it loses the tap, or gets
// another pawn's move.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rbSetup, Table, xMove } from '../../../tests/support/game-builder';
import type { AdviceMessage, PlannedMoveMessage } from '../../worker/advisor-protocol';
import { adviceModule, adviceShown } from '../advice/advice-state';
import { startAdvice } from '../advice/advice-view';
import { useLanguage } from '../i18n/i18n';
import { game, replayed, selectedPawn, session, startSession } from '../state/game-store';
import { settings } from '../state/preferences';
import { xPlayer } from '../state/x-player';
import { GameScreen } from './game-screen';

/** The workers' last questions: the test answers them when it likes, as the workers would. */
const asked = vi.hoisted(() => ({
  advice: null as ((message: AdviceMessage) => void) | null,
  chances: null as ((probabilities: Float64Array | null) => void) | null,
  chancesFor: null as unknown,
}));

vi.mock('../../worker/advisor-client', () => ({
  ask: (_session: unknown, onAnswer: (message: AdviceMessage) => void) => {
    asked.advice = onAnswer;
  },
  cancel: () => {
    asked.advice = null;
  },
}));

vi.mock('../../worker/likelihood-client', () => ({
  askLikelihood: (_setup: unknown, events: unknown, answer: (probabilities: Float64Array | null) => void) => {
    asked.chances = answer;
    asked.chancesFor = events;
  },
}));

/** The advisor's answer for the record as it stands: a first plan, a better one, or the final. */
function plan(moves: readonly PlannedMoveMessage[], final: boolean): void {
  const state = game.value;
  if (!state || !asked.advice) throw new Error('the advisor was not asked');
  const answer = asked.advice;
  act(() =>
    answer({
      type: 'advice',
      id: 1,
      events: state.events,
      round: state.round,
      moves,
      final,
      complete: final,
      evaluations: 10,
      elapsedMs: final ? 1500 : 300,
    }),
  );
}

/** The likelihood worker's answer: most of the chance on `likeliest` (so the map tags it), the
 *  rest spread over his other stations. */
async function percentages(likeliest: number): Promise<void> {
  // The worker's client loads with the first question (after the table's first frame).
  await waitFor(() => expect(asked.chancesFor).toBe(session.value?.events));
  const state = game.value;
  if (!state || !asked.chances) throw new Error('the likelihood worker was not asked');
  const chances = new Float64Array(state.game.board.stationIds.length + 1);
  const others = [...state.candidates].filter((station) => station !== likeliest);
  for (const station of others) chances[station] = 0.3 / others.length;
  chances[likeliest] = 0.7;
  const answer = asked.chances;
  act(() => answer(chances));
}

const move = (pawn: number, to: number): PlannedMoveMessage => ({
  pawn,
  to,
  ticket: 'taxi',
  reason: { code: 'best-fit' },
});

function Screen() {
  const current = session.value;
  const replay = replayed.value;
  if (!current || !replay) return null;
  return <GameScreen session={current} replay={replay} onMenu={() => {}} onNewGame={() => {}} onReview={() => {}} />;
}

/** The tags' layout, the sheets and the question load on first use (seconds on a busy machine). */
const LAZY = { timeout: 60_000 };

/** RB 2013, Red (13) and Blue (26) with two Bobbies (29, 34); his X card is 35 and he has shown a
 *  taxi: the detectives' turn, his stations 22, 36, 48 and 65 (board: 35's taxi lines). */
function start(id: string): void {
  const setup = rbSetup([13, 26, 29, 34], 2);
  const table = new Table({ ...setup, misterX: { ...setup.misterX, startCards: [35] } }).play(xMove('taxi'));
  startSession(table.session(id));
  // A person plays Mister X (x-waiting.test.tsx: his turn and the question wait until that is known).
  xPlayer.value = { id, kind: 'person' };
  render(<Screen />);
}

const target = (station: number) => document.querySelector(`.map-target[data-station="${station}"]`);
const chips = () => [...document.querySelectorAll('.pawn-chip')];

beforeEach(async () => {
  await useLanguage('en');
  selectedPawn.value = null;
  xPlayer.value = null;
  settings.value = { ...settings.value, advice: true, likelihood: 'shown' };
  adviceShown.value = true;
  adviceModule.value ??= startAdvice();
  asked.advice = null;
  asked.chances = null;
});
afterEach(() => {
  cleanup();
  startSession(null);
  adviceShown.value = false;
});

describe('while the advisor thinks and the percentages come', () => {
  it("keeps the pawn the plan chose first, its destinations, the chips and the map's stations the same elements", async () => {
    start('steady-destinations');
    // Until the first plan comes, no pawn is chosen by default: the one it starts with is.
    expect(screen.queryByRole('button', { name: /^To \d+ by/ })).toBeNull();
    expect(screen.getByText('Tap a pawn, or wait a moment: the suggestions say which moves first.')).toBeTruthy();
    plan([move(1, 15), move(0, 4)], false);
    const pawnChips = chips();
    const blue = pawnChips[1];
    expect(blue?.getAttribute('aria-pressed')).toBe('true');
    const to39 = screen.getByRole('button', { name: 'To 39 by taxi' });
    const station39 = target(39);
    expect(pawnChips).toHaveLength(4);
    expect(station39).not.toBeNull();

    // A better plan starts with Red; then the percentages; then the final plan, starting with Red.
    plan([move(0, 4), move(1, 15)], false);
    await percentages(36);
    plan([move(0, 23), move(1, 15)], true);
    await screen.findByText('The plan is ready: enter the moves in this order.');
    // The map lays out its tags: the suggestions' and the likeliest station's percentage.
    await waitFor(() => expect(document.querySelectorAll('.map-tag.is-likely').length).toBeGreaterThan(0), LAZY);
    await waitFor(() => expect(document.querySelectorAll('.map-tag.is-advice').length).toBe(2), LAZY);

    expect(screen.getByRole('button', { name: 'To 39 by taxi' })).toBe(to39);
    expect(to39.isConnected).toBe(true);
    expect(document.querySelector('.pawn-chip[aria-pressed="true"]')).toBe(blue);
    expect(chips()).toEqual(pawnChips);
    expect(pawnChips.every((chip) => chip.isConnected)).toBe(true);
    expect(target(39)).toBe(station39);
    // And it still does what it said: Blue goes to 39.
    fireEvent.click(to39);
    expect(game.value?.positions[1]).toBe(39);
  }, 60_000);

  it("keeps the question's answers and the likelihood switch the same elements", async () => {
    start('steady-question');
    plan([move(0, 4), move(1, 15)], true);
    // The second Bobby (34) to 22, one of his stations: "Was Mister X there?" while the workers
    // answer for the move.
    fireEvent.click(chips()[3] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'To 22 by taxi, bus' }));
    const no = await screen.findByRole('button', { name: 'No' }, LAZY);
    const yes = screen.getByRole('button', { name: /^Yes/ });
    fireEvent.click(screen.getByRole('button', { name: /^Mister X: \d+ stations$/ }));
    const sheet = await screen.findByRole('dialog', {}, LAZY);
    const likely = within(sheet).getByRole('checkbox', { name: 'Show how likely each station is' });

    await percentages(36);
    await waitFor(() => expect(document.querySelectorAll('.map-tag.is-likely').length).toBeGreaterThan(0), LAZY);
    await within(sheet).findByText(/^Likeliest first/);

    expect(screen.getByRole('button', { name: 'No' })).toBe(no);
    expect(screen.getByRole('button', { name: /^Yes/ })).toBe(yes);
    expect(within(sheet).getByRole('checkbox', { name: 'Show how likely each station is' })).toBe(likely);
    fireEvent.click(likely);
    expect(settings.value.likelihood).toBe('hidden');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    fireEvent.click(no);
    expect(game.value?.phase).toBe('pawns');
  }, 60_000);
});
