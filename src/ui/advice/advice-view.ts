// The move advice, loaded when the table first asks for it (advice-entry.tsx): the panel, the map
// marks, the one-tap entry of a suggested move, and its words and styles.
import './advice.css';
import type { StationId } from '../../board/types';
import { game } from '../state/game-store';
import { movePawn } from '../state/table-actions';
import { AdviceMarks, adviceTags } from './advice-marks';
import { AdvicePanel } from './advice-panel';
import { currentPlan, startRunner } from './advice-runner';
import type { AdviceModule } from './advice-state';

/** A tap on a station with a suggested move enters that move (the suggested pawn and ticket). */
function takeAdviceAt(station: StationId): boolean {
  const state = game.value;
  const move = currentPlan()?.moves.find((candidate) => candidate.to === station);
  if (!state || !move || state.moved[move.pawn]) return false;
  movePawn(move.pawn, move.to, move.ticket);
  return true;
}

export function startAdvice(): AdviceModule {
  startRunner();
  return { AdvicePanel, AdviceMarks, adviceTags, takeAdviceAt };
}
