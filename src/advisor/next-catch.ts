// The pawns' chance to catch Mister X in the next round, given where he may be after his move
// (`next`, a probability by station). After a surfacing entry they will see his station, so every
// station some pawn can reach counts. Otherwise each pawn can try one station: the best distinct
// station per pawn, taken greedily from the likeliest.
import type { Board } from '../board/graph';
import type { TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';

export interface PlacedPawns {
  /** Station of every pawn after the plan. */
  readonly positions: Int32Array;
  /** Tickets each pawn still holds after the plan, as a mask (taxi 1, bus 2, underground 4). */
  readonly masks: Int32Array;
}

/** Scratch space of nextCatch, grown as needed: every evaluation of a plan calls it, and allocating
 *  its pairs anew each time kept the garbage collector busy for a fifth of a review. */
let pairPawn = new Int32Array(64);
let pairStation = new Int32Array(64);
let pairMass = new Float64Array(64);
const order: number[] = [];
let takenAt = new Int32Array(256);
let epoch = 0;

export function nextCatch(board: Board, pawns: PlacedPawns, next: Float64Array, surfacing: boolean): number {
  let count = 0;
  for (let pawn = 0; pawn < pawns.positions.length; pawn++) {
    const mask = pawns.masks[pawn] as number;
    const from = pawns.positions[pawn] as number;
    for (let bit = 0; bit < TRANSPORT_TICKETS.length; bit++) {
      if ((mask & (1 << bit)) === 0) continue;
      for (const to of board.neighbours(from, TRANSPORT_TICKETS[bit] as TransportTicket)) {
        const mass = next[to] as number;
        if (mass <= 0) continue;
        if (count === pairMass.length) grow();
        pairPawn[count] = pawn;
        pairStation[count] = to;
        pairMass[count] = mass;
        count++;
      }
    }
  }
  if (takenAt.length < next.length) takenAt = new Int32Array(next.length);
  const stamp = ++epoch;
  let caught = 0;
  if (surfacing) {
    for (let pair = 0; pair < count; pair++) {
      const station = pairStation[pair] as number;
      if (takenAt[station] === stamp) continue;
      takenAt[station] = stamp;
      caught += pairMass[pair] as number;
    }
    return caught;
  }
  // The likeliest first; at equal mass in the order found (as a stable sort keeps them).
  order.length = count;
  for (let pair = 0; pair < count; pair++) order[pair] = pair;
  order.sort((a, b) => (pairMass[b] as number) - (pairMass[a] as number) || a - b);
  let usedPawns = 0;
  for (let at = 0; at < count; at++) {
    const pair = order[at] as number;
    const pawn = pairPawn[pair] as number;
    const station = pairStation[pair] as number;
    if ((usedPawns & (1 << pawn)) !== 0 || takenAt[station] === stamp) continue;
    usedPawns |= 1 << pawn;
    takenAt[station] = stamp;
    caught += pairMass[pair] as number;
  }
  return caught;
}

function grow(): void {
  const size = pairMass.length * 2;
  const pawnsBefore = pairPawn;
  const stationsBefore = pairStation;
  const massBefore = pairMass;
  pairPawn = new Int32Array(size);
  pairStation = new Int32Array(size);
  pairMass = new Float64Array(size);
  pairPawn.set(pawnsBefore);
  pairStation.set(stationsBefore);
  pairMass.set(massBefore);
}
