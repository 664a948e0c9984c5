// A record that contradicts itself is accepted, because it happened at the table, and reported:
// the state keeps each contradiction with the entries that may be wrong (RULES.md "What the
// deduction must guarantee": "the app says so in plain words, points at the entries that could be
// wrong ... it never resets silently").
import type { StationId } from '../board/types';
import type { GameError, Suspect } from './messages';
import { gameError } from './messages';
import { pawnId } from './results';
import type { Evidence, GameState, Inconsistency } from './state';

function suspectOf(state: GameState, item: Evidence): Suspect {
  switch (item.kind) {
    case 'start':
      return { kind: 'start' };
    case 'entry':
      return { kind: 'entry', entry: item.entry, ticket: item.ticket };
    case 'reveal':
      return { kind: 'reveal', entry: item.entry, station: item.station };
    case 'answer':
      return { kind: 'answer', station: item.station, pawn: pawnId(state, item.pawn) };
  }
}

/** The contradiction, naming everything that narrowed the candidates since he last showed himself:
 *  a revealed (or declared) station outside the candidates, or no candidate left. */
export function inconsistencyError(
  state: GameState,
  evidence: readonly Evidence[],
  station: StationId | null,
): GameError {
  const suspects = evidence.map((item) => suspectOf(state, item));
  const events = evidence.flatMap((item) => (item.kind === 'start' ? [] : [item.event]));
  return station === null
    ? gameError('no-candidates', { suspects }, events)
    : gameError('reveal-outside', { station, suspects }, events);
}

export function withInconsistency(
  state: GameState,
  evidence: readonly Evidence[],
  station: StationId | null,
): GameState {
  const found: Inconsistency = { event: state.events, error: inconsistencyError(state, evidence, station) };
  return { ...state, inconsistencies: [...state.inconsistencies, found] };
}
