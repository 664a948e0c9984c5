// The worker's job as the table sees it: a first plan quickly, refinements, one final plan within
// the budget; a request replaced by a newer one stops at its next slice and posts nothing more;
// no plan on Mister X's turn, and a plain message for a record that cannot be read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionFile } from '../format/session';
import { runJob } from './advisor-job';
import type { AdvisorAnswer } from './advisor-protocol';

const FIXTURES = join(__dirname, '../../tests/fixtures');
const load = (name: string): SessionFile => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

/** The job's host. Its clock is not the wall's: each reading moves it on by `tick` ms, so the job's
 *  pacing (first plan, refinements, the budget) is the same on a busy machine as on a quiet one.
 *  How long a plan takes in real time is a bench figure (`npm run bench`), not a test. */
function host(stillCurrent: () => boolean = () => true, tick = 1) {
  const answers: AdvisorAnswer[] = [];
  let slices = 0;
  let clock = 0;
  return {
    answers,
    slices: () => slices,
    host: {
      now: () => (clock += tick),
      post: (answer: AdvisorAnswer) => answers.push(answer),
      pause: () => {
        slices++;
        return new Promise<void>((resolve) => setImmediate(resolve));
      },
      current: stillCurrent,
    },
  };
}

describe('an advice request in the worker', () => {
  it('posts a first plan, then better ones, and one final plan within the budget', async () => {
    const { answers, host: jobHost } = host();
    await runJob({ type: 'advise', id: 7, session: load('rb-5-detectives.session.json'), budgetMs: 800 }, jobHost);
    const plans = answers.filter((answer) => answer.type === 'advice');
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expect(plans.every((plan) => plan.id === 7 && plan.events === 77)).toBe(true);
    expect(plans.filter((plan) => plan.final)).toHaveLength(1);
    expect(plans[plans.length - 1]?.final).toBe(true);
    // The budget is kept by the job's own clock: it wraps up before the budget is spent.
    // The budget is what ended this search (five pawns in round 9 take longer to search through).
    expect(plans[plans.length - 1]?.complete).toBe(false);
    expect(plans[plans.length - 1]?.elapsedMs).toBeLessThanOrEqual(800);
    for (const plan of plans) expect(plan.moves).toHaveLength(5);
  }, 120_000);

  it('finishes its first plan on a machine too busy to do it within the budget, and never posts one with no moves', async () => {
    // Each reading of the clock takes 300 ms here: the budget is spent within a few slices.
    const { answers, host: jobHost } = host(() => true, 300);
    await runJob({ type: 'advise', id: 8, session: load('rb-5-detectives.session.json'), budgetMs: 1500 }, jobHost);
    const plans = answers.filter((answer) => answer.type === 'advice');
    expect(plans.map((plan) => plan.moves.length)).toEqual(plans.map(() => 5));
    expect(plans.filter((plan) => plan.final)).toHaveLength(1);
    expect(plans[plans.length - 1]?.final).toBe(true);
  }, 120_000);

  it('stops at its next slice once a newer request replaced it', async () => {
    let current = true;
    const { answers, host: jobHost } = host(() => current);
    const job = runJob(
      { type: 'advise', id: 1, session: load('rb-5-detectives.session.json'), budgetMs: 5000 },
      jobHost,
    );
    // The first plan is posted before the first pause; then the table enters a move.
    current = false;
    await job;
    expect(answers.every((answer) => answer.type === 'advice' && !answer.final)).toBe(true);
    expect(answers.length).toBeLessThanOrEqual(1);
  });

  it("answers no plan on Mister X's turn and after the game, and says why for a broken record", async () => {
    const short = host();
    await runJob({ type: 'advise', id: 2, session: load('rb-short.session.json'), budgetMs: 500 }, short.host);
    expect(short.answers).toEqual([{ type: 'no-advice', id: 2, why: 'mister-x' }]);
    const over = host();
    await runJob({ type: 'advise', id: 3, session: load('rb-22-rounds.session.json'), budgetMs: 500 }, over.host);
    expect(over.answers).toEqual([{ type: 'no-advice', id: 3, why: 'over' }]);
    const broken = host();
    const session = { ...load('rb-mid-round.session.json'), events: [{ type: 'x-move', ticket: 'gold' }] };
    await runJob({ type: 'advise', id: 4, session: session as unknown as SessionFile, budgetMs: 500 }, broken.host);
    expect(broken.answers[0]).toMatchObject({ type: 'no-advice', id: 4, why: 'unreadable' });
  });

  it('suggests nothing when the record leaves him nowhere, and says so', async () => {
    // Round 9 of the five-detective game with his last ticket mistyped as underground: none of
    // the 31 stations he could be on has an underground line, so no station is left.
    const file = load('rb-5-detectives.session.json');
    const events = file.events.map((event, index) =>
      index === file.events.length - 1 ? { type: 'x-move', ticket: 'underground' } : event,
    );
    const { answers, host: jobHost } = host();
    await runJob({ type: 'advise', id: 5, session: { ...file, events } as SessionFile, budgetMs: 500 }, jobHost);
    expect(answers).toEqual([{ type: 'no-advice', id: 5, why: 'contradiction' }]);
  });
});
