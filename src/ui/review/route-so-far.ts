// His known route (Dragnet played him, or the table typed his logbook after the game) as the map of
// a review step draws it: where he really was at that step, and the legs he had ridden to get
// there, each with the ticket the travel log shows for it and whether he surfaced at its end.
import type { StationId, Ticket } from '../../board/types';
import type { LogEntry } from '../../game/state';

/** His route as the review knows it. */
export interface KnownRoute {
  /** Where he started: Dragnet's start card; null from a typed logbook, which starts at entry 1. */
  readonly start: StationId | null;
  /** His station after each log entry, as far as it fits the record. */
  readonly stations: readonly StationId[];
  /** Typed from his logbook after the game, or Dragnet's own. */
  readonly by: 'logbook' | 'dragnet';
}

export interface RouteLeg {
  /** The log entry (1-based) that took him along this leg. */
  readonly entry: number;
  readonly from: StationId;
  readonly to: StationId;
  readonly ticket: Ticket;
  /** He showed himself at `to` after this entry. */
  readonly surfaced: boolean;
}

export interface RouteSoFar {
  /** Where he really was at this step; null where the route does not say (a logbook before entry 1,
   *  or past the entries that fit the record). */
  readonly here: StationId | null;
  /** Each entry so far whose start and end the route knows, in order. */
  readonly legs: readonly RouteLeg[];
}

/** Where he was and how he got there, after the entries of `log` (the travel log at a step). */
export function routeSoFar(route: KnownRoute, log: readonly LogEntry[]): RouteSoFar {
  const entries = log.length;
  const at = (entry: number) => (entry === 0 ? route.start : (route.stations[entry - 1] ?? null));
  const legs: RouteLeg[] = [];
  for (const [index, field] of log.entries()) {
    const from = at(index);
    const to = at(index + 1);
    if (from === null || to === null) continue;
    legs.push({ entry: index + 1, from, to, ticket: field.ticket, surfaced: field.revealed !== null });
  }
  return { here: at(entries), legs };
}
