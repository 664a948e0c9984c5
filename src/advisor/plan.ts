// A plan as the table sees it: each pawn's destination and ticket, in an order that can be
// entered (a pawn moving onto a station another pawn leaves comes after it; otherwise likelier
// catches first, so that a "not there" answer is known before the others move), each with a short
// reason as a code and parameters, worded in English for the command line (src/words/reasons-en.ts)
// and in the players' language by the UI.
import type { StationId, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { GameState } from '../game/state';
import { pawnSetup } from '../game/state';
import { ticketsLeft } from '../game/tickets';
import type { Rides } from './distances';
import { pawnRides, ridesBetween, ticketMask, UNREACHABLE, xRides } from './distances';
import type { Breakdown, Choice, Evaluator } from './evaluate';
import { SHARE_LEADS } from './guards';
import type { Situation } from './situation';

export type Reason =
  /** He may be on its destination with this chance (100 only when his station is certain). */
  | { readonly code: 'catch'; readonly percent: number; readonly station: number }
  /** From its destination it is one ride from this share of where he may surface after his next
   *  move (at most 95: a share above reads "nearly all", never a promise); `from`: his station,
   *  when it is certain (he has just surfaced), so the words name it. */
  | { readonly code: 'surfacing'; readonly percent: number; readonly from?: number | null }
  /** The same, of where he may go next. */
  | { readonly code: 'covers'; readonly percent: number; readonly from?: number | null }
  /** With the others' moves, the pawns end one ride from nearly all of where he may go next (the
   *  plan's chance to catch him next round is 95% or more): said where its next-best move would
   *  lose part of that, or where it has no reason of its own. A net, though the pawn itself may
   *  move away from him ("fits the others' moves best" says nothing a table can check). */
  | { readonly code: 'net' }
  /** It stands on an underground station he could ride to (`blocks`: the station is taken from
   *  him) or from which it reaches where he may go by underground. */
  | { readonly code: 'guards-underground'; readonly station: number; readonly blocks: boolean }
  /** It leaves an underground station it guards for one a ride away, from which it can go back. */
  | { readonly code: 'stays-by'; readonly station: number }
  /** It could reach the same station with a scarce ticket (`left` of that kind) and pays another. */
  | { readonly code: 'saves-ticket'; readonly pawn: string; readonly ticket: TransportTicket; readonly left: number }
  /** It keeps its pile's scarcer tickets for the rounds left (its other moves would spend them). */
  | { readonly code: 'keeps-tickets'; readonly pawn: string }
  /** Its next-best move would leave it where its tickets take it nowhere. */
  | { readonly code: 'keeps-lines' }
  /** Milton Bradley: its other moves would hand Mister X a ticket of this kind (fares go to him). */
  | { readonly code: 'spares-x'; readonly ticket: TransportTicket }
  /** Stations he could have reached before any pawn, and no longer can after this move (his
   *  escape room, weighed by where he probably is); `narrows` when less than one. */
  | { readonly code: 'cuts-off'; readonly stations: number }
  | { readonly code: 'narrows' }
  /** Average rides from its destination to where he probably is (to `station` when his station is
   *  certain), fewer than `before`, from where it stands (said too: "about 5 rides" alone does not
   *  say it is nearer). */
  | { readonly code: 'closes-in'; readonly rides: number; readonly before: number; readonly station: number | null }
  /** The nearest of its moves to where he probably is (or to `station`), though not nearer than now. */
  | { readonly code: 'nearest'; readonly rides: number; readonly station: number | null }
  /** Rides from its destination to the nearest of his likeliest `stations` (at most three, together
   *  `percent` of his probability, more than half; see `concentration`), fewer than `before` from
   *  where it stands, or one. Said instead of a small share of where he may go next, or of an
   *  average distance, which would hide that most of him sits on one station or a few. */
  | {
      readonly code: 'likely';
      readonly stations: readonly number[];
      readonly percent: number;
      readonly rides: number;
      readonly before: number;
    }
  /** None of its other moves makes a better plan with the others' moves (when no one part of the
   *  plan's value says why). */
  | { readonly code: 'best-fit' }
  /** The pawn has no other move. */
  | { readonly code: 'only-move' };

export interface AdvisedMove {
  /** Pawn index in the set-up. */
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
  readonly reason: Reason;
  /** A ride between the same two stations a third time running or more (the advisor suggests one
   *  only where it guards something, or where every other move costs more): the station it leaves
   *  and the one it rides back to, as labelled, and the rides in a row with this one. */
  readonly again?: Shuttle;
}

export interface Shuttle {
  readonly from: number;
  readonly to: number;
  readonly rides: number;
}

/** The ride of `pawn` to `to` when it is a third ride running between the same two stations. */
export function shuttleOf(state: GameState, pawn: number, to: StationId): Shuttle | null {
  const last = state.lastRides[pawn];
  const from = state.positions[pawn];
  if (!last || from === undefined || last.from !== to || last.rides < 2) return null;
  const { board } = state.game;
  return { from: board.label(from), to: board.label(to), rides: last.rides + 1 };
}

const percent = (share: number) => Math.round(share * 100);

/** The plan's moves in an order that can be entered. Pawns that stay are left out. */
export function orderedMoves(evaluator: Evaluator, choice: Choice): { mover: number; to: StationId; ticket: number }[] {
  const { situation } = evaluator;
  const { state } = situation;
  const pending = situation.movers.flatMap((_, mover) => {
    const option = choice[mover] as number;
    return option < 0 ? [] : [{ mover, ...evaluator.optionOf(mover, option) }];
  });
  const order: typeof pending = [];
  const left = new Set(pending.map((move) => situation.movers[move.mover] as number));
  while (pending.length > 0) {
    // A move is enterable when no pawn still to move stands on its destination.
    const ready = pending.filter((move) => !state.positions.some((at, pawn) => at === move.to && left.has(pawn)));
    if (ready.length === 0) throw new Error('advisor: a plan with a cycle of moves');
    ready.sort(
      (a, b) =>
        (situation.probabilities[b.to] as number) - (situation.probabilities[a.to] as number) || a.mover - b.mover,
    );
    const move = ready[0] as (typeof pending)[number];
    order.push(move);
    pending.splice(pending.indexOf(move), 1);
    left.delete(situation.movers[move.mover] as number);
  }
  return order;
}

/** Shares reached are never shown above this (a pawn in reach is not a catch). */
export const SHARE_SHOWN_MAX = 95;

/** Why this move: the strongest of the reasons that hold for it. */
export function reasonFor(
  evaluator: Evaluator,
  choice: Choice,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
): Reason {
  const { situation } = evaluator;
  const { state, board } = situation;
  const pawn = situation.movers[move.mover] as number;
  const here = situation.probabilities[move.to] as number;
  const certain = state.candidates.size === 1 ? ([...state.candidates][0] as StationId) : null;
  if (here >= 0.05) {
    const shown = certain === move.to ? 100 : Math.min(99, percent(here));
    return { code: 'catch', percent: shown, station: board.label(move.to) };
  }
  const mask = breakdown.masks[pawn] as number;
  const share = shareReached(evaluator, breakdown, move.to, mask);
  const reach = (): Reason => ({
    code: situation.surfacingNext ? 'surfacing' : 'covers',
    percent: Math.min(SHARE_SHOWN_MAX, percent(share)),
    from: certain === null ? null : board.label(certain),
  });
  if (share >= SHARE_LEADS) return reach();
  const underground = guardsUnderground(evaluator, breakdown, move.to, mask);
  if (underground) return { code: 'guards-underground', station: board.label(move.to), blocks: underground.blocks };
  const from = state.positions[pawn] as StationId;
  if (
    board.neighbours(move.to, 'underground').length === 0 &&
    guardsUnderground(evaluator, breakdown, from, mask) &&
    returnsTo(evaluator, move.to, from, mask)
  ) {
    return { code: 'stays-by', station: board.label(from) };
  }
  const saved = savedTicket(evaluator, move, state);
  if (saved) return saved;
  if (share >= 0.05) {
    // A small share is not said while a few stations carry most of him: his likeliest stations
    // are named instead, when the move brings the pawn near them, else the next reason speaks.
    if (!concentration(situation)) return reach();
    const likely = nearLikely(evaluator, breakdown, move, certain);
    if (likely) return likely;
  }
  const cut = Math.round(roomCut(evaluator, breakdown, pawn));
  if (cut >= 3) return { code: 'cuts-off', stations: cut };
  if (evaluator.optionCount(move.mover) === 1) return { code: 'only-move' };
  return weighedReason(evaluator, choice, breakdown, move, certain);
}

/** For a ride back a third time between the same two stations, the reason that names what it
 *  guards (the advice suggests one only where it guards something, guards.ts): he may be there, it
 *  reaches a good share of where he may go next, it holds or stays by an underground station, it
 *  cuts off part of his room, or it closes in on him. Null when none holds: then the usual reason
 *  says why (every other move cost more). */
export function guardReason(
  evaluator: Evaluator,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
): Reason | null {
  const { situation } = evaluator;
  const { state, board } = situation;
  const pawn = situation.movers[move.mover] as number;
  const here = situation.probabilities[move.to] as number;
  const certain = state.candidates.size === 1 ? ([...state.candidates][0] as StationId) : null;
  if (here >= 0.05) return { code: 'catch', percent: Math.min(99, percent(here)), station: board.label(move.to) };
  const mask = breakdown.masks[pawn] as number;
  const share = shareReached(evaluator, breakdown, move.to, mask);
  if (share >= SHARE_LEADS) {
    return {
      code: situation.surfacingNext ? 'surfacing' : 'covers',
      percent: Math.min(SHARE_SHOWN_MAX, percent(share)),
      from: certain === null ? null : board.label(certain),
    };
  }
  const underground = guardsUnderground(evaluator, breakdown, move.to, mask);
  if (underground) return { code: 'guards-underground', station: board.label(move.to), blocks: underground.blocks };
  const from = state.positions[pawn] as StationId;
  if (
    board.neighbours(move.to, 'underground').length === 0 &&
    guardsUnderground(evaluator, breakdown, from, mask) &&
    returnsTo(evaluator, move.to, from, mask)
  ) {
    return { code: 'stays-by', station: board.label(from) };
  }
  const cut = Math.round(roomCut(evaluator, breakdown, pawn));
  if (cut >= MIN_CUT_SAID) return { code: 'cuts-off', stations: cut };
  const nearer = nearerReason(evaluator, breakdown, move, certain);
  return nearer && (nearer.code === 'closes-in' || (nearer.code === 'likely' && nearer.rides < nearer.before))
    ? nearer
    : null;
}

/** The share of where he may go next that a pawn on `station` reaches in one ride. */
function shareReached(evaluator: Evaluator, breakdown: Breakdown, station: StationId, mask: number): number {
  const { board } = evaluator.situation;
  let nextTotal = 0;
  for (const mass of breakdown.next) nextTotal += mass;
  let reached = 0;
  const seen = new Set<number>();
  for (let t = 0; t < 3; t++) {
    if ((mask & (1 << t)) === 0) continue;
    for (const to of board.neighbours(station, TRANSPORT_TICKETS[t] as TransportTicket)) {
      if (seen.has(to)) continue;
      seen.add(to);
      reached += breakdown.next[to] as number;
    }
  }
  return nextTotal > 0 ? reached / nextTotal : 0;
}

/** Whether a pawn on `station` holding the tickets of `mask` can ride back to `home` next round. */
function returnsTo(evaluator: Evaluator, station: StationId, home: StationId, mask: number): boolean {
  const { board } = evaluator.situation;
  return TRANSPORT_TICKETS.some(
    (ticket, t) => (mask & (1 << t)) !== 0 && board.neighbours(station, ticket).includes(home),
  );
}

/** The reason from the plan's own weighing: the part of the plan's value in which this move does
 *  best against the pawn's next-best move (the others as planned). */
function weighedReason(
  evaluator: Evaluator,
  choice: Choice,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
  certain: StationId | null,
): Reason {
  const { situation, weights } = evaluator;
  const { state, board } = situation;
  const pawn = situation.movers[move.mover] as number;
  const trial = choice.slice();
  let other: Breakdown | null = null;
  let otherOption = -1;
  for (let option = 0; option < evaluator.optionCount(move.mover); option++) {
    if (option === choice[move.mover]) continue;
    trial[move.mover] = option;
    const result = evaluator.breakdown(trial);
    if (result && (!other || result.value > other.value)) {
      other = result;
      otherOption = option;
    }
  }
  const mask = breakdown.masks[pawn] as number;
  const station = certain === null ? null : board.label(certain);
  const nearer = () => nearerReason(evaluator, breakdown, move, certain);
  // A plan that closes a net says so for every pawn in it with no reason of its own.
  const net: Reason | null = breakdown.nextCatch * 100 >= SHARE_SHOWN_MAX ? { code: 'net' } : null;
  if (!other) return nearer() ?? net ?? { code: 'best-fit' };
  const trapped = situation.trappedLoses ? 1 : 0.3;
  const parts: [string, number][] = [
    ['catch', breakdown.catchNow - other.catchNow + trapped * (breakdown.trapped - other.trapped)],
    ['next', weights.next * (breakdown.nextCatch - other.nextCatch)],
    ['room', weights.room * (other.room - breakdown.room)],
    ['approach', weights.approach * (other.approach - breakdown.approach)],
    ['tickets', weights.tickets * (other.ticketShortfall - breakdown.ticketShortfall)],
    [
      'stranded',
      other.ticketCost - breakdown.ticketCost - weights.tickets * (other.ticketShortfall - breakdown.ticketShortfall),
    ],
    // Not riding to and fro for nothing is no reason to tell: the next part of the value speaks.
    ['shuttle', other.shuttleCost - breakdown.shuttleCost],
    // What the fares hand him is a cost: the move gains where its next-best hands him more.
    ['handed', weights.handedToX * (other.handedRelief - breakdown.handedRelief)],
  ];
  parts.sort((a, b) => b[1] - a[1]);
  const otherTicket = TRANSPORT_TICKETS[evaluator.optionOf(move.mover, otherOption).ticket] as TransportTicket;
  let narrows = false;
  for (const [part, gain] of parts) {
    if (gain <= 1e-9) break;
    const reason = partReason(part);
    if (reason) return reason;
    narrows ||= part === 'room';
  }
  // Less than a station of his room: "closes in" says more, when it holds.
  return nearer() ?? net ?? (narrows ? { code: 'narrows' } : { code: 'best-fit' });

  function partReason(part: string): Reason | null {
    switch (part) {
      case 'catch': {
        const chance = percent(situation.probabilities[move.to] as number);
        // A chance of a few percent gives way to the next reason: "He may be on 87 (≈1%)" heading
        // the list promises nothing.
        return chance >= MIN_SHARE_SAID
          ? { code: 'catch', percent: Math.min(99, chance), station: board.label(move.to) }
          : null;
      }
      case 'next': {
        if (net) return net;
        const share = shareReached(evaluator, breakdown, move.to, mask);
        const reached = Math.min(SHARE_SHOWN_MAX, percent(share));
        // A share of a few percent says nothing worth saying out loud ("reaches ≈1%"), nor does a
        // small one while a few stations carry most of him: the next part of the plan's value
        // speaks instead, or his likeliest stations when the pawn comes near them.
        if (reached < MIN_SHARE_SAID) return null;
        if (share < SHARE_LEADS && concentration(situation)) return nearLikely(evaluator, breakdown, move, certain);
        return { code: situation.surfacingNext ? 'surfacing' : 'covers', percent: reached, from: station };
      }
      case 'room': {
        const cut = Math.round(roomCut(evaluator, breakdown, pawn));
        return cut >= MIN_CUT_SAID ? { code: 'cuts-off', stations: cut } : null;
      }
      case 'handed':
        return otherTicket !== TRANSPORT_TICKETS[move.ticket] ? { code: 'spares-x', ticket: otherTicket } : null;
      case 'tickets': {
        // Said only when true in the words: the other move would spend a kind of which fewer are
        // left (the weighing may prefer keeping taxis, the most needed, with as many buses left).
        const left = ticketsLeft(state, pawn);
        const spent = TRANSPORT_TICKETS[move.ticket] as TransportTicket;
        return otherTicket !== spent && left !== null && left[otherTicket] < left[spent]
          ? { code: 'keeps-tickets', pawn: pawnSetup(state, pawn).name }
          : null;
      }
      case 'stranded': {
        // The tickets last longer after this move: by the fare it pays, when the other move would
        // spend a kind of which fewer are left (as above), else by where it takes the pawn.
        const left = ticketsLeft(state, pawn);
        const spent = TRANSPORT_TICKETS[move.ticket] as TransportTicket;
        return otherTicket !== spent && left !== null && left[otherTicket] < left[spent]
          ? { code: 'keeps-tickets', pawn: pawnSetup(state, pawn).name }
          : { code: 'keeps-lines' };
      }
      default:
        return nearer();
    }
  }
}

/** The distance reason for a move ("closes in", "the nearest it can get"), or null when it gets no
 *  nearer to him than the pawn's other moves. While a few stations carry most of him, the distance
 *  to them: an average over where he may be says less than his likeliest stations by name. */
function nearerReason(
  evaluator: Evaluator,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
  certain: StationId | null,
): Reason | null {
  if (certain === null && concentration(evaluator.situation)) {
    const likely = nearLikely(evaluator, breakdown, move, null);
    if (likely) return likely;
  }
  const { state, board } = evaluator.situation;
  const pawn = evaluator.situation.movers[move.mover] as number;
  const mask = breakdown.masks[pawn] as number;
  const rides = averageRides(evaluator, move.to, mask, certain);
  // Where it stands it still holds the ticket the move spends, so "was N" counts the rides it
  // could really make from there (its last underground ticket included).
  const now = averageRides(
    evaluator,
    state.positions[pawn] as StationId,
    ticketMask(ticketsLeft(state, pawn)),
    certain,
  );
  const station = certain === null ? null : board.label(certain);
  if (rides === null) return null;
  if (now !== null && rides < now) return { code: 'closes-in', rides, before: now, station };
  // "The nearest it can get" is checked against every move the pawn has (the plan weighs only
  // the likeliest few), but for stations taken by pawns that have already moved.
  const from = state.positions[pawn] as StationId;
  const left = ticketsLeft(state, pawn);
  for (const ticket of TRANSPORT_TICKETS) {
    if (left !== null && left[ticket] === 0) continue;
    for (const to of board.neighbours(from, ticket)) {
      if (state.positions.some((at, other) => at === to && state.moved[other])) continue;
      // Onto his station (another pawn's in the plan): nearer than any distance.
      if (to === certain) return null;
      const there = averageRides(evaluator, to, mask, certain);
      if (there !== null && there < rides) return null;
    }
  }
  return { code: 'nearest', rides, station };
}

/** "Most" of him: more than half of his probability, as the app's 50% region (the fewest
 *  likeliest stations carrying half, docs/probabilities.md) holds him more often than not. */
const MOST = 0.5;
/** "A few" stations: as many as a reason can name and a table can find on the map at a glance. */
const FEW = 3;

/** His likeliest stations when a few carry most of him (at most FEW, each with at least the
 *  MIN_SHARE_SAID a reason names, together more than MOST: at least 51% as rounded), likeliest
 *  first; null when he is spread wider, or when a station as likely as the last one named would
 *  make them more than FEW (three stations of 33% are not "46 or 67"). Only stations he may be on:
 *  never one the table knows he has left. */
export function concentration(situation: Situation): { stations: StationId[]; share: number } | null {
  const { support, probabilities, state } = situation;
  const stations: StationId[] = [];
  let share = 0;
  for (const station of support) {
    const chance = probabilities[station] as number;
    const last = stations.length > 0 ? (probabilities[stations[stations.length - 1] as StationId] as number) : 0;
    if (percent(share) > MOST * 100 && percent(chance) < percent(last)) return { stations, share };
    if (stations.length >= FEW || percent(chance) < MIN_SHARE_SAID || !state.candidates.has(station)) return null;
    stations.push(station);
    share += chance;
  }
  return percent(share) > MOST * 100 ? { stations, share } : null;
}

/** The move brings the pawn nearer to his likeliest stations (or keeps it one ride from them): the
 *  rides to the nearest of them, named. With his station certain, the distance to it ("closes in: 3
 *  rides from 67, where he is"). Null when the move leaves the pawn further from them. */
function nearLikely(
  evaluator: Evaluator,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
  certain: StationId | null,
): Reason | null {
  if (certain !== null) return nearerReason(evaluator, breakdown, move, certain);
  const { situation } = evaluator;
  const { state, board } = situation;
  const found = concentration(situation);
  if (!found) return null;
  const pawn = situation.movers[move.mover] as number;
  const after = pawnRides(board, (breakdown.masks[pawn] as number) || 7);
  const now = pawnRides(board, ticketMask(ticketsLeft(state, pawn)) || 7);
  const nearest = (table: Rides, from: StationId) =>
    Math.min(...found.stations.map((station) => ridesBetween(table, from, station)));
  const rides = nearest(after, move.to);
  const before = nearest(now, state.positions[pawn] as StationId);
  if (rides === UNREACHABLE || rides === 0 || !(rides < before || rides === 1)) return null;
  return {
    code: 'likely',
    stations: found.stations.map((station) => board.label(station)),
    percent: Math.min(99, percent(found.share)),
    rides,
    before: before === UNREACHABLE ? rides : before,
  };
}

/** On an underground station from which he could ride the underground next, or which he could
 *  reach by it. */
function guardsUnderground(
  evaluator: Evaluator,
  breakdown: Breakdown,
  station: StationId,
  mask: number,
): { blocks: boolean } | null {
  const { situation } = evaluator;
  const lines = situation.board.neighbours(station, 'underground');
  if (lines.length === 0) return null;
  let blocked = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const from = situation.support[k] as number;
    if (situation.board.neighbours(from, 'underground').includes(station))
      blocked += situation.supportWeight[k] as number;
  }
  let watched = 0;
  if ((mask & 4) !== 0) for (const to of lines) watched += breakdown.next[to] as number;
  return blocked >= 0.05 || watched >= 0.05 ? { blocks: blocked >= 0.05 } : null;
}

/** Paying with a plentiful ticket where a scarce one (three or fewer left) would take it to the
 *  same station. */
function savedTicket(
  evaluator: Evaluator,
  move: { mover: number; to: StationId; ticket: number },
  state: GameState,
): Reason | null {
  const pawn = evaluator.situation.movers[move.mover] as number;
  const left = ticketsLeft(state, pawn);
  if (!left) return null;
  let saved: TransportTicket | null = null;
  for (let option = 0; option < evaluator.optionCount(move.mover); option++) {
    const other = evaluator.optionOf(move.mover, option);
    if (other.ticket === move.ticket) continue;
    const ticket = TRANSPORT_TICKETS[other.ticket] as TransportTicket;
    if (other.to === move.to && left[ticket] <= 3) {
      if (!saved || left[ticket] < left[saved]) saved = ticket;
    }
  }
  if (!saved) return null;
  return { code: 'saves-ticket', pawn: pawnSetup(state, pawn).name, ticket: saved, left: left[saved] };
}

/** Fewest rides from the nearest pawn to every station, with `pawn` on `instead` (or as placed). */
function pawnReach(evaluator: Evaluator, breakdown: Breakdown, pawn: number, instead: StationId | null): Uint8Array {
  const { board } = evaluator.situation;
  const size = board.maxStationId + 1;
  const reach = new Uint8Array(size).fill(UNREACHABLE);
  breakdown.positions.forEach((placed, other) => {
    const mask = breakdown.masks[other] as number;
    if (mask === 0) return;
    const table = pawnRides(board, mask);
    const from = other === pawn && instead !== null ? instead : placed;
    for (let station = 1; station < size; station++) {
      const rides = ridesBetween(table, from, station);
      if (rides < (reach[station] as number)) reach[station] = rides;
    }
  });
  return reach;
}

/** How many stations of his escape room (those he reaches before any pawn) the pawn's move takes
 *  away, averaged over where he probably is. */
function roomCut(evaluator: Evaluator, breakdown: Breakdown, pawn: number): number {
  const { situation } = evaluator;
  const { board, state } = situation;
  const size = board.maxStationId + 1;
  const after = pawnReach(evaluator, breakdown, pawn, null);
  const before = pawnReach(evaluator, breakdown, pawn, state.positions[pawn] as StationId);
  const x = xRides(board);
  let cut = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const from = situation.support[k] as number;
    let count = 0;
    for (let station = 1; station < size; station++) {
      const his = ridesBetween(x, from, station);
      if (his < (before[station] as number) && his >= (after[station] as number)) count++;
    }
    cut += count * (situation.supportWeight[k] as number);
  }
  return cut;
}

/** Average rides from `station` to where he probably is (to `certain` when his station is known),
 *  over the stations the pawn's tickets reach; null when they reach none. */
function averageRides(
  evaluator: Evaluator,
  station: StationId,
  mask: number,
  certain: StationId | null,
): number | null {
  const { situation } = evaluator;
  const table = pawnRides(situation.board, mask || 7);
  if (certain !== null) {
    const rides = ridesBetween(table, station, certain);
    return rides === UNREACHABLE || rides === 0 ? null : rides;
  }
  let total = 0;
  let weight = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const rides = ridesBetween(table, station, situation.support[k] as number);
    if (rides === UNREACHABLE) continue;
    total += rides * (situation.supportWeight[k] as number);
    weight += situation.supportWeight[k] as number;
  }
  // Only a distance to (almost) all of where he may be says where he is; 0 would be a catch.
  const rides = weight >= 0.9 ? Math.round((total / weight) * 10) / 10 : 0;
  return rides > 0 ? rides : null;
}

/** The least share of where he may go next that a reason names (percent), and the fewest stations
 *  of his room it says a move cuts off: less says nothing worth saying out loud. */
const MIN_SHARE_SAID = 5;
const MIN_CUT_SAID = 2;
