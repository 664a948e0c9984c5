// Archive files (format version 1): many sessions in one JSON file, for a backup or a move to
// another device. `makeArchive*` writes one; `parseArchive*` reads untrusted input, reads every
// session inside with the session reader and lists every problem with where it is. `readDragnetJson`
// reads either kind of file, as an import does. Nothing here throws. Described in
// docs/session-format.md ("Archive files").

import type { Replay } from '../game/replay';
import { routeMisfit } from '../game/route-fits';
import type { FormatProblem } from './problems';
import { formatProblem, MEGABYTE } from './problems';
import {
  FormatError,
  isRecord,
  readJsonText,
  readList,
  readObject,
  readTime,
  readVersion,
  sizeProblem,
  utf8Length,
} from './readers';
import type { DragnetXFile, Migrations, ParseResult, Session, SessionFile } from './session';
import { MAX_GAME_NAME, MAX_SESSION_BYTES, parseSessionFile, SESSION_FORMAT } from './session';
import { makeSessionFile, makeSessionJson } from './session-make';

const ARCHIVE_FORMAT = 'dragnet-archive';
const ARCHIVE_VERSION = 1;
/** Room for well over a thousand real games (a 22-round game is about 10 KB). */
export const MAX_ARCHIVE_BYTES = 20 * MEGABYTE;
const MAX_ARCHIVE_SESSIONS = 2000;

export interface ArchiveFileV1 {
  readonly format: typeof ARCHIVE_FORMAT;
  readonly version: typeof ARCHIVE_VERSION;
  readonly exportedAt: string;
  readonly sessions: readonly SessionFile[];
}

/** A problem of a file an import was given. */
export interface FileProblem {
  /** JSON path in the file: '' for the file as a whole, `sessions[2].events[11]` in an archive. */
  readonly path: string;
  /** The archive entry concerned (its index, and its name when it has one); null: the whole file. */
  readonly session: { readonly index: number; readonly name: string | null } | null;
  /** What is wrong; inside an archive entry its path is the one in that session. */
  readonly problem: FormatProblem;
}

export type ArchiveParseResult =
  | { readonly ok: true; readonly exportedAt: string; readonly sessions: readonly Session[] }
  | { readonly ok: false; readonly problems: readonly FileProblem[]; readonly readable: readonly Session[] };

/** A file an import was given: one session file or an archive; `kind` null when it is neither. */
export type DragnetFileRead =
  | {
      readonly ok: true;
      readonly kind: 'session' | 'archive';
      readonly sessions: readonly Session[];
      /** A version 3 session file's secret of Dragnet as Mister X, for the secret side. */
      readonly dragnetX?: DragnetXFile | null;
    }
  | {
      readonly ok: false;
      readonly kind: 'session' | 'archive' | null;
      readonly problems: readonly FileProblem[];
      /** The archive's sessions that can be read, which the player may still choose to import. */
      readonly readable: readonly Session[];
    };

const ARCHIVE_FIELDS = ['format', 'version', 'exportedAt', 'sessions'];

// ---- make ----

export function makeArchiveFile(sessions: readonly Session[], exportedAt: string): ArchiveFileV1 {
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt,
    sessions: sessions.map((session) => makeSessionFile(session)),
  };
}

/** The archive as text: each session laid out exactly as its own session file, indented. */
export function makeArchiveJson(
  sessions: readonly Session[],
  exportedAt: string,
  /** Dragnet's secret for the games he plays (each written as a version 3 session file). */
  secrets: ReadonlyMap<string, DragnetXFile> = new Map(),
): string {
  const head = `{\n  "format": "${ARCHIVE_FORMAT}",\n  "version": ${ARCHIVE_VERSION},\n  "exportedAt": ${JSON.stringify(exportedAt)},\n`;
  if (sessions.length === 0) return `${head}  "sessions": []\n}\n`;
  const files = sessions.map((session) =>
    makeSessionJson(session, secrets.get(session.id) ?? null)
      .trimEnd()
      .replace(/^/gm, '    '),
  );
  return `${head}  "sessions": [\n${files.join(',\n')}\n  ]\n}\n`;
}

// ---- parse ----

export function parseArchiveJson(text: string, migrations: Migrations): ArchiveParseResult {
  const read = readJsonText(text, MAX_ARCHIVE_BYTES, 'archive');
  return 'problem' in read ? refused(read.problem) : parseArchiveFile(read.value, migrations);
}

export function parseArchiveFile(input: unknown, migrations: Migrations): ArchiveParseResult {
  const archive = archiveEntries(input);
  if (!archive.ok) return { ok: false, problems: [archive.problem], readable: [] };
  const read: Session[] = [];
  const problems: FileProblem[] = [];
  archive.entries.forEach((entry, index) => {
    const result = readArchiveEntry(entry, index, migrations);
    if (result.ok) read.push(result.session);
    else problems.push(result.problem);
  });
  return problems.length > 0
    ? { ok: false, problems, readable: read }
    : { ok: true, exportedAt: archive.exportedAt, sessions: read };
}

/** Reads what an import was given: a session file or an archive, told apart by `format`. */
export function readDragnetJson(text: string, migrations: Migrations): DragnetFileRead {
  const opened = openDragnetJson(text, migrations);
  if (opened.kind !== 'archive') return opened.read;
  const archive = parseArchiveFile(opened.value, migrations);
  return archive.ok
    ? { ok: true, kind: 'archive', sessions: archive.sessions }
    : { ok: false, kind: 'archive', problems: archive.problems, readable: archive.readable };
}

// ---- an archive entry by entry (an import: the good games in, the damaged ones named) ----

/** An import's file once parsed: an archive still to be read entry by entry (`readArchiveEntry`),
 *  or anything else read completely. */
export type OpenedFile =
  | { readonly kind: 'archive'; readonly value: unknown }
  | { readonly kind: 'other'; readonly read: DragnetFileRead };

/** One archive entry: a game that can be read (with the replay that checked it), or what is wrong
 *  with it and the entry exactly as the file holds it, so it can be kept. */
export type ArchiveEntry =
  | {
      readonly ok: true;
      readonly session: Session;
      readonly replay: Replay;
      /** Dragnet's secret when the entry is a version 3 session file, for the secret side. */
      readonly dragnetX: DragnetXFile | null;
    }
  | { readonly ok: false; readonly problem: FileProblem; readonly raw: unknown };

export function openDragnetJson(text: string, migrations: Migrations): OpenedFile {
  const input = readJsonText(text, MAX_ARCHIVE_BYTES, 'dragnet');
  if ('problem' in input) {
    return { kind: 'other', read: { ok: false, kind: null, problems: [wholeFile(input.problem)], readable: [] } };
  }
  const value = input.value;
  if (isRecord(value) && value.format === ARCHIVE_FORMAT) return { kind: 'archive', value };
  return { kind: 'other', read: readSessionText(text, value, migrations) };
}

/** An archive's entries, unread, or why the archive as a whole cannot be read (its format,
 *  version, fields, or too many entries): then no entry is read. */
export function archiveEntries(
  input: unknown,
):
  | { readonly ok: true; readonly exportedAt: string; readonly entries: readonly unknown[] }
  | { readonly ok: false; readonly problem: FileProblem } {
  try {
    if (!isRecord(input) || input.format !== ARCHIVE_FORMAT) {
      throw new FormatError('', { code: 'foreign', file: 'archive', format: null });
    }
    readVersion(input, ARCHIVE_VERSION, 'archive', ARCHIVE_VERSION);
    const unknownKey = () => ({ code: 'unknown-field', file: 'archive' }) as const;
    const record = readObject(input, '', ARCHIVE_FIELDS, [], unknownKey);
    const exportedAt = readTime(record.exportedAt, 'exportedAt');
    const entries = readList(record.sessions, 'sessions', MAX_ARCHIVE_SESSIONS, 'sessions');
    return { ok: true, exportedAt, entries };
  } catch (caught) {
    if (caught instanceof FormatError) return { ok: false, problem: wholeFile(caught.problem) };
    throw caught;
  }
}

/** A session file as an import reads it: as `parseSessionFile` does, and a version 3 file's secret
 *  route of Dragnet as Mister X must be one he could have taken in the file's own record
 *  (src/game/route-fits.ts), or the game would go on from a station the table has ruled out (a file
 *  edited by hand, or mixed with another's). The refusal names the game, never his station. */
export function parseImportedSession(input: unknown, migrations: Migrations): ParseResult {
  const parsed = parseSessionFile(input, migrations);
  const misfit = parsed.ok && parsed.dragnetX && routeMisfit(parsed.replay.states, parsed.dragnetX.route);
  if (!parsed.ok || !misfit) return parsed;
  const body = { code: 'route-misfit', game: parsed.session.name, ...misfit } as const;
  return { ok: false, error: formatProblem(`dragnetX.route[${misfit.at}]`, body) };
}

/** Reads the archive's entry at `index` with the session reader; a damaged entry never stops the
 *  others. */
export function readArchiveEntry(entry: unknown, index: number, migrations: Migrations): ArchiveEntry {
  const parsed = parseImportedSession(entry, migrations);
  if (parsed.ok) return { ok: true, session: parsed.session, replay: parsed.replay, dragnetX: parsed.dragnetX };
  const path = [`sessions[${index}]`, parsed.error.path].filter((part) => part !== '').join('.');
  return {
    ok: false,
    problem: { path, session: { index, name: entryName(entry) }, problem: parsed.error },
    raw: entry,
  };
}

/** An archive file holding these entries exactly as they were read (damaged games kept as they
 *  are, for the player to save). */
export function makeRawArchiveJson(entries: readonly unknown[], exportedAt: string): string {
  return `${JSON.stringify({ format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt, sessions: entries }, null, 2)}\n`;
}

/** A file that is not an archive: a session file, or neither. */
function readSessionText(text: string, value: unknown, migrations: Migrations): DragnetFileRead {
  if (!isRecord(value) || value.format !== SESSION_FORMAT) {
    const problem = formatProblem('', { code: 'foreign', file: 'dragnet', format: null });
    return { ok: false, kind: null, problems: [wholeFile(problem)], readable: [] };
  }
  // A session file has its own, smaller size limit.
  const tooLarge = sizeProblem(utf8Length(text), MAX_SESSION_BYTES, 'session');
  if (tooLarge) return { ok: false, kind: 'session', problems: [wholeFile(tooLarge)], readable: [] };
  const parsed = parseImportedSession(value, migrations);
  return parsed.ok
    ? { ok: true, kind: 'session', sessions: [parsed.session], dragnetX: parsed.dragnetX }
    : { ok: false, kind: 'session', problems: [wholeFile(parsed.error)], readable: [] };
}

/** A name to show for an archive entry that may not be readable: its `name` (v1) or `title` (v0). */
function entryName(input: unknown): string | null {
  if (!isRecord(input)) return null;
  const name = input.version === 0 ? input.title : input.name;
  return typeof name === 'string' ? name.slice(0, MAX_GAME_NAME) : null;
}

function wholeFile(problem: FormatProblem): FileProblem {
  return { path: problem.path, session: null, problem };
}

function refused(problem: FormatProblem): ArchiveParseResult {
  return { ok: false, problems: [wholeFile(problem)], readable: [] };
}
