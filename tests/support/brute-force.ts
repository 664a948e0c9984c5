// An independent reading of the record, for checking the engine: it walks the events itself
// (tracking the pawns from their moves), and decides for each station whether some history of
// Mister X consistent with the record ends there, by searching his histories backwards over the
// printed route list. It uses neither src/engine nor the reducer's derived state.
// Source: RULES.md "What the deduction must guarantee" (start cards, shown tickets, stations taken
// at each of his moves, revealed stations, pawns that ended a move without catching him).

import type { RouteMap } from '../../src/arena/routes';
import { routeMap } from '../../src/arena/routes';
import { getBoard } from '../../src/board/graph';
import type { Route, StationId, Ticket } from '../../src/board/types';
import type { GameEvent } from '../../src/game/events';
import type { Setup } from '../../src/game/setup';

/** What the table has seen of Mister X. Position m is his station after log entry m (0: start). */
export interface XRecord {
  /** The stations his start card can show, less the pawns' start stations. */
  readonly startOptions: ReadonlySet<StationId>;
  /** Per log entry: the ticket shown and the stations pawns stood on when he made that move. */
  readonly moves: readonly { readonly ticket: Ticket; readonly taken: ReadonlySet<StationId> }[];
  /** Positions where he was seen: surfacing, voluntary surfacing, capture, admitting a trap. */
  readonly seenAt: ReadonlyMap<number, StationId>;
  /** Positions where a pawn ended a move on a station without catching him. */
  readonly notAt: ReadonlyMap<number, ReadonlySet<StationId>>;
}

/** The record after each event: index k holds what the table knew after the first k events. */
export function recordsOf(setup: Setup, events: readonly GameEvent[]): XRecord[] {
  const positions = new Map(setup.pawns.map((pawn) => [pawn.id, pawn.start]));
  const starts = new Set(positions.values());
  const startOptions = new Set(setup.misterX.startCards.filter((station) => !starts.has(station)));
  const moves: { ticket: Ticket; taken: ReadonlySet<StationId> }[] = [];
  const seenAt = new Map<number, StationId>();
  const notAt = new Map<number, Set<StationId>>();
  // A pawn's last stop, until the next event tells whether it caught him.
  let pending: { position: number; station: StationId } | null = null;
  const exclude = (position: number, station: StationId) => {
    notAt.set(position, new Set([...(notAt.get(position) ?? []), station]));
  };
  const snapshot = (): XRecord => ({
    startOptions,
    moves: [...moves],
    seenAt: new Map(seenAt),
    notAt: new Map(notAt),
  });
  const records = [snapshot()];
  for (const event of events) {
    if (pending && !(event.type === 'answer' && event.found)) exclude(pending.position, pending.station);
    const caught = pending;
    pending = null;
    switch (event.type) {
      case 'x-double':
        break;
      case 'x-move':
        moves.push({ ticket: event.ticket, taken: new Set(positions.values()) });
        break;
      case 'x-reveal':
      case 'x-surface':
        seenAt.set(moves.length, event.station);
        break;
      case 'pawn-move':
        positions.set(event.pawn, event.to);
        pending = { position: moves.length, station: event.to };
        break;
      case 'pawn-pass':
        break;
      case 'answer':
        if (event.found && caught) seenAt.set(caught.position, caught.station);
        break;
      case 'end':
        if (event.station !== undefined) seenAt.set(moves.length, event.station);
        break;
    }
    records.push(snapshot());
  }
  return records;
}

function allowedAt(record: XRecord, position: number, station: StationId): boolean {
  const seen = record.seenAt.get(position);
  if (seen !== undefined && seen !== station) return false;
  if (record.notAt.get(position)?.has(station)) return false;
  if (position === 0) return record.startOptions.has(station);
  return !record.moves[position - 1]?.taken.has(station);
}

/** A searcher of his histories over one record: witness(s) is one history ending on s, or null. */
export function historySearch(record: XRecord, routes: RouteMap): (end: StationId) => StationId[] | null {
  const memo = new Map<number, StationId[] | null>();
  const find = (position: number, station: StationId): StationId[] | null => {
    const key = position * 1024 + station;
    if (memo.has(key)) return memo.get(key) ?? null;
    let found: StationId[] | null = null;
    if (allowedAt(record, position, station)) {
      if (position === 0) found = [station];
      else {
        const ticket = (record.moves[position - 1] as XRecord['moves'][number]).ticket;
        for (const before of routes.get(ticket)?.get(station) ?? []) {
          const earlier = find(position - 1, before);
          if (earlier) {
            found = [...earlier, station];
            break;
          }
        }
      }
    }
    memo.set(key, found);
    return found;
  };
  return (end) => find(record.moves.length, end);
}

/** Whether one route of Mister X (start, then his station after each entry) fits the record,
 *  checked directly against the printed route list. */
export function fitsRecord(record: XRecord, routes: readonly Route[], history: readonly StationId[]): boolean {
  if (history.length !== record.moves.length + 1) return false;
  return history.every((station, position) => {
    if (!allowedAt(record, position, station)) return false;
    if (position === 0) return true;
    const from = history[position - 1] as StationId;
    const ticket = (record.moves[position - 1] as XRecord['moves'][number]).ticket;
    return routes.some(
      (route) =>
        ((route.a === from && route.b === station) || (route.b === from && route.a === station)) &&
        (ticket === 'black' || route.type === ticket),
    );
  });
}

export interface BruteForce {
  /** Index k: what the table knew after the first k events (aligned with `replay().states`). */
  readonly records: readonly XRecord[];
  /** Index k: every station some history consistent with records[k] ends on, ascending. */
  readonly possible: readonly StationId[][];
  /** Index k: a history ending on a station, for each possible station. */
  readonly witnesses: readonly ReadonlyMap<StationId, readonly StationId[]>[];
}

export function bruteForce(setup: Setup, events: readonly GameEvent[]): BruteForce {
  const board = getBoard(setup.board, setup.routeAnswers);
  const routes = routeMap(board.routes);
  const records = recordsOf(setup, events);
  const witnesses = records.map((record) => {
    const search = historySearch(record, routes);
    const found = new Map<StationId, StationId[]>();
    for (const station of board.stationIds) {
      const history = search(station);
      if (history) found.set(station, history);
    }
    return found;
  });
  return { records, possible: witnesses.map((found) => [...found.keys()].sort((p, q) => p - q)), witnesses };
}
