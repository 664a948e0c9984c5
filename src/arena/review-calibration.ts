// How well the review's chance (src/inference/review/review-chance.ts) foresees the end of a game: seeded
// arena games, every detectives' turn weighed as the review weighs it (the best plan found and the
// table's own), and whether the detectives went on to catch him. A reliability table in ten bins
// (what the chance said against how often they caught him), the Brier score and the log loss, every
// interval with games as the samples (the turns of one game share its ending).
import type { StationId } from '../board/types';
import type { GameState } from '../game/state';
import type { Verdict } from '../inference/review/review';
import { turnStarts, VERDICTS, verdictOf, weighDetectivesTurn } from '../inference/review/review';
import type { ChanceContext, ChanceParameters, PlanOdds } from '../inference/review/review-chance';
import { chanceAfter, lossOf } from '../inference/review/review-chance';
import { replayProbabilities } from '../inference/whereabouts';
import { playArenaGame, xWon } from './arena';
import { ClusteredMean, wilson } from './metrics';
import type { DetectivePolicy, XPolicy } from './players';
import type { PresetRuleSet } from './simulate';

/** One kind of game: a Mister X bot against a detective team, under one rule set. */
export interface CalibrationCell {
  readonly x: XPolicy;
  readonly team: DetectivePolicy;
  readonly ruleSet: PresetRuleSet;
  /** Ravensburger detective players (1-5); Milton Bradley always plays five pawns. */
  readonly players: number;
}

export function cellName(cell: CalibrationCell): string {
  const rules = cell.ruleSet === 'ravensburger-2013' ? 'rb' : 'mb';
  return `${cell.x.name}/${cell.team.name}/${rules}${cell.ruleSet === 'ravensburger-2013' ? cell.players : 5}`;
}

/** A detectives' turn of an arena game, as the review weighs it. */
export interface TurnSample {
  /** The game it belongs to (unique within a collection). */
  readonly game: number;
  readonly cell: string;
  readonly round: number;
  readonly context: ChanceContext;
  readonly best: PlanOdds;
  /** Null when a move of the team's is not among the advisor's options. */
  readonly played: PlanOdds | null;
  readonly candidates: number;
  /** His probability on his true station when the turn began. */
  readonly truthChance: number;
  /** The detectives went on to catch (or trap) him. */
  readonly caught: boolean;
}

const oddsOf = (breakdown: PlanOdds): PlanOdds => ({
  catchNow: breakdown.catchNow,
  trapped: breakdown.trapped,
  nextCatch: breakdown.nextCatch,
});

/** Plays `games` games of each cell (game i of a cell plays seed + i) and weighs every detectives'
 *  turn with `evaluations` evaluations of the review's search. */
export function collectTurns(
  cells: readonly CalibrationCell[],
  games: number,
  seed: number,
  evaluations: number,
  onGame?: (cell: string, done: number) => void,
): TurnSample[] {
  const samples: TurnSample[] = [];
  let gameId = 0;
  for (const cell of cells) {
    const name = cellName(cell);
    const table = { seed, ruleSet: cell.ruleSet, detectiveCount: cell.players, x: cell.x };
    for (let i = 0; i < games; i++) {
      const game = playArenaGame(table, i, cell.team);
      const caught = !xWon(game.ending);
      const chances = replayProbabilities(game.states, game.events);
      for (const step of turnStarts(game.states)) {
        const weighed = weighDetectivesTurn(game.states, game.events, chances, step, evaluations);
        if (!weighed) continue;
        const state = game.states[step] as GameState;
        const truth = game.route[state.log.length] as StationId;
        samples.push({
          game: gameId,
          cell: name,
          round: state.round,
          context: weighed.context,
          best: oddsOf(weighed.bestBreakdown),
          played: weighed.playedBreakdown && oddsOf(weighed.playedBreakdown),
          candidates: state.candidates.size,
          truthChance: chances[step]?.[truth] ?? 0,
          caught,
        });
      }
      gameId++;
      onGame?.(name, i + 1);
    }
  }
  return samples;
}

/** What a chance said of a turn: the table's plan or the best one found. */
export type Said = (sample: TurnSample) => number;

/** The review's `played`: the table's plan, or the best one's where the table's cannot be weighed
 *  (a turn cut short by the catch). */
export const playedChance =
  (parameters?: ChanceParameters): Said =>
  (sample) =>
    chanceAfter(sample.played ?? sample.best, sample.context, parameters);

export const bestChance =
  (parameters?: ChanceParameters): Said =>
  (sample) =>
    chanceAfter(sample.best, sample.context, parameters);

export interface ReliabilityBin {
  /** The bin: chances from `from` up to `to`. */
  readonly from: number;
  readonly to: number;
  readonly turns: number;
  readonly games: number;
  /** Mean chance said, and how often the detectives caught him, with its 95% interval: the wider of
   *  the interval with games as the samples and Wilson's at that rate over as many samples as the
   *  bin has games (so that a bin where every game went one way still shows how few it holds). */
  readonly said: number;
  readonly held: number;
  readonly low: number;
  readonly high: number;
}

export interface Calibration {
  readonly turns: number;
  readonly games: number;
  readonly bins: readonly ReliabilityBin[];
  /** Mean squared error of the chance against the ending, and its 95% half-width. */
  readonly brier: number;
  readonly brierHalfWidth: number;
  /** Mean negative log-likelihood of the ending (nats; chances clamped to [0.001, 0.999]). */
  readonly logLoss: number;
  readonly logLossHalfWidth: number;
  /** The mean chance said and how often they caught him, over all turns, with the 95% interval of
   *  the latter (the wider of the one with games as the samples and Wilson's at that rate over as
   *  many samples as there are games). */
  readonly said: number;
  readonly held: number;
  readonly heldLow: number;
  readonly heldHigh: number;
}

const BINS = 10;
const CLAMP = 0.001;

export function logLossOf(chance: number, caught: boolean): number {
  const p = Math.min(1 - CLAMP, Math.max(CLAMP, chance));
  return -Math.log(caught ? p : 1 - p);
}

/** The reliability of `said` over the samples (in the order collected: a game's turns together). */
export function calibrate(samples: readonly TurnSample[], said: Said): Calibration {
  const bins = Array.from({ length: BINS }, () => ({ said: 0, held: new ClusteredMean(), games: new Set<number>() }));
  const brier = new ClusteredMean();
  const log = new ClusteredMean();
  const held = new ClusteredMean();
  const games = new Set<number>();
  let total = 0;
  let saidSum = 0;
  let last = -1;
  const all = [...bins.map((bin) => bin.held), brier, log, held];
  for (const sample of samples) {
    const chance = said(sample);
    if (sample.game !== last) for (const mean of all) mean.endGame();
    last = sample.game;
    const outcome = sample.caught ? 1 : 0;
    const bin = bins[Math.min(BINS - 1, Math.floor(chance * BINS))] as (typeof bins)[number];
    bin.said += chance;
    bin.held.add(outcome);
    bin.games.add(sample.game);
    brier.add((chance - outcome) ** 2);
    log.add(logLossOf(chance, sample.caught));
    held.add(outcome);
    games.add(sample.game);
    saidSum += chance;
    total++;
  }
  const brierValue = brier.value();
  const logValue = log.value();
  const heldValue = held.value();
  const byGames = wilson(Math.round(heldValue.mean * games.size), games.size);
  return {
    turns: total,
    games: games.size,
    bins: bins.map((bin, index) => {
      const value = bin.held.value();
      const games = wilson(Math.round(value.mean * bin.games.size), bin.games.size);
      return {
        from: index / BINS,
        to: (index + 1) / BINS,
        turns: value.count,
        games: bin.games.size,
        said: value.count > 0 ? bin.said / value.count : Number.NaN,
        held: value.mean,
        low: Math.max(0, Math.min(games.low, value.mean - value.halfWidth)),
        high: Math.min(1, Math.max(games.high, value.mean + value.halfWidth)),
      };
    }),
    brier: brierValue.mean,
    brierHalfWidth: brierValue.halfWidth,
    logLoss: logValue.mean,
    logLossHalfWidth: logValue.halfWidth,
    said: total > 0 ? saidSum / total : Number.NaN,
    held: heldValue.mean,
    heldLow: Math.max(0, Math.min(byGames.low, heldValue.mean - heldValue.halfWidth)),
    heldHigh: Math.min(1, Math.max(byGames.high, heldValue.mean + heldValue.halfWidth)),
  };
}

/** Mean log loss of `parameters`' chance for the table's plans (the best plan's where the table's
 *  cannot be weighed, as the review does). */
export function meanLogLoss(samples: readonly TurnSample[], parameters: ChanceParameters): number {
  let total = 0;
  for (const sample of samples) {
    total += logLossOf(chanceAfter(sample.played ?? sample.best, sample.context, parameters), sample.caught);
  }
  return total / Math.max(1, samples.length);
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/** The parameters as free numbers: next round's weight on a log scale, the others as log-odds. */
function fromVector(vector: readonly number[]): ChanceParameters {
  return {
    next: Math.exp(vector[0] as number),
    persistence: logistic(vector[1] as number),
    rate: logistic(vector[2] as number),
  };
}

/** Where the fit starts: half of next round's chance, half of it carried over, 2% per pawn. */
const FIT_START = [Math.log(0.5), logit(0.5), logit(0.02)];

/** Maximum likelihood of the games' endings, by coordinate search with shrinking steps (as
 *  fit.ts fits the cautious mover). */
export function fitChance(
  samples: readonly TurnSample[],
  progress?: (text: string) => void,
): { parameters: ChanceParameters; logLoss: number } {
  let vector = [...FIT_START];
  let best = meanLogLoss(samples, fromVector(vector));
  let step = 1;
  while (step > 0.002) {
    let improved = false;
    for (let i = 0; i < vector.length; i++) {
      for (const direction of [1, -1]) {
        const trial = [...vector];
        trial[i] = (trial[i] as number) + direction * step;
        const value = meanLogLoss(samples, fromVector(trial));
        if (value < best - 1e-9) {
          vector = trial;
          best = value;
          improved = true;
          break;
        }
      }
    }
    if (!improved) step /= 2;
    progress?.(`fit: step ${step.toFixed(3)}, mean log loss ${best.toFixed(4)}`);
  }
  return { parameters: fromVector(vector), logLoss: best };
}

/** The review's verdicts of the turns under `parameters` (a table's plan that cannot be weighed
 *  loses nothing, as in the review). */
export function verdictCounts(samples: readonly TurnSample[], parameters: ChanceParameters): Record<Verdict, number> {
  const counts = Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as Record<Verdict, number>;
  for (const sample of samples) {
    const loss = sample.played ? lossOf(sample.best, sample.played, sample.context, parameters) : 0;
    counts[verdictOf(loss)]++;
  }
  return counts;
}
