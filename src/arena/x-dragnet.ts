// Dragnet's own Mister X player (src/mister-x/) as arena bots: dragnet-easy, dragnet-medium and
// dragnet-hard. The player plans his whole turn when it starts (a double move with both halves);
// the simulator then asks for each half in turn and gets the planned ones. The probability model
// follows the record event by event, as the detectives' own does at the table.
import type { Board } from '../board/graph';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import type { XStep } from '../mister-x/moves';
import type { HardWeights, Strength } from '../mister-x/player';
import { HARD_WEIGHTS, planTurn, STRENGTHS } from '../mister-x/player';
import type { XChoice, XPolicy, XTurn } from './players';

/** `model`: the probability model the hard player reads (the app's by default; a variant when the
 *  arena scores one against him, as the adversary plays against each variant). */
export function dragnetX(
  strength: Strength,
  weights: HardWeights = HARD_WEIGHTS,
  name = `dragnet-${strength}`,
  model: (board: Board) => Estimator = probabilityModel,
): XPolicy {
  return {
    name,
    start: (_setup, board) => {
      let estimator: Estimator | null = null;
      const follow = (state: GameState): Estimator => {
        if (!estimator) estimator = startEstimator(model(board), state);
        return estimator;
      };
      let planned: XStep[] = [];
      return {
        observe(before, event, after) {
          if (strength === 'hard') observeEvent(follow(before), before, event, after);
        },
        choose(turn: XTurn): XChoice {
          const { state } = turn;
          if (state.doubleStep === 0 || planned.length === 0) {
            const seed = turn.rng.int(0, 0x7fffffff);
            const plan = planTurn(
              { state, at: turn.at, estimator: strength === 'hard' ? follow(state) : undefined, seed },
              strength,
              weights,
            );
            planned = [...plan.steps];
            if (plan.double) return { kind: 'double' };
          }
          const step = planned.shift();
          const move = step && turn.moves.find((m) => m.ticket === step.ticket && m.to === step.to);
          if (!move) throw new Error(`dragnet-${strength} planned a move the rules do not offer`);
          return { kind: 'move', move };
        },
      };
    },
  };
}

export const DRAGNET_X_POLICIES: readonly XPolicy[] = STRENGTHS.map((strength) => dragnetX(strength));
