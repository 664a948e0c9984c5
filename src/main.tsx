// Bootstrap: apply the saved preferences, reopen the game in progress, save every change from
// then on (failed saves tried again when the app comes back into view), render, and register the
// service worker (updates wait for the table to be between games). The screen stays awake during
// a game.
import { effect } from '@preact/signals';
import { render } from 'preact';
import { restoreCurrentSession, startAutosave } from './store/autosave';
import { retryNow } from './store/save-queue';
import type { LoadedSession } from './store/sessions';
import { DEFAULT_SETTINGS, loadSettings } from './store/settings';
import { loadSetupDraft } from './store/setup-draft';
import { gameInPlayLikely } from './store/write-ahead';
import { App, loadSetupScreen, loadTableScreen } from './ui/app';
import { fetchLanguage, loadRuleWords, preferredLanguage } from './ui/i18n/i18n';
import { afterFirstTouch, whenIdle } from './ui/lazy';
import { firstInstall } from './ui/platform/first-install';
import { applyUpdate, gameInProgress, offlineNotice, restoreProblem, updateWaiting } from './ui/state/app-notices';
import { game, session, startSession } from './ui/state/game-store';
import { showSettings } from './ui/state/preferences';
import { savedDraft } from './ui/state/setup-draft';
import './ui/app.css';

async function start(): Promise<void> {
  const root = document.getElementById('app');
  if (!root) return;
  const answers = Promise.all([
    loadSettings().catch(() => null),
    restoreCurrentSession().catch(
      (error: unknown): LoadedSession => ({
        ok: false,
        reason: 'damaged',
        problem: { code: 'database', detail: String(error) },
      }),
    ),
    loadSetupDraft().catch(() => null),
    firstInstall().catch(() => false),
  ]);
  // While the database answers (which decides), the screen the page most likely opens on and the
  // device's language start downloading: a wrong guess costs a download done anyway later.
  void (gameInPlayLikely() ? loadTableScreen : loadSetupScreen)().catch(() => undefined);
  fetchLanguage(preferredLanguage());
  const [settings, restored, draft, installing] = await answers;
  // The first visit says from its first frame that it is getting ready for offline use, so the
  // notice never pushes the screen down when the service worker is done.
  if (installing) offlineNotice.value = 'preparing';
  // A set-up interrupted by a reload: its checker is loaded only then.
  if (draft !== null) savedDraft.value = (await import('./ui/setup/draft-storage')).readDraft(draft);
  // The first screen's code comes with the words, before the first render: no "Loading" flash.
  const firstScreen = restored?.ok ? loadTableScreen : loadSetupScreen;
  const [screenLoaded] = await Promise.allSettled([firstScreen(), showSettings(settings ?? DEFAULT_SETTINGS)]);
  if (screenLoaded.status === 'rejected') console.error(screenLoaded.reason);
  if (restored?.ok) {
    startSession(restored.session);
    // Reopened on a surfacing, a question or the end: that panel (loaded on demand) comes first too.
    const state = game.value;
    const table = loadTableScreen.current;
    if (state && table) await table.loadPanelsFor(state).catch(() => undefined);
  } else if (restored?.reason === 'damaged') restoreProblem.value = restored.problem;
  // The rules' words (refusals, contradictions, why a game did not open) come after the first
  // frame, unless it shows one of those: a contradiction in the game reopened, a problem, a set-up
  // draft whose check may speak in them.
  const rulesShown = restoreProblem.value !== null || (game.value?.inconsistencies.length ?? 0) > 0 || draft !== null;
  if (rulesShown) await loadRuleWords().catch(() => undefined);
  startAutosave(session, startSession);
  // Back in the app, perhaps after making room on the device: saves that failed are tried at once.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void retryNow();
  });
  effect(() => {
    if (!gameInProgress.value) return;
    // Asked once a game is on (a browser grants it more readily to a page in use); the module
    // loads then, not with the page.
    void import('./ui/platform/persistent-storage').then((module) => module.requestPersistentStorage());
    offlineNotice.value = null;
  });
  render(<App />, root);
  whenIdle(() => void loadRuleWords().catch(() => undefined));
  // The other screen, fetched once the table starts using this one (a game takes taps to start and
  // to end), so starting or ending a game never waits and a page load only draws its screen.
  afterFirstTouch(() => void (restored?.ok ? loadSetupScreen : loadTableScreen)().catch(() => undefined));
  // The screen stays awake during a game, from the first idle moment (the first frame does not
  // wait for it).
  whenIdle(() => void import('./ui/platform/wake-lock').then((module) => module.keepScreenAwakeWhile(gameInProgress)));
  // How to keep the saved games (a notice after a game, a reminder of a backup), with its words,
  // once the first screen is drawn: not part of the page load.
  whenIdle(
    () => void import('./ui/keeping/keep-notice').then((module) => module.watchKeeping()).catch(() => undefined),
  );
  // The service worker is registered once the first screen is drawn (its module too): the first
  // visit's downloads go to the screen first.
  whenIdle(
    () =>
      void import('./ui/platform/service-worker')
        .then(({ registerServiceWorker }) => {
          const worker = registerServiceWorker({
            onNeedRefresh: () => (updateWaiting.value = true),
            onOfflineReady: () => {
              if (offlineNotice.value === 'preparing') offlineNotice.value = 'ready';
            },
            onRegisterError: () => {
              if (offlineNotice.value === 'preparing') offlineNotice.value = null;
            },
            // The table screen's own panels too: loading it schedules them.
            settleDownloads: () =>
              Promise.allSettled([loadSetupScreen(), loadTableScreen().then((table) => table.loadTurnPanels())]),
          });
          applyUpdate.value = worker.applyUpdate;
        })
        .catch(() => {
          if (offlineNotice.value === 'preparing') offlineNotice.value = null;
        }),
  );
}

void start();
