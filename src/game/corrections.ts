// Corrections: the table changes (or deletes) a past event and the rest of the log is replayed
// (STYLE.md rule 2). What a correction changes in answers to "Was Mister X there?" follows from the
// game itself and is repaired in place; only a later event that truly breaks the rules is left for
// the table to fix, and the correction is applied only once every later event fits again. Nothing
// the table recorded is ever dropped silently.
import type { StationId } from '../board/types';
import type { GameEvent } from './events';
import type { Replay, ReplayFailure } from './replay';
import { replay } from './replay';
import type { Setup } from './setup';

/** What a correction would do, shown before it is applied. */
export interface CorrectionPreview {
  /** The log after the correction and the repairs below: the whole game, later events included. */
  readonly events: readonly GameEvent[];
  /** The replay of `events`; it stops at `broken`. */
  readonly replay: Replay;
  /** The first event (index into `events`) the rules refuse after the correction, or null when
   *  every event fits: then the correction can be applied. An index before `firstLater` means the
   *  correction itself does not fit. */
  readonly broken: ReplayFailure | null;
  /** Where the events after the corrected one start in `events` (the corrected index itself when
   *  the event was deleted). */
  readonly firstLater: number;
  /** "Not there" answers added: after the correction a pawn that moved on ended on a station Mister
   *  X could be on, and since the game went on, nobody was caught there. */
  readonly addedAnswers: readonly number[];
  /** "Not there" answers dropped because, after the correction, nobody would have been asked. */
  readonly droppedAnswers: number;
  /** The answer right after a corrected pawn move that now ends elsewhere: it stays, and is now
   *  about the pawn's new station (`index` into `events`; `from`, the station it was about). A new
   *  player changed Green's move from 100 to 125 and found "Mister X was not at 125" in the list,
   *  never said. */
  readonly movedAnswer: { readonly index: number; readonly from: StationId } | null;
}

/** The log with event `index` replaced (or deleted, with null), previewed. */
export function previewCorrection(
  setup: Setup,
  events: readonly GameEvent[],
  index: number,
  replacement: GameEvent | null,
): CorrectionPreview {
  if (index < 0 || index >= events.length) throw new RangeError(`no event ${index}`);
  const corrected = replacement
    ? [...events.slice(0, index), replacement, ...events.slice(index + 1)]
    : [...events.slice(0, index), ...events.slice(index + 1)];
  const preview = repairAfter(setup, corrected, replacement ? index + 1 : index);
  const was = events[index];
  const answer = index + 1;
  const moved =
    was?.type === 'pawn-move' &&
    replacement?.type === 'pawn-move' &&
    replacement.to !== was.to &&
    events[answer]?.type === 'answer' &&
    preview.events[answer]?.type === 'answer' &&
    !preview.addedAnswers.includes(answer);
  return moved ? { ...preview, movedAnswer: { index: answer, from: was.to } } : preview;
}

/**
 * Replays a corrected log, repairing what the correction changed in answers from `firstLater` on
 * (the first event after the corrected one). RULES.md "Capture": when a pawn ends on a station in the candidate set
 * the app asks whether Mister X was there. A correction can make such a station a candidate after
 * the fact: the game went on, so he was not caught there, and "not there" is added where the
 * question comes. It can also take a station out of the set: the "not there" answer nobody would
 * be asked is dropped. A "yes" that would no longer be asked is a capture the record now rules
 * out: that one is the table's to fix.
 */
export function repairAfter(setup: Setup, corrected: readonly GameEvent[], firstLater: number): CorrectionPreview {
  let events = [...corrected];
  const addedAnswers: number[] = [];
  let droppedAnswers = 0;
  // Each repair moves the first failure further on; at most one per event.
  for (let attempts = 0; attempts <= corrected.length + 1; attempts++) {
    const result = replay(setup, events);
    const failure = result.failure;
    const preview = {
      events,
      replay: result,
      broken: failure,
      firstLater,
      addedAnswers,
      droppedAnswers,
      movedAnswer: null,
    };
    if (!failure || failure.index < firstLater) return preview;
    const before = result.states[failure.index];
    const event = events[failure.index];
    if (before?.phase === 'question' && event?.type !== 'answer') {
      events = [...events.slice(0, failure.index), { type: 'answer', found: false }, ...events.slice(failure.index)];
      addedAnswers.push(failure.index);
      continue;
    }
    if (event?.type === 'answer' && !event.found && failure.error.code === 'no-question') {
      events = [...events.slice(0, failure.index), ...events.slice(failure.index + 1)];
      droppedAnswers++;
      continue;
    }
    return preview;
  }
  throw new Error('repairing a corrected log did not end');
}
