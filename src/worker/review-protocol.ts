// The messages between the review screen and the review worker: plain, structured-cloneable data.
// Three requests: a game about to be reviewed (its turns weighed ahead while the page draws), a
// whole game to review, turn by turn, and one plan of a turn to weigh ("Try it").
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { ReviewedMove, ReviewedTurn, WeighedPlan } from '../inference/review/review';

export interface GameReviewRequest {
  readonly kind: 'game';
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** His true station after each entry (index 0: his start), null where unknown. */
  readonly route: readonly (StationId | null)[] | null;
  /** Rate his entries too (a person played him and typed his logbook). */
  readonly rateMisterX: boolean;
  /** Plans weighed per detectives' turn. */
  readonly evaluations: number;
}

/** The game a review is about to ask for: the worker weighs its detectives' turns (which do not
 *  depend on his route) until the game request comes, and that request uses them. No answer. */
export interface PrepareRequest {
  readonly kind: 'prepare';
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  readonly evaluations: number;
}

/** The moves a table tries for the detectives' turn that begins at `step` of the game, weighed
 *  against that turn's best plan as the review weighs it. */
export interface PlanRequest {
  readonly kind: 'plan';
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  readonly step: number;
  readonly best: readonly ReviewedMove[];
  readonly tried: readonly ReviewedMove[];
}

export type ReviewRequest = GameReviewRequest | PlanRequest;

/** What the worker receives: a request, or a game to prepare. */
export type WorkerRequest = NumberedRequest | PrepareRequest;

/** A request as the worker receives it: numbered, so that its answer names it (a worker weighs one
 *  plan after another, and the screen hears only the latest). */
export type NumberedRequest = ReviewRequest & { readonly id?: number };

/** One turn reviewed (`rounds`: how many rounds the game has, for the progress bar), then done;
 *  or a plan weighed (null: not a whole plan that can be entered). */
export type ReviewMessage = (
  | { readonly kind: 'turn'; readonly turn: ReviewedTurn; readonly rounds: number }
  | { readonly kind: 'done' }
  | { readonly kind: 'plan'; readonly weighed: WeighedPlan | null }
  | { readonly kind: 'failed' }
) & { readonly id?: number };
