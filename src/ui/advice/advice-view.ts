// The move advice, loaded when the table first asks for it (advice-entry.tsx): the panel, the map
// marks, the one-tap entry of a suggested move, and its words and styles.
import './advice.css';
import type { StationId } from '../../board/types';
import { adviceDe } from '../i18n/advice-de';
import { adviceEn } from '../i18n/advice-en';
import type { AdviceHost, AdviceModule } from './advice-entry';
import { host, setHost } from './advice-host';
import { AdviceMarks, adviceTags } from './advice-marks';
import { AdvicePanel } from './advice-panel';
import { currentPlan, startRunner } from './advice-runner';

/** A tap on a station with a suggested move enters that move (the suggested pawn and ticket). */
function takeAdviceAt(station: StationId): boolean {
  const state = host().game.value;
  const move = currentPlan()?.moves.find((candidate) => candidate.to === station);
  if (!state || !move || state.moved[move.pawn]) return false;
  host().movePawn(move.pawn, move.to, move.ticket);
  return true;
}

export function startAdvice(given: AdviceHost): AdviceModule {
  setHost(given);
  given.registerSection({ en: adviceEn, de: adviceDe });
  startRunner();
  return { AdvicePanel, AdviceMarks, adviceTags, takeAdviceAt };
}
