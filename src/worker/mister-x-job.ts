// What Dragnet's Mister X worker does with one request: replays the public record, checks the
// secret route against it, and plans his turn (src/mister-x/turn.ts). Kept apart from the worker's
// glue so that it is tested without a browser.
import { replay } from '../game/replay';
import { turnFromRecord } from '../mister-x/turn';
import type { MisterXRequest, MisterXResponse } from './mister-x-protocol';

export function playMisterX(request: MisterXRequest): MisterXResponse {
  const { id } = request;
  const { states, failure } = replay(request.setup, request.events);
  if (failure) return { id, ok: false, code: failure.error.code };
  const answer = turnFromRecord(states, request.events, request.route, request.strength, request.seed);
  if (!answer.ok) return { id, ok: false, code: answer.problem.code };
  return { id, ok: true, double: answer.plan.double, steps: answer.plan.steps };
}
