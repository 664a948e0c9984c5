// @vitest-environment happy-dom
// No plan on a record that contradicts itself: while it does, the map shows no suggestion, the
// panel has no Move button and says to put the record right first, with the likely mistakes the
// notice lists, and the advisor is not asked; a correction or an Undo that puts it right brings the
// plan back by itself. A family tapped Move on "Anna: taxi to 107, closes in: 4 rides from 153,
// where he is" with his surfacing mistyped as 153.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rbSetup, Table, xMove, xReveal } from '../../../tests/support/game-builder';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import { likelyFixes } from '../../inference/mistakes';
import type { AdviceMessage, PlannedMoveMessage } from '../../worker/advisor-protocol';
import { GameScreen } from '../game/game-screen';
import { useLanguage } from '../i18n/i18n';
import { enter, game, replayed, selectedPawn, session, startSession, undo } from '../state/game-store';
import { settings } from '../state/preferences';
import { xPlayer } from '../state/x-player';
import { adviceModule, adviceShown } from './advice-state';
import { startAdvice } from './advice-view';

/** The advisor's requests (the test answers the last one when it likes, as the worker would). */
const advisor = vi.hoisted(() => ({ asked: 0, answer: null as ((message: AdviceMessage) => void) | null }));

vi.mock('../../worker/advisor-client', () => ({
  ask: (_session: unknown, onAnswer: (message: AdviceMessage) => void) => {
    advisor.asked++;
    advisor.answer = onAnswer;
  },
  cancel: () => {
    advisor.answer = null;
  },
}));

vi.mock('../../worker/likelihood-client', () => ({ askLikelihood: () => {} }));

// The likely mistakes as the worker finds them (src/inference/mistakes.ts), answered at once.
vi.mock('../../worker/mistakes-client', () => ({
  warmUpFixes: () => {},
  askFixes: (setup: Setup, events: readonly GameEvent[], answer: (fixes: unknown) => void) =>
    queueMicrotask(() => answer(likelyFixes(setup, events, { limit: 3 }))),
}));

/** The advisor's final plan for the record as it stands. */
function plan(moves: readonly PlannedMoveMessage[]): void {
  const state = game.value;
  const answer = advisor.answer;
  if (!state || !answer) throw new Error('the advisor was not asked');
  act(() =>
    answer({
      type: 'advice',
      id: 1,
      events: state.events,
      round: state.round,
      moves,
      final: true,
      complete: true,
      evaluations: 10,
      elapsedMs: 300,
    }),
  );
}

function Screen() {
  const current = session.value;
  const replay = replayed.value;
  if (!current || !replay) return null;
  return <GameScreen session={current} replay={replay} onMenu={() => {}} onNewGame={() => {}} onReview={() => {}} />;
}

/** The sheets and the likely mistakes load on first use (seconds on a busy machine). */
const LAZY = { timeout: 15_000 };

/** RB 2013, Red (13) and Blue (26) with two Bobbies (29, 34); his X card is 35 and he surfaces
 *  after his first entry, a taxi: he can only be on 22, 36, 48 or 65 (35's taxi lines). The table
 *  is asked where he surfaces. */
function start(id: string): void {
  const setup = rbSetup([13, 26, 29, 34], 2, { surfacing: [1, 8, 13, 18, 24] });
  const table = new Table({ ...setup, misterX: { ...setup.misterX, startCards: [35] } }).play(xMove('taxi'));
  startSession(table.session(id));
  xPlayer.value = { id, kind: 'person' };
  render(<Screen />);
}

const toRed = { pawn: 0, to: 23, ticket: 'taxi', reason: { code: 'best-fit' } } as const;
const moveButtons = () => screen.queryAllByRole('button', { name: /^Move (Red|Blue) to/ });
const marks = () => document.querySelectorAll('.advice-mark').length;

beforeEach(async () => {
  await useLanguage('en');
  selectedPawn.value = null;
  settings.value = { ...settings.value, advice: true };
  adviceShown.value = true;
  adviceModule.value ??= startAdvice();
  advisor.asked = 0;
  advisor.answer = null;
});
afterEach(() => {
  cleanup();
  startSession(null);
  adviceShown.value = false;
  xPlayer.value = null;
});

describe('a record that contradicts itself', () => {
  it('gets no plan: no suggestion on the map, no Move, the words to put it right and the likely mistakes', async () => {
    start('broken-record-correct');
    // His surfacing mistyped as 153, which his taxi from 35 cannot reach.
    act(() => void enter(xReveal(153)));
    expect(game.value?.inconsistencies.length).toBe(1);
    expect(game.value?.phase).toBe('pawns');
    expect(advisor.asked).toBe(0);
    const panel = screen.getByRole('heading', { name: 'Suggested moves' }).parentElement as HTMLElement;
    expect(within(panel).getByRole('status').textContent).toBe('No plan: the record contradicts itself.');
    expect(
      within(panel).getByText(/^Put it right first: a plan built on a mistaken entry looks for him where he is not/),
    ).toBeTruthy();
    expect(moveButtons()).toEqual([]);
    expect(marks()).toBe(0);
    // The pawn to move is chosen in turn order, as without advice: no waiting for a plan.
    expect(screen.queryByText(/wait a moment: the suggestions say which moves first/)).toBeNull();
    expect(screen.getAllByRole('button', { name: /^To \d+ by/ }).length).toBeGreaterThan(0);
    // The likely mistake, in the panel as in the notice; the one in the panel opens its correction.
    const [fix] = await within(panel).findAllByRole(
      'button',
      { name: /^At entry 1 he probably surfaced at \d+, not 153$/ },
      LAZY,
    );
    if (!fix) throw new Error('no likely mistake in the panel');
    const notice = document.querySelector('.notice-warning') as HTMLElement;
    expect(within(notice).getByRole('button', { name: fix.textContent ?? '' })).toBeTruthy();
    fireEvent.click(fix);
    const sheet = await screen.findByRole('dialog', { name: 'Correct: Mister X surfaces at 153' }, LAZY);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply correction' }));

    // Put right: the advisor is asked, and its plan is shown on the map and in the panel.
    await waitFor(() => expect(game.value?.inconsistencies).toEqual([]));
    expect(advisor.asked).toBe(1);
    plan([toRed]);
    expect(screen.getByRole('button', { name: 'Move Red to 23 by taxi' })).toBeTruthy();
    expect(marks()).toBe(1);
    expect(screen.queryByText('No plan: the record contradicts itself.')).toBeNull();
  }, 60_000);

  it('drops the plan when an entry breaks the record, and Undo with the right entry brings it back', async () => {
    start('broken-record-undo');
    act(() => void enter(xReveal(36)));
    expect(advisor.asked).toBe(1);
    plan([toRed]);
    expect(marks()).toBe(1);
    // The same surfacing entered once more, mistyped: Undo, then 153. The request is cancelled
    // and none is made for the broken record.
    act(() => undo());
    act(() => void enter(xReveal(153)));
    expect(advisor.asked).toBe(1);
    expect(advisor.answer).toBeNull();
    expect(moveButtons()).toEqual([]);
    expect(marks()).toBe(0);
    expect(screen.getByText('No plan: the record contradicts itself.')).toBeTruthy();
    await screen.findAllByRole('button', { name: /^At entry 1 he probably surfaced at \d+, not 153$/ }, LAZY);

    // The record as the plan was made for: the plan holds, with no new request.
    act(() => undo());
    act(() => void enter(xReveal(36)));
    expect(screen.getByRole('button', { name: 'Move Red to 23 by taxi' })).toBeTruthy();
    expect(marks()).toBe(1);
  });

  it('reads the same in German', async () => {
    await useLanguage('de');
    start('broken-record-de');
    act(() => void enter(xReveal(153)));
    expect(screen.getByText('Kein Plan: Die Einträge widersprechen sich.')).toBeTruthy();
    expect(screen.getByText(/^Korrigiere sie zuerst: Ein Plan, der auf einem falschen Eintrag beruht/)).toBeTruthy();
    expect(document.querySelectorAll('.advice-item').length).toBe(0);
    await screen.findAllByRole('button', { name: /^Bei Zug 1 zeigte er sich wohl auf \d+, nicht auf 153$/ }, LAZY);
  });
});
