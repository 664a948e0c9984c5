// Corrections are replays (STYLE.md rule 2): a changed past event replays the rest of the log, and
// the preview says which later event would no longer fit. An answer to "was he there?" that would
// no longer be asked (RULES.md "Capture": the app asks when a pawn ends on a candidate station) is
// not a mistake of the table and is dropped instead of cutting off the rest of the game.
import { describe, expect, it } from 'vitest';
import { answer, pawnMove, rbSetup, xMove } from '../../tests/support/game-builder';
import type { GameEvent } from './events';
import { previewCorrection, replay, undo } from './replay';
import type { Setup } from './setup';

// RB 2013, 2 detectives + 2 Bobbies on 13, 26, 29, 34; Mister X's card is 35.
const base = rbSetup([13, 26, 29, 34], 2);
const setup: Setup = { ...base, misterX: { ...base.misterX, startCards: [35] } };
// From 35 (taxi only) a taxi reaches 22, 36, 48, 65 (board). Yellow Bobby (34) ends on 22.
const events: GameEvent[] = [
  xMove('taxi'),
  pawnMove('red', 4, 'taxi'),
  pawnMove('blue', 15, 'taxi'),
  pawnMove('green', 41, 'taxi'),
  pawnMove('yellow', 22, 'taxi'),
  answer(false),
  xMove('taxi'),
];

describe('previewCorrection', () => {
  it('replays the corrected log: every later event still fits, and the set changes', () => {
    expect(replay(setup, events).failure).toBeNull();
    const preview = previewCorrection(setup, events, 6, xMove('bus'));
    expect(preview.replay.failure).toBeNull();
    expect(preview.keptEvents).toBe(events.length);
    expect(preview.droppedAnswers).toBe(0);
  });

  it('drops an answer nobody would be asked any more, and keeps the moves after it', () => {
    // A bus from 35 reaches nothing (35 is a taxi-only station, board): 22 is no candidate, so
    // "was he there?" at 22 would not be asked; the record then contradicts itself.
    const preview = previewCorrection(setup, events, 0, xMove('bus'));
    expect(preview.droppedAnswers).toBe(1);
    expect(preview.events).toHaveLength(events.length - 1);
    expect(preview.events.some((event) => event.type === 'answer')).toBe(false);
    expect(preview.keptEvents).toBe(events.length - 1);
  });

  it('names the first later event that breaks, and keeps what comes before it', () => {
    // Red to 4 by bus: 13-4 is a taxi line only (board), so it breaks at index 1.
    const preview = previewCorrection(setup, events, 1, pawnMove('red', 4, 'bus'));
    expect(preview.replay.failure?.index).toBe(1);
    expect(preview.keptEvents).toBe(1);
  });

  it('deletes an event when the replacement is null', () => {
    const preview = previewCorrection(setup, events, 6, null);
    expect(preview.events).toEqual(events.slice(0, 6));
  });
});

describe('undo', () => {
  it('drops the last events, any number of steps', () => {
    expect(undo(events, 2)).toEqual(events.slice(0, 5));
    expect(undo(events, 99)).toEqual([]);
  });
});
