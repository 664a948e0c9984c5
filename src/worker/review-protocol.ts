// The messages between the review screen and the review worker: plain, structured-cloneable data.
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { ReviewedTurn } from '../inference/review';

export interface ReviewRequest {
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** His true station after each entry (index 0: his start), null where unknown. */
  readonly route: readonly (StationId | null)[] | null;
  /** Rate his entries too (a person played him and typed his logbook). */
  readonly rateMisterX: boolean;
  /** Plans weighed per detectives' turn. */
  readonly evaluations: number;
}

/** One turn reviewed (`rounds`: how many rounds the game has, for the progress bar), then done. */
export type ReviewMessage =
  | { readonly kind: 'turn'; readonly turn: ReviewedTurn; readonly rounds: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'failed' };
