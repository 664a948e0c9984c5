// The messages between the table and the mistakes worker: plain, structured-cloneable data.
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { Fix } from '../inference/mistakes';

export interface MistakesRequest {
  readonly id: number;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** Only get ready: a search on a made-up record of this set-up (`warmUp`), answered with no fix. */
  readonly warm?: boolean;
}

/** The likeliest single-entry corrections of the record, likeliest first (empty: none found). */
export interface MistakesResponse {
  readonly id: number;
  readonly fixes: readonly Fix[];
}
