// Answers and captures: a pawn that ends its move on a station Mister X could be on raises the
// question "Was Mister X there?". Only the table knows: "yes" is a capture, "no" strikes the station.
import type { StationId } from '../board/types';
import { excludeCandidate } from '../engine/candidates';
import { StationSet } from '../engine/station-set';
import { withInconsistency } from './inconsistencies';
import type { ApplyResult } from './results';
import { accept, refuse } from './results';
import type { Evidence, GameState } from './state';

/** Where Mister X was last seen: the station of his capture once he is caught there (the same
 *  rules as below: the game ends with him on the pawn's station), else his last surfacing. */
export function lastSeenStation(state: GameState): StationId | null {
  const over = state.over;
  if (over?.reason === 'capture' && over.station !== null) return over.station;
  return state.revealed?.station ?? null;
}

/** RB 2013, rules/003_44999932a4cf8209.txt "End of game": the detectives win if "A detective or a
 *  Bobby finishes his move on the same station as Mister X"; MB 1985, rules/000_290e5a51edb8697d.txt
 *  "3 KEY MOVEMENT RULES": "if ... a detective moved onto a location occupied by Mr. X, the game would
 *  be over!" (RULES.md "Capture": the app must ask). The question itself is asked by pawn-moves.ts. */
export function answerQuestion(state: GameState, found: boolean): ApplyResult {
  const question = state.question;
  if (!question) return refuse('no-question', {});
  if (found) {
    return accept(state, {
      phase: 'over',
      question: null,
      candidates: StationSet.of(question.station),
      over: { reason: 'capture', winner: 'detectives', station: question.station },
    });
  }
  const evidence: Evidence[] = [
    ...state.evidence,
    { event: state.events, kind: 'answer', station: question.station, pawn: question.pawn },
  ];
  const next: GameState = {
    ...state,
    phase: 'pawns',
    question: null,
    candidates: excludeCandidate(state.candidates, question.station),
    evidence,
  };
  return accept(next.candidates.isEmpty() ? withInconsistency(next, evidence, null) : next);
}
