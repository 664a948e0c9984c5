// Where a review can stand and what each position means: step 0 is the set-up, step i + 1 the
// state after event i (replay's `states`). Pure functions of the replayed states, so the screen
// only keeps the step number.
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';

/** Where each round begins in a review: right after its first event (usually Mister X's ticket),
 *  so "next round" shows that event and the set it made; plus step 0, the set-up. The end the
 *  table confirms at the start of his turn closes the round before and begins none (a 22-round game
 *  has no round 23: `eventRound`). */
export function roundStarts(states: readonly GameState[]): number[] {
  return states.flatMap((_, step) => {
    const before = states[step - 1];
    if (step <= 1 || !before) return [step];
    const confirmedEnd = before.announcement !== null && states[step]?.phase === 'over';
    return before.round !== states[step - 2]?.round && !confirmedEnd ? [step] : [];
  });
}

/** The next round's start after `step`, or the last step. */
export function nextRoundStep(states: readonly GameState[], step: number): number {
  return roundStarts(states).find((start) => start > step) ?? states.length - 1;
}

/** The start of the round `step` is in, or of the round before when `step` is already at a start. */
export function previousRoundStep(states: readonly GameState[], step: number): number {
  const earlier = roundStarts(states).filter((start) => start < step);
  return earlier[earlier.length - 1] ?? 0;
}

/** The step right after Mister X filled log entry `entry` (1-based); the last step when the game
 *  has no such entry (a logbook longer than the record), the first when `entry` is 0. */
export function entryStep(states: readonly GameState[], entry: number): number {
  const last = states.length - 1;
  if (entry < 1) return 0;
  const field = states[last]?.log[entry - 1];
  return field ? field.event + 1 : last;
}

export interface SurfacingMark {
  /** The step after the reveal, where the candidate set is his station. */
  readonly step: number;
  readonly entry: number;
  readonly station: StationId;
}

/** Every time Mister X showed his station, fixed or voluntary, in order. */
export function surfacingMarks(states: readonly GameState[], events: readonly GameEvent[]): SurfacingMark[] {
  return events.flatMap((event, index) => {
    const before = states[index];
    if (!before || index + 1 >= states.length || (event.type !== 'x-reveal' && event.type !== 'x-surface')) return [];
    return [{ step: index + 1, entry: before.log.length, station: event.station }];
  });
}

/** Board labels typed by Mister X ("35, 46 58"), as station ids, or the first token that is not a
 *  station of this board. Commas, dots, semicolons and spaces all separate entries. */
export type RouteParse =
  | { readonly ok: true; readonly route: StationId[] }
  | { readonly ok: false; readonly entry: number; readonly value: string; readonly reason: 'not-a-number' | 'unknown' };

export function parseRoute(typed: string, stationOfLabel: (label: number) => StationId | undefined): RouteParse {
  const tokens = typed.split(/[\s,;.]+/).filter((token) => token !== '');
  const route: StationId[] = [];
  for (const [index, token] of tokens.entries()) {
    const entry = index + 1;
    if (!/^\d{1,4}$/.test(token)) return { ok: false, entry, value: token.slice(0, 12), reason: 'not-a-number' };
    const station = stationOfLabel(Number(token));
    if (station === undefined) return { ok: false, entry, value: token, reason: 'unknown' };
    route.push(station);
  }
  return { ok: true, route };
}
