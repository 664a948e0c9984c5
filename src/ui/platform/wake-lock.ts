// Keeps the phone's screen on while a game is in progress, so it does not lock between turns.
// Uses the Screen Wake Lock API where the browser has it (and does nothing elsewhere); the browser
// drops the lock whenever the page is hidden, so it is taken again when the page comes back.
import type { ReadonlySignal } from '@preact/signals';
import { effect } from '@preact/signals';

/** Holds the screen awake while `active` is true; returns a function that stops and releases. */
export function keepScreenAwakeWhile(active: ReadonlySignal<boolean>): () => void {
  if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return () => {};
  let wanted = false;
  let sentinel: WakeLockSentinel | null = null;
  let pending = false;

  const acquire = async () => {
    if (!wanted || sentinel || pending || document.visibilityState !== 'visible') return;
    pending = true;
    try {
      const taken = await navigator.wakeLock.request('screen');
      taken.addEventListener('release', () => {
        if (sentinel === taken) sentinel = null;
      });
      sentinel = taken;
      if (!wanted) await release();
    } catch {
      // Refused (battery saver, no user gesture yet, policy): the game works, the screen may dim.
    } finally {
      pending = false;
    }
  };
  const release = async () => {
    const held = sentinel;
    sentinel = null;
    await held?.release().catch(() => {});
  };
  const onVisibility = () => void acquire();

  document.addEventListener('visibilitychange', onVisibility);
  const stopEffect = effect(() => {
    wanted = active.value;
    void (wanted ? acquire() : release());
  });
  return () => {
    stopEffect();
    document.removeEventListener('visibilitychange', onVisibility);
    wanted = false;
    void release();
  };
}
