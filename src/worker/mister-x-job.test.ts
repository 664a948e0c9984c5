// The Mister X worker's job: from the set-up, the public events and his secret route, his turn as
// the rules allow it; a route that contradicts the record, or a record that is not at his turn,
// gets a failure code and no move.
import { describe, expect, it } from 'vitest';
import { greedyDetectives } from '../arena/detective-policies';
import { simulateGame } from '../arena/simulate';
import { dragnetX } from '../arena/x-dragnet';
import { applyEvent } from '../game/apply';
import type { GameState } from '../game/state';
import { playMisterX } from './mister-x-job';

describe("Dragnet's Mister X worker job", () => {
  const game = simulateGame({
    seed: 41,
    ruleSet: 'ravensburger-2013',
    detectives: 4,
    maxRounds: 6,
    x: dragnetX('hard'),
    detectivePolicy: greedyDetectives,
  });
  // The last of his turns in the record: the events before it and his route so far.
  const turn = game.states.findLastIndex(
    (state, index) => state.phase === 'x-turn' && state.doubleStep === 0 && game.events[index]?.type === 'x-move',
  );
  const events = game.events.slice(0, turn);
  const route = game.route.slice(0, (game.states[turn] as GameState).log.length + 1);

  it('plans a turn the reducer accepts', () => {
    const response = playMisterX({ id: 7, setup: game.setup, events, route, strength: 'hard', seed: 3 });
    if (!response.ok) throw new Error(response.code);
    expect(response.id).toBe(7);
    let state = game.states[turn] as GameState;
    if (response.double) {
      const result = applyEvent(state, { type: 'x-double' });
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    for (const step of response.steps) {
      expect(state.occupied.has(step.to)).toBe(false);
      const result = applyEvent(state, { type: 'x-move', ticket: step.ticket });
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
    }
    expect(response.steps.length).toBeGreaterThan(0);
  });

  it('refuses a route that contradicts the record, and a record where it is not his turn', () => {
    const wrong = playMisterX({ id: 1, setup: game.setup, events, route: route.slice(1), strength: 'easy', seed: 1 });
    expect(wrong).toEqual({ id: 1, ok: false, code: 'route-length' });
    const detectives = playMisterX({
      id: 2,
      setup: game.setup,
      events: game.events.slice(0, turn + 1),
      route: game.route.slice(0, (game.states[turn + 1] as GameState).log.length + 1),
      strength: 'easy',
      seed: 1,
    });
    expect(detectives.ok).toBe(false);
  });
});
