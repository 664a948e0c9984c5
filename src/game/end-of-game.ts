// The end of the game: the ends the rules announce at the start of Mister X's turn (all rounds
// played, no detective can move, Mister X trapped), the table's confirming `end` event, and Mister
// X declaring himself trapped. A capture ends the game at once (answers.ts).
import type { StationId } from '../board/types';
import { isTrapped, trappedCandidates } from '../engine/candidates';
import { StationSet } from '../engine/station-set';
import type { EndReason } from './events';
import { WINNER_OF } from './events';
import { inconsistencyError } from './inconsistencies';
import { canPawnMove, hasUsableLine } from './pawn-moves';
import type { ApplyResult } from './results';
import { accept, refuse, unknownStation } from './results';
import type { Ending, GameState } from './state';
import { xUsableTickets } from './tickets';
import { outOfTurn } from './turn-order';

/** The candidate stations from which Mister X has no free station to move to with the tickets he
 *  can still show. RB 2013, rules/003_44999932a4cf8209.txt "How to play": "If there are no
 *  unoccupied stations for Mister X to travel to, he has lost the game." */
export function trappedStations(state: GameState): StationSet {
  return trappedCandidates(state.candidates, xUsableTickets(state), state.game.masks, state.occupied);
}

/** The end the rules announce at the start of Mister X's turn (`state` is the new round), if any. */
export function announceEnd(state: GameState): Ending | null {
  const { setup } = state.game;
  const end = (reason: EndReason, station: StationId | null = null): Ending => ({
    reason,
    winner: WINNER_OF[reason],
    station,
  });
  // RB 2013, rules/003_44999932a4cf8209.txt "End of game": Mister X wins if "He manages to travel
  // around London for 22 rounds without getting caught".
  if (setup.roundLimit !== null && state.round > setup.roundLimit) return end('rounds-played');
  // RB 2013 "End of game": "None of the detectives can move his playing piece"; MB 1985,
  // rules/000_290e5a51edb8697d.txt "The End of the Game": "if none of the detectives can move".
  // Bobbies do not count. A detective blocked only by pawns is not stuck for good while a Bobby can
  // still move away and free a station.
  const detectives = setup.pawns.flatMap((pawn, i) => (pawn.kind === 'detective' ? [i] : []));
  const bobbiesCanMove = setup.pawns.some((pawn, i) => pawn.kind === 'bobby' && canPawnMove(state, i));
  const stuckForGood = (pawn: number) => !canPawnMove(state, pawn) && (!bobbiesCanMove || !hasUsableLine(state, pawn));
  if (detectives.every(stuckForGood)) return end('detectives-stuck');
  // RB 2013 "How to play": trapped on every station he could be on (`trappedStations`).
  if (setup.xLosesWhenTrapped && !state.candidates.isEmpty()) {
    const trapped = trappedStations(state);
    if (trapped.size < state.candidates.size) return null;
    return end('x-trapped', state.candidates.size === 1 ? (state.candidates.first() ?? null) : null);
  }
  return null;
}

/** The table confirms the end the rules announced; or, when only some of his stations are cut off,
 *  Mister X declares himself trapped on his station (RB 2013 "How to play", as above). */
export function applyEnd(state: GameState, reason: EndReason, station: StationId | undefined): ApplyResult {
  if (reason === 'x-trapped' && station !== undefined) return declareTrapped(state, station);
  const announced = state.announcement;
  if (!announced || announced.reason !== reason) return refuse('end-not-due', { reason });
  return accept(state, { phase: 'over', over: announced, announcement: null });
}

function declareTrapped(state: GameState, station: StationId): ApplyResult {
  if (!state.game.setup.xLosesWhenTrapped) return refuse('trap-not-a-rule', {});
  if (state.phase !== 'x-turn') return outOfTurn(state);
  const problem = unknownStation(state, station);
  if (problem) return problem;
  // A station the record rules out is not "free to move from": say what contradicts it.
  if (!state.candidates.has(station)) {
    return { ok: false, error: inconsistencyError(state, state.evidence, station) };
  }
  if (!isTrapped(station, xUsableTickets(state), state.game.masks, state.occupied)) {
    return refuse('not-trapped', { station });
  }
  return accept(state, {
    phase: 'over',
    candidates: StationSet.of(station),
    over: { reason: 'x-trapped', winner: WINNER_OF['x-trapped'], station },
    announcement: null,
  });
}
