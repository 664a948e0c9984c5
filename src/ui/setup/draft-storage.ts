// A set-up draft read back after a reload (store/setup-draft.ts keeps it as plain data): checked
// field by field, since an older or newer app may have written it. Anything that is not a draft
// this screen can show gives null, and the table starts from a fresh set-up.
import type { StationId } from '../../board/types';
import { BOARD_IDS } from '../../board/types';
import { PAWN_COLOURS, PAWN_KINDS, RULE_SET_IDS } from '../../game/setup';
import { isXStrength } from '../state/x-player';
import type { CustomRules, Draft, DraftPawn, PresetId, XPlayerChoice } from './draft';
import { MAX_PAWNS, PERSON_AS_X } from './draft';

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;
const isStation = (value: unknown): value is StationId =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 999;
const oneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  (choices as readonly unknown[]).includes(value);

const DECKS = ['ravensburger', 'milton-bradley', 'any'] as const;
const PRESETS: readonly PresetId[] = ['ravensburger-2013', 'milton-bradley-1985'];

function readPawn(value: unknown): DraftPawn | null {
  if (!isFields(value)) return null;
  const { colour, kind, name, start } = value;
  if (!oneOf(PAWN_COLOURS, colour) || !oneOf(PAWN_KINDS, kind)) return null;
  if (name !== null && !isText(name)) return null;
  if (start !== null && !isStation(start)) return null;
  return { colour, kind, name, start };
}

function readTickets(value: unknown): CustomRules['tickets'] | null {
  if (!isFields(value)) return null;
  const { taxi, bus, underground } = value;
  return isText(taxi) && isText(bus) && isText(underground) ? { taxi, bus, underground } : null;
}

function readCustom(value: unknown): CustomRules | null {
  if (!isFields(value)) return null;
  const tickets = readTickets(value.tickets);
  const stock = readTickets(value.stock);
  const { sharedPile, black, double, publicStock, receivesSpentTickets, misterXCards, pawnCards } = value;
  const { surfacing, roundLimit, xLosesWhenTrapped } = value;
  const flags = [sharedPile, publicStock, receivesSpentTickets, xLosesWhenTrapped];
  if (!tickets || !stock || !flags.every((flag) => typeof flag === 'boolean')) return null;
  if (![black, double, surfacing, roundLimit].every(isText)) return null;
  if (!oneOf(DECKS, misterXCards) || !oneOf(DECKS, pawnCards)) return null;
  return {
    tickets,
    sharedPile: sharedPile as boolean,
    black: black as string,
    double: double as string,
    publicStock: publicStock as boolean,
    stock,
    receivesSpentTickets: receivesSpentTickets as boolean,
    misterXCards,
    pawnCards,
    surfacing: surfacing as string,
    roundLimit: roundLimit as string,
    xLosesWhenTrapped: xLosesWhenTrapped as boolean,
  };
}

/** Who plays Mister X; a draft kept before the choice existed has a person. */
function readXPlayer(value: unknown): XPlayerChoice | null {
  if (value === undefined) return PERSON_AS_X;
  if (!isFields(value)) return null;
  const { player, strength } = value;
  if ((player !== 'person' && player !== 'dragnet') || !isXStrength(strength)) return null;
  return { player, strength };
}

/** The draft stored as plain data, or null when it is not one this screen can show. */
export function readDraft(value: unknown): Draft | null {
  if (!isFields(value)) return null;
  const { ruleSet, preset, board, routeAnswers, detectives, pawns, selected, options, gameName } = value;
  if (!oneOf(RULE_SET_IDS, ruleSet) || !oneOf(PRESETS, preset) || !oneOf(BOARD_IDS, board)) return null;
  if (!isFields(routeAnswers) || !Object.values(routeAnswers).every((answer) => typeof answer === 'boolean')) {
    return null;
  }
  if (typeof detectives !== 'number' || !Number.isInteger(detectives) || detectives < 1 || detectives > 5) return null;
  if (!Array.isArray(pawns) || pawns.length === 0 || pawns.length > MAX_PAWNS) return null;
  const read = pawns.map(readPawn);
  if (read.some((pawn) => pawn === null)) return null;
  if (selected !== null && !oneOf(PAWN_COLOURS, selected)) return null;
  const custom = readCustom(value.custom);
  if (!custom || !isFields(options)) return null;
  const { voluntarySurfacing, cutOff } = options;
  if (typeof voluntarySurfacing !== 'boolean' || typeof cutOff !== 'boolean') return null;
  if (gameName !== null && !isText(gameName)) return null;
  const misterX = readXPlayer(value.misterX);
  if (!misterX) return null;
  return {
    ruleSet,
    preset,
    board,
    routeAnswers: routeAnswers as Readonly<Record<string, boolean>>,
    detectives,
    pawns: read as DraftPawn[],
    selected,
    custom,
    options: { voluntarySurfacing, cutOff },
    gameName,
    misterX,
  };
}
