// The check of an archive's game before it is imported, and what storing it needs: the file is read
// as an export is (format, version, every field) and its events replayed, so a damaged game is named
// with the reason; a readable one gets its stored record and its index entry, made here from that
// replay. Pure, so an import runs it in a worker (src/worker/import-check.worker.ts), away from the
// page's thread, or on that thread where no worker can be started.
import type { FileProblem } from '../format/archive';
import { readArchiveEntry } from '../format/archive';
import type { DragnetXFile, Session } from '../format/session';
import { IMPORT_MIGRATIONS } from '../format/session-v0';
import type { Replay } from '../game/replay';
import type { GameSummary } from './game-index';
import { summaryOf } from './game-index';
import type { SessionRecordV2 } from './session-records';
import { makeSessionRecord } from './session-records';

/** A checked game to store: its record and index entry, ready to be written. */
export interface CheckedGame {
  readonly session: Session;
  readonly record: SessionRecordV2;
  readonly entry: GameSummary;
}

/** An archive's game after its check: ready to store (with the secret of Dragnet as Mister X the
 *  file carried for it, unread, issue 17), or why it cannot be read. */
export type CheckedEntry =
  | { readonly ok: true; readonly game: CheckedGame; readonly dragnetX: DragnetXFile | null }
  | { readonly ok: false; readonly problem: FileProblem };

/** The record and index entry of a game checked by replaying it (`result`: that replay). */
export function checkedGame(session: Session, result: Replay): CheckedGame {
  const record = makeSessionRecord(session);
  return { session, record, entry: summaryOf(session, record.revision, result) };
}

/** Checks the archive's entry at `index`. */
export function checkArchiveEntry(entry: unknown, index: number): CheckedEntry {
  const read = readArchiveEntry(entry, index, IMPORT_MIGRATIONS);
  if (!read.ok) return { ok: false, problem: read.problem };
  return { ok: true, game: checkedGame(read.session, read.replay), dragnetX: read.dragnetX ?? null };
}
