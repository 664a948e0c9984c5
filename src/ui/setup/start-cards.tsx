// Start stations, the one thing a standard game must enter: big number buttons for the start
// cards the rules allow, labelled as printed on the players' board. A tap gives the card to the
// marked pawn; a taken card shows its pawn and a tap frees it. "Draw for me" deals the rest.
import { getBoard } from '../../board/graph';
import { t } from '../i18n/setup-words';
import { PawnToken } from '../pawns/pawn-token';
import type { Draft } from './draft';
import { pawnDeck } from './draft';
import { drawStarts, nextPawn, tapCard } from './draft-pawns';
import { pawnName, tokenLetters } from './draft-setup';
import { PawnChips } from './pawn-chips';
import { TypedStart } from './typed-start';

interface StartCardsProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

function Instruction({ draft }: { readonly draft: Draft }) {
  const next = nextPawn(draft);
  if (!next) return <p class="setup-instruction">{t('setup.cards.allSet')}</p>;
  return (
    <p class="setup-instruction">
      <PawnToken
        colour={next.colour}
        kind={next.kind}
        letters={tokenLetters(draft).get(next.colour) ?? '?'}
        size="small"
      />
      <span>{t('setup.cards.next', { name: pawnName(next) })}</span>
    </p>
  );
}

export function StartCards({ draft, onChange }: StartCardsProps) {
  const board = getBoard(draft.board);
  const deck = pawnDeck(draft);
  const everyone = draft.pawns.every((pawn) => pawn.start !== null);
  const letters = tokenLetters(draft);
  return (
    <section class="setup-section" aria-labelledby="setup-cards-title">
      <h2 id="setup-cards-title" class="setup-label">
        {t('setup.cards')}
      </h2>
      <PawnChips draft={draft} onChange={onChange} />
      <Instruction draft={draft} />
      {deck ? (
        <div class="setup-cards">
          {deck.map((station) => {
            const label = board.label(station);
            const holder = draft.pawns.find((pawn) => pawn.start === station);
            return (
              <button
                key={station}
                type="button"
                class={holder ? 'setup-card setup-card-taken' : 'setup-card'}
                aria-pressed={holder !== undefined}
                aria-label={holder ? t('setup.cards.taken', { station: label, name: pawnName(holder) }) : undefined}
                onClick={() => onChange(tapCard(draft, station))}
              >
                <span class="setup-card-number">{label}</span>
                {holder ? (
                  <PawnToken
                    colour={holder.colour}
                    kind={holder.kind}
                    letters={letters.get(holder.colour) ?? '?'}
                    size="small"
                  />
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
      <div class="setup-row">
        <button
          type="button"
          class="setup-button"
          onClick={() => onChange(drawStarts(draft, deck ?? board.stationIds))}
        >
          {everyone ? t('setup.cards.redraw') : t('setup.cards.draw')}
        </button>
      </div>
      {draft.ruleSet === 'custom' ? <TypedStart draft={draft} onChange={onChange} /> : null}
    </section>
  );
}
