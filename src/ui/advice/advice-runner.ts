// Asks the advisor's worker for a plan whenever the record changes while the table wants advice on
// the detectives' turn; the request before is cancelled at once (the worker drops it at its next
// slice, and its answers are dropped here). Only a plan for the current record is ever shown, and
// it holds while the table follows it (advisor/held-plan.ts); the plan shown is kept for the tab
// (kept/advice-plan.ts), so a reload shows the same suggestions.
import { effect, type Signal, signal } from '@preact/signals';
import type { PlanChange } from '../../advisor/held-plan';
import { followPlan, recordKey, sameMoves } from '../../advisor/held-plan';
import type { Session } from '../../format/session';
import { makeSessionFile } from '../../format/session-make';
import type { GameState } from '../../game/state';
import { ask, cancel } from '../../worker/advisor-client';
import type { AdviceMessage, NoAdviceMessage, PlannedMoveMessage } from '../../worker/advisor-protocol';
import type { ShownPlan } from '../kept/advice-plan';
import { keptPlan } from '../kept/advice-plan';
import { game, session } from '../state/game-store';
import { settings } from '../state/preferences';
import { suggestedOrder } from '../state/table-actions';
import { adviceShown } from './advice-state';

interface Answers {
  /** The latest plan from the worker (check `events` against the record before showing it). */
  readonly plan: Signal<AdviceMessage | null>;
  readonly noAdvice: Signal<NoAdviceMessage | null>;
  /** The plan shown last (held while the table follows it). */
  readonly shown: Signal<ShownPlan | null>;
}

let answers: Answers | null = null;

/** Starts following the record (once). */
export function startRunner(): void {
  if (answers) return;
  const plan = signal<AdviceMessage | null>(null);
  const noAdvice = signal<NoAdviceMessage | null>(null);
  const shown = signal<ShownPlan | null>(keptPlan.read());
  answers = { plan, noAdvice, shown };
  let asked: Session | null = null;
  effect(() => {
    const current = session.value;
    const state = game.value;
    const wanted = adviceShown.value && settings.value.advice && state?.phase === 'pawns';
    if (!wanted || !current) {
      if (asked) cancel();
      asked = null;
      plan.value = null;
      return;
    }
    if (current === asked) return;
    asked = current;
    noAdvice.value = null;
    if (broken(state)) {
      cancel();
      plan.value = null;
      orderOnce(current, []);
      return;
    }
    const pawnIds = current.setup.pawns.map((pawn) => pawn.id);
    const before = shown.peek();
    const followed = before && before.session === current.id ? followPlan(before, current.events, pawnIds) : null;
    // A final plan holds as it is; a first plan still being refined holds once a move followed it.
    if (followed?.held && before && (before.message.final || current.events.length > before.events)) {
      cancel();
      const key = recordKey(current.events);
      const message: AdviceMessage = { ...before.message, events: current.events.length, moves: followed.moves };
      const held = { ...before, events: current.events.length, key, moves: followed.moves, message };
      // Followed since it was made: "the plan holds" says it all, and the line on why it replaced
      // the plan before is old news (shown together, the two read as one contradicting message).
      const followedNow = current.events.length > before.events;
      shown.value = { ...held, followed: before.followed || followedNow, why: followedNow ? null : before.why };
      keptPlan.write(shown.value);
      plan.value = message;
      orderOnce(current, message.moves);
      return;
    }
    plan.value = null;
    const why = followed && !followed.held ? followed.why : null;
    const still = followed?.moves ?? [];
    const key = recordKey(current.events);
    ask(makeSessionFile(current), (answer) => {
      if (answer.type !== 'advice') {
        noAdvice.value = answer;
        orderOnce(current, []);
        return;
      }
      plan.value = answer;
      orderOnce(current, answer.moves);
      shown.value = {
        session: current.id,
        events: answer.events,
        key,
        moves: answer.moves,
        message: answer,
        why,
        sameMoves: why !== null && sameMoves(answer.moves, still),
        followed: false,
        numbers: Object.fromEntries(answer.moves.map((move, index) => [move.pawn, index + 1])),
      };
      keptPlan.write(shown.value);
    });
  });
}

/** The record contradicts itself: a plan built on it would send the pawns after the mistake (a
 *  mistyped surfacing read as where he is). So no plan: the worker is not asked, nothing is shown,
 *  and the panel says to put the record right first; the correction or Undo that puts it right
 *  changes the record, and the plan is asked for again. */
function broken(state: GameState | null | undefined): boolean {
  return (state?.inconsistencies.length ?? 0) > 0;
}

/** No plan until the record is put right (the panel says so). */
export function recordBroken(): boolean {
  return broken(game.value);
}

/** The plan if it is for the record as it stands (none while the record contradicts itself). */
export function currentPlan(): AdviceMessage | null {
  const shown = answers?.plan.value;
  const state = game.value;
  return shown && state && shown.events === state.events && adviceShown.value && !broken(state) ? shown : null;
}

/** How the plan shown came about: held since the table followed it, why it replaced the plan
 *  before (null when it did not), and whether its moves are those that were left of it. */
export function planHistory(): {
  readonly followed: boolean;
  readonly why: PlanChange | null;
  readonly sameMoves: boolean;
} | null {
  const plan = currentPlan();
  const shown = answers?.shown.value;
  return plan && shown && shown.events === plan.events
    ? { followed: shown.followed, why: shown.why, sameMoves: shown.sameMoves === true }
    : null;
}

/** The suggestions for the pawns still to move, in the order to enter them; only the catch when a
 *  move lands where the record leaves him (the first move ends the game: the others after it would
 *  read as moves still to make). */
export function movesToMake(state: GameState): readonly PlannedMoveMessage[] {
  return stillToMake(state, currentPlan()?.moves ?? []);
}

function stillToMake(state: GameState, moves: readonly PlannedMoveMessage[]): readonly PlannedMoveMessage[] {
  const left = moves.filter((move) => !state.moved[move.pawn]);
  const catching = left.find(certainCatch);
  return catching ? [catching] : left;
}

/** The pawn chosen by default is the plan's next, as the list says to enter them: by the first plan
 *  for the record `current` (or the plan held), kept while better plans for it come (the pawn, its
 *  destinations and the map's rings stay put while the app thinks); turn order without a plan. */
function orderOnce(current: Session, moves: readonly PlannedMoveMessage[]): void {
  const state = game.peek();
  if (session.peek() !== current || !state || suggestedOrder.peek()?.events === current.events) return;
  suggestedOrder.value = { events: current.events, pawns: stillToMake(state, moves).map((move) => move.pawn) };
}

/** A move onto the one station the record leaves him (the advisor says 100% only then). */
export function certainCatch(move: PlannedMoveMessage): boolean {
  return move.reason.code === 'catch' && move.reason.percent >= 100;
}

/** The number the suggestion for `pawn` wears in the list and on the map: its place in the plan as
 *  made, kept while the plan holds (else `place`, its place among the moves still to make). */
export function planNumber(pawn: number, place: number): number {
  const plan = currentPlan();
  const shown = answers?.shown.value;
  const kept = plan && shown && shown.events === plan.events ? shown.numbers?.[pawn] : undefined;
  return kept ?? place;
}

/** Why there is no plan, when the worker said so. */
export function noAdvice(): NoAdviceMessage | null {
  return answers?.noAdvice.value ?? null;
}
