// Translation: the player's language as a signal and `t(key, params)` over the one dictionary per
// language. Components call `t` during render, so a language switch re-renders them.
import { signal } from '@preact/signals';
import type { MessageParams } from '../../game/messages';
import { de } from './de';
import type { Dictionary, MessageKey } from './en';
import { en } from './en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, de };

export function preferredLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

export const language = signal<Language>(preferredLanguage());

export function translate(into: Language, key: MessageKey, params: MessageParams = {}): string {
  const entry = DICTIONARIES[into][key];
  return typeof entry === 'function' ? entry(params) : entry;
}

/** A string in the player's language. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return translate(language.value, key, params);
}

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}
