// Whether a route of Mister X (his start station, then his station after each log entry) is one he
// could have taken in a game, given everything the table recorded: what an imported file's secret
// route (issue 17, docs/session-format.md "Dragnet's secret") must satisfy before the app plays on
// with it. Pure, from the replay's states; it names the first station that does not fit, never
// which station it is (the table must not learn his secret from a refused file).
import type { StationId } from '../board/types';
import type { GameState } from './state';

/** Why a route does not fit the record, at `at`, its index in the route (0: his start station). */
export type RouteMisfit =
  /** The route has `stations` stations; the record's `logEntries` log entries need one more. */
  | { readonly why: 'length'; readonly at: number; readonly stations: number; readonly logEntries: number }
  /** His start station is none of the start cards he could have drawn (a pawn's station excluded). */
  | { readonly why: 'start'; readonly at: 0 }
  /** No route of the ticket the log shows for this entry joins his station before to this one. */
  | { readonly why: 'ticket'; readonly at: number }
  /** He showed another station at this entry. */
  | { readonly why: 'surfacing'; readonly at: number }
  /** The record rules this station out at some moment (a pawn stood on it, or one ended its move
   *  there and he was "not there"). */
  | { readonly why: 'ruled-out'; readonly at: number };

/** The first way `route` contradicts the record replayed as `states` (states[0] before any event),
 *  or null when it fits. RULES.md "Mister X" and "What the deduction must guarantee": he starts on
 *  a start card no pawn stands on, moves along a route of the shown ticket's type (black: any,
 *  the ferry included) to a free station, shows his true station when he surfaces, and is never
 *  where a pawn ended a move without catching him. A record that contradicts itself (its candidate
 *  set became empty) is checked by its tickets and surfacings only. */
export function routeMisfit(states: readonly GameState[], route: readonly StationId[]): RouteMisfit | null {
  const first = states[0];
  const last = states[states.length - 1];
  if (!first || !last) return null;
  const { log } = last;
  if (route.length !== log.length + 1) {
    return {
      why: 'length',
      at: Math.min(route.length, log.length + 1),
      stations: route.length,
      logEntries: log.length,
    };
  }
  const start = route[0] as StationId;
  const cards = first.game.setup.misterX.startCards;
  if (!cards.includes(start) || first.occupied.has(start)) return { why: 'start', at: 0 };
  const { board } = first.game;
  for (const [index, entry] of log.entries()) {
    const from = route[index] as StationId;
    const to = route[index + 1] as StationId;
    if (!board.ticketNeighbours(from, entry.ticket).includes(to)) return { why: 'ticket', at: index + 1 };
    if (entry.revealed !== null && entry.revealed !== to) return { why: 'surfacing', at: index + 1 };
  }
  for (const state of states) {
    if (state.inconsistencies.length > 0) continue;
    const at = state.log.length;
    if (!state.candidates.has(route[at] as StationId)) return { why: 'ruled-out', at };
  }
  return null;
}
