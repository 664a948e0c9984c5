// The messages between the table and Dragnet's Mister X worker: plain, structured-cloneable data.
// The route is his secret: it goes to the worker and back, and nowhere else on the page.
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { XStep } from '../mister-x/moves';
import type { Strength } from '../mister-x/player';

export interface MisterXRequest {
  readonly id: number;
  readonly setup: Setup;
  /** The public record up to his turn. */
  readonly events: readonly GameEvent[];
  /** His start station, then his station after each log entry (internal station ids). */
  readonly route: readonly StationId[];
  readonly strength: Strength;
  readonly seed: number;
}

export type MisterXResponse =
  /** His turn: a double-move ticket first or not, then the entries in order. */
  | { readonly id: number; readonly ok: true; readonly double: boolean; readonly steps: readonly XStep[] }
  /** The record or route cannot be played from (a code, for the table to word). */
  | { readonly id: number; readonly ok: false; readonly code: string };
