// A plan as the table sees it: each pawn's destination and ticket, in an order that can be
// entered (a pawn moving onto a station another pawn leaves comes after it; otherwise likelier
// catches first, so that a "not there" answer is known before the others move), each with a short
// reason as a code and parameters, worded in English here and in the players' language by the UI.
import type { StationId, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { GameState } from '../game/state';
import { pawnSetup } from '../game/state';
import { ticketsLeft } from '../game/tickets';
import { pawnRides, ridesBetween, UNREACHABLE, xRides } from './distances';
import type { Breakdown, Choice, Evaluator } from './evaluate';

export type Reason =
  /** He is on its destination with this chance. */
  | { readonly code: 'catch'; readonly percent: number; readonly station: number }
  /** It can reach this share of where he may surface after his next move. */
  | { readonly code: 'surfacing'; readonly percent: number }
  /** It can reach this share of where he may go next. */
  | { readonly code: 'covers'; readonly percent: number }
  /** It stands on an underground station he could use (or reach from) next. */
  | { readonly code: 'guards-underground'; readonly station: number }
  /** It pays with another ticket and keeps its scarce ones (`left` of that kind). */
  | { readonly code: 'saves-ticket'; readonly pawn: string; readonly ticket: TransportTicket; readonly left: number }
  /** Stations he could have reached before any pawn, and no longer can after this move (his
   *  escape room, weighed by where he probably is). */
  | { readonly code: 'cuts-off'; readonly stations: number }
  /** Average rides from its destination to where he probably is, fewer than from where it stands. */
  | { readonly code: 'closes-in'; readonly rides: number }
  /** Average rides from its destination to where he probably is (not fewer than now). */
  | { readonly code: 'keeps-near'; readonly rides: number }
  /** The pawn has no other move. */
  | { readonly code: 'only-move' };

export interface AdvisedMove {
  /** Pawn index in the set-up. */
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
  readonly reason: Reason;
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

/** Why this move: the strongest of the reasons that hold for it. */
export function reasonFor(
  evaluator: Evaluator,
  breakdown: Breakdown,
  move: { mover: number; to: StationId; ticket: number },
): Reason {
  const { situation } = evaluator;
  const { state, board } = situation;
  const pawn = situation.movers[move.mover] as number;
  const here = situation.probabilities[move.to] as number;
  if (here >= 0.05) return { code: 'catch', percent: percent(here), station: board.label(move.to) };
  const mask = breakdown.masks[pawn] as number;
  let nextTotal = 0;
  for (const mass of breakdown.next) nextTotal += mass;
  let reached = 0;
  const seen = new Set<number>();
  for (let t = 0; t < 3; t++) {
    if ((mask & (1 << t)) === 0) continue;
    for (const to of board.neighbours(move.to, TRANSPORT_TICKETS[t] as TransportTicket)) {
      if (seen.has(to)) continue;
      seen.add(to);
      reached += breakdown.next[to] as number;
    }
  }
  const share = nextTotal > 0 ? reached / nextTotal : 0;
  if (share >= 0.15) return { code: situation.surfacingNext ? 'surfacing' : 'covers', percent: percent(share) };
  if (guardsUnderground(evaluator, breakdown, move.to, mask)) {
    return { code: 'guards-underground', station: board.label(move.to) };
  }
  const saved = savedTicket(evaluator, move, state);
  if (saved) return saved;
  if (share >= 0.05) return { code: situation.surfacingNext ? 'surfacing' : 'covers', percent: percent(share) };
  const cut = Math.round(roomCut(evaluator, breakdown, pawn));
  if (cut >= 3) return { code: 'cuts-off', stations: cut };
  if (evaluator.optionCount(move.mover) === 1) return { code: 'only-move' };
  const rides = averageRides(evaluator, move.to, mask);
  const now = averageRides(evaluator, state.positions[pawn] as StationId, mask);
  return { code: rides < now ? 'closes-in' : 'keeps-near', rides };
}

/** On an underground station from which he could ride the underground next, or which he could
 *  reach by it. */
function guardsUnderground(evaluator: Evaluator, breakdown: Breakdown, station: StationId, mask: number): boolean {
  const { situation } = evaluator;
  const lines = situation.board.neighbours(station, 'underground');
  if (lines.length === 0) return false;
  let blocked = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const from = situation.support[k] as number;
    if (situation.board.neighbours(from, 'underground').includes(station))
      blocked += situation.supportWeight[k] as number;
  }
  let watched = 0;
  if ((mask & 4) !== 0) for (const to of lines) watched += breakdown.next[to] as number;
  return blocked >= 0.05 || watched >= 0.05;
}

/** Paying with a plentiful ticket where a scarce one would also do, or keeping a last one. */
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
    const sameStation = other.to === move.to;
    if ((sameStation && left[ticket] <= 3) || left[ticket] === 1) {
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

function averageRides(evaluator: Evaluator, station: StationId, mask: number): number {
  const { situation } = evaluator;
  const table = pawnRides(situation.board, mask || 7);
  let total = 0;
  let weight = 0;
  for (let k = 0; k < situation.support.length; k++) {
    const rides = ridesBetween(table, station, situation.support[k] as number);
    if (rides === UNREACHABLE) continue;
    total += rides * (situation.supportWeight[k] as number);
    weight += situation.supportWeight[k] as number;
  }
  return weight > 0 ? Math.round((total / weight) * 10) / 10 : 0;
}

const TICKET_WORDS: Readonly<Record<TransportTicket, string>> = {
  taxi: 'taxi',
  bus: 'bus',
  underground: 'underground',
};

/** The reason in English (the CLI's words; the UI words the codes itself). */
export function reasonText(reason: Reason): string {
  switch (reason.code) {
    case 'catch':
      return `${reason.percent}% chance he is on ${reason.station}`;
    case 'surfacing':
      return `reaches ${reason.percent}% of where he may surface next`;
    case 'covers':
      return `covers ${reason.percent}% of where he probably goes next`;
    case 'guards-underground':
      return `guards the underground at ${reason.station}`;
    case 'saves-ticket':
      return reason.left === 1
        ? `saves ${reason.pawn}'s last ${TICKET_WORDS[reason.ticket]} ticket`
        : `saves ${reason.pawn}'s ${TICKET_WORDS[reason.ticket]} tickets (${reason.left} left)`;
    case 'cuts-off':
      return `cuts him off from ${reason.stations} stations he could reach before the detectives`;
    case 'closes-in':
      return `closes in: ${reason.rides} ${reason.rides === 1 ? 'ride' : 'rides'} from where he probably is`;
    case 'keeps-near':
      return `stays ${reason.rides} ${reason.rides === 1 ? 'ride' : 'rides'} from where he probably is`;
    case 'only-move':
      return 'its only move';
  }
}
