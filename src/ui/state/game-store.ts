// The table app's one source of truth: the session in play (set-up + events) as a signal. Every
// other value (the game state, candidates, whose turn) is computed from it by replay, and
// persistence reacts to it (STYLE.md rule 10). UI-only state (selection, notices) lives here too.
import { batch, computed, signal } from '@preact/signals';
import type { Session } from '../../format/session';
import { applyEvent } from '../../game/apply';
import type { GameEvent } from '../../game/events';
import type { GameError } from '../../game/messages';
import type { Replay } from '../../game/replay';
import { previewCorrection, replay } from '../../game/replay';
import type { GameState } from '../../game/state';

export const session = signal<Session | null>(null);

export const replayed = computed<Replay | null>(() => {
  const current = session.value;
  return current ? replay(current.setup, current.events) : null;
});

/** The state after the last event (null before a game is set up). */
export const game = computed<GameState | null>(() => {
  const result = replayed.value;
  return result ? (result.states[result.states.length - 1] ?? null) : null;
});

/** The pawn the players tapped, whose legal destinations the map shows. */
export const selectedPawn = signal<string | null>(null);

/** The last refusal, shown until the next successful action. */
export const refusal = signal<GameError | null>(null);

/** What the last undo took back (event and the state it was applied to), shown until the next
 *  action, so an accidental double tap is noticed. */
export const undone = signal<{ readonly event: GameEvent; readonly before: GameState } | null>(null);

function touch(current: Session, events: readonly GameEvent[]): Session {
  return { ...current, events, updatedAt: new Date().toISOString() };
}

/** Enters one event; a refused event changes nothing and says why. */
export function enter(event: GameEvent): boolean {
  const current = session.value;
  const state = game.value;
  if (!current || !state) return false;
  const result = applyEvent(state, event);
  batch(() => {
    if (result.ok) {
      session.value = touch(current, [...current.events, event]);
      refusal.value = null;
      undone.value = null;
      selectedPawn.value = null;
    } else {
      refusal.value = result.error;
    }
  });
  return result.ok;
}

export function undo(steps = 1): void {
  const current = session.value;
  if (!current || current.events.length === 0) return;
  const states = replayed.value?.states ?? [];
  const lastEvent = current.events[current.events.length - 1];
  const before = states[current.events.length - 1];
  batch(() => {
    undone.value = lastEvent && before && steps === 1 ? { event: lastEvent, before } : null;
    session.value = touch(current, current.events.slice(0, Math.max(0, current.events.length - steps)));
    refusal.value = null;
    selectedPawn.value = null;
  });
}

/** Replaces (or, with null, deletes) a past event. Later events that no longer replay are
 *  dropped: the preview (`previewCorrection`) tells the players which before they confirm. */
export function correct(index: number, replacement: GameEvent | null): void {
  const current = session.value;
  if (!current) return;
  const preview = previewCorrection(current.setup, current.events, index, replacement);
  batch(() => {
    session.value = touch(current, preview.events.slice(0, preview.keptEvents));
    refusal.value = null;
    selectedPawn.value = null;
  });
}

export function startSession(next: Session | null): void {
  batch(() => {
    undone.value = null;
    session.value = next;
    refusal.value = null;
    selectedPawn.value = null;
  });
}
