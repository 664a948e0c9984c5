// Mister X's candidate set, one step at a time. Every observation constrains only his station at
// one moment, so filtering forward step by step gives exactly the stations some consistent history
// ends on (sound and exact, as RULES.md "What the deduction must guarantee" defines them).
import type { Board } from '../board/graph';
import type { StationId, Ticket } from '../board/types';
import { TICKETS } from '../board/types';
import { SET_WORDS, StationSet } from './station-set';

/** For each ticket, the set of stations one ride from each station: the step's lookup table. */
export interface TicketMasks {
  readonly board: Board;
  readonly words: Readonly<Record<Ticket, Uint32Array>>;
}

const maskCache = new WeakMap<Board, TicketMasks>();

export function ticketMasks(board: Board): TicketMasks {
  let masks = maskCache.get(board);
  if (!masks) {
    const words = {} as Record<Ticket, Uint32Array>;
    for (const ticket of TICKETS) {
      const table = new Uint32Array((board.maxStationId + 1) * SET_WORDS);
      for (const station of board.stationIds) {
        for (const next of board.ticketNeighbours(station, ticket)) {
          const at = station * SET_WORDS + (next >>> 5);
          table[at] = (table[at] as number) | (1 << (next & 31));
        }
      }
      words[ticket] = table;
    }
    masks = { board, words };
    maskCache.set(board, masks);
  }
  return masks;
}

/** Where Mister X can start: his possible start cards, less the stations pawns stand on. */
export function initialCandidates(startCards: Iterable<StationId>, occupied: StationSet): StationSet {
  return StationSet.from(startCards).diff(occupied);
}

/** After Mister X shows a ticket: every station one ride of that ticket away from a candidate
 *  that no pawn stands on at that moment (he may never move onto a pawn's station). */
export function advanceCandidates(
  candidates: StationSet,
  ticket: Ticket,
  masks: TicketMasks,
  occupied: StationSet,
): StationSet {
  const table = masks.words[ticket];
  const out = new Uint32Array(SET_WORDS);
  const from = candidates.words;
  for (let i = 0; i < SET_WORDS; i++) {
    let word = from[i] as number;
    while (word !== 0) {
      const low = word & -word;
      const base = (i * 32 + 31 - Math.clz32(low)) * SET_WORDS;
      for (let w = 0; w < SET_WORDS; w++) out[w] = (out[w] as number) | (table[base + w] as number);
      word ^= low;
    }
  }
  const blocked = occupied.words;
  for (let w = 0; w < SET_WORDS; w++) out[w] = (out[w] as number) & ~(blocked[w] as number);
  return StationSet.fromWords(out);
}

/** Mister X shows his station: it is the only candidate (even when the record said otherwise;
 *  the caller reports that as an inconsistency). */
export function revealCandidates(station: StationId): StationSet {
  return StationSet.of(station);
}

/** A pawn ended its move on a station without catching him: he is not there. */
export function excludeCandidate(candidates: StationSet, station: StationId): StationSet {
  return candidates.without(station);
}

/** Whether Mister X, on a station, has no free station to move to with the tickets he holds. */
export function isTrapped(
  station: StationId,
  usable: readonly Ticket[],
  masks: TicketMasks,
  occupied: StationSet,
): boolean {
  const base = station * SET_WORDS;
  const blocked = occupied.words;
  for (const ticket of usable) {
    const table = masks.words[ticket];
    for (let w = 0; w < SET_WORDS; w++) if (((table[base + w] as number) & ~(blocked[w] as number)) !== 0) return false;
  }
  return true;
}

/** The candidates from which Mister X could not move at all (Ravensburger: he has lost). */
export function trappedCandidates(
  candidates: StationSet,
  usable: readonly Ticket[],
  masks: TicketMasks,
  occupied: StationSet,
): StationSet {
  const trapped: StationId[] = [];
  for (const station of candidates) if (isTrapped(station, usable, masks, occupied)) trapped.push(station);
  return StationSet.from(trapped);
}
