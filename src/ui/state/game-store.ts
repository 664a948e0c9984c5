// The table app's one source of truth: the session in play (set-up + events) as a signal. Every
// other value (the game state, candidates, whose turn) is computed from it by replay, and
// persistence reacts to it (STYLE.md rule 10). UI-only state (selection, notices) lives here too.
import { batch, computed, signal } from '@preact/signals';
import type { Session } from '../../format/session';
import { applyEvent } from '../../game/apply';
import type { GameEvent } from '../../game/events';
import type { AnswerLock } from '../../game/final-answers';
import { answerOfMove, answerStays, madeByMisterX } from '../../game/final-answers';
import type { GameError } from '../../game/messages';
import type { Replay } from '../../game/replay';
import { replay } from '../../game/replay';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { withShownNames } from '../../words/default-names';
import { language } from '../i18n/i18n';
import type { Correction } from '../kept/corrections';
import { correctionsOf, keptCorrections } from '../kept/corrections';
import { keptPawn } from '../kept/selected-pawn';
import { playedByDragnet } from './x-player';

export const session = signal<Session | null>(null);

/** The replay with the names the set-up stores: a language switch replays nothing. */
const ownReplay = computed<Replay | null>(() => {
  const current = session.value;
  return current ? replay(current.setup, current.events) : null;
});

/** The replay as shown: pawns the table did not name are named in the player's language
 *  (words/default-names.ts), by giving its states the set-up with those names. */
export const replayed = computed<Replay | null>(() => {
  const result = ownReplay.value;
  const context = result?.states[0]?.game;
  const setup = context && withShownNames(context.setup, language.value);
  if (!result || !context || setup === context.setup) return result;
  const game = { ...context, setup: setup as Setup };
  return { ...result, states: result.states.map((state) => ({ ...state, game })) };
});

/** The state after the last event (null before a game is set up). */
export const game = computed<GameState | null>(() => {
  const result = replayed.value;
  return result?.states.at(-1) ?? null;
});

/** The pawn the players tapped, whose legal destinations the map shows. */
export const selectedPawn = signal<string | null>(null);

/** Keeps the pawn the table chose in game `id`, so a reload comes back to it (kept/selected-pawn.ts). */
export function keepSelection(id: string, pawn: string): void {
  keptPawn.write({ game: id, pawn });
}

/** The pawn kept for game `id`, if any. */
function keptSelection(id: string): string | null {
  const kept = keptPawn.read();
  return kept?.game === id ? kept.pawn : null;
}

/** The last refusal, shown until the next successful action. */
export const refusal = signal<GameError | null>(null);

/** Why the last Undo left the record as it was (a game Dragnet plays: his answer stays), shown
 *  until the next action. */
export const undoRefused = signal<AnswerLock | null>(null);

/** A step the table can take back: the last event entered, or a correction, which replaced the
 *  log. `event` is the last event, or the first event the correction changed; `before` the state it
 *  was applied to. `answered`: in a game Dragnet plays as Mister X, the last entry is a move he has
 *  answered, which stays (game/final-answers.ts): Undo says so and takes nothing back. */
export interface UndoStep {
  readonly kind: 'event' | 'correction' | 'answered';
  readonly event: GameEvent;
  readonly before: GameState;
}

/** What the last undo took back, shown until the next action, so an accidental double tap is
 *  noticed. */
export const undone = signal<UndoStep | null>(null);

/** Corrections of the game in play, oldest first (UI state: kept while the game stays open, and
 *  across a reload of the tab, so Undo still takes a correction back after one). */
export const corrections = signal<readonly Correction[]>([]);

function sameEvent(a: GameEvent | undefined, b: GameEvent | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameEvents(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return a.length === b.length && a.every((event, index) => sameEvent(event, b[index]));
}

export function keepCorrections(id: string | null, steps: readonly Correction[]): void {
  keptCorrections.write(id && steps.length > 0 ? { session: id, steps } : null);
}

/** What Undo would take back now: the newest correction when the log is as it left it, else the
 *  last event. */
export const undoStep = computed<UndoStep | null>(() => {
  const current = session.value;
  if (!current) return null;
  const correction = corrections.value.at(-1);
  const states = replayed.value?.states ?? [];
  // The log before a correction and the one it left agree up to the first event it changed, and
  // so do their states.
  const corrected = correction && sameEvents(correction.after, current.events) && states[correction.index];
  if (corrected)
    return { kind: 'correction', event: correction.before[correction.index] as GameEvent, before: corrected };
  const index = lastTableEvent(current);
  const event = current.events[index];
  const before = states[index];
  if (!event || !before) return null;
  const answered = playedByDragnet(current.id) && answerOfMove(current.events, states, index) !== null;
  return { kind: answered ? 'answered' : 'event', event, before };
});

/** The last event Undo takes back: the last one, or in a game Dragnet plays as Mister X the table's
 *  last entry before his (he would only play his own again at once), taken back with his after it. */
function lastTableEvent(current: Session): number {
  let index = current.events.length - 1;
  if (!playedByDragnet(current.id)) return index;
  while (index >= 0 && madeByMisterX(current.events[index] as GameEvent)) index--;
  return index;
}

/** Puts `events` in the place of the game's log; the last step's notices and the choice of pawn go. */
export function record(current: Session, events: readonly GameEvent[]): void {
  session.value = { ...current, events, updatedAt: new Date().toISOString() };
  refusal.value = null;
  undoRefused.value = null;
  undone.value = null;
  selectedPawn.value = null;
}

/** Enters one event; a refused event changes nothing and says why. */
export function enter(event: GameEvent): boolean {
  const current = session.value;
  const state = game.value;
  if (!current || !state) return false;
  const result = applyEvent(state, event);
  batch(() => {
    if (result.ok) record(current, [...current.events, event]);
    else refusal.value = result.error;
  });
  return result.ok;
}

/** Takes back the last step: a correction (the log as it was before it), else the last event. */
export function undo(): void {
  const current = session.value;
  const step = undoStep.value;
  if (!current || !step) return;
  if (step.kind === 'answered') {
    const answer = answerOfMove(current.events, replayed.value?.states ?? [], lastTableEvent(current));
    batch(() => {
      undone.value = null;
      refusal.value = null;
      undoRefused.value = answer && answerStays(answer);
    });
    return;
  }
  const correction = corrections.value.at(-1);
  const events =
    step.kind === 'correction' && correction ? correction.before : current.events.slice(0, lastTableEvent(current));
  batch(() => {
    if (step.kind === 'correction') {
      corrections.value = corrections.value.slice(0, -1);
      keepCorrections(current.id, corrections.value);
    }
    record(current, events);
    undone.value = step;
  });
}

export function startSession(next: Session | null): void {
  batch(() => {
    undone.value = null;
    // The same game again (a reload): its corrections can still be undone; another game: none.
    corrections.value = next ? correctionsOf(next) : [];
    keepCorrections(next?.id ?? null, corrections.value);
    session.value = next;
    refusal.value = null;
    undoRefused.value = null;
    // The same game again (a reload): the pawn the table had chosen, if it still has to move.
    selectedPawn.value = next ? keptSelection(next.id) : null;
  });
}
