// The model's common ground (docs/probabilities.md): an estimator of where Mister X is, fed the
// record event by event, and the probability per station it reads off.
import type { StationId, Ticket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import type { MoveContext } from './move-model';

/** A probability by station id (index 0 unused); zero outside the candidate set. */
export type StationProbabilities = Float64Array;

/** What an estimator is told of a shown ticket: his situation as the table knows it and, for an
 *  expert that moves against the others (`readsOthers`), their estimate after the same ticket. */
export interface StepContext extends MoveContext {
  readonly reference?: StationProbabilities;
}

/** Anything that estimates his whereabouts from the record, event by event. */
export interface Estimator {
  /** It moves against the other experts' estimate: a mixture moves it last, with that estimate
   *  as the context's `reference`. */
  readonly readsOthers: boolean;
  /** Before any move: his possible start stations. */
  start(candidates: StationSet): void;
  /** He showed a ticket for one log entry. Returns how likely this estimate found that ticket
   *  (1 when it has no opinion). */
  move(ticket: Ticket, context: StepContext): number;
  /** He played a double-move ticket. Returns how likely this estimate found it. */
  double(context: MoveContext): number;
  /** The candidate set after any event: what the record rules out (a reveal, a "not there"
   *  answer, a capture) is evidence. */
  observe(candidates: StationSet): void;
  probabilities(): StationProbabilities;
  /** An independent copy, to ask "what if" without disturbing this one. */
  clone(): Estimator;
}

export function sum(values: Float64Array): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** Scales the values to sum to 1; returns their sum before. */
export function normalise(values: Float64Array): number {
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
