// Archive files (format version 1): many sessions in one JSON file, for a backup or a move to
// another device. `makeArchive*` writes one; `parseArchive*` reads untrusted input, reads every
// session inside with the session reader and lists every problem with where it is. `readDragnetJson`
// reads either kind of file, as an import does. Nothing here throws. Described in
// docs/session-format.md ("Archive files").
import type { Session, SessionFileV1 } from './session';
import {
  isRecord,
  MAX_SESSION_BYTES,
  makeSessionFile,
  makeSessionJson,
  parseSessionFile,
  SESSION_FORMAT,
  SESSION_VERSION,
  utf8Length,
} from './session';

export const ARCHIVE_FORMAT = 'dragnet-archive';
export const ARCHIVE_VERSION = 1;
/** Room for well over a thousand real games (a 22-round game is about 10 KB). */
export const MAX_ARCHIVE_BYTES = 20 * 1024 * 1024;
export const MAX_ARCHIVE_SESSIONS = 2000;

export interface ArchiveFileV1 {
  readonly format: typeof ARCHIVE_FORMAT;
  readonly version: typeof ARCHIVE_VERSION;
  readonly exportedAt: string;
  readonly sessions: readonly SessionFileV1[];
}

/** What kind of trouble a file is in; the UI words each kind in the player's language. */
export type FileProblemKind = 'too-large' | 'not-json' | 'foreign' | 'newer' | 'invalid';

export interface FileProblem {
  readonly kind: FileProblemKind;
  /** An English sentence in the terms of the file, or of the archive entry concerned; for
   *  'invalid' it starts with the field's path in the session. */
  readonly message: string;
  /** JSON path in the file: '' for the file as a whole, `sessions[2].events[11]` in an archive. */
  readonly path: string;
  /** The archive entry concerned (its index, and its name when it has one); null: the whole file. */
  readonly session: { readonly index: number; readonly name: string | null } | null;
  /** 'too-large': `size` and `limit` in MB; 'newer': `version`. */
  readonly params: Readonly<Record<string, number>>;
}

export type ArchiveParseResult =
  | { readonly ok: true; readonly exportedAt: string; readonly sessions: readonly Session[] }
  | { readonly ok: false; readonly problems: readonly FileProblem[]; readonly readable: readonly Session[] };

/** A file an import was given: one session file or an archive; `kind` null when it is neither. */
export type DragnetFileRead =
  | { readonly ok: true; readonly kind: 'session' | 'archive'; readonly sessions: readonly Session[] }
  | {
      readonly ok: false;
      readonly kind: 'session' | 'archive' | null;
      readonly problems: readonly FileProblem[];
      /** The archive's sessions that can be read, which the player may still choose to import. */
      readonly readable: readonly Session[];
    };

const ARCHIVE_FIELDS = ['format', 'version', 'exportedAt', 'sessions'];
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

// ---- make ----

export function makeArchiveFile(sessions: readonly Session[], exportedAt: string): ArchiveFileV1 {
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt, sessions: sessions.map(makeSessionFile) };
}

/** The archive as text: each session laid out exactly as its own session file, indented. */
export function makeArchiveJson(sessions: readonly Session[], exportedAt: string): string {
  const head = `{\n  "format": "${ARCHIVE_FORMAT}",\n  "version": ${ARCHIVE_VERSION},\n  "exportedAt": ${JSON.stringify(exportedAt)},\n`;
  if (sessions.length === 0) return `${head}  "sessions": []\n}\n`;
  const files = sessions.map((session) => makeSessionJson(session).trimEnd().replace(/^/gm, '    '));
  return `${head}  "sessions": [\n${files.join(',\n')}\n  ]\n}\n`;
}

// ---- parse ----

export function parseArchiveJson(text: string): ArchiveParseResult {
  const input = readJson(text, MAX_ARCHIVE_BYTES, 'an archive file');
  return 'problem' in input ? { ok: false, problems: [input.problem], readable: [] } : parseArchiveFile(input.value);
}

export function parseArchiveFile(input: unknown): ArchiveParseResult {
  if (!isRecord(input) || input.format !== ARCHIVE_FORMAT) {
    return fileRefusal('foreign', '', 'This is not a Dragnet archive file.');
  }
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < ARCHIVE_VERSION) {
    return fileRefusal('invalid', 'version', `version: must be the archive format version ${ARCHIVE_VERSION}.`);
  }
  if (version > ARCHIVE_VERSION) {
    const message = `This archive was made by a newer version of Dragnet (format version ${version}); update the app to open it.`;
    return fileRefusal('newer', 'version', message, { version });
  }
  const unknown = Object.keys(input).find((key) => !ARCHIVE_FIELDS.includes(key));
  if (unknown !== undefined) return fileRefusal('invalid', unknown, `${unknown}: there is no such field in an archive`);
  const missing = ARCHIVE_FIELDS.find((key) => !Object.hasOwn(input, key));
  if (missing !== undefined) return fileRefusal('invalid', missing, `${missing}: this field is missing`);
  const { exportedAt, sessions } = input;
  if (typeof exportedAt !== 'string' || !TIME_PATTERN.test(exportedAt) || Number.isNaN(Date.parse(exportedAt))) {
    return fileRefusal('invalid', 'exportedAt', 'exportedAt: must be a UTC date and time like "2026-11-21T19:02:11Z"');
  }
  if (!Array.isArray(sessions)) return fileRefusal('invalid', 'sessions', 'sessions: must be a list of session files');
  if (sessions.length > MAX_ARCHIVE_SESSIONS) {
    const message = `sessions: holds ${sessions.length} sessions; at most ${MAX_ARCHIVE_SESSIONS} are allowed`;
    return fileRefusal('invalid', 'sessions', message);
  }
  const read: Session[] = [];
  const problems: FileProblem[] = [];
  // A copy without holes, so a hole is read (and refused) like any other entry.
  Array.from(sessions as unknown[]).forEach((entry, index) => {
    const result = readEntry(entry, index);
    if ('problem' in result) problems.push(result.problem);
    else read.push(result.session);
  });
  return problems.length > 0 ? { ok: false, problems, readable: read } : { ok: true, exportedAt, sessions: read };
}

/** Reads what an import was given: a session file or an archive, told apart by `format`. */
export function readDragnetJson(text: string): DragnetFileRead {
  const input = readJson(text, MAX_ARCHIVE_BYTES, 'a Dragnet file');
  if ('problem' in input) return { ok: false, kind: null, problems: [input.problem], readable: [] };
  const value = input.value;
  if (isRecord(value) && value.format === ARCHIVE_FORMAT) {
    const archive = parseArchiveFile(value);
    return archive.ok
      ? { ok: true, kind: 'archive', sessions: archive.sessions }
      : { ok: false, kind: 'archive', problems: archive.problems, readable: archive.readable };
  }
  if (!isRecord(value) || value.format !== SESSION_FORMAT) {
    const message = 'This is not a Dragnet file: it holds no Dragnet session or archive.';
    return { ok: false, kind: null, problems: [problem('foreign', '', message)], readable: [] };
  }
  const bytes = utf8Length(text);
  if (bytes > MAX_SESSION_BYTES) {
    const problems = [tooLarge(bytes, MAX_SESSION_BYTES, 'a session file')];
    return { ok: false, kind: 'session', problems, readable: [] };
  }
  const result = readEntry(value, null);
  return 'problem' in result
    ? { ok: false, kind: 'session', problems: [result.problem], readable: [] }
    : { ok: true, kind: 'session', sessions: [result.session] };
}

/** One session file, on its own (`index` null) or inside an archive. */
function readEntry(input: unknown, index: number | null): { session: Session } | { problem: FileProblem } {
  const at = index === null ? '' : `sessions[${index}]`;
  const session = index === null ? null : { index, name: entryName(input) };
  const where = (path: string) => [at, path].filter((part) => part !== '').join('.');
  const version = isRecord(input) ? input.version : undefined;
  if (isRecord(input) && input.format === SESSION_FORMAT && typeof version === 'number' && version > SESSION_VERSION) {
    const message = `This session was made by a newer version of Dragnet (format version ${version}); update the app to open it.`;
    return { problem: { ...problem('newer', where('version'), message, { version }), session } };
  }
  const parsed = parseSessionFile(input);
  if (parsed.ok) return { session: parsed.session };
  const path = where(parsed.error.path);
  return { problem: { ...problem('invalid', path, parsed.error.message), session } };
}

/** A name to show for an archive entry that may not be readable: its `name` (v1) or `title` (v0). */
function entryName(input: unknown): string | null {
  if (!isRecord(input)) return null;
  const name = input.version === 0 ? input.title : input.name;
  return typeof name === 'string' ? name.slice(0, 80) : null;
}

function readJson(text: string, limit: number, what: string): { value: unknown } | { problem: FileProblem } {
  const bytes = utf8Length(text);
  if (bytes > limit) return { problem: tooLarge(bytes, limit, what) };
  try {
    // Some editors save a byte-order mark, which JSON.parse refuses.
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : 'unreadable';
    return { problem: problem('not-json', '', `This is not a Dragnet file: it is not valid JSON (${reason}).`) };
  }
}

function tooLarge(bytes: number, limit: number, what: string): FileProblem {
  const size = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  const max = limit / (1024 * 1024);
  return problem('too-large', '', `The file is too large (${size} MB); ${what} is at most ${max} MB.`, {
    size,
    limit: max,
  });
}

function problem(
  kind: FileProblemKind,
  path: string,
  message: string,
  params: Record<string, number> = {},
): FileProblem {
  return { kind, message, path, session: null, params };
}

function fileRefusal(
  kind: FileProblemKind,
  path: string,
  message: string,
  params: Record<string, number> = {},
): ArchiveParseResult {
  return { ok: false, problems: [problem(kind, path, message, params)], readable: [] };
}
