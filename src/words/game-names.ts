// The name Dragnet gives a game the table did not name: its day and rules ("Nov 24, 2026 ·
// Ravensburger 2013"), written in the language of the day. As with pawns (default-names.ts), a
// stored name that is this default in any language is shown in the reader's language, with the
// day as that language writes it; a typed name is shown as typed.
import type { RuleSetId } from '../game/setup';
import type { NameLanguage } from './default-names';
import { NAME_LANGUAGES } from './default-names';

/** The rule sets' names, as the dictionaries' `ruleSet.*` say them. */
export const RULE_SET_NAMES: { readonly [L in NameLanguage]: { readonly [R in RuleSetId]: string } } = {
  en: { 'milton-bradley-1985': 'Milton Bradley 1985', 'ravensburger-2013': 'Ravensburger 2013', custom: 'Custom game' },
  de: {
    'milton-bradley-1985': 'Milton Bradley 1985',
    'ravensburger-2013': 'Ravensburger 2013',
    custom: 'Eigene Regeln',
  },
};

/** One date formatter per language: making one costs far more than using it (the list of saved
 *  games names thousands of games, each checked in every language). */
const dayFormats = new Map<NameLanguage, Intl.DateTimeFormat>();

/** The day a game was started, as the language writes it ("Nov 24, 2026", "24. Nov. 2026"), in
 *  the device's time zone. */
export function dayText(iso: string, language: NameLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}

export function defaultGameName(ruleSet: RuleSetId, createdAt: string, language: NameLanguage): string {
  return `${dayText(createdAt, language)} · ${RULE_SET_NAMES[language][ruleSet]}`;
}

interface NamedGame {
  readonly name: string;
  readonly createdAt: string;
  readonly setup: { readonly ruleSet: RuleSetId };
}

/** Whether the game's name is the one Dragnet gave it (its day and rules) in some language. */
export function isDefaultGameName(game: NamedGame): boolean {
  return NAME_LANGUAGES.some(
    (language) => defaultGameName(game.setup.ruleSet, game.createdAt, language) === game.name.trim(),
  );
}

/** The game's name as a player of `language` should read it. */
export function shownGameName(game: NamedGame, language: NameLanguage): string {
  return isDefaultGameName(game) ? defaultGameName(game.setup.ruleSet, game.createdAt, language) : game.name;
}
