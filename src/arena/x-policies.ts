// Mister X bots for the arena, from naive to sly: random legal moves; an evasive runner; a
// lookahead hider that searches two plies and spends black tickets and double moves the way
// players do (after surfacing, when cornered, across the Thames); and an adversary that goes where
// Dragnet's own probability model thinks he is least likely to be.
import type { Board } from '../board/graph';
import type { StationId, Ticket } from '../board/types';
import { advanceCandidates } from '../engine/candidates';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import type { BoardFacts } from '../inference/model/move-model';
import { boardFacts, pawnDistances } from '../inference/model/move-model';
import { moveContext, observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import type { XChoice, XMove, XPolicy, XTurn } from './players';
import { pickBest } from './x-habits';

/** Any legal move, now and then a double move. */
export const randomX: XPolicy = {
  name: 'random',
  start: () => ({
    choose(turn) {
      if (turn.canDouble && turn.rng.chance(0.08)) return { kind: 'double' };
      return { kind: 'move', move: turn.rng.pick(turn.moves) };
    },
  }),
};

function nearest(facts: BoardFacts, pawns: readonly StationId[]): Uint8Array {
  return pawnDistances(facts, pawns);
}

/** Runs from the pawns: the destination farthest from the nearest pawn, with some noise; black
 *  only when nothing else will do; a double move when every single move ends next to a pawn. */
export const evasiveX: XPolicy = {
  name: 'evasive',
  start: (_setup, board) => {
    const facts = boardFacts(board);
    return {
      choose(turn) {
        const near = nearest(facts, turn.state.positions);
        const safety = (move: XMove) => Math.min(5, near[move.to] as number);
        if (turn.canDouble && turn.moves.every((move) => safety(move) <= 1)) return { kind: 'double' };
        const move = pickBest(
          turn.moves,
          (m) =>
            safety(m) + 0.2 * (facts.hub[m.to] as number) - (m.ticket === 'black' ? 1.2 : 0) + 1.2 * turn.rng.next(),
        );
        return { kind: 'move', move };
      },
    };
  },
};

/** How a lookahead hider values a position: safe now, safe after the pawns close in, hard to find. */
interface Lookahead {
  readonly facts: BoardFacts;
  readonly board: Board;
}

/** The pawns after each steps one ride towards `target` (the worst case: they know where he is). */
function closeIn(look: Lookahead, pawns: readonly StationId[], target: StationId): StationId[] {
  const { facts, board } = look;
  const row = target * facts.size;
  const taken = new Set<StationId>();
  return pawns.map((pawn) => {
    let to = pawn;
    let bestDistance = facts.distance[row + pawn] as number;
    for (const ticket of ['taxi', 'bus', 'underground'] as const) {
      for (const next of board.ticketNeighbours(pawn, ticket)) {
        const d = facts.distance[row + next] as number;
        if (d < bestDistance && !taken.has(next)) {
          bestDistance = d;
          to = next;
        }
      }
    }
    taken.add(to);
    return to;
  });
}

/** Two plies: his move to `to`, the pawns' reply (each closing in), his best move after that. */
function plyValue(look: Lookahead, pawns: readonly StationId[], to: StationId, usable: readonly Ticket[]): number {
  const { facts, board } = look;
  const now = Math.min(4, nearest(facts, pawns)[to] as number);
  if (now <= 1) return -10 + now;
  const after = closeIn(look, pawns, to);
  const near = nearest(facts, after);
  let getaway = 0;
  for (const ticket of usable) {
    for (const next of board.ticketNeighbours(to, ticket)) {
      if (after.includes(next)) continue;
      getaway = Math.max(getaway, Math.min(4, near[next] as number));
    }
  }
  return 2 * now + 1.5 * getaway + 0.3 * (facts.hub[to] as number);
}

export const lookaheadX: XPolicy = {
  name: 'lookahead',
  start: (setup, board) => {
    const look: Lookahead = { facts: boardFacts(board), board };
    return {
      choose(turn) {
        const { state } = turn;
        const justSurfaced = state.log[state.log.length - 1]?.revealed != null;
        const usable = [...new Set(turn.moves.map((move) => move.ticket))];
        const spread = new Map<Ticket, number>();
        const ambiguity = (ticket: Ticket) => {
          let size = spread.get(ticket);
          if (size === undefined) {
            size = advanceCandidates(state.candidates, ticket, state.game.masks, state.occupied).size;
            spread.set(ticket, size);
          }
          return Math.log2(Math.max(1, size));
        };
        const blackLeft = state.x.black;
        const value = (move: XMove, pawns: readonly StationId[]) => {
          let v = plyValue(look, pawns, move.to, usable) + 0.8 * ambiguity(move.ticket);
          if (move.ticket === 'black') {
            // Black tickets are few: spent after surfacing, across the Thames, or to get out.
            v -= justSurfaced ? 0 : 2.5 - 0.3 * Math.max(0, blackLeft - 3);
            if (move.ferry) v += 2;
          } else if (move.ticket === 'underground') v -= 0.3;
          return v;
        };
        const pawns = state.positions;
        if (turn.canDouble) {
          const single = Math.max(...turn.moves.map((move) => plyValue(look, pawns, move.to, usable)));
          const surfacingNext = setup.surfacing.includes(state.log.length + 1);
          const cornered = single < 0;
          const hunted = justSurfaced && (nearest(look.facts, pawns)[turn.at] as number) <= 2;
          if (cornered || hunted || (surfacingNext && single < 3 && turn.rng.chance(0.3))) return { kind: 'double' };
        }
        if (state.doubleStep === 1) {
          // First half: judged by the best second half that can follow it.
          const move = pickBest(turn.moves, (first) => {
            const seconds = turn.secondHalf(first);
            return Math.max(...seconds.map((second) => value(second, pawns))) + 0.1 * turn.rng.next();
          });
          return { kind: 'move', move };
        }
        return { kind: 'move', move: pickBest(turn.moves, (move) => value(move, pawns) + 0.6 * turn.rng.next()) };
      },
    };
  },
};

/** Moves where Dragnet's probability model gives him the least chance, among moves that do not
 *  end next to a pawn (when there are any). Doubles only when cornered. */
export function adversaryOf(makeModel: (board: Board) => Estimator): XPolicy {
  return {
    name: 'adversarial',
    start: (_setup, board) => {
      const facts = boardFacts(board);
      let model: Estimator | null = null;
      const modelOf = (state: GameState): Estimator => {
        if (!model) model = startEstimator(makeModel(board), state);
        return model;
      };
      return {
        observe(before, event, after) {
          observeEvent(modelOf(before), before, event, after);
        },
        choose(turn: XTurn): XChoice {
          const current = modelOf(turn.state);
          const near = nearest(facts, turn.state.positions);
          const safe = turn.moves.filter((move) => (near[move.to] as number) > 1);
          if (safe.length === 0 && turn.canDouble) return { kind: 'double' };
          const options = safe.length > 0 ? safe : turn.moves;
          const context = moveContext(turn.state);
          const after = new Map<Ticket, Float64Array>();
          const chance = (move: XMove) => {
            let probabilities = after.get(move.ticket);
            if (!probabilities) {
              const copy = current.clone();
              copy.move(move.ticket, context);
              probabilities = copy.probabilities();
              after.set(move.ticket, probabilities);
            }
            return probabilities[move.to] as number;
          };
          const move = pickBest(options, (m) => -chance(m) * (1 + 0.05 * turn.rng.next()));
          return { kind: 'move', move };
        },
      };
    },
  };
}

export const adversarialX: XPolicy = adversaryOf((board) => probabilityModel(board));

export const X_POLICIES: readonly XPolicy[] = [randomX, evasiveX, lookaheadX, adversarialX];
