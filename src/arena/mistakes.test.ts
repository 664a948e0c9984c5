// The generator of `npm run mistakes` (arena/mistakes.ts): a slip of Mister X's entries that a
// later entry shows, with the game played on from the slip. At a table nobody knows the truth, so
// the detectives hunt where the record as entered says he could be; the arena's greedy detectives
// do the same when the game is played again from the slip.
import { describe, expect, it } from 'vitest';
import { replay } from '../game/replay';
import { greedyDetectives } from './detective-policies';
import { injectMistake } from './mistakes';
import { mulberry32 } from './random';
import { simulateGame } from './simulate';
import { evasiveX } from './x-policies';

describe('a slip played on', () => {
  it('keeps the game before the slip, and the detectives hunt on the record as entered after it', () => {
    const game = simulateGame({
      seed: 1,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      x: evasiveX,
      detectivePolicy: greedyDetectives,
    });
    const asPlayed = injectMistake(game, 'ticket', mulberry32(1));
    const playedOn = injectMistake(game, 'ticket', mulberry32(1), undefined, true);
    if (!asPlayed || !playedOn) throw new Error('seed 1: no wrong ticket that shows');
    // The same slip, shown only by a later entry.
    expect(playedOn.index).toBe(asPlayed.index);
    expect(playedOn.later).toBe(true);
    const index = playedOn.index;
    expect(playedOn.events.slice(0, index)).toEqual(game.events.slice(0, index));
    expect(playedOn.events[index]).toEqual(asPlayed.events[index]);
    expect(playedOn.events[index]).not.toEqual(game.events[index]);
    expect(playedOn.replacement).toEqual(game.events[index]);
    // The record ends at the entry that shows the slip, and contradicts itself nowhere before it.
    const states = replay(playedOn.setup, playedOn.events).states;
    expect(states[states.length - 1]?.inconsistencies[0]?.event).toBe(playedOn.events.length - 1);
    expect(states[states.length - 2]?.inconsistencies).toEqual([]);
    // After the slip the detectives moved otherwise than in the game without it.
    const later = (events: readonly unknown[]) => JSON.stringify(events.slice(index + 1, index + 6));
    expect(later(playedOn.events)).not.toBe(later(asPlayed.events));
  });
});
