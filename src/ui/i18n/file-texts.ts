// Why a saved game cannot be read or opened, in the player's language. The words load on first use
// (i18n.ts `fileWords`, `ruleWords`): until then these answer null and the caller shows nothing, then renders
// again with the text. A screen that brings the words itself (past games) passes them.
import type { StoredProblem } from '../../store/problems';
import type { FileWords } from '../../words/words';
import { storedText, unopenedText } from '../../words/words';
import { fileWords, ruleWords } from './i18n';

/** Why a stored record cannot be read, as a clause. */
export function storedProblemText(problem: StoredProblem, files: FileWords | null = fileWords()): string | null {
  const rules = ruleWords();
  return files && rules && storedText(rules, files, problem);
}

/** Why a saved game does not open, as a sentence; `problem` null: it is no longer saved. */
export function unopenedGameText(problem: StoredProblem | null, files: FileWords | null = fileWords()): string | null {
  const rules = ruleWords();
  return files && rules && unopenedText(rules, files, problem);
}

/** Where a damaged game the app could not reopen is kept, and how to save it. */
export function keptGameText(): string | null {
  return fileWords()?.keptGame ?? null;
}
