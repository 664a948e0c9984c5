// A plan that holds while the table follows it. The plan for the pawns still to move stays as it
// is while every entry since it was made is one of its own moves: nothing new is known about
// Mister X, so a new search (which may land on another plan of about the same value) would only
// make the suggestions flicker. It is made again when the table learns something (a "not there"
// answer), when a pawn makes another move than the suggested one, and in a new round; then the
// table is told why in one line. Pure: the table keeps the plan (and stores it for a reload), the
// tests re-ask it here.
import type { StationId, TransportTicket } from '../board/types';
import type { GameEvent } from '../game/events';

export interface HeldMove {
  /** Pawn index in the set-up. */
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

export interface HeldPlan<Move extends HeldMove = HeldMove> {
  /** How many events the record had when the plan was made, and a digest of them (recordKey). */
  readonly events: number;
  readonly key: string;
  readonly moves: readonly Move[];
}

/** Why the plan was made again (none for a new round or a first plan: no line needed). */
export type PlanChange =
  /** A pawn landed on `station` and he was not there. */
  | { readonly code: 'not-there'; readonly station: StationId }
  /** A pawn moved elsewhere (or with another ticket) than suggested. */
  | {
      readonly code: 'other-move';
      readonly pawn: number;
      readonly to: StationId;
      readonly suggested: StationId | null;
    }
  /** An entry the plan was made after was undone or corrected (the record is not the one it was
   *  made for, nor that record grown). */
  | { readonly code: 'corrected' };

export type Followed<Move extends HeldMove = HeldMove> =
  /** Every entry since was a move of the plan: these are the moves still to make. */
  | { readonly held: true; readonly moves: readonly Move[] }
  /** The plan is made again; `why` is null when nothing needs saying (a new round). */
  | { readonly held: false; readonly why: PlanChange | null; readonly moves: readonly Move[] };

/** A short digest of a record's events (FNV-1a over their JSON), to tell a record that only grew
 *  from one that was corrected, also after a reload. */
export function recordKey(events: readonly GameEvent[]): string {
  const text = JSON.stringify(events);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${events.length}:${(hash >>> 0).toString(36)}`;
}

/** What becomes of `plan` after the record `events` (pawn ids in set-up order: `pawnIds`). The
 *  moves of a plan that does not hold are those it still had when it stopped holding (to tell
 *  whether the new plan differs). */
export function followPlan<Move extends HeldMove>(
  plan: HeldPlan<Move>,
  events: readonly GameEvent[],
  pawnIds: readonly string[],
): Followed<Move> {
  if (events.length < plan.events || recordKey(events.slice(0, plan.events)) !== plan.key) {
    return { held: false, why: { code: 'corrected' }, moves: plan.moves };
  }
  let left = [...plan.moves];
  let landed: StationId | null = null;
  const since = events.slice(plan.events);
  // Why the plan broke is said only while it is the news: once Mister X has moved again, the plan
  // is a new round's, which needs no word ("Mister X was not at 46" a round later misleads).
  const broke = (at: number, why: PlanChange): Followed<Move> => ({
    held: false,
    why: since.slice(at + 1).some((event) => event.type.startsWith('x-')) ? null : why,
    moves: left,
  });
  for (const [at, event] of since.entries()) {
    if (event.type === 'pawn-move') {
      const pawn = pawnIds.indexOf(event.pawn);
      const planned = left.find((move) => move.pawn === pawn);
      left = left.filter((move) => move.pawn !== pawn);
      if (!planned || planned.to !== event.to || planned.ticket !== event.ticket) {
        return broke(at, { code: 'other-move', pawn, to: event.to, suggested: planned?.to ?? null });
      }
      landed = event.to;
    } else if (event.type === 'pawn-pass' && !left.some((move) => move.pawn === pawnIds.indexOf(event.pawn))) {
      // A pawn the plan left where it is, with no move: nothing new.
    } else if (event.type === 'answer' && !event.found && landed !== null) {
      return broke(at, { code: 'not-there', station: landed });
    } else {
      return { held: false, why: null, moves: left };
    }
  }
  return { held: true, moves: left };
}

/** Whether two plans for the same pawns are the same moves (in any order). */
export function sameMoves(a: readonly HeldMove[], b: readonly HeldMove[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((move) =>
    b.some((other) => other.pawn === move.pawn && other.to === move.to && other.ticket === move.ticket),
  );
}
