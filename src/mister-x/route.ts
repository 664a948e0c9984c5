// His true route beside the public record: the start, then his station after each log entry. A
// route fits the record when it starts on one of his start cards, each entry rides a line of the
// ticket shown onto a station free of pawns at that moment, each surfacing shows the route's
// station, and no pawn stands on his station now (he would have been caught). The problems are
// codes with data; the command line words them (cli/mister-x.ts).
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import type { GameState } from '../game/state';

export type RouteProblem =
  | { readonly code: 'route-length'; readonly expected: number; readonly got: number }
  | { readonly code: 'not-a-start-card'; readonly station: StationId }
  | { readonly code: 'no-line'; readonly entry: number; readonly from: StationId; readonly to: StationId }
  | { readonly code: 'onto-a-pawn'; readonly entry: number; readonly station: StationId }
  | {
      readonly code: 'surfaced-elsewhere';
      readonly entry: number;
      readonly shown: StationId;
      readonly route: StationId;
    }
  | { readonly code: 'caught'; readonly station: StationId };

/** The first way `route` contradicts the record whose replay is `states` (after `events`). */
export function routeProblem(
  states: readonly GameState[],
  events: readonly GameEvent[],
  route: readonly StationId[],
): RouteProblem | null {
  const first = states[0];
  const last = states[states.length - 1];
  if (!first || !last) return null;
  const expected = last.log.length + 1;
  if (route.length !== expected) return { code: 'route-length', expected, got: route.length };
  const start = route[0] as StationId;
  const { setup, board } = first.game;
  if (!setup.misterX.startCards.includes(start) || first.occupied.has(start)) {
    return { code: 'not-a-start-card', station: start };
  }
  for (let index = 0; index < events.length; index++) {
    const event = events[index] as GameEvent;
    const before = states[index] as GameState;
    if (event.type === 'x-move') {
      const number = before.log.length + 1;
      const from = route[number - 1] as StationId;
      const to = route[number] as StationId;
      if (!board.ticketNeighbours(from, event.ticket).includes(to)) return { code: 'no-line', entry: number, from, to };
      if (before.occupied.has(to)) return { code: 'onto-a-pawn', entry: number, station: to };
    } else if (event.type === 'x-reveal' || event.type === 'x-surface') {
      const number = before.log.length;
      const at = route[number] as StationId;
      if (event.station !== at) return { code: 'surfaced-elsewhere', entry: number, shown: event.station, route: at };
    }
  }
  const at = route[route.length - 1] as StationId;
  if (last.occupied.has(at)) return { code: 'caught', station: at };
  return null;
}
