// How sure the mixed estimate is, learned in the game as weights over a few powers the blend may
// be raised to: a variant measured for issue 15 and not adopted (none beat the fixed power 1.2;
// docs/probabilities.md). arena/fit.ts compares it; the app's model tempers its power instead.

import type { StationSet } from '../engine/station-set';
import type { StationProbabilities } from '../inference/model/estimator';
import { normalise } from '../inference/model/estimator';
import type { LearnedSharpness, SharpnessLearner } from '../inference/model/mixture';

/** A few powers the blend may be raised to (each normalised), whose weights follow how well each
 *  foresaw what the table saw of him (a surfacing: the chance it gave the revealed station; a
 *  "not there": the chance it gave the rest). */
export interface Sharpness {
  readonly powers: readonly number[];
  readonly priors: readonly number[];
  /** The share given back to every power after each observation (so a lost one can come back). */
  readonly share: number;
  /** How the powers make the estimate: 'mix' (each power's estimate, mixed by the weights) or
   *  'mean' (the blend raised to the weighted mean of the powers). */
  readonly use?: 'mix' | 'mean';
  /** How many times each observation counts in the powers' weights (1: Bayes' rule). */
  readonly learning?: number;
}

/** The powers as a mixture's sharpness (`Mixture`, `ModelWeights.sharpen`), the spec kept for the
 *  arena's reports. */
export function learnedSharpness(sharpness: Sharpness): Sharpness & LearnedSharpness {
  return { ...sharpness, name: sharpnessName(sharpness), learner: () => new PowerLearner(sharpness) };
}

function sharpnessName(sharpness: Sharpness): string {
  const how = `${sharpness.use === 'mean' ? ' (mean power)' : ''}${sharpness.learning ? ` x${sharpness.learning}` : ''}`;
  return `learned${how} ${sharpness.powers.map((power, j) => `${power}:${sharpness.priors[j]}`).join(' ')}`;
}

/** One game's weights over the powers. */
class PowerLearner implements SharpnessLearner {
  private readonly powerWeights: Float64Array;

  constructor(private readonly sharpen: Sharpness) {
    this.powerWeights = Float64Array.from(sharpen.priors);
    normalise(this.powerWeights);
  }

  weights(): readonly number[] {
    return [...this.powerWeights];
  }

  clone(): PowerLearner {
    const copy = new PowerLearner(this.sharpen);
    copy.powerWeights.set(this.powerWeights);
    return copy;
  }

  shown(mixed: StationProbabilities): StationProbabilities {
    const sharpen = this.sharpen;
    if (sharpen.use === 'mean') {
      let power = 0;
      sharpen.powers.forEach((value, j) => {
        power += value * (this.powerWeights[j] as number);
      });
      for (let station = 0; station < mixed.length; station++) {
        const p = mixed[station] as number;
        if (p > 0) mixed[station] = Math.exp(power * Math.log(p));
      }
      normalise(mixed);
      return mixed;
    } else {
      // The blend under each power, mixed by the powers' weights: every candidate stays positive.
      const out = new Float64Array(mixed.length);
      const logs = new Float64Array(mixed.length);
      for (let station = 0; station < mixed.length; station++) {
        const p = mixed[station] as number;
        logs[station] = p > 0 ? Math.log(p) : Number.NEGATIVE_INFINITY;
      }
      const raised = new Float64Array(mixed.length);
      sharpen.powers.forEach((power, j) => {
        const weight = this.powerWeights[j] as number;
        if (weight === 0) return;
        let total = 0;
        for (let station = 0; station < mixed.length; station++) {
          const p = (mixed[station] as number) > 0 ? Math.exp(power * (logs[station] as number)) : 0;
          raised[station] = p;
          total += p;
        }
        if (total <= 0) return;
        const scale = weight / total;
        for (let station = 0; station < mixed.length; station++)
          out[station] = (out[station] as number) + scale * (raised[station] as number);
      });
      normalise(out);
      return out;
    }
  }

  /** Bayes' rule over the powers for an observation of where he was: each power's chance of what
   *  remains possible, from the blend as it stood before (the experts' weights not yet updated). */
  observe(mixed: StationProbabilities, candidates: StationSet): void {
    const sharpen = this.sharpen;
    const likelihood = sharpen.powers.map((power) => {
      let kept = 0;
      let total = 0;
      for (let station = 0; station < mixed.length; station++) {
        const p = mixed[station] as number;
        if (p <= 0) continue;
        const raised = Math.exp(power * Math.log(p));
        total += raised;
        if (candidates.has(station)) kept += raised;
      }
      return total > 0 ? kept / total : 0;
    });
    // Nothing learned when every power foresaw it alike (certain, or ruled out by all).
    if (!likelihood.some((value) => value > 0) || likelihood.every((value) => value > 1 - 1e-12)) return;
    for (let j = 0; j < this.powerWeights.length; j++)
      this.powerWeights[j] = (this.powerWeights[j] as number) * (likelihood[j] as number) ** (sharpen.learning ?? 1);
    normalise(this.powerWeights);
    const n = this.powerWeights.length;
    for (let j = 0; j < n; j++)
      this.powerWeights[j] = (1 - sharpen.share) * (this.powerWeights[j] as number) + sharpen.share / n;
  }
}
