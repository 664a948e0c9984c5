// The pawns in play and what they are: rename one, and in a custom game change its colour, add
// or remove detectives and Bobbies (up to one per pawn colour).

import type { PawnColour, PawnKind } from '../../game/setup';
import { MAX_PAWN_NAME } from '../../game/setup';
import { DEFAULT_WORDS } from '../../words/default-names';
import { language } from '../i18n/i18n';
import { t } from '../i18n/setup-words';
import { PawnToken } from '../pawns/pawn-token';
import type { Draft, DraftPawn } from './draft';
import { MAX_PAWNS } from './draft';
import { addPawn, canRemovePawn, freeColours, recolourPawn, removePawn, renamePawn } from './draft-pawns';
import { defaultPawnName, pawnName, tokenLetters } from './draft-setup';

interface PawnListProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

function kindText(draft: Draft, pawn: DraftPawn): string {
  if (pawn.kind === 'bobby') return t('setup.kind.bobby');
  const shared =
    draft.ruleSet === 'custom'
      ? draft.custom.sharedPile
      : draft.ruleSet === 'ravensburger-2013' && draft.detectives === 1;
  return shared ? t('setup.kind.detectiveShared') : t('setup.kind.detective');
}

function CustomControls({ draft, pawn, onChange }: PawnListProps & { readonly pawn: DraftPawn }) {
  const name = pawnName(pawn);
  return (
    <div class="setup-pawn-custom">
      <select
        class="setup-select setup-select-small"
        aria-label={t('setup.pawn.colour', { name })}
        value={pawn.colour}
        onChange={(event) => onChange(recolourPawn(draft, pawn.colour, event.currentTarget.value as PawnColour))}
      >
        {[pawn.colour, ...freeColours(draft)].map((colour) => (
          <option key={colour} value={colour}>
            {DEFAULT_WORDS[language.value].colours[colour]}
          </option>
        ))}
      </select>
      <button
        type="button"
        class="setup-button setup-button-quiet"
        disabled={!canRemovePawn(draft, pawn.colour)}
        onClick={() => onChange(removePawn(draft, pawn.colour))}
      >
        {t('setup.pawn.remove')}
        <span class="setup-visually-hidden"> {name}</span>
      </button>
    </div>
  );
}

export function PawnList({ draft, onChange }: PawnListProps) {
  const custom = draft.ruleSet === 'custom';
  const add = (kind: PawnKind) => onChange(addPawn(draft, kind));
  const full = draft.pawns.length >= MAX_PAWNS;
  const letters = tokenLetters(draft);
  return (
    <section class="setup-section" aria-labelledby="setup-pawns-title">
      <h2 id="setup-pawns-title" class="setup-label">
        {t('setup.pawns')}
      </h2>
      <ul class="setup-pawns">
        {draft.pawns.map((pawn, index) => {
          return (
            <li key={pawn.colour} class="setup-pawn">
              <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters.get(pawn.colour) ?? '?'} size="large" />
              <div class="setup-pawn-body">
                <input
                  class="setup-input"
                  type="text"
                  maxLength={MAX_PAWN_NAME}
                  autoComplete="off"
                  aria-label={t('setup.pawn.name', { number: index + 1 })}
                  value={pawn.name ?? defaultPawnName(pawn)}
                  onInput={(event) => onChange(renamePawn(draft, pawn.colour, event.currentTarget.value))}
                />
                <span class="setup-pawn-kind">{kindText(draft, pawn)}</span>
              </div>
              {custom ? <CustomControls draft={draft} pawn={pawn} onChange={onChange} /> : null}
            </li>
          );
        })}
      </ul>
      {custom ? (
        <div class="setup-row">
          <button type="button" class="setup-button" disabled={full} onClick={() => add('detective')}>
            {t('setup.pawn.addDetective')}
          </button>
          <button type="button" class="setup-button" disabled={full} onClick={() => add('bobby')}>
            {t('setup.pawn.addBobby')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
