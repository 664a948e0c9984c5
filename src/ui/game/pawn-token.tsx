// A pawn's chip token: its colour plus its initial (and a ring for a Bobby), so colour is never
// the only way to tell pawns apart.
import type { PawnSetup } from '../../game/setup';

export function PawnToken({ pawn }: { pawn: PawnSetup }) {
  return (
    <span
      class={`pawn-token pawn-${pawn.colour}${pawn.kind === 'bobby' ? ' pawn-token-bobby' : ''}`}
      aria-hidden="true"
    >
      {pawn.name.charAt(0).toUpperCase()}
    </span>
  );
}
