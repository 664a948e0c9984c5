// The board graph against facts read off the printed boards and the rulebooks. Numbers are pinned
// as literals (board: board.json of the project's cross-checked data; MB 1985 / RB 2013 rulebooks).
import { describe, expect, it } from 'vitest';
import { boardRoutes, distancesFrom, getBoard } from './graph';
import type { BoardId, Ticket, Transport } from './types';
import { BOARD_IDS, STATION_TYPES, TICKETS, TRANSPORTS } from './types';

function countByTransport(board: BoardId, answers: Record<string, boolean> = {}): Record<Transport, number> {
  const counts = { taxi: 0, bus: 0, underground: 0, ferry: 0 };
  for (const route of getBoard(board, answers).routes) counts[route.type]++;
  return counts;
}

describe('routes per transport (board: 346 taxi, 99 bus, 20 underground, 3 ferry on the classic board)', () => {
  const table: [BoardId, Record<string, boolean>, Record<Transport, number>, string][] = [
    ['ravensburger-classic', {}, { taxi: 346, bus: 99, underground: 20, ferry: 3 }, 'the 1983 board'],
    // RULES.md: until the players answer, the doubtful route is kept (a doubt only widens the set).
    ['ravensburger-modern', {}, { taxi: 346, bus: 99, underground: 20, ferry: 3 }, 'taxi 13-14 unanswered: kept'],
    ['ravensburger-modern', { 'taxi 13-14': true }, { taxi: 346, bus: 99, underground: 20, ferry: 3 }, 'answered yes'],
    ['ravensburger-modern', { 'taxi 13-14': false }, { taxi: 345, bus: 99, underground: 20, ferry: 3 }, 'answered no'],
    // board: the MB 1985 board prints bus 185-199 where Ravensburger prints taxi 198-199.
    ['milton-bradley-1985', {}, { taxi: 345, bus: 100, underground: 20, ferry: 3 }, 'MB: -taxi 198-199 +bus 185-199'],
  ];
  it.each(table)('%s %j: %j (%s)', (board, answers, counts) => {
    expect(countByTransport(board, answers)).toEqual(counts);
  });

  it.each(BOARD_IDS)('%s has 199 stations, Ravensburger ids 1..199', (id) => {
    const board = getBoard(id);
    expect(board.stationIds).toHaveLength(199);
    expect(board.stationIds[0]).toBe(1);
    expect(board.stationIds[198]).toBe(199);
    expect(board.maxStationId).toBe(199);
    expect(board.hasStation(0)).toBe(false);
    expect(board.hasStation(200)).toBe(false);
  });
});

describe('the taxi 13-14 question (RULES.md: a doubt can only widen the set)', () => {
  it.each([
    [{}, [4, 14, 23, 24]],
    [{ 'taxi 13-14': true }, [4, 14, 23, 24]],
    [{ 'taxi 13-14': false }, [4, 23, 24]],
  ])('modern board answers %j: taxi from 13 reaches %j', (answers, expected) => {
    const board = getBoard('ravensburger-modern', answers);
    expect(board.neighbours(13, 'taxi')).toEqual(expected);
    expect(board.neighbours(14, 'taxi').includes(13)).toBe(expected.includes(14));
    // board: the bus 13-14 is printed on every board.
    expect(board.neighbours(13, 'bus')).toEqual([14, 23, 52]);
  });

  it('answers that are the same give the same cached board', () => {
    expect(getBoard('ravensburger-modern', { 'taxi 13-14': false })).toBe(
      getBoard('ravensburger-modern', { 'taxi 13-14': false }),
    );
    expect(getBoard('ravensburger-modern')).not.toBe(getBoard('ravensburger-modern', { 'taxi 13-14': false }));
    expect(boardRoutes('ravensburger-classic', { 'taxi 13-14': false })).toHaveLength(468);
  });
});

describe.each(BOARD_IDS)('%s: the graph is consistent', (id) => {
  const board = getBoard(id);

  it('every neighbour relation is symmetric', () => {
    for (const station of board.stationIds) {
      for (const transport of TRANSPORTS) {
        for (const next of board.neighbours(station, transport)) {
          expect(board.neighbours(next, transport), `${transport} ${station}-${next}`).toContain(station);
        }
      }
    }
  });

  it('every route joins stations that serve its transport; ferry piers are taxi stations (RULES.md Moving)', () => {
    for (const route of board.routes) {
      const needed = route.type === 'ferry' ? 'taxi' : route.type;
      expect(board.station(route.a).types, `${route.type} ${route.a}-${route.b}`).toContain(needed);
      expect(board.station(route.b).types, `${route.type} ${route.a}-${route.b}`).toContain(needed);
    }
  });

  it('every station is a taxi station (MB 1985 "all numbered locations are yellow signals")', () => {
    for (const station of board.stationIds) {
      expect(board.station(station).types[0]).toBe('taxi');
      expect(board.neighbours(station, 'taxi').length).toBeGreaterThan(0);
    }
  });

  it('no route joins a station to itself, and no route is listed twice', () => {
    const seen = new Set<string>();
    for (const route of board.routes) {
      expect(route.a).not.toBe(route.b);
      const key = `${Math.min(route.a, route.b)}-${Math.max(route.a, route.b)} ${route.type}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('every station can be reached from every other by taxi alone', () => {
    const distance = distancesFrom(board, 1, ['taxi']);
    for (const station of board.stationIds) expect(distance[station]).toBeLessThan(Number.POSITIVE_INFINITY);
  });
});

describe('the rulebook example (MB 1985 "How to move": station 74 above Kensington Gardens)', () => {
  const board = getBoard('ravensburger-classic');
  it.each([
    ['underground', [46]],
    ['taxi', [58, 73, 75, 92]],
    ['bus', [58, 94]],
    ['ferry', []],
  ] as [Transport, number[]][])('from 74 by %s: %j', (transport, expected) => {
    expect(board.neighbours(74, transport)).toEqual(expected);
  });

  it('74 and 58 are joined by taxi and bus, so a detective chooses the ticket (RULES.md Moving)', () => {
    expect(board.transportsBetween(74, 58)).toEqual(['taxi', 'bus']);
    expect(board.transportsBetween(74, 46)).toEqual(['underground']);
    expect(board.transportsBetween(74, 1)).toEqual([]);
  });

  it.each(BOARD_IDS)('%s: station 153 near Buckingham Palace has all three services (MB 1985)', (id) => {
    expect(getBoard(id).station(153).types).toEqual([...STATION_TYPES]);
    expect(getBoard(id).neighbours(153, 'underground')).toEqual([111, 140, 163, 185]);
  });
});

describe('the ferry (RULES.md Black ticket: 194-157, 157-115, 115-108)', () => {
  it.each(BOARD_IDS)('%s: the three ferry routes, in Ravensburger numbers', (id) => {
    const board = getBoard(id);
    const ferries = board.routes
      .filter((route) => route.type === 'ferry')
      .map((route) => [Math.min(route.a, route.b), Math.max(route.a, route.b)])
      .sort((p, q) => (p[0] ?? 0) - (q[0] ?? 0));
    expect(ferries).toEqual([
      [108, 115],
      [115, 157],
      [157, 194],
    ]);
  });

  it('MB 1985 "Black tickets": "from #194 to #157; or from #157 to #115; or from #115 to #118"', () => {
    const board = getBoard('milton-bradley-1985');
    const labelled = (label: number) => {
      const station = board.stationOfLabel(label);
      if (station === undefined) throw new Error(`no label ${label}`);
      return board.neighbours(station, 'ferry').map((next) => board.label(next));
    };
    expect(labelled(194)).toEqual([157]);
    expect(labelled(157)).toEqual([115, 194]);
    expect(labelled(115)).toEqual([118, 157]);
    expect(labelled(118)).toEqual([115]);
  });

  it.each([
    [157, 'black', [115, 133, 142, 156, 158, 170, 185, 194]],
    [157, 'taxi', [156, 158, 170]],
    [157, 'bus', [133, 142, 156, 185]],
    [157, 'underground', []],
    [194, 'black', [157, 192, 193, 195]],
    [194, 'taxi', [192, 193, 195]],
    [115, 'black', [102, 108, 114, 126, 127, 157]],
    [108, 'black', [105, 115, 116, 117, 119, 135]],
  ] as [number, Ticket, number[]][])(
    'RB 2013 "Black tickets": from %i by %s ticket: %j',
    (station, ticket, expected) => {
      expect(getBoard('ravensburger-classic').ticketNeighbours(station, ticket)).toEqual(expected);
    },
  );

  it('no taxi, bus or underground ticket ever takes the ferry (RB 2013: "can only be used with the black ticket")', () => {
    const board = getBoard('ravensburger-classic');
    for (const station of board.stationIds) {
      for (const ticket of TICKETS) {
        if (ticket === 'black') continue;
        for (const next of board.ticketNeighbours(station, ticket)) {
          expect(board.transportsBetween(station, next)).toContain(ticket);
        }
      }
      const black = new Set(TRANSPORTS.flatMap((t) => board.neighbours(station, t)));
      expect(board.ticketNeighbours(station, 'black')).toEqual([...black].sort((p, q) => p - q));
    }
  });
});

describe('distancesFrom', () => {
  const board = getBoard('ravensburger-classic');
  it.each([
    [74, 74, 0, 'a station to itself'],
    [74, 46, 1, 'board: underground 74-46'],
    [74, 94, 1, 'board: bus 74-94'],
    [74, 1, 2, 'board: 74-46 underground, 46-1 underground'],
    [153, 185, 1, 'board: underground 153-185'],
  ])('from %i to %i: %i (%s)', (from, to, expected) => {
    expect(distancesFrom(board, from)[to]).toBe(expected);
  });

  it('from several stations: the distance to the nearest (board: 74-46 underground, 153-185 underground)', () => {
    const distance = distancesFrom(board, [74, 153]);
    expect(distance[46]).toBe(1);
    expect(distance[185]).toBe(1);
    expect(distance[153]).toBe(0);
    expect(distance[1]).toBe(Math.min(distancesFrom(board, 74)[1] ?? 99, distancesFrom(board, 153)[1] ?? 99));
  });

  it('the ferry counts only when asked for (board: ferry 194-157; by land 5 moves)', () => {
    expect(distancesFrom(board, 194)[157]).toBe(5);
    expect(distancesFrom(board, 194, ['taxi', 'bus', 'underground', 'ferry'])[157]).toBe(1);
  });

  it('by taxi alone 74 to 46 takes 3 moves (board: taxi 74-58, 58-45, 45-46)', () => {
    expect(distancesFrom(board, 74, ['taxi'])[46]).toBe(3);
  });
});
