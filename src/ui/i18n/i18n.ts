// Translation: the player's language as a signal and `t(key, params)` over one dictionary per
// language, plus the words for the core's messages (src/words/). Only the chosen language is
// downloaded (main.tsx waits for it before the first render); its words for the rules' messages
// (refusals, contradictions) come after the first frame, unless that frame shows one; the words for
// file problems load when first needed. Components call `t` during render, so a language switch
// re-renders them.
import { signal } from '@preact/signals';
import type { Basics, FileWords, RuleWords } from '../../words/words';
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

/** A language as the table needs it at once: its dictionary and the words its messages share. */
interface LanguagePack {
  readonly dictionary: Dictionary;
  readonly basics: Basics;
}

const loaded = signal<Readonly<Partial<Record<Language, LanguagePack>>>>({});
const rulesOf = signal<Readonly<Partial<Record<Language, RuleWords>>>>({});
const fileWordsOf = signal<Readonly<Partial<Record<Language, FileWords>>>>({});

async function importLanguage(wanted: Language): Promise<LanguagePack> {
  switch (wanted) {
    case 'en': {
      const { en, basicsEn } = await import('./en');
      return { dictionary: en, basics: basicsEn };
    }
    case 'de': {
      const { de, basicsDe } = await import('./de');
      return { dictionary: de, basics: basicsDe };
    }
  }
}

async function importRules(wanted: Language): Promise<RuleWords> {
  switch (wanted) {
    case 'en':
      return (await import('../../words/rules-en')).rulesEn;
    case 'de':
      return (await import('../../words/rules-de')).rulesDe;
  }
}

const rulesLoads = new Map<Language, Promise<void>>();

/** Loads a language's words for the rules' messages (once; `ruleWords` starts it on first use). */
export function loadRuleWords(wanted: Language = language.value): Promise<void> {
  let load = rulesLoads.get(wanted);
  if (!load) {
    load = importRules(wanted).then((rules) => {
      rulesOf.value = { ...rulesOf.value, [wanted]: rules };
    });
    // A failed download is tried again at the next use.
    load.catch(() => rulesLoads.delete(wanted));
    rulesLoads.set(wanted, load);
  }
  return load;
}

/** Starts downloading a language's dictionary (`useLanguage` then finds it on its way). */
export function fetchLanguage(wanted: Language): void {
  void importLanguage(wanted).catch(() => undefined);
}

/** Switches the language once its dictionary is there (and its rules' words, once the table has
 *  had those of the language before: a switch shows no message half-worded). */
export async function useLanguage(wanted: Language): Promise<void> {
  const rules = rulesOf.value[language.value] !== undefined ? loadRuleWords(wanted) : null;
  if (!loaded.value[wanted]) {
    const pack = await importLanguage(wanted);
    loaded.value = { ...loaded.value, [wanted]: pack };
  }
  await rules;
  language.value = wanted;
}

/** The player's language's words for the rules' refusals, contradictions and set-up problems;
 *  null until they have loaded, which this starts (a component calling it renders again then). */
export function ruleWords(): RuleWords | null {
  const words = rulesOf.value[language.value];
  if (!words) void loadRuleWords(language.value).catch(() => undefined);
  return words ?? null;
}

/** "Red, Blue and Green" in a language (by default the player's). */
export function listText(
  items: readonly (string | number)[],
  join: 'and' | 'or' = 'and',
  into: Language = language.value,
): string {
  const basics = (loaded.value[into] ?? loaded.value.en)?.basics;
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
