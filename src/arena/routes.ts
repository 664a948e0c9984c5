// Mister X's possible rides read straight from a board's printed route list (not the board's
// ticket queries), so that the simulator and the brute-force checker stay independent of the
// engine: a route the engine lost still shows up as a move the candidates miss.
import type { Route, StationId, Ticket } from '../board/types';

/** Where one ticket can take him: the routes of its transport; black takes any, ferry included.
 *  The 'ferry' key lists the ferry routes alone. */
export type RouteMap = ReadonlyMap<Ticket | 'ferry', ReadonlyMap<StationId, readonly StationId[]>>;

export function routeMap(routes: readonly Route[]): RouteMap {
  const map = new Map<Ticket | 'ferry', Map<StationId, StationId[]>>();
  const add = (ticket: Ticket | 'ferry', from: StationId, to: StationId) => {
    const byStation = map.get(ticket) ?? new Map<StationId, StationId[]>();
    map.set(ticket, byStation);
    const list = byStation.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    byStation.set(from, list);
  };
  for (const route of routes) {
    const tickets: (Ticket | 'ferry')[] = [route.type, 'black'];
    for (const ticket of tickets) {
      add(ticket, route.a, route.b);
      add(ticket, route.b, route.a);
    }
  }
  return map;
}

/** Stations with a ferry pier (Ravensburger ids; the Milton Bradley board labels 108 as 118). */
export const FERRY_PIERS: readonly StationId[] = [194, 157, 115, 108];
