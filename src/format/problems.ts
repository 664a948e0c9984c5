// Why a file cannot be read, as a code with the facts of the file: where (a JSON path), what was
// found there, the limits it broke. Never words: each language words them (src/words/files-en.ts,
// files-de.ts). To add a problem: a code here, then its wording in every language.
import type { BoardId } from '../board/types';
import type { GameError } from '../game/messages';
import type { RouteMisfit } from '../game/route-fits';
import type { Setup } from '../game/setup';

/** Bytes in a megabyte, as file sizes and their limits are stated. */
export const MEGABYTE = 1024 * 1024;

/** A file size in megabytes, rounded up to a tenth: a file just over a limit never reads as at it. */
export function megabytes(bytes: number): number {
  return Math.ceil((bytes / MEGABYTE) * 10) / 10;
}

/** A value as the reader found it, for a message to show the player what their file holds. */
export type Found =
  | { readonly kind: 'nothing' | 'null' | 'list' | 'object' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'other'; readonly type: string };

/** What kind of file the reader took it for: a session file, an archive, or either (an import). */
export type FileKind = 'session' | 'archive' | 'dragnet';

/** What a text field must look like. */
export type TextPattern = 'session-id' | 'pawn-id' | 'pile-id' | 'pile-or-null' | 'pawn-ref';

/** What a list holds, for "holds 2001 events". */
export type ListNoun = 'events' | 'stations' | 'pawns' | 'piles' | 'entries' | 'sessions';

/** Problems with the file as a whole: words say them as a sentence. */
export type FileProblemBody =
  | { readonly code: 'too-large'; readonly bytes: number; readonly limit: number; readonly file: FileKind }
  /** `detail`: the JSON parser's own words, for the English command line. */
  | { readonly code: 'not-json'; readonly file: FileKind; readonly detail: string }
  | { readonly code: 'not-an-object'; readonly found: Found }
  /** `format`: what the session file's `format` field holds; null: it has none. */
  | { readonly code: 'foreign'; readonly file: FileKind; readonly format: Found | null }
  | { readonly code: 'newer'; readonly file: 'session' | 'archive'; readonly version: number }
  | { readonly code: 'unknown-version'; readonly version: number }
  /** The reader's safety net: a bug of its own, not of the file. */
  | { readonly code: 'unreadable'; readonly detail: string };

/** Problems with one field: words say them after the field's path. */
export type FieldProblemBody =
  | { readonly code: 'not-object'; readonly found: Found }
  | { readonly code: 'unknown-field'; readonly file: 'session' | 'archive' | 'session-v0' }
  | { readonly code: 'missing-field' }
  | { readonly code: 'not-list'; readonly found: Found }
  | { readonly code: 'too-many'; readonly count: number; readonly max: number; readonly noun: ListNoun }
  | { readonly code: 'not-text'; readonly found: Found }
  | { readonly code: 'text-length'; readonly min: number; readonly max: number; readonly length: number }
  | { readonly code: 'pattern'; readonly pattern: TextPattern; readonly found: Found }
  | { readonly code: 'not-time'; readonly found: Found }
  | { readonly code: 'not-integer'; readonly min: number; readonly max: number; readonly found: Found }
  | { readonly code: 'not-boolean'; readonly found: Found }
  | { readonly code: 'not-choice'; readonly choices: readonly string[]; readonly found: Found }
  /** `version`: the version this Dragnet writes. */
  | {
      readonly code: 'bad-version';
      readonly file: 'session' | 'archive';
      readonly version: number;
      readonly found: Found;
    }
  | { readonly code: 'not-station-number'; readonly found: Found }
  | { readonly code: 'no-station'; readonly station: number; readonly board: BoardId }
  | { readonly code: 'no-uncertain-route'; readonly route: string; readonly board: BoardId }
  | { readonly code: 'no-pile'; readonly pile: string }
  /** A version 0 file numbers stations 1-199 whatever the board. */
  | { readonly code: 'v0-station'; readonly station: number }
  /** The set-up or an event the rules refuse; `setup` names the pawns and stations of the message. */
  | { readonly code: 'refused'; readonly error: GameError; readonly setup: Setup }
  /** A version 3 file's secret route of Dragnet as Mister X does not fit the game's record (the
   *  game's name; never the station, which is his secret). */
  | ({ readonly code: 'route-misfit'; readonly game: string } & RouteMisfit);

export type FormatProblemBody = FileProblemBody | FieldProblemBody;

export type FormatProblem = FormatProblemBody & {
  /** Where the problem is, as a JSON path (`setup.pawns[2].start`, `events[11]`); '' for the file. */
  readonly path: string;
  /** For programmers' logs and thrown errors only: the code, path and facts as JSON. */
  readonly message: string;
};

const FILE_CODES: ReadonlySet<string> = new Set<FileProblemBody['code']>([
  'too-large',
  'not-json',
  'not-an-object',
  'foreign',
  'newer',
  'unknown-version',
  'unreadable',
]);

/** Whether words say the problem as a sentence about the file, not after its field's path. */
export function isFileProblem(problem: FormatProblemBody): problem is FileProblemBody {
  return FILE_CODES.has(problem.code);
}

export function formatProblem(path: string, body: FormatProblemBody): FormatProblem {
  const { code, ...facts } = body;
  const shown = 'error' in facts ? { error: facts.error.message } : facts;
  return { ...body, path, message: `${path === '' ? '' : `${path}: `}${code} ${JSON.stringify(shown)}` };
}
