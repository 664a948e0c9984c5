// A pawn's mark: its colour plus a letter, round for a detective and square for a Bobby, so
// neither colour nor shape is the only cue. Decorative: the text beside it names the pawn.
import type { PawnColour, PawnKind } from '../../game/setup';
import { t } from '../i18n/i18n';

interface PawnTokenProps {
  readonly colour: PawnColour;
  readonly kind: PawnKind;
  readonly small?: boolean;
}

export function PawnToken({ colour, kind, small }: PawnTokenProps) {
  return (
    <span
      class={small ? 'setup-token setup-token-small' : 'setup-token'}
      data-colour={colour}
      data-kind={kind}
      aria-hidden="true"
    >
      {t(`setup.colourShort.${colour}`)}
    </span>
  );
}
