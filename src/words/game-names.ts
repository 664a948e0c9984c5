// The name Dragnet gives a game the table did not name: the day and time it started and its rules
// ("Nov 24, 2026, 7:42 PM · Ravensburger 2013"), written in the language of the day, so the games
// of one evening tell apart. As with pawns (default-names.ts), a stored name that is this default
// in any language, or the day alone that older versions gave, is shown in the reader's language,
// with the day and time as that language writes them; a typed name is shown as typed.
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

/** Date formatters by language and shape: making one costs far more than using it (the list of
 *  saved games names thousands of games, each checked in every language). */
const formats = new Map<string, Intl.DateTimeFormat>();

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

function formatted(iso: string, language: NameLanguage, shape: Intl.DateTimeFormatOptions): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${language} ${shape.hour ? 'time' : 'day'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, shape);
    formats.set(key, format);
  }
  return format.format(date);
}

/** The day a game was started, as the language writes it ("Nov 24, 2026", "24. Nov. 2026"), in
 *  the device's time zone. */
export function dayText(iso: string, language: NameLanguage): string {
  return formatted(iso, language, DAY);
}

/** The day and time a game was started ("Nov 24, 2026, 7:42 PM", "24. Nov. 2026, 19:42"). */
export function startText(iso: string, language: NameLanguage): string {
  return formatted(iso, language, DAY_AND_TIME);
}

export function defaultGameName(ruleSet: RuleSetId, createdAt: string, language: NameLanguage): string {
  return `${startText(createdAt, language)} · ${RULE_SET_NAMES[language][ruleSet]}`;
}

interface NamedGame {
  readonly name: string;
  readonly createdAt: string;
  readonly setup: { readonly ruleSet: RuleSetId };
}

/** Spaces compared as one kind: some browsers put a narrow no-break space before "PM". */
const spaced = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** Whether the game's name is the one Dragnet gave it (its start and rules, or its day and rules
 *  as older versions named it) in some language. */
export function isDefaultGameName(game: NamedGame): boolean {
  const name = spaced(game.name);
  const rules = (language: NameLanguage) => RULE_SET_NAMES[language][game.setup.ruleSet];
  // A name that does not end with the rules is typed: no date is written to find that out.
  return NAME_LANGUAGES.some(
    (language) =>
      name.endsWith(` · ${rules(language)}`) &&
      (spaced(defaultGameName(game.setup.ruleSet, game.createdAt, language)) === name ||
        spaced(`${dayText(game.createdAt, language)} · ${rules(language)}`) === name),
  );
}

/** The game's name as a player of `language` should read it. */
export function shownGameName(game: NamedGame, language: NameLanguage): string {
  return isDefaultGameName(game) ? defaultGameName(game.setup.ruleSet, game.createdAt, language) : game.name;
}
