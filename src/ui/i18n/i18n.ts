// Translation: the player's language as a signal and `t(key, params)` over the one dictionary per
// language. English is built in; German is loaded when a player first chooses it (a separate
// file, precached for offline use), which keeps the app's initial download small. Components
// call `t` during render, so a language switch, or German arriving, re-renders them.
import { signal } from '@preact/signals';
import type { MessageParams } from '../../game/messages';
import type { Dictionary, MessageKey } from './en';
import { en } from './en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export function preferredLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

export const language = signal<Language>('en');

const loaded = signal<Readonly<Partial<Record<Language, Dictionary>>>>({ en });

async function importDictionary(wanted: Language): Promise<Dictionary> {
  switch (wanted) {
    case 'en':
      return en;
    case 'de':
      return (await import('./de')).de;
  }
}

/** Switches the language once its dictionary is there (at once for English). */
export async function useLanguage(wanted: Language): Promise<void> {
  if (!loaded.value[wanted]) {
    const dictionary = await importDictionary(wanted);
    loaded.value = { ...loaded.value, [wanted]: dictionary };
  }
  language.value = wanted;
}

/** The dictionary of a language, or English while it is still loading. */
export function dictionaryOf(into: Language): Dictionary {
  return loaded.value[into] ?? en;
}

export function translate(into: Language, key: MessageKey, params: MessageParams = {}): string {
  const entry = dictionaryOf(into)[key];
  return typeof entry === 'function' ? entry(params) : entry;
}

/** A string in the player's language. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return translate(language.value, key, params);
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
