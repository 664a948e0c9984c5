// A classic baseline for the advisor: a 2-ply minimax detective team.
import type { StationId, TransportTicket } from '../board/types';
import { legalDestinations } from '../game/pawn-moves';
import type { GameState } from '../game/state';
import { xUsableTickets } from '../game/tickets';
import { boardFacts } from '../inference/model/move-model';
import { thriftiestTicket } from './detective-policies';
import type { DetectivePolicy, PawnChoice } from './players';

/** Moves per pawn the first ply tries. */
const BRANCHING = 3;
/** The value of a candidate the team catches (larger than any distance). */
const CAUGHT = 10;

interface Move {
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

/** The team's joint move (each pawn's three moves that end nearest a candidate station, every
 *  combination) is the first ply; Mister X's reply from each candidate station (every free station
 *  his tickets reach) is the second. A position is scored by how far he can get from the nearest
 *  pawn; the team takes the joint move with the best average over the candidates, each equally
 *  likely, of his best reply (a candidate the team lands on, or one he cannot leave, counts as
 *  caught). Tickets: the one the pawn holds most of. */
export const minimaxDetectives: DetectivePolicy = {
  name: 'minimax',
  start: (_setup, board) => {
    const facts = boardFacts(board);
    const distance = (a: StationId, b: StationId) => facts.distance[a * facts.size + b] as number;
    let plan: Move[] = [];

    /** The team's best joint move for the pawns still to move. */
    const planRound = (state: GameState, waiting: readonly number[]): Move[] => {
      const candidates = [...state.candidates];
      const nearest = (station: StationId) => Math.min(...candidates.map((c) => distance(station, c)));
      const choices = waiting.map((pawn) => {
        const destinations = [...legalDestinations(state, pawn)];
        return destinations
          .map(([to, tickets]) => ({ pawn, to, ticket: thriftiestTicket(state, pawn, tickets), near: nearest(to) }))
          .sort((a, b) => a.near - b.near || a.to - b.to)
          .slice(0, BRANCHING);
      });
      const fixed = state.positions.filter((_, pawn) => !waiting.includes(pawn));
      const usable = xUsableTickets(state);
      let best: Move[] = [];
      let bestValue = Number.NEGATIVE_INFINITY;
      const joint: Move[] = [];
      const visit = (index: number) => {
        if (index === choices.length) {
          const value = scoreJoint(joint, fixed, candidates, usable);
          if (value > bestValue) {
            bestValue = value;
            best = [...joint];
          }
          return;
        }
        for (const move of choices[index] ?? []) {
          if (joint.some((other) => other.to === move.to)) continue;
          joint.push(move);
          visit(index + 1);
          joint.pop();
        }
      };
      const scoreJoint = (
        moves: readonly Move[],
        others: readonly StationId[],
        xAt: StationId[],
        tickets: typeof usable,
      ) => {
        const pawns = [...others, ...moves.map((move) => move.to)];
        const taken = new Set(pawns);
        let total = 0;
        for (const from of xAt) {
          if (taken.has(from)) {
            total += CAUGHT;
            continue;
          }
          let reply = Number.NEGATIVE_INFINITY;
          for (const ticket of tickets) {
            for (const to of board.ticketNeighbours(from, ticket)) {
              if (taken.has(to)) continue;
              const near = Math.min(...pawns.map((pawn) => distance(pawn, to)));
              reply = Math.max(reply, near);
            }
          }
          total += reply === Number.NEGATIVE_INFINITY ? CAUGHT : -reply;
        }
        return total / Math.max(1, xAt.length);
      };
      visit(0);
      // Likeliest catches first: a pawn landing on a candidate moves before the others.
      return best.sort((a, b) => Number(state.candidates.has(b.to)) - Number(state.candidates.has(a.to)));
    };

    return {
      observe(_before, event) {
        if (event.type !== 'pawn-move') plan = [];
      },
      choose({ state, waiting }): PawnChoice {
        let next = plan.find((move) => waiting.includes(move.pawn));
        if (!next || !legalDestinations(state, next.pawn).get(next.to)?.includes(next.ticket)) {
          plan = planRound(state, waiting);
          next = plan.find((move) => waiting.includes(move.pawn));
        }
        if (next) return { pawn: next.pawn, to: next.to, ticket: next.ticket };
        const pawn = waiting[0] as number;
        const [to, tickets] = [...legalDestinations(state, pawn)][0] ?? [];
        if (to === undefined || !tickets) throw new Error('minimax detectives: no pawn can move');
        return { pawn, to, ticket: thriftiestTicket(state, pawn, tickets) };
      },
    };
  },
};
