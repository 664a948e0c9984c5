// The fuzzing players of the property tests: legal moves drawn at random, but biased so that a
// thousand games exercise every rule (black tickets, the ferry, double moves before a surfacing,
// "not there" answers, captures, stranded pawns). Not meant to play well.
import type { Board } from '../board/graph';
import { distancesFrom } from '../board/graph';
import type { StationId } from '../board/types';
import { legalDestinations } from '../game/pawn-moves';
import type { DetectivePolicy, XMove, XPolicy } from './players';
import type { Random } from './random';
import { FERRY_PIERS } from './routes';

// How often the players choose one kind of move over a uniformly random one.
const BIAS = {
  ferryWhenAtPier: 0.6,
  black: 0.15,
  towardsPier: 0.25,
  doubleBeforeSurfacing: 0.5,
  double: 0.08,
  onCandidate: 0.3,
  towardsCandidates: 0.5,
} as const;

const pierDistanceCache = new WeakMap<Board, number[]>();

/** Fewest taxi/bus/underground rides from each station to the nearest ferry pier. */
export function pierDistances(board: Board): number[] {
  let distances = pierDistanceCache.get(board);
  if (!distances) {
    distances = distancesFrom(board, FERRY_PIERS);
    pierDistanceCache.set(board, distances);
  }
  return distances;
}

/** The items of a list closest by `distance`, ties kept. */
export function closest<T>(items: readonly T[], distance: (item: T) => number): T[] {
  let best = Number.POSITIVE_INFINITY;
  for (const item of items) best = Math.min(best, distance(item));
  return items.filter((item) => distance(item) === best);
}

function chooseXMove(rng: Random, board: Board, options: readonly XMove[]): XMove {
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

export const fuzzMisterX: XPolicy = {
  name: 'fuzz',
  start: (setup) => ({
    choose(turn) {
      if (turn.canDouble) {
        const surfacingNext = setup.surfacing.includes(turn.state.log.length + 1);
        if (turn.rng.chance(surfacingNext ? BIAS.doubleBeforeSurfacing : BIAS.double)) return { kind: 'double' };
      }
      return { kind: 'move', move: chooseXMove(turn.rng, turn.board, turn.moves) };
    },
  }),
};

/** Pawns picked at random, moving onto a candidate or towards the candidates as keen as `pressure`. */
export function fuzzDetectives(pressure: number): DetectivePolicy {
  return {
    name: 'fuzz',
    start: () => ({
      choose({ state, board, waiting, rng }) {
        const pawn = rng.pick(waiting);
        const destinations = legalDestinations(state, pawn);
        const stations = [...destinations.keys()];
        const onCandidates = stations.filter((station) => state.candidates.has(station));
        let to: StationId;
        if (onCandidates.length > 0 && rng.chance(BIAS.onCandidate * pressure)) to = rng.pick(onCandidates);
        else if (rng.chance(BIAS.towardsCandidates * pressure)) {
          const toCandidates = distancesFrom(board, state.candidates);
          to = rng.pick(closest(stations, (station) => toCandidates[station] ?? Number.POSITIVE_INFINITY));
        } else to = rng.pick(stations);
        return { pawn, to, ticket: rng.pick(destinations.get(to) ?? []) };
      },
    }),
  };
}
