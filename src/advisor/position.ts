// The position to advise on after a record: whose turn it is, and on the detectives' turn the
// state and where Mister X probably is. While a "Was Mister X there?" question is open, the plan
// is for the pawns after a "no" (after a "yes" the game is over and needs no plan). A reader
// remembers the record it last read, so a record that only grew is followed event by event.

import { applyEvent } from '../game/apply';
import type { GameEvent } from '../game/events';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';

export type Turn = 'detectives' | 'mister-x' | 'over';

export type Position =
  | { readonly turn: 'detectives'; readonly state: GameState; readonly probabilities: Float64Array }
  | { readonly turn: 'mister-x' | 'over' };

export function turnOf(state: GameState): Turn {
  switch (state.phase) {
    case 'over':
      return 'over';
    case 'x-turn':
    case 'x-reveal':
      return 'mister-x';
    case 'pawns':
    case 'question':
      return 'detectives';
  }
}

/** The state to plan from after a record (after a "no" while a question is open), without the
 *  probabilities: enough for a quick first plan over the candidate set. */
export function stateToAdvise(states: readonly GameState[]): GameState | null {
  const last = states[states.length - 1];
  if (!last || turnOf(last) !== 'detectives') return null;
  if (last.phase !== 'question') return last;
  const result = applyEvent(last, { type: 'answer', found: false });
  return result.ok && turnOf(result.state) === 'detectives' ? result.state : null;
}

/** Every candidate equally likely (before the probability model has followed the record). */
export function evenly(state: GameState): Float64Array {
  const probabilities = new Float64Array(state.game.board.maxStationId + 1);
  for (const station of state.candidates) probabilities[station] = 1 / state.candidates.size;
  return probabilities;
}

export class PositionReader {
  private first: GameState | null = null;
  private events: GameEvent[] = [];
  private estimator: Estimator | null = null;

  /** The position after the last of `events`; `states` is their replay (states[0] the start). */
  read(states: readonly GameState[], events: readonly GameEvent[]): Position {
    const first = states[0];
    const last = states[states.length - 1];
    if (!first || !last) return { turn: 'over' };
    const turn = turnOf(last);
    if (turn !== 'detectives') return { turn };
    const estimator = this.follow(states, events);
    if (last.phase !== 'question') return { turn, state: last, probabilities: estimator.probabilities().slice() };
    const answer: GameEvent = { type: 'answer', found: false };
    const result = applyEvent(last, answer);
    if (!result.ok) return { turn: 'over' };
    const next = turnOf(result.state);
    if (next !== 'detectives') return { turn: next };
    const copy = estimator.clone();
    observeEvent(copy, last, answer, result.state);
    return { turn, state: result.state, probabilities: copy.probabilities().slice() };
  }

  /** Whether the reader has followed a record that this one only adds to (so reading it is quick). */
  follows(states: readonly GameState[], events: readonly GameEvent[]): boolean {
    const first = states[0];
    return (
      this.estimator !== null &&
      this.first !== null &&
      first !== undefined &&
      JSON.stringify(this.first.game.setup) === JSON.stringify(first.game.setup) &&
      this.events.length <= events.length &&
      this.events.every((event, index) => JSON.stringify(event) === JSON.stringify(events[index]))
    );
  }

  /** The estimator after every event, reusing the last record's when this one only adds events
   *  (same set-up, same events so far). */
  private follow(states: readonly GameState[], events: readonly GameEvent[]): Estimator {
    const first = states[0] as GameState;
    if (!this.follows(states, events) || !this.estimator) {
      this.first = first;
      this.events = [];
      this.estimator = startEstimator(probabilityModel(first.game.board), first);
    }
    const estimator = this.estimator;
    for (let index = this.events.length; index < events.length && index + 1 < states.length; index++) {
      observeEvent(estimator, states[index] as GameState, events[index] as GameEvent, states[index + 1] as GameState);
      this.events.push(events[index] as GameEvent);
    }
    return estimator;
  }
}

/** The position after the last of `events` (a reader of its own: nothing remembered). */
export function positionAfter(states: readonly GameState[], events: readonly GameEvent[]): Position {
  return new PositionReader().read(states, events);
}
