// Applying a correction from the correction sheet: loaded with the sheet, not with the table
// screen (the table's own state and Undo live in game-store.ts).
import { batch } from '@preact/signals';
import type { GameEvent } from '../../game/events';
import { replay } from '../../game/replay';
import { corrections, keepCorrections, record, replayed, session } from './game-store';

/** Applies a correction previewed with `previewCorrection` (game/corrections.ts): `events` is the
 *  whole corrected log, `index` the first event it changed. Refused (false) unless every event
 *  replays: a correction never cuts off the rest of the game. */
export function correct(events: readonly GameEvent[], index: number): boolean {
  const current = session.value;
  if (!current?.events[index] || !replayed.value?.states[index] || replay(current.setup, events).failure) return false;
  batch(() => {
    corrections.value = [...corrections.value, { before: current.events, after: events, index }];
    keepCorrections(current.id, corrections.value);
    record(current, events);
  });
  return true;
}
