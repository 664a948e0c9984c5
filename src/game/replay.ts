// Replay: the log is the truth. Every derived fact comes from folding the events over the set-up;
// undo drops the last event and a correction replaces one and replays the rest.

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

/** What a correction would do before it is made: the new replay and the first event it makes
 *  illegal, if any. `replacement` null deletes the event. */
export interface CorrectionPreview {
  readonly events: readonly GameEvent[];
  readonly replay: Replay;
  /** How many of `events` replay; the rest would be dropped. */
  readonly keptEvents: number;
  /** "Was he there?" answers dropped because, after the correction, that pawn no longer landed
   *  on a station he could be on (so nobody would have asked). */
  readonly droppedAnswers: number;
}

export function previewCorrection(
  setup: Setup,
  events: readonly GameEvent[],
  index: number,
  replacement: GameEvent | null,
): CorrectionPreview {
  if (index < 0 || index >= events.length) throw new RangeError(`no event ${index}`);
  let corrected = replacement
    ? [...events.slice(0, index), replacement, ...events.slice(index + 1)]
    : [...events.slice(0, index), ...events.slice(index + 1)];
  let result = replay(setup, corrected);
  let droppedAnswers = 0;
  // An answer nobody would have been asked for is not a mistake of the table: drop it, go on.
  while (result.failure && result.failure.index > index && corrected[result.failure.index]?.type === 'answer') {
    if (result.failure.error.code !== 'no-question') break;
    corrected = [...corrected.slice(0, result.failure.index), ...corrected.slice(result.failure.index + 1)];
    droppedAnswers++;
    result = replay(setup, corrected);
  }
  return {
    events: corrected,
    replay: result,
    keptEvents: result.failure ? result.failure.index : corrected.length,
    droppedAnswers,
  };
}

export function undo(events: readonly GameEvent[], steps = 1): GameEvent[] {
  return events.slice(0, Math.max(0, events.length - steps));
}
