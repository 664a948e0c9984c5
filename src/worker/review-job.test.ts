// The review's job as its worker runs it: the progress counts the rounds the game has. The recorded
// 22-round game ended after round 22 (RB 2013, rules/003_44999932a4cf8209.txt "End of game": the
// game ends after the 22nd round); its last state has begun no 23rd round for the progress to show.
import { describe, expect, it } from 'vitest';
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
});
