// The app's own notices: a waiting update (between games only), offline readiness, a saved game
// that could not be reopened, saving trouble, and how to keep the saved games.
import { retryNow, saveStatus } from '../store/save-queue';
import { keptGameText, unopenedGameText } from './i18n/file-texts';
import { t } from './i18n/i18n';
import { saveStatusText } from './platform/save-status-text';
import {
  applyUpdate,
  gameInProgress,
  keepNotice,
  offlineNotice,
  restoreProblem,
  updateWaiting,
} from './state/app-notices';

export function AppNotices() {
  const status = saveStatus.value;
  const saveProblem = status.state === 'failed' ? saveStatusText(status) : null;
  const unopened = restoreProblem.value && unopenedGameText(restoreProblem.value);
  const offline = offlineNotice.value;
  const Keep = keepNotice.value;
  return (
    <div class="app-notices">
      {saveProblem && (
        <div class="notice notice-error" role="alert">
          <p>{saveProblem}</p>
          {/* The entries are kept and tried again now and then; once the table has made room (or
              the disk is back), one tap saves them at once. */}
          {status.state === 'failed' && (status.problem === 'quota' || status.problem === 'error') && (
            <button type="button" class="link-button" onClick={() => void retryNow()}>
              {t('app.saveRetry')}
            </button>
          )}
        </div>
      )}
      {unopened && (
        <div class="notice notice-warning" role="alert">
          <p>{t('app.restoreFailed', { reason: unopened })}</p>
          {/* A damaged record (not a failing database) is marked in the list, with its raw data. */}
          {restoreProblem.value?.code !== 'database' && <p>{keptGameText()}</p>}
          <button type="button" class="link-button" onClick={() => (restoreProblem.value = null)}>
            {t('notice.dismiss')}
          </button>
        </div>
      )}
      {updateWaiting.value && !gameInProgress.value && (
        <div class="notice notice-info" role="status">
          <p>{t('app.updateReady')}</p>
          <button type="button" class="button-primary" onClick={() => applyUpdate.value()}>
            {t('app.updateNow')}
          </button>
        </div>
      )}
      {Keep && <Keep />}
      {offline && !gameInProgress.value && (
        <div class="notice notice-info notice-row" role="status">
          {/* Both texts take the same cell, the other one hidden: the notice keeps its height when
              it turns to 'ready', so nothing below it moves. */}
          <p class="notice-swap">
            <span>{t(offline === 'ready' ? 'app.offlineReady' : 'app.offlinePreparing')}</span>
            <span class="notice-swap-hidden" aria-hidden="true">
              {t(offline === 'ready' ? 'app.offlinePreparing' : 'app.offlineReady')}
            </span>
          </p>
          <button type="button" class="link-button" onClick={() => (offlineNotice.value = null)}>
            {t('notice.dismiss')}
          </button>
        </div>
      )}
    </div>
  );
}
