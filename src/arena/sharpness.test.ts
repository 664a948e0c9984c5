// The sharpness learned in the game as weights over a few powers (a research variant, issue 15), on
// a small hand-made situation of the printed board: a surfacing where the estimate said he
// probably was favours the sharper powers, one where it said he probably was not the flatter ones.
import { describe, expect, it } from 'vitest';
import { getBoard } from '../board/graph';
import type { StationId, Ticket } from '../board/types';
import { StationSet } from '../engine/station-set';
import { CAUTIOUS, RANDOM_MOVER } from '../inference/model/behaviours';
import { rankStations } from '../inference/model/estimator';
import { Filter } from '../inference/model/filter';
import { Mixture } from '../inference/model/mixture';
import type { MoveContext } from '../inference/model/move-model';
import { learnedSharpness } from './sharpness';

const board = getBoard('ravensburger-classic');

function context(pawns: StationId[], usable: Ticket[] = ['taxi', 'bus', 'underground']): MoveContext {
  return { pawns, occupied: StationSet.from(pawns), usable, half: 0, afterReveal: false, canDouble: false };
}

function total(probabilities: Float64Array): number {
  return probabilities.reduce((sum, p) => sum + p, 0);
}

describe('a sharpness learned in the game', () => {
  it('learns how sure to be: a surfacing where it said he probably was favours the sharper powers, one where it said he probably was not the flatter ones, and every candidate stays possible', () => {
    const powers = [0.8, 1, 1.2, 1.5];
    const make = (fixed?: number) => {
      const model = new Mixture(
        [
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER }), prior: 0.5 },
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
        ],
        0.005,
        1,
        fixed ?? learnedSharpness({ powers, priors: [0.1, 0.2, 0.5, 0.2], share: 0 }),
      );
      model.start(StationSet.of(46));
      model.move('taxi', context([34]));
      model.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
      return model;
    };
    const before = make();
    const estimate = before.probabilities();
    const ranked = rankStations(estimate);
    expect(total(estimate)).toBeCloseTo(1, 12);
    for (const station of ranked) expect(estimate[station]).toBeGreaterThan(0);
    const [likeliest, least] = [ranked[0] as StationId, ranked[ranked.length - 1] as StationId];
    // The weights as given before any observation of where he was.
    expect(before.sharpnessWeights()).toEqual([0.1, 0.2, 0.5, 0.2]);

    const where = (station: StationId) => {
      const model = make();
      model.observe(StationSet.of(station));
      return model.sharpnessWeights();
    };
    const sharper = where(likeliest);
    const flatter = where(least);
    expect(sharper[3]).toBeGreaterThan(0.2);
    expect(sharper[0]).toBeLessThan(0.1);
    expect(flatter[0]).toBeGreaterThan(0.1);
    expect(flatter[3]).toBeLessThan(0.2);
    // Bayes' rule: each power's weight times the chance it gave the revealed station (the experts'
    // blend as it stood, raised to that power and normalised).
    const mixed = make(1).probabilities();
    const raised = (power: number, station: StationId) => {
      let sum = 0;
      for (const s of ranked) sum += (mixed[s] ?? 0) ** power;
      return (mixed[station] ?? 0) ** power / sum;
    };
    const posterior = powers.map((power, j) => ([0.1, 0.2, 0.5, 0.2][j] ?? 0) * raised(power, least));
    const norm = posterior.reduce((a, b) => a + b, 0);
    posterior.forEach((value, j) => {
      expect(flatter[j]).toBeCloseTo(value / norm, 9);
    });

    // A "not there" answer is evidence too: the likeliest station found empty favours flatter powers.
    const model = make();
    model.observe(StationSet.from(ranked.slice(1)));
    const [flattest, , , sharpest] = model.sharpnessWeights() as [number, number, number, number];
    expect(flattest).toBeGreaterThan(0.1);
    expect(sharpest).toBeLessThan(0.2);
    const after = model.probabilities();
    for (const station of ranked.slice(1)) expect(after[station]).toBeGreaterThan(0);
    expect(after[likeliest]).toBe(0);

    // Used as one power (the weighted mean of the powers): the blend raised to it, normalised.
    const meanModel = new Mixture(
      [
        { estimator: new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER }), prior: 0.5 },
        { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
      ],
      0.005,
      1,
      learnedSharpness({ powers, priors: [0.1, 0.2, 0.5, 0.2], share: 0, use: 'mean' }),
    );
    meanModel.start(StationSet.of(46));
    meanModel.move('taxi', context([34]));
    meanModel.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
    const power = 0.1 * 0.8 + 0.2 * 1 + 0.5 * 1.2 + 0.2 * 1.5;
    const meanEstimate = meanModel.probabilities();
    const [a, b] = ranked as [StationId, StationId];
    expect((meanEstimate[a] ?? 0) / (meanEstimate[b] ?? 1)).toBeCloseTo(
      ((mixed[a] ?? 0) / (mixed[b] ?? 1)) ** power,
      9,
    );
    expect(total(meanEstimate)).toBeCloseTo(1, 12);
  });
});
