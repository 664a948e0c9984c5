// The flat estimate: every candidate equally likely. It keeps the mixture's support exactly the
// candidate set, and the mixture near it against a player no other expert describes.
import type { Ticket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import type { Estimator, StationProbabilities } from './estimator';
import type { Filter } from './filter';
import type { MoveContext } from './move-model';

/** Every candidate equally likely. */
export class Flat implements Estimator {
  readonly readsOthers = false;
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
