// Screens and panels a table needs only now and then (past games, review, the menu, the sheets,
// the map key) are separate files, loaded when first opened (and precached for offline use), so
// the table screen's download stays small.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n/i18n';

/** A loader that remembers its module once loaded (and fetches it once). */
export interface ModuleLoader<T> {
  (): Promise<T>;
  readonly current: T | null;
}

export function moduleLoader<T>(load: () => Promise<T>): ModuleLoader<T> {
  let current: T | null = null;
  let pending: Promise<T> | null = null;
  const get = () => {
    pending ??= load().then((module) => (current = module));
    return pending;
  };
  return Object.defineProperty(get, 'current', { get: () => current }) as ModuleLoader<T>;
}

/** The module `load` gives, once loaded; null meanwhile. A `moduleLoader` that already has its
 *  module gives it at the first render, with no "Loading" frame. */
export function useLazyModule<T>(load: (() => Promise<T>) | ModuleLoader<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(() => ('current' in load ? load.current : null));
  useEffect(() => {
    let current = true;
    void load().then((module) => {
      if (current) setLoaded(() => module);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** Runs `work` when the page has a moment with nothing else to do (soon after the first frame):
 *  what the first screen does not need waits until it is drawn. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work());
  else setTimeout(work, 0);
}

/** Runs `work` when the page is idle after the table first touches it (a tap or a key): the other
 *  screen is needed only after a few taps (starting a game, ending one), so a page load that is
 *  only looked at does no more than draw its screen. */
export function afterFirstTouch(work: () => void): void {
  const touched = () => {
    removeEventListener('pointerdown', touched, true);
    removeEventListener('keydown', touched, true);
    whenIdle(work);
  };
  addEventListener('pointerdown', touched, { capture: true, passive: true });
  addEventListener('keydown', touched, { capture: true, passive: true });
}

export function Loading({ children }: { children?: ComponentChildren }) {
  return (
    <p class="loading" role="status">
      {children ?? t('app.loading')}
    </p>
  );
}
