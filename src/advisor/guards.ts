// What a pawn's move guards, as the reasons say it (plan.ts): he may be on its station, it is one
// ride from a good share of where he may go next, it holds an underground station he could ride to
// or from (or stays one ride from one it holds, and can ride back), it cuts off part of his room or
// it closes in on him. The evaluation asks it of a pawn that would ride between the same two
// stations a third time running: such a ride is worth its ticket only when it guards something,
// and then its reason says what.
import type { StationId } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import { ticketsLeft } from '../game/tickets';
import { pawnRides, ridesBetween, ticketMask, UNREACHABLE, xRides } from './distances';
import type { Situation } from './situation';

/** He may be on a station with at least this chance: the reason says "he may be on 67". */
export const CATCH_SAID = 0.05;
/** A share of where he may go next that guards a ride back, and that speaks before every other
 *  reason (plan.ts); a smaller one is said only when nothing else is, and not at all while a few
 *  stations carry most of him (15% is about one of the six or seven stations he may go on to). */
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

/** Fewer rides on average from `to` than from `from` to where he probably is (to the stations
 *  carrying nine tenths of him or more, in tenths of a ride): it closes in on him, as the reason
 *  "closes in" says. `mask`: the tickets the pawn holds. */
export function closesIn(situation: Situation, from: StationId, to: StationId, mask: number): boolean {
  const table = pawnRides(situation.board, mask || 7);
  const average = (station: StationId): number | null => {
    let total = 0;
    let weight = 0;
    for (let k = 0; k < situation.support.length; k++) {
      const rides = ridesBetween(table, station, situation.support[k] as number);
      if (rides === UNREACHABLE) continue;
      total += rides * (situation.supportWeight[k] as number);
      weight += situation.supportWeight[k] as number;
    }
    return weight >= 0.9 ? Math.round((total / weight) * 10) / 10 : null;
  };
  const now = average(from);
  const then = average(to);
  return now !== null && then !== null && then < now;
}

/** The least stations of his room (reached before any pawn, weighed by where he probably is) a
 *  move must take from him to guard it, as the reason "cuts off ≈N stations" says. */
const CUT_SAID = 2;

/** Whether moving `pawn` from where it stands to `to` takes at least CUT_SAID stations of his
 *  room from him, the other pawns where they stand and each pawn holding the tickets it holds. */
export function cutsOff(situation: Situation, pawn: number, to: StationId): boolean {
  const { board, state } = situation;
  const size = board.maxStationId + 1;
  const others = new Uint8Array(size).fill(UNREACHABLE);
  state.positions.forEach((at, other) => {
    if (other === pawn) return;
    const mask = ticketMask(ticketsLeft(state, other));
    if (mask === 0) return;
    const table = pawnRides(board, mask);
    for (let station = 1; station < size; station++) {
      const rides = ridesBetween(table, at, station);
      if (rides < (others[station] as number)) others[station] = rides;
    }
  });
  const mine = pawnRides(board, ticketMask(ticketsLeft(state, pawn)) || 7);
  const from = state.positions[pawn] as StationId;
  const x = xRides(board);
  let cut = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const at = situation.support[k] as number;
    let count = 0;
    for (let station = 1; station < size; station++) {
      const his = ridesBetween(x, at, station);
      const before = Math.min(others[station] as number, ridesBetween(mine, from, station));
      const after = Math.min(others[station] as number, ridesBetween(mine, to, station));
      if (his < before && his >= after) count++;
    }
    cut += count * (situation.supportWeight[k] as number);
  }
  return cut >= CUT_SAID;
}
