// Registers the service worker that makes the app start offline, and tells the app when a new
// version is waiting. It never reloads on its own (STYLE.md rule 12): the new version takes over
// only when the players accept it via `applyUpdate`, which the app offers between games.
// The browser's own registration API, not workbox-window: this is all of its job here, and it
// keeps 2 KB (gzip) out of a download that has a 60 KB budget. tests/e2e/update.test.ts pins it.

export interface ServiceWorkerHandlers {
  /** A new version is installed and waiting; offer it when no game is in progress. */
  readonly onNeedRefresh?: () => void;
  /** The app is cached: from now on it starts with no network. Fires once, on first install. */
  readonly onOfflineReady?: () => void;
  readonly onRegisterError?: (error: unknown) => void;
  /** Settles once the downloads the page has started (screens loaded on demand) are done. A fetch
   *  that reaches the old version just as the new one takes over parks the new one in Chromium:
   *  it stays waiting, and the page is never reloaded (the tap on "Update now" itself starts
   *  loading the other screen). */
  readonly settleDownloads?: () => Promise<unknown>;
}

export interface ServiceWorkerControl {
  /** Activates the waiting version and reloads the page once it has taken over. */
  applyUpdate(): void;
  /** Asks the server whether a new version exists (the browser also checks on each start). */
  checkForUpdate(): Promise<void>;
}

/** The file vite-plugin-pwa's generateSW writes (see vite.config.ts). */
const SERVICE_WORKER_FILE = 'sw.js';
/** An app left open for days still hears of updates: a check when it comes back into view. */
const CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** If the new version has not taken over by then (parked by a fetch all the same), the page is
 *  reloaded anyway: the reload lets it take over, or offers it again. Updates are offered only
 *  between games, with everything saved. */
const TAKEOVER_WAIT_MS = 5000;

export function registerServiceWorker(handlers: ServiceWorkerHandlers = {}): ServiceWorkerControl {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return { applyUpdate: () => {}, checkForUpdate: async () => {} };
  }
  const workers = navigator.serviceWorker;
  // './' (vite.config.ts): the worker and its scope are the page's own folder, wherever it is hosted.
  const base = import.meta.env.BASE_URL;
  const registered = workers
    .register(`${base}${SERVICE_WORKER_FILE}`, { scope: base })
    .then((registration) => {
      watchForVersions(registration, handlers);
      return registration;
    })
    .catch((caught: unknown) => {
      handlers.onRegisterError?.(caught);
      return null;
    });
  let lastCheck = Date.now();
  const checkForUpdate = async () => {
    lastCheck = Date.now();
    await (await registered)?.update();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > CHECK_INTERVAL_MS) {
      checkForUpdate().catch(() => {});
    }
  });
  return {
    applyUpdate: () => {
      const settled = handlers.settleDownloads?.().catch(() => undefined);
      void Promise.all([registered, settled]).then(([registration]) => {
        const waiting = registration?.waiting;
        if (!waiting) return;
        const reload = () => window.location.reload();
        workers.addEventListener('controllerchange', reload, { once: true });
        setTimeout(reload, TAKEOVER_WAIT_MS);
        // The generated worker calls skipWaiting() on this message (registerType 'prompt').
        waiting.postMessage({ type: 'SKIP_WAITING' });
      });
    },
    checkForUpdate,
  };
}

/** A worker that finishes installing while another controls the page is a waiting update. On a
 *  page no worker controls, the app is cached for offline use once a worker is active: asked of
 *  `ready`, which also answers when the worker finished installing before this code listened (a
 *  busy phone can run the whole install before the registration's promise is heard). */
export function watchForVersions(registration: ServiceWorkerRegistration, handlers: ServiceWorkerHandlers): void {
  const workers = navigator.serviceWorker;
  if (!workers.controller) void workers.ready.then(() => handlers.onOfflineReady?.());
  if (registration.waiting && workers.controller) handlers.onNeedRefresh?.();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) handlers.onNeedRefresh?.();
    });
  });
}
