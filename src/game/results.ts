// What applying an event returns: the next state, or a refusal that changes nothing (STYLE.md rule
// 3: illegal input is a value). Also the refusals several rules share: a station off the board, a
// station another pawn stands on.
import type { StationId } from '../board/types';
import type { GameError, MessageCode, MessageParams } from './messages';
import { gameError } from './messages';
import type { GameState } from './state';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState }
  | { readonly ok: false; readonly error: GameError };

export function refuse<C extends MessageCode>(
  code: C,
  params: MessageParams[C],
  suspects: readonly number[] = [],
): ApplyResult {
  return { ok: false, error: gameError(code, params, suspects) };
}

/** The event is accepted: `changes` applied, one more event counted. */
export function accept(state: GameState, changes: Partial<GameState> = {}): ApplyResult {
  return { ok: true, state: { ...state, ...changes, events: state.events + 1 } };
}

/** The id of the pawn at a place in the set-up. */
export function pawnId(state: GameState, pawn: number): string {
  return state.game.setup.pawns[pawn]?.id ?? String(pawn);
}

export function unknownStation(state: GameState, station: StationId): ApplyResult | null {
  return state.game.board.hasStation(station) ? null : refuse('unknown-station', { station });
}

/** MB 1985, rules/000_290e5a51edb8697d.txt "3 KEY MOVEMENT RULES": "You can never move to an
 *  already occupied numbered location"; RB 2013, rules/003_44999932a4cf8209.txt "How to play":
 *  "All playing pieces can only be moved to unoccupied stations." */
export function stationTaken(state: GameState, station: StationId): ApplyResult | null {
  const pawn = state.positions.indexOf(station);
  return pawn < 0 ? null : refuse('station-taken', { station, pawn: pawnId(state, pawn) });
}
