// @vitest-environment happy-dom
// A reload comes back to the pawn the table had chosen (a new player found another pawn chosen
// after a reload), for the same game only, and only while that pawn still has to move.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { enter, session, startSession } from './game-store';
import { activePawn, selectPawn } from './table-actions';

/** RB 2013, 2 detectives + 2 Bobbies: Red 13, Blue 26, Green Bobby 29, Yellow Bobby 34. */
function game(id: string): Session {
  return {
    id,
    name: 'Test',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    setup: presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] }),
    events: [{ type: 'x-move', ticket: 'taxi' }],
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => startSession(null));

describe('the chosen pawn after a reload', () => {
  it('is the one the table chose, in the same game', () => {
    startSession(game('a'));
    expect(activePawn.value).toBe(0);
    selectPawn('blue');
    expect(activePawn.value).toBe(1);
    // A reload: the page starts again from the saved game.
    startSession(null);
    startSession(game('a'));
    expect(activePawn.value).toBe(1);
  });

  it('is the first to move in another game, and once the chosen pawn has moved', () => {
    startSession(game('a'));
    selectPawn('blue');
    startSession(game('b'));
    expect(activePawn.value).toBe(0);
    startSession(game('a'));
    enter({ type: 'pawn-move', pawn: 'blue', to: 15, ticket: 'taxi' });
    const saved = session.value as Session;
    startSession(null);
    startSession(saved);
    expect(activePawn.value).toBe(0);
  });
});
