// Why a stored game cannot be read or written, as a code with its facts (worded by
// src/words/files-en.ts and files-de.ts). A record that cannot be read is reported and left alone.
import type { FormatProblem } from '../format/problems';

export type StoredProblem =
  | { readonly code: 'not-an-object' }
  | { readonly code: 'no-version' }
  | { readonly code: 'newer-record'; readonly version: number }
  | { readonly code: 'unknown-record-version'; readonly version: number }
  | { readonly code: 'no-revision' }
  | { readonly code: 'no-events' }
  /** `id`: the game the record holds, when it says. */
  | { readonly code: 'another-game'; readonly id: string | null }
  | { readonly code: 'vanished' }
  /** The session file inside the record cannot be read. */
  | { readonly code: 'file'; readonly problem: FormatProblem }
  /** The database failed, not the record: `detail` is the browser's own report. */
  | { readonly code: 'database'; readonly detail: string };
