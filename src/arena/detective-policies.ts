// Detective teams for the arena. They see only what the table knows: the pawns, the tickets, the
// candidate set. Random: any pawn, any legal move. Greedy: each pawn heads for the nearest
// candidate station (onto one when it can), paying with the ticket it holds most of.
import type { StationId, TransportTicket } from '../board/types';
import { legalDestinations } from '../game/pawn-moves';
import type { GameState } from '../game/state';
import { ticketsLeft } from '../game/tickets';
import { boardFacts } from '../inference/model/move-model';
import type { DetectivePolicy, PawnChoice } from './players';

export const randomDetectives: DetectivePolicy = {
  name: 'random',
  start: () => ({
    choose({ state, waiting, rng }) {
      const pawn = rng.pick(waiting);
      const destinations = legalDestinations(state, pawn);
      const to = rng.pick([...destinations.keys()]);
      return { pawn, to, ticket: rng.pick(destinations.get(to) ?? []) };
    },
  }),
};

/** The ticket a pawn can best spare: the one it holds most of (Bobbies ride free: the first). */
export function thriftiestTicket(state: GameState, pawn: number, tickets: readonly TransportTicket[]): TransportTicket {
  const left = ticketsLeft(state, pawn);
  let choice = tickets[0] as TransportTicket;
  if (!left) return choice;
  for (const ticket of tickets) if (left[ticket] > left[choice]) choice = ticket;
  return choice;
}

export const greedyDetectives: DetectivePolicy = {
  name: 'greedy',
  start: (_setup, board) => {
    const facts = boardFacts(board);
    /** Rides from a station to the nearest candidate. */
    const toCandidates = (state: GameState, from: StationId): number => {
      let nearest = 255;
      const row = from * facts.size;
      for (const station of state.candidates) nearest = Math.min(nearest, facts.distance[row + station] as number);
      return nearest;
    };
    return {
      choose({ state, waiting, rng }) {
        // The pawn that gets closest to a candidate moves first, so pawns do not block each other's best.
        let choice: PawnChoice | null = null;
        let choiceDistance = Number.POSITIVE_INFINITY;
        for (const pawn of rng.shuffle(waiting)) {
          const destinations = legalDestinations(state, pawn);
          const ranked = [...destinations.keys()].map((to) => ({ to, distance: toCandidates(state, to) }));
          const closest = Math.min(...ranked.map((r) => r.distance));
          if (closest >= choiceDistance) continue;
          const to = rng.pick(ranked.filter((r) => r.distance === closest)).to;
          choice = { pawn, to, ticket: thriftiestTicket(state, pawn, destinations.get(to) ?? []) };
          choiceDistance = closest;
        }
        if (!choice) throw new Error('greedy detectives: no pawn to move');
        return choice;
      },
    };
  },
};

export const DETECTIVE_POLICIES: readonly DetectivePolicy[] = [randomDetectives, greedyDetectives];
