// The player's language and theme: applied to the page at once and saved for next time.
import { signal } from '@preact/signals';
import type { Settings } from '../../store/settings';
import { DEFAULT_SETTINGS, saveSettings } from '../../store/settings';
import { language, preferredLanguage } from '../i18n/i18n';

export const settings = signal<Settings>(DEFAULT_SETTINGS);

export function showSettings(next: Settings): void {
  settings.value = next;
  language.value = next.language === 'device' ? preferredLanguage() : next.language;
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    if (next.theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = next.theme;
    root.lang = language.value;
  }
}

export function applySettings(next: Settings): void {
  showSettings(next);
  void saveSettings(next);
}
