// The review's job as its worker runs it: the progress counts the rounds the game has. The recorded
// 22-round game ended after round 22 (RB 2013, rules/003_44999932a4cf8209.txt "End of game": the
// game ends after the 22nd round); its last state has begun no 23rd round for the progress to show.
import { describe, expect, it, vi } from 'vitest';
import { fixtureSession } from '../../tests/support/store';
import { runReview } from './review-job';
import type { ReviewMessage } from './review-protocol';

describe("the review's job", () => {
  it('says a 22-round game has 22 rounds, and rates its turns up to round 22', async () => {
    const game = fixtureSession('rb-22-rounds');
    const heard: ReviewMessage[] = [];
    await runReview(
      { kind: 'game', setup: game.setup, events: game.events, route: null, rateMisterX: false, evaluations: 30 },
      (message) => heard.push(message),
    );
    const turns = heard.flatMap((message) => (message.kind === 'turn' ? [message] : []));
    expect(new Set(turns.map((message) => message.rounds))).toEqual(new Set([22]));
    expect(Math.max(...turns.map(({ turn }) => (turn.side === 'detectives' ? turn.round : 0)))).toBe(22);
    expect(heard.at(-1)).toEqual({ kind: 'done' });
  });

  it('gives the same verdicts when it weighed the game ahead, before his route was known', async () => {
    const game = fixtureSession('rb-22-rounds');
    const route = [
      null,
      32,
      45,
      46,
      33,
      20,
      9,
      19,
      8,
      19,
      32,
      45,
      46,
      34,
      63,
      79,
      63,
      100,
      112,
      100,
      63,
      48,
      35,
      65,
      82,
    ];
    const request = {
      kind: 'game',
      setup: game.setup,
      events: game.events,
      route,
      rateMisterX: true,
      evaluations: 30,
    } as const;
    const review = async (prepareFirst: boolean) => {
      vi.resetModules();
      const job = await import('./review-job');
      if (prepareFirst)
        await job.runReview({ kind: 'prepare', setup: game.setup, events: game.events, evaluations: 30 }, () => {
          throw new Error('a preparation answers nothing');
        });
      const heard: ReviewMessage[] = [];
      await job.runReview(request, (message) => heard.push(message));
      return heard;
    };
    const fresh = await review(false);
    const ahead = await review(true);
    expect(ahead).toEqual(fresh);
    // The route-bound parts are there: his true station's share, and his own entries rated.
    expect(ahead.some((message) => message.kind === 'turn' && message.turn.side === 'mister-x')).toBe(true);
    expect(
      ahead.every(
        (message) => message.kind !== 'turn' || message.turn.side !== 'detectives' || message.turn.truthChance !== null,
      ),
    ).toBe(true);
  });
});
