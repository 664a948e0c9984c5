// The names Dragnet gives when the table types none: a pawn is called by its colour ("Red", a
// Bobby "Red Bobby"), a game by its day and rules ("Nov 24, 2026 · Ravensburger 2013"). A file
// keeps the name in the language it was started in, so every language's defaults are here: a
// stored name that is the default in any language is shown in the reader's language, and a name
// the table typed is shown as typed. (No format change: older files and older apps read the same.)
import type { PawnColour, PawnKind, RuleSetId } from '../game/setup';

export const NAME_LANGUAGES = ['en', 'de'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

interface DefaultWords {
  readonly colours: { readonly [C in PawnColour]: string };
  readonly bobby: (colour: string) => string;
  readonly ruleSets: { readonly [R in RuleSetId]: string };
}

export const DEFAULT_WORDS: { readonly [L in NameLanguage]: DefaultWords } = {
  en: {
    colours: {
      red: 'Red',
      blue: 'Blue',
      green: 'Green',
      yellow: 'Yellow',
      purple: 'Purple',
      black: 'Black',
      white: 'White',
      orange: 'Orange',
    },
    bobby: (colour) => `${colour} Bobby`,
    ruleSets: {
      'milton-bradley-1985': 'Milton Bradley 1985',
      'ravensburger-2013': 'Ravensburger 2013',
      custom: 'Custom game',
    },
  },
  de: {
    colours: {
      red: 'Rot',
      blue: 'Blau',
      green: 'Grün',
      yellow: 'Gelb',
      purple: 'Lila',
      black: 'Schwarz',
      white: 'Weiß',
      orange: 'Orange',
    },
    bobby: (colour) => `Bobby ${colour}`,
    ruleSets: {
      'milton-bradley-1985': 'Milton Bradley 1985',
      'ravensburger-2013': 'Ravensburger 2013',
      custom: 'Eigene Regeln',
    },
  },
};

interface NamedPawn {
  readonly name: string;
  readonly colour: PawnColour;
  readonly kind: PawnKind;
}

export function defaultPawnName(pawn: Omit<NamedPawn, 'name'>, language: NameLanguage): string {
  const words = DEFAULT_WORDS[language];
  const colour = words.colours[pawn.colour];
  return pawn.kind === 'bobby' ? words.bobby(colour) : colour;
}

/** Whether the name is its colour's default in some language (the table did not name the pawn). */
export function isDefaultPawnName(pawn: NamedPawn): boolean {
  const name = pawn.name.trim();
  return NAME_LANGUAGES.some((language) => defaultPawnName(pawn, language) === name);
}

/** Each pawn's name as a player of `language` should read it: a default name in that language, a
 *  typed one as typed. Should that make two names alike (a pawn typed "Rot" beside the default
 *  "Red"), every name stays as stored, so no message names two pawns the same. */
export function shownPawnNames(pawns: readonly NamedPawn[], language: NameLanguage): string[] {
  const shown = pawns.map((pawn) => (isDefaultPawnName(pawn) ? defaultPawnName(pawn, language) : pawn.name));
  return new Set(shown).size === shown.length ? shown : pawns.map((pawn) => pawn.name);
}

/** A set-up (or anything with pawns) with its pawns named for `language`; the same object when no
 *  name changes, and the same copy for the same set-up and language, so a replay stays cached. */
export function withShownNames<T extends { readonly pawns: readonly NamedPawn[] }>(
  setup: T,
  language: NameLanguage,
): T {
  let byLanguage = shownCache.get(setup);
  if (!byLanguage) {
    byLanguage = new Map();
    shownCache.set(setup, byLanguage);
  }
  const cached = byLanguage.get(language);
  if (cached) return cached as T;
  const names = shownPawnNames(setup.pawns, language);
  const same = names.every((name, index) => name === setup.pawns[index]?.name);
  const shown = same ? setup : { ...setup, pawns: setup.pawns.map((pawn, index) => ({ ...pawn, name: names[index] })) };
  byLanguage.set(language, shown);
  return shown;
}

const shownCache = new WeakMap<object, Map<NameLanguage, object>>();

/** The day a game was started, as the language writes it ("Nov 24, 2026", "24. Nov. 2026"), in
 *  the device's time zone. */
export function dayText(iso: string, language: NameLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

export function defaultGameName(ruleSet: RuleSetId, createdAt: string, language: NameLanguage): string {
  return `${dayText(createdAt, language)} · ${DEFAULT_WORDS[language].ruleSets[ruleSet]}`;
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
