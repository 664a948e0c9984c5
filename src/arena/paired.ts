// Paired comparisons of detective teams: every team plays the same seeds against the same Mister X
// bot, so each game starts from the same cards and the same Mister X start (simulateGame draws the
// set-up from the seed before any move). The difference of two teams is then measured game by
// game, which removes the luck of the draw from it.
import { playArenaGame, xWon } from './arena';
import { wilson } from './metrics';
import type { DetectivePolicy, XPolicy } from './players';
import type { PresetRuleSet, SimulatedGame } from './simulate';
import type { TicketTally } from './tickets-last';
import { emptyTally, tallyGame } from './tickets-last';

export interface PairedOptions {
  readonly x: XPolicy;
  readonly teams: readonly DetectivePolicy[];
  readonly games: number;
  readonly seed: number;
  readonly ruleSet: PresetRuleSet;
  readonly detectiveCount: number;
  readonly onGame?: (done: number, team: string, game: SimulatedGame) => void;
  /** A clock in milliseconds, to time the teams (the core has none of its own). */
  readonly now?: () => number;
}

export interface TeamResult {
  readonly team: string;
  /** 1 where Mister X won the game of seed `seed + i`. */
  readonly xWins: Uint8Array;
  /** Mean milliseconds per game. */
  readonly msPerGame: number;
  /** Whether the detectives' tickets lasted, over all the games (tickets-last.ts). */
  readonly tickets: TicketTally;
}

export interface Rate {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

export interface PairedDifference extends Rate {
  /** Games Mister X won against the first team and lost against the second, and the reverse. */
  readonly firstWorse: number;
  readonly secondWorse: number;
}

export function runPaired(options: PairedOptions): TeamResult[] {
  const now = options.now ?? (() => 0);
  return options.teams.map((team) => {
    const xWins = new Uint8Array(options.games);
    const tickets = emptyTally();
    const started = now();
    for (let i = 0; i < options.games; i++) {
      const game = playArenaGame(options, i, team);
      xWins[i] = xWon(game.ending) ? 1 : 0;
      tallyGame(tickets, game.states);
      options.onGame?.(i + 1, team.name, game);
    }
    return { team: team.name, xWins, msPerGame: (now() - started) / Math.max(1, options.games), tickets };
  });
}

export function xWinRate(result: TeamResult): Rate {
  let wins = 0;
  for (const win of result.xWins) wins += win;
  return wilson(wins, result.xWins.length);
}

/** Mister X's win rate against `second` minus against `first`, with a 95% interval from the
 *  per-seed differences (normal approximation of their mean). Negative: `second` does better. */
export function pairedDifference(first: TeamResult, second: TeamResult): PairedDifference {
  const n = Math.min(first.xWins.length, second.xWins.length);
  let sum = 0;
  let squares = 0;
  let firstWorse = 0;
  let secondWorse = 0;
  for (let i = 0; i < n; i++) {
    const difference = (second.xWins[i] as number) - (first.xWins[i] as number);
    sum += difference;
    squares += difference * difference;
    if (difference < 0) firstWorse++;
    if (difference > 0) secondWorse++;
  }
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? (squares - n * mean * mean) / (n - 1) : 0;
  const half = n > 0 ? 1.96 * Math.sqrt(Math.max(0, variance) / n) : 1;
  return { rate: mean, low: mean - half, high: mean + half, firstWorse, secondWorse };
}
