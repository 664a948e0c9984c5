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

/** A tag the table adds to the map (move advice), laid out before the percentages. */
export interface MapTag {
  readonly key: string;
  readonly station: StationId;
  /** "1. closes in". */
  readonly text: string;
  /** What the tag folds into when its words find no room ("1."), explained by the list. */
  readonly marker: string;
  /** The frame's colour (the pawn's). */
  readonly colour: string;
  /** The words say how likely he is on the station ("1. ≈22% here"): the stations likelier than it
   *  get their percentage tags (likely-tags.ts; a suggested station never gets one of its own). */
  readonly saysChance?: boolean;
}

/** A tag where the layout put it (map units): whole, folded into its marker, maybe with a leader. */
export interface ShownTag {
  readonly key: string;
  readonly station: StationId;
  readonly kind: 'advice' | 'likely';
  /** The words, or the marker when folded. */
  readonly text: string;
  readonly folded: boolean;
  readonly colour?: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Font size in map units. */
  readonly font: number;
  readonly leader: { readonly x1: number; readonly y1: number; readonly x2: number; readonly y2: number } | null;
}
