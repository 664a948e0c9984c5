// Reading version 0 session files, the pre-release layout, by upgrading them to version 1, and the
// upgrades a reader of imported files holds (past games' imports, the CLI).
import { getBoard } from '../board/graph';
import { BOARD_IDS } from '../board/types';
import type { GameEventType } from '../game/events';
import type { Json } from './readers';
import { FormatError, found, isRecord } from './readers';
import type { Migrations } from './session';
import { SAVED_MIGRATIONS } from './session';

// Development builds before the first release wrote `title` and `log` for `name` and `events`,
// other event names, and every station as the app's own (Ravensburger) number whatever the board.
// Only the Milton Bradley board prints five stations differently, so only its numbers change.

const V0_EVENT_TYPES: Readonly<Record<string, GameEventType>> = {
  'x-ticket': 'x-move',
  'x-double-move': 'x-double',
  'x-shown': 'x-reveal',
  'x-surfaced': 'x-surface',
  move: 'pawn-move',
  'was-there': 'answer',
  'game-over': 'end',
};

type Relabel = (value: unknown, path: string) => unknown;

function migrateV0(file: Json): Json {
  for (const key of ['name', 'events']) {
    if (Object.hasOwn(file, key)) throw new FormatError(key, { code: 'unknown-field', file: 'session-v0' });
  }
  const { title, log, ...rest } = file;
  const setup = isRecord(file.setup) ? file.setup : null;
  const boardId = BOARD_IDS.find((id) => id === setup?.board);
  const board = boardId === undefined ? null : getBoard(boardId);
  const station: Relabel = (value, path) => {
    // An unknown board or a value that is not a whole number is left for the version 1 reader.
    if (!board || typeof value !== 'number' || !Number.isInteger(value)) return value;
    if (!board.hasStation(value)) throw new FormatError(path, { code: 'v0-station', station: value });
    return board.label(value);
  };
  const upgraded: Record<string, unknown> = { ...rest, version: 1 };
  if (Object.hasOwn(file, 'title')) upgraded.name = title;
  if (setup) upgraded.setup = migrateSetupV0(setup, station);
  if (Object.hasOwn(file, 'log')) {
    upgraded.events = Array.isArray(log)
      ? Array.from(log, (event, index) => migrateEventV0(event, index, station))
      : log;
  }
  return upgraded;
}

function migrateSetupV0(setup: Json, station: Relabel): Json {
  const stations = (path: string) => (value: unknown) =>
    Array.isArray(value) ? Array.from(value, (item, index) => station(item, `${path}[${index}]`)) : value;
  const pawns = (value: unknown) =>
    Array.isArray(value)
      ? Array.from(value, (pawn, index) =>
          isRecord(pawn) ? withField(pawn, 'start', (start) => station(start, `setup.pawns[${index}].start`)) : pawn,
        )
      : value;
  const misterX = (value: unknown) =>
    isRecord(value) ? withField(value, 'startCards', stations('setup.misterX.startCards')) : value;
  return withField(
    withField(withField(setup, 'pawns', pawns), 'pawnStartCards', stations('setup.pawnStartCards')),
    'misterX',
    misterX,
  );
}

function migrateEventV0(event: unknown, index: number, station: Relabel): unknown {
  if (!isRecord(event) || typeof event.type !== 'string') return event;
  const path = `log[${index}]`;
  const type = Object.hasOwn(V0_EVENT_TYPES, event.type) ? V0_EVENT_TYPES[event.type] : undefined;
  if (type === undefined) {
    const choices = Object.keys(V0_EVENT_TYPES);
    throw new FormatError(`${path}.type`, { code: 'not-choice', choices, found: found(event.type) });
  }
  const relabel = (key: string) => (value: unknown) => station(value, `${path}.${key}`);
  return withField(withField({ ...event, type }, 'station', relabel('station')), 'to', relabel('to'));
}

/** The record with one field changed, or the record itself when it has no such field. */
function withField(record: Json, key: string, change: (value: unknown) => unknown): Json {
  return Object.hasOwn(record, key) ? { ...record, [key]: change(record[key]) } : record;
}

/** Every version an imported file may hold: the pre-release layout and what saved games hold. */
export const IMPORT_MIGRATIONS: Migrations = { ...SAVED_MIGRATIONS, 0: migrateV0 };
