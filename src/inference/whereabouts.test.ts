// The probabilities over whole simulated games (src/arena): after every event their support is
// exactly the candidate set (RULES.md "What the deduction must guarantee": the set is the promise,
// the probabilities only rank it), they sum to 1, and they follow the record when it contradicts
// itself. Games of both rule sets, 1 to 5 Ravensburger detective players (Bobbies, the pooled
// two-player game), voluntary surfacing, and every Mister X bot of the arena.
import { describe, expect, it } from 'vitest';
import { pawnPass, rbSetup, xMove } from '../../tests/support/game-builder';
import { greedyDetectives, randomDetectives } from '../arena/detective-policies';
import type { SimulationOptions } from '../arena/simulate';
import { simulateGame } from '../arena/simulate';
import { evasiveX, X_POLICIES } from '../arena/x-policies';
import type { GameEvent } from '../game/events';
import { replay } from '../game/replay';
import type { GameState } from '../game/state';
import { replayProbabilities } from './whereabouts';

function expectSupportIsTheSet(states: readonly GameState[], chances: readonly Float64Array[], what: string): void {
  expect(chances).toHaveLength(states.length);
  states.forEach((state, step) => {
    const probabilities = chances[step] as Float64Array;
    let sum = 0;
    for (let station = 0; station < probabilities.length; station++) {
      const p = probabilities[station] as number;
      const candidate = state.candidates.has(station);
      if (candidate !== p > 0)
        throw new Error(`${what}, step ${step}: station ${station} has ${p}, candidate ${candidate}`);
      sum += p;
    }
    if (!state.candidates.isEmpty() && Math.abs(sum - 1) > 1e-9) throw new Error(`${what}, step ${step}: sum ${sum}`);
  });
}

describe('probabilities over simulated games', () => {
  const tables: Omit<SimulationOptions, 'seed'>[] = [
    { ruleSet: 'ravensburger-2013', detectives: 1 },
    { ruleSet: 'ravensburger-2013', detectives: 2 },
    { ruleSet: 'ravensburger-2013', detectives: 3 },
    { ruleSet: 'ravensburger-2013', detectives: 5 },
    { ruleSet: 'milton-bradley-1985', voluntarySurfacing: true },
  ];

  it('give every candidate a positive probability and nothing else any, summing to 1, after every event', () => {
    let games = 0;
    let seed = 1;
    for (const table of tables) {
      for (const x of X_POLICIES) {
        for (const detectivePolicy of [greedyDetectives, randomDetectives]) {
          const game = simulateGame({ ...table, seed: seed++, x, detectivePolicy });
          expectSupportIsTheSet(
            game.states,
            replayProbabilities(game.states, game.events),
            `${x.name} seed ${seed - 1}`,
          );
          games++;
        }
      }
      // The fuzzing players of the property tests: black tickets, ferry, doubles, stranded pawns.
      for (let i = 0; i < 6; i++) {
        const game = simulateGame({ ...table, seed: seed++ });
        expectSupportIsTheSet(game.states, replayProbabilities(game.states, game.events), `fuzz seed ${seed - 1}`);
        games++;
      }
    }
    expect(games).toBe(70);
  }, 60_000);

  it('follow a record that contradicts itself: a reveal outside the set is his station', () => {
    // A simulated game up to his first surfacing, with a station typed that the record rules out
    // (accepted and reported as an inconsistency: docs/design.md "Refusals and inconsistencies").
    const game = simulateGame({ ruleSet: 'ravensburger-2013', detectives: 4, seed: 7, x: evasiveX });
    const at = game.events.findIndex((event) => event.type === 'x-reveal');
    const before = game.states[at] as GameState;
    const outside = before.game.board.stationIds.find(
      (station) => !before.candidates.has(station) && !before.occupied.has(station),
    ) as number;
    const events = [...game.events.slice(0, at), { type: 'x-reveal' as const, station: outside }];
    const result = replay(game.setup, events);
    expect(result.failure).toBeNull();
    const last = result.states[result.states.length - 1] as GameState;
    expect(last.inconsistencies).toHaveLength(1);
    const chances = replayProbabilities(result.states, events);
    expectSupportIsTheSet(result.states, chances, 'contradiction');
    expect(chances[chances.length - 1]?.[outside]).toBeCloseTo(1, 12);
  });
});

describe('a pawn the table passed', () => {
  it('tells nothing about Mister X: the probabilities stay as they were', () => {
    // Red boxed in on 106 (board: taxi to 105 and 107 only) by Blue and Green, still to move.
    const events: GameEvent[] = [xMove('taxi'), pawnPass('red')];
    const states = replay(rbSetup([106, 105, 107, 108], 2, { pawnStartCards: null }), events).states;
    const chances = replayProbabilities(states, events);
    expect(chances).toHaveLength(3);
    expect(chances[2]).toEqual(chances[1]);
  });
});
