// The set-up screen's working state (UI-only, STYLE.md rule 9): what the table has chosen so far,
// with pure transitions the screen calls. Numbers of a custom game stay text as typed, so a wrong
// entry can be shown and explained; `draft-setup.ts` turns a finished draft into a game Setup.
import { BOARD_VARIANTS, START_CARDS } from '../../board/boards';
import type { BoardId, StationId, TransportTicket } from '../../board/types';
import { presetPawns, presetSetup } from '../../game/rule-sets';
import type { GameOptions, PawnColour, PawnKind, RuleSetId } from '../../game/setup';
import { PAWN_COLOURS } from '../../game/setup';
import type { XStrength } from '../state/x-player';

export type PresetId = Exclude<RuleSetId, 'custom'>;

/** Which pile of start cards a custom game uses; 'any': every station of the board. */
const DECKS = ['ravensburger', 'milton-bradley', 'any'] as const;
export type Deck = (typeof DECKS)[number];

/** Pawns a custom game can hold: one per pawn colour. */
export const MAX_PAWNS = PAWN_COLOURS.length;

const DEFAULT_BOARD: Readonly<Record<PresetId, BoardId>> = {
  'ravensburger-2013': 'ravensburger-modern',
  'milton-bradley-1985': 'milton-bradley-1985',
};

export interface DraftPawn {
  /** Also the pawn's id: a colour is on at most one pawn. */
  readonly colour: PawnColour;
  readonly kind: PawnKind;
  /** The name the players typed; null: the colour's name in the player's language. */
  readonly name: string | null;
  readonly start: StationId | null;
}

export type TicketTexts = Readonly<Record<TransportTicket, string>>;

export interface CustomRules {
  readonly tickets: TicketTexts;
  readonly sharedPile: boolean;
  readonly black: string;
  readonly double: string;
  readonly publicStock: boolean;
  readonly stock: TicketTexts;
  readonly receivesSpentTickets: boolean;
  readonly misterXCards: Deck;
  readonly pawnCards: Deck;
  readonly surfacing: string;
  /** Empty: no round limit. */
  readonly roundLimit: string;
  readonly xLosesWhenTrapped: boolean;
}

export interface Draft {
  readonly ruleSet: RuleSetId;
  /** The last published rule set chosen; a custom game starts from it. */
  readonly preset: PresetId;
  readonly board: BoardId;
  readonly routeAnswers: Readonly<Record<string, boolean>>;
  /** Ravensburger detective players, 1-5 (1: the two-player game). */
  readonly detectives: number;
  readonly pawns: readonly DraftPawn[];
  /** The pawn the players tapped to give it a start card; null: the next pawn without one. */
  readonly selected: PawnColour | null;
  readonly custom: CustomRules;
  readonly options: GameOptions;
  /** The game's name as typed; null: the date and rule set. */
  readonly gameName: string | null;
  /** Who plays Mister X: a person at the table, or Dragnet at a strength. */
  readonly misterX: XPlayerChoice;
}

/** The set-up's choice of Mister X's player. */
export interface XPlayerChoice {
  readonly player: 'person' | 'dragnet';
  /** The strength Dragnet plays at (kept while a person is chosen, for a change of mind). */
  readonly strength: XStrength;
}

export const PERSON_AS_X: XPlayerChoice = { player: 'person', strength: 'medium' };

const text = (n: number): string => String(n);

function customFrom(preset: PresetId, detectives: number): CustomRules {
  const setup = presetSetup(preset, { detectives, starts: [] });
  const pile = setup.pools[0]?.tickets ?? { taxi: 0, bus: 0, underground: 0 };
  const deck: Deck = preset === 'ravensburger-2013' ? 'ravensburger' : 'milton-bradley';
  const stock = setup.misterX.stock;
  return {
    tickets: { taxi: text(pile.taxi), bus: text(pile.bus), underground: text(pile.underground) },
    sharedPile: setup.pools.some((pool) => pool.id === 'shared'),
    black: text(setup.misterX.black),
    double: text(setup.misterX.double),
    publicStock: stock !== null,
    stock: { taxi: text(stock?.taxi ?? 4), bus: text(stock?.bus ?? 3), underground: text(stock?.underground ?? 3) },
    receivesSpentTickets: setup.misterX.receivesSpentTickets,
    misterXCards: deck,
    pawnCards: deck,
    surfacing: setup.surfacing.join(', '),
    roundLimit: setup.roundLimit === null ? '' : text(setup.roundLimit),
    xLosesWhenTrapped: setup.xLosesWhenTrapped,
  };
}

/** The stations pawns may start on; null: any station of the board. */
export function pawnDeck(draft: Draft): readonly StationId[] | null {
  const deck: Deck =
    draft.ruleSet === 'custom'
      ? draft.custom.pawnCards
      : draft.ruleSet === 'ravensburger-2013'
        ? 'ravensburger'
        : 'milton-bradley';
  if (deck === 'any') return null;
  return deck === 'ravensburger' ? START_CARDS.ravensburgerDetectives : START_CARDS.miltonBradley;
}

function presetDraftPawns(preset: PresetId, detectives: number, old: readonly DraftPawn[]): DraftPawn[] {
  const deck = preset === 'ravensburger-2013' ? START_CARDS.ravensburgerDetectives : START_CARDS.miltonBradley;
  return presetPawns(preset, detectives).map(({ colour, kind }) => {
    const before = old.find((pawn) => pawn.colour === colour && pawn.kind === kind);
    const start = before?.start ?? null;
    const keep = start !== null && (deck as readonly number[]).includes(start);
    return { colour, kind, name: before?.name ?? null, start: keep ? start : null };
  });
}

export function initialDraft(preset: PresetId = 'ravensburger-2013', detectives = 3): Draft {
  return {
    ruleSet: preset,
    preset,
    board: DEFAULT_BOARD[preset],
    routeAnswers: {},
    detectives,
    pawns: presetDraftPawns(preset, detectives, []),
    selected: null,
    custom: customFrom(preset, detectives),
    options: { voluntarySurfacing: false, cutOff: false },
    gameName: null,
    misterX: PERSON_AS_X,
  };
}

/** Whether the Milton Bradley "Advanced Play" options (voluntary surfacing, cut-off) are offered:
 *  under those rules, and in a custom game, where every rule is the table's to choose. MB 1985,
 *  rules/000_290e5a51edb8697d.txt "More Challenges - Advanced Play". */
export function offersAdvancedPlay(draft: Pick<Draft, 'ruleSet'>): boolean {
  return draft.ruleSet !== 'ravensburger-2013';
}

export function chooseRuleSet(draft: Draft, ruleSet: RuleSetId): Draft {
  if (ruleSet === draft.ruleSet) return draft;
  if (ruleSet === 'custom') return { ...draft, ruleSet, custom: customFrom(draft.preset, draft.detectives) };
  const board = DEFAULT_BOARD[ruleSet];
  const pawns = presetDraftPawns(ruleSet, draft.detectives, draft.pawns);
  const routeAnswers = board === draft.board ? draft.routeAnswers : {};
  // Options no longer offered are off: nothing hidden stays on.
  const options = offersAdvancedPlay({ ruleSet }) ? draft.options : { voluntarySurfacing: false, cutOff: false };
  return { ...draft, ruleSet, preset: ruleSet, board, routeAnswers, pawns, selected: null, options };
}

export function chooseBoard(draft: Draft, board: BoardId): Draft {
  const keys = BOARD_VARIANTS[board].uncertain.map((route) => route.key);
  const routeAnswers = Object.fromEntries(Object.entries(draft.routeAnswers).filter(([key]) => keys.includes(key)));
  return { ...draft, board, routeAnswers };
}

/** true/false: the players checked their board; null: not sure, so the route is kept. */
export function answerRoute(draft: Draft, key: string, answer: boolean | null): Draft {
  const { [key]: _old, ...rest } = draft.routeAnswers;
  return { ...draft, routeAnswers: answer === null ? rest : { ...rest, [key]: answer } };
}

export function setDetectives(draft: Draft, detectives: number): Draft {
  if (draft.ruleSet === 'custom') return draft;
  const pawns = presetDraftPawns(draft.preset, detectives, draft.pawns);
  return { ...draft, detectives, pawns, selected: null };
}

export function setCustom(draft: Draft, change: Partial<CustomRules>): Draft {
  return { ...draft, custom: { ...draft.custom, ...change } };
}

export function setOptions(draft: Draft, change: Partial<GameOptions>): Draft {
  return { ...draft, options: { ...draft.options, ...change } };
}

export function setGameName(draft: Draft, name: string): Draft {
  return { ...draft, gameName: name };
}

export function setXPlayer(draft: Draft, misterX: XPlayerChoice): Draft {
  return { ...draft, misterX };
}

/** The set-up the next game is offered once this one starts: the same rules, board, pawns, options
 *  and Mister X's player, with every start card to be drawn afresh and no name of this game's. */
export function nextGameDraft(draft: Draft): Draft {
  const pawns = draft.pawns.map((pawn) => ({ ...pawn, start: null }));
  return { ...draft, pawns, selected: null, gameName: null };
}
