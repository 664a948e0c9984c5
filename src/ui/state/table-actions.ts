// What a tap means at the table, phase by phase: tapping a station moves the active pawn there
// (asking the ticket only when several fit), shows Mister X there at a reveal (warning when the
// record says he cannot be there), or selects the pawn standing on it.
import { computed, signal } from '@preact/signals';
import type { StationId, TransportTicket } from '../../board/types';
import { legalDestinations, pawnsToMove } from '../../game/pawn-moves';
import { enter, game, selectedPawn } from './game-store';

/** The pawn whose move is being entered: the one tapped, else the next that must move. */
export const activePawn = computed<number | null>(() => {
  const state = game.value;
  if (!state || state.phase !== 'pawns') return null;
  const waiting = pawnsToMove(state);
  const chosen = selectedPawn.value === null ? undefined : state.game.pawnIndex.get(selectedPawn.value);
  if (chosen !== undefined && waiting.includes(chosen)) return chosen;
  return waiting[0] ?? null;
});

const NONE: ReadonlyMap<StationId, TransportTicket[]> = new Map();

export const destinations = computed<ReadonlyMap<StationId, TransportTicket[]>>(() => {
  const state = game.value;
  const pawn = activePawn.value;
  return state && pawn !== null ? legalDestinations(state, pawn) : NONE;
});

/** A move with several possible tickets, waiting for the players to pick one. */
export const ticketChoice = signal<{
  readonly pawn: number;
  readonly station: StationId;
  readonly tickets: readonly TransportTicket[];
} | null>(null);

/** A revealed station the record says is impossible, waiting for "enter anyway". */
export const revealDraft = signal<StationId | null>(null);

export function selectPawn(pawnId: string): void {
  selectedPawn.value = pawnId;
  ticketChoice.value = null;
}

export function movePawn(pawn: number, station: StationId, ticket: TransportTicket): void {
  const state = game.value;
  const id = state?.game.setup.pawns[pawn]?.id;
  if (!id) return;
  ticketChoice.value = null;
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

export function revealAt(station: StationId, confirmed = false): void {
  const state = game.value;
  if (!state) return;
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
  // A pawn that still has to move is selected; any other pawn's station is a destination the
  // rules refuse with their reason ("Station 23 is taken by Green").
  const standing = state.positions.indexOf(station);
  const id = state.game.setup.pawns[standing]?.id;
  if (id && standing !== activePawn.value && pawnsToMove(state).includes(standing)) {
    selectPawn(id);
    return;
  }
  chooseDestination(station);
}
