// What the map is told about the table: plain, derived values handed in from outside. The map
// keeps only UI state of its own (view, focused station), as chessground keeps its DOM state.
import type { StationId, TransportTicket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';

export interface MapPawn {
  readonly id: string;
  /** Shown to players: "Red", "Bobby 1". */
  readonly name: string;
  /** Any CSS colour; the token also shows the name's initial, so colour is never the only cue. */
  readonly colour: string;
  readonly station: StationId;
  readonly kind: 'detective' | 'bobby';
  /** The pawn has no ticket for any route from its station. */
  readonly stranded?: boolean;
}

/** The dynamic part of the map: everything that changes during a game. */
export interface MapMarks {
  readonly candidates: StationSet;
  readonly pawns: readonly MapPawn[];
  readonly lastRevealed: StationId | null;
  /** Legal destinations of the selected pawn, with the tickets that reach each one. */
  readonly destinations: ReadonlyMap<StationId, readonly TransportTicket[]>;
  readonly selectedPawn: string | null;
  /** How likely each candidate is, by station id (null: show the plain set). */
  readonly likelihood: Float64Array | null;
}
