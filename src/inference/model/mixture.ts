// Where Mister X probably is (docs/probabilities.md): the experts' estimates (filters with their own
// idea of how he moves, and the flat one) mixed with weights that follow how well each foresaw what
// the table later saw of him (surfacing, "not there" answers, a capture), the blend then made as
// sure as its own record in the game says it should be.
import type { StationId, Ticket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import type { Estimator, StationProbabilities } from './estimator';
import { normalise } from './estimator';
import type { Filter } from './filter';
import { Flat } from './flat';
import type { MoveContext } from './move-model';

export interface Expert {
  readonly estimator: Filter | Flat;
  readonly prior: number;
}

/** How sure the mixed estimate is, learned in the game by a rule of its own: the research
 *  variants arena/fit.ts compares (arena/sharpness.ts). */
export interface LearnedSharpness {
  /** How the arena's reports name it. */
  readonly name: string;
  /** A learner at its priors, for a new game. */
  learner(): SharpnessLearner;
}

/** One game's learning of how sure to be. */
export interface SharpnessLearner {
  /** The table learned something of where he was: what remains possible, against the experts'
   *  blend as it stood before their weights follow it. */
  observe(blend: StationProbabilities, candidates: StationSet): void;
  /** The estimate shown for the experts' blend (a new array, which it may change and return). */
  shown(blend: StationProbabilities): StationProbabilities;
  /** Its current weights, in the order given (its powers', say). */
  weights(): readonly number[];
  clone(): SharpnessLearner;
}

/** How sure the mixed estimate is, kept honest by its own record in the game (issue 15): the blend
 *  is raised to a power (and normalised) that starts at `start`; each time the table learns exactly
 *  where he is, the power moves by how far that station stood from the middle of the estimate.
 *  The station's place is its mid-rank share u: the probability of the stations the estimate
 *  ranked above it, plus half of those it ranked alike (itself included). Whatever the estimate,
 *  if it is calibrated u averages exactly 1/2, so u above 1/2 (he was where it said he probably
 *  was not) lowers the power and u below raises it: log power += rate * (1 - 2u). Like adaptive
 *  conformal inference (Gibbs and Candès, NeurIPS 2021), this steers towards the right coverage
 *  whatever the player, one who reads the screen and goes where it says he is not included,
 *  without assuming a model of him. */
export interface Tempering {
  readonly start: number;
  readonly rate: number;
  /** The power stays within [min, max]. */
  readonly min: number;
  readonly max: number;
  /** The power when the evidence says he reads the screen. The power shown is the tempered one
   *  and this one mixed by the contrarian experts' share of the weight of the experts that rank
   *  the stations (all but flat): r * reader + (1 - r) * tempered. */
  readonly reader?: number;
}

/** How far down an estimate a station stood: the probability of the stations ranked above it plus
 *  half of those ranked alike, itself included (the mid-rank share; 1/2 on average when the
 *  estimate is calibrated). */
export function midRankShare(probabilities: StationProbabilities, station: StationId): number {
  const p = probabilities[station] ?? 0;
  let above = 0;
  let alike = 0;
  for (let s = 1; s < probabilities.length; s++) {
    const q = probabilities[s] as number;
    if (q > p) above += q;
    else if (q === p && q > 0) alike += q;
  }
  return above + alike / 2;
}

function isTempering(sharpen: number | LearnedSharpness | Tempering): sharpen is Tempering {
  return typeof sharpen !== 'number' && 'rate' in sharpen;
}

/** The experts' predictions mixed by their weights (a Bayesian mixture over the observations that
 *  show where he was, with a small fixed share so that a weight lost early can come back). */
export class Mixture implements Estimator {
  /** Its own experts may; the mixture as a whole is the estimate they read. */
  readonly readsOthers = false;
  private readonly weights: Float64Array;
  private afterMove = false;
  /** The candidate set last observed. */
  private seen: StationSet | null = null;
  /** The blend, until the next change (the same object while nothing changes). */
  private blended: StationProbabilities | null = null;

  constructor(
    private readonly experts: readonly Expert[],
    private readonly share = 0.02,
    /** How many times each piece of evidence counts in the experts' weights (1: Bayes' rule). */
    private readonly learning = 1,
    /** The blend raised to this power and normalised (1: as mixed); a number, a power tempered
     *  by the estimate's record in the game, or a sharpness learned by a rule of its own. */
    private readonly sharpen: number | Tempering | LearnedSharpness = 1,
  ) {
    this.weights = Float64Array.from(experts.map((expert) => expert.prior));
    normalise(this.weights);
    this.learner = typeof sharpen !== 'number' && !isTempering(sharpen) ? sharpen.learner() : null;
    this.power = typeof sharpen === 'number' ? sharpen : isTempering(sharpen) ? sharpen.start : 1;
  }

  /** The power the blend is raised to now (fixed, or tempered in the game). */
  private power: number;

  /** The learned sharpness, if it is one. */
  private learner: SharpnessLearner | null;

  start(candidates: StationSet): void {
    for (const { estimator } of this.experts) estimator.start(candidates);
    this.seen = candidates;
    this.blended = null;
    this.weights.set(this.experts.map((expert) => expert.prior));
    normalise(this.weights);
    if (isTempering(this.sharpen)) this.power = this.sharpen.start;
    else if (typeof this.sharpen !== 'number') this.learner = this.sharpen.learner();
  }

  move(ticket: Ticket, context: MoveContext): number {
    this.afterMove = true;
    this.blended = null;
    const likelihood = this.experts.map(({ estimator }) =>
      estimator.readsOthers ? 1 : estimator.move(ticket, context),
    );
    const readers = this.experts.flatMap(({ estimator }, k) => (estimator.readsOthers ? [k] : []));
    if (readers.length > 0) {
      // What the other experts now say, which a player who reads the screen moves against.
      const reference = this.blend((k) =>
        readers.includes(k) ? 0 : (this.weights[k] as number) * (likelihood[k] as number),
      );
      const told = { ...context, reference };
      for (const k of readers) likelihood[k] = (this.experts[k] as Expert).estimator.move(ticket, told);
    }
    return this.weigh(likelihood);
  }

  double(context: MoveContext): number {
    this.blended = null;
    return this.weigh(this.experts.map(({ estimator }) => estimator.double(context)));
  }

  /** Bayes' rule over the experts for a shown ticket or double move. A flat expert without a
   *  ticket model has no opinion: it is given the others' average, which leaves its weight as it was. */
  private weigh(likelihood: number[]): number {
    const agnostic = (estimator: Estimator) => estimator instanceof Flat && estimator.tickets === null;
    let behaviours = 0;
    let average = 0;
    this.experts.forEach(({ estimator }, k) => {
      if (agnostic(estimator)) return;
      behaviours += this.weights[k] as number;
      average += (this.weights[k] as number) * (likelihood[k] as number);
    });
    if (behaviours <= 0 || average <= 0) return 1;
    average /= behaviours;
    this.experts.forEach(({ estimator }, k) => {
      const value = agnostic(estimator) ? average : (likelihood[k] as number);
      this.weights[k] = (this.weights[k] as number) * value ** this.learning;
    });
    normalise(this.weights);
    return average;
  }

  observe(candidates: StationSet): void {
    // Most events (a pawn moving off the set) change nothing: skip the work.
    if (!this.afterMove && this.seen?.equals(candidates)) return;
    if (!this.afterMove) this.temper(candidates);
    this.seen = candidates;
    this.blended = null;
    // After a move the new set is where the move led, not an observation of where he was.
    if (!this.afterMove) {
      this.learner?.observe(
        this.blend((k) => this.weights[k] as number),
        candidates,
      );
      const likelihood = this.experts.map(({ estimator }) => estimator.massOn(candidates));
      if (likelihood.some((value) => value > 0) && likelihood.some((value) => value < 1 - 1e-12)) {
        for (let k = 0; k < this.weights.length; k++) {
          this.weights[k] = (this.weights[k] as number) * (likelihood[k] as number) ** this.learning;
        }
        normalise(this.weights);
        for (let k = 0; k < this.weights.length; k++) {
          this.weights[k] = (1 - this.share) * (this.weights[k] as number) + this.share / this.weights.length;
        }
      }
    }
    this.afterMove = false;
    for (const { estimator } of this.experts) estimator.observe(candidates);
  }

  clone(): Mixture {
    const copy = new Mixture(
      this.experts.map((expert) => ({ estimator: expert.estimator.clone(), prior: expert.prior })),
      this.share,
      this.learning,
      this.sharpen,
    );
    copy.weights.set(this.weights);
    copy.learner = this.learner?.clone() ?? null;
    copy.power = this.power;
    copy.afterMove = this.afterMove;
    copy.seen = this.seen;
    return copy;
  }

  /** The current weight of each expert, in the order given. */
  expertWeights(): readonly number[] {
    return [...this.weights];
  }

  /** The learned sharpness's current weights (empty for a fixed or tempered power). */
  sharpnessWeights(): readonly number[] {
    return this.learner?.weights() ?? [];
  }

  /** The power the experts' blend is raised to now (fixed, or as tempered so far in the game). */
  sureness(): number {
    return this.power;
  }

  /** The power the blend is shown at: the tempered power, drawn towards `Tempering.reader` by the
   *  share the contrarian experts hold among the experts that rank the stations. A player who reads
   *  the screen goes where it says he is not, so against him a sure ranking is a wrong one; a flat
   *  expert ranks nothing, so its weight does not count either way. */
  shownPower(): number {
    const sharpen = this.sharpen;
    if (!isTempering(sharpen) || sharpen.reader === undefined) return this.power;
    let readers = 0;
    let ranking = 0;
    this.experts.forEach(({ estimator }, k) => {
      if (estimator.readsOthers) readers += this.weights[k] as number;
      if (!(estimator instanceof Flat)) ranking += this.weights[k] as number;
    });
    const share = ranking > 0 ? readers / ranking : 0;
    return (1 - share) * this.power + share * sharpen.reader;
  }

  /** The table learned exactly where he is: the tempered power moves by where the estimate, as it
   *  was shown, had that station (`Tempering`). A station that was already certain says nothing. */
  private temper(candidates: StationSet): void {
    const sharpen = this.sharpen;
    if (!isTempering(sharpen) || candidates.size !== 1 || !this.seen || this.seen.size < 2) return;
    const [station] = candidates;
    if (station === undefined || !this.seen.has(station)) return;
    const u = midRankShare(this.probabilities(), station);
    const power = this.power * Math.exp(sharpen.rate * (1 - 2 * u));
    this.power = Math.min(sharpen.max, Math.max(sharpen.min, power));
  }

  probabilities(): StationProbabilities {
    if (!this.blended) {
      const mixed = this.blend((k) => this.weights[k] as number);
      if (this.learner) this.blended = this.learner.shown(mixed);
      else {
        const power = this.shownPower();
        if (power !== 1) {
          for (let station = 0; station < mixed.length; station++) {
            const p = mixed[station] as number;
            if (p > 0) mixed[station] = Math.exp(power * Math.log(p));
          }
          normalise(mixed);
        }
        this.blended = mixed;
      }
    }
    return this.blended;
  }

  /** The experts' estimates mixed with the given weights (normalised here). */
  private blend(weightOf: (k: number) => number): StationProbabilities {
    const first = this.experts[0]?.estimator.probabilities();
    const out = new Float64Array(first?.length ?? 0);
    let total = 0;
    this.experts.forEach((_, k) => {
      total += weightOf(k);
    });
    this.experts.forEach(({ estimator }, k) => {
      const weight = weightOf(k) / total;
      if (weight === 0) return;
      const probabilities = estimator.probabilities();
      for (let station = 0; station < out.length; station++) {
        out[station] = (out[station] as number) + weight * (probabilities[station] as number);
      }
    });
    return out;
  }
}
