// The game log's vocabulary: everything the table sees happen, in order. A session is its set-up
// plus these events; every other fact is derived by replaying them (boardgame.io style).
import type { StationId, Ticket, TransportTicket } from '../board/types';

export const END_REASONS = ['capture', 'x-trapped', 'rounds-played', 'detectives-stuck'] as const;
export type EndReason = (typeof END_REASONS)[number];

export type Winner = 'detectives' | 'mister-x';

export const WINNER_OF: Readonly<Record<EndReason, Winner>> = {
  capture: 'detectives',
  'x-trapped': 'detectives',
  'rounds-played': 'mister-x',
  'detectives-stuck': 'mister-x',
};

export type GameEvent =
  /** Mister X fills one log entry and covers it with the ticket the table sees. */
  | { readonly type: 'x-move'; readonly ticket: Ticket }
  /** Mister X plays a double-move ticket: the next two x-move events are this round's. */
  | { readonly type: 'x-double' }
  /** After a surfacing entry, Mister X shows his station. */
  | { readonly type: 'x-reveal'; readonly station: StationId }
  /** Optional rule: Mister X shows his station of his own accord and takes one ticket from each
   *  detective pile that has any, keyed by pile id. */
  | {
      readonly type: 'x-surface';
      readonly station: StationId;
      readonly taken: Readonly<Record<string, TransportTicket>>;
    }
  /** A detective or Bobby moves; Bobbies ride free but the line they used is still recorded. */
  | { readonly type: 'pawn-move'; readonly pawn: string; readonly to: StationId; readonly ticket: TransportTicket }
  /** The table passes a pawn for this round: it cannot move right now (every station it could
   *  reach is taken), and the table will not wait for the pawns in its way to move off. */
  | { readonly type: 'pawn-pass'; readonly pawn: string }
  /** "Was Mister X there?" after a pawn ended its move on a candidate station. */
  | { readonly type: 'answer'; readonly found: boolean }
  /** The table confirms an announced end of the game, or Mister X admits he is trapped
   *  (with his station, when not every candidate is trapped). */
  | { readonly type: 'end'; readonly reason: EndReason; readonly station?: StationId };

export type GameEventType = GameEvent['type'];
