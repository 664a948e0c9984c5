// How good a probability estimate is, scored against Mister X's true station: information gained
// over the flat set (mean log2 probability of the truth minus log2 of 1/size), search cost (the
// share of candidates ranked above the truth), top-1 and top-5 hits, and calibration (a reliability
// table in ten bins). Each split by log entries since he last surfaced. The gain's interval treats a
// game as one sample (the moves of one game are not independent: one bad read of a player costs
// him several moves in a row).
import type { StationId } from '../board/types';
import type { StationProbabilities } from '../engine/probabilities';
import type { StationSet } from '../engine/station-set';

export const SINCE_BUCKETS = ['1', '2', '3', '4', '5+'] as const;
export type SinceBucket = (typeof SINCE_BUCKETS)[number];

export function sinceBucket(entriesSinceSurfaced: number): SinceBucket {
  return SINCE_BUCKETS[Math.min(4, Math.max(1, entriesSinceSurfaced) - 1)] as SinceBucket;
}

interface Totals {
  samples: number;
  bits: number;
  gain: number;
  /** Games folded in, and over them the sums of S², S·n and n² of each game's gain S over n moves. */
  games: number;
  gameSquares: number;
  gameCross: number;
  gameCounts: number;
  /** The game in play: its gain and moves so far. */
  gameGain: number;
  gameSamples: number;
  searchCost: number;
  top1: number;
  top5: number;
  /** Samples where the truth got no probability (a broken support). */
  missed: number;
}

function emptyTotals(): Totals {
  return {
    samples: 0,
    bits: 0,
    gain: 0,
    games: 0,
    gameSquares: 0,
    gameCross: 0,
    gameCounts: 0,
    gameGain: 0,
    gameSamples: 0,
    searchCost: 0,
    top1: 0,
    top5: 0,
    missed: 0,
  };
}

/** Closes the game in play of a tally: its gain becomes one sample of the interval. */
function foldGame(totals: Totals): void {
  if (totals.gameSamples === 0) return;
  totals.games++;
  totals.gameSquares += totals.gameGain * totals.gameGain;
  totals.gameCross += totals.gameGain * totals.gameSamples;
  totals.gameCounts += totals.gameSamples * totals.gameSamples;
  totals.gameGain = 0;
  totals.gameSamples = 0;
}

export interface Bin {
  count: number;
  probability: number;
  hits: number;
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
}

/** Chance that the truth is among the first `k` when `above` stations rank above it and `tied`
 *  others tie with it (ties broken at random). */
function topK(k: number, above: number, tied: number): number {
  if (above >= k) return 0;
  return Math.min(1, (k - above) / (tied + 1));
}

export class Scorer {
  private readonly overall = emptyTotals();
  private readonly bySince = new Map<SinceBucket, Totals>(SINCE_BUCKETS.map((b) => [b, emptyTotals()]));
  readonly bins: Bin[] = Array.from({ length: 10 }, () => ({ count: 0, probability: 0, hits: 0 }));

  add(probabilities: StationProbabilities, candidates: StationSet, truth: StationId, since: number): void {
    const size = candidates.size;
    if (size === 0) return;
    const pTruth = probabilities[truth] ?? 0;
    let above = 0;
    let tied = 0;
    for (const station of candidates) {
      const p = probabilities[station] ?? 0;
      if (station !== truth) {
        if (p > pTruth + 1e-12) above++;
        else if (Math.abs(p - pTruth) <= 1e-12) tied++;
      }
      const bin = this.bins[Math.min(9, Math.floor(p * 10))] as Bin;
      bin.count++;
      bin.probability += p;
      if (station === truth) bin.hits++;
    }
    for (const totals of [this.overall, this.bySince.get(sinceBucket(since)) as Totals]) {
      totals.samples++;
      if (pTruth <= 0) {
        totals.missed++;
        continue;
      }
      const bits = Math.log2(pTruth);
      const gain = bits + Math.log2(size);
      totals.bits += bits;
      totals.gain += gain;
      totals.gameGain += gain;
      totals.gameSamples++;
      totals.searchCost += (above + tied / 2) / size;
      totals.top1 += topK(1, above, tied);
      totals.top5 += topK(5, above, tied);
    }
  }

  /** Ends a game: the next moves scored belong to another one. */
  endGame(): void {
    foldGame(this.overall);
    for (const totals of this.bySince.values()) foldGame(totals);
  }

  summary(bucket?: SinceBucket): Summary {
    const totals = { ...(bucket ? (this.bySince.get(bucket) as Totals) : this.overall) };
    foldGame(totals);
    const n = Math.max(1, totals.samples - totals.missed);
    const mean = totals.gain / n;
    // The mean gain is a ratio of sums over games; its variance from the games' spread around it.
    const spread = totals.gameSquares - 2 * mean * totals.gameCross + mean * mean * totals.gameCounts;
    const games = totals.games;
    const variance = games > 1 ? ((games / (games - 1)) * Math.max(0, spread)) / (n * n) : 0;
    return {
      samples: totals.samples,
      meanLog2: totals.bits / n,
      gain: mean,
      gainHalfWidth: 1.96 * Math.sqrt(variance),
      searchCost: totals.searchCost / n,
      top1: totals.top1 / n,
      top5: totals.top5 / n,
      missed: totals.missed,
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
