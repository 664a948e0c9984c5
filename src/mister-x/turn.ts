// His turn from a whole record: the replay of the public events, his true route, a strength and a
// seed. What the command line (cli/mister-x.ts) and the table's worker both call, so that the same
// record, route and seed give the same move wherever they are asked.
import type { StationId } from '../board/types';
import type { EndReason, GameEvent } from '../game/events';
import type { GameState } from '../game/state';
import { observeEvent, probabilityModel, startEstimator } from '../inference/whereabouts';
import type { Strength, XPlan } from './player';
import { planTurn } from './player';
import type { RouteProblem } from './route';
import { routeProblem } from './route';

export type TurnAnswer =
  | { readonly ok: true; readonly plan: XPlan }
  | { readonly ok: false; readonly problem: RouteProblem }
  | { readonly ok: false; readonly problem: { readonly code: 'not-his-turn'; readonly phase: GameState['phase'] } }
  | { readonly ok: false; readonly problem: { readonly code: 'end-announced'; readonly reason: EndReason } };

export function turnFromRecord(
  states: readonly GameState[],
  events: readonly GameEvent[],
  route: readonly StationId[],
  strength: Strength,
  seed: number,
): TurnAnswer {
  const first = states[0];
  const state = states[states.length - 1];
  if (!first || !state) return { ok: false, problem: { code: 'not-his-turn', phase: 'over' } };
  if (state.phase !== 'x-turn') return { ok: false, problem: { code: 'not-his-turn', phase: state.phase } };
  if (state.announcement && state.doubleStep === 0 && state.announcement.reason !== 'x-trapped') {
    return { ok: false, problem: { code: 'end-announced', reason: state.announcement.reason } };
  }
  const problem = routeProblem(states, events, route);
  if (problem) return { ok: false, problem };
  const at = route[route.length - 1] as StationId;
  let estimator: ReturnType<typeof startEstimator> | undefined;
  if (strength === 'hard') {
    estimator = startEstimator(probabilityModel(first.game.board), first);
    for (let index = 0; index < events.length; index++) {
      observeEvent(estimator, states[index] as GameState, events[index] as GameEvent, states[index + 1] as GameState);
    }
  }
  return { ok: true, plan: planTurn({ state, at, estimator, seed }, strength) };
}
