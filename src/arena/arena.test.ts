// The arena as the issue describes it: seeded games through the real reducer between Mister X bots
// and detective teams, paired by seed, with the probability estimates scored against his true
// station. Small runs here; `npm run arena` makes the big ones (docs/probabilities.md).
import { describe, expect, it } from 'vitest';
import { StationSet } from '../engine/station-set';
import { ESTIMATORS, runArena, scoreGame, winRate } from './arena';
import { greedyDetectives, randomDetectives } from './detective-policies';
import { RELIABILITY_EDGES, Reliability, regionOf, reliabilityBin, Scorer, wilson } from './metrics';
import { simulateGame } from './simulate';
import { HELD_OUT_X_POLICIES, NEW_X_POLICIES } from './x-held-out';
import { evasiveX, lookaheadX, X_POLICIES } from './x-policies';
import { rangerX } from './x-training';

describe('the arena', () => {
  it('plays every Mister X bot against both detective teams to an end, under both rule sets', () => {
    for (const x of [...X_POLICIES, ...HELD_OUT_X_POLICIES, ...NEW_X_POLICIES, rangerX]) {
      for (const detectives of [greedyDetectives, randomDetectives]) {
        for (const [ruleSet, detectiveCount] of [
          ['ravensburger-2013', 2],
          ['milton-bradley-1985', 5],
        ] as const) {
          const result = runArena({ x, detectives, games: 3, seed: 11, ruleSet, detectiveCount });
          expect(result.games).toBe(3);
          expect(Object.values(result.endings).reduce((a, b) => a + b, 0)).toBe(3);
          expect(result.endings['missed-capture'] ?? 0).toBe(0);
          // No estimate ever gives his true station zero: the support is the candidate set.
          for (const scorer of result.scorers.values()) expect(scorer.summary().missed).toBe(0);
        }
      }
    }
  }, 60_000);

  it('pairs games by seed: the same start cards and the same Mister X start for every team', () => {
    const greedy = simulateGame({
      seed: 5,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      detectivePolicy: greedyDetectives,
      x: evasiveX,
    });
    const random = simulateGame({
      seed: 5,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      detectivePolicy: randomDetectives,
      x: lookaheadX,
    });
    expect(random.setup.pawns.map((pawn) => pawn.start)).toEqual(greedy.setup.pawns.map((pawn) => pawn.start));
    expect(random.start).toBe(greedy.start);
  });

  it('scores flat as no gain and the model well above it against an evasive Mister X', () => {
    const result = runArena({
      x: evasiveX,
      detectives: greedyDetectives,
      games: 30,
      seed: 1,
      ruleSet: 'ravensburger-2013',
      detectiveCount: 4,
      estimators: ESTIMATORS,
    });
    expect(result.scorers.get('flat')?.summary().gain).toBeCloseTo(0, 12);
    expect(result.scorers.get('model')?.summary().gain).toBeGreaterThan(0.8);
    const rate = winRate(result);
    expect(rate.low).toBeLessThanOrEqual(rate.rate);
    expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
  }, 60_000);
});

describe('the probabilities at the sure end', () => {
  // Training player and training seeds (docs/probabilities.md: no report seed, no held-out player).
  it("hold him as often as they say against a player who keeps off the pawns' next reach and minds nothing further", () => {
    const result = runArena({
      x: rangerX,
      detectives: greedyDetectives,
      games: 60,
      seed: 500_000,
      ruleSet: 'ravensburger-2013',
      detectiveCount: 4,
      estimators: { model: ESTIMATORS.model as NonNullable<(typeof ESTIMATORS)['model']> },
    });
    const sure = (result.scorers.get('model') as Scorer).reliability.sure;
    const said = sure.probability / sure.count;
    const held = sure.hits / sure.count;
    expect(sure.count).toBeGreaterThan(50);
    expect(Math.abs(held - said)).toBeLessThan(0.04);
  }, 60_000);
});

describe('the metrics', () => {
  it('give the Wilson 95% interval of a rate', () => {
    const half = wilson(50, 100);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 20).low).toBe(0);
  });

  it('count the truth ranked first, its search cost and a calibration sample for every candidate', () => {
    const scorer = new Scorer();
    const chances = new Float64Array(10);
    chances[2] = 0.7;
    chances[5] = 0.2;
    chances[8] = 0.1;
    scorer.add(chances, StationSet.of(2, 5, 8), 5, 2);
    const summary = scorer.summary();
    expect(summary.top1).toBe(0);
    expect(summary.top5).toBe(1);
    expect(summary.searchCost).toBeCloseTo(1 / 3, 12);
    expect(summary.gain).toBeCloseTo(Math.log2(0.2) + Math.log2(3), 12);
    expect(scorer.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    expect(scorer.bins[7]?.count).toBe(1);
    expect(scorer.bins[2]?.hits).toBe(1);
  });

  it('bin the sure end finer: a station given 97% is not pooled with the 91%s', () => {
    expect(RELIABILITY_EDGES.slice(-5)).toEqual([0.8, 0.9, 0.95, 0.99, 1]);
    const scorer = new Scorer();
    const chances = new Float64Array(6);
    chances[1] = 0.97;
    chances[2] = 0.03;
    scorer.add(chances, StationSet.of(1, 2), 2, 1);
    chances[1] = 0.91;
    chances[2] = 0.09;
    scorer.add(chances, StationSet.of(1, 2), 1, 1);
    scorer.endGame();
    const at = (p: number) => scorer.bins[reliabilityBin(p)];
    expect(at(0.97)).toMatchObject({ count: 1, hits: 0 });
    expect(at(0.91)).toMatchObject({ count: 1, hits: 1 });
    expect(reliabilityBin(0.995)).toBe(RELIABILITY_EDGES.length - 2);
    expect(reliabilityBin(1)).toBe(RELIABILITY_EDGES.length - 2);
    // Together, the stations given 80% or more: two, one of them held him.
    expect(scorer.reliability.sure).toMatchObject({ count: 2, hits: 1 });
    expect(scorer.reliability.sure.probability).toBeCloseTo(1.88, 12);
  });

  it('leave out of the reliability the moments when his station is certain', () => {
    const scorer = new Scorer();
    const sure = new Float64Array(4);
    sure[3] = 1;
    scorer.add(sure, StationSet.of(3), 3, 1);
    expect(scorer.reliability.sure.count).toBe(0);
    expect(scorer.bins.every((bin) => bin.count === 0)).toBe(true);
  });

  it('keep the moves right after a black ticket or in a double move in a table of their own', () => {
    const game = simulateGame({
      seed: 3,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      detectivePolicy: greedyDetectives,
      x: lookaheadX,
    });
    const scorers = new Map<string, Scorer>();
    scoreGame(game, { model: ESTIMATORS.model as NonNullable<(typeof ESTIMATORS)['model']> }, scorers);
    const log = game.states[game.states.length - 1]?.log ?? [];
    const hiddenEntries = log.filter((entry) => entry.ticket === 'black' || entry.double).length;
    const scorer = scorers.get('model') as Scorer;
    expect(hiddenEntries).toBeGreaterThan(0);
    expect(scorer.hiddenMoments).toBe(hiddenEntries);
    const counted = (table: Reliability) => table.bins.reduce((sum, bin) => sum + bin.count, 0);
    expect(counted(scorer.hidden)).toBeGreaterThan(0);
    expect(counted(scorer.hidden)).toBeLessThan(counted(scorer.reliability));
  });

  it('pool the reliability of several runs, each game still one sample', () => {
    const one = new Reliability();
    const two = new Reliability();
    for (let move = 0; move < 5; move++) one.add(0.9, 1);
    one.endGame();
    for (let move = 0; move < 5; move++) two.add(0.9, 0);
    two.endGame();
    const pooled = new Reliability();
    pooled.merge(one);
    pooled.merge(two);
    expect(pooled.sure).toMatchObject({ count: 10, hits: 5 });
    const observed = pooled.sure.observed.value();
    expect(observed.mean).toBe(0.5);
    // Two games that disagree completely: as wide as two samples 1 and 0 (1.96 x 0.5), not as
    // ten stations counted one by one (1.96 x 0.16).
    expect(observed.halfWidth).toBeCloseTo(0.98, 9);
  });

  it('take a game, not a move, as one sample of the gain: a run of two games is as uncertain as two samples', () => {
    // Gain +1 bit for every move of one game (his station given 1 of 2 candidates) and -1 bit for
    // every move of the other (0.25 of 2). Ten moves each: per move, the interval would be ±0.44.
    const scorer = new Scorer();
    const sure = new Float64Array(4);
    sure[1] = 1;
    const wrong = new Float64Array(4);
    wrong[1] = 0.25;
    wrong[2] = 0.75;
    for (const chances of [sure, wrong]) {
      for (let move = 0; move < 10; move++) scorer.add(chances, StationSet.of(1, 2), 1, 1);
      scorer.endGame();
    }
    const summary = scorer.summary();
    expect(summary.gain).toBeCloseTo(0, 12);
    expect(summary.gainHalfWidth).toBeCloseTo(1.96, 9);
    // Games that all agree leave no doubt, however many moves they hold.
    const steady = new Scorer();
    for (let game = 0; game < 3; game++) {
      for (let move = 0; move < 4; move++) steady.add(sure, StationSet.of(1, 2), 1, 1);
      steady.endGame();
    }
    expect(steady.summary().gainHalfWidth).toBe(0);
  });

  it('find the p-region: the fewest likeliest stations whose probabilities reach p', () => {
    expect(regionOf([0.4, 0.3, 0.2, 0.1], 0.5)).toEqual({ size: 2, mass: 0.7, last: (0.5 - 0.4) / 0.3 });
    expect(regionOf([0.4, 0.3, 0.2, 0.1], 0.9)).toMatchObject({ size: 3 });
    // One station already carries more than half: it is the 50% region on its own.
    expect(regionOf([0.8, 0.2], 0.5)).toMatchObject({ size: 1, mass: 0.8 });
  });

  it('count how often the 50% and 90% regions held him, and what they carried', () => {
    const scorer = new Scorer();
    const chances = new Float64Array(10);
    chances[2] = 0.6;
    chances[5] = 0.3;
    chances[8] = 0.1;
    // 50% region {2} (carries 60%), 90% region {2, 5}. He is at 5 once, at 8 once.
    scorer.add(chances, StationSet.of(2, 5, 8), 5, 2);
    scorer.endGame();
    scorer.add(chances, StationSet.of(2, 5, 8), 8, 2);
    scorer.endGame();
    const [half, most] = scorer.summary().coverage;
    expect(half).toMatchObject({ region: 0.5, moments: 2, rate: 0 });
    expect(half?.claimed).toBeCloseTo(0.6, 12);
    expect(most?.rate).toBeCloseTo(0.5, 12);
    expect(most?.claimed).toBeCloseTo(0.9, 12);
    // Two games that disagree: the interval is wide.
    expect(most?.halfWidth).toBeGreaterThan(0.5);
    // Cut to carry exactly 90%, the region holds 5 fully (0.6 + 0.3 = 0.9): half the moments again.
    expect(most?.exact).toBeCloseTo(0.5, 12);
    // Cut to carry exactly 50%, it holds 5/6 of station 2, where he never was.
    expect(half?.exact).toBeCloseTo(0, 12);
  });

  it('leave out of the regions the moments when his station is certain (there is nothing to estimate)', () => {
    const scorer = new Scorer();
    const sure = new Float64Array(4);
    sure[3] = 1;
    scorer.add(sure, StationSet.of(3), 3, 1);
    expect(scorer.summary().coverage[0]?.moments).toBe(0);
    expect(scorer.summary().samples).toBe(1);
  });

  it('cut to carry exactly p, a flat estimate holds him exactly p of the time, however few the stations', () => {
    const scorer = new Scorer();
    const flat = new Float64Array(4);
    flat[1] = 1 / 3;
    flat[2] = 1 / 3;
    flat[3] = 1 / 3;
    for (const truth of [1, 2, 3]) {
      scorer.add(flat, StationSet.of(1, 2, 3), truth, 1);
      scorer.endGame();
    }
    const [half, most] = scorer.summary().coverage;
    expect(half?.exact).toBeCloseTo(0.5, 12);
    expect(most?.exact).toBeCloseTo(0.9, 12);
    // Uncut, the 50% region is two of the three stations.
    expect(half?.rate).toBeCloseTo(2 / 3, 12);
  });
});
