// Registers the service worker that makes the app start offline, and tells the app when a new
// version is waiting. It never reloads on its own (STYLE.md rule 12): the new version takes over
// only when the players accept it via `applyUpdate`, which the app offers between games.
import type { Workbox } from 'workbox-window';

export interface ServiceWorkerHandlers {
  /** A new version is installed and waiting; offer it when no game is in progress. */
  readonly onNeedRefresh?: () => void;
  /** The app is cached: from now on it starts with no network. Fires once, on first install. */
  readonly onOfflineReady?: () => void;
  readonly onRegisterError?: (error: unknown) => void;
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

export function registerServiceWorker(handlers: ServiceWorkerHandlers = {}): ServiceWorkerControl {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    return { applyUpdate: () => {}, checkForUpdate: async () => {} };
  }
  const workbox = loadWorkbox(handlers);
  let lastCheck = Date.now();
  const checkForUpdate = async () => {
    lastCheck = Date.now();
    await (await workbox)?.update();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > CHECK_INTERVAL_MS) {
      checkForUpdate().catch(() => {});
    }
  });
  return {
    applyUpdate: () => {
      void workbox.then((loaded) => {
        if (!loaded) return;
        // Reload only for the takeover the players asked for, never for one another tab caused.
        loaded.addEventListener('controlling', () => window.location.reload());
        loaded.messageSkipWaiting();
      });
    },
    checkForUpdate,
  };
}

async function loadWorkbox(handlers: ServiceWorkerHandlers): Promise<Workbox | null> {
  try {
    const { Workbox } = await import('workbox-window');
    const base = import.meta.env.BASE_URL;
    const workbox = new Workbox(`${base}${SERVICE_WORKER_FILE}`, { scope: base, type: 'classic' });
    workbox.addEventListener('installed', (event) => {
      if (!event.isUpdate && !event.isExternal) handlers.onOfflineReady?.();
    });
    // Also fires at start-up for a version that was already waiting (wasWaitingBeforeRegister).
    workbox.addEventListener('waiting', () => handlers.onNeedRefresh?.());
    await workbox.register();
    return workbox;
  } catch (caught: unknown) {
    handlers.onRegisterError?.(caught);
    return null;
  }
}
