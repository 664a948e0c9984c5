// The pawn the table chose in the game in play, on the device, so a reload comes back to it (a new
// player found another pawn chosen after a reload). One choice is kept: nothing grows with games.
import { fields, kept } from './kept';

export interface KeptPawn {
  readonly game: string;
  /** The pawn's id. */
  readonly pawn: string;
}

function parse(value: unknown): KeptPawn | null {
  const { game, pawn } = fields(value) ?? {};
  return typeof game === 'string' && typeof pawn === 'string' ? (value as KeptPawn) : null;
}

// Before ui/kept the same fields were stored without a version.
export const keptPawn = kept('localStorage', 'dragnet.selected-pawn', parse);
