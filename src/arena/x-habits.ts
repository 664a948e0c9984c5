// The frame of the arena's habit-driven Mister X players (x-held-out.ts, x-training.ts): each sees
// the same things at his turn (how near the pawns are, which moves are safe, whether the table has
// just seen him); a player is only the way he picks among the moves.
import type { Board } from '../board/graph';
import type { Setup } from '../game/setup';
import { type BoardFacts, boardFacts, pawnDistances } from '../inference/model/move-model';
import type { XChoice, XMove, XPolicy, XTurn } from './players';

/** What a habit player sees at his turn, besides the turn itself. */
export interface Sight {
  /** Rides from the nearest pawn, by station. */
  readonly near: Uint8Array;
  /** Rides from the nearest pawn to where `move` ends, counted up to `cap`: beyond it he feels as
   *  safe at one station as at another. */
  safety(move: XMove, cap?: number): number;
  /** The moves that end two rides or more from every pawn: no pawn can reach him next round. */
  readonly safe: readonly XMove[];
  /** The safe moves, or every move when none is safe. */
  readonly options: readonly XMove[];
  /** The last log entry showed him; in the first half of a double move that is the entry just made. */
  readonly justSurfaced: boolean;
}

/** Chooses at one turn; `sight` is worked out afresh for each turn and draws nothing from the rng. */
export type HabitChoice = (turn: XTurn, sight: Sight) => XChoice;

/** A Mister X policy from `start`, which runs once a game (for what he keeps between turns) and
 *  returns his choice. */
export function habitX(name: string, start: (board: Board, facts: BoardFacts, setup: Setup) => HabitChoice): XPolicy {
  return {
    name,
    start: (setup, board) => {
      const facts = boardFacts(board);
      const choose = start(board, facts, setup);
      return {
        choose(turn: XTurn): XChoice {
          const near = pawnDistances(facts, turn.state.positions);
          const safe = turn.moves.filter((move) => (near[move.to] as number) >= 2);
          const { log } = turn.state;
          return choose(turn, {
            near,
            safety: (move, cap = 4) => Math.min(cap, near[move.to] as number),
            safe,
            options: safe.length > 0 ? safe : turn.moves,
            justSurfaced: log[log.length - 1]?.revealed != null,
          });
        },
      };
    },
  };
}

/** The item of highest `value`; the first of them on a tie. */
export function pickBest<T>(items: readonly T[], value: (item: T) => number): T {
  let best = items[0] as T;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const v = value(item);
    if (v > bestValue) {
      bestValue = v;
      best = item;
    }
  }
  return best;
}

/** Draws a move with probability proportional to `weight`. */
export function pickWeighted(turn: XTurn, moves: readonly XMove[], weight: (move: XMove) => number): XMove {
  const weights = moves.map(weight);
  let total = 0;
  for (const w of weights) total += w;
  let draw = turn.rng.next() * total;
  for (let i = 0; i < moves.length; i++) {
    draw -= weights[i] as number;
    if (draw <= 0) return moves[i] as XMove;
  }
  return moves[moves.length - 1] as XMove;
}
