// Who plays Mister X in the game on the table (issue 17): a person at the table, or Dragnet at a
// strength. Public knowledge only: which game is Dragnet's and how strong he plays, whether he is
// thinking, and his route once the rules have revealed it (the game is over). His secret route
// lives on the secret side (src/ui/secret/), which writes these signals; nothing here can see it.
import { signal } from '@preact/signals';
import type { StationId, Ticket } from '../../board/types';

/** The strengths the set-up offers, as the player (src/mister-x/player.ts) names them. */
export const X_STRENGTHS = ['easy', 'medium', 'hard'] as const;
export type XStrength = (typeof X_STRENGTHS)[number];

export function isXStrength(value: unknown): value is XStrength {
  return (X_STRENGTHS as readonly unknown[]).includes(value);
}

/** Who plays Mister X in the game `id`: unknown until the secret side has looked for his record. */
export type XPlayer =
  | { readonly id: string; readonly kind: 'person' }
  | { readonly id: string; readonly kind: 'dragnet'; readonly strength: XStrength };

export const xPlayer = signal<XPlayer | null>(null);

/** What Dragnet is doing for the game in play: nothing to do, working out his turn, or stuck (a
 *  record his route cannot be played from: a correction the table made to his entries). */
export type DragnetActivity = 'idle' | 'thinking' | { readonly problem: string };
export const dragnetActivity = signal<DragnetActivity>('idle');

/** One entry of his route as the end of the game reveals it: the ticket he showed (none for the
 *  start) and the station he went to. */
export interface RevealedStep {
  readonly ticket: Ticket | null;
  readonly station: StationId;
}

/** His whole route, set by the secret side only once the game `id` is over. */
export const revealedRoute = signal<{ readonly id: string; readonly steps: readonly RevealedStep[] } | null>(null);

/** Whether the game `id` on the table is played by Dragnet (false while unknown). */
export function playedByDragnet(id: string): boolean {
  const player = xPlayer.value;
  return player !== null && player.id === id && player.kind === 'dragnet';
}
