// The behaviours the probability model mixes, and their few numbers. `cautious` was fitted by
// maximum likelihood to the moves of the arena's evasive and lookahead hiders on training seeds
// apart from the ones reported (`npm run arena -- --fit`, docs/probabilities.md); `random` is a
// player who picks any legal move; `wary` is halfway between them.
import type { Behaviour } from './move-model';

export const RANDOM_MOVER: Behaviour = {
  name: 'random',
  near: [0, 0, 0, 0],
  hub: 0,
  ticket: { taxi: 0, bus: 0, underground: 0, black: 0 },
  blackAfterReveal: 0,
  ferry: 0,
  noise: 1,
  double: { base: -2.4, near1: 0, near2: 0 },
};

export const CAUTIOUS: Behaviour = {
  name: 'cautious',
  near: [-8.94, -4.24, 0, 4.72],
  hub: 0.96,
  ticket: { taxi: 0, bus: -1.03, underground: -1.17, black: -5.36 },
  blackAfterReveal: 4.44,
  ferry: 4.88,
  noise: 0.02,
  double: { base: -7.09, near1: 6.05, near2: 5.34 },
};

/** A behaviour with every preference scaled by `factor` (0: no preference left but the noise). */
export function scaleBehaviour(behaviour: Behaviour, factor: number, name: string): Behaviour {
  const scale = (value: number) => value * factor;
  return {
    name,
    near: behaviour.near.map(scale) as unknown as Behaviour['near'],
    hub: scale(behaviour.hub),
    ticket: {
      taxi: scale(behaviour.ticket.taxi),
      bus: scale(behaviour.ticket.bus),
      underground: scale(behaviour.ticket.underground),
      black: scale(behaviour.ticket.black),
    },
    blackAfterReveal: scale(behaviour.blackAfterReveal),
    ferry: scale(behaviour.ferry),
    noise: behaviour.noise,
    double: {
      base: behaviour.double.base,
      near1: scale(behaviour.double.near1),
      near2: scale(behaviour.double.near2),
    },
  };
}

export const WARY: Behaviour = scaleBehaviour(CAUTIOUS, 0.5, 'wary');

/** A player who picks his ticket first (the 'chooser' expert): the cautious player's taste in
 *  tickets, read per kind of ticket rather than per route, and a random mover's double moves; he
 *  has no taste in stations (the expert reads only `ticket`, `blackAfterReveal` and `double`). */
export const CHOOSER: Behaviour = {
  ...CAUTIOUS,
  name: 'chooser',
  near: [0, 0, 0, 0],
  double: RANDOM_MOVER.double,
};

/** A player who minds only the danger he can see (issue 28): he does not end next to a pawn when
 *  he can help it (the cautious player's fitted care there), and beyond that has no sense of
 *  "safer" and no liking for busy stations: any station two rides or more from every pawn alike,
 *  by any route, the ferry too. His taste in tickets is the cautious player's (taxi first, bus and
 *  underground kept, black for right after surfacing), and so are his double moves. Most people
 *  at a table check whether a detective can reach them next round; weighing three rides against
 *  four, as the cautious player does (about 110 times), is what the arena's bots do. Without him
 *  the taste in tickets that he shares with the cautious player hands all the weight to the
 *  cautious player's sharp ranking of stations. */
export const SAFE_WALKER: Behaviour = {
  ...CAUTIOUS,
  name: 'safe walker',
  near: [CAUTIOUS.near[0], 0, 0, 0],
  hub: 0,
  ferry: 0,
};
