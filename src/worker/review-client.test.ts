// The review's worker is ended when the review leaves or asks again (issue 27): stopping terminates
// the worker, and a turn it had already sent is not shown after that. A browser without workers
// says the turns could not be weighed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../tests/support/fake-worker';
import { startReview, warmReviewWorker } from './review-client';
import type { PrepareRequest, ReviewMessage, ReviewRequest } from './review-protocol';

const REQUEST = {
  setup: {},
  events: [],
  route: null,
  rateMisterX: false,
  evaluations: 1000,
} as unknown as ReviewRequest;
const DONE: ReviewMessage = { kind: 'done' };
const PREPARE = { kind: 'prepare', setup: {}, events: [], evaluations: 1000 } as unknown as PrepareRequest;

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('the review worker', () => {
  it('is started for a review, and terminated when the review stops it', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const heard: ReviewMessage[] = [];
    const stop = startReview(REQUEST, (message) => heard.push(message));
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/review\.worker\.ts$/);
    expect(worker?.posted).toEqual([REQUEST]);
    worker?.send(DONE);
    expect(heard).toEqual([DONE]);
    stop();
    expect(worker?.terminated).toBe(true);
    // A message already on its way when the review left is not heard.
    worker?.send(DONE);
    expect(heard).toEqual([DONE]);
  });

  it('is one per request: stopping the old one leaves the new one running', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const stopOld = startReview(REQUEST, () => {});
    startReview(REQUEST, () => {});
    stopOld();
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([true, false]);
  });

  it('says the turns could not be weighed where the browser has no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const heard = await new Promise<ReviewMessage>((resolve) => startReview(REQUEST, resolve));
    expect(heard).toEqual({ kind: 'failed' });
  });

  it('started early (loading and weighing while the review is drawn) is the one the game is sent to', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const unwarm = warmReviewWorker(PREPARE);
    expect(FakeWorker.made).toHaveLength(1);
    // It weighs the game ahead, then is asked for the review.
    const stop = startReview(REQUEST, () => {});
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.posted).toEqual([PREPARE, REQUEST]);
    // Once in use, it is the review's to end, not the warm-up's.
    unwarm();
    expect(FakeWorker.made[0]?.terminated).toBe(false);
    stop();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('started early and never used (the analysis was kept, or the review left) is ended', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const unwarm = warmReviewWorker(PREPARE);
    unwarm();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
    // The next review starts a worker of its own.
    startReview(REQUEST, () => {});
    expect(FakeWorker.made).toHaveLength(2);
  });

  it('is warmed once for a review, however many parts of it ask (the opening and the screen)', () => {
    vi.stubGlobal('Worker', FakeWorker);
    warmReviewWorker(PREPARE);
    warmReviewWorker(PREPARE);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]?.posted).toEqual([PREPARE]);
    startReview(REQUEST, () => {});
    expect(FakeWorker.made[0]?.posted).toEqual([PREPARE, REQUEST]);
  });
});
