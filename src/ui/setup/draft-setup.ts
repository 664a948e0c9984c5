// From a set-up draft to a game: the Setup it describes, what still stops it (in the players'
// language, in screen order), and the new Session. A published rule set is built by
// `presetSetup`, so a standard game is exactly the preset with the table's starts and names.
import { START_CARDS } from '../../board/boards';
import { getBoard } from '../../board/graph';
import type { StationId, TransportTicket } from '../../board/types';
import { TRANSPORT_TICKETS } from '../../board/types';
import type { Session } from '../../format/session';
import { MAX_GAME_NAME, newSessionId } from '../../format/session';
import type { SetupProblem } from '../../game/messages';
import { presetSetup } from '../../game/rule-sets';
import type { PawnSetup, Setup, TicketCounts } from '../../game/setup';
import { pawnNameProblem, validateSetup } from '../../game/setup';
import { defaultPawnName as colourName } from '../../words/default-names';
import { defaultGameName as dayAndRules } from '../../words/game-names';
import { explain } from '../game/texts';
import { language } from '../i18n/i18n';
import { t } from '../i18n/setup-words';
import { pawnLetters } from '../pawns/pawn-letters';
import type { Deck, Draft, DraftPawn, TicketTexts } from './draft';
import { pawnDeck } from './draft';

/** The name of a pawn the table did not name, in the player's language (another language's
 *  reader sees it in theirs: words/default-names.ts). */
export function defaultPawnName(pawn: Pick<DraftPawn, 'colour' | 'kind'>): string {
  return colourName(pawn, language.value);
}

export function pawnName(pawn: DraftPawn): string {
  return (pawn.name ?? defaultPawnName(pawn)).trim();
}

/** The letters on each pawn's token, by colour: those the map will show. */
export function tokenLetters(draft: Pick<Draft, 'pawns'>): Map<string, string> {
  return pawnLetters(draft.pawns.map((pawn) => ({ id: pawn.colour, name: pawnName(pawn) })));
}

const readCount = (typed: string): number | null => (/^\s*\d{1,3}\s*$/.test(typed) ? Number(typed) : null);

function readSurfacing(typed: string): number[] | null {
  const parts = typed.split(/[\s,;]+/).filter((part) => part !== '');
  const entries = parts.map(readCount);
  if (entries.some((entry, i) => entry === null || entry < 1 || entry <= (entries[i - 1] ?? 0))) return null;
  return entries as number[];
}

/** undefined: not a valid limit; null: no limit. */
function readRoundLimit(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  const limit = readCount(typed);
  return limit !== null && limit >= 1 ? limit : undefined;
}

function readCounts(texts: TicketTexts): TicketCounts | null {
  const [taxi, bus, underground] = TRANSPORT_TICKETS.map((ticket) => readCount(texts[ticket]));
  return taxi == null || bus == null || underground == null ? null : { taxi, bus, underground };
}

/** A custom game's fields that hold something unusable, each with a message saying what to type. */
export function customFieldErrors(draft: Draft): Readonly<Record<string, string>> {
  const errors: Record<string, string> = {};
  const { custom } = draft;
  const count = (id: string, typed: string, field: string) => {
    if (readCount(typed) === null) errors[id] = t('setup.error.count', { field });
  };
  const ticketField = (group: string, ticket: TransportTicket) => `${group}: ${t(`ticket.${ticket}`)}`;
  for (const ticket of TRANSPORT_TICKETS) {
    count(`pile-${ticket}`, custom.tickets[ticket], ticketField(t('setup.custom.pile'), ticket));
  }
  count('black', custom.black, t('setup.custom.black'));
  count('double', custom.double, t('setup.custom.double'));
  if (custom.publicStock) {
    for (const ticket of TRANSPORT_TICKETS) {
      count(`stock-${ticket}`, custom.stock[ticket], ticketField(t('setup.custom.stock'), ticket));
    }
  }
  if (readSurfacing(custom.surfacing) === null) errors.surfacing = t('setup.error.surfacing');
  if (readRoundLimit(custom.roundLimit) === undefined) errors.roundLimit = t('setup.error.roundLimit');
  return errors;
}

function misterXDeck(deck: Deck, board: Draft['board']): readonly StationId[] {
  if (deck === 'any') return getBoard(board).stationIds;
  return deck === 'ravensburger' ? START_CARDS.ravensburgerMisterX : START_CARDS.miltonBradley;
}

function customSetup(draft: Draft, starts: readonly StationId[]): Setup | null {
  const { custom } = draft;
  const tickets = readCounts(custom.tickets);
  const stock = custom.publicStock ? readCounts(custom.stock) : null;
  const [black, double] = [readCount(custom.black), readCount(custom.double)];
  const surfacing = readSurfacing(custom.surfacing);
  const roundLimit = readRoundLimit(custom.roundLimit);
  if (!tickets || (custom.publicStock && !stock) || black === null || double === null) return null;
  if (!surfacing || roundLimit === undefined) return null;
  const poolOf = (pawn: DraftPawn) => (pawn.kind === 'bobby' ? null : custom.sharedPile ? 'shared' : pawn.colour);
  const pawns: PawnSetup[] = draft.pawns.map((pawn, index) => ({
    id: pawn.colour,
    name: pawnName(pawn),
    colour: pawn.colour,
    kind: pawn.kind,
    start: starts[index] ?? 0,
    pool: poolOf(pawn),
  }));
  const poolIds = [...new Set(pawns.flatMap((pawn) => (pawn.pool === null ? [] : [pawn.pool])))];
  return {
    ruleSet: 'custom',
    board: draft.board,
    routeAnswers: draft.routeAnswers,
    pawns,
    pools: poolIds.map((id) => ({ id, tickets })),
    pawnStartCards: pawnDeck(draft),
    misterX: {
      startCards: misterXDeck(custom.misterXCards, draft.board),
      black,
      double,
      stock,
      receivesSpentTickets: custom.publicStock && custom.receivesSpentTickets,
    },
    surfacing,
    roundLimit,
    xLosesWhenTrapped: custom.xLosesWhenTrapped,
    options: draft.options,
  };
}

/** The Setup the draft describes once every pawn has a start and every number reads. */
export function draftSetup(draft: Draft): Setup | null {
  const starts = draft.pawns.map((pawn) => pawn.start);
  if (starts.some((start) => start === null)) return null;
  const known = starts as StationId[];
  if (draft.ruleSet === 'custom') return customSetup(draft, known);
  const preset = presetSetup(draft.ruleSet, { detectives: draft.detectives, starts: known, board: draft.board });
  const pawns = preset.pawns.map((pawn, index) => {
    const drafted = draft.pawns[index];
    return drafted ? { ...pawn, name: pawnName(drafted) } : pawn;
  });
  return { ...preset, routeAnswers: draft.routeAnswers, pawns, options: draft.options };
}

/** The first thing that stops the game, in screen order, or null when it can start. The rules of a
 *  set-up are the core's (`pawnNameProblem`, `validateSetup`); here only what the screen lacks: a
 *  start not chosen yet, a number that does not read. */
export function firstProblem(draft: Draft): string | null {
  const names = pawnNameProblem(draft.pawns.map((pawn) => ({ id: pawn.colour, name: pawnName(pawn) })));
  if (names) return setupProblemText(names, draft) ?? t('setup.error.incomplete');
  const waiting = draft.pawns.find((pawn) => pawn.start === null);
  if (waiting) return t('setup.error.noStart', { name: pawnName(waiting) });
  const [fieldError] = draft.ruleSet === 'custom' ? Object.values(customFieldErrors(draft)) : [];
  if (fieldError) return fieldError;
  const setup = draftSetup(draft);
  if (!setup) return t('setup.error.incomplete');
  const error = validateSetup(setup);
  if (!error) return null;
  const specific = error.code === 'bad-setup' ? setupProblemText(error.params.problem, draft) : null;
  return specific ?? explain(error, setup);
}

/** A set-up problem the players can fix on this screen, said as what to change; null for the others,
 *  which the rules' own words say. */
function setupProblemText(problem: SetupProblem, draft: Draft): string | null {
  const pawn = (id: string) => draft.pawns.find((drafted) => drafted.colour === id);
  const name = (id: string) => {
    const drafted = pawn(id);
    return drafted ? pawnName(drafted) : id;
  };
  switch (problem.code) {
    case 'no-name':
      return t('setup.error.noName', { number: draft.pawns.findIndex((p) => p.colour === problem.pawn) + 1 });
    case 'long-name':
      return t('setup.error.longName', { name: name(problem.pawn).slice(0, problem.max) });
    case 'same-name':
      return t('setup.error.sameName', { name: name(problem.pawns[0]) });
    case 'start-not-a-card':
      return t('setup.error.notACard', {
        name: name(problem.pawn),
        station: getBoard(draft.board, draft.routeAnswers).label(problem.station),
      });
    case 'x-cards-taken':
      return t('setup.error.misterXCards');
    default:
      return null;
  }
}

/** The game's name when the table types none: its day and rules, shown in each reader's language. */
export function defaultGameName(draft: Pick<Draft, 'ruleSet'>, now: Date): string {
  return dayAndRules(draft.ruleSet, now.toISOString(), language.value);
}

export function newSession(draft: Draft, setup: Setup, now: Date = new Date()): Session {
  const typed = (draft.gameName ?? '').trim().slice(0, MAX_GAME_NAME);
  const stamp = now.toISOString();
  return {
    id: newSessionId(now),
    name: typed === '' ? defaultGameName(draft, now).slice(0, MAX_GAME_NAME) : typed,
    createdAt: stamp,
    updatedAt: stamp,
    setup,
    events: [],
  };
}
