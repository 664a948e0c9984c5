// Session files (format version 1): a game's set-up plus its event log as plain JSON, every station
// written as the number printed on the players' board. `makeSession*` writes one; `parseSession*`
// reads untrusted input, checks every field, replays the log, and returns the session or the first
// problem with its JSON path. It never throws. The format is described in docs/session-format.md.
import { BOARD_VARIANTS } from '../board/boards';
import type { Board } from '../board/graph';
import { getBoard } from '../board/graph';
import type { StationId, TransportTicket } from '../board/types';
import { BOARD_IDS, TICKETS, TRANSPORT_TICKETS } from '../board/types';
import type { GameEvent, GameEventType } from '../game/events';
import { END_REASONS } from '../game/events';
import type { Replay } from '../game/replay';
import { replay } from '../game/replay';
import type { MisterXSetup, PawnSetup, PoolSetup, Setup, TicketCounts } from '../game/setup';
import { PAWN_COLOURS, PAWN_KINDS, RULE_SET_IDS } from '../game/setup';

export const SESSION_FORMAT = 'dragnet-session';
export const SESSION_VERSION = 1;
/** Limits that keep a hostile or broken file from stalling the app; a real game has < 300 events. */
export const MAX_SESSION_BYTES = 5 * 1024 * 1024;
export const MAX_EVENTS = 2000;

/** A session in memory: stations are internal (Ravensburger) ids. */
export interface Session {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
}

/** A session as written to a file: the same shapes, but every station (pawn starts, start cards,
 *  event `to`/`station`) is the label printed on the session's board. */
export interface SessionFileV1 {
  readonly format: typeof SESSION_FORMAT;
  readonly version: typeof SESSION_VERSION;
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
}

export interface SessionFormatError {
  readonly message: string;
  /** Where the problem is, as a JSON path (`setup.pawns[2].start`, `events[11]`); '' for the file. */
  readonly path: string;
}

export type ParseResult =
  | { readonly ok: true; readonly session: Session; readonly replay: Replay }
  | { readonly ok: false; readonly error: SessionFormatError };

/** @internal A JSON object, as the reader sees it. */
export type Json = Readonly<Record<string, unknown>>;

/** Upgrades keyed by the version they read: each turns a file of that version into one of the next,
 *  so an old file climbs step by step to SESSION_VERSION and is then read as a version 1 file.
 *  A migration must keep everything the table recorded. It may throw a FormatProblem (caught by
 *  parseSessionFile) for what the old version itself did not allow; anything else it passes on
 *  for the version 1 reader to refuse. */
const MIGRATIONS: Record<number, (file: Json) => Json> = {};

/** Registers the upgrade from an older version. Old versions arrive only in imported files (the
 *  store holds current files), so their upgrades live in modules of their own, loaded where files
 *  are imported (session-v0.ts), and the table's download does not carry them. */
export function addMigration(from: number, migrate: (file: Json) => Json): void {
  MIGRATIONS[from] = migrate;
}

// ---- make ----

export function makeSessionFile(session: Session): SessionFileV1 {
  const { setup } = session;
  const board = getBoard(setup.board, setup.routeAnswers);
  // A station off the board is written as it is, so parsing reports it instead of make throwing.
  const label = (station: StationId) => (board.hasStation(station) ? board.label(station) : station);
  const uncertainKeys = BOARD_VARIANTS[setup.board].uncertain.map((route) => route.key);
  const poolIds = setup.pools.map((pool) => pool.id);
  const { misterX, options } = setup;
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    id: session.id,
    name: session.name,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
    setup: {
      ruleSet: setup.ruleSet,
      board: setup.board,
      routeAnswers: inOrder(setup.routeAnswers, uncertainKeys),
      pawns: setup.pawns.map((pawn) => ({ ...pawnFields(pawn), start: label(pawn.start), pool: pawn.pool })),
      pools: setup.pools.map((pool) => ({ id: pool.id, tickets: copyCounts(pool.tickets) })),
      pawnStartCards: setup.pawnStartCards === null ? null : setup.pawnStartCards.map(label),
      misterX: {
        startCards: misterX.startCards.map(label),
        black: misterX.black,
        double: misterX.double,
        stock: misterX.stock === null ? null : copyCounts(misterX.stock),
        receivesSpentTickets: misterX.receivesSpentTickets,
      },
      surfacing: [...setup.surfacing],
      roundLimit: setup.roundLimit,
      xLosesWhenTrapped: setup.xLosesWhenTrapped,
      options: { voluntarySurfacing: options.voluntarySurfacing, cutOff: options.cutOff },
    },
    events: session.events.map((event) => writeEvent(event, label, poolIds)),
  };
}

/** The file as text: two-space indent, and anything that fits in 120 columns on one line, so each
 *  event (and each pawn) sits on a line of its own. */
export function makeSessionJson(session: Session): string {
  return `${formatJson(makeSessionFile(session), '', 0)}\n`;
}

function pawnFields(pawn: PawnSetup): Pick<PawnSetup, 'id' | 'name' | 'colour' | 'kind'> {
  return { id: pawn.id, name: pawn.name, colour: pawn.colour, kind: pawn.kind };
}

function copyCounts(counts: TicketCounts): TicketCounts {
  return { taxi: counts.taxi, bus: counts.bus, underground: counts.underground };
}

/** The record's keys in the given order, then any others: the same input always writes the same text. */
function inOrder<T>(record: Readonly<Record<string, T>>, order: readonly string[]): Record<string, T> {
  const keys = Object.keys(record).sort((p, q) => rank(order, p) - rank(order, q));
  return Object.fromEntries(keys.map((key) => [key, record[key] as T]));
}

function rank(order: readonly string[], key: string): number {
  const index = order.indexOf(key);
  return index < 0 ? order.length : index;
}

function writeEvent(event: GameEvent, label: (station: StationId) => number, poolIds: readonly string[]): GameEvent {
  switch (event.type) {
    case 'x-move':
      return { type: event.type, ticket: event.ticket };
    case 'x-double':
      return { type: event.type };
    case 'x-reveal':
      return { type: event.type, station: label(event.station) };
    case 'x-surface':
      return { type: event.type, station: label(event.station), taken: inOrder(event.taken, poolIds) };
    case 'pawn-move':
      return { type: event.type, pawn: event.pawn, to: label(event.to), ticket: event.ticket };
    case 'answer':
      return { type: event.type, found: event.found };
    case 'end':
      return event.station === undefined
        ? { type: event.type, reason: event.reason }
        : { type: event.type, reason: event.reason, station: label(event.station) };
  }
}

const LINE_WIDTH = 120;

function formatJson(value: unknown, indent: string, prefixLength: number): string {
  const inline = inlineJson(value);
  if (value === null || typeof value !== 'object' || indent.length + prefixLength + inline.length <= LINE_WIDTH) {
    return inline;
  }
  const inner = `${indent}  `;
  let lines: string[];
  if (Array.isArray(value)) {
    // Lists of numbers (start cards) fill lines; lists of objects (pawns, events) take one line each.
    const packed = value.every((item) => item === null || typeof item !== 'object');
    lines = packed ? packLines(value.map(inlineJson), inner) : value.map((item) => inner + formatJson(item, inner, 0));
  } else {
    lines = Object.entries(value).map(([key, item]) => {
      const prefix = `${JSON.stringify(key)}: `;
      return inner + prefix + formatJson(item, inner, prefix.length);
    });
  }
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join(',\n')}\n${indent}${close}`;
}

function packLines(items: readonly string[], indent: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (line !== '' && indent.length + line.length + item.length + 3 > LINE_WIDTH) {
      lines.push(indent + line);
      line = '';
    }
    line = line === '' ? item : `${line}, ${item}`;
  }
  return [...lines, indent + line];
}

function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`);
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
  }
  return JSON.stringify(value);
}

// ---- parse ----

export function parseSessionJson(text: string): ParseResult {
  const bytes = utf8Length(text);
  if (bytes > MAX_SESSION_BYTES) {
    const size = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
    return refusal('', `The file is too large (${size} MB); a session file is at most 5 MB.`);
  }
  let input: unknown;
  try {
    // Some editors save a byte-order mark, which JSON.parse refuses.
    input = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (caught) {
    const reason = caught instanceof Error ? caught.message : 'unreadable';
    return refusal('', `This is not a Dragnet session file: it is not valid JSON (${reason}).`);
  }
  return parseSessionFile(input);
}

export function parseSessionFile(input: unknown): ParseResult {
  try {
    const session = readSession(upgrade(input));
    const result = replay(session.setup, session.events);
    if (!result.failure) return { ok: true, session, replay: result };
    const path = result.failure.index < 0 ? 'setup' : `events[${result.failure.index}]`;
    return refusal(path, `${path}: ${result.failure.error.message}`);
  } catch (caught) {
    if (caught instanceof FormatProblem) return refusal(caught.path, caught.message);
    // Safety net: a bug in this reader must not take the app down with a file.
    const reason = caught instanceof Error ? caught.message : 'unexpected error';
    return refusal('', `Dragnet could not read this file (${reason}).`);
  }
}

function refusal(path: string, message: string): ParseResult {
  return { ok: false, error: { message, path } };
}

/** The file's first problem. The readers below throw it and parseSessionFile catches it, so each
 *  check is one line; it never leaves this module. */
/** @internal */
export class FormatProblem extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
  }
}

/** A problem with one field: the message starts with its path. */
export function fieldProblem(path: string, detail: string): FormatProblem {
  return new FormatProblem(path, `${path}: ${detail}`);
}

/** Checks the file says what it is, then brings an older version up to this one. */
function upgrade(input: unknown): Json {
  if (!isRecord(input)) {
    throw new FormatProblem('', `This is not a Dragnet session file: it holds ${describe(input)}, not an object.`);
  }
  if (input.format !== SESSION_FORMAT) {
    const found = Object.hasOwn(input, 'format')
      ? `its format is ${describe(input.format)}`
      : 'it has no "format" field';
    throw new FormatProblem('format', `This is not a Dragnet session file (${found}).`);
  }
  const version = input.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw fieldProblem('version', `must be the format version, a whole number, not ${describe(version)}`);
  }
  if (version > SESSION_VERSION) {
    throw new FormatProblem(
      'version',
      `This session file was made by a newer version of Dragnet (format version ${version}); update the app to open it.`,
    );
  }
  let file: Json = input;
  for (let from = version; from < SESSION_VERSION; from++) {
    const migration = MIGRATIONS[from];
    if (!migration) {
      throw new FormatProblem('version', `This session file uses format version ${from}, which Dragnet cannot read.`);
    }
    file = migration(file);
  }
  return file;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAWN_ID_PATTERN = /^[a-z0-9-]{1,24}$/;
const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function readSession(file: Json): Session {
  const fields = ['format', 'version', 'id', 'name', 'createdAt', 'updatedAt', 'setup', 'events'];
  const record = readObject(file, '', fields);
  const id = readPattern(record.id, 'id', ID_PATTERN, '1-64 characters of A-Z, a-z, 0-9, _ and -');
  const name = readText(record.name, 'name', 0, 80);
  const createdAt = readTime(record.createdAt, 'createdAt');
  const updatedAt = readTime(record.updatedAt, 'updatedAt');
  const { setup, board } = readSetup(record.setup, 'setup');
  return {
    id,
    name,
    createdAt,
    updatedAt,
    setup,
    events: readList(record.events, 'events', MAX_EVENTS, 'events').map((event, index) =>
      readEvent(event, `events[${index}]`, setup, board),
    ),
  };
}

function readSetup(value: unknown, path: string): { setup: Setup; board: Board } {
  const record = readObject(value, path, [
    'ruleSet',
    'board',
    'routeAnswers',
    'pawns',
    'pools',
    'pawnStartCards',
    'misterX',
    'surfacing',
    'roundLimit',
    'xLosesWhenTrapped',
    'options',
  ]);
  const ruleSet = readChoice(record.ruleSet, `${path}.ruleSet`, RULE_SET_IDS);
  const boardId = readChoice(record.board, `${path}.board`, BOARD_IDS);
  const variant = BOARD_VARIANTS[boardId];
  const answersPath = `${path}.routeAnswers`;
  const uncertainKeys = variant.uncertain.map((route) => route.key);
  const answers = readObject(record.routeAnswers, answersPath, [], uncertainKeys, (key) => {
    return `the ${variant.name} has no uncertain route ${quote(key)}`;
  });
  const routeAnswers = Object.fromEntries(
    uncertainKeys.flatMap((key) =>
      Object.hasOwn(answers, key) ? [[key, readBoolean(answers[key], child(answersPath, key))]] : [],
    ),
  );
  const board = getBoard(boardId, routeAnswers);
  const station = (item: unknown, at: string) => readStation(item, at, board, variant.name);
  const stations = (item: unknown, at: string) =>
    readList(item, at, board.stationIds.length, 'stations').map((entry, index) => station(entry, `${at}[${index}]`));
  const setup: Setup = {
    ruleSet,
    board: boardId,
    routeAnswers,
    pawns: readList(record.pawns, `${path}.pawns`, 12, 'pawns').map((item, index) =>
      readPawn(item, `${path}.pawns[${index}]`, station),
    ),
    pools: readList(record.pools, `${path}.pools`, 12, 'ticket piles').map((item, index) =>
      readPool(item, `${path}.pools[${index}]`),
    ),
    pawnStartCards: record.pawnStartCards === null ? null : stations(record.pawnStartCards, `${path}.pawnStartCards`),
    misterX: readMisterX(record.misterX, `${path}.misterX`, stations),
    surfacing: readList(record.surfacing, `${path}.surfacing`, 999, 'entries').map((item, index) =>
      readInteger(item, `${path}.surfacing[${index}]`, 1, 999),
    ),
    roundLimit: record.roundLimit === null ? null : readInteger(record.roundLimit, `${path}.roundLimit`, 1, 999),
    xLosesWhenTrapped: readBoolean(record.xLosesWhenTrapped, `${path}.xLosesWhenTrapped`),
    options: readOptions(record.options, `${path}.options`),
  };
  return { setup, board };
}

function readOptions(value: unknown, path: string): Setup['options'] {
  const record = readObject(value, path, ['voluntarySurfacing', 'cutOff']);
  return {
    voluntarySurfacing: readBoolean(record.voluntarySurfacing, `${path}.voluntarySurfacing`),
    cutOff: readBoolean(record.cutOff, `${path}.cutOff`),
  };
}

function readMisterX(value: unknown, path: string, stations: (item: unknown, at: string) => StationId[]): MisterXSetup {
  const record = readObject(value, path, ['startCards', 'black', 'double', 'stock', 'receivesSpentTickets']);
  return {
    startCards: stations(record.startCards, `${path}.startCards`),
    black: readInteger(record.black, `${path}.black`, 0, 999),
    double: readInteger(record.double, `${path}.double`, 0, 999),
    stock: record.stock === null ? null : readCounts(record.stock, `${path}.stock`),
    receivesSpentTickets: readBoolean(record.receivesSpentTickets, `${path}.receivesSpentTickets`),
  };
}

function readPawn(value: unknown, path: string, station: (item: unknown, at: string) => StationId): PawnSetup {
  const record = readObject(value, path, ['id', 'name', 'colour', 'kind', 'start', 'pool']);
  return {
    id: readPattern(record.id, `${path}.id`, PAWN_ID_PATTERN, '1-24 characters of a-z, 0-9 and -'),
    name: readText(record.name, `${path}.name`, 1, 40),
    colour: readChoice(record.colour, `${path}.colour`, PAWN_COLOURS),
    kind: readChoice(record.kind, `${path}.kind`, PAWN_KINDS),
    start: station(record.start, `${path}.start`),
    pool:
      record.pool === null
        ? null
        : readPattern(
            record.pool,
            `${path}.pool`,
            PAWN_ID_PATTERN,
            'a ticket pile id (1-24 of a-z, 0-9 and -) or null',
          ),
  };
}

function readPool(value: unknown, path: string): PoolSetup {
  const record = readObject(value, path, ['id', 'tickets']);
  return {
    id: readPattern(record.id, `${path}.id`, PAWN_ID_PATTERN, '1-24 characters of a-z, 0-9 and -'),
    tickets: readCounts(record.tickets, `${path}.tickets`),
  };
}

function readCounts(value: unknown, path: string): TicketCounts {
  const record = readObject(value, path, TRANSPORT_TICKETS);
  return {
    taxi: readInteger(record.taxi, `${path}.taxi`, 0, 999),
    bus: readInteger(record.bus, `${path}.bus`, 0, 999),
    underground: readInteger(record.underground, `${path}.underground`, 0, 999),
  };
}

/** The fields each event type carries besides `type` (`end` may also carry `station`). */
const EVENT_FIELDS: Readonly<Record<GameEventType, readonly string[]>> = {
  'x-move': ['ticket'],
  'x-double': [],
  'x-reveal': ['station'],
  'x-surface': ['station', 'taken'],
  'pawn-move': ['pawn', 'to', 'ticket'],
  answer: ['found'],
  end: ['reason'],
};
const EVENT_TYPES = Object.keys(EVENT_FIELDS) as GameEventType[];

function readEvent(value: unknown, path: string, setup: Setup, board: Board): GameEvent {
  if (!isRecord(value)) throw fieldProblem(path, `must be an object, not ${describe(value)}`);
  if (!Object.hasOwn(value, 'type')) throw fieldProblem(`${path}.type`, 'this field is missing');
  const type = readChoice(value.type, `${path}.type`, EVENT_TYPES);
  const record = readObject(value, path, ['type', ...EVENT_FIELDS[type]], type === 'end' ? ['station'] : []);
  const boardName = BOARD_VARIANTS[setup.board].name;
  const station = (item: unknown, at: string) => readStation(item, at, board, boardName);
  switch (type) {
    case 'x-move':
      return { type, ticket: readChoice(record.ticket, `${path}.ticket`, TICKETS) };
    case 'x-double':
      return { type };
    case 'x-reveal':
      return { type, station: station(record.station, `${path}.station`) };
    case 'x-surface':
      return { type, station: station(record.station, `${path}.station`), taken: readTaken(record.taken, path, setup) };
    case 'pawn-move':
      return {
        type,
        pawn: readPattern(record.pawn, `${path}.pawn`, PAWN_ID_PATTERN, 'a pawn id (1-24 of a-z, 0-9 and -)'),
        to: station(record.to, `${path}.to`),
        ticket: readChoice(record.ticket, `${path}.ticket`, TRANSPORT_TICKETS),
      };
    case 'answer':
      return { type, found: readBoolean(record.found, `${path}.found`) };
    case 'end': {
      const reason = readChoice(record.reason, `${path}.reason`, END_REASONS);
      return Object.hasOwn(record, 'station')
        ? { type, reason, station: station(record.station, `${path}.station`) }
        : { type, reason };
    }
  }
}

function readTaken(value: unknown, eventPath: string, setup: Setup): Record<string, TransportTicket> {
  const path = `${eventPath}.taken`;
  const poolIds = setup.pools.map((pool) => pool.id);
  const record = readObject(value, path, [], poolIds, (key) => `there is no ticket pile ${quote(key)} in this game`);
  return Object.fromEntries(
    poolIds.flatMap((id) =>
      Object.hasOwn(record, id) ? [[id, readChoice(record[id], child(path, id), TRANSPORT_TICKETS)]] : [],
    ),
  );
}

// ---- field readers: each returns the checked value or throws a FormatProblem naming the path ----

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function readObject(
  value: unknown,
  path: string,
  required: readonly string[],
  optional: readonly string[] = [],
  unknownKey: (key: string) => string = () => 'there is no such field in a session file',
): Json {
  if (!isRecord(value)) throw fieldProblem(path || 'the file', `must be an object, not ${describe(value)}`);
  for (const key of Object.keys(value)) {
    if (!required.includes(key) && !optional.includes(key)) throw fieldProblem(child(path, key), unknownKey(key));
  }
  for (const key of required) {
    if (!Object.hasOwn(value, key)) throw fieldProblem(child(path, key), 'this field is missing');
  }
  return value;
}

function readList(value: unknown, path: string, max: number, noun: string): readonly unknown[] {
  if (!Array.isArray(value)) throw fieldProblem(path, `must be a list, not ${describe(value)}`);
  if (value.length > max) throw fieldProblem(path, `holds ${value.length} ${noun}; at most ${max} are allowed`);
  // A copy without holes: `map` would skip a sparse array's holes instead of refusing them.
  return Array.from(value);
}

function readText(value: unknown, path: string, min: number, max: number): string {
  if (typeof value !== 'string') throw fieldProblem(path, `must be text, not ${describe(value)}`);
  if (value.length < min || value.length > max) {
    throw fieldProblem(path, `must be ${min}-${max} characters long, not ${value.length}`);
  }
  return value;
}

function readPattern(value: unknown, path: string, pattern: RegExp, words: string): string {
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw fieldProblem(path, `must be ${words}, not ${describe(value)}`);
  }
  return value;
}

function readTime(value: unknown, path: string): string {
  if (typeof value !== 'string' || !TIME_PATTERN.test(value) || Number.isNaN(Date.parse(value))) {
    throw fieldProblem(path, `must be a UTC date and time like "2026-11-21T19:02:11.000Z", not ${describe(value)}`);
  }
  return value;
}

function readInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw fieldProblem(path, `must be a whole number from ${min} to ${max}, not ${describe(value)}`);
  }
  return value;
}

function readBoolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw fieldProblem(path, `must be true or false, not ${describe(value)}`);
  return value;
}

function readChoice<T extends string>(value: unknown, path: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === value);
  if (found === undefined) {
    throw fieldProblem(path, `must be one of ${choices.map(quote).join(', ')}, not ${describe(value)}`);
  }
  return found;
}

/** A station label as printed on the board, turned into the internal id. */
function readStation(value: unknown, path: string, board: Board, boardName: string): StationId {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw fieldProblem(path, `must be a station number, not ${describe(value)}`);
  }
  const station = board.stationOfLabel(value);
  if (station === undefined) throw fieldProblem(path, `there is no station ${value} on the ${boardName}`);
  return station;
}

function child(path: string, key: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) return `${path}[${quote(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A value as a player could recognise it in their file, cut short when long. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

export function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** @internal The size of a text in UTF-8 bytes, as a file on disk has it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one 4-byte character: 2 bytes for each half.
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code < 0xe000) ? 2 : 3;
  }
  return bytes;
}
