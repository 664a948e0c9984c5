// The checks every file reader shares, each written once: the text of a file (its size, a byte-order
// mark, JSON), the format version, and one reader per kind of field. A field reader returns the
// checked value or throws a FormatError naming the path; the file's parse function catches it, so
// each check is one line and nothing leaves the reader as an exception.
import type { FileKind, FormatProblem, FormatProblemBody, Found, ListNoun, TextPattern } from './problems';
import { formatProblem } from './problems';

/** A JSON object, as the readers see it. */
export type Json = Readonly<Record<string, unknown>>;

/** The first problem of a file, thrown by a field reader and caught by the file's parse function. */
export class FormatError extends Error {
  readonly problem: FormatProblem;
  constructor(path: string, body: FormatProblemBody) {
    const problem = formatProblem(path, body);
    super(problem.message);
    this.problem = problem;
  }
}

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A value as the player could recognise it in their file. */
export function found(value: unknown): Found {
  if (value === undefined) return { kind: 'nothing' };
  if (value === null) return { kind: 'null' };
  if (Array.isArray(value)) return { kind: 'list' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  return typeof value === 'object' ? { kind: 'object' } : { kind: 'other', type: typeof value };
}

/** The size of a text in UTF-8 bytes, as a file on disk has it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one 4-byte character: 2 bytes for each half.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}

/** A file of `bytes` that may be at most `limit` bytes: the problem, or null. Also for a file the
 *  browser only announces, before its text is read. */
export function sizeProblem(bytes: number, limit: number, file: FileKind): FormatProblem | null {
  return bytes > limit ? formatProblem('', { code: 'too-large', bytes, limit, file }) : null;
}

/** The JSON value of a file's text: refused when larger than `limit` bytes or not JSON. Some
 *  editors save a byte-order mark, which JSON.parse refuses: it is dropped first. */
export function readJsonText(
  text: string,
  limit: number,
  file: FileKind,
): { readonly value: unknown } | { readonly problem: FormatProblem } {
  const tooLarge = sizeProblem(utf8Length(text), limit, file);
  if (tooLarge) return { problem: tooLarge };
  try {
    return { value: JSON.parse(text.replace(/^\uFEFF/, '')) };
  } catch (caught) {
    const detail = caught instanceof Error ? caught.message : 'unreadable';
    return { problem: formatProblem('', { code: 'not-json', file, detail }) };
  }
}

/** A file's `version`, checked: a whole number, and not one made by a newer Dragnet than this. */
export function readVersion(input: Json, current: number, file: 'session' | 'archive', lowest: number): number {
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < lowest) {
    throw new FormatError('version', { code: 'bad-version', file, version: current, found: found(version) });
  }
  if (version > current) throw new FormatError('version', { code: 'newer', file, version });
  return version;
}

/** The path of a key of the object at `path`, as JavaScript would write it. */
export function child(path: string, key: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

export function readObject(
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
  unknownKey: (key: string) => FormatProblemBody = () => ({ code: 'unknown-field', file: 'session' }),
): Json {
  if (!isRecord(value)) throw new FormatError(path || 'the file', { code: 'not-object', found: found(value) });
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) throw new FormatError(child(path, key), unknownKey(key));
  }
  for (const key of required) {
    if (!Object.hasOwn(value, key)) throw new FormatError(child(path, key), { code: 'missing-field' });
  }
  return value;
}

export function readList(value: unknown, path: string, max: number, noun: ListNoun): readonly unknown[] {
  if (!Array.isArray(value)) throw new FormatError(path, { code: 'not-list', found: found(value) });
  if (value.length > max) throw new FormatError(path, { code: 'too-many', count: value.length, max, noun });
  // A copy without holes: `map` would skip a sparse array's holes instead of refusing them.
  return Array.from(value);
}

export function readText(value: unknown, path: string, min: number, max: number): string {
  if (typeof value !== 'string') throw new FormatError(path, { code: 'not-text', found: found(value) });
  if (value.length < min || value.length > max) {
    throw new FormatError(path, { code: 'text-length', min, max, length: value.length });
  }
  return value;
}

export function readPattern(value: unknown, path: string, pattern: RegExp, shape: TextPattern): string {
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new FormatError(path, { code: 'pattern', pattern: shape, found: found(value) });
  }
  return value;
}

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** A UTC date and time as `Date.toISOString` writes it. */
export function readTime(value: unknown, path: string): string {
  if (typeof value !== 'string' || !TIME_PATTERN.test(value) || Number.isNaN(Date.parse(value))) {
    throw new FormatError(path, { code: 'not-time', found: found(value) });
  }
  return value;
}

export function readInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new FormatError(path, { code: 'not-integer', min, max, found: found(value) });
  }
  return value;
}

export function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new FormatError(path, { code: 'not-boolean', found: found(value) });
  return value;
}

export function readChoice<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  const match = choices.find((choice) => choice === value);
  if (match === undefined) throw new FormatError(path, { code: 'not-choice', choices, found: found(value) });
  return match;
}
