// Translation: the player's language as a signal and `t(key, params)` over one dictionary per
// language, plus the words for the core's messages (src/words/). Only the chosen language is
// downloaded (main.tsx waits for it before the first render); the words for file problems load when
// first needed. Components call `t` during render, so a language switch re-renders them.
import { signal } from '@preact/signals';
import type { FileWords, RuleWords } from '../../words/words';
import { joinList } from '../../words/words';
import type { CoreKey, Dictionary, Params, Template } from './en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every key of the table's dictionary; a screen's own keys come with its section (`wordsOf`). */
export type MessageKey = CoreKey;

/** A screen's own words: its English section, and the same keys in every other language. */
export interface Section<Words extends Readonly<Record<string, Template>>> {
  readonly en: Words;
  readonly de: { readonly [K in keyof Words]: Template };
}

type SectionKey<S> = S extends Section<infer Words> ? keyof Words & string : never;

/** `t` and `translate` over the table's dictionary and some sections of it. */
export interface Words<Key extends string> {
  /** A string in the player's language. */
  readonly t: (key: Key, params?: Params) => string;
  readonly translate: (into: Language, key: Key, params?: Params) => string;
}

export function preferredLanguage(): Language {
  const wanted = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'en';
}

export const language = signal<Language>('en');

/** A language as the table needs it at once: its dictionary and its words for the rules. */
interface LanguagePack {
  readonly dictionary: Dictionary;
  readonly rules: RuleWords;
}

const loaded = signal<Readonly<Partial<Record<Language, LanguagePack>>>>({});
const fileWordsOf = signal<Readonly<Partial<Record<Language, FileWords>>>>({});

async function importLanguage(wanted: Language): Promise<LanguagePack> {
  switch (wanted) {
    case 'en': {
      const { en, rulesEn } = await import('./en');
      return { dictionary: en, rules: rulesEn };
    }
    case 'de': {
      const { de, rulesDe } = await import('./de');
      return { dictionary: de, rules: rulesDe };
    }
  }
}

/** Starts downloading a language's dictionary (`useLanguage` then finds it on its way). */
export function fetchLanguage(wanted: Language): void {
  void importLanguage(wanted).catch(() => undefined);
}

/** Switches the language once its dictionary is there. */
export async function useLanguage(wanted: Language): Promise<void> {
  if (!loaded.value[wanted]) {
    const pack = await importLanguage(wanted);
    loaded.value = { ...loaded.value, [wanted]: pack };
  }
  language.value = wanted;
}

function pack(): LanguagePack | undefined {
  return loaded.value[language.value] ?? loaded.value.en;
}

/** The player's language's words for the rules' refusals, contradictions and set-up problems. */
export function ruleWords(): RuleWords {
  const words = pack()?.rules;
  if (!words) throw new Error('no language loaded yet');
  return words;
}

/** "Red, Blue and Green" in a language (by default the player's). */
export function listText(
  items: readonly (string | number)[],
  join: 'and' | 'or' = 'and',
  into: Language = language.value,
): string {
  const basics = (loaded.value[into] ?? loaded.value.en)?.rules.basics;
  return joinList(items, basics ? basics[join] : '/');
}

let fileWordsLoad: Promise<void> | null = null;

/** Loads the words for file problems of both languages (`fileWords` starts it on first use). */
export function loadFileWords(): Promise<void> {
  fileWordsLoad ??= Promise.all([import('../../words/files-en'), import('../../words/files-de')]).then(
    ([{ filesEn }, { filesDe }]) => {
      fileWordsOf.value = { en: filesEn, de: filesDe };
    },
  );
  return fileWordsLoad;
}

/** The words for file problems in the player's language; null until they have loaded, which this
 *  starts (a component calling it renders again once they are there). */
export function fileWords(): FileWords | null {
  const words = fileWordsOf.value[language.value];
  if (!words) void loadFileWords();
  return words ?? null;
}

/** The core dictionary of a language (an object per loaded language; empty before any loads). */
export function dictionaryOf(into: Language): Readonly<Record<string, Template>> {
  return (loaded.value[into] ?? loaded.value.en)?.dictionary ?? {};
}

/** A template filled in; the key itself while the language's dictionary is on its way. */
function filled(entry: Template | undefined, key: string, params: Params): string {
  if (entry === undefined) return key;
  return typeof entry === 'function' ? entry(params) : entry;
}

export function translate(into: Language, key: MessageKey, params: Params = {}): string {
  return filled(dictionaryOf(into)[key], key, params);
}

/** A string in the player's language. */
export function t(key: MessageKey, params: Params = {}): string {
  return translate(language.value, key, params);
}

/** The table's words and these sections'. A screen (set-up, review, past games) and the table's
 *  occasional sheets have their own section of both dictionaries, so the words come in the module
 *  that uses them. */
export function wordsOf<const Sections extends readonly Section<Readonly<Record<string, Template>>>[]>(
  ...sections: Sections
): Words<MessageKey | SectionKey<Sections[number]>> {
  const entryOf = (into: Language, key: string): Template | undefined => {
    for (const section of sections) {
      const entry = (section[into] as Readonly<Record<string, Template>>)[key] ?? section.en[key];
      if (entry !== undefined) return entry;
    }
    return undefined;
  };
  const translateIn = (into: Language, key: string, params: Params = {}) =>
    filled(dictionaryOf(into)[key] ?? entryOf(into, key), key, params);
  return { t: (key, params) => translateIn(language.value, key, params), translate: translateIn };
}
