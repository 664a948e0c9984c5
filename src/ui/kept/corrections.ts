// The corrections' undo steps of the game in play, for the tab (not the game's data: only Undo's),
// so a reload still takes a correction back; another game, or a new tab, starts without them. Only
// the logs are kept: the state before a correction is the same in the log it left (game-store.ts).
import { getBoard } from '../../board/graph';
import type { Session } from '../../format/session';
import { readEvent } from '../../format/session-fields';
import type { GameEvent } from '../../game/events';
import { fields, kept } from './kept';

/** A correction as applied: the log before and after it, and the first event it changed. */
export interface Correction {
  readonly before: readonly GameEvent[];
  readonly after: readonly GameEvent[];
  readonly index: number;
}

export interface KeptCorrections {
  /** The game's id. */
  readonly session: string;
  /** Oldest first. */
  readonly steps: readonly Correction[];
}

/** The record's shape; its steps are read with the game they belong to (correctionsOf). */
function parse(value: unknown): KeptCorrections | null {
  const { session, steps } = fields(value) ?? {};
  return typeof session === 'string' && Array.isArray(steps) ? (value as KeptCorrections) : null;
}

// Before ui/kept the same fields were stored without a version.
export const keptCorrections = kept('sessionStorage', 'dragnet.corrections', parse);

/** The corrections kept for `game`, their events read as a saved game's are: none for another
 *  game, or when a step is not a correction of this game's events. */
export function correctionsOf(game: Session): readonly Correction[] {
  const stored = keptCorrections.read();
  if (stored?.session !== game.id) return [];
  const board = getBoard(game.setup.board);
  // readEvent throws on anything but an event of this game; so does a step that is not a record.
  const events = (list: readonly unknown[]) => list.map((event) => readEvent(event, '', game.setup, board));
  try {
    const read = stored.steps.map(({ before, after, index }) => ({
      before: events(before),
      after: events(after),
      index,
    }));
    return read.every(({ before, index }) => Number.isInteger(index) && before[index]) ? read : [];
  } catch {
    return [];
  }
}
