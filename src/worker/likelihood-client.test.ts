// @vitest-environment happy-dom
// The review asks the likelihood worker for the estimate after every entry of a game, so its first
// drawing does not wait for it: a worker of its own, ended once it answers or when the review
// leaves; without workers, the review is told to work it out itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../../tests/support/fake-worker';
import { fixtureSession } from '../../tests/support/store';
import { replay } from '../game/replay';
import { replayProbabilities } from '../inference/whereabouts';
import { askEveryStep } from './likelihood-client';
import type { LikelihoodRequest, LikelihoodResponse } from './likelihood-protocol';

const GAME = fixtureSession('rb-22-rounds');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  Reflect.deleteProperty(self, 'onmessage');
  FakeWorker.made = [];
});

describe('the estimate of every step, for a review', () => {
  it("is asked of a likelihood worker of the review's own, ended once it answers", () => {
    vi.stubGlobal('Worker', FakeWorker);
    const heard: (readonly Float64Array[] | null)[] = [];
    askEveryStep(GAME.setup, GAME.events, (every) => heard.push(every));
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/likelihood\.worker\.ts$/);
    expect(worker?.posted[0]).toMatchObject({ steps: 'every', events: GAME.events });
    const every = [new Float64Array(3)];
    worker?.onmessage?.({ data: { id: 0, ok: true, every } });
    expect(heard).toEqual([every]);
    expect(worker?.terminated).toBe(true);
  });

  it('is not heard once the review has left, and its worker is ended', () => {
    vi.stubGlobal('Worker', FakeWorker);
    const stop = askEveryStep(GAME.setup, GAME.events, () => {
      throw new Error('heard after the review left');
    });
    stop();
    expect(FakeWorker.made[0]?.terminated).toBe(true);
  });

  it('answers null without workers, so the review works it out on the page', async () => {
    const heard = await new Promise((resolve) => askEveryStep(GAME.setup, GAME.events, resolve));
    expect(heard).toBeNull();
  });

  it('is, from the worker, the same estimate as on the page, after each entry of the game', async () => {
    const posted: { message: LikelihoodResponse; transfer: Transferable[] }[] = [];
    vi.stubGlobal('postMessage', (message: LikelihoodResponse, transfer: Transferable[]) =>
      posted.push({ message, transfer }),
    );
    await import('./likelihood.worker');
    const onmessage = (self as unknown as { onmessage: (event: { data: LikelihoodRequest }) => void }).onmessage;
    onmessage({ data: { id: 7, setup: GAME.setup, events: GAME.events, steps: 'every' } });
    const [answer] = posted;
    if (!answer?.message.ok || !('every' in answer.message)) throw new Error('no estimate of every step');
    const { states } = replay(GAME.setup, GAME.events);
    expect(answer.message.every).toEqual(replayProbabilities(states, GAME.events));
    // Steps that share an estimate share its array: each buffer is moved once.
    expect(new Set(answer.transfer).size).toBe(answer.transfer.length);
  });
});
