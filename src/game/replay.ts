// Replay: the log is the truth. Every derived fact comes from folding the events over the set-up;
// undo drops the last event and a correction replaces one and replays the rest (corrections.ts).

import { applyEvent } from './apply';
import type { GameEvent } from './events';
import type { GameError } from './messages';
import type { Setup } from './setup';
import { validateSetup } from './setup';
import type { GameState } from './state';
import { initialState } from './state';

export interface ReplayFailure {
  /** Index of the first event that cannot be applied; -1 when the set-up itself is invalid. */
  readonly index: number;
  readonly error: GameError;
}

export interface Replay {
  /** states[0] is before any event; states[i + 1] is after event i. Stops at a failure. */
  readonly states: readonly GameState[];
  readonly failure: ReplayFailure | null;
}

export function replay(setup: Setup, events: readonly GameEvent[]): Replay {
  const invalid = validateSetup(setup);
  if (invalid) return { states: [], failure: { index: -1, error: invalid } };
  let state = initialState(setup);
  const states: GameState[] = [state];
  for (let index = 0; index < events.length; index++) {
    const result = applyEvent(state, events[index] as GameEvent);
    if (!result.ok) return { states, failure: { index, error: result.error } };
    state = result.state;
    states.push(state);
  }
  return { states, failure: null };
}

/** The last state of a replay (the initial state when it failed before any event). */
export function finalState(result: Replay): GameState | undefined {
  return result.states[result.states.length - 1];
}

export function undo(events: readonly GameEvent[], steps = 1): GameEvent[] {
  return events.slice(0, Math.max(0, events.length - steps));
}
