// Finding a saved game by name, date or rule set: each word typed must occur in the game's name (as
// the list shows it), the day it was started or last played (as the player's language writes it,
// or as YYYY-MM-DD), or its rule set's name. Case and accents do not matter. Pure: the index entries
// and the language in, the matching entries out (damaged ones match by name or id).
import type { IndexEntry } from '../../store/game-index';
import type { NameLanguage } from '../../words/default-names';
import { RULE_SET_NAMES, shownGameName } from '../../words/game-names';

/** Lower case without accents, so "muller" finds "Müller" and "MILTON" finds "Milton". */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Everything a search looks through for one game. */
export function searchText(entry: IndexEntry, language: NameLanguage): string {
  if (entry.damaged) return folded(`${entry.name ?? ''} ${entry.id}`);
  const named = { name: entry.name, createdAt: entry.createdAt, setup: { ruleSet: entry.ruleSet } };
  const days = [entry.createdAt, entry.updatedAt].flatMap((iso) => [dayOf(iso, language), isoDay(iso)]);
  const rules = RULE_SET_NAMES[language][entry.ruleSet];
  return folded([shownGameName(named, language), entry.name, ...days, rules].join(' '));
}

/** The entries whose text holds every word of `query`; all of them for an empty query. */
export function findGames(
  entries: readonly IndexEntry[],
  query: string,
  language: NameLanguage,
  texts: Map<IndexEntry, string> = new Map(),
): IndexEntry[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    let text = texts.get(entry);
    if (text === undefined) {
      text = searchText(entry, language);
      texts.set(entry, text);
    }
    return words.every((word) => text.includes(word));
  });
}

const dayFormats = new Map<NameLanguage, Intl.DateTimeFormat>();

/** The day as the language writes it ("Nov 24, 2026", "24. Nov. 2026"), as game names write it
 *  (words/game-names.ts), with one formatter for the whole list. */
function dayOf(iso: string, language: NameLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}

/** The day in the device's time zone as YYYY-MM-DD. */
function isoDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
