// The reliability of the review's chance as `npm run review-check -- calibration` prints it: turns
// binned by the chance said against how often the detectives went on to catch him, the Brier score
// and log loss, and intervals that count games, not turns (a game's turns share its ending).
import { describe, expect, it } from 'vitest';
import type { TurnSample } from './review-calibration';
import { calibrate, logLossOf } from './review-calibration';

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
