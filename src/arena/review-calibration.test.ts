// The reliability of the review's chance as `npm run review-check -- calibration` prints it: turns
// binned by the chance said against how often the detectives went on to catch him, the Brier score
// and log loss, and intervals that count games, not turns (a game's turns share its ending); and
// the fit behind `npm run review-check -- fit`.
import { describe, expect, it } from 'vitest';
import { chanceAfter } from '../inference/review/review-chance';
import { mulberry32 } from './random';
import type { TurnSample } from './review-calibration';
import { calibrate, fitChance, logLossOf, meanLogLoss } from './review-calibration';

/** A turn of game `game` whose chance said is `said` (read back by the test's Said). */
function turn(game: number, said: number, caught: boolean): TurnSample {
  const odds = { catchNow: said, trapped: 0, nextCatch: 0 };
  return {
    game,
    cell: 'test',
    round: 1,
    context: { roundsLeft: 0, trappedLoses: true, pawns: 4 },
    best: odds,
    played: odds,
    candidates: 1,
    truthChance: 0,
    caught,
  };
}

const said = (sample: TurnSample) => sample.best.catchNow;

describe('the reliability of the chance', () => {
  const samples = [turn(0, 0.05, true), turn(0, 0.95, true), turn(1, 0.92, false), turn(2, 0.97, true)];
  const calibration = calibrate(samples, said);

  it('bins the turns by the chance said and counts how often he was caught', () => {
    expect(calibration.turns).toBe(4);
    expect(calibration.games).toBe(3);
    const top = calibration.bins[9];
    expect(top).toMatchObject({ turns: 3, games: 3 });
    expect(top?.said).toBeCloseTo((0.95 + 0.92 + 0.97) / 3, 10);
    expect(top?.held).toBeCloseTo(2 / 3, 10);
    expect(calibration.bins[0]).toMatchObject({ turns: 1, games: 1, held: 1 });
    expect(calibration.bins.slice(1, 9).every((bin) => bin.turns === 0)).toBe(true);
  });

  it('scores the chance by Brier and log loss over the turns', () => {
    expect(calibration.brier).toBeCloseTo((0.95 ** 2 + 0.05 ** 2 + 0.92 ** 2 + 0.03 ** 2) / 4, 10);
    const loss = -(Math.log(0.05) + Math.log(0.95) + Math.log(0.08) + Math.log(0.97)) / 4;
    expect(calibration.logLoss).toBeCloseTo(loss, 10);
    expect(logLossOf(1, false)).toBeCloseTo(-Math.log(0.001), 10);
  });

  it('keeps an interval open where every game went one way: one game is not a certainty', () => {
    const bin = calibration.bins[0];
    expect(bin?.high).toBe(1);
    expect(bin?.low).toBeLessThan(0.5);
    expect(calibration.heldLow).toBeLessThan(calibration.held);
    expect(calibration.heldHigh).toBeGreaterThan(calibration.held);
  });
});

describe('the fit of the chance', () => {
  it('finds again the numbers that made the endings', () => {
    // Turns whose endings are drawn from the chance with known numbers: the fit must find them.
    const truth = { next: 0.3, persistence: 0.8, rate: 0.05 };
    const rng = mulberry32(27);
    const samples: TurnSample[] = [];
    for (let game = 0; game < 3000; game++) {
      const now = rng.chance(0.2) ? rng.next() * 0.5 : 0;
      const odds = { catchNow: now, trapped: 0, nextCatch: rng.next() * (1 - now) };
      const context = { roundsLeft: rng.int(0, 21), trappedLoses: true, pawns: rng.int(4, 5) };
      const caught = rng.next() < chanceAfter(odds, context, truth);
      samples.push({ ...turn(game, 0, caught), context, best: odds, played: odds });
    }
    const { parameters, logLoss } = fitChance(samples);
    expect(parameters.next).toBeCloseTo(truth.next, 1);
    expect(parameters.persistence).toBeCloseTo(truth.persistence, 1);
    expect(parameters.rate).toBeCloseTo(truth.rate, 2);
    expect(logLoss).toBeLessThanOrEqual(meanLogLoss(samples, truth));
  });
});
