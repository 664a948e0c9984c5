// A Mister X player for training only (issue 15, fourth step): the model's numbers may be chosen on
// his games, on training seeds, and he is never reported as held out. He stands for a habit the
// arena's bots lack and real players have: he likes taxis (the ticket he holds most of, and the
// cheapest to give away) and keeps to the part of the board he knows.
// - `ranger` stays within three rides of where he started, choosing at random among the moves that
//   do not end next to a pawn, by taxi four times in five when a taxi can take him there.
import type { StationId } from '../board/types';
import { boardFacts, pawnDistances } from '../inference/model/move-model';
import type { XChoice, XMove, XPolicy, XTurn } from './players';

export const rangerX: XPolicy = {
  name: 'ranger',
  start: (_setup, board) => {
    const facts = boardFacts(board);
    let home: StationId | null = null;
    return {
      choose(turn: XTurn): XChoice {
        home ??= turn.at;
        const near = pawnDistances(facts, turn.state.positions);
        const safe = turn.moves.filter((move) => (near[move.to] as number) >= 2);
        if (turn.canDouble && safe.length === 0) return { kind: 'double' };
        const taxis = safe.filter((move) => move.ticket === 'taxi');
        const byTaste = taxis.length > 0 && turn.rng.chance(0.8) ? taxis : safe;
        const options = byTaste.length > 0 ? byTaste : turn.moves;
        const row = home * facts.size;
        const inRange = options.filter((move) => (facts.distance[row + move.to] as number) <= 3);
        return { kind: 'move', move: turn.rng.pick<XMove>(inRange.length > 0 ? inRange : options) };
      },
    };
  },
};
