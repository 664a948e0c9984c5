// @vitest-environment happy-dom
// The review's analysis is cancelled when it is no longer wanted (issue 27): a new request (his
// route typed in) stops the one before it before it starts, leaving the review stops it, and a
// review left while it still looked for a kept analysis starts no worker at all. While it works,
// the review is redrawn at most every PROGRESS_MS (each redraw draws the whole review).
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../../tests/support/fake-worker';
import { fixtureSession } from '../../../tests/support/store';
import type { StationId } from '../../board/types';
import type { ReviewedTurn } from '../../inference/review/review';
import { openDatabase } from '../../store/database';
import { sessionKey } from '../../store/sessions';
import type { ReviewListener, ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import { runReview } from '../../worker/review-job';
import type { ReviewMessage } from '../../worker/review-protocol';
import type { AnalysisRequest, ReviewAnalysis } from './review-analysis';
import { PROGRESS_MS, useReviewAnalysis } from './review-analysis';
import { keepAnalysis, readKeptGames } from './review-cache';
import { MAP_WAIT_MS, ReviewOpener } from './review-screen';

const GAME = fixtureSession('rb-22-rounds');
const TRUE_ROUTE = [32, 45, 46, 33, 20, 9, 19, 8, 19, 32, 45, 46, 34, 63, 79, 63, 100, 112, 100, 63, 48, 35, 65, 82];

/** What happened to the runs, in order: "start 1", "stop 1", ... */
let log: string[] = [];
/** A worker that never finishes on its own. */
const endless: ReviewRunner = () => {
  const run = log.filter((line) => line.startsWith('start')).length + 1;
  log.push(`start ${run}`);
  return () => log.push(`stop ${run}`);
};

/** The review's use of the analysis; `step` stands for whatever else redraws the review. */
function Analysis({ step, ...request }: AnalysisRequest & { step?: number }) {
  useReviewAnalysis(request);
  return <p>{step}</p>;
}

const request: AnalysisRequest = { setup: GAME.setup, events: GAME.events, route: null, ratesMisterX: false };

/** The review workers made (the likelihood worker the review also starts is left out). */
const reviewWorkers = () => FakeWorker.made.filter((worker) => worker.url.pathname.endsWith('review.worker.ts'));
const kinds = (worker: FakeWorker) => worker.posted.map((message) => (message as { kind: string }).kind);

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
  vi.useRealTimers();
  cleanup();
  setReviewRunner(null);
  vi.restoreAllMocks();
  log = [];
});

describe("cancelling the review's analysis", () => {
  it('stops the run before a new one starts when his route is typed in, and when the review leaves', () => {
    setReviewRunner(endless);
    const view = render(<Analysis {...request} />);
    expect(log).toEqual(['start 1']);
    view.rerender(<Analysis {...request} route={TRUE_ROUTE as StationId[]} ratesMisterX />);
    expect(log).toEqual(['start 1', 'stop 1', 'start 2']);
    // Preact ends a screen's effects after the next frame; act() is that frame.
    act(() => {
      view.unmount();
    });
    expect(log).toEqual(['start 1', 'stop 1', 'start 2', 'stop 2']);
  });

  it('starts nothing when the review leaves while it looks for a kept analysis', async () => {
    setReviewRunner(endless);
    const store = await openDatabase();
    let answer: (value: unknown) => void = () => {};
    const read = vi.spyOn(store, 'get').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const view = render(<Analysis {...request} game={GAME.id} />);
    await waitFor(() => expect(read).toHaveBeenCalled());
    act(() => {
      view.unmount();
    });
    answer(undefined);
    // Every step after the read is a promise's: one task later they have all run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toEqual([]);
  });

  it('starts nothing while his route is looked up, however often the review redraws', async () => {
    setReviewRunner(endless);
    const store = await openDatabase();
    const read = vi.spyOn(store, 'get');
    const view = render(<Analysis {...request} game={GAME.id} routePending />);
    await waitFor(() => expect(read).toHaveBeenCalled());
    await read.mock.results[0]?.value;
    // Every step after the read is a promise's: one task later they have all run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The page redraws (a step through the game) while the route is still looked up.
    view.rerender(<Analysis {...request} game={GAME.id} routePending step={1} />);
    view.rerender(<Analysis {...request} game={GAME.id} routePending step={2} />);
    expect(log).toEqual([]);
    view.rerender(<Analysis {...request} game={GAME.id} route={TRUE_ROUTE as StationId[]} />);
    expect(log).toEqual(['start 1']);
  });

  it('redraws the progress at most every 250 ms, the first verdict and the end at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let listen: ReviewListener = () => {};
    setReviewRunner((_, heard) => {
      listen = heard;
      return () => {};
    });
    const drawn: ReviewAnalysis[] = [];
    function Drawn() {
      drawn.push(useReviewAnalysis(request));
      return null;
    }
    render(<Drawn />);
    const turn = (round: number) =>
      ({ kind: 'turn', rounds: 22, turn: { side: 'detectives', round } as ReviewedTurn }) as const;
    const shown = () => drawn.map((analysis) => `${analysis.state} ${analysis.turns.length}`);
    act(() => listen(turn(1)));
    expect(shown().at(-1)).toBe('working 1');
    // Nine more verdicts at once: no redraw until 250 ms after the last one.
    act(() => {
      for (let round = 2; round <= 10; round++) listen(turn(round));
    });
    act(() => {
      vi.advanceTimersByTime(PROGRESS_MS - 1);
    });
    expect(shown().at(-1)).toBe('working 1');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown().at(-1)).toBe('working 10');
    act(() => listen(turn(11)));
    act(() => listen({ kind: 'done' }));
    expect(shown().at(-1)).toBe('done 11');
    expect(new Set(shown())).toEqual(new Set(['working 0', 'working 1', 'working 10', 'done 11']));
    expect(PROGRESS_MS).toBe(250);
  });

  it('starts its worker as the review opens when the game has no kept analysis, and sends the game to it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await readKeptGames();
    render(<ReviewOpener session={{ ...GAME, id: 'never-reviewed' }} onClose={() => {}} />);
    // Made before the review is drawn, weighing ahead; the review's request goes to the same one.
    expect(reviewWorkers().map((worker) => kinds(worker))).toEqual([['prepare']]);
    await waitFor(() => expect(reviewWorkers().map((worker) => kinds(worker))).toEqual([['prepare', 'game']]));
  });

  it('starts no worker for a game whose analysis is kept, and ends one it started unused', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    // The game's record must be stored for its analysis to be kept.
    const store = await openDatabase();
    await store.set(sessionKey(GAME.id), { id: GAME.id });
    await keepAnalysis(GAME.id, 'some fingerprint', { turns: [], rounds: 22 });
    await readKeptGames();
    const kept = render(<ReviewOpener session={GAME} onClose={() => {}} />);
    await waitFor(() => expect(document.querySelector('.review')).not.toBeNull());
    expect(reviewWorkers()).toEqual([]);
    kept.unmount();
    // A game with nothing kept, left before its review asked: its worker is ended with it.
    const left = render(<ReviewOpener session={{ ...GAME, id: 'gone' }} onClose={() => {}} />);
    expect(reviewWorkers()).toHaveLength(1);
    act(() => {
      left.unmount();
    });
    expect(reviewWorkers()[0]?.terminated).toBe(true);
  });
});

describe('the review opened from the saved games', () => {
  /** Station 46's button on the map: the map is drawn. */
  const station46 = () => screen.queryByRole('button', { name: /^Station 46, / });
  const progress = () => document.querySelector<HTMLProgressElement>('.review-turns-progress progress');

  it('shows the analysis starting at once, and draws the map once the first verdict is shown', async () => {
    // Round 1's verdict, as the worker weighs it.
    let first: ReviewMessage | undefined;
    await runReview(
      { kind: 'game', setup: GAME.setup, events: GAME.events, route: null, rateMisterX: false, evaluations: 60 },
      (message) => {
        first ??= message;
      },
      () => first !== undefined,
    );
    const asked: { listen?: ReviewListener } = {};
    setReviewRunner((_, heard) => {
      asked.listen = heard;
      return () => {};
    });
    await readKeptGames();
    render(<ReviewOpener session={{ ...GAME, id: 'map-after-verdict' }} onClose={() => {}} />);
    await waitFor(() => expect(progress()).not.toBeNull());
    // On a slow phone the whole board takes longer to draw than the rest of the screen.
    expect(station46()).toBeNull();
    // The review has asked for its analysis (the estimate of each step may come first).
    await waitFor(() => expect(asked.listen).toBeDefined());
    act(() => asked.listen?.(first as ReviewMessage));
    expect(progress()?.value).toBe(1);
    expect(await screen.findByRole('button', { name: /^Station 46, / })).toBeTruthy();
  });

  it('draws the map anyway when the first verdict is long in coming', async () => {
    setReviewRunner(endless);
    await readKeptGames();
    render(<ReviewOpener session={{ ...GAME, id: 'verdict-long-in-coming' }} onClose={() => {}} />);
    await waitFor(() => expect(progress()).not.toBeNull());
    expect(station46()).toBeNull();
    expect(await screen.findByRole('button', { name: /^Station 46, / }, { timeout: 4 * MAP_WAIT_MS })).toBeTruthy();
    expect(progress()?.value).toBe(0);
  });
});
