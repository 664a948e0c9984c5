// One chip per pawn above the start cards: its mark and its start station. Tapping a chip picks
// that pawn for the next card, to give it a card out of order or to change its card.
import { getBoard } from '../../board/graph';
import { t } from '../i18n/setup-words';
import { PawnToken } from '../pawns/pawn-token';
import type { Draft } from './draft';
import { nextPawn, selectPawn } from './draft-pawns';
import { pawnName, tokenLetters } from './draft-setup';

interface PawnChipsProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

export function PawnChips({ draft, onChange }: PawnChipsProps) {
  const board = getBoard(draft.board);
  const next = nextPawn(draft);
  const letters = tokenLetters(draft);
  return (
    <ul class="setup-chips">
      {draft.pawns.map((pawn) => {
        const start = pawn.start === null ? null : board.label(pawn.start);
        const classes = ['setup-chip'];
        if (next?.colour === pawn.colour) classes.push('setup-chip-next');
        return (
          <li key={pawn.colour}>
            <button
              type="button"
              class={classes.join(' ')}
              aria-pressed={draft.selected === pawn.colour}
              onClick={() => onChange(selectPawn(draft, pawn.colour))}
            >
              <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters.get(pawn.colour) ?? '?'} size="large" />
              {/* The name speaks the visible number, so voice control can say what it sees. */}
              <span class="visually-hidden">{pawnName(pawn)}: </span>
              {start === null ? (
                <span class="setup-chip-start setup-chip-start-none">
                  <span aria-hidden="true">?</span>
                  <span class="visually-hidden">{t('setup.pawn.noStart')}</span>
                </span>
              ) : (
                <span class="setup-chip-start">{start}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
