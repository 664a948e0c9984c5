// Dragnet plays Mister X at the table: the one module that holds his secret route while a game is
// played. Whenever the rules wait for Mister X it acts as a player would: his move from his worker
// (src/worker/mister-x-client.ts), his station at a surfacing, "caught" or "not there" after a pawn's
// move. Only these entries cross to the public side, plus his whole route once the game is over
// (src/ui/state/x-player.ts); the public side loads this module on demand (import()), never statically.
import { effect } from '@preact/signals';
import type { StationId } from '../../board/types';
import { makeArchiveJson } from '../../format/archive';
import type { DragnetXFile, Session } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import type { GameEvent } from '../../game/events';
import { replay } from '../../game/replay';
import type { GameState } from '../../game/state';
import type { Strength } from '../../mister-x/player';
import type { MisterXResponse } from '../../worker/mister-x-protocol';
import { enter, game, session } from '../state/game-store';
import type { RevealedStep, XStrength } from '../state/x-player';
import { dragnetActivity, revealedRoute, xPlayer } from '../state/x-player';
import type { SecretRecord } from './secret-record';
import { drawSeed, newSecret, readSecretRecord, routeUpTo, SECRET_VERSION } from './secret-record';
import { loadSecret, loadStrengths, saveSecret } from './secret-store';

/** Asks his worker for a turn (the worker's client; replaced in unit tests). */
export type AskTurn = (
  question: {
    readonly setup: Session['setup'];
    readonly events: readonly GameEvent[];
    readonly route: readonly StationId[];
    readonly strength: Strength;
    readonly seed: number;
  },
  answer: (response: MisterXResponse) => void,
) => void;

let ask: AskTurn = (question, answer) => {
  void import('../../worker/mister-x-client').then(({ askMisterX }) => askMisterX(question, answer));
};

/** For tests: plan his turns without a worker. */
export function setTurnPlanner(planner: AskTurn): void {
  ask = planner;
}

/** The secret of the game being followed. */
let secret: SecretRecord | null = null;
/** The game this module follows (the one on the table). */
let following: string | null = null;
/** Set while his turn is worked out or entered, so the effect never starts a second one. */
let busy = false;
let stopFollowing: (() => void) | null = null;

/** Starts a game with Dragnet as Mister X: draws the seed and his start card and stores them (the
 *  promise resolves once they are written), before the table sees the game. */
export async function startDragnetGame(started: Session, strength: XStrength): Promise<void> {
  const record = newSecret(started.id, started.setup, strength, drawSeed());
  await saveSecret(record);
  secret = record;
  xPlayer.value = { id: started.id, kind: 'dragnet', strength };
}

/** Follows the game `id` now on the table: Dragnet plays Mister X there when a secret is stored
 *  for it, else a person does. */
export async function followGame(id: string): Promise<void> {
  following = id;
  const record = secret?.id === id ? secret : await loadSecret(id).catch(() => null);
  if (following !== id) return;
  secret = record;
  xPlayer.value = record ? { id, kind: 'dragnet', strength: record.strength } : { id, kind: 'person' };
  dragnetActivity.value = 'idle';
  stopFollowing?.();
  stopFollowing = record ? effect(() => watch(session.value, game.value)) : null;
}

function watch(current: Session | null, state: GameState | null): void {
  if (!current || !state || !secret || current.id !== secret.id || busy) return;
  // His entries are made outside the effect that noticed the turn, one at a time.
  queueMicrotask(act);
}

/** Does what the rules wait for from Mister X now, if anything. */
function act(): void {
  const current = session.peek();
  const state = game.peek();
  const record = secret;
  if (busy || !current || !state || !record || current.id !== record.id) return;
  // His route is shown only while the game is over (an undo of the last entry hides it again).
  if (state.phase !== 'over' && revealedRoute.peek()?.id === record.id) revealedRoute.value = null;
  switch (state.phase) {
    case 'x-turn':
      // An end the rules announce is the table's to confirm.
      if (state.announcement && state.doubleStep === 0) return;
      planTurn(current, state, record);
      return;
    case 'x-reveal':
      enterOrStop({ type: 'x-reveal', station: stationAfter(record, state.log.length) });
      return;
    case 'question': {
      const question = state.question;
      if (!question) return;
      enterOrStop({ type: 'answer', found: stationAfter(record, state.log.length) === question.station });
      return;
    }
    case 'over':
      revealedRoute.value = { id: record.id, steps: revealSteps(record, state) };
      return;
    case 'pawns':
      return;
  }
}

function stationAfter(record: SecretRecord, entries: number): StationId {
  return record.route[entries] as StationId;
}

function enterOrStop(event: GameEvent): void {
  if (!enter(event)) dragnetActivity.value = { problem: 'refused' };
}

function planTurn(current: Session, state: GameState, record: SecretRecord): void {
  busy = true;
  dragnetActivity.value = 'thinking';
  const events = current.events;
  const route = routeUpTo(record, state.log.length).route;
  const { strength, seed } = record;
  ask({ setup: current.setup, events, route, strength, seed }, (response) => {
    void finishTurn(events, route, response);
  });
}

async function finishTurn(
  events: readonly GameEvent[],
  route: readonly StationId[],
  response: MisterXResponse,
): Promise<void> {
  const record = secret;
  try {
    if (!record || session.peek()?.events !== events) return; // the table changed the record meanwhile
    if (!response.ok) {
      dragnetActivity.value = { problem: response.code };
      return;
    }
    const at = route[route.length - 1] as StationId;
    const state = game.peek();
    if (response.steps.length === 0) {
      // He cannot move: under rules where that loses, he says so and names his station.
      if (state?.game.setup.xLosesWhenTrapped) enterOrStop({ type: 'end', reason: 'x-trapped', station: at });
      else dragnetActivity.value = { problem: 'trapped' };
      return;
    }
    // His new stations are kept before the table sees his tickets, so a crash never loses where he is.
    const next: SecretRecord = { ...record, route: [...route, ...response.steps.map((step) => step.to)] };
    await saveSecret(next);
    secret = next;
    if (session.peek()?.events !== events) return;
    if (response.double && !enter({ type: 'x-double' })) throw new Error('x-double refused');
    for (const step of response.steps) {
      if (!enter({ type: 'x-move', ticket: step.ticket })) throw new Error('x-move refused');
      if (game.peek()?.phase === 'x-reveal' && !enter({ type: 'x-reveal', station: step.to })) {
        throw new Error('x-reveal refused');
      }
    }
    dragnetActivity.value = 'idle';
  } catch {
    dragnetActivity.value = { problem: 'refused' };
  } finally {
    busy = false;
    if (dragnetActivity.peek() === 'idle') queueMicrotask(act);
  }
}

/** His route entry by entry, as the end of the game reveals it. */
function revealSteps(record: SecretRecord, state: GameState): RevealedStep[] {
  const route = routeUpTo(record, state.log.length).route;
  return route.map((station, index) => ({
    ticket: index === 0 ? null : (state.log[index - 1]?.ticket ?? null),
    station,
  }));
}

/** His route in a finished game (the review): null while the game is still being played, or
 *  when a person played him. */
export async function revealedRouteOf(finished: Session): Promise<readonly RevealedStep[] | null> {
  const record = await loadSecret(finished.id).catch(() => null);
  if (!record) return null;
  const states = replay(finished.setup, finished.events).states;
  const state = states[states.length - 1];
  if (state?.phase !== 'over') return null;
  return revealSteps(record, state);
}

/** Whether a game, finished or not, is played by Dragnet (the export's warning). */
export async function hasSecret(id: string): Promise<boolean> {
  return (await loadSecret(id).catch(() => null)) !== null;
}

/** His secret as a file carries it, cut to what the record of `game` has filled. */
async function secretOf(game: Session): Promise<DragnetXFile | null> {
  const record = await loadSecret(game.id).catch(() => null);
  if (!record) return null;
  const entries = replay(game.setup, game.events).states.at(-1)?.log.length ?? 0;
  const { strength, seed, route } = routeUpTo(record, entries);
  return { strength, seed, route };
}

const isOver = (game: Session) => replay(game.setup, game.events).states.at(-1)?.phase === 'over';

/** The file of one game for an export: version 3 with his secret when Dragnet plays him there
 *  (`hidden`: the game is still going on, so the file tells where he is), else the plain file. */
export async function exportSessionJson(game: Session): Promise<{ readonly text: string; readonly hidden: boolean }> {
  const dragnetX = await secretOf(game);
  return { text: makeSessionJson(game, dragnetX), hidden: dragnetX !== null && !isOver(game) };
}

/** The archive of these games for an export, each game Dragnet plays with his secret; `hidden`
 *  counts those still going on. */
export async function exportArchiveJson(
  games: readonly Session[],
  exportedAt: string,
): Promise<{ readonly text: string; readonly hidden: number }> {
  const secrets = new Map<string, DragnetXFile>();
  let hidden = 0;
  for (const game of games) {
    const dragnetX = await secretOf(game);
    if (!dragnetX) continue;
    secrets.set(game.id, dragnetX);
    if (!isOver(game)) hidden++;
  }
  return { text: makeArchiveJson(games, exportedAt, secrets), hidden };
}

/** Keeps the secret an imported file carried for the game `game` (imported just before), so the
 *  game goes on against Dragnet on this device. */
export async function importSecret(game: Session, dragnetX: DragnetXFile): Promise<boolean> {
  const record: SecretRecord = {
    version: SECRET_VERSION,
    id: game.id,
    strength: dragnetX.strength,
    seed: dragnetX.seed,
    route: dragnetX.route,
  };
  if (readSecretRecord(record, game.id) === null) return false;
  await saveSecret(record);
  if (secret?.id === game.id) secret = record;
  return true;
}

/** Tries his turn again after a problem (a worker that failed to start). */
export function retry(): void {
  dragnetActivity.value = 'idle';
  queueMicrotask(act);
}

/** The strength of every game Dragnet plays or played (the table's record: who played Mister X). */
export async function strengthsOfGames(): Promise<ReadonlyMap<string, XStrength>> {
  return loadStrengths();
}
