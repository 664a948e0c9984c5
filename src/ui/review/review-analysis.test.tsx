// @vitest-environment happy-dom
// The review's analysis is cancelled when it is no longer wanted (issue 27): a new request (his
// route typed in) stops the one before it before it starts, leaving the review stops it, and a
// review left while it still looked for a kept analysis starts no worker at all.
import 'fake-indexeddb/auto';
import { act, cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSession } from '../../../tests/support/store';
import type { StationId } from '../../board/types';
import { openDatabase } from '../../store/database';
import type { ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import type { AnalysisRequest } from './review-analysis';
import { useReviewAnalysis } from './review-analysis';

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

function Analysis(request: AnalysisRequest) {
  useReviewAnalysis(request);
  return null;
}

const request: AnalysisRequest = { setup: GAME.setup, events: GAME.events, route: null, ratesMisterX: false };

afterEach(() => {
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
});
