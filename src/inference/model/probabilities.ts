// Where Mister X probably is: a probability for every candidate station, by forward filtering over
// his possible histories (docs/probabilities.md). Each "expert" is a filter with its own idea of how
// he moves (at random, or like a cautious player); their predictions are mixed with weights that
// follow how well each one foresaw what the table later saw of him (surfacing, "not there"
// answers, a capture). A flat expert keeps the support exactly the candidate set, and keeps the
// mixture from straying far from it against a player no expert describes.
import type { Board } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import type { Behaviour, BoardFacts, MoveContext } from './move-model';
import { boardFacts, forEachMove, pawnDistances, stepWeights } from './move-model';

/** A probability by station id (index 0 unused); zero outside the candidate set. */
export type StationProbabilities = Float64Array;

/** Anything that estimates his whereabouts from the record, event by event. */
export interface Estimator {
  /** Before any move: his possible start stations. */
  start(candidates: StationSet): void;
  /** He showed a ticket for one log entry. Returns how likely this estimate found that ticket
   *  (1 when it has no opinion). */
  move(ticket: Ticket, context: MoveContext): number;
  /** He played a double-move ticket. Returns how likely this estimate found it. */
  double(context: MoveContext): number;
  /** The candidate set after any event: what the record rules out (a reveal, a "not there"
   *  answer, a capture) is evidence. */
  observe(candidates: StationSet): void;
  probabilities(): StationProbabilities;
  /** An independent copy, to ask "what if" without disturbing this one. */
  clone(): Estimator;
}

/** How a filter spreads a station's weight over the moves of a shown ticket. */
export type Spread =
  /** Each history counts once (every history of the record equally likely). */
  | { readonly kind: 'histories' }
  /** A station's weight split evenly over the shown ticket's free neighbours. */
  | { readonly kind: 'even-split' }
  /** The behaviour model: the chance that he, there, shows this ticket and goes there. */
  | { readonly kind: 'behaviour'; readonly behaviour: Behaviour }
  /** A player who picks his ticket first, by taste, and then any free station it reaches: the
   *  ticket says which kind of route he took, not which station he was on (a station with many
   *  bus routes shows "taxi" as readily as one with none, if he has a taxi route). `behaviour`
   *  gives his taste in tickets (its scores per ticket, black after surfacing) and his double moves. */
  | { readonly kind: 'chooser'; readonly behaviour: Behaviour }
  /** A player who reads Dragnet's screen: any ticket, as a random mover shows it, then the
   *  destinations the other experts find least likely, away from the pawns. `contrariness` scales
   *  how hard he avoids stations the others rate above the flat share. */
  | {
      readonly kind: 'contrarian';
      readonly contrariness: number;
      readonly noise: number;
      /** His chance of playing a double move at the start of a turn, wherever he is. */
      readonly double: number;
    };

/** One forward filter: weights over stations, normalised after every step. */
export class Filter implements Estimator {
  private weights: Float64Array;
  private readonly facts: BoardFacts;

  constructor(
    board: Board,
    readonly spread: Spread,
  ) {
    this.facts = boardFacts(board);
    this.weights = new Float64Array(this.facts.size);
  }

  start(candidates: StationSet): void {
    this.weights = new Float64Array(this.facts.size);
    for (const station of candidates) this.weights[station] = 1;
    normalise(this.weights);
  }

  move(ticket: Ticket, context: MoveContext, reference?: StationProbabilities): number {
    const next = new Float64Array(this.facts.size);
    const { board } = this.facts;
    const spread = this.spread;
    if (spread.kind === 'contrarian') {
      if (!reference) throw new Error('a contrarian filter moves against a reference estimate');
      this.moveAgainst(next, ticket, context, reference, spread.contrariness, spread.noise);
      // Not playing a double move he could have played: as likely from every station.
      if (context.half === 0 && context.canDouble)
        for (let i = 0; i < next.length; i++) next[i] = (next[i] as number) * (1 - spread.double);
    } else if (spread.kind === 'chooser') {
      this.moveChooser(next, ticket, context, spread.behaviour);
    } else if (spread.kind === 'behaviour') {
      const weights = stepWeights(spread.behaviour, this.facts, context);
      for (let from = 1; from < next.length; from++) {
        let mass = this.weights[from] as number;
        if (mass === 0) continue;
        if (weights.double) mass *= 1 - (weights.double[from] as number);
        forEachMove(this.facts, weights, context, from, ticket, (_, to, probability) => {
          next[to] = (next[to] as number) + mass * probability;
        });
      }
    } else {
      for (let from = 1; from < next.length; from++) {
        const mass = this.weights[from] as number;
        if (mass === 0) continue;
        const free = board.ticketNeighbours(from, ticket).filter((to) => !context.occupied.has(to));
        const share = spread.kind === 'even-split' ? mass / free.length : mass;
        for (const to of free) next[to] = (next[to] as number) + share;
      }
    }
    this.weights = next;
    return normalise(this.weights);
  }

  /** A ticket chooser's step: from each station, the shown ticket's share of his taste over the
   *  kinds of ticket he could use there, then an even split over where it leads. */
  private moveChooser(next: Float64Array, ticket: Ticket, context: MoveContext, behaviour: Behaviour): void {
    const { board } = this.facts;
    const taste = (name: Ticket) =>
      Math.exp(behaviour.ticket[name] + (name === 'black' && context.afterReveal ? behaviour.blackAfterReveal : 0));
    const doubled = context.half === 0 && context.canDouble ? doubleChance(behaviour) : 0;
    const tastes = context.usable.map(taste);
    for (let from = 1; from < next.length; from++) {
      const mass = this.weights[from] as number;
      if (mass === 0) continue;
      let all = 0;
      for (let t = 0; t < context.usable.length; t++) {
        if (freeCount(board.ticketNeighbours(from, context.usable[t] as Ticket), context) > 0)
          all += tastes[t] as number;
      }
      const leads = board.ticketNeighbours(from, ticket);
      const free = freeCount(leads, context);
      if (free === 0 || all === 0) continue;
      const share = (mass * (1 - doubled) * taste(ticket)) / all / free;
      for (const to of leads) if (!context.occupied.has(to)) next[to] = (next[to] as number) + share;
    }
  }

  private moveAgainst(
    next: Float64Array,
    ticket: Ticket,
    context: MoveContext,
    reference: StationProbabilities,
    contrariness: number,
    noise: number,
  ): void {
    const { board } = this.facts;
    let support = 0;
    for (const p of reference) if (p > 0) support++;
    const near = pawnDistances(this.facts, context.pawns);
    const appeal = new Float64Array(this.facts.size);
    for (let station = 1; station < appeal.length; station++) {
      const ratio = (reference[station] as number) * support;
      appeal[station] = Math.exp(-contrariness * ratio - ((near[station] as number) <= 1 ? 4 : 0));
    }
    for (let from = 1; from < next.length; from++) {
      const mass = this.weights[from] as number;
      if (mass === 0) continue;
      let all = 0;
      for (const usable of context.usable) {
        for (const to of board.ticketNeighbours(from, usable)) if (!context.occupied.has(to)) all++;
      }
      const free = board.ticketNeighbours(from, ticket).filter((to) => !context.occupied.has(to));
      if (free.length === 0) continue;
      let total = 0;
      for (const to of free) total += appeal[to] as number;
      const ticketChance = free.length / all;
      for (const to of free) {
        const chance = (1 - noise) * ((appeal[to] as number) / total) + noise / free.length;
        next[to] = (next[to] as number) + mass * ticketChance * chance;
      }
    }
  }

  /** How likely `ticket` is from a station drawn evenly from `from`, without moving. */
  ticketChance(ticket: Ticket, context: MoveContext, from: StationSet): number {
    if (this.spread.kind !== 'behaviour') return 1;
    const weights = stepWeights(this.spread.behaviour, this.facts, context);
    let total = 0;
    for (const station of from) {
      let chance = 0;
      forEachMove(this.facts, weights, context, station, ticket, (_, __, probability) => {
        chance += probability;
      });
      total += chance * (weights.double ? 1 - (weights.double[station] as number) : 1);
    }
    return total / Math.max(1, from.size);
  }

  double(context: MoveContext): number {
    if (this.spread.kind === 'contrarian') return this.spread.double;
    if (this.spread.kind === 'chooser') return doubleChance(this.spread.behaviour);
    if (this.spread.kind !== 'behaviour') return 1;
    const weights = stepWeights(this.spread.behaviour, this.facts, { ...context, half: 0, canDouble: true });
    const chance = weights.double as Float64Array;
    const next = new Float64Array(this.weights.length);
    for (let station = 1; station < next.length; station++) {
      next[station] = (this.weights[station] as number) * (chance[station] as number);
    }
    this.weights = next;
    return normalise(this.weights);
  }

  /** The share of the weight on `candidates` (how well this filter foresaw the observation). */
  massOn(candidates: StationSet): number {
    let mass = 0;
    for (const station of candidates) mass += this.weights[station] ?? 0;
    return mass;
  }

  observe(candidates: StationSet): void {
    // Already exactly on the set (the usual case right after a move): nothing to do.
    let mass = 0;
    let support = 0;
    for (const weight of this.weights) if (weight > 0) support++;
    for (const station of candidates) mass += this.weights[station] ?? 0;
    if (support === candidates.size && Math.abs(mass - 1) < 1e-12) return;
    const next = new Float64Array(this.facts.size);
    for (const station of candidates) next[station] = this.weights[station] ?? 0;
    // A record that contradicts this filter's history (only after an inconsistency the table must
    // fix) leaves it nothing: start again flat over what the record allows.
    if (sum(next) === 0) for (const station of candidates) next[station] = 1;
    this.weights = next;
    normalise(this.weights);
  }

  probabilities(): StationProbabilities {
    return this.weights;
  }

  clone(): Filter {
    const copy = new Filter(this.facts.board, this.spread);
    copy.weights = this.weights.slice();
    return copy;
  }
}

/** Every candidate equally likely. */
export class Flat implements Estimator {
  private weights = new Float64Array(0);
  private candidates: StationSet | null = null;

  /** `tickets`, when given, says how likely a shown ticket is from a station nobody can rank:
   *  a filter started even over the candidates each time (a random mover's choice of tickets). */
  constructor(
    private readonly size: number,
    readonly tickets: Filter | null = null,
  ) {}

  start(candidates: StationSet): void {
    this.observe(candidates);
  }
  move(ticket: Ticket, context: MoveContext): number {
    if (!this.tickets || !this.candidates) return 1;
    return this.tickets.ticketChance(ticket, context, this.candidates);
  }
  double(context: MoveContext): number {
    if (!this.tickets || !this.candidates) return 1;
    this.tickets.start(this.candidates);
    return this.tickets.double(context);
  }
  massOn(candidates: StationSet): number {
    let mass = 0;
    for (const station of candidates) mass += this.weights[station] ?? 0;
    return mass;
  }
  observe(candidates: StationSet): void {
    this.candidates = candidates;
    this.weights = new Float64Array(this.size);
    const share = 1 / Math.max(1, candidates.size);
    for (const station of candidates) this.weights[station] = share;
  }
  probabilities(): StationProbabilities {
    return this.weights;
  }
  clone(): Flat {
    const copy = new Flat(this.size, this.tickets?.clone() ?? null);
    copy.weights = this.weights.slice();
    copy.candidates = this.candidates;
    return copy;
  }
}

export interface Expert {
  readonly estimator: Filter | Flat;
  readonly prior: number;
}

/** How sure the mixed estimate is, learned in the game: a few powers the blend may be raised to
 *  (each normalised), whose weights follow how well each foresaw what the table saw of him (a
 *  surfacing: the chance it gave the revealed station; a "not there": the chance it gave the rest). */
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

function isTempering(sharpen: number | Sharpness | Tempering): sharpen is Tempering {
  return typeof sharpen !== 'number' && 'rate' in sharpen;
}

/** The experts' predictions mixed by their weights (a Bayesian mixture over the observations that
 *  show where he was, with a small fixed share so that a weight lost early can come back). */
export class Mixture implements Estimator {
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
    /** The blend raised to this power and normalised (1: as mixed); a number, powers to learn, or
     *  a power tempered by the estimate's record in the game. */
    private readonly sharpen: number | Sharpness | Tempering = 1,
  ) {
    this.weights = Float64Array.from(experts.map((expert) => expert.prior));
    normalise(this.weights);
    this.powerWeights = Float64Array.from(typeof sharpen === 'number' || isTempering(sharpen) ? [] : sharpen.priors);
    normalise(this.powerWeights);
    this.power = typeof sharpen === 'number' ? sharpen : isTempering(sharpen) ? sharpen.start : 1;
  }

  /** The power the blend is raised to now (fixed, or tempered in the game). */
  private power: number;

  /** The weight of each learned power (empty for a fixed one). */
  private readonly powerWeights: Float64Array;

  start(candidates: StationSet): void {
    for (const { estimator } of this.experts) estimator.start(candidates);
    this.seen = candidates;
    this.blended = null;
    this.weights.set(this.experts.map((expert) => expert.prior));
    normalise(this.weights);
    if (isTempering(this.sharpen)) this.power = this.sharpen.start;
    else if (typeof this.sharpen !== 'number') {
      this.powerWeights.set(this.sharpen.priors);
      normalise(this.powerWeights);
    }
  }

  move(ticket: Ticket, context: MoveContext): number {
    this.afterMove = true;
    this.blended = null;
    const likelihood = this.experts.map(({ estimator }) =>
      isContrarian(estimator) ? 1 : estimator.move(ticket, context),
    );
    const contrarians = this.experts.flatMap(({ estimator }, k) => (isContrarian(estimator) ? [k] : []));
    if (contrarians.length > 0) {
      // What the other experts now say, which the contrarian player moves against.
      const reference = this.blend((k) =>
        contrarians.includes(k) ? 0 : (this.weights[k] as number) * (likelihood[k] as number),
      );
      for (const k of contrarians) {
        likelihood[k] = ((this.experts[k] as Expert).estimator as Filter).move(ticket, context, reference);
      }
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
      this.weighPowers(candidates);
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
    copy.powerWeights.set(this.powerWeights);
    copy.power = this.power;
    copy.afterMove = this.afterMove;
    copy.seen = this.seen;
    return copy;
  }

  /** The current weight of each expert, in the order given. */
  expertWeights(): readonly number[] {
    return [...this.weights];
  }

  /** The current weight of each learned power, in the order given (empty for a fixed power). */
  sharpnessWeights(): readonly number[] {
    return [...this.powerWeights];
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
      if (isContrarian(estimator)) readers += this.weights[k] as number;
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
      const sharpen = this.sharpen;
      if (typeof sharpen !== 'number' && !isTempering(sharpen) && sharpen.use === 'mean') {
        let power = 0;
        sharpen.powers.forEach((value, j) => {
          power += value * (this.powerWeights[j] as number);
        });
        for (let station = 0; station < mixed.length; station++) {
          const p = mixed[station] as number;
          if (p > 0) mixed[station] = Math.exp(power * Math.log(p));
        }
        normalise(mixed);
        this.blended = mixed;
      } else if (typeof sharpen !== 'number' && !isTempering(sharpen)) {
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
        this.blended = out;
      } else {
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

  /** Bayes' rule over the powers for an observation of where he was: each power's chance of what
   *  remains possible, from the blend as it stood before (the experts' weights not yet updated). */
  private weighPowers(candidates: StationSet): void {
    const sharpen = this.sharpen;
    if (typeof sharpen === 'number' || isTempering(sharpen)) return;
    const mixed = this.blend((k) => this.weights[k] as number);
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

/** How many of `stations` are free (no pawn on them). */
function freeCount(stations: readonly StationId[], context: MoveContext): number {
  let count = 0;
  for (const to of stations) if (!context.occupied.has(to)) count++;
  return count;
}

/** A behaviour's chance of a double move wherever he is (its base log-odds alone). */
function doubleChance(behaviour: Behaviour): number {
  return 1 / (1 + Math.exp(-behaviour.double.base));
}

function isContrarian(estimator: Estimator): boolean {
  return estimator instanceof Filter && estimator.spread.kind === 'contrarian';
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Scales the values to sum to 1; returns their sum before. */
function normalise(values: Float64Array): number {
  const total = sum(values);
  if (total <= 0) return total;
  for (let i = 0; i < values.length; i++) values[i] = (values[i] as number) / total;
  return total;
}

/** The stations of a distribution from the likeliest down (ties by station id). */
export function rankStations(probabilities: StationProbabilities): StationId[] {
  const stations: StationId[] = [];
  for (let station = 1; station < probabilities.length; station++) {
    if ((probabilities[station] as number) > 0) stations.push(station);
  }
  return stations.sort((a, b) => (probabilities[b] as number) - (probabilities[a] as number) || a - b);
}
