// A board as a graph: the classic route list with one printed board's differences applied,
// neighbours by transport and by ticket (the ferry only by black ticket), shortest distances,
// and the station labels players read on that board.
import { BOARD_VARIANTS } from './boards';
import { BUS_ROUTES, FERRY_ROUTES, STATION_DATA, TAXI_ROUTES, UNDERGROUND_ROUTES } from './data/london';
import type { BoardId, Route, StationId, StationType, Ticket, Transport } from './types';
import { STATION_TYPES, TRANSPORTS } from './types';

export interface Station {
  readonly id: StationId;
  /** The number printed on this board (differs from the id on five Milton Bradley stations). */
  readonly label: number;
  readonly x: number;
  readonly y: number;
  readonly types: readonly StationType[];
}

/** Answers to a board's uncertain routes, by route key ("taxi 13-14"): false = not printed. */
export type RouteAnswers = Readonly<Record<string, boolean>>;

export interface Board {
  readonly id: BoardId;
  /** Ravensburger numbers of every station, ascending. */
  readonly stationIds: readonly StationId[];
  readonly maxStationId: StationId;
  readonly routes: readonly Route[];
  station(id: StationId): Station;
  hasStation(id: StationId): boolean;
  label(id: StationId): number;
  /** The station a player means by a printed number, or undefined when the board has none. */
  stationOfLabel(label: number): StationId | undefined;
  neighbours(id: StationId, transport: Transport): readonly StationId[];
  /** Where one ticket can take Mister X or a detective from a station. Black: any transport. */
  ticketNeighbours(id: StationId, ticket: Ticket): readonly StationId[];
  /** Transports that join two stations directly (several where lines run side by side). */
  transportsBetween(a: StationId, b: StationId): readonly Transport[];
}

function pairsToRoutes(pairs: readonly number[], type: Transport): Route[] {
  const routes: Route[] = [];
  for (let i = 0; i < pairs.length; i += 2) routes.push({ a: pairs[i] as number, b: pairs[i + 1] as number, type });
  return routes;
}

const CLASSIC_ROUTES: readonly Route[] = [
  ...pairsToRoutes(TAXI_ROUTES, 'taxi'),
  ...pairsToRoutes(BUS_ROUTES, 'bus'),
  ...pairsToRoutes(UNDERGROUND_ROUTES, 'underground'),
  ...pairsToRoutes(FERRY_ROUTES, 'ferry'),
];

function sameRoute(x: Route, y: Route): boolean {
  return x.type === y.type && ((x.a === y.a && x.b === y.b) || (x.a === y.b && x.b === y.a));
}

/** The routes printed on a board, with the players' answers about uncertain routes applied. */
export function boardRoutes(id: BoardId, answers: RouteAnswers = {}): Route[] {
  const variant = BOARD_VARIANTS[id];
  let routes = CLASSIC_ROUTES.filter((r) => !variant.remove.some((gone) => sameRoute(gone, r)));
  routes = routes.concat(variant.add);
  for (const doubt of variant.uncertain) {
    const present = answers[doubt.key] ?? true;
    routes = routes.filter((r) => !sameRoute(r, doubt));
    if (present) routes.push({ a: doubt.a, b: doubt.b, type: doubt.type });
  }
  return routes;
}

const cache = new Map<string, Board>();

/** The graph of one printed board. Boards are immutable and cached per board and answers. */
export function getBoard(id: BoardId, answers: RouteAnswers = {}): Board {
  const relevant = BOARD_VARIANTS[id].uncertain.map((u) => `${u.key}=${answers[u.key] ?? true}`);
  const key = `${id}|${relevant.join(',')}`;
  let board = cache.get(key);
  if (!board) {
    board = buildBoard(id, boardRoutes(id, answers));
    cache.set(key, board);
  }
  return board;
}

function buildBoard(id: BoardId, routes: readonly Route[]): Board {
  const labels = BOARD_VARIANTS[id].labels;
  const stations: Station[] = STATION_DATA.map(([x, y, codes], index) => {
    const stationId = index + 1;
    return {
      id: stationId,
      label: labels[stationId] ?? stationId,
      x,
      y,
      types: STATION_TYPES.filter((type) => codes.includes(type[0]?.toUpperCase() ?? '?')),
    };
  });
  const maxStationId = stations.length;
  const idOfLabel = new Map(stations.map((s) => [s.label, s.id]));
  const adjacency = new Map<Transport, StationId[][]>(
    TRANSPORTS.map((t) => [t, Array.from({ length: maxStationId + 1 }, () => [])]),
  );
  for (const route of routes) {
    const lists = adjacency.get(route.type) as StationId[][];
    (lists[route.a] as StationId[]).push(route.b);
    (lists[route.b] as StationId[]).push(route.a);
  }
  for (const lists of adjacency.values()) for (const list of lists) list.sort((p, q) => p - q);
  const black: StationId[][] = Array.from({ length: maxStationId + 1 }, (_, station) =>
    [...new Set(TRANSPORTS.flatMap((t) => (adjacency.get(t) as StationId[][])[station] ?? []))].sort((p, q) => p - q),
  );
  const none: readonly StationId[] = [];
  const checkId = (station: StationId): Station => {
    const found = stations[station - 1];
    if (!found || !Number.isInteger(station)) throw new RangeError(`no station ${station} on the board`);
    return found;
  };
  return {
    id,
    stationIds: stations.map((s) => s.id),
    maxStationId,
    routes,
    station: checkId,
    hasStation: (station) => Number.isInteger(station) && station >= 1 && station <= maxStationId,
    label: (station) => checkId(station).label,
    stationOfLabel: (label) => idOfLabel.get(label),
    neighbours: (station, transport) => (adjacency.get(transport) as StationId[][])[station] ?? none,
    ticketNeighbours: (station, ticket) =>
      ticket === 'black' ? (black[station] ?? none) : ((adjacency.get(ticket) as StationId[][])[station] ?? none),
    transportsBetween: (a, b) => TRANSPORTS.filter((t) => ((adjacency.get(t) as StationId[][])[a] ?? none).includes(b)),
  };
}

/** Fewest moves from a station (or the nearest of several) to every other, using the given
 *  transports (unreachable: Infinity). Index by station id; index 0 is unused. */
export function distancesFrom(
  board: Board,
  from: StationId | Iterable<StationId>,
  transports: readonly Transport[] = ['taxi', 'bus', 'underground'],
): number[] {
  const distance = new Array<number>(board.maxStationId + 1).fill(Number.POSITIVE_INFINITY);
  const queue: StationId[] = typeof from === 'number' ? [from] : [...from];
  for (const start of queue) distance[start] = 0;
  for (let head = 0; head < queue.length; head++) {
    const station = queue[head] as StationId;
    const next = (distance[station] as number) + 1;
    for (const transport of transports) {
      for (const neighbour of board.neighbours(station, transport)) {
        if (next < (distance[neighbour] as number)) {
          distance[neighbour] = next;
          queue.push(neighbour);
        }
      }
    }
  }
  return distance;
}

/** Fewest rides between every two stations over the given transports, capped at 255 (unreachable):
 *  `rides[from * size + to]`. Built once per board and set of transports. */
export interface RideTable {
  readonly size: number;
  readonly rides: Uint8Array;
}

const rideTables = new WeakMap<Board, Map<string, RideTable>>();

export function rideTable(board: Board, transports: readonly Transport[] = ['taxi', 'bus', 'underground']): RideTable {
  let byTransports = rideTables.get(board);
  if (!byTransports) {
    byTransports = new Map();
    rideTables.set(board, byTransports);
  }
  const key = transports.join();
  let table = byTransports.get(key);
  if (!table) {
    const size = board.maxStationId + 1;
    const rides = new Uint8Array(size * size).fill(255);
    const queue = new Int32Array(size);
    const lines = board.stationIds.map((station) => transports.flatMap((t) => board.neighbours(station, t)));
    for (const from of board.stationIds) {
      const row = from * size;
      rides[row + from] = 0;
      queue[0] = from;
      let tail = 1;
      for (let head = 0; head < tail; head++) {
        const at = queue[head] as number;
        const next = (rides[row + at] as number) + 1;
        for (const to of lines[at - 1] ?? []) {
          if ((rides[row + to] as number) > next) {
            rides[row + to] = next;
            queue[tail++] = to;
          }
        }
      }
    }
    table = { size, rides };
    byTransports.set(key, table);
  }
  return table;
}
