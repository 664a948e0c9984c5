// A game against Dragnet's Mister X played without the app's pages, for tests of what a file carries
// of his secret (session format v3): his turns from his player as his worker answers them (the same
// record, route, strength and seed give the same turn), his answers to the pawns from his route,
// the pawns moved by a fixed rule (the first pawn to move takes its first free station, preferring
// a station he could be on, so his answers come up; with `chase`, the station nearest his true one,
// so games end in captures too). Stops when `stop` says so or the game is over.
import { distancesFrom } from '../../src/board/graph';
import type { StationId } from '../../src/board/types';
import { TRANSPORT_TICKETS } from '../../src/board/types';
import type { DragnetXFile, Session } from '../../src/format/session';
import { applyEvent } from '../../src/game/apply';
import type { GameEvent } from '../../src/game/events';
import type { Setup } from '../../src/game/setup';
import type { GameState } from '../../src/game/state';
import { initialState } from '../../src/game/state';
import type { Strength } from '../../src/mister-x/player';
import { drawStart } from '../../src/ui/secret/secret-record';
import { playMisterX } from '../../src/worker/mister-x-job';

export interface DragnetGame {
  readonly session: Session;
  /** His secret as a version 3 file carries it: his route cut to the record. */
  readonly dragnetX: DragnetXFile;
  readonly state: GameState;
}

export function playDragnetGame(
  setup: Setup,
  options: {
    readonly seed: number;
    readonly strength: Strength;
    readonly chase?: boolean;
    readonly stop?: (state: GameState) => boolean;
  },
): DragnetGame {
  const { seed, strength } = options;
  const events: GameEvent[] = [];
  const route: StationId[] = [drawStart(setup, seed)];
  let state = initialState(setup);
  const enter = (event: GameEvent) => {
    const result = applyEvent(state, event);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(event)}: ${result.error.code}`);
    state = result.state;
    events.push(event);
  };
  const phaseNow = () => state.phase;
  for (let step = 0; step < 2000 && state.phase !== 'over' && !options.stop?.(state); step++) {
    switch (state.phase) {
      case 'x-turn': {
        const announced = state.announcement;
        if (announced && state.doubleStep === 0) {
          enter({ type: 'end', reason: announced.reason });
          break;
        }
        const answer = playMisterX({ id: step, setup, events, route, strength, seed });
        if (!answer.ok) throw new Error(`Dragnet could not play: ${answer.code}`);
        if (answer.steps.length === 0) {
          // He cannot move: where that loses, he says so; elsewhere the table must decide (stop here).
          if (!setup.xLosesWhenTrapped) return finish(setup, seed, strength, events, route, state);
          enter({ type: 'end', reason: 'x-trapped', station: route[route.length - 1] as StationId });
          break;
        }
        if (answer.double) enter({ type: 'x-double' });
        for (const { ticket, to } of answer.steps) {
          route.push(to);
          enter({ type: 'x-move', ticket });
          // A surfacing entry: he shows the station he moved to (the state changed in enter).
          if (phaseNow() === 'x-reveal') enter({ type: 'x-reveal', station: to });
        }
        break;
      }
      case 'question':
        enter({ type: 'answer', found: route[state.log.length] === state.question?.station });
        break;
      case 'pawns':
        movePawn(state, enter, options.chase ? (route[state.log.length] as StationId) : null);
        break;
      default:
        throw new Error(`unexpected phase ${state.phase}`);
    }
  }
  return finish(setup, seed, strength, events, route, state);
}

function finish(
  setup: Setup,
  seed: number,
  strength: Strength,
  events: readonly GameEvent[],
  route: readonly StationId[],
  state: GameState,
): DragnetGame {
  const at = '2026-11-25T03:00:00.000Z';
  const session: Session = {
    id: `dragnet-${seed}`,
    name: 'Against Dragnet',
    createdAt: at,
    updatedAt: at,
    setup,
    events,
  };
  return { session, dragnetX: { strength, seed, route: route.slice(0, state.log.length + 1) }, state };
}

function movePawn(state: GameState, enter: (event: GameEvent) => void, him: StationId | null): void {
  const { board, setup } = state.game;
  const options: GameEvent[] = [];
  const onCandidate: GameEvent[] = [];
  const near = him === null ? null : distancesFrom(board, him);
  const chasing: { move: GameEvent; distance: number }[] = [];
  for (const [index, pawn] of setup.pawns.entries()) {
    if (state.moved[index] || state.passed[index]) continue;
    const from = state.positions[index] as StationId;
    for (const ticket of TRANSPORT_TICKETS) {
      for (const to of board.ticketNeighbours(from, ticket)) {
        if (state.occupied.has(to)) continue;
        const move: GameEvent = { type: 'pawn-move', pawn: pawn.id, to, ticket };
        if (near) chasing.push({ move, distance: near[to] as number });
        (state.candidates.has(to) ? onCandidate : options).push(move);
      }
    }
    options.push({ type: 'pawn-pass', pawn: pawn.id });
  }
  const closest = chasing.sort((a, b) => a.distance - b.distance).map(({ move }) => move);
  for (const event of [...closest, ...onCandidate, ...options]) {
    if (applyEvent(state, event).ok) {
      enter(event);
      return;
    }
  }
  throw new Error('no pawn could move or pass');
}
