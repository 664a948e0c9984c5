// The players' words for what the core reports: the core returns codes with data (game/messages.ts,
// format/problems.ts, game/logbook.ts, store/problems.ts), and each language fills the shapes below
// with its sentences, list joining and plurals, one file per family: rules-*, setup-*, files-*,
// logbook-*. The UI words messages in the player's language; the CLI in English. A new language
// is one file per family, typed by these shapes (words.test.ts renders each code in every one).
import { getBoard } from '../board/graph';
import type { BoardId, ByTicket, StationId } from '../board/types';
import type { FormatProblem, FormatProblemBody, Found } from '../format/problems';
import { isFileProblem } from '../format/problems';
import type { LogbookFinding, LogbookProblem } from '../game/logbook';
import type { GameError, MessageCode, MessageParams, SetupProblem, SetupProblemCode, Suspect } from '../game/messages';
import type { Setup } from '../game/setup';
import type { StoredProblem } from '../store/problems';

/** A language's vocabulary shared by all its messages. */
export interface Basics {
  /** "Red, Blue and Green" / "Red, Blue und Green". */
  readonly and: string;
  readonly or: string;
  /** A ticket as a sentence names it ("by taxi", "no bus ticket"). */
  readonly ticket: ByTicket<string>;
  readonly board: { readonly [B in BoardId]: string };
}

/** What a message needs to speak of one game: its pawns by name, its stations by the numbers
 *  printed on its board, lists joined in the language. */
export interface Say {
  readonly basics: Basics;
  pawn(id: string): string;
  station(station: StationId): number;
  list(items: readonly (string | number)[], join: 'and' | 'or'): string;
  /** The pawns that pay from a ticket pile, by id. */
  pawnsOfPile(pile: string): readonly string[];
  /** The entries a contradiction names as possibly wrong, joined with "or". */
  suspects(suspects: readonly Suspect[]): string;
  /** A set-up problem as a clause (an ellipsis while the set-up words have not loaded). */
  setupProblem(problem: SetupProblem): string;
  /** Another refusal of the rules in this game, as a sentence. */
  rule(error: GameError): string;
}

export type RuleTemplates = { readonly [C in MessageCode]: (p: MessageParams[C], say: Say) => string };
export type SetupTemplates = {
  readonly [C in SetupProblemCode]: (p: Extract<SetupProblem, { code: C }>, say: Say) => string;
};
export type SuspectTemplates = {
  readonly [K in Suspect['kind']]: (p: Extract<Suspect, { kind: K }>, say: Say) => string;
};

/** How a language words the rules at the table: refusals and contradictions. */
export interface RuleWords {
  readonly basics: Basics;
  readonly rules: RuleTemplates;
  /** One of the entries a contradiction names as possibly wrong. */
  readonly suspect: SuspectTemplates;
}

/** Extras for wording a refusal: the suspects as the caller names them (the UI: the moves
 *  themselves), and the set-up problems' words where they have loaded. */
export interface RuleOptions {
  readonly named?: readonly string[] | undefined;
  readonly setup?: SetupTemplates | null | undefined;
}

/** Helpers a file problem's words get: what was found, quoted text, a refusal of the rules. */
export interface FileSay {
  readonly basics: Basics;
  found(value: Found): string;
  quote(text: string): string;
  rule(error: GameError, setup: Setup): string;
}

export type FormatTemplates = {
  readonly [C in FormatProblemBody['code']]: (p: Extract<FormatProblemBody, { code: C }>, say: FileSay) => string;
};
export type StoredTemplates = {
  readonly [C in StoredProblem['code']]: (p: Extract<StoredProblem, { code: C }>, say: FileSay) => string;
};

/** How a language words file problems and stored records that cannot be read. */
export interface FileWords {
  /** Set-up problems (setup-en.ts, setup-de.ts): what a file's set-up may break. */
  readonly setup: SetupTemplates;
  /** A problem of the file as a whole: a sentence. A field's problem: a clause after its path. */
  readonly format: FormatTemplates;
  readonly found: (value: Found, quote: (text: string) => string) => string;
  /** Why a stored record cannot be read: a clause. */
  readonly stored: StoredTemplates;
  /** Why a saved game does not open, as a sentence: gone, the database failed, or the record. */
  readonly missingGame: string;
  readonly unreadableGame: (detail: string) => string;
  readonly damagedGame: (reason: string) => string;
  /** After the start-up report of a damaged game: where it is kept, and how to save it. */
  readonly keptGame: string;
}

export type LogbookTemplates = {
  readonly [C in LogbookFinding['code']]: (p: Extract<LogbookFinding, { code: C }>, say: Say) => string;
};

/** How a language words the findings of the logbook check: clauses about one entry. */
export interface LogbookWords {
  readonly finding: LogbookTemplates;
  /** "Entry 4: ..." */
  readonly entry: (entry: number, clause: string) => string;
}

/** "a, b and c" */
export function joinList(items: readonly (string | number)[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A text from a file, quoted and cut short when long. */
function quoteText(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function sayFor(words: RuleWords, setup: Setup, options: RuleOptions = {}): Say {
  const { named, setup: setupWords } = options;
  const board = getBoard(setup.board, setup.routeAnswers);
  const { basics } = words;
  const say: Say = {
    basics,
    pawn: (id) => setup.pawns.find((pawn) => pawn.id === id)?.name ?? id,
    station: (station) => (board.hasStation(station) ? board.label(station) : station),
    list: (items, join) => joinList(items, join === 'and' ? basics.and : basics.or),
    pawnsOfPile: (pile) => setup.pawns.filter((pawn) => pawn.pool === pile).map((pawn) => pawn.id),
    rule: (error) => ruleText(words, error, setup, { setup: setupWords }),
    setupProblem: (problem) =>
      setupWords ? (setupWords[problem.code] as (p: SetupProblem, say: Say) => string)(problem, say) : '…',
    suspects: (suspects) =>
      say.list(
        named ?? suspects.map((item) => (words.suspect[item.kind] as (p: Suspect, say: Say) => string)(item, say)),
        'or',
      ),
  };
  return say;
}

/** A refusal or contradiction of the rules, in a language, for a game of this set-up. */
export function ruleText(words: RuleWords, error: GameError, setup: Setup, options: RuleOptions = {}): string {
  const template = words.rules[error.code] as (p: GameError['params'], say: Say) => string;
  return template(error.params, sayFor(words, setup, options));
}

/** A set-up problem as a clause, in a language. */
export function setupText(words: RuleWords, setupWords: SetupTemplates, problem: SetupProblem, setup: Setup): string {
  return sayFor(words, setup, { setup: setupWords }).setupProblem(problem);
}

function fileSay(rules: RuleWords, files: FileWords): FileSay {
  return {
    basics: rules.basics,
    found: (value) => files.found(value, quoteText),
    quote: quoteText,
    rule: (error, setup) => ruleText(rules, error, setup, { setup: files.setup }),
  };
}

/** Why a file cannot be read: a sentence for the file, or the field's path and what is wrong there. */
export function formatText(rules: RuleWords, files: FileWords, problem: FormatProblem): string {
  const template = files.format[problem.code] as (p: FormatProblemBody, say: FileSay) => string;
  const text = template(problem, fileSay(rules, files));
  return isFileProblem(problem) || problem.path === '' ? text : `${problem.path}: ${text}`;
}

/** Why a stored record cannot be read, as a clause. */
export function storedText(rules: RuleWords, files: FileWords, problem: StoredProblem): string {
  if (problem.code === 'file') return formatText(rules, files, problem.problem);
  const template = files.stored[problem.code] as (p: StoredProblem, say: FileSay) => string;
  return template(problem, fileSay(rules, files));
}

/** Why a saved game does not open, as a sentence; `problem` null: it is no longer saved. */
export function unopenedText(rules: RuleWords, files: FileWords, problem: StoredProblem | null): string {
  if (problem === null) return files.missingGame;
  if (problem.code === 'database') return files.unreadableGame(problem.detail);
  return files.damagedGame(storedText(rules, files, problem));
}

/** A logbook finding as a clause about its entry. */
export function findingText(
  rules: RuleWords,
  logbook: LogbookWords,
  finding: LogbookFinding,
  setup: Setup,
  setupWords: SetupTemplates | null = null,
): string {
  const template = logbook.finding[finding.code] as (p: LogbookFinding, say: Say) => string;
  return template(finding, sayFor(rules, setup, { setup: setupWords }));
}

/** "Entry 4: ..." as the command line prints it. */
export function logbookText(
  rules: RuleWords,
  logbook: LogbookWords,
  problem: LogbookProblem,
  setup: Setup,
  setupWords: SetupTemplates | null = null,
): string {
  return logbook.entry(problem.entry, findingText(rules, logbook, problem.finding, setup, setupWords));
}

/** The first letter in capitals: a clause used as a sentence of its own. */
export function asSentence(clause: string): string {
  return clause.charAt(0).toUpperCase() + clause.slice(1);
}
