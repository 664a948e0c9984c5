// The words for the save indicator, in the player's language: the store reports a state and a
// problem code (src/store/save-queue.ts), this turns it into what the table reads. Null: nothing to
// show (yet: the words for a damaged record load on first use).
import type { SaveStatus } from '../../store/save-queue';
import { storedProblemText } from '../i18n/file-texts';
import { t } from '../i18n/i18n';

/** null while nothing has been saved yet this start. */
export function saveStatusText(status: SaveStatus): string | null {
  switch (status.state) {
    case 'idle':
      return null;
    case 'saving':
      return t('app.saving');
    case 'saved':
      return t('app.saved');
    case 'failed':
      switch (status.problem) {
        case 'unavailable':
          return t('app.notSavedHere');
        case 'quota':
          return t('app.storageFull');
        case 'error':
          return t('app.saveFailed', { reason: status.detail });
        case 'conflict':
          return t('store.changedElsewhere');
        case 'damaged': {
          const reason = status.damage ? storedProblemText(status.damage) : '';
          return reason === null ? null : t('store.leftUntouched', { reason });
        }
      }
  }
}
