// What a tap means at the table, phase by phase: tapping a station moves the active pawn there
// (asking the ticket only when several fit), or shows Mister X there at a reveal (a taken station
// is refused at once; one the record rules out asks again). A tap never does something else
// silently: with a pawn waiting for its destination, a tap on another pawn says its station is
// taken and selects nothing; another pawn is selected by its chip, or by its token when no pawn
// is waiting.
import { computed, signal } from '@preact/signals';
import type { StationId, TransportTicket } from '../../board/types';
import type { GameEvent } from '../../game/events';
import { legalDestinations, pawnsToMove } from '../../game/pawn-moves';
import { stationTaken } from '../../game/results';
import { adviceShown } from '../advice/advice-state';
import { enter, game, keepSelection, refusal, selectedPawn, session } from './game-store';
import { settings } from './preferences';
import { playedByDragnet } from './x-player';

/** The order the move advice asks the pawns to be entered in, as its first plan for the record
 *  `events` gave it (empty: the advisor has no plan for that record, so turn order). The advisor's better plans that follow
 *  do not change it: the pawn chosen by default stays while the app thinks. */
export const suggestedOrder = signal<{
  readonly events: readonly GameEvent[];
  readonly pawns: readonly number[];
} | null>(null);

/** The table asked for move advice (on the detectives' turn it plans their moves). */
const adviceWanted = computed(() => settings.value.advice && adviceShown.value);

/** The advice's order for the record as it stands; null while it has none yet (it is thinking). */
const orderNow = computed<readonly number[] | null>(() => {
  const order = suggestedOrder.value;
  return order && order.events === session.value?.events ? order.pawns : null;
});

/** The pawns' turn with advice shown, before its first plan for the record: no pawn is chosen by
 *  default until it says which moves first. */
export const adviceThinking = computed(
  () => game.value?.phase === 'pawns' && adviceWanted.value && orderNow.value === null,
);

/** The pawn whose move is being entered: the one tapped, else the next that must move, in the
 *  order of the advice's first plan while it is shown (so the pawn chosen and the map's pan agree
 *  with the plan's "1."). While the advice thinks, none:
 *  the pawn chosen, its destinations and its map rings then change no more as the plan is refined. */
export const activePawn = computed<number | null>(() => {
  const state = game.value;
  if (state?.phase !== 'pawns') return null;
  const waiting = pawnsToMove(state);
  const chosen = selectedPawn.value === null ? undefined : state.game.pawnIndex.get(selectedPawn.value);
  if (chosen !== undefined && waiting.includes(chosen)) return chosen;
  if (!adviceWanted.value) return waiting[0] ?? null;
  const order = orderNow.value;
  if (order === null) return null;
  return order.find((pawn) => waiting.includes(pawn)) ?? waiting[0] ?? null;
});

/** A move with several possible tickets, waiting for the players to pick one. */
export const ticketChoice = signal<{
  readonly pawn: number;
  readonly station: StationId;
  readonly tickets: readonly TransportTicket[];
} | null>(null);

/** The pawn the table chose itself (its chip or token, or a destination that asks for a ticket),
 *  still waiting for its move. */
export const waitingPawn = computed<number | null>(() => {
  const state = game.value;
  const active = activePawn.value;
  const chosen = selectedPawn.value === null ? undefined : state?.game.pawnIndex.get(selectedPawn.value);
  if (active === null) return null;
  return chosen === active || ticketChoice.value?.pawn === active ? active : null;
});

const NONE: ReadonlyMap<StationId, TransportTicket[]> = new Map();

export const destinations = computed<ReadonlyMap<StationId, TransportTicket[]>>(() => {
  const state = game.value;
  const pawn = activePawn.value;
  return state && pawn !== null ? legalDestinations(state, pawn) : NONE;
});

/** In a game Dragnet plays as Mister X, a legal move onto one of his possible stations waiting for
 *  the table's go: Dragnet answers it at once, and its answer stays (game/final-answers.ts), so a
 *  mistyped tap is put right here, before anything is asked. */
export const askDraft = signal<{
  readonly pawn: number;
  readonly station: StationId;
  readonly ticket: TransportTicket;
} | null>(null);

/** A revealed station the record says is impossible, waiting for "enter anyway". */
export const revealDraft = signal<StationId | null>(null);

export function selectPawn(pawnId: string): void {
  selectedPawn.value = pawnId;
  const id = session.value?.id;
  if (id) keepSelection(id, pawnId);
  ticketChoice.value = null;
  askDraft.value = null;
  refusal.value = null;
}

/** Enters a pawn's move; in a game Dragnet plays, a legal move onto one of his stations waits for
 *  `confirmed` (askDraft) first. */
export function movePawn(pawn: number, station: StationId, ticket: TransportTicket, confirmed = false): void {
  const state = game.value;
  const id = state?.game.setup.pawns[pawn]?.id;
  if (!state || !id) return;
  ticketChoice.value = null;
  const asks = state.candidates.has(station) && legalDestinations(state, pawn).get(station)?.includes(ticket);
  if (!confirmed && asks && playedByDragnet(session.value?.id ?? '')) {
    askDraft.value = { pawn, station, ticket };
    refusal.value = null;
    return;
  }
  askDraft.value = null;
  enter({ type: 'pawn-move', pawn: id, to: station, ticket });
}

/** The active pawn goes to a station: inferred ticket when only one fits (or a Bobby, who pays
 *  none), otherwise ask. A station it cannot reach gets the rules' explanation. */
export function chooseDestination(station: StationId): void {
  const state = game.value;
  const pawn = activePawn.value;
  if (!state || pawn === null) return;
  const tickets = destinations.value.get(station);
  if (!tickets) {
    const from = state.positions[pawn] as StationId;
    const line = state.game.board.transportsBetween(from, station).find((t) => t !== 'ferry') ?? 'taxi';
    movePawn(pawn, station, line);
    return;
  }
  const bobby = state.game.setup.pawns[pawn]?.kind === 'bobby';
  if (tickets.length === 1 || bobby) movePawn(pawn, station, tickets[0] as TransportTicket);
  else ticketChoice.value = { pawn, station, tickets };
}

/** Mister X's station at a reveal. A station a pawn stands on is refused at once (RB 2013,
 *  rules/003_44999932a4cf8209.txt "How to play": "All playing pieces can only be moved to
 *  unoccupied stations"); one the record rules out waits for "enter anyway". */
export function revealAt(station: StationId, confirmed = false): void {
  const state = game.value;
  if (!state) return;
  if (state.positions.includes(station)) {
    revealDraft.value = null;
    refuseTaken(station);
    return;
  }
  if (!confirmed && !state.candidates.has(station)) {
    revealDraft.value = station;
    return;
  }
  revealDraft.value = null;
  enter({ type: 'x-reveal', station });
}

export function tapStation(station: StationId): void {
  const state = game.value;
  if (!state) return;
  if (state.phase === 'x-reveal') {
    revealAt(station);
    return;
  }
  if (state.phase !== 'pawns') return;
  // With no pawn waiting, a tap on a pawn still to move selects it. A tap on any other pawn is a
  // destination taken by it, refused with its reason ("Station 46 is taken by Red"), whatever
  // the lines: it selects nothing.
  const standing = state.positions.indexOf(station);
  const id = state.game.setup.pawns[standing]?.id;
  if (id === undefined) {
    chooseDestination(station);
    return;
  }
  const waiting = waitingPawn.value;
  if (waiting === null && pawnsToMove(state).includes(standing)) selectPawn(id);
  else if (standing !== waiting) refuseTaken(station);
}

function refuseTaken(station: StationId): void {
  const state = game.value;
  const taken = state && stationTaken(state, station);
  if (taken && !taken.ok) refusal.value = taken.error;
}

/** A tap on a pawn's token on the map means its station. */
export function tapPawn(pawnId: string): void {
  const state = game.value;
  const pawn = state?.game.pawnIndex.get(pawnId);
  const station = pawn === undefined ? undefined : state?.positions[pawn];
  if (station !== undefined) tapStation(station);
}
