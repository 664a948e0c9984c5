// Mister X's moves: the ticket he shows for each log entry, the double move, the station he shows
// when he surfaces (fixed entries, or of his own accord under the optional rule). Each narrows his
// candidate stations (engine/candidates.ts); what contradicts the record is reported, not refused.
import type { StationId, Ticket, TransportTicket } from '../board/types';
import { advanceCandidates, revealCandidates } from '../engine/candidates';
import { withInconsistency } from './inconsistencies';
import type { ApplyResult } from './results';
import { accept, refuse, stationTaken, unknownStation } from './results';
import type { Evidence, GameState } from './state';
import { isRefusal, spendXTicket, takeSurfacingTickets, xCannotShow } from './tickets';

/** RB 2013, rules/003_44999932a4cf8209.txt "Double move": "he can move to two stations on a single
 *  turn ... The double-move ticket is then removed from the game ... Mister X may use a double-move
 *  ticket only once per round"; MB 1985, rules/000_290e5a51edb8697d.txt "DOUBLE MOVES": "you only
 *  have two 2x cards". */
export function applyDouble(state: GameState): ApplyResult {
  if (state.doubleStep !== 0) return refuse('double-twice', {});
  if (state.x.double <= 0) return refuse('no-double', {});
  return accept(state, { doubleStep: 1, x: { ...state.x, double: state.x.double - 1 }, announcement: null });
}

/** One log entry covered by the ticket he shows. RB 2013, rules/003_44999932a4cf8209.txt "Moving
 *  Mister X": "He covers his entry with the ticket that he's just used"; the candidates move one ride
 *  along that ticket's lines onto stations free at that moment ("Double move": "Mister X cannot move
 *  to a station that is already occupied by a detective on his first or second move"). A surfacing
 *  entry then waits for his station ("Mister X surfaces": "after his 3rd, 8th, 13th, 18th and 24th
 *  moves"). */
export function applyXMove(state: GameState, ticket: Ticket): ApplyResult {
  const cannot = xCannotShow(state, ticket);
  if (cannot) return cannot;
  const index = state.events;
  const entry = state.log.length + 1;
  const candidates = advanceCandidates(state.candidates, ticket, state.game.masks, state.occupied);
  const surfacing = state.game.surfacing.has(entry);
  const doubleStep = state.doubleStep === 1 ? 2 : 0;
  const evidence: Evidence[] = [...state.evidence, { event: index, kind: 'entry', entry, ticket }];
  let next: GameState = {
    ...state,
    log: [
      ...state.log,
      { ticket, round: state.round, double: state.doubleStep !== 0, surfacing, revealed: null, event: index },
    ],
    x: spendXTicket(state.x, ticket),
    candidates,
    doubleStep,
    evidence,
    announcement: null,
    phase: surfacing ? 'x-reveal' : doubleStep === 2 ? 'x-turn' : 'pawns',
  };
  if (candidates.isEmpty() && !state.candidates.isEmpty()) next = withInconsistency(next, evidence, null);
  return accept(next);
}

/** His station after a surfacing entry. RB 2013, rules/003_44999932a4cf8209.txt "Double move": "If
 *  the first station is a station where Mister X has to surface, he shows himself there momentarily
 *  and then disappears again with his second move." */
export function applyReveal(state: GameState, station: StationId): ApplyResult {
  const problem = unknownStation(state, station) ?? stationTaken(state, station);
  if (problem) return problem;
  const last = state.log[state.log.length - 1];
  if (!last) return refuse('no-reveal-due', { entry: 0 });
  const next = { ...showStation(state, station), log: [...state.log.slice(0, -1), { ...last, revealed: station }] };
  return accept(next, { phase: next.doubleStep === 2 ? 'x-turn' : 'pawns' });
}

/** Optional rule: MB 1985, rules/000_290e5a51edb8697d.txt "More Challenges - Advanced Play": "Mr. X
 *  can voluntarily surface at other times in the game. In return for revealing his location, Mr. X
 *  takes one ticket of his choice from each of the detectives' ticket piles". The app takes it right
 *  after his move, before any pawn moves, and not right after a fixed surfacing. */
export function applyVoluntarySurface(
  state: GameState,
  station: StationId,
  taken: Readonly<Record<string, TransportTicket>>,
): ApplyResult {
  if (!state.game.setup.options.voluntarySurfacing) return refuse('voluntary-off', {});
  if (state.phase !== 'pawns' || state.moved.some(Boolean) || state.surfacedThisTurn)
    return refuse('surface-timing', {});
  const problem = unknownStation(state, station) ?? stationTaken(state, station);
  if (problem) return problem;
  const took = takeSurfacingTickets(state, taken);
  if (isRefusal(took)) return took;
  const last = state.log[state.log.length - 1];
  const next = showStation(state, station);
  return accept({
    ...next,
    tickets: took.tickets,
    x: took.x,
    log: last ? [...state.log.slice(0, -1), { ...last, revealed: station }] : state.log,
  });
}

/** Mister X shows himself: he is exactly there; if the record said he could not be, say so. */
function showStation(state: GameState, station: StationId): GameState {
  const index = state.events;
  const shown: Evidence = { event: index, kind: 'reveal', entry: state.log.length, station };
  const next: GameState = {
    ...state,
    candidates: revealCandidates(station),
    revealed: { station, entry: state.log.length, event: index },
    surfacedThisTurn: true,
    evidence: [shown],
  };
  if (state.candidates.has(station)) return next;
  return withInconsistency(next, [...state.evidence, shown], station);
}
