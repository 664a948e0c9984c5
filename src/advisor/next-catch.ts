// The pawns' chance to catch Mister X in the next round, given where he may be after his move
// (`next`, a probability by station). After a surfacing entry they will see his station, so every
// station some pawn can reach counts. Otherwise each pawn can try one station: the best distinct
// station per pawn, taken greedily from the likeliest.
import type { Board } from '../board/graph';
import { TRANSPORT_TICKETS } from '../board/types';

export interface PlacedPawns {
  /** Station of every pawn after the plan. */
  readonly positions: Int32Array;
  /** Tickets each pawn still holds after the plan, as a mask (taxi 1, bus 2, underground 4). */
  readonly masks: Int32Array;
}

export function nextCatch(board: Board, pawns: PlacedPawns, next: Float64Array, surfacing: boolean): number {
  const pairs: { pawn: number; station: number; mass: number }[] = [];
  for (let pawn = 0; pawn < pawns.positions.length; pawn++) {
    const mask = pawns.masks[pawn] as number;
    const from = pawns.positions[pawn] as number;
    TRANSPORT_TICKETS.forEach((ticket, bit) => {
      if ((mask & (1 << bit)) === 0) return;
      for (const to of board.neighbours(from, ticket)) {
        const mass = next[to] as number;
        if (mass > 0) pairs.push({ pawn, station: to, mass });
      }
    });
  }
  const taken = new Set<number>();
  let caught = 0;
  if (surfacing) {
    for (const pair of pairs) {
      if (taken.has(pair.station)) continue;
      taken.add(pair.station);
      caught += pair.mass;
    }
    return caught;
  }
  pairs.sort((a, b) => b.mass - a.mass);
  let usedPawns = 0;
  for (const pair of pairs) {
    if ((usedPawns & (1 << pair.pawn)) !== 0 || taken.has(pair.station)) continue;
    usedPawns |= 1 << pair.pawn;
    taken.add(pair.station);
    caught += pair.mass;
  }
  return caught;
}
