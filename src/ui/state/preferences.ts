// The player's language and theme: applied to the page at once and saved for next time.
import { signal } from '@preact/signals';
import type { Settings } from '../../store/settings';
import { DEFAULT_SETTINGS, saveSettings } from '../../store/settings';
import { language, preferredLanguage, useLanguage } from '../i18n/i18n';

export const settings = signal<Settings>(DEFAULT_SETTINGS);

/** Applies settings to the page; resolves once the chosen language's words are loaded. */
export async function showSettings(next: Settings): Promise<void> {
  settings.value = next;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next.theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = next.theme;
  }
  await useLanguage(next.language === 'device' ? preferredLanguage() : next.language);
  if (typeof document !== 'undefined') document.documentElement.lang = language.value;
}

export function applySettings(next: Settings): void {
  void showSettings(next);
  void saveSettings(next);
}
