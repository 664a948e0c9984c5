// Seeded random legal games played through the real reducer, with Mister X's true station known at
// every moment: the ground truth the deduction properties check against (RULES.md "What the
// deduction must guarantee"). Every move is drawn from what the rules allow at that moment, so an
// event the reducer refuses is a bug, and the simulator throws with the seed and event index.
import type { Board, RouteAnswers } from '../../src/board/graph';
import { distancesFrom, getBoard } from '../../src/board/graph';
import type { StationId, Ticket, TransportTicket } from '../../src/board/types';
import { TICKETS, TRANSPORT_TICKETS } from '../../src/board/types';
import type { StationSet } from '../../src/engine/station-set';
import { applyEvent } from '../../src/game/apply';
import type { EndReason, GameEvent } from '../../src/game/events';
import { presetPawns, presetSetup } from '../../src/game/rule-sets';
import type { Setup, TicketCounts } from '../../src/game/setup';
import { validateSetup } from '../../src/game/setup';
import { initialState, legalDestinations, pawnsToMove, xUsableTickets } from '../../src/game/state';
import type { RouteMap } from './brute-force';
import { routeMap } from './brute-force';
import type { Random } from './random';
import { mulberry32 } from './random';

export type PresetRuleSet = 'milton-bradley-1985' | 'ravensburger-2013';

export interface SimulationOptions {
  readonly seed: number;
  readonly ruleSet: PresetRuleSet;
  /** Ravensburger detective players, 1..5 (1: the two-player game with a shared pile and two
   *  Bobbies). Milton Bradley always plays five pawns. */
  readonly detectives?: number;
  /** Stop after this many rounds; the record is cut there, without an end event. */
  readonly maxRounds?: number;
  /** Milton Bradley advanced play: Mister X sometimes shows himself and takes tickets. */
  readonly voluntarySurfacing?: boolean;
  /** Custom game: every detective pile starts with these tickets (few tickets strand pawns). */
  readonly pawnTickets?: TicketCounts;
  /** Custom game: the stations Mister X's start card can show. */
  readonly xStartCards?: readonly StationId[];
  readonly routeAnswers?: RouteAnswers;
  /** How keenly the pawns chase the candidate stations, 0..1 (default 1); low: longer games. */
  readonly pressure?: number;
}

/** How the simulated game stopped: an end the table confirmed, or where the simulator stopped. */
export type SimulationEnding =
  | EndReason
  /** The round limit of the simulation was reached. */
  | 'max-rounds'
  /** Milton Bradley: Mister X has no move (these rules do not say what happens then). */
  | 'x-stuck'
  /** A pawn ended its move on Mister X's true station and the app did not ask: unsound. */
  | 'missed-capture';

/** What happened in a game, so the properties can show that they exercised every feature. */
export interface SimulationStats {
  xMoves: number;
  blackTickets: number;
  /** Black-ticket rides along the Thames (the ferry is the only route between the piers). */
  ferryRides: number;
  doubleMoves: number;
  /** Double moves whose first half is a surfacing entry (he shows himself between the halves). */
  surfacingFirstHalves: number;
  reveals: number;
  voluntarySurfacings: number;
  pawnMoves: number;
  bobbyMoves: number;
  /** Pawns that could not move in a round that ended (stranded), counted once per round. */
  strandedPawnRounds: number;
  questions: number;
  notThereAnswers: number;
  captures: number;
  trappedEnds: number;
  stuckEnds: number;
}

export interface SimulatedGame {
  readonly options: SimulationOptions;
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  /** Mister X's start station. */
  readonly start: StationId;
  /** His true station after each event: `trueStations[i]` is after `events[i]`. */
  readonly trueStations: readonly StationId[];
  /** His route: the start, then his station after each log entry. */
  readonly route: readonly StationId[];
  readonly ending: SimulationEnding;
  readonly stats: SimulationStats;
}

/** Stations with a ferry pier (Ravensburger ids; the Milton Bradley board labels 108 as 118). */
export const FERRY_PIERS: readonly StationId[] = [194, 157, 115, 108];

// How often the players choose one kind of move over a uniformly random one.
const BIAS = {
  ferryWhenAtPier: 0.6,
  black: 0.15,
  towardsPier: 0.25,
  doubleBeforeSurfacing: 0.5,
  double: 0.08,
  voluntarySurfacing: 0.2,
  onCandidate: 0.3,
  towardsCandidates: 0.5,
  luckyGuess: 0.02,
} as const;

const MAX_EVENTS = 5000;

export function emptyStats(): SimulationStats {
  return {
    xMoves: 0,
    blackTickets: 0,
    ferryRides: 0,
    doubleMoves: 0,
    surfacingFirstHalves: 0,
    reveals: 0,
    voluntarySurfacings: 0,
    pawnMoves: 0,
    bobbyMoves: 0,
    strandedPawnRounds: 0,
    questions: 0,
    notThereAnswers: 0,
    captures: 0,
    trappedEnds: 0,
    stuckEnds: 0,
  };
}

/** Adds one game's counts into a running total. */
export function addStats(total: SimulationStats, game: SimulationStats): void {
  for (const key of Object.keys(total) as (keyof SimulationStats)[]) total[key] += game[key];
}

/** The set-up a simulated game plays: a preset with random pawn start cards, then the options. */
export function simulationSetup(options: SimulationOptions, rng: Random): Setup {
  const detectives = options.detectives ?? 5;
  const pawnCount = presetPawns(options.ruleSet, detectives).length;
  const cards = presetSetup(options.ruleSet, { detectives, starts: [] }).pawnStartCards ?? [];
  const starts = rng.shuffle(cards).slice(0, pawnCount);
  let setup = presetSetup(options.ruleSet, { detectives, starts });
  if (options.routeAnswers) setup = { ...setup, routeAnswers: options.routeAnswers };
  if (options.voluntarySurfacing) setup = { ...setup, options: { ...setup.options, voluntarySurfacing: true } };
  const tickets = options.pawnTickets;
  if (tickets) {
    setup = { ...setup, ruleSet: 'custom', pools: setup.pools.map((pool) => ({ ...pool, tickets: { ...tickets } })) };
  }
  if (options.xStartCards) {
    setup = { ...setup, ruleSet: 'custom', misterX: { ...setup.misterX, startCards: options.xStartCards } };
  }
  const invalid = validateSetup(setup);
  if (invalid) throw new Error(`seed ${options.seed}: simulated set-up is invalid: ${invalid.message}`);
  return setup;
}

interface XOption {
  readonly ticket: Ticket;
  readonly to: StationId;
  readonly ferry: boolean;
}

/** Every move Mister X could make now: a ticket he holds, a printed route of it, a free station.
 *  Read from the route list, not the board's ticket queries, so that a route the engine lost
 *  still shows up as a move the candidates miss. */
function xOptions(routes: RouteMap, from: StationId, usable: readonly Ticket[], occupied: StationSet): XOption[] {
  const options: XOption[] = [];
  const ferry = routes.get('ferry')?.get(from) ?? [];
  for (const ticket of usable) {
    for (const to of routes.get(ticket)?.get(from) ?? []) {
      if (occupied.has(to)) continue;
      options.push({ ticket, to, ferry: ticket === 'black' && ferry.includes(to) });
    }
  }
  return options;
}

/** Mister X's tickets, counted by the simulator itself (RULES.md "Rule sets": Milton Bradley
 *  4/3/3 plus every ticket a detective spends; Ravensburger unlimited; 5 black, 2 double). */
interface XPurse {
  black: number;
  double: number;
  stock: Record<TransportTicket, number> | null;
}

/** The tickets he can show, less `spent` (the first half of a double move). */
function purseTickets(purse: XPurse, spent?: Ticket): Ticket[] {
  const left = (ticket: Ticket) => (ticket === spent ? 1 : 0);
  return TICKETS.filter((ticket) =>
    ticket === 'black' ? purse.black > left(ticket) : !purse.stock || purse.stock[ticket] > left(ticket),
  );
}

/** Fewest taxi/bus/underground rides from each station to the nearest of `targets`. */
const pierDistanceCache = new Map<Board, number[]>();

function pierDistances(board: Board): number[] {
  let distances = pierDistanceCache.get(board);
  if (!distances) {
    distances = distancesFrom(board, FERRY_PIERS);
    pierDistanceCache.set(board, distances);
  }
  return distances;
}

/** The stations of a list closest by `distance`, ties kept. */
function closest<T>(items: readonly T[], distance: (item: T) => number): T[] {
  const best = Math.min(...items.map(distance));
  return items.filter((item) => distance(item) === best);
}

function chooseXMove(rng: Random, board: Board, options: readonly XOption[]): XOption {
  const ferry = options.filter((option) => option.ferry);
  if (ferry.length > 0 && rng.chance(BIAS.ferryWhenAtPier)) return rng.pick(ferry);
  const plain = options.filter((option) => option.ticket !== 'black');
  const black = options.filter((option) => option.ticket === 'black');
  const pool = plain.length === 0 || (black.length > 0 && rng.chance(BIAS.black)) ? black : plain;
  if (rng.chance(BIAS.towardsPier)) {
    const toPier = pierDistances(board);
    return rng.pick(closest(pool, (option) => toPier[option.to] ?? Number.POSITIVE_INFINITY));
  }
  return rng.pick(pool);
}

/** Plays one random legal game. Deterministic for a given seed and options. */
export function simulateGame(options: SimulationOptions): SimulatedGame {
  const { seed } = options;
  const rng = mulberry32(seed);
  const setup = simulationSetup(options, rng);
  const board = getBoard(setup.board, setup.routeAnswers);
  const xRoutes = routeMap(board.routes);
  const maxRounds = options.maxRounds ?? Number.POSITIVE_INFINITY;
  const pressure = options.pressure ?? 1;
  const pawnStarts = new Set(setup.pawns.map((pawn) => pawn.start));
  const start = rng.pick(setup.misterX.startCards.filter((station) => !pawnStarts.has(station)));
  const stats = emptyStats();
  const events: GameEvent[] = [];
  const trueStations: StationId[] = [];
  const route: StationId[] = [start];
  let state = initialState(setup);
  let x = start;
  let movedThisRound = new Set<number>();
  const purse: XPurse = {
    black: setup.misterX.black,
    double: setup.misterX.double,
    stock: setup.misterX.stock ? { ...setup.misterX.stock } : null,
  };
  const receive = (ticket: TransportTicket) => {
    if (purse.stock) purse.stock[ticket] += 1;
  };
  /** His tickets by the simulator's count, checked against the reducer's. */
  const usable = (spent?: Ticket): Ticket[] => {
    const own = purseTickets(purse, spent);
    const reducer = xUsableTickets(state);
    if (spent === undefined && own.join() !== reducer.join()) {
      throw new Error(
        `seed ${seed}: after event #${events.length - 1} Mister X holds ${own} but the app says ${reducer}`,
      );
    }
    return own;
  };

  const push = (event: GameEvent): void => {
    const result = applyEvent(state, event);
    if (!result.ok) {
      throw new Error(
        `seed ${seed}: the reducer refused legal event #${events.length} ${JSON.stringify(event)} ` +
          `(Mister X on ${x}, phase ${state.phase}): ${result.error.message}`,
      );
    }
    if (result.state.round !== state.round) {
      stats.strandedPawnRounds += setup.pawns.length - movedThisRound.size;
      movedThisRound = new Set();
    }
    state = result.state;
    events.push(event);
    trueStations.push(x);
  };

  const moveX = (candidates: readonly XOption[]): void => {
    const choice = chooseXMove(rng, board, candidates);
    if (state.doubleStep === 1 && setup.surfacing.includes(state.log.length + 1)) stats.surfacingFirstHalves++;
    if (choice.ticket === 'black') purse.black--;
    else if (purse.stock) purse.stock[choice.ticket]--;
    x = choice.to;
    route.push(x);
    stats.xMoves++;
    if (choice.ticket === 'black') stats.blackTickets++;
    if (choice.ferry) stats.ferryRides++;
    push({ type: 'x-move', ticket: choice.ticket });
  };

  const xTurn = (): SimulationEnding | null => {
    const moves = xOptions(xRoutes, x, usable(), state.occupied);
    const secondHalf = (move: XOption) => xOptions(xRoutes, move.to, usable(move.ticket), state.occupied).length > 0;
    if (state.doubleStep === 1) {
      // First half of a double move: only where a second half can follow.
      moveX(moves.filter(secondHalf));
      return null;
    }
    if (moves.length === 0) {
      if (state.doubleStep === 2) throw new Error(`seed ${seed}: no second half for the double move from ${x}`);
      if (!setup.xLosesWhenTrapped) return 'x-stuck';
      push({ type: 'end', reason: 'x-trapped', station: x });
      stats.trappedEnds++;
      return 'x-trapped';
    }
    if (state.doubleStep === 0 && purse.double > 0) {
      const surfacingNext = setup.surfacing.includes(state.log.length + 1);
      const wanted = rng.chance(surfacingNext ? BIAS.doubleBeforeSurfacing : BIAS.double);
      const possible = moves.some(secondHalf);
      if (wanted && possible) {
        stats.doubleMoves++;
        purse.double--;
        push({ type: 'x-double' });
        return null;
      }
    }
    moveX(moves);
    return null;
  };

  const pawnTurn = (): SimulationEnding | null => {
    const voluntary =
      setup.options.voluntarySurfacing &&
      !state.surfacedThisTurn &&
      !state.moved.some(Boolean) &&
      rng.chance(BIAS.voluntarySurfacing);
    if (voluntary) {
      const taken: Record<string, TransportTicket> = {};
      setup.pools.forEach((pool, index) => {
        const left = state.tickets[index] as TicketCounts;
        const kinds = TRANSPORT_TICKETS.filter((ticket) => left[ticket] > 0);
        if (kinds.length === 0) return;
        const ticket = rng.pick(kinds);
        taken[pool.id] = ticket;
        receive(ticket);
      });
      stats.voluntarySurfacings++;
      push({ type: 'x-surface', station: x, taken });
      return null;
    }
    const waiting = pawnsToMove(state);
    if (waiting.length === 0) throw new Error(`seed ${seed}: pawns' phase with no pawn to move`);
    const pawn = rng.pick(waiting);
    const destinations = legalDestinations(state, pawn);
    const stations = [...destinations.keys()];
    const onCandidates = stations.filter((station) => state.candidates.has(station));
    let to: StationId;
    if (destinations.has(x) && rng.chance(BIAS.luckyGuess * pressure)) to = x;
    else if (onCandidates.length > 0 && rng.chance(BIAS.onCandidate * pressure)) to = rng.pick(onCandidates);
    else if (rng.chance(BIAS.towardsCandidates * pressure)) {
      const toCandidates = distancesFrom(board, state.candidates);
      to = rng.pick(closest(stations, (station) => toCandidates[station] ?? Number.POSITIVE_INFINITY));
    } else to = rng.pick(stations);
    const pawnSetup = setup.pawns[pawn];
    if (!pawnSetup) throw new Error(`seed ${seed}: no pawn ${pawn}`);
    movedThisRound.add(pawn);
    stats.pawnMoves++;
    if (pawnSetup.kind === 'bobby') stats.bobbyMoves++;
    const ticket = rng.pick(destinations.get(to) ?? []);
    if (pawnSetup.pool !== null && setup.misterX.receivesSpentTickets) receive(ticket);
    push({ type: 'pawn-move', pawn: pawnSetup.id, to, ticket });
    return to === x && state.phase !== 'question' ? 'missed-capture' : null;
  };

  let ending: SimulationEnding | null = null;
  while (ending === null) {
    if (events.length > MAX_EVENTS) throw new Error(`seed ${seed}: the game did not end after ${MAX_EVENTS} events`);
    switch (state.phase) {
      case 'over':
        ending = state.over?.reason ?? 'capture';
        break;
      case 'x-turn': {
        const announced = state.announcement;
        if (announced && state.doubleStep === 0) {
          push({ type: 'end', reason: announced.reason });
          if (announced.reason === 'x-trapped') stats.trappedEnds++;
          if (announced.reason === 'detectives-stuck') stats.stuckEnds++;
          ending = announced.reason;
        } else if (state.doubleStep === 0 && state.round > maxRounds) ending = 'max-rounds';
        else ending = xTurn();
        break;
      }
      case 'x-reveal':
        stats.reveals++;
        push({ type: 'x-reveal', station: x });
        break;
      case 'pawns':
        ending = pawnTurn();
        break;
      case 'question': {
        const found = state.question?.station === x;
        stats.questions++;
        if (found) stats.captures++;
        else stats.notThereAnswers++;
        push({ type: 'answer', found });
        break;
      }
    }
  }
  return { options, setup, events, start, trueStations, route, ending, stats };
}
