// English in one call per kind of message: what the command line prints.

import type { AdvisedMove, Reason } from '../advisor/plan';
import type { FormatProblem } from '../format/problems';
import type { LogbookProblem } from '../game/logbook';
import type { GameError, SetupProblem } from '../game/messages';
import type { Setup } from '../game/setup';
import type { StoredProblem } from '../store/problems';
import { filesEn } from './files-en';
import { logbookEn } from './logbook-en';
import { moveReasonText, reasonText } from './reasons-en';
import { rulesEn } from './rules-en';
import { setupEn } from './setup-en';
import { formatText, logbookText, ruleText, setupText, storedText, unopenedText } from './words';

export const english = {
  rule: (error: GameError, setup: Setup): string => ruleText(rulesEn, error, setup, { setup: setupEn }),
  setup: (problem: SetupProblem, setup: Setup): string => setupText(rulesEn, setupEn, problem, setup),
  format: (problem: FormatProblem): string => formatText(rulesEn, filesEn, problem),
  stored: (problem: StoredProblem): string => storedText(rulesEn, filesEn, problem),
  unopened: (problem: StoredProblem | null): string => unopenedText(rulesEn, filesEn, problem),
  logbook: (problem: LogbookProblem, setup: Setup): string => logbookText(rulesEn, logbookEn, problem, setup, setupEn),
  reason: (reason: Reason): string => reasonText(reason),
  moveReason: (move: Pick<AdvisedMove, 'reason' | 'again'>): string => moveReasonText(move),
};
