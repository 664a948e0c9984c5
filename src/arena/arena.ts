// The arena: many seeded games between a Mister X bot and a detective team, played through the
// real reducer, with every probability estimate scored after each of his moves against his true
// station. Game i plays seed + i, so two runs with the same seed see the same start cards.
import type { Board } from '../board/graph';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import { Filter } from '../inference/model/filter';
import { Flat } from '../inference/model/flat';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import { Scorer, wilson } from './metrics';
import type { DetectivePolicy, XPolicy } from './players';
import type { PresetRuleSet, SimulatedGame, SimulationEnding } from './simulate';
import { simulateGame } from './simulate';
import type { TicketTally } from './tickets-last';
import { emptyTally, tallyGame } from './tickets-last';

/** The estimates the arena scores: the model and the three baselines of docs/probabilities.md. */
export const ESTIMATORS: Readonly<Record<string, (board: Board) => Estimator>> = {
  model: probabilityModel,
  flat: (board) => new Flat(board.maxStationId + 1),
  histories: (board) => new Filter(board, { kind: 'histories' }),
  'even-split': (board) => new Filter(board, { kind: 'even-split' }),
};

export interface ArenaOptions {
  readonly x: XPolicy;
  readonly detectives: DetectivePolicy;
  readonly games: number;
  readonly seed: number;
  readonly ruleSet: PresetRuleSet;
  /** Ravensburger detective players (1-5); Milton Bradley always plays five pawns. */
  readonly detectiveCount: number;
  /** Which estimates to score (default: all of ESTIMATORS). */
  readonly estimators?: Readonly<Record<string, (board: Board) => Estimator>>;
  readonly onGame?: (done: number, game: SimulatedGame) => void;
}

export interface ArenaResult {
  readonly games: number;
  readonly xWins: number;
  readonly endings: Readonly<Record<string, number>>;
  /** Rounds of the games the detectives won. */
  readonly captureRounds: readonly number[];
  readonly xMoves: number;
  readonly scorers: ReadonlyMap<string, Scorer>;
  /** Whether the detectives' tickets lasted (tickets-last.ts). */
  readonly tickets: TicketTally;
}

const X_WINS: ReadonlySet<SimulationEnding> = new Set(['rounds-played', 'detectives-stuck', 'max-rounds']);

export function xWon(ending: SimulationEnding): boolean {
  return X_WINS.has(ending);
}

/** Log entries since he last showed himself (or since the start). */
export function entriesSinceSurfaced(state: GameState): number {
  return state.log.length - (state.revealed?.entry ?? 0);
}

/** Scores every estimator over one game, after each of his moves. */
export function scoreGame(
  game: SimulatedGame,
  estimators: Readonly<Record<string, (board: Board) => Estimator>>,
  scorers: Map<string, Scorer>,
): void {
  const first = game.states[0] as GameState;
  for (const [name, make] of Object.entries(estimators)) {
    let scorer = scorers.get(name);
    if (!scorer) {
      scorer = new Scorer();
      scorers.set(name, scorer);
    }
    const estimator = startEstimator(make(first.game.board), first);
    game.events.forEach((event, index) => {
      const before = game.states[index] as GameState;
      const after = game.states[index + 1] as GameState;
      observeEvent(estimator, before, event, after);
      if (event.type !== 'x-move') return;
      const truth = game.trueStations[index] as number;
      const entry = after.log[after.log.length - 1];
      const hidden = entry !== undefined && (entry.ticket === 'black' || entry.double);
      scorer.add(estimator.probabilities(), after.candidates, truth, entriesSinceSurfaced(after), hidden);
    });
    scorer.endGame();
  }
}

/** Game i of a run: seed S + i, so every team meets the same start cards (paired). */
export function playArenaGame(
  table: Pick<ArenaOptions, 'seed' | 'ruleSet' | 'detectiveCount' | 'x'>,
  index: number,
  detectives: DetectivePolicy,
): SimulatedGame {
  return simulateGame({
    seed: table.seed + index,
    ruleSet: table.ruleSet,
    detectives: table.detectiveCount,
    x: table.x,
    detectivePolicy: detectives,
  });
}

export function runArena(options: ArenaOptions): ArenaResult {
  const estimators = options.estimators ?? ESTIMATORS;
  const scorers = new Map<string, Scorer>();
  const endings: Record<string, number> = {};
  const captureRounds: number[] = [];
  let xWins = 0;
  let xMoves = 0;
  const tickets = emptyTally();
  for (let i = 0; i < options.games; i++) {
    const game = playArenaGame(options, i, options.detectives);
    tallyGame(tickets, game.states);
    endings[game.ending] = (endings[game.ending] ?? 0) + 1;
    if (xWon(game.ending)) xWins++;
    else captureRounds.push((game.states[game.states.length - 1] as GameState).round);
    xMoves += game.stats.xMoves;
    scoreGame(game, estimators, scorers);
    options.onGame?.(i + 1, game);
  }
  return { games: options.games, xWins, endings, captureRounds, xMoves, scorers, tickets };
}

export function winRate(result: ArenaResult) {
  return wilson(result.xWins, result.games);
}
