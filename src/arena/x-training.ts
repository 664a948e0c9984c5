// A Mister X player for training only: the model's numbers may be chosen on his games (training
// seeds), and he is never reported as held out. He stands for a habit the arena's bots lack and
// real players have.
import type { StationId } from '../board/types';
import type { XMove } from './players';
import { habitX } from './x-habits';

/** Likes taxis (the ticket he holds most of, and the cheapest to give away) and keeps to the part
 *  of the board he knows: within three rides of where he started, at random among the moves that
 *  do not end next to a pawn, by taxi four times in five when a taxi can take him there. */
export const rangerX = habitX('ranger', (_board, facts) => {
  let home: StationId | null = null;
  return (turn, { safe }) => {
    home ??= turn.at;
    if (turn.canDouble && safe.length === 0) return { kind: 'double' };
    const taxis = safe.filter((move) => move.ticket === 'taxi');
    const byTaste = taxis.length > 0 && turn.rng.chance(0.8) ? taxis : safe;
    const options = byTaste.length > 0 ? byTaste : turn.moves;
    const row = home * facts.size;
    const inRange = options.filter((move) => (facts.distance[row + move.to] as number) <= 3);
    return { kind: 'move', move: turn.rng.pick<XMove>(inRange.length > 0 ? inRange : options) };
  };
});
