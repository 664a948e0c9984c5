// Translation: the player's language as a signal and `t(key, params)` over one dictionary per
// language. Only the chosen language is downloaded (main.tsx waits for it before the first
// render); screens opened now and then (review, past games) bring their own sections of both
// dictionaries. Components call `t` during render, so a language switch re-renders them.
import { signal } from '@preact/signals';
import type { MessageParams } from '../../game/messages';
import type { adviceEn } from './advice-en';
import type { archiveEn } from './archive-en';
import type { CoreKey, Dictionary, Template } from './en';
import type { reviewEn } from './review-en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every key of the dictionary: the table's core and the screens' sections. */
export type MessageKey = CoreKey | keyof typeof reviewEn | keyof typeof archiveEn | keyof typeof adviceEn;

type Section = Readonly<Record<string, Template>>;

export function preferredLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

export const language = signal<Language>('en');

const loaded = signal<Readonly<Partial<Record<Language, Dictionary>>>>({});
const sections = signal<Readonly<Record<Language, Section>>>({ en: {}, de: {} });

async function importDictionary(wanted: Language): Promise<Dictionary> {
  switch (wanted) {
    case 'en':
      return (await import('./en')).en;
    case 'de':
      return (await import('./de')).de;
  }
}

/** Switches the language once its dictionary is there. */
export async function useLanguage(wanted: Language): Promise<void> {
  if (!loaded.value[wanted]) {
    const dictionary = await importDictionary(wanted);
    loaded.value = { ...loaded.value, [wanted]: dictionary };
  }
  language.value = wanted;
}

/** A screen's own words in both languages, added when its module loads. */
export function registerSection(section: Readonly<Record<Language, Section>>): void {
  sections.value = {
    en: { ...sections.value.en, ...section.en },
    de: { ...sections.value.de, ...section.de },
  };
}

/** The core dictionary of a language (an object per loaded language; empty before any loads). */
export function dictionaryOf(into: Language): Readonly<Record<string, Template>> {
  return loaded.value[into] ?? loaded.value.en ?? {};
}

export function translate(into: Language, key: MessageKey, params: MessageParams = {}): string {
  const entry = dictionaryOf(into)[key] ?? sections.value[into][key] ?? sections.value.en[key];
  if (entry === undefined) return key;
  return typeof entry === 'function' ? entry(params) : entry;
}

/** A string in the player's language. */
export function t(key: MessageKey, params: MessageParams = {}): string {
  return translate(language.value, key, params);
}
