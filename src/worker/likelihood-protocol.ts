// The messages between the app and the likelihood worker: plain, structured-cloneable data.
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';

export interface LikelihoodRequest {
  readonly id: number;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** 'last' (the table): the estimate after the last event. 'every' (the review): after each. */
  readonly steps?: 'last' | 'every';
}

export type LikelihoodResponse =
  /** The probability of each station (index = station id) after the last event. */
  | { readonly id: number; readonly ok: true; readonly probabilities: Float64Array }
  /** The same after each event: index k is after k events (0: the start). */
  | { readonly id: number; readonly ok: true; readonly every: readonly Float64Array[] }
  | { readonly id: number; readonly ok: false };
