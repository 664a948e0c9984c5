// The review's verdicts (docs/review.md): each detectives' turn rated by the share of their chance to
// catch Mister X it gave away against the advisor's best plan, judged on what the table knew then
// (candidates and probabilities), never on his true route; with his route known, the catches within
// reach and his true station's estimate, and a person's Mister X rated by the pawns' reach. Pure, and
// a generator, so a worker can report progress and stop between turns.

import type { Breakdown, Choice } from '../../advisor/evaluate';
import { Evaluator, SIT_OUT } from '../../advisor/evaluate';
import type { Reason } from '../../advisor/plan';
import { orderedMoves, reasonFor } from '../../advisor/plan';
import { PlanSearch } from '../../advisor/search';
import type { Situation } from '../../advisor/situation';
import { readSituation } from '../../advisor/situation';
import { ADVISOR_WEIGHTS } from '../../advisor/weights';
import type { StationId, TransportTicket } from '../../board/types';
import { TRANSPORT_TICKETS } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { pawnSetup } from '../../game/state';
import { xUsableTickets } from '../../game/tickets';
import type { StationProbabilities } from '../model/estimator';
import type { ChanceContext } from './review-chance';
import { chanceAfter, chanceContext, lossOf } from './review-chance';

/** The version of the analysis: raise it with any change to what a review answers (here, in the
 *  advisor's evaluation and search, or in the probability model), and every analysis the app kept
 *  (src/ui/review/review-cache.ts) is made anew. */
export const REVIEW_MODEL_VERSION = 4;

/** The table's estimate at each step: all of them, or a function that works each out when asked
 *  (steps are asked in order: probabilitiesAsAsked in inference/whereabouts.ts), so the first turns are
 *  rated before the estimate of the whole game is made. */
export type ChancesAt = readonly StationProbabilities[] | ((step: number) => StationProbabilities | undefined);

function chanceAt(chances: ChancesAt, step: number): StationProbabilities | undefined {
  return typeof chances === 'function' ? chances(step) : chances[step];
}

export const VERDICTS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The chance a turn gives away from which it is rated so: lichess's drops of 5, 10 and 15 points of
 *  winning chance, here of the detectives' chance to catch him before the end. The
 *  best plan is the one of highest value the advisor's search finds, the table's own when it
 *  values it higher. */
export const LOSS_THRESHOLDS = { good: 0.01, inaccuracy: 0.05, mistake: 0.1, blunder: 0.15 } as const;

export function verdictOf(loss: number): Verdict {
  if (loss >= LOSS_THRESHOLDS.blunder) return 'blunder';
  if (loss >= LOSS_THRESHOLDS.mistake) return 'mistake';
  if (loss >= LOSS_THRESHOLDS.inaccuracy) return 'inaccuracy';
  if (loss >= LOSS_THRESHOLDS.good) return 'good';
  return 'best';
}

export interface ReviewedMove {
  /** The pawn's id. */
  readonly pawn: string;
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

/** A move of the best plan, with the advisor's reason for it (src/advisor/plan.ts). */
export interface PlannedMove extends ReviewedMove {
  readonly reason: Reason;
}

export interface DetectivesTurn {
  readonly side: 'detectives';
  readonly round: number;
  /** The replay step the turn began at (states[step]). */
  readonly step: number;
  readonly verdict: Verdict;
  /** The chance to catch him the table's moves gave away against the best plan (0 to 1). */
  readonly loss: number;
  /** The detectives' chance to catch him before the end with the best plan found, as the table could
   *  have estimated it when the turn began. */
  readonly chance: number;
  /** The same chance with the moves the table played. */
  readonly played: number;
  /** The best plan found, in an order that can be entered, each move with its reason. */
  readonly best: readonly PlannedMove[];
  readonly moves: readonly ReviewedMove[];
  /** His route known: a pawn could have ridden onto his true station and none did (null: unknown). */
  readonly missedCatch: boolean | null;
  /** The pawns that could have ridden onto his true station (empty when none, or unknown). */
  readonly catchers: readonly ReviewedMove[];
  /** His route known: the table's estimate for his true station when the turn began. */
  readonly truthChance: number | null;
}

export interface MisterXTurn {
  readonly side: 'mister-x';
  /** His log entry (from 1); a double move is rated once, at its second entry. */
  readonly entry: number;
  readonly step: number;
  readonly verdict: Verdict;
  /** 1 when he ended in a pawn's reach while a station out of every pawn's reach was open to him. */
  readonly loss: number;
  readonly station: StationId;
  /** A pawn could ride onto his station next. */
  readonly inReach: boolean;
  /** A black ticket or a double move took him out of reach where no ordinary single move would. */
  readonly escape: boolean;
}

export type ReviewedTurn = DetectivesTurn | MisterXTurn;

export interface ReviewOptions {
  /** Plans weighed per detectives' turn (the advisor's evaluations). */
  readonly evaluations: number;
  /** His true station after each entry (index 0: his start; undefined where unknown). */
  readonly route?: readonly (StationId | undefined)[] | null;
  /** Rate his entries too (a person played him, and his route is known). */
  readonly rateMisterX?: boolean;
  /** The detectives' turns already weighed, by step, and where new ones are kept: the weighing
   *  does not depend on his route, so a review can start before the route is known. */
  readonly weighed?: Map<number, WeighedTurn | null>;
}

/** Where each detectives' turn begins: the first state of a round's pawn moves. */
export function turnStarts(states: readonly GameState[]): number[] {
  const starts: number[] = [];
  states.forEach((state, step) => {
    if (state.phase !== 'pawns') return;
    const previous = states[step - 1];
    if (previous && (previous.phase === 'pawns' || previous.phase === 'question')) return;
    starts.push(step);
  });
  return starts;
}

/** The table's moves of the turn that begins at `step`, up to Mister X's next entry. */
function movesOfTurn(states: readonly GameState[], events: readonly GameEvent[], step: number): ReviewedMove[] {
  const moves: ReviewedMove[] = [];
  for (let index = step; index < events.length; index++) {
    const event = events[index] as GameEvent;
    const state = states[index];
    if (!state || (state.phase !== 'pawns' && state.phase !== 'question')) break;
    if (event.type === 'pawn-move') moves.push({ pawn: event.pawn, to: event.to, ticket: event.ticket });
  }
  return moves;
}

/** The played moves as the evaluator's choice (null when one is not among its options). */
function choiceOf(evaluator: Evaluator, state: GameState, moves: readonly ReviewedMove[]): Choice | null {
  const { movers } = evaluator.situation;
  const choice = new Int32Array(movers.length).fill(SIT_OUT);
  for (const move of moves) {
    const pawn = state.game.pawnIndex.get(move.pawn);
    const mover = pawn === undefined ? -1 : movers.indexOf(pawn);
    if (mover < 0) return null;
    const bobby = pawnSetup(state, pawn as number).kind === 'bobby';
    let found = -1;
    for (let option = 0; option < evaluator.optionCount(mover) && found < 0; option++) {
      const { to, ticket } = evaluator.optionOf(mover, option);
      if (to === move.to && (bobby || TRANSPORT_TICKETS[ticket] === move.ticket)) found = option;
    }
    if (found < 0) return null;
    choice[mover] = found;
  }
  return choice;
}

function movesOfChoice(evaluator: Evaluator, state: GameState, choice: Choice, breakdown: Breakdown): PlannedMove[] {
  return orderedMoves(evaluator, choice).map((move) => ({
    pawn: state.game.setup.pawns[evaluator.situation.movers[move.mover] as number]?.id ?? '',
    to: move.to,
    ticket: TRANSPORT_TICKETS[move.ticket] ?? 'taxi',
    reason: reasonFor(evaluator, choice, breakdown, move),
  }));
}

/** A plan weighed against the best one known, as the review rates a turn. */
export interface WeighedPlan {
  /** The chance to catch him before the end with the best plan known: the moves weighed, when they
   *  value higher than the plan it is weighed against. */
  readonly chance: number;
  /** The same chance with the moves weighed. */
  readonly played: number;
  readonly loss: number;
  readonly verdict: Verdict;
  /** The moves value higher than the plan they are weighed against: they are the best known. */
  readonly better: boolean;
}

/** The moves `tried` weighed against the plan `found`, both legal plans of one evaluator. */
function weighAgainst(context: ChanceContext, found: Breakdown, tried: Breakdown): WeighedPlan {
  const better = tried.value > found.value;
  const best = better ? tried : found;
  const loss = lossOf(best, tried, context);
  return {
    chance: chanceAfter(best, context),
    played: chanceAfter(tried, context),
    loss,
    verdict: verdictOf(loss),
    better,
  };
}

function evaluatorAt(state: GameState, probabilities: ArrayLike<number>): Evaluator | null {
  if (state.candidates.size === 0) return null;
  const situation = readSituation(state, Float64Array.from(probabilities));
  return situation.movers.length === 0 ? null : new Evaluator(situation, ADVISOR_WEIGHTS);
}

/** The moves a table picks for the turn that begins at `state` (the review's "Try it"), weighed
 *  exactly as the review weighs the moves it played: against the turn's best plan, with the
 *  probabilities the table had then (`probabilities`: the review's for that step). Null when
 *  the moves are not a whole plan that can be entered: a pawn that can move has none, two pawns
 *  share a station, a ticket is not held, or the moves go round in a cycle. */
export function weighPlan(
  state: GameState,
  probabilities: ArrayLike<number>,
  best: readonly ReviewedMove[],
  tried: readonly ReviewedMove[],
): WeighedPlan | null {
  const evaluator = evaluatorAt(state, probabilities);
  if (!evaluator) return null;
  const bestChoice = choiceOf(evaluator, state, best);
  const triedChoice = choiceOf(evaluator, state, tried);
  const found = bestChoice && evaluator.breakdown(bestChoice);
  const weighed = triedChoice && evaluator.breakdown(triedChoice);
  return found && weighed ? weighAgainst(chanceContext(evaluator.situation), found, weighed) : null;
}

/** A detectives' turn weighed: the best plan found and the table's, as the advisor values them. */
export interface WeighedTurn {
  readonly situation: Situation;
  readonly evaluator: Evaluator;
  readonly context: ChanceContext;
  readonly moves: readonly ReviewedMove[];
  readonly best: Choice;
  readonly bestBreakdown: Breakdown;
  /** Null when a move of the table's is not among the advisor's options. */
  readonly playedBreakdown: Breakdown | null;
}

/** Weighs the detectives' turn that begins at `step` (null when no pawn can move or nothing fits). */
export function weighDetectivesTurn(
  states: readonly GameState[],
  events: readonly GameEvent[],
  chances: ChancesAt,
  step: number,
  evaluations: number,
): WeighedTurn | null {
  const state = states[step] as GameState;
  const probabilities = chanceAt(chances, step);
  const evaluator = probabilities && evaluatorAt(state, probabilities);
  if (!probabilities || !evaluator) return null;
  const { situation } = evaluator;
  const search = new PlanSearch(evaluator, state.events + 1);
  search.run(evaluations);
  while (!search.hasPlan) search.run(16);
  const found = search.best().choice;
  const moves = movesOfTurn(states, events, step);
  const playedChoice = choiceOf(evaluator, state, moves);
  const foundBreakdown = evaluator.breakdown(found);
  const playedBreakdown = playedChoice ? evaluator.breakdown(playedChoice) : null;
  if (!foundBreakdown) return null;
  // The search may miss a plan the table found: then the table's is the best one known.
  const tableBetter = playedBreakdown !== null && playedBreakdown.value > foundBreakdown.value && playedChoice !== null;
  return {
    situation,
    evaluator,
    context: chanceContext(situation),
    moves,
    best: tableBetter ? (playedChoice as Choice) : found,
    bestBreakdown: tableBetter ? (playedBreakdown as Breakdown) : foundBreakdown,
    playedBreakdown,
  };
}

/** The turn at `step` weighed, or taken from `options.weighed`, where it is kept. */
export function weighedTurn(
  states: readonly GameState[],
  events: readonly GameEvent[],
  chances: ChancesAt,
  step: number,
  options: ReviewOptions,
): WeighedTurn | null {
  const memo = options.weighed;
  if (memo?.has(step)) return memo.get(step) ?? null;
  const turn = weighDetectivesTurn(states, events, chances, step, options.evaluations);
  memo?.set(step, turn);
  return turn;
}

function reviewDetectives(
  states: readonly GameState[],
  events: readonly GameEvent[],
  chances: ChancesAt,
  step: number,
  options: ReviewOptions,
): DetectivesTurn | null {
  const turn = weighedTurn(states, events, chances, step, options);
  if (!turn) return null;
  const state = states[step] as GameState;
  const probabilities = chanceAt(chances, step) as StationProbabilities;
  const { situation, evaluator, context, moves, best, bestBreakdown, playedBreakdown } = turn;
  // Moves that are not a whole plan (the game ended mid-turn) give nothing away.
  const weighed = playedBreakdown ? weighAgainst(context, bestBreakdown, playedBreakdown) : null;
  const chance = weighed?.chance ?? chanceAfter(bestBreakdown, context);
  const played = weighed?.played ?? chance;
  const loss = weighed?.loss ?? 0;
  const route = options.route;
  const truth = route?.[state.log.length];
  const catchers =
    truth === undefined
      ? []
      : situation.movers.flatMap((pawn, mover) =>
          (situation.options[mover] ?? [])
            .filter((option) => option.to === truth)
            .slice(0, 1)
            .map((option) => ({ pawn: state.game.setup.pawns[pawn]?.id ?? '', ...option })),
        );
  const caught = truth !== undefined && moves.some((move) => move.to === truth);
  return {
    side: 'detectives',
    round: state.round,
    step,
    verdict: verdictOf(loss),
    loss,
    chance,
    played,
    best: movesOfChoice(evaluator, state, best, bestBreakdown),
    moves,
    missedCatch: truth === undefined ? null : catchers.length > 0 && !caught,
    catchers: caught ? [] : catchers,
    truthChance: truth === undefined ? null : (probabilities[truth] ?? 0),
  };
}

/** Stations a pawn can ride to next from where the pawns stand, with the tickets they hold. */
function pawnReach(state: GameState): Set<StationId> {
  const reach = new Set<StationId>();
  const { board, poolOfPawn } = state.game;
  state.positions.forEach((from, pawn) => {
    const pool = poolOfPawn[pawn] ?? -1;
    const left = pool < 0 ? null : state.tickets[pool];
    for (const ticket of TRANSPORT_TICKETS) {
      if (left && left[ticket] <= 0) continue;
      for (const to of board.neighbours(from, ticket)) reach.add(to);
    }
  });
  return reach;
}

function reviewMisterX(
  states: readonly GameState[],
  events: readonly GameEvent[],
  route: readonly (StationId | undefined)[],
  index: number,
): MisterXTurn | null {
  const event = events[index];
  const before = states[index];
  const after = states[index + 1];
  if (event?.type !== 'x-move' || !before || !after) return null;
  const entry = after.log.length;
  // A double move is one turn, rated at its second entry from where it began (before "x-double").
  if (before.doubleStep === 1) return null;
  const double = before.doubleStep === 2;
  let start = index;
  if (double) while (start > 0 && events[start]?.type !== 'x-double') start--;
  const first = states[start];
  const station = route[entry];
  const from = first ? route[first.log.length] : undefined;
  if (!first || station === undefined || from === undefined) return null;
  const { board } = before.game;
  const reach = pawnReach(after);
  const free = (to: StationId) => !after.occupied.has(to);
  const usable = xUsableTickets(first);
  // One ordinary ticket's rides, and everything his tickets allow (black: any line and the ferry).
  const single = TRANSPORT_TICKETS.filter((ticket) => usable.includes(ticket)).flatMap((ticket) =>
    board.ticketNeighbours(from, ticket).filter(free),
  );
  const options = new Set<StationId>(usable.flatMap((ticket) => board.ticketNeighbours(from, ticket).filter(free)));
  const inReach = reach.has(station);
  const away = [...options].some((to) => !reach.has(to));
  const loss = inReach && away ? 1 : 0;
  const special = double || event.ticket === 'black';
  const gotOut = special && !inReach && single.every((to) => reach.has(to));
  return {
    side: 'mister-x',
    entry,
    step: index + 1,
    verdict: loss > 0 ? 'blunder' : 'best',
    loss,
    station,
    inReach,
    escape: gotOut,
  };
}

/** Every turn of the game, in the order played. */
export function* reviewTurns(
  states: readonly GameState[],
  events: readonly GameEvent[],
  chances: ChancesAt,
  options: ReviewOptions,
): Generator<ReviewedTurn, void, void> {
  const starts = new Set(turnStarts(states));
  const route = options.route ?? null;
  for (let step = 0; step < states.length; step++) {
    if (starts.has(step)) {
      const turn = reviewDetectives(states, events, chances, step, options);
      if (turn) yield turn;
    }
    if (route && options.rateMisterX && step < events.length) {
      const turn = reviewMisterX(states, events, route, step);
      if (turn) yield turn;
    }
  }
}
