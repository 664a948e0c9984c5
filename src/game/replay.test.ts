// The log is the truth (STYLE.md rule 2): every state is a replay of the events, and undo drops
// events from the end of the log. Corrections: corrections.test.ts.
import { describe, expect, it } from 'vitest';
import { answer, pawnMove, rbSetup, xMove } from '../../tests/support/game-builder';
import type { GameEvent } from './events';
import { replay, undo } from './replay';

// RB 2013, 2 detectives + 2 Bobbies on 13, 26, 29, 34.
const setup = rbSetup([13, 26, 29, 34], 2);
const events: GameEvent[] = [
  xMove('taxi'),
  pawnMove('red', 4, 'taxi'),
  pawnMove('blue', 15, 'taxi'),
  pawnMove('green', 41, 'taxi'),
  pawnMove('yellow', 22, 'taxi'),
  // 22 is a station he could be on after one taxi ride: the table answers.
  answer(false),
  xMove('taxi'),
];

describe('replay', () => {
  it('gives the state before and after every event', () => {
    const result = replay(setup, events);
    expect(result.failure).toBeNull();
    expect(result.states).toHaveLength(events.length + 1);
    expect(result.states[7]?.round).toBe(2);
  });

  it('stops at the first event the rules refuse, naming it (RB 2013: 13-4 is a taxi line only)', () => {
    const result = replay(setup, [xMove('taxi'), pawnMove('red', 4, 'bus'), answer(false)]);
    expect(result.failure).toMatchObject({ index: 1, error: { code: 'no-route' } });
    expect(result.states).toHaveLength(2);
  });
});

describe('undo', () => {
  it('drops the last events, any number of steps', () => {
    expect(undo(events, 2)).toEqual(events.slice(0, 5));
    expect(undo(events, 99)).toEqual([]);
  });
});
