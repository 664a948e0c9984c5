// What a pawn on a station guards, as the reasons say it (plan.ts): he may be there, it is one
// ride from a good share of where he may go next, or it holds an underground station he could
// ride to or from (or stays one ride from one it holds, and can ride back). The evaluation asks it
// of a pawn that would ride between the same two stations a third time running: such a ride is
// worth its ticket only when it guards something, and then its reason says what.
import type { StationId } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { Situation } from './situation';

/** He may be on a station with at least this chance: the reason says "he may be on 67". */
export const CATCH_SAID = 0.05;
/** A share of where he may go next that speaks before every other reason (plan.ts). */
export const SHARE_LEADS = 0.15;
/** His probability on the stations from which he rides the underground onto a station, or on the
 *  underground stations a pawn follows him to, that makes the station worth holding. */
const UNDERGROUND_HELD = 0.05;

/** The share of `next` (where he may be after his move; `total` its sum) that a pawn on `station`
 *  holding the tickets of `mask` reaches in one ride. */
export function shareReached(
  situation: Situation,
  next: Float64Array,
  total: number,
  station: StationId,
  mask: number,
): number {
  const { board } = situation;
  let reached = 0;
  const seen = new Set<number>();
  for (let t = 0; t < 3; t++) {
    if ((mask & (1 << t)) === 0) continue;
    for (const to of board.neighbours(station, TRANSPORT_TICKETS[t] as 'taxi')) {
      if (seen.has(to)) continue;
      seen.add(to);
      reached += next[to] as number;
    }
  }
  return total > 0 ? reached / total : 0;
}

/** On an underground station from which he could ride the underground next (`blocks`: he could
 *  ride to it, and it is taken from him), or from which the pawn follows him there. */
export function guardsUnderground(
  situation: Situation,
  next: Float64Array,
  station: StationId,
  mask: number,
): { blocks: boolean } | null {
  const lines = situation.board.neighbours(station, 'underground');
  if (lines.length === 0) return null;
  let blocked = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const from = situation.support[k] as number;
    if (situation.board.neighbours(from, 'underground').includes(station))
      blocked += situation.supportWeight[k] as number;
  }
  let watched = 0;
  if ((mask & 4) !== 0) for (const to of lines) watched += next[to] as number;
  return blocked >= UNDERGROUND_HELD || watched >= UNDERGROUND_HELD ? { blocks: blocked >= UNDERGROUND_HELD } : null;
}

/** Whether a pawn riding from `from` to `to` (holding `mask` after the ride) guards something
 *  there: he may be on `to`, it reaches a good share of where he may go next, it holds an
 *  underground station, or it leaves one it holds for a station without the underground from
 *  which it can ride back. */
export function guardsSomething(
  situation: Situation,
  next: Float64Array,
  total: number,
  from: StationId,
  to: StationId,
  mask: number,
): boolean {
  if ((situation.probabilities[to] as number) >= CATCH_SAID) return true;
  if (shareReached(situation, next, total, to, mask) >= SHARE_LEADS) return true;
  if (guardsUnderground(situation, next, to, mask)) return true;
  const { board } = situation;
  return (
    board.neighbours(to, 'underground').length === 0 &&
    guardsUnderground(situation, next, from, mask) !== null &&
    TRANSPORT_TICKETS.some((ticket, t) => (mask & (1 << t)) !== 0 && board.neighbours(to, ticket).includes(from))
  );
}
