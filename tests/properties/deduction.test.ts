// Property tests of the deduction over random legal games (src/arena/simulate.ts), against the
// guarantees in RULES.md "What the deduction must guarantee":
//  - Sound: the candidate set always holds Mister X's true station, and a correct record is never
//    reported as inconsistent.
//  - Exact: every candidate has a history consistent with the record, and every station with such
//    a history is a candidate (checked against an independent search, tests/support/brute-force.ts).
//  - The log is the truth (STYLE.md rule 2): replaying a prefix, as undo does, gives the same states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FERRY_PIERS } from '../../src/arena/routes';
import type { SimulatedGame, SimulationOptions, SimulationStats } from '../../src/arena/simulate';
import { addStats, emptyStats, simulateGame } from '../../src/arena/simulate';
import { getBoard } from '../../src/board/graph';
import type { StationId } from '../../src/board/types';
import { replay, undo } from '../../src/game/replay';
import type { GameState } from '../../src/game/state';
import { bruteForce, fitsRecord } from '../support/brute-force';

/** Fixed so that the runs, and the feature counts asserted below, are the same on every run. */
const FC_SEED = 0x5eed;

/** Random game options: both rule sets, 1-5 Ravensburger detectives (Bobbies, the two-player
 *  pooled game), voluntary surfacing, custom games with few tickets (stranded pawns) or Mister X
 *  starting at a ferry pier, calm or keen detectives, and both answers about taxi 13-14. */
function gameOptions(maxRounds: fc.Arbitrary<number>): fc.Arbitrary<SimulationOptions> {
  return fc
    .record({
      seed: fc.integer({ min: 0, max: 0x7fffffff }),
      ruleSet: fc.constantFrom('milton-bradley-1985' as const, 'ravensburger-2013' as const),
      detectives: fc.integer({ min: 1, max: 5 }),
      maxRounds,
      voluntarySurfacing: fc.boolean(),
      scarce: fc.oneof(
        { weight: 3, arbitrary: fc.constant(null) },
        {
          weight: 1,
          arbitrary: fc.record({
            taxi: fc.integer({ min: 1, max: 4 }),
            bus: fc.integer({ min: 0, max: 2 }),
            underground: fc.integer({ min: 0, max: 1 }),
          }),
        },
      ),
      ferryStart: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
      pressure: fc.constantFrom(1, 0.5, 0.1),
      taxi1314: fc.constantFrom(true, false, null),
    })
    .map(
      ({ scarce, ferryStart, taxi1314, ...rest }): SimulationOptions => ({
        ...rest,
        ...(scarce ? { pawnTickets: scarce } : {}),
        ...(ferryStart ? { xStartCards: FERRY_PIERS } : {}),
        ...(taxi1314 !== null && rest.ruleSet === 'ravensburger-2013'
          ? { routeAnswers: { 'taxi 13-14': taxi1314 } }
          : {}),
      }),
    );
}

function fail(game: SimulatedGame, eventCount: number, problem: string): never {
  const after = eventCount === 0 ? 'before any event' : `after event #${eventCount - 1}`;
  const event = eventCount === 0 ? '' : ` ${JSON.stringify(game.events[eventCount - 1])}`;
  throw new Error(`${JSON.stringify(game.options)}: ${after}${event}: ${problem}`);
}

/** Mister X's true station in replay state k (k events applied). */
function truthAt(game: SimulatedGame, k: number): StationId {
  return k === 0 ? game.start : (game.trueStations[k - 1] as StationId);
}

function replayOk(game: SimulatedGame): readonly GameState[] {
  const { states, failure } = replay(game.setup, game.events);
  if (failure) fail(game, failure.index + 1, `replay refused it: ${failure.error.message}`);
  return states;
}

/** Checked after the per-event checks, which point at the first event that went wrong. */
function expectNoMissedCapture(game: SimulatedGame): void {
  if (game.ending === 'missed-capture') fail(game, game.events.length, 'a pawn ended on Mister X and nobody asked');
}

/** Every count must be positive across the runs, or the property is weaker than it claims. */
function expectExercised(total: SimulationStats, games: Record<string, number>): void {
  const features = {
    black: total.blackTickets,
    ferry: total.ferryRides,
    double: total.doubleMoves,
    surfacingFirstHalf: total.surfacingFirstHalves,
    voluntarySurfacing: total.voluntarySurfacings,
    bobbyMoves: total.bobbyMoves,
    stranded: total.strandedPawnRounds,
    notThere: total.notThereAnswers,
    capture: total.captures,
    ...games,
  };
  for (const [feature, count] of Object.entries(features)) expect(count, `runs with ${feature}`).toBeGreaterThan(0);
}

function countGame(games: Record<string, number>, game: SimulatedGame): void {
  const count = (key: string) => {
    games[key] = (games[key] ?? 0) + 1;
  };
  count(game.setup.ruleSet === 'custom' ? 'custom' : game.setup.ruleSet);
  if (game.setup.pawns.length === 4 && game.setup.pools.length === 1) count('two-player');
  count(game.ending);
  if (game.route.length > 13) count('entry 13 reached');
}

/** Runs the exactness property and returns what the runs exercised. */
function checkExact(maxRounds: fc.Arbitrary<number>, numRuns: number) {
  const total = emptyStats();
  const games: Record<string, number> = {};
  fc.assert(
    fc.property(gameOptions(maxRounds), (options) => {
      const game = simulateGame(options);
      addStats(total, game.stats);
      countGame(games, game);
      const states = replayOk(game);
      const routes = getBoard(game.setup.board, game.setup.routeAnswers).routes;
      const brute = bruteForce(game.setup, game.events);
      states.forEach((state, k) => {
        const record = brute.records[k];
        if (!record) fail(game, k, 'no brute-force record');
        // The simulator's truth must fit the independent reading of the record, or one of them is wrong.
        const truth = game.route.slice(0, record.moves.length + 1);
        if (!fitsRecord(record, routes, truth)) fail(game, k, `his true route ${truth.join('-')} does not fit`);
        const engine = state.candidates.toArray().join(',');
        const possible = brute.possible[k]?.join(',');
        if (engine !== possible) fail(game, k, `engine ${engine} but consistent histories end on ${possible}`);
        for (const [station, history] of brute.witnesses[k] ?? []) {
          if (!fitsRecord(record, routes, history)) fail(game, k, `witness ${history.join('-')} for ${station}`);
        }
      });
      expectNoMissedCapture(game);
    }),
    { seed: FC_SEED, numRuns },
  );
  return { total, games };
}

describe('deduction over simulated legal games (RULES.md "What the deduction must guarantee")', () => {
  it('is sound: after every event the candidates hold his true station and nothing is inconsistent', () => {
    const total = emptyStats();
    const games: Record<string, number> = {};
    fc.assert(
      fc.property(gameOptions(fc.constant(30)), (options) => {
        const game = simulateGame(options);
        addStats(total, game.stats);
        countGame(games, game);
        replayOk(game).forEach((state, k) => {
          if (!state.candidates.has(truthAt(game, k))) {
            fail(game, k, `true station ${truthAt(game, k)} is not in ${state.candidates.toArray().join(',')}`);
          }
          if (state.inconsistencies.length > 0) {
            fail(game, k, `inconsistency reported: ${state.inconsistencies[0]?.error.message}`);
          }
        });
        expectNoMissedCapture(game);
      }),
      { seed: FC_SEED, numRuns: 1000 },
    );
    expectExercised(total, {
      'milton-bradley-1985': games['milton-bradley-1985'] ?? 0,
      'ravensburger-2013': games['ravensburger-2013'] ?? 0,
      custom: games.custom ?? 0,
      'two-player': games['two-player'] ?? 0,
      'detectives-stuck': games['detectives-stuck'] ?? 0,
      'rounds-played': games['rounds-played'] ?? 0,
    });
  }, 60_000);

  it('is exact on short games: the candidates are the stations some consistent history ends on', () => {
    const { total, games } = checkExact(fc.integer({ min: 1, max: 8 }), 800);
    expectExercised(total, {
      'milton-bradley-1985': games['milton-bradley-1985'] ?? 0,
      'ravensburger-2013': games['ravensburger-2013'] ?? 0,
      'two-player': games['two-player'] ?? 0,
    });
  }, 60_000);

  it('is exact on whole games too (later surfacing entries, the 22-round end)', () => {
    const { games } = checkExact(fc.integer({ min: 9, max: 30 }), 150);
    expect(games['entry 13 reached'] ?? 0, 'games reaching entry 13').toBeGreaterThan(0);
    expect(games['rounds-played'] ?? 0, 'games lasting 22 rounds').toBeGreaterThan(0);
  }, 60_000);

  it('replays deterministically: a prefix of the log (undo) gives the prefix of the states', () => {
    // Everything but the shared context, with station sets as plain lists.
    const view = (state: GameState) => ({
      ...state,
      game: null,
      candidates: state.candidates.toArray(),
      occupied: state.occupied.toArray(),
    });
    fc.assert(
      fc.property(gameOptions(fc.constant(30)), fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), (options, cuts) => {
        const game = simulateGame(options);
        expect(simulateGame(options).events, 'the simulator is deterministic').toEqual(game.events);
        const states = replayOk(game);
        for (const cut of cuts) {
          const steps = cut % (game.events.length + 1);
          const shorter = replay(game.setup, undo(game.events, steps));
          expect(shorter.failure).toBeNull();
          const kept = game.events.length - steps;
          expect(
            shorter.states.map(view),
            `${JSON.stringify(options)}: undo ${steps} of ${game.events.length}`,
          ).toEqual(states.slice(0, kept + 1).map(view));
        }
      }),
      { seed: FC_SEED, numRuns: 150 },
    );
  }, 60_000);
});
