// Seeded whole games played through the real reducer, with Mister X's true station known at every
// moment; who moves where is decided by policies (players.ts). Every move is drawn from what the
// rules allow at that moment, so an event the reducer refuses is a bug, and the simulator throws
// with the seed and event index (RULES.md "What the deduction must guarantee").
import type { RouteAnswers } from '../board/graph';
import { getBoard } from '../board/graph';
import type { StationId, Ticket, TransportTicket } from '../board/types';
import { TICKETS, TRANSPORT_TICKETS } from '../board/types';
import type { StationSet } from '../engine/station-set';
import { applyEvent } from '../game/apply';
import type { EndReason, GameEvent } from '../game/events';
import { legalDestinations, pawnsToMove } from '../game/pawn-moves';
import { presetPawns, presetSetup } from '../game/rule-sets';
import type { Setup, TicketCounts } from '../game/setup';
import { validateSetup } from '../game/setup';
import type { GameState } from '../game/state';
import { initialState } from '../game/state';
import { xUsableTickets } from '../game/tickets';
import { fuzzDetectives, fuzzMisterX } from './fuzz';
import type { DetectivePolicy, PawnChoice, XMove, XPolicy } from './players';
import type { Random } from './random';
import { mulberry32 } from './random';
import type { RouteMap } from './routes';
import { routeMap } from './routes';

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
  /** Fuzzing detectives: how keenly the pawns chase the candidate stations, 0..1 (default 1). */
  readonly pressure?: number;
  /** Mister X's player (default: the fuzzing player of the property tests). */
  readonly x?: XPolicy;
  /** The detectives' player (default: the fuzzing team of the property tests). */
  readonly detectivePolicy?: DetectivePolicy;
  /** A table's slip (arena/mistakes.ts): event `index` is entered as `event` instead of what
   *  happened, and the game goes on from the record as entered: the detectives see that record,
   *  Mister X plays from his true station. The game stops ('slip-shown') at the first event after
   *  the slip that leaves the record contradicting itself, or ('slip-refused') at the first the
   *  record refuses. The game must be the one played without the slip up to `index`. */
  readonly slip?: { readonly index: number; readonly event: GameEvent };
}

/** How the simulated game stopped: an end the table confirmed, or where the simulator stopped. */
export type SimulationEnding =
  | EndReason
  /** The round limit of the simulation was reached. */
  | 'max-rounds'
  /** Milton Bradley: Mister X has no move (these rules do not say what happens then). */
  | 'x-stuck'
  /** A pawn ended its move on Mister X's true station and the app did not ask: unsound, or after
   *  a slip (`slip`) a capture the record did not see. */
  | 'missed-capture'
  /** After a slip: the record contradicts itself (its last event is the one that shows it). */
  | 'slip-shown'
  /** After a slip: the record refused the next event (the table would have looked again). */
  | 'slip-refused';

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
  /** states[0] is before any event, states[i + 1] after events[i] (the reducer's own states). */
  readonly states: readonly GameState[];
  /** Mister X's start station. */
  readonly start: StationId;
  /** His true station after each event: `trueStations[i]` is after `events[i]`. */
  readonly trueStations: readonly StationId[];
  /** His route: the start, then his station after each log entry. */
  readonly route: readonly StationId[];
  readonly ending: SimulationEnding;
  readonly stats: SimulationStats;
}

const MAX_EVENTS = 5000;
const VOLUNTARY_SURFACING_CHANCE = 0.2;

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
  if (invalid) throw new Error(`seed ${options.seed}: simulated set-up is invalid: ${invalid.code}`);
  return setup;
}

/** Every move Mister X could make now, read from the route list (see routes.ts). */
function xOptions(routes: RouteMap, from: StationId, usable: readonly Ticket[], occupied: StationSet): XMove[] {
  const options: XMove[] = [];
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

/** Plays one legal game. Deterministic for a given seed, options and policies. */
export function simulateGame(options: SimulationOptions): SimulatedGame {
  const { seed } = options;
  const rng = mulberry32(seed);
  const setup = simulationSetup(options, rng);
  const board = getBoard(setup.board, setup.routeAnswers);
  const xRoutes = routeMap(board.routes);
  const maxRounds = options.maxRounds ?? Number.POSITIVE_INFINITY;
  const xPlayer = (options.x ?? fuzzMisterX).start(setup, board);
  const fuzzing = options.detectivePolicy === undefined;
  const detectivePlayer = (options.detectivePolicy ?? fuzzDetectives(options.pressure ?? 1)).start(setup, board);
  const pawnStarts = new Set(setup.pawns.map((pawn) => pawn.start));
  const start = rng.pick(setup.misterX.startCards.filter((station) => !pawnStarts.has(station)));
  const stats = emptyStats();
  const events: GameEvent[] = [];
  const trueStations: StationId[] = [];
  const route: StationId[] = [start];
  let state = initialState(setup);
  const states: GameState[] = [state];
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
    if (spent === undefined && !slipped() && own.join() !== reducer.join()) {
      throw new Error(
        `seed ${seed}: after event #${events.length - 1} Mister X holds ${own} but the app says ${reducer}`,
      );
    }
    return own;
  };

  const slip = options.slip;
  const slipped = () => slip !== undefined && events.length > slip.index;
  /** Thrown from `push` after a slip, to stop the game there. */
  class SlipStop {
    constructor(readonly ending: 'slip-shown' | 'slip-refused') {}
  }
  const push = (played: GameEvent): void => {
    const event = slip && events.length === slip.index ? slip.event : played;
    const result = applyEvent(state, event);
    if (!result.ok && slip && events.length >= slip.index) throw new SlipStop('slip-refused');
    if (!result.ok) {
      throw new Error(
        `seed ${seed}: the reducer refused legal event #${events.length} ${JSON.stringify(event)} ` +
          `(Mister X on ${x}, phase ${state.phase}): ${result.error.code} ${JSON.stringify(result.error.params)}`,
      );
    }
    if (result.state.round !== state.round) {
      stats.strandedPawnRounds += setup.pawns.length - movedThisRound.size;
      movedThisRound = new Set();
    }
    const before = state;
    state = result.state;
    events.push(event);
    states.push(state);
    trueStations.push(x);
    xPlayer.observe?.(before, event, state);
    detectivePlayer.observe?.(before, event, state);
    if (slip && events.length > slip.index && state.inconsistencies.length > 0) throw new SlipStop('slip-shown');
  };

  const moveX = (choice: XMove): void => {
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
    const secondHalf = (move: XMove) => xOptions(xRoutes, move.to, usable(move.ticket), state.occupied);
    const offered = state.doubleStep === 1 ? moves.filter((move) => secondHalf(move).length > 0) : moves;
    if (offered.length === 0) {
      if (state.doubleStep !== 0) throw new Error(`seed ${seed}: no way through the double move from ${x}`);
      if (!setup.xLosesWhenTrapped) return 'x-stuck';
      push({ type: 'end', reason: 'x-trapped', station: x });
      stats.trappedEnds++;
      return 'x-trapped';
    }
    const canDouble = state.doubleStep === 0 && purse.double > 0 && moves.some((move) => secondHalf(move).length > 0);
    const choice = xPlayer.choose({ state, board, at: x, moves: offered, canDouble, secondHalf, rng });
    if (choice.kind === 'double') {
      if (!canDouble) throw new Error(`seed ${seed}: Mister X's player asked for a double move he cannot play`);
      stats.doubleMoves++;
      purse.double--;
      push({ type: 'x-double' });
      return null;
    }
    if (!offered.some((move) => move.ticket === choice.move.ticket && move.to === choice.move.to)) {
      throw new Error(`seed ${seed}: Mister X's player chose a move that was not offered`);
    }
    moveX(choice.move);
    return null;
  };

  const voluntarySurface = (): void => {
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
  };

  const pawnTurn = (): SimulationEnding | null => {
    const voluntary =
      setup.options.voluntarySurfacing &&
      !state.surfacedThisTurn &&
      !state.moved.some(Boolean) &&
      rng.chance(VOLUNTARY_SURFACING_CHANCE);
    if (voluntary) {
      voluntarySurface();
      return null;
    }
    const waiting = pawnsToMove(state);
    if (waiting.length === 0) throw new Error(`seed ${seed}: pawns' phase with no pawn to move`);
    let choice = detectivePlayer.choose({ state, board, waiting, rng });
    // The fuzzing team sometimes guesses right, so that the properties see captures.
    if (fuzzing) choice = luckyGuess(state, choice, x, rng, options.pressure ?? 1);
    const pawnSetup = setup.pawns[choice.pawn];
    const allowed = legalDestinations(state, choice.pawn).get(choice.to);
    if (!pawnSetup || !waiting.includes(choice.pawn) || !allowed?.includes(choice.ticket)) {
      throw new Error(`seed ${seed}: the detectives' player chose an illegal move ${JSON.stringify(choice)}`);
    }
    movedThisRound.add(choice.pawn);
    stats.pawnMoves++;
    if (pawnSetup.kind === 'bobby') stats.bobbyMoves++;
    if (pawnSetup.pool !== null && setup.misterX.receivesSpentTickets) receive(choice.ticket);
    push({ type: 'pawn-move', pawn: pawnSetup.id, to: choice.to, ticket: choice.ticket });
    return choice.to === x && state.phase !== 'question' ? 'missed-capture' : null;
  };

  let ending: SimulationEnding | null = null;
  while (ending === null) {
    try {
      ending = step();
    } catch (stop) {
      if (!(stop instanceof SlipStop)) throw stop;
      ending = stop.ending;
    }
  }
  return { options, setup, events, states, start, trueStations, route, ending, stats };

  function step(): SimulationEnding | null {
    let ending: SimulationEnding | null = null;
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
    return ending;
  }
}

/** Fuzzing only: now and then a pawn that can reach Mister X's true station goes there. */
function luckyGuess(state: GameState, choice: PawnChoice, x: StationId, rng: Random, pressure: number): PawnChoice {
  const destinations = legalDestinations(state, choice.pawn);
  const tickets = destinations.get(x);
  if (!tickets || !rng.chance(0.02 * pressure)) return choice;
  return { pawn: choice.pawn, to: x, ticket: rng.pick(tickets) };
}
