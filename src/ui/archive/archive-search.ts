// Finding a saved game by name, date or rule set: each word typed must begin a word of the game's
// name (as the list shows it), of the day it was started or last played (as the player's language
// writes it, or as YYYY-MM-DD), or of its rule set's name. Case and accents do not matter. Pure:
// the index entries and the language in, the matching entries out (damaged ones match by name or id).
import type { IndexEntry } from '../../store/game-index';
import type { NameLanguage } from '../../words/default-names';
import { dayText, RULE_SET_NAMES, shownGameName } from '../../words/game-names';

/** Lower case without accents, so "muller" finds "Müller" and "MILTON" finds "Milton". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** What a search looks through for one game: its shown name, and the words of everything. */
export interface SearchText {
  readonly name: string;
  readonly words: readonly string[];
}

/** Everything a search looks through for one game. */
export function searchText(entry: IndexEntry, language: NameLanguage): SearchText {
  if (entry.damaged) {
    const name = folded(entry.name ?? '');
    return { name, words: wordsOf(`${name} ${entry.id}`) };
  }
  const named = { name: entry.name, createdAt: entry.createdAt, setup: { ruleSet: entry.ruleSet } };
  const name = folded(shownGameName(named, language));
  const days = [entry.createdAt, entry.updatedAt].flatMap((iso) => [dayText(iso, language), isoDay(iso)]);
  const rules = RULE_SET_NAMES[language][entry.ruleSet];
  return { name, words: wordsOf(folded([name, entry.name, ...days, rules].join(' '))) };
}

/** Words as a search compares them: split at spaces, commas and dots between words. */
function wordsOf(text: string): string[] {
  return text
    .split(/[\s,·]+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean);
}

/** The entries each word of `query` begins a word of, best matches first: those whose name is what
 *  was typed, then those whose name begins with it, then those whose name holds it, then the
 *  others, each group most recently played first; all of them for an empty query. `texts` keeps
 *  each entry's search text between searches. */
export function findGames(
  entries: readonly IndexEntry[],
  query: string,
  language: NameLanguage,
  texts: Map<IndexEntry, SearchText> = new Map(),
): IndexEntry[] {
  const phrase = folded(query).trim().replace(/\s+/g, ' ');
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return [...entries];
  const ranked: IndexEntry[][] = [[], [], [], []];
  for (const entry of entries) {
    let text = texts.get(entry);
    if (text === undefined) {
      text = searchText(entry, language);
      texts.set(entry, text);
    }
    const { name, words } = text;
    if (!wanted.every((word) => words.some((candidate) => candidate.startsWith(word)))) continue;
    const rank = name === phrase ? 0 : name.startsWith(phrase) ? 1 : name.includes(phrase) ? 2 : 3;
    ranked[rank]?.push(entry);
  }
  return ranked.flat();
}

/** The day in the device's time zone as YYYY-MM-DD. */
function isoDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
