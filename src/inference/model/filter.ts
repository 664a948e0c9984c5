// One forward filter over his possible histories: weights over stations, moved by each shown ticket
// as its `Spread` says he moves (at random, like a cautious player, a ticket chooser, or against
// the other experts' estimate), and cut to what the record allows after every event.
import type { Board } from '../../board/graph';
import type { StationId, Ticket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import type { Estimator, StationProbabilities, StepContext } from './estimator';
import { normalise, sum } from './estimator';
import type { Behaviour, BoardFacts, MoveContext } from './move-model';
import { boardFacts, forEachMove, pawnDistances, stepWeights } from './move-model';

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

  /** He moves against the others' estimate only when he reads the screen. */
  get readsOthers(): boolean {
    return this.spread.kind === 'contrarian';
  }

  move(ticket: Ticket, context: StepContext): number {
    this.weights = this.step(ticket, context);
    return normalise(this.weights);
  }

  /** The weights after a shown ticket, not yet normalised: each station's weight spread over the
   *  ticket's moves from there as `spread` says he moves. */
  private step(ticket: Ticket, context: StepContext): Float64Array {
    const next = new Float64Array(this.facts.size);
    const spread = this.spread;
    switch (spread.kind) {
      case 'histories':
      case 'even-split':
        this.moveFree(next, ticket, context, spread.kind === 'even-split');
        return next;
      case 'behaviour':
        this.moveBehaviour(next, ticket, context, spread.behaviour);
        return next;
      case 'chooser':
        this.moveChooser(next, ticket, context, spread.behaviour);
        return next;
      case 'contrarian':
        if (!context.reference) throw new Error('a contrarian filter moves against a reference estimate');
        this.moveAgainst(next, ticket, context, context.reference, spread.contrariness, spread.noise);
        // Not playing a double move he could have played: as likely from every station.
        if (context.half === 0 && context.canDouble)
          for (let i = 0; i < next.length; i++) next[i] = (next[i] as number) * (1 - spread.double);
        return next;
    }
  }

  /** Every free station the ticket reaches takes the station's whole weight (`split` false: each
   *  history counts once) or an even share of it. */
  private moveFree(next: Float64Array, ticket: Ticket, context: MoveContext, split: boolean): void {
    const { board } = this.facts;
    for (let from = 1; from < next.length; from++) {
      const mass = this.weights[from] as number;
      if (mass === 0) continue;
      const free = board.ticketNeighbours(from, ticket).filter((to) => !context.occupied.has(to));
      const share = split ? mass / free.length : mass;
      for (const to of free) next[to] = (next[to] as number) + share;
    }
  }

  /** The behaviour model's step: from each station, his chance of each move with the shown ticket,
   *  having not played a double move there. */
  private moveBehaviour(next: Float64Array, ticket: Ticket, context: MoveContext, behaviour: Behaviour): void {
    const weights = stepWeights(behaviour, this.facts, context);
    for (let from = 1; from < next.length; from++) {
      let mass = this.weights[from] as number;
      if (mass === 0) continue;
      if (weights.double) mass *= 1 - (weights.double[from] as number);
      forEachMove(this.facts, weights, context, from, ticket, (_, to, probability) => {
        next[to] = (next[to] as number) + mass * probability;
      });
    }
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
    const spread = this.spread;
    switch (spread.kind) {
      case 'histories':
      case 'even-split':
      case 'chooser':
      case 'contrarian':
        return 1;
      case 'behaviour':
        return this.behaviourTicketChance(spread.behaviour, ticket, context, from);
    }
  }

  private behaviourTicketChance(behaviour: Behaviour, ticket: Ticket, context: MoveContext, from: StationSet): number {
    const weights = stepWeights(behaviour, this.facts, context);
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
    const spread = this.spread;
    switch (spread.kind) {
      case 'histories':
      case 'even-split':
        return 1;
      case 'contrarian':
        return spread.double;
      case 'chooser':
        return doubleChance(spread.behaviour);
      case 'behaviour':
        return this.doubleBehaviour(spread.behaviour, context);
    }
  }

  /** The behaviour model's double move: each station's weight times his chance of one there. */
  private doubleBehaviour(behaviour: Behaviour, context: MoveContext): number {
    const weights = stepWeights(behaviour, this.facts, { ...context, half: 0, canDouble: true });
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
