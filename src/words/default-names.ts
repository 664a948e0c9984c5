// The names Dragnet gives a pawn the table did not name: its colour ("Red", a Bobby "Red Bobby").
// A file keeps the name in the language the game was set up in, so every language's defaults are
// here: a stored name that is the default in any language is shown in the reader's language, and
// a name the table typed is shown as typed (game-names.ts does the same for a game's name). No
// format change: older files and older apps read the same.
import type { PawnColour, PawnKind } from '../game/setup';

export const NAME_LANGUAGES = ['en', 'de'] as const;
export type NameLanguage = (typeof NAME_LANGUAGES)[number];

interface DefaultWords {
  readonly colours: { readonly [C in PawnColour]: string };
  /** A Bobby's name, by its colour: it starts with the colour, so the tokens' letters differ. */
  readonly bobby: (colour: PawnColour) => string;
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
    bobby: (colour) => `${DEFAULT_WORDS.en.colours[colour]} Bobby`,
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
    // "Gelber Bobby", as German says it; "Lila" does not decline.
    bobby: (colour) =>
      colour === 'purple' ? 'Lila Bobby' : `${DEFAULT_WORDS.de.colours[colour].replace(/e$/, '')}er Bobby`,
  },
};

interface NamedPawn {
  readonly name: string;
  readonly colour: PawnColour;
  readonly kind: PawnKind;
}

export function defaultPawnName(pawn: Omit<NamedPawn, 'name'>, language: NameLanguage): string {
  const words = DEFAULT_WORDS[language];
  return pawn.kind === 'bobby' ? words.bobby(pawn.colour) : words.colours[pawn.colour];
}

/** Whether the name is its colour's default in some language (the table did not name the pawn),
 *  or German's earlier "Bobby Gelb". */
export function isDefaultPawnName(pawn: NamedPawn): boolean {
  const name = pawn.name.trim();
  return (
    NAME_LANGUAGES.some((language) => defaultPawnName(pawn, language) === name) ||
    (pawn.kind === 'bobby' && name === `Bobby ${DEFAULT_WORDS.de.colours[pawn.colour]}`)
  );
}

/** Each pawn's name as a player of `language` should read it: a default name in that language, a
 *  typed one as typed. Should that make two names alike (a pawn typed "Rot" beside the default
 *  "Red"), every name stays as stored, so no message names two pawns the same. */
export function shownPawnNames(pawns: readonly NamedPawn[], language: NameLanguage): string[] {
  const shown = pawns.map((pawn) => (isDefaultPawnName(pawn) ? defaultPawnName(pawn, language) : pawn.name));
  return new Set(shown).size === shown.length ? shown : pawns.map((pawn) => pawn.name);
}

/** A set-up (or anything with pawns) with its pawns named for `language`; the set-up itself
 *  when no name changes. */
export function withShownNames<T extends { readonly pawns: readonly NamedPawn[] }>(
  setup: T,
  language: NameLanguage,
): T {
  const names = shownPawnNames(setup.pawns, language);
  return names.some((name, index) => name !== setup.pawns[index]?.name)
    ? { ...setup, pawns: setup.pawns.map((pawn, index) => ({ ...pawn, name: names[index] })) }
    : setup;
}
