// Screens a table needs only now and then (past games, review) are separate files, loaded when
// first opened (and precached for offline use), so the table screen's download stays small.
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from './i18n/i18n';

/** The module `load` gives, once loaded; null meanwhile. */
export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
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

export function Loading({ children }: { children?: ComponentChildren }) {
  return (
    <p class="loading" role="status">
      {children ?? t('app.loading')}
    </p>
  );
}
