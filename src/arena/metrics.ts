// How good a probability estimate is, scored against Mister X's true station: information gained
// over the flat set (mean log2 probability of the truth minus log2 of 1/size), search cost (the
// share of candidates ranked above the truth), top-1 and top-5 hits, the coverage of the 50% and
// 90% regions, and calibration (a reliability table); each split by log entries since he last
// surfaced. Every interval treats a game as one sample (ClusteredMean).
import type { StationId } from '../board/types';
import type { StationSet } from '../engine/station-set';
import type { StationProbabilities } from '../inference/model/estimator';

/** A mean over moments grouped in games (a ratio of sums), with the 95% interval of the cluster
 *  (game) sampling: each game's total S over its n moments is one sample, as the moves of one game
 *  are not independent (one bad read of a player costs him several moves in a row). */
export class ClusteredMean {
  private sum = 0;
  private count = 0;
  private games = 0;
  private squares = 0;
  private cross = 0;
  private counts = 0;
  private gameSum = 0;
  private gameCount = 0;

  add(value: number): void {
    this.sum += value;
    this.count++;
    this.gameSum += value;
    this.gameCount++;
  }

  /** Adds another mean's closed games (games apart from these): a pooled mean over both. */
  merge(other: ClusteredMean): void {
    other.endGame();
    this.endGame();
    this.sum += other.sum;
    this.count += other.count;
    this.games += other.games;
    this.squares += other.squares;
    this.cross += other.cross;
    this.counts += other.counts;
  }

  /** Closes the game in play: its moments become one sample of the interval. */
  endGame(): void {
    if (this.gameCount === 0) return;
    this.games++;
    this.squares += this.gameSum * this.gameSum;
    this.cross += this.gameSum * this.gameCount;
    this.counts += this.gameCount * this.gameCount;
    this.gameSum = 0;
    this.gameCount = 0;
  }

  /** The mean, the half-width of its 95% interval, and the moments counted (the game in play
   *  included, as if it ended now). */
  value(): { mean: number; halfWidth: number; count: number } {
    const games = this.games + (this.gameCount > 0 ? 1 : 0);
    const squares = this.squares + this.gameSum * this.gameSum;
    const cross = this.cross + this.gameSum * this.gameCount;
    const counts = this.counts + this.gameCount * this.gameCount;
    const n = Math.max(1, this.count);
    const mean = this.sum / n;
    // A ratio of sums over games; its variance from the games' spread around it.
    const spread = squares - 2 * mean * cross + mean * mean * counts;
    const variance = games > 1 ? ((games / (games - 1)) * Math.max(0, spread)) / (n * n) : 0;
    return { mean, halfWidth: 1.96 * Math.sqrt(variance), count: this.count };
  }
}

export const SINCE_BUCKETS = ['1', '2', '3', '4', '5+'] as const;
export type SinceBucket = (typeof SINCE_BUCKETS)[number];

export function sinceBucket(entriesSinceSurfaced: number): SinceBucket {
  return SINCE_BUCKETS[Math.min(4, Math.max(1, entriesSinceSurfaced) - 1)] as SinceBucket;
}

/** The regions whose coverage is scored: the fewest likeliest stations carrying 50% and 90% (how
 *  often they held him). */
export const REGIONS = [0.5, 0.9] as const;

interface Totals {
  samples: number;
  bits: number;
  gain: ClusteredMean;
  searchCost: number;
  top1: number;
  top5: number;
  /** Samples where the truth got no probability (a broken support). */
  missed: number;
  /** Per region of REGIONS: whether it held him (moments with two or more candidates), and the
   *  probability it carried (what a calibrated estimate's coverage would be). */
  cover: ClusteredMean[];
  claimed: ClusteredMean[];
  /** The same region with its last station counted only in part, so that it carries exactly p:
   *  a calibrated estimate's coverage is then p itself, however lumpy the probabilities. */
  exact: ClusteredMean[];
}

function emptyTotals(): Totals {
  return {
    samples: 0,
    bits: 0,
    gain: new ClusteredMean(),
    searchCost: 0,
    top1: 0,
    top5: 0,
    missed: 0,
    cover: REGIONS.map(() => new ClusteredMean()),
    claimed: REGIONS.map(() => new ClusteredMean()),
    exact: REGIONS.map(() => new ClusteredMean()),
  };
}

export interface Bin {
  count: number;
  probability: number;
  hits: number;
  /** The share of the bin's stations that held him, games as the samples of its interval. */
  observed: ClusteredMean;
}

/** The reliability table's bins by the probability given: tenths up to 80%, then finer where a
 *  station is called nearly sure (a "97%" wrong one time in ten is five times too sure, and would
 *  hide in a 90-100% bin among the 91%s). */
export const RELIABILITY_EDGES = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99, 1] as const;

/** Where the sure end starts: the stations given this much or more, taken together (also for the
 *  moves right after a black ticket or in a double move on their own). */
export const SURE_FROM = 0.8;

/** The bin of RELIABILITY_EDGES a probability falls in (1 itself in the last). */
export function reliabilityBin(probability: number): number {
  const last = RELIABILITY_EDGES.length - 2;
  for (let i = 0; i < last; i++) if (probability < (RELIABILITY_EDGES[i + 1] as number)) return i;
  return last;
}

function count(bin: Bin, probability: number, hit: 0 | 1): void {
  bin.count++;
  bin.probability += probability;
  bin.hits += hit;
  bin.observed.add(hit);
}

function emptyBin(): Bin {
  return { count: 0, probability: 0, hits: 0, observed: new ClusteredMean() };
}

/** A reliability table: every (moment, candidate) pair binned by the probability given, whether it
 *  held him, and the sure end (SURE_FROM and up) as one bin too. */
export class Reliability {
  readonly bins: Bin[] = Array.from({ length: RELIABILITY_EDGES.length - 1 }, emptyBin);
  readonly sure: Bin = emptyBin();

  add(probability: number, hit: 0 | 1): void {
    count(this.bins[reliabilityBin(probability)] as Bin, probability, hit);
    if (probability >= SURE_FROM) count(this.sure, probability, hit);
  }

  endGame(): void {
    for (const bin of [...this.bins, this.sure]) bin.observed.endGame();
  }

  /** Adds another table's stations, from other games (to pool several runs). */
  merge(other: Reliability): void {
    [...this.bins, this.sure].forEach((bin, i) => {
      const from = [...other.bins, other.sure][i] as Bin;
      bin.count += from.count;
      bin.probability += from.probability;
      bin.hits += from.hits;
      bin.observed.merge(from.observed);
    });
  }
}

/** How often a region held him, with its interval, and the probability it carried on average. */
export interface Coverage {
  readonly region: number;
  readonly moments: number;
  readonly rate: number;
  readonly halfWidth: number;
  readonly claimed: number;
  /** Coverage of the region cut to carry exactly p (its last station counted in part). */
  readonly exact: number;
  readonly exactHalfWidth: number;
}

export interface Summary {
  readonly samples: number;
  /** Mean log2 probability given to his true station. */
  readonly meanLog2: number;
  /** Mean information gained over the flat set, in bits, with the half-width of its 95% interval
   *  (games as the samples). */
  readonly gain: number;
  readonly gainHalfWidth: number;
  readonly searchCost: number;
  readonly top1: number;
  readonly top5: number;
  readonly missed: number;
  /** The 50% and 90% regions (REGIONS order). */
  readonly coverage: readonly Coverage[];
}

/** Chance that the truth is among the first `k` when `above` stations rank above it and `tied`
 *  others tie with it (ties broken at random). */
function topK(k: number, above: number, tied: number): number {
  if (above >= k) return 0;
  return Math.min(1, (k - above) / (tied + 1));
}

/** The p-region of a distribution over `candidates`: the fewest likeliest stations whose
 *  probabilities sum to at least `p` (ties at its edge broken at random). Returns how many stations
 *  it holds and the probability they carry. */
export function regionOf(sorted: readonly number[], p: number): { size: number; mass: number; last: number } {
  let mass = 0;
  for (let k = 0; k < sorted.length; k++) {
    const before = mass;
    mass += sorted[k] as number;
    if (mass >= p - 1e-12) {
      // The share of the last station needed to carry exactly p.
      const last = (sorted[k] as number) > 0 ? Math.min(1, (p - before) / (sorted[k] as number)) : 1;
      return { size: k + 1, mass, last };
    }
  }
  return { size: sorted.length, mass, last: 1 };
}

export class Scorer {
  private readonly overall = emptyTotals();
  private readonly bySince = new Map<SinceBucket, Totals>(SINCE_BUCKETS.map((b) => [b, emptyTotals()]));
  /** Calibration over every moment scored. */
  readonly reliability = new Reliability();
  /** The same over the moments right after a black ticket or either half of a double move, when
   *  the table learns least from his ticket and a model of how he moves has most to assume. */
  readonly hidden = new Reliability();
  /** Moments scored right after a black ticket or in a double move. */
  hiddenMoments = 0;

  get bins(): readonly Bin[] {
    return this.reliability.bins;
  }

  /** `hidden`: the entry just made was a black ticket or a half of a double move. */
  add(
    probabilities: StationProbabilities,
    candidates: StationSet,
    truth: StationId,
    since: number,
    hidden = false,
  ): void {
    const size = candidates.size;
    if (size === 0) return;
    const pTruth = probabilities[truth] ?? 0;
    let above = 0;
    let tied = 0;
    const sorted: number[] = [];
    for (const station of candidates) {
      const p = probabilities[station] ?? 0;
      sorted.push(p);
      if (station !== truth) {
        if (p > pTruth + 1e-12) above++;
        else if (Math.abs(p - pTruth) <= 1e-12) tied++;
      }
      // A single candidate is no estimate (the record alone says where he is): not calibration.
      if (size === 1) continue;
      const hit = station === truth ? 1 : 0;
      this.reliability.add(p, hit);
      if (hidden) this.hidden.add(p, hit);
    }
    if (hidden) this.hiddenMoments++;
    sorted.sort((a, b) => b - a);
    const regions = REGIONS.map((p) => regionOf(sorted, p));
    for (const totals of [this.overall, this.bySince.get(sinceBucket(since)) as Totals]) {
      totals.samples++;
      if (size > 1) {
        regions.forEach((region, r) => {
          const inside = topK(region.size, above, tied);
          const beforeLast = topK(region.size - 1, above, tied);
          (totals.cover[r] as ClusteredMean).add(inside);
          (totals.claimed[r] as ClusteredMean).add(region.mass);
          (totals.exact[r] as ClusteredMean).add(beforeLast + region.last * (inside - beforeLast));
        });
      }
      if (pTruth <= 0) {
        totals.missed++;
        continue;
      }
      const bits = Math.log2(pTruth);
      totals.bits += bits;
      totals.gain.add(bits + Math.log2(size));
      totals.searchCost += (above + tied / 2) / size;
      totals.top1 += topK(1, above, tied);
      totals.top5 += topK(5, above, tied);
    }
  }

  /** Ends a game: the next moves scored belong to another one. */
  endGame(): void {
    for (const totals of [this.overall, ...this.bySince.values()]) {
      totals.gain.endGame();
      for (const mean of [...totals.cover, ...totals.claimed, ...totals.exact]) mean.endGame();
    }
    this.reliability.endGame();
    this.hidden.endGame();
  }

  summary(bucket?: SinceBucket): Summary {
    const totals = bucket ? (this.bySince.get(bucket) as Totals) : this.overall;
    const n = Math.max(1, totals.samples - totals.missed);
    const gain = totals.gain.value();
    return {
      samples: totals.samples,
      meanLog2: totals.bits / n,
      gain: gain.mean,
      gainHalfWidth: gain.halfWidth,
      searchCost: totals.searchCost / n,
      top1: totals.top1 / n,
      top5: totals.top5 / n,
      missed: totals.missed,
      coverage: REGIONS.map((region, r) => {
        const cover = (totals.cover[r] as ClusteredMean).value();
        const exact = (totals.exact[r] as ClusteredMean).value();
        return {
          exact: exact.mean,
          exactHalfWidth: exact.halfWidth,
          region,
          moments: cover.count,
          rate: cover.mean,
          halfWidth: cover.halfWidth,
          claimed: (totals.claimed[r] as ClusteredMean).value().mean,
        };
      }),
    };
  }
}

/** Wilson 95% interval for a rate. */
export function wilson(successes: number, trials: number): { rate: number; low: number; high: number } {
  if (trials === 0) return { rate: 0, low: 0, high: 1 };
  const z = 1.96;
  const rate = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (rate + (z * z) / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((rate * (1 - rate)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { rate, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
