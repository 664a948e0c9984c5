// Behaviours tried as further experts of the probability model (issue 15, fifth step) and not
// adopted: arena/fit.ts compares them with the model as it is (docs/probabilities.md).

import { CAUTIOUS, RANDOM_MOVER } from '../inference/model/behaviours';
import type { Behaviour } from '../inference/model/move-model';

/** A player who keeps away from the pawns and makes for stations with many ways on, as the cautious
 *  player does, but rides whatever ticket takes him there: the cautious player's numbers with no
 *  taste for taxi over bus or underground (black still kept for when it hides something). Many
 *  players choose the station first and the ticket follows (issue 15, fifth step). */
export const RIDER: Behaviour = {
  ...CAUTIOUS,
  name: 'rider',
  ticket: { taxi: 0, bus: 0, underground: 0, black: CAUTIOUS.ticket.black },
};

/** A player who heads for the well-connected stations and minds nothing else: any ticket, a
 *  destination the likelier the more stations lie one ride on from it (its number of ways on to
 *  the power 1.44), a random mover's double moves, and a few moves at random (issue 15, fifth step). */
export const HUB_LOVER: Behaviour = {
  ...RANDOM_MOVER,
  name: 'hub lover',
  hub: 1,
  noise: 0.02,
};
