// The review's chance to catch him before the end (docs/review.md, "The chance"): what any plan's
// chance must do whatever the fitted numbers, and what the loss of a plan keeps: a certain catch let
// go loses 1, the best plan loses nothing, no plan loses less than nothing. Under RB 2013
// (rules/003_44999932a4cf8209.txt) a trapped Mister X loses and the game has 22 rounds; MB 1985
// (rules/000) does not count a trapped Mister X as caught.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChanceContext, PlanOdds } from './review-chance';
import { CHANCE_PARAMETERS, chanceAfter, lossOf, UNFITTED_CHANCE } from './review-chance';

/** The context of a detectives' turn in round `round` of a 22-round game. */
function contextAt(round: number, pawns = 5, trappedLoses = true): ChanceContext {
  return { roundsLeft: Math.max(0, 22 - round), trappedLoses, pawns };
}

const odds = (catchNow: number, nextCatch: number, trapped = 0): PlanOdds => ({ catchNow, trapped, nextCatch });

const parameters = fc.record({
  next: fc.double({ min: 0, max: 1.5, noNaN: true }),
  persistence: fc.double({ min: 0, max: 1, noNaN: true }),
  rate: fc.double({ min: 0, max: 1, noNaN: true }),
});
const plan = fc
  .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
  .map(([now, share]) => odds(now, share * (1 - now)));
const round = fc.integer({ min: 1, max: 22 });
const pawns = fc.integer({ min: 2, max: 5 });
/** The shipped numbers, and any others the fit could have found. */
const anyParameters = fc.oneof(fc.constant(CHANCE_PARAMETERS), fc.constant(UNFITTED_CHANCE), parameters);

describe('the chance to catch him before the end', () => {
  it('is whole when he is caught now, or trapped where that loses', () => {
    const context = contextAt(5);
    expect(chanceAfter(odds(1, 0), context)).toBe(1);
    expect(chanceAfter(odds(0, 0, 1), context)).toBe(1);
    // Milton Bradley: trapped is not caught, and with no round left nothing more comes.
    expect(chanceAfter(odds(0, 0, 1), { ...contextAt(22), trappedLoses: false })).toBe(0);
  });

  it("before the fit, took next round's chance weighed 0.8 as the chance of every round left", () => {
    // 0.4 now; of the 0.6 left, next round's 0.3 weighed 0.8 is a chance of 0.4 in each of 3 rounds.
    expect(chanceAfter(odds(0.4, 0.3), contextAt(19), UNFITTED_CHANCE)).toBeCloseTo(0.4 + 0.6 * (1 - 0.6 ** 3), 10);
  });

  it('is what he is caught with now when no round is left', () => {
    expect(chanceAfter(odds(0.4, 0.3), contextAt(22))).toBe(0.4);
  });

  it('stays between the catch now and 1', () => {
    fc.assert(
      fc.property(anyParameters, plan, round, pawns, (chosen, odds, round, pawns) => {
        const context = contextAt(round, pawns);
        const chance = chanceAfter(odds, context, chosen);
        expect(chance).toBeGreaterThanOrEqual(odds.catchNow - 1e-12);
        expect(chance).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("rises with next round's chance and with the catch now", () => {
    fc.assert(
      fc.property(
        anyParameters,
        plan,
        round,
        pawns,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (chosen, odds, round, pawns, more) => {
          const context = contextAt(round, pawns);
          const chance = chanceAfter(odds, context, chosen);
          const room = 1 - odds.catchNow - odds.nextCatch;
          const likelierNext = { ...odds, nextCatch: odds.nextCatch + more * room };
          const likelierNow = { ...odds, catchNow: odds.catchNow + more * room };
          expect(chanceAfter(likelierNext, context, chosen)).toBeGreaterThanOrEqual(chance - 1e-12);
          expect(chanceAfter(likelierNow, context, chosen)).toBeGreaterThanOrEqual(chance - 1e-12);
        },
      ),
    );
  });

  it('rises with every round left', () => {
    fc.assert(
      fc.property(anyParameters, plan, round, pawns, (chosen, odds, round, pawns) => {
        const longer = contextAt(round, pawns);
        const shorter = { ...longer, roundsLeft: longer.roundsLeft - 1 };
        if (shorter.roundsLeft < 0) return;
        expect(chanceAfter(odds, longer, chosen)).toBeGreaterThanOrEqual(chanceAfter(odds, shorter, chosen) - 1e-12);
      }),
    );
  });
});

describe('the loss of a plan', () => {
  it('is a whole point for a certain catch let go, however likely a later catch', () => {
    expect(lossOf(odds(1, 0), odds(0, 1), contextAt(2))).toBe(1);
    expect(lossOf(odds(0, 0, 1), odds(0, 0.9), contextAt(10))).toBe(1);
  });

  it('is nothing for the best plan and never below nothing', () => {
    fc.assert(
      fc.property(anyParameters, plan, plan, round, (chosen, best, played, round) => {
        const context = contextAt(round);
        expect(lossOf(best, best, context, chosen)).toBe(0);
        expect(lossOf(best, played, context, chosen)).toBeGreaterThanOrEqual(0);
        expect(lossOf(best, played, context, chosen)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is the chance given away when the plans catch as much now', () => {
    const context = contextAt(8);
    const given = chanceAfter(odds(0.1, 0.2), context) - chanceAfter(odds(0.1, 0.1), context);
    expect(lossOf(odds(0.1, 0.2), odds(0.1, 0.1), context)).toBeCloseTo(given, 10);
    expect(lossOf(odds(0.1, 0.1), odds(0.1, 0.2), context)).toBe(0);
  });
});
