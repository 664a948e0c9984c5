// What the app itself has to tell the table, apart from the game: a new version waiting (offered
// only between games, never during one), the app now working offline, a saved game that could
// not be reopened, how to keep the saved games.
import { computed, signal } from '@preact/signals';
import type { FunctionComponent } from 'preact';
import type { StoredProblem } from '../../store/problems';
import { game } from './game-store';

export const updateWaiting = signal(false);
/** Offline use on the first visit: shown from the first frame while the service worker installs
 *  ('preparing'), then 'ready'; the notice keeps its place until dismissed or a game starts, so
 *  the screen below it never moves by itself (a layout shift). */
export const offlineNotice = signal<'preparing' | 'ready' | null>(null);
/** Why the game in progress could not be reopened at start-up. */
export const restoreProblem = signal<StoredProblem | null>(null);

/** A game is being played: keep the screen awake, hold back updates. */
export const gameInProgress = computed(() => {
  const state = game.value;
  return state !== null && state.phase !== 'over';
});

/** How to keep the saved games (ui/keeping/keep-notice.tsx, loaded on demand), while shown. */
export const keepNotice = signal<FunctionComponent | null>(null);

/** Set by main.tsx once the service worker is registered. */
export const applyUpdate = signal<() => void>(() => {});
