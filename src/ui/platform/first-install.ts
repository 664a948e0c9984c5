// Whether this is the first visit, asked before the first frame (the notice that Dragnet is getting
// ready for offline use shows from it). Apart from service-worker.ts, which loads once the page is
// drawn.

/** True on the first visit, before any version of the app is cached for offline use: no service
 *  worker is active for the app yet (it is registered and installs right after the first screen). */
export async function firstInstall(): Promise<boolean> {
  if (import.meta.env.DEV || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
  return !registration?.active;
}
