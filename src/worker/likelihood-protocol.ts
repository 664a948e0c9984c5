// The messages between the table and the likelihood worker: plain, structured-cloneable data.
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';

export interface LikelihoodRequest {
  readonly id: number;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
}

export type LikelihoodResponse =
  /** The probability of each station (index = station id) after the last event. */
  | { readonly id: number; readonly ok: true; readonly probabilities: Float64Array }
  | { readonly id: number; readonly ok: false };
