// What a tap on the map means: it never does something else silently. RB 2013
// (rules/003_44999932a4cf8209.txt "How to play"): "All playing pieces can only be moved to
// unoccupied stations", and the pawns move "in any order".
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { english } from '../../words/english';
import { enter, game, refusal, selectedPawn, startSession } from './game-store';
import { activePawn, revealDraft, selectPawn, tapPawn, tapStation, waitingPawn } from './table-actions';

/** RB 2013, 2 detectives + 2 Bobbies: Red 13, Blue 26, Green Bobby 29, Yellow Bobby 34; X card 35. */
function start(xCards = [35], surfacing = [3, 8, 13, 18, 24]): void {
  const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
  const session: Session = {
    id: 'test',
    name: 'Test',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    setup: { ...setup, ruleSet: 'custom', surfacing, misterX: { ...setup.misterX, startCards: xCards } },
    events: [],
  };
  startSession(session);
}

const refusedText = () => {
  const setup = game.value?.game.setup;
  return refusal.value && setup ? english.rule(refusal.value, setup) : null;
};

beforeEach(() => start());
afterEach(() => startSession(null));

describe('a tap on a pawn while another waits for its destination', () => {
  it('says the station is taken and selects nothing else', () => {
    enter({ type: 'x-move', ticket: 'taxi' });
    selectPawn('red');
    expect(waitingPawn.value).toBe(0);
    tapPawn('blue');
    expect(refusedText()).toBe('Station 26 is taken by Blue.');
    expect(selectedPawn.value).toBe('red');
    // The same for a tap on the station itself, and for a pawn that has moved.
    refusal.value = null;
    tapStation(29);
    expect(refusedText()).toBe('Station 29 is taken by Green Bobby.');
    expect(activePawn.value).toBe(0);
    expect(game.value?.events).toBe(1);
  });

  it('another pawn is chosen by its chip', () => {
    enter({ type: 'x-move', ticket: 'taxi' });
    selectPawn('red');
    selectPawn('blue');
    expect(activePawn.value).toBe(1);
    expect(refusal.value).toBeNull();
  });
});

describe('a tap on a pawn when none is waiting', () => {
  it('selects that pawn', () => {
    enter({ type: 'x-move', ticket: 'taxi' });
    expect(waitingPawn.value).toBeNull();
    tapPawn('yellow');
    expect(selectedPawn.value).toBe('yellow');
    expect(activePawn.value).toBe(3);
    expect(refusal.value).toBeNull();
  });

  it('a pawn that has moved is a taken station, not a pawn to choose', () => {
    enter({ type: 'x-move', ticket: 'taxi' });
    enter({ type: 'pawn-move', pawn: 'red', to: 4, ticket: 'taxi' });
    tapPawn('red');
    expect(refusedText()).toBe('Station 4 is taken by Red.');
    expect(selectedPawn.value).toBeNull();
  });
});

describe('a reveal on a station a pawn stands on', () => {
  it('is refused at once, without asking "enter anyway?" first', () => {
    // A custom game in which he surfaces after entry 1 (RB 2013 "Mister X surfaces" uses 3, 8, ...).
    start([35], [1]);
    enter({ type: 'x-move', ticket: 'taxi' });
    expect(game.value?.phase).toBe('x-reveal');
    tapStation(13);
    expect(refusedText()).toBe('Station 13 is taken by Red.');
    expect(revealDraft.value).toBeNull();
    expect(game.value?.phase).toBe('x-reveal');
    // A free station the record rules out still asks first (RULES.md "What the deduction must
    // guarantee": a contradiction is reported, never refused).
    refusal.value = null;
    tapStation(1);
    expect(revealDraft.value).toBe(1);
    expect(refusal.value).toBeNull();
  });
});
