// The review's work, for the worker and for a page that runs it in place: a whole game turn by turn
// (src/inference/review/review.ts), each turn handed on as soon as it is rated, giving the thread back
// between turns and stopping when `stopped` says so; or one plan of a turn weighed ("Try it"),
// with the game's replay and probabilities kept for the next plan of the same game.
import type { StationId } from '../board/types';
import type { GameEvent } from '../game/events';
import { replay } from '../game/replay';
import { roundShown } from '../game/rounds';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import type { StationProbabilities } from '../inference/model/estimator';
import type { WeighedTurn } from '../inference/review/review';
import { reviewTurns, turnStarts, weighedTurn, weighPlan } from '../inference/review/review';
import { probabilitiesAsAsked, replayProbabilities } from '../inference/whereabouts';
import type { GameReviewRequest, NumberedRequest, PlanRequest, PrepareRequest, ReviewMessage } from './review-protocol';

/** The game's states and the probabilities the table had at each, as the review reads them. */
function readGame(setup: Setup, all: readonly GameEvent[]) {
  const { states } = replay(setup, all);
  const events = all.slice(0, Math.max(0, states.length - 1));
  return { states, events, chances: replayProbabilities(states, events) };
}

const yieldThread = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A game read for its review: its replay, each step's estimate worked out as the turns ask for it
 *  (the first verdicts come before the estimate of the whole game is made), and its detectives'
 *  turns weighed so far. */
interface PreparedGame {
  readonly key: string;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly chances: (step: number) => StationProbabilities | undefined;
  readonly weighed: Map<number, WeighedTurn | null>;
}

let prepared: PreparedGame | null = null;
/** Bumped by every request: a preparation stops when another request comes. */
let requests = 0;

function preparedGame(setup: Setup, all: readonly GameEvent[], evaluations: number): PreparedGame {
  const key = JSON.stringify([setup, all, evaluations]);
  if (prepared?.key === key) return prepared;
  const { states } = replay(setup, all);
  const events = all.slice(0, Math.max(0, states.length - 1));
  prepared = { key, states, events, chances: probabilitiesAsAsked(states, events), weighed: new Map() };
  return prepared;
}

/** Weighs the game's detectives' turns in order while nothing else is asked: the review's first
 *  drawing and the lookup of his route take long on a slow phone, and the verdicts are ready by then. */
async function prepare(request: PrepareRequest): Promise<void> {
  const mine = requests;
  await yieldThread();
  if (requests !== mine) return;
  const game = preparedGame(request.setup, request.events, request.evaluations);
  for (const step of turnStarts(game.states)) {
    if (requests !== mine) return;
    weighedTurn(game.states, game.events, game.chances, step, {
      evaluations: request.evaluations,
      weighed: game.weighed,
    });
    await yieldThread();
  }
}

async function reviewGame(
  request: GameReviewRequest,
  post: (message: ReviewMessage) => void,
  stopped: () => boolean,
): Promise<void> {
  const { states, events, chances, weighed } = preparedGame(request.setup, request.events, request.evaluations);
  // A game over after its last round has not begun another: 22 rounds, not 23.
  const final = states[states.length - 1];
  const rounds = final ? roundShown(final) : 0;
  const route = request.route?.map((station) => station ?? undefined) as (StationId | undefined)[] | undefined;
  const options = { evaluations: request.evaluations, route: route ?? null, rateMisterX: request.rateMisterX, weighed };
  for (const turn of reviewTurns(states, events, chances, options)) {
    post({ kind: 'turn', turn, rounds });
    await yieldThread();
    if (stopped()) return;
  }
  post({ kind: 'done' });
}

/** The last game whose plans were weighed: trying one move after another replays it once. */
let lastGame: {
  readonly key: string;
  readonly states: readonly GameState[];
  readonly chances: readonly StationProbabilities[];
} | null = null;

async function weighOne(request: PlanRequest, post: (message: ReviewMessage) => void, stopped: () => boolean) {
  // A newer plan may replace this one before it is weighed.
  await yieldThread();
  if (stopped()) return;
  const key = JSON.stringify([request.setup, request.events]);
  if (lastGame?.key !== key) lastGame = { key, ...readGame(request.setup, request.events) };
  const state = lastGame.states[request.step];
  const probabilities = lastGame.chances[request.step];
  const weighed = state && probabilities ? weighPlan(state, probabilities, request.best, request.tried) : null;
  if (!stopped()) post({ kind: 'plan', weighed });
}

export async function runReview(
  request: NumberedRequest | PrepareRequest,
  post: (message: ReviewMessage) => void,
  stopped: () => boolean = () => false,
): Promise<void> {
  requests += 1;
  if (request.kind === 'prepare') {
    await prepare(request).catch(() => undefined);
    return;
  }
  const id = request.id;
  const answer = id === undefined ? post : (message: ReviewMessage) => post({ ...message, id });
  try {
    if (request.kind === 'plan') await weighOne(request, answer, stopped);
    else await reviewGame(request, answer, stopped);
  } catch {
    answer({ kind: 'failed' });
  }
}
