// A pawn's token wherever the screens show one (set-up, table, tickets): its colour, the letters the
// map draws on it (pawn-letters.ts), and a ring for a Bobby, so colour is never the only cue.
// Decorative: the text beside it names the pawn.
import type { PawnColour, PawnKind } from '../../game/setup';
import { PAWN_PALETTE } from './pawn-palette';
import './pawn-token.css';

interface PawnTokenProps {
  readonly colour: PawnColour;
  readonly kind: PawnKind;
  readonly letters: string;
  readonly size?: 'small' | 'large';
}

export function PawnToken({ colour, kind, letters, size }: PawnTokenProps) {
  const { fill, ink } = PAWN_PALETTE[colour];
  const classes = ['pawn-token', kind === 'bobby' ? 'pawn-token-bobby' : '', size ? `pawn-token-${size}` : ''];
  return (
    <span class={classes.filter(Boolean).join(' ')} style={{ '--pawn': fill, '--pawn-ink': ink }} aria-hidden="true">
      {letters}
    </span>
  );
}
