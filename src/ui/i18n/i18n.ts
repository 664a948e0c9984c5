// Translation: the player's language as a signal and `t(key, params)` over one dictionary per
// language, plus the words for the core's messages (src/words/). Only the chosen language is
// downloaded (main.tsx waits for it before the first render); the screens (set-up, review, past
// games) and the table's occasional sheets bring their own sections of both dictionaries, and the
// words for file problems load when first needed. Components call `t` during render, so a language
// switch re-renders them.
import { signal } from '@preact/signals';
import type { FileWords, LogbookWords, RuleWords } from '../../words/words';
import { joinList } from '../../words/words';
import type { adviceEn } from './advice-en';
import type { archiveEn } from './archive-en';
import type { dragnetEn } from './dragnet-en';
import type { CoreKey, Dictionary, Params, Template } from './en';
import type { keepEn } from './keep-en';
import type { mistakesEn } from './mistakes-en';
import type { movesEn } from './moves-en';
import type { recordEn } from './record-en';
import type { reviewEn } from './review-en';
import type { setupScreenEn } from './setup-screen-en';
import type { sheetsEn } from './sheets-en';
import type { turnsEn } from './turns-en';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every key of the dictionary: the table's core and the screens' sections. */
export type MessageKey =
  | CoreKey
  | keyof typeof setupScreenEn
  | keyof typeof reviewEn
  | keyof typeof archiveEn
  | keyof typeof recordEn
  | keyof typeof movesEn
  | keyof typeof mistakesEn
  | keyof typeof adviceEn
  | keyof typeof keepEn
  | keyof typeof sheetsEn
  | keyof typeof turnsEn
  | keyof typeof dragnetEn;

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

/** A language as the table needs it at once: its dictionary and its words for the rules. */
interface LanguagePack {
  readonly dictionary: Dictionary;
  readonly rules: RuleWords;
}

const loaded = signal<Readonly<Partial<Record<Language, LanguagePack>>>>({});
/** The screens' sections, added as their modules load. Not a signal: a section only adds words, so
 *  what is on screen changes only where a render already asked for one of them in vain (`missed`);
 *  only then are the readers told (`sectionArrived`). Otherwise a section loading after the first
 *  paint (the keeping notice's words) would draw the whole screen again for nothing. */
const sections: Record<Language, Record<string, Template>> = { en: {}, de: {} };
const missed = new Set<string>();
const sectionArrived = signal(0);
const fileWordsOf = signal<Readonly<Partial<Record<Language, FileWords>>>>({});
const logbookWordsOf = signal<Readonly<Partial<Record<Language, LogbookWords>>>>({});

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

/** Adds the words for file problems and stored games of both languages (the past-games screen
 *  brings them; elsewhere `fileWords` loads them on first use). */
export function registerFileWords(words: Readonly<Record<Language, FileWords>>): void {
  fileWordsOf.value = words;
}

let fileWordsLoad: Promise<void> | null = null;

function loadFileWords(): Promise<void> {
  fileWordsLoad ??= Promise.all([import('../../words/files-en'), import('../../words/files-de')]).then(
    ([{ filesEn }, { filesDe }]) => registerFileWords({ en: filesEn, de: filesDe }),
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

/** Adds the logbook check's words of both languages (with the review screen). */
export function registerLogbookWords(words: Readonly<Record<Language, LogbookWords>>): void {
  logbookWordsOf.value = words;
}

export function logbookWords(): LogbookWords {
  const words = logbookWordsOf.value[language.value];
  if (!words) throw new Error('the review screen has not loaded its words');
  return words;
}

/** A screen's own words in both languages, added when its module loads. */
export function registerSection(section: Readonly<Record<Language, Section>>): void {
  Object.assign(sections.en, section.en);
  Object.assign(sections.de, section.de);
  if (LANGUAGES.some((into) => Object.keys(section[into]).some((key) => missed.has(key)))) {
    missed.clear();
    sectionArrived.value++;
  }
}

/** The core dictionary of a language (an object per loaded language; empty before any loads). */
export function dictionaryOf(into: Language): Readonly<Record<string, Template>> {
  return (loaded.value[into] ?? loaded.value.en)?.dictionary ?? {};
}

export function translate(into: Language, key: MessageKey, params: Params = {}): string {
  const entry = dictionaryOf(into)[key] ?? sections[into][key] ?? sections.en[key];
  if (entry === undefined) {
    // Shown as the key until its section loads; the render then runs again.
    missed.add(key);
    void sectionArrived.value;
    return key;
  }
  return typeof entry === 'function' ? entry(params) : entry;
}

/** A string in the player's language. */
export function t(key: MessageKey, params: Params = {}): string {
  return translate(language.value, key, params);
}
