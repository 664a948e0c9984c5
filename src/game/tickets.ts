// Tickets: what each pawn pays with, where spent tickets go, what Mister X can still show, and the
// tickets he takes when he surfaces of his own accord.
import type { Ticket, TransportTicket } from '../board/types';
import { TRANSPORT_TICKETS } from '../board/types';
import type { ApplyResult } from './results';
import { pawnId, refuse } from './results';
import type { TicketCounts } from './setup';
import type { GameState, MisterXTickets } from './state';

const NO_TICKETS: TicketCounts = { taxi: 0, bus: 0, underground: 0 };

function addTicket(counts: TicketCounts, ticket: TransportTicket, delta: number): TicketCounts {
  return { ...counts, [ticket]: counts[ticket] + delta };
}

/** Tickets a pawn can pay with now; null for a Bobby. RB 2013, rules/003_44999932a4cf8209.txt "How
 *  to play": "Reminder: Bobbies don't need tickets." Two detectives sharing a pile (RB 2013 "2-player
 *  game": "Tickets can be used interchangeably for both detectives") read the same counts. */
export function ticketsLeft(state: GameState, pawn: number): TicketCounts | null {
  const pool = state.game.poolOfPawn[pawn] ?? -1;
  return pool < 0 ? null : (state.tickets[pool] ?? NO_TICKETS);
}

/** A detective pays the fare of one ride. MB 1985, rules/000_290e5a51edb8697d.txt "TURN SEQUENCE":
 *  "Pay your fare ticket to Mr. X" (his public stock grows); RB 2013, rules/003_44999932a4cf8209.txt
 *  "How to play": the detectives "put it on the general draw pile" (he gains nothing). A detective
 *  without the ticket cannot ride (MB 1985 "PASSING OUT THE FARE TICKETS": "A detective's ticket
 *  supply is limited"; RB 2013 "General rules to keep in mind"). */
export function payFare(
  state: GameState,
  pawn: number,
  ticket: TransportTicket,
): { readonly tickets: readonly TicketCounts[]; readonly x: MisterXTickets } | ApplyResult {
  const pool = state.game.poolOfPawn[pawn] ?? -1;
  if (pool < 0) return { tickets: state.tickets, x: state.x };
  const left = state.tickets[pool] as TicketCounts;
  if (left[ticket] <= 0) return refuse('no-ticket', { pawn: pawnId(state, pawn), ticket });
  const tickets = state.tickets.map((counts, i) => (i === pool ? addTicket(counts, ticket, -1) : counts));
  if (!state.game.setup.misterX.receivesSpentTickets) return { tickets, x: state.x };
  const { x } = state;
  return {
    tickets,
    x: { ...x, received: addTicket(x.received, ticket, 1), stock: x.stock ? addTicket(x.stock, ticket, 1) : null },
  };
}

/** Tickets Mister X can still show: black while he has any (MB 1985 and RB 2013 "Black tickets": five),
 *  taxi, bus and underground unlimited (RB 2013 "How to play": "Mister X always gets his tickets from
 *  the general draw pile") or from his public stock (MB 1985 "FUGITIVE MR. X'S TICKET SUPPLY"). */
export function xUsableTickets(state: GameState): Ticket[] {
  const usable: Ticket[] = TRANSPORT_TICKETS.filter((t) => !state.x.stock || state.x.stock[t] > 0);
  return state.x.black > 0 ? [...usable, 'black'] : usable;
}

/** Why Mister X cannot show this ticket now, naming the entries that may be wrong, or null. */
export function xCannotShow(state: GameState, ticket: Ticket): ApplyResult | null {
  const { x } = state;
  const shownAt = state.log.flatMap((entry) => (entry.ticket === ticket ? [entry.event] : []));
  if (ticket === 'black') {
    if (x.black > 0) return null;
    const entries = state.log.flatMap((entry, index) => (entry.ticket === 'black' ? [index + 1] : []));
    return refuse('no-black', { entries }, shownAt);
  }
  if (!x.stock || x.stock[ticket] > 0) return null;
  const start = state.game.setup.misterX.stock?.[ticket] ?? 0;
  return refuse('x-no-ticket', { ticket, start, received: x.received[ticket], shown: x.shown[ticket] }, shownAt);
}

/** Mister X's counts after he shows a ticket. */
export function spendXTicket(x: MisterXTickets, ticket: Ticket): MisterXTickets {
  if (ticket === 'black') return { ...x, black: x.black - 1 };
  return { ...x, stock: x.stock ? addTicket(x.stock, ticket, -1) : null, shown: addTicket(x.shown, ticket, 1) };
}

/** Voluntary surfacing: one ticket of his choice from every detective pile that has any. MB 1985,
 *  rules/000_290e5a51edb8697d.txt "More Challenges - Advanced Play": "Mr. X takes one ticket of his
 *  choice from each of the detectives' ticket piles". The tickets join his stock like spent fares. */
export function takeSurfacingTickets(
  state: GameState,
  taken: Readonly<Record<string, TransportTicket>>,
): { readonly tickets: readonly TicketCounts[]; readonly x: MisterXTickets } | ApplyResult {
  const pools = state.game.setup.pools;
  const isEmpty = (left: TicketCounts | undefined) => !left || TRANSPORT_TICKETS.every((t) => left[t] <= 0);
  for (const key of Object.keys(taken)) {
    if (isEmpty(state.tickets[pools.findIndex((p) => p.id === key)])) return refuse('not-a-pile', { pile: key });
  }
  const tickets = state.tickets.map((left) => ({ ...left }));
  let { stock, received } = state.x;
  for (let pool = 0; pool < pools.length; pool++) {
    const left = tickets[pool] as TicketCounts;
    if (isEmpty(left)) continue;
    const pile = pools[pool]?.id ?? '';
    const ticket = taken[pile];
    if (!ticket) return refuse('take-ticket', { pile });
    if (left[ticket] <= 0) return refuse('nothing-to-take', { pile, ticket });
    left[ticket] -= 1;
    received = addTicket(received, ticket, 1);
    if (stock) stock = addTicket(stock, ticket, 1);
  }
  return { tickets, x: { ...state.x, stock, received } };
}

export function isRefusal<T extends object>(value: T | ApplyResult): value is ApplyResult {
  return 'ok' in value;
}
