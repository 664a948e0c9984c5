// The mixture of the model's experts, on small hand-made situations of the printed board: surfacing
// and "not there" answers are certain, the mixture moves towards the expert that foresaw him, and it
// is made as sure as its record in the game says.
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import { StationSet } from '../../engine/station-set';
import { CAUTIOUS, RANDOM_MOVER } from './behaviours';
import { rankStations } from './estimator';
import { Filter } from './filter';
import { Flat } from './flat';
import type { Tempering } from './mixture';
import { Mixture, midRankShare } from './mixture';
import type { MoveContext } from './move-model';

const board = getBoard('ravensburger-classic');

function context(pawns: StationId[], usable: Ticket[] = ['taxi', 'bus', 'underground']): MoveContext {
  return { pawns, occupied: StationSet.from(pawns), usable, half: 0, afterReveal: false, canDouble: false };
}

function total(probabilities: Float64Array): number {
  return probabilities.reduce((sum, p) => sum + p, 0);
}

describe('what the table sees for certain', () => {
  it('a reveal leaves his station alone, a "not there" answer removes one and keeps the rest in proportion', () => {
    const model = new Mixture([
      { estimator: new Flat(board.maxStationId + 1), prior: 0.5 },
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
    ]);
    model.start(StationSet.of(87, 122));
    model.move('bus', context([1]));
    const candidates = StationSet.from([...from(87), ...from(122)]);
    model.observe(candidates);
    const before = model.probabilities();
    model.observe(candidates.without(41));
    const after = model.probabilities();
    expect(after[41]).toBe(0);
    expect(total(after)).toBeCloseTo(1, 12);
    expect((after[86] ?? 0) / (after[105] ?? 1)).toBeCloseTo((before[86] ?? 0) / (before[105] ?? 1), 1);
    model.observe(StationSet.of(144));
    expect(model.probabilities()[144]).toBeCloseTo(1, 12);
  });
});

function from(station: StationId): readonly StationId[] {
  return board.neighbours(station, 'bus');
}

describe('the mixture of experts', () => {
  it('moves weight to the expert that foresaw where he surfaced', () => {
    const flat = new Flat(board.maxStationId + 1);
    const cautious = new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS });
    const model = new Mixture([
      { estimator: flat, prior: 0.5 },
      { estimator: cautious, prior: 0.5 },
    ]);
    model.start(StationSet.of(46));
    model.move('taxi', context([34]));
    model.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
    // He surfaces right beside the pawn, where a cautious player would not go: flat gains.
    model.observe(StationSet.of(47));
    const [flatWeight, cautiousWeight] = model.expertWeights();
    expect(flatWeight).toBeGreaterThan(cautiousWeight ?? 1);
  });

  it('ranks stations from the likeliest down', () => {
    const chances = new Float64Array(10);
    chances[3] = 0.2;
    chances[5] = 0.5;
    chances[7] = 0.3;
    expect(rankStations(chances)).toEqual([5, 7, 3]);
  });

  it('sharpened, keeps every candidate possible and the order of the stations, and gives the likeliest more', () => {
    const make = (sharpen: number) => {
      const model = new Mixture(
        [
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER }), prior: 0.5 },
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
        ],
        0.005,
        1,
        sharpen,
      );
      model.start(StationSet.of(46));
      model.move('taxi', context([34]));
      model.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
      return model.probabilities();
    };
    const plain = make(1);
    const sharp = make(1.2);
    expect(rankStations(sharp)).toEqual(rankStations(plain));
    expect(total(sharp)).toBeCloseTo(1, 12);
    for (let station = 1; station < plain.length; station++)
      expect((sharp[station] ?? 0) > 0).toBe((plain[station] ?? 0) > 0);
    const top = rankStations(plain)[0] as StationId;
    expect(sharp[top]).toBeGreaterThan(plain[top] ?? 1);
    // A power of the probabilities: ratios between stations grow by that power.
    const [a, b] = rankStations(plain) as [StationId, StationId];
    expect((sharp[a] ?? 0) / (sharp[b] ?? 1)).toBeCloseTo(((plain[a] ?? 0) / (plain[b] ?? 1)) ** 1.2, 9);
  });

  it("learning faster counts each piece of evidence that many times in the experts' weights", () => {
    const weightsAfter = (learning: number) => {
      const model = new Mixture(
        [
          { estimator: new Flat(board.maxStationId + 1), prior: 0.5 },
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
        ],
        0,
        learning,
      );
      model.start(StationSet.of(46));
      model.move('taxi', context([34]));
      model.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
      model.observe(StationSet.of(47));
      const [flat, cautious] = model.expertWeights() as [number, number];
      return Math.log(flat / cautious);
    };
    expect(weightsAfter(2)).toBeCloseTo(2 * weightsAfter(1), 9);
  });

  it('tempers how sure it is by where he surfaces: a run of surfacings where it said he probably was not makes it flatter, a run where it said he probably was makes it surer', () => {
    const tempering: Tempering = { start: 1.2, rate: 0.3, min: 0.1, max: 3 };
    const experts = () => [
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER }), prior: 0.5 },
      { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
    ];
    // Five rounds from station 46, a pawn at 34: two taxi rides, then he surfaces at the station the
    // estimate found likeliest, or least likely. A plain mixture (power 1) follows the same record.
    const play = (where: 'likeliest' | 'least') => {
      const model = new Mixture(experts(), 0.005, 1, tempering);
      const plain = new Mixture(experts(), 0.005, 1, 1);
      let at: StationId = 46;
      for (const m of [model, plain]) m.start(StationSet.of(at));
      const sureness = [model.sureness()];
      for (let round = 0; round < 5; round++) {
        let set = StationSet.of(at);
        for (let ride = 0; ride < 2; ride++) {
          set = StationSet.from([...set].flatMap((s) => board.neighbours(s, 'taxi')).filter((s) => s !== 34));
          for (const m of [model, plain]) {
            m.move('taxi', context([34]));
            m.observe(set);
          }
        }
        // Between surfacings the power stays as it was.
        expect(model.sureness()).toBe(sureness[sureness.length - 1]);
        const estimate = model.probabilities();
        const ranked = rankStations(estimate);
        // The estimate shown is the plain blend raised to the power, normalised.
        const [a, b] = ranked as [StationId, StationId];
        const mixed = plain.probabilities();
        expect((estimate[a] ?? 0) / (estimate[b] ?? 1)).toBeCloseTo(
          ((mixed[a] ?? 0) / (mixed[b] ?? 1)) ** model.sureness(),
          9,
        );
        at = (where === 'likeliest' ? ranked[0] : ranked[ranked.length - 1]) as StationId;
        const u = midRankShare(estimate, at);
        for (const m of [model, plain]) m.observe(StationSet.of(at));
        // log power += rate * (1 - 2u), within its bounds.
        const expected = Math.min(
          3,
          Math.max(0.1, (sureness[sureness.length - 1] as number) * Math.exp(0.3 * (1 - 2 * u))),
        );
        expect(model.sureness()).toBeCloseTo(expected, 12);
        sureness.push(model.sureness());
      }
      return sureness;
    };
    const surer = play('likeliest');
    const flatter = play('least');
    for (let i = 1; i < surer.length; i++) {
      expect(surer[i]).toBeGreaterThan(surer[i - 1] as number);
      expect(flatter[i]).toBeLessThan(flatter[i - 1] as number);
    }
    expect(flatter[5]).toBeLessThan(0.6);
    expect(surer[5]).toBeGreaterThan(1.6);
    // A new game starts from the power given.
    const model = new Mixture(experts(), 0.005, 1, tempering);
    model.start(StationSet.of(46));
    expect(model.sureness()).toBe(1.2);
  });

  it("a station's mid-rank share averages exactly one half over a calibrated estimate, ties included", () => {
    const estimate = new Float64Array([0, 0.4, 0.2, 0.2, 0.1, 0.1, 0]);
    expect(midRankShare(estimate, 1)).toBeCloseTo(0.2, 12);
    expect(midRankShare(estimate, 2)).toBeCloseTo(0.4 + 0.2, 12);
    expect(midRankShare(estimate, 5)).toBeCloseTo(0.8 + 0.1, 12);
    let mean = 0;
    for (let s = 1; s < estimate.length; s++) mean += (estimate[s] ?? 0) * midRankShare(estimate, s);
    expect(mean).toBeCloseTo(0.5, 12);
  });

  it('is less sure the more the evidence says he reads the screen: the share of the contrarian expert among the ranking experts tempers the power towards the flat set', () => {
    const make = (tempering: Tempering | number) => {
      const model = new Mixture(
        [
          { estimator: new Flat(board.maxStationId + 1), prior: 0.4 },
          { estimator: new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS }), prior: 0.5 },
          {
            estimator: new Filter(board, { kind: 'contrarian', contrariness: 2, noise: 0.1, double: 0.08 }),
            prior: 0.1,
          },
        ],
        0.005,
        1,
        tempering,
      );
      model.start(StationSet.of(46));
      model.move('taxi', context([34]));
      model.observe(StationSet.from(board.neighbours(46, 'taxi').filter((s) => s !== 34)));
      return model;
    };
    const tempering: Tempering = { start: 1.2, rate: 0, min: 0.1, max: 3, reader: 0 };
    const shownPower = (model: Mixture) => {
      const [, cautious, contrarian] = model.expertWeights() as [number, number, number];
      const power = (1 - contrarian / (cautious + contrarian)) * model.sureness();
      expect(model.shownPower()).toBeCloseTo(power, 12);
      return power;
    };
    const model = make(tempering);
    const plain = make(1);
    const check = () => {
      const estimate = model.probabilities();
      const mixed = plain.probabilities();
      const ranked = rankStations(mixed);
      expect(rankStations(estimate)).toEqual(ranked);
      const [a, b] = [ranked[0], ranked[ranked.length - 1]] as [StationId, StationId];
      expect((estimate[a] ?? 0) / (estimate[b] ?? 1)).toBeCloseTo(
        ((mixed[a] ?? 0) / (mixed[b] ?? 1)) ** shownPower(model),
        9,
      );
      return shownPower(model);
    };
    const before = check();
    expect(before).toBeGreaterThan(1);
    // He surfaces where the cautious expert said he was least likely: the contrarian gains.
    const ranked = rankStations(plain.probabilities());
    const least = ranked[ranked.length - 1] as StationId;
    for (const m of [model, plain]) m.observe(StationSet.of(least));
    for (const m of [model, plain]) {
      m.move('taxi', context([34]));
      m.observe(StationSet.from(board.neighbours(least, 'taxi').filter((s) => s !== 34)));
    }
    const after = check();
    expect(after).toBeLessThan(before);
  });
});
