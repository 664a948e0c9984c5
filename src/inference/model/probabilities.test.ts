// The probability model's filters, on small hand-made situations of the printed board (board facts
// from src/board/data/london.ts, cross-checked in docs/board.md): a shown ticket is evidence about
// where he was, pawns near a station make it less likely for a cautious player, surfacing and
// "not there" answers are certain, and the mixture moves towards the expert that foresaw him.
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import { StationSet } from '../../engine/station-set';
import { CAUTIOUS, CHOOSER, RANDOM_MOVER } from './behaviours';
import type { MoveContext } from './move-model';
import type { Tempering } from './probabilities';
import { Filter, Flat, Mixture, midRankShare, rankStations } from './probabilities';

const board = getBoard('ravensburger-classic');

function context(pawns: StationId[], usable: Ticket[] = ['taxi', 'bus', 'underground']): MoveContext {
  return { pawns, occupied: StationSet.from(pawns), usable, half: 0, afterReveal: false, canDouble: false };
}

function massOn(probabilities: Float64Array, stations: readonly StationId[]): number {
  return stations.reduce((sum, station) => sum + (probabilities[station] ?? 0), 0);
}

function total(probabilities: Float64Array): number {
  return probabilities.reduce((sum, p) => sum + p, 0);
}

describe('a shown ticket is evidence about where he was', () => {
  // Board: 87 has 2 taxi and 3 bus routes (bus to 41, 86, 105); 122 has 4 taxi and 2 bus routes
  // (bus to 123, 144). A player at 122 shows "bus" less often than one at 87.
  const from87 = board.neighbours(87, 'bus');
  const from122 = board.neighbours(122, 'bus');

  it('reads the board as the test assumes', () => {
    expect([board.neighbours(87, 'taxi').length, from87.length]).toEqual([2, 3]);
    expect([board.neighbours(122, 'taxi').length, from122.length]).toEqual([4, 2]);
  });

  it('puts more weight behind the station that shows bus more often, where an even split does the opposite', () => {
    const model = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    model.start(StationSet.of(87, 122));
    model.move('bus', context([1]));
    const chances = model.probabilities();
    // Random mover: 3 of 5 moves from 87 are bus rides, 2 of 6 from 122: 0.6 against 1/3.
    expect(massOn(chances, from87)).toBeCloseTo(0.6 / (0.6 + 1 / 3), 6);
    const even = new Filter(board, { kind: 'even-split' });
    even.start(StationSet.of(87, 122));
    even.move('bus', context([1]));
    expect(massOn(even.probabilities(), from87)).toBeCloseTo(0.5, 6);
  });

  it('for a player who picks his ticket first, says only which kinds of route he had: 87 and 122 both offer taxi and bus', () => {
    // The chooser takes a kind of ticket by taste (the cautious player's scores per ticket), then
    // any station it reaches: 3 bus routes or 2 make no difference, and a bus ride is as likely
    // from either station.
    const chooser = new Filter(board, { kind: 'chooser', behaviour: CHOOSER });
    chooser.start(StationSet.of(87, 122));
    const taxi = Math.exp(CHOOSER.ticket.taxi);
    const bus = Math.exp(CHOOSER.ticket.bus);
    expect(chooser.move('bus', context([1], ['taxi', 'bus']))).toBeCloseTo(bus / (taxi + bus), 9);
    expect(massOn(chooser.probabilities(), from87)).toBeCloseTo(0.5, 9);
    // Each bus stop of 87 gets a third of its half, each of 122 a half of its half.
    expect(chooser.probabilities()[41]).toBeCloseTo(1 / 6, 9);
    expect(chooser.probabilities()[144]).toBeCloseTo(1 / 4, 9);
  });

  it('for a ticket chooser, a station without the shown kind of route passes nothing on, and one with more kinds less', () => {
    // 46 offers taxi, bus and underground; 87 taxi and bus only. After "taxi", 87 is the likelier.
    const chooser = new Filter(board, { kind: 'chooser', behaviour: CHOOSER });
    chooser.start(StationSet.of(46, 87));
    chooser.move('taxi', context([1]));
    const [taxi, bus, underground] = (['taxi', 'bus', 'underground'] as const).map((t) => Math.exp(CHOOSER.ticket[t]));
    const at87 = (taxi as number) / ((taxi as number) + (bus as number));
    const at46 = (taxi as number) / ((taxi as number) + (bus as number) + (underground as number));
    expect(massOn(chooser.probabilities(), board.neighbours(87, 'taxi'))).toBeCloseTo(at87 / (at87 + at46), 9);
    expect(total(chooser.probabilities())).toBeCloseTo(1, 12);
  });

  it('says how likely the ticket was, so the mixture can weigh its experts', () => {
    const model = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    model.start(StationSet.of(87, 122));
    expect(model.move('bus', context([1]))).toBeCloseTo((0.6 + 1 / 3) / 2, 6);
  });
});

describe('a cautious player keeps away from the pawns', () => {
  it('makes the neighbours of a pawn less likely than for a random mover', () => {
    // From 46 a taxi reaches 33, 45, 47 and 61; a detective on 34 is one ride from 47 (taxi 34-47).
    expect(board.neighbours(46, 'taxi')).toEqual([33, 45, 47, 61]);
    expect(board.neighbours(34, 'taxi')).toContain(47);
    const random = new Filter(board, { kind: 'behaviour', behaviour: RANDOM_MOVER });
    const cautious = new Filter(board, { kind: 'behaviour', behaviour: CAUTIOUS });
    for (const filter of [random, cautious]) {
      filter.start(StationSet.of(46));
      filter.move('taxi', context([34]));
    }
    expect(cautious.probabilities()[47]).toBeLessThan((random.probabilities()[47] ?? 0) / 5);
    expect(total(cautious.probabilities())).toBeCloseTo(1, 12);
  });
});

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

  it('refuses to move a contrarian expert without the estimate it moves against', () => {
    const contrarian = new Filter(board, { kind: 'contrarian', contrariness: 2, noise: 0.1, double: 0.08 });
    contrarian.start(StationSet.of(46));
    expect(() => contrarian.move('taxi', context([34]))).toThrow(/reference/);
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
        fixed ?? { powers, priors: [0.1, 0.2, 0.5, 0.2], share: 0 },
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
      { powers, priors: [0.1, 0.2, 0.5, 0.2], share: 0, use: 'mean' },
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
