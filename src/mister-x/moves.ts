// Mister X's legal moves from his true station, asked of the rules: the tickets he can still show
// (game/tickets.ts: black while he has any, his public stock under Milton Bradley), a printed line
// of that ticket (black: any line, the ferry included), onto a station no pawn stands on. RB 2013,
// rules/003_44999932a4cf8209.txt "Double move": "Mister X cannot move to a station that is already
// occupied by a detective on his first or second move"; pawns do not move between the halves.
import type { StationId, Ticket } from '../board/types';
import { applyEvent } from '../game/apply';
import type { GameEvent } from '../game/events';
import type { GameState } from '../game/state';
import { xUsableTickets } from '../game/tickets';

/** One log entry he fills: the ticket he shows and the station he rides to. */
export interface XStep {
  readonly ticket: Ticket;
  readonly to: StationId;
}

/** His single moves from `at` now (the tickets the record says he still holds). */
export function xSteps(state: GameState, at: StationId): XStep[] {
  const steps: XStep[] = [];
  const { board } = state.game;
  for (const ticket of xUsableTickets(state)) {
    for (const to of board.ticketNeighbours(at, ticket)) {
      if (!state.occupied.has(to)) steps.push({ ticket, to });
    }
  }
  return steps;
}

/** One event applied through the real reducer, with the states around it. */
export interface Transition {
  readonly state: GameState;
  readonly event: GameEvent;
  readonly next: GameState;
}

/** The events of one entry he fills with `step` (the x-move, and his station if the entry is a
 *  surfacing one), applied through the real reducer; null if the rules refuse them. */
export function afterStep(state: GameState, step: XStep): Transition[] | null {
  const out: Transition[] = [];
  const apply = (before: GameState, event: GameEvent): GameState | null => {
    const result = applyEvent(before, event);
    if (!result.ok) return null;
    out.push({ state: before, event, next: result.state });
    return result.state;
  };
  const moved = apply(state, { type: 'x-move', ticket: step.ticket });
  if (!moved) return null;
  if (moved.phase === 'x-reveal' && !apply(moved, { type: 'x-reveal', station: step.to })) return null;
  return out;
}

/** The state at the end of some transitions. */
export function endOf(state: GameState, transitions: readonly Transition[]): GameState {
  return transitions[transitions.length - 1]?.next ?? state;
}

/** The state after he plays a double-move ticket, or null if he cannot. */
export function afterDouble(state: GameState): GameState | null {
  if (state.doubleStep !== 0 || state.x.double <= 0) return null;
  const result = applyEvent(state, { type: 'x-double' });
  return result.ok ? result.state : null;
}
