// Reading version 1 session files by upgrading them to version 2. Version 2 adds one event type,
// `pawn-pass`; everything else is as in version 1, so the upgrade only checks that a version 1 file
// does not use it (a version 1 reader would have refused it) and renumbers the file. Saved games
// recorded before version 2 are version 1 files, so this upgrade is part of every page load.
import type { Json } from './readers';
import { FormatError, found, isRecord } from './readers';

/** The event types of version 1. */
const V1_EVENT_TYPES = ['x-move', 'x-double', 'x-reveal', 'x-surface', 'pawn-move', 'answer', 'end'];

export function migrateV1(file: Json): Json {
  const events = file.events;
  if (Array.isArray(events)) {
    events.forEach((event: unknown, index) => {
      if (!isRecord(event) || event.type !== 'pawn-pass') return;
      throw new FormatError(`events[${index}].type`, {
        code: 'not-choice',
        choices: V1_EVENT_TYPES,
        found: found(event.type),
      });
    });
  }
  return { ...file, version: 2 };
}
