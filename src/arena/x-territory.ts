// A Mister X bot that plays for room, added with the advisor (docs/advisor.md): he moves to the
// station from which he reaches the most stations before any pawn can (the pursuit-evasion
// Voronoi region), never next to a pawn when he can help it; black right after surfacing (where it
// hides him best) and otherwise only when nothing else will do; a double move when every single
// move ends next to a pawn. Against the greedy and minimax detectives it is the arena's strongest.

import { boardFacts, pawnDistances } from '../inference/model/move-model';
import type { XChoice, XMove, XPolicy, XTurn } from './players';
import { X_POLICIES } from './x-policies';

export const territoryX: XPolicy = {
  name: 'territory',
  start: (_setup, board) => {
    const facts = boardFacts(board);
    return {
      choose(turn: XTurn): XChoice {
        const near = pawnDistances(facts, turn.state.positions);
        const room = (at: number) => {
          let count = 0;
          const row = at * facts.size;
          for (let station = 1; station < facts.size; station++) {
            if ((facts.distance[row + station] as number) < (near[station] as number)) count++;
          }
          return count;
        };
        if (turn.canDouble && turn.moves.every((move) => (near[move.to] as number) <= 1)) return { kind: 'double' };
        const justSurfaced = turn.state.log[turn.state.log.length - 1]?.revealed != null;
        const value = (move: XMove) => {
          let score = room(move.to) + turn.rng.next();
          if ((near[move.to] as number) <= 1) score -= 1000;
          if (move.ticket === 'black') score += justSurfaced ? 5 : -15;
          return score;
        };
        let best = turn.moves[0] as XMove;
        let bestValue = Number.NEGATIVE_INFINITY;
        for (const move of turn.moves) {
          const score = value(move);
          if (score > bestValue) {
            bestValue = score;
            best = move;
          }
        }
        return { kind: 'move', move: best };
      },
    };
  },
};

/** Every Mister X bot of the arena: the four of x-policies.ts and this one. */
export const ARENA_X_POLICIES = [...X_POLICIES, territoryX];
