// Reading a session file's set-up and events (format version 2): every field checked, every station
// read as the label printed on the session's board and turned into the app's own id. The rules
// then check the set-up and replay the events (format/session.ts).
import { BOARD_VARIANTS } from '../board/boards';
import type { Board } from '../board/graph';
import { getBoard } from '../board/graph';
import type { BoardId, StationId, TransportTicket } from '../board/types';
import { BOARD_IDS, TICKETS, TRANSPORT_TICKETS } from '../board/types';
import type { GameEvent, GameEventType } from '../game/events';
import { END_REASONS } from '../game/events';
import type { MisterXSetup, PawnSetup, PoolSetup, Setup, TicketCounts } from '../game/setup';
import {
  MAX_COUNT,
  MAX_PAWN_NAME,
  MAX_PAWNS,
  PAWN_COLOURS,
  PAWN_ID_PATTERN,
  PAWN_KINDS,
  RULE_SET_IDS,
} from '../game/setup';
import {
  child,
  FormatError,
  found,
  isRecord,
  readBoolean,
  readChoice,
  readInteger,
  readList,
  readObject,
  readPattern,
  readText,
} from './readers';

const SETUP_FIELDS = [
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
];

export function readSetup(value: unknown, path: string): { setup: Setup; board: Board } {
  const record = readObject(value, path, SETUP_FIELDS);
  const ruleSet = readChoice(record.ruleSet, `${path}.ruleSet`, RULE_SET_IDS);
  const boardId = readChoice(record.board, `${path}.board`, BOARD_IDS);
  const answersPath = `${path}.routeAnswers`;
  const uncertainKeys = BOARD_VARIANTS[boardId].uncertain.map((route) => route.key);
  const answers = readObject(record.routeAnswers, answersPath, [], uncertainKeys, (route) => ({
    code: 'no-uncertain-route',
    route,
    board: boardId,
  }));
  const routeAnswers = Object.fromEntries(
    uncertainKeys.flatMap((key) =>
      Object.hasOwn(answers, key) ? [[key, readBoolean(answers[key], child(answersPath, key))]] : [],
    ),
  );
  const board = getBoard(boardId, routeAnswers);
  const station = (item: unknown, at: string) => readStation(item, at, board, boardId);
  const stations = (item: unknown, at: string) =>
    readList(item, at, board.stationIds.length, 'stations').map((entry, index) => station(entry, `${at}[${index}]`));
  const setup: Setup = {
    ruleSet,
    board: boardId,
    routeAnswers,
    pawns: readList(record.pawns, `${path}.pawns`, MAX_PAWNS, 'pawns').map((item, index) =>
      readPawn(item, `${path}.pawns[${index}]`, station),
    ),
    pools: readList(record.pools, `${path}.pools`, MAX_PAWNS, 'piles').map((item, index) =>
      readPool(item, `${path}.pools[${index}]`),
    ),
    pawnStartCards: record.pawnStartCards === null ? null : stations(record.pawnStartCards, `${path}.pawnStartCards`),
    misterX: readMisterX(record.misterX, `${path}.misterX`, stations),
    surfacing: readList(record.surfacing, `${path}.surfacing`, MAX_COUNT, 'entries').map((item, index) =>
      readInteger(item, `${path}.surfacing[${index}]`, 1, MAX_COUNT),
    ),
    roundLimit: record.roundLimit === null ? null : readInteger(record.roundLimit, `${path}.roundLimit`, 1, MAX_COUNT),
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
    black: readInteger(record.black, `${path}.black`, 0, MAX_COUNT),
    double: readInteger(record.double, `${path}.double`, 0, MAX_COUNT),
    stock: record.stock === null ? null : readCounts(record.stock, `${path}.stock`),
    receivesSpentTickets: readBoolean(record.receivesSpentTickets, `${path}.receivesSpentTickets`),
  };
}

function readPawn(value: unknown, path: string, station: (item: unknown, at: string) => StationId): PawnSetup {
  const record = readObject(value, path, ['id', 'name', 'colour', 'kind', 'start', 'pool']);
  return {
    id: readPattern(record.id, `${path}.id`, PAWN_ID_PATTERN, 'pawn-id'),
    name: readText(record.name, `${path}.name`, 1, MAX_PAWN_NAME),
    colour: readChoice(record.colour, `${path}.colour`, PAWN_COLOURS),
    kind: readChoice(record.kind, `${path}.kind`, PAWN_KINDS),
    start: station(record.start, `${path}.start`),
    pool: record.pool === null ? null : readPattern(record.pool, `${path}.pool`, PAWN_ID_PATTERN, 'pile-or-null'),
  };
}

function readPool(value: unknown, path: string): PoolSetup {
  const record = readObject(value, path, ['id', 'tickets']);
  return {
    id: readPattern(record.id, `${path}.id`, PAWN_ID_PATTERN, 'pile-id'),
    tickets: readCounts(record.tickets, `${path}.tickets`),
  };
}

function readCounts(value: unknown, path: string): TicketCounts {
  const record = readObject(value, path, TRANSPORT_TICKETS);
  return {
    taxi: readInteger(record.taxi, `${path}.taxi`, 0, MAX_COUNT),
    bus: readInteger(record.bus, `${path}.bus`, 0, MAX_COUNT),
    underground: readInteger(record.underground, `${path}.underground`, 0, MAX_COUNT),
  };
}

/** The fields each event type carries besides `type` (`end` may also carry `station`). */
const EVENT_FIELDS: Readonly<Record<GameEventType, readonly string[]>> = {
  'x-move': ['ticket'],
  'x-double': [],
  'x-reveal': ['station'],
  'x-surface': ['station', 'taken'],
  'pawn-move': ['pawn', 'to', 'ticket'],
  'pawn-pass': ['pawn'],
  answer: ['found'],
  end: ['reason'],
};
const EVENT_TYPES = Object.keys(EVENT_FIELDS) as GameEventType[];

export function readEvent(value: unknown, path: string, setup: Setup, board: Board): GameEvent {
  if (!isRecord(value)) throw new FormatError(path, { code: 'not-object', found: found(value) });
  if (!Object.hasOwn(value, 'type')) throw new FormatError(`${path}.type`, { code: 'missing-field' });
  const type = readChoice(value.type, `${path}.type`, EVENT_TYPES);
  const record = readObject(value, path, ['type', ...EVENT_FIELDS[type]], type === 'end' ? ['station'] : []);
  const station = (item: unknown, at: string) => readStation(item, at, board, setup.board);
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
        pawn: readPattern(record.pawn, `${path}.pawn`, PAWN_ID_PATTERN, 'pawn-ref'),
        to: station(record.to, `${path}.to`),
        ticket: readChoice(record.ticket, `${path}.ticket`, TRANSPORT_TICKETS),
      };
    case 'pawn-pass':
      return { type, pawn: readPattern(record.pawn, `${path}.pawn`, PAWN_ID_PATTERN, 'pawn-ref') };
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
  const record = readObject(value, path, [], poolIds, (pile) => ({ code: 'no-pile', pile }));
  return Object.fromEntries(
    poolIds.flatMap((id) =>
      Object.hasOwn(record, id) ? [[id, readChoice(record[id], child(path, id), TRANSPORT_TICKETS)]] : [],
    ),
  );
}

/** A station label as printed on the board, turned into the internal id. */
export function readStation(value: unknown, path: string, board: Board, boardId: BoardId): StationId {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new FormatError(path, { code: 'not-station-number', found: found(value) });
  }
  const station = board.stationOfLabel(value);
  if (station === undefined) throw new FormatError(path, { code: 'no-station', station: value, board: boardId });
  return station;
}
