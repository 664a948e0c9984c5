// Writing session files (format version 2): a session in memory as the plain JSON of its file,
// every station as the label printed on its board, laid out so that each event sits on a line of
// its own. The reader (format/session.ts) takes back exactly what this writes.
import { BOARD_VARIANTS } from '../board/boards';
import { getBoard } from '../board/graph';
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { PawnSetup, Setup, TicketCounts } from '../game/setup';
import type { DragnetXFile, Session, SessionFile } from './session';
import { SESSION_FORMAT, SESSION_VERSION, SESSION_VERSION_DRAGNET_X } from './session';

/** The file of `session`: version 2, or version 3 with `dragnetX` when Dragnet's secret is given. */
export function makeSessionFile(session: Session, dragnetX: DragnetXFile | null = null): SessionFile {
  const { setup } = session;
  const board = getBoard(setup.board, setup.routeAnswers);
  // A station off the board is written as it is, so parsing reports it instead of make throwing.
  const label = (station: StationId) => (board.hasStation(station) ? board.label(station) : station);
  const uncertainKeys = BOARD_VARIANTS[setup.board].uncertain.map((route) => route.key);
  const poolIds = setup.pools.map((pool) => pool.id);
  const { misterX, options } = setup;
  return {
    format: SESSION_FORMAT,
    version: dragnetX ? SESSION_VERSION_DRAGNET_X : SESSION_VERSION,
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
    ...(dragnetX && {
      dragnetX: { strength: dragnetX.strength, seed: dragnetX.seed, route: dragnetX.route.map(label) },
    }),
  };
}

/** The file as text: two-space indent, and anything that fits in 120 columns on one line, so each
 *  event (and each pawn) sits on a line of its own. */
export function makeSessionJson(session: Session, dragnetX: DragnetXFile | null = null): string {
  return `${formatJson(makeSessionFile(session, dragnetX), '', 0)}\n`;
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

/** One event as a file of this set-up writes it (stations as printed on its board). */
export function fileEvent(setup: Setup, event: GameEvent): GameEvent {
  const board = getBoard(setup.board, setup.routeAnswers);
  const label = (station: StationId) => (board.hasStation(station) ? board.label(station) : station);
  return writeEvent(
    event,
    label,
    setup.pools.map((pool) => pool.id),
  );
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
    case 'pawn-pass':
      return { type: event.type, pawn: event.pawn };
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
