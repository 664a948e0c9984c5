// A record that contradicts itself is accepted, because it happened at the table, and reported:
// the state keeps each contradiction with the entries that may be wrong (RULES.md "What the
// deduction must guarantee": "the app says so in plain words, points at the entries that could be
// wrong ... it never resets silently").
import type { GameError } from './messages';
import { gameError, listInWords } from './messages';
import { label, pawnName } from './results';
import type { Evidence, GameState, Inconsistency } from './state';

export type InconsistencyCode = 'no-candidates' | 'reveal-outside';

function describeEvidence(state: GameState, item: Evidence): string {
  switch (item.kind) {
    case 'start':
      return 'the start stations';
    case 'entry':
      return `entry ${item.entry} (${item.ticket})`;
    case 'reveal':
      return `station ${label(state, item.station)} shown after entry ${item.entry}`;
    case 'answer':
      return `"not at station ${label(state, item.station)}" after ${pawnName(state, item.pawn)}'s move`;
  }
}

/** The contradiction, naming everything that narrowed the candidates since he last showed himself. */
export function inconsistencyError(
  state: GameState,
  code: InconsistencyCode,
  evidence: readonly Evidence[],
  station?: number,
): GameError {
  const params = {
    entries: listInWords(
      evidence.map((item) => describeEvidence(state, item)),
      'or',
    ),
    ...(station === undefined ? {} : { station: label(state, station) }),
  };
  const suspects = evidence.flatMap((item) => (item.kind === 'start' ? [] : [item.event]));
  return gameError(code, params, suspects);
}

export function withInconsistency(
  state: GameState,
  code: InconsistencyCode,
  evidence: readonly Evidence[],
  station?: number,
): GameState {
  const found: Inconsistency = { event: state.events, error: inconsistencyError(state, code, evidence, station) };
  return { ...state, inconsistencies: [...state.inconsistencies, found] };
}
