// Whether the detectives' tickets lasted the game, read from a played game's states: the
// pawn-rounds in which a detective due to move held no ticket for any line from its station (it
// sits out, RULES.md "Moving"), and the rides that shuttle a pawn between the same two stations
// round after round. The arena reports both for every team (docs/advisor.md, "Tickets that last").
import type { StationId } from '../board/types';
import { hasUsableLine } from '../game/pawn-moves';
import type { GameState } from '../game/state';

/** One round in which a detective had no ticket for any line from its station. */
export interface NoTicketRound {
  readonly pawn: number;
  readonly round: number;
  readonly station: StationId;
}

/** The last round the tickets must last: the round limit (Ravensburger: 22), or without one as
 *  many rounds as a pawn has tickets at the start (Milton Bradley: 10 + 8 + 4 = 22; a pawn that
 *  rode every round has none left after that, whatever it did). */
export function ticketHorizon(first: GameState): number {
  const { setup, poolOfPawn } = first.game;
  if (setup.roundLimit !== null) return setup.roundLimit;
  let horizon = Number.POSITIVE_INFINITY;
  setup.pools.forEach((pool, index) => {
    const pawns = poolOfPawn.filter((owner, pawn) => owner === index && setup.pawns[pawn]?.kind === 'detective');
    if (pawns.length === 0) return;
    const { taxi, bus, underground } = pool.tickets;
    horizon = Math.min(horizon, Math.floor((taxi + bus + underground) / pawns.length));
  });
  return horizon;
}

/** Every (pawn, round) in which a detective still due to move in the pawns' phase held no ticket
 *  for any line from its station, whoever stood at the other end (a pawn only hemmed in by other
 *  pawns is not counted: its tickets are fine). Only rounds the game still played (its pawns'
 *  phase came) and within the ticket horizon count. A pile two pawns share is read after each
 *  move, so the pawn the other left with nothing counts too. */
export function noTicketRounds(states: readonly GameState[]): NoTicketRound[] {
  const first = states[0];
  if (!first) return [];
  const horizon = ticketHorizon(first);
  const seen = new Set<string>();
  const found: NoTicketRound[] = [];
  for (const state of states) {
    if (state.phase !== 'pawns' || state.round > horizon) continue;
    state.positions.forEach((station, pawn) => {
      if (state.moved[pawn] || (state.game.poolOfPawn[pawn] ?? -1) < 0) return;
      if (hasUsableLine(state, pawn)) return;
      const key = `${pawn}:${state.round}`;
      if (seen.has(key)) return;
      seen.add(key);
      found.push({ pawn, round: state.round, station });
    });
  }
  return found;
}

/** Detective pawn-rounds the game played within the ticket horizon (the denominator of the
 *  no-ticket rounds): each round whose pawns' phase came, times the detectives. */
export function detectivePawnRounds(states: readonly GameState[]): number {
  const first = states[0];
  if (!first) return 0;
  const horizon = ticketHorizon(first);
  const detectives = first.game.poolOfPawn.filter((pool) => pool >= 0).length;
  const rounds = new Set<number>();
  for (const state of states) if (state.phase === 'pawns' && state.round <= horizon) rounds.add(state.round);
  return rounds.size * detectives;
}

/** Rides that shuttle a detective or Bobby between two stations round after round: a ride from B
 *  back to A after A → B → A → B, the third ride in a row between the same two stations, and every
 *  one after it. (One ride there and back is often right; a pawn that keeps riding to and fro
 *  spends a ticket a round and gets nowhere.) */
export function shuttleRides(states: readonly GameState[]): { pawn: number; round: number; between: StationId[] }[] {
  const first = states[0];
  if (!first) return [];
  const rides: { pawn: number; round: number; between: StationId[] }[] = [];
  first.positions.forEach((start, pawn) => {
    const stops: StationId[] = [start];
    for (const state of states) {
      const at = state.positions[pawn] as StationId;
      if (at === stops[stops.length - 1]) continue;
      stops.push(at);
      const n = stops.length - 1;
      if (n >= 3 && stops[n] === stops[n - 2] && stops[n - 1] === stops[n - 3]) {
        rides.push({ pawn, round: state.round, between: [stops[n - 1] as StationId, at] });
      }
    }
  });
  return rides;
}

/** A team's tickets over many games: games and pawn-rounds with a detective holding no ticket for
 *  any line from its station, out of the games and detective pawn-rounds played, and shuttle rides. */
export interface TicketTally {
  games: number;
  noTicketGames: number;
  noTicketPawnRounds: number;
  pawnRounds: number;
  shuttleRides: number;
}

export function emptyTally(): TicketTally {
  return { games: 0, noTicketGames: 0, noTicketPawnRounds: 0, pawnRounds: 0, shuttleRides: 0 };
}

/** Adds one game to a tally; whether a detective had no usable ticket in it. */
export function tallyGame(tally: TicketTally, states: readonly GameState[]): boolean {
  const none = noTicketRounds(states).length;
  tally.games++;
  if (none > 0) tally.noTicketGames++;
  tally.noTicketPawnRounds += none;
  tally.pawnRounds += detectivePawnRounds(states);
  tally.shuttleRides += shuttleRides(states).length;
  return none > 0;
}
