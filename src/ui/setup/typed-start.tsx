// A custom game may start a pawn on any station: the players type the number printed on their
// board, and it goes to the marked pawn. Checked against the board's own labels.
import { useId, useState } from 'preact/hooks';
import { getBoard } from '../../board/graph';
import type { StationId } from '../../board/types';
import { t } from '../i18n/setup-words';
import type { Draft } from './draft';
import { pawnDeck } from './draft';
import { giveStart, nextPawn } from './draft-pawns';
import { pawnName } from './draft-setup';

interface TypedStartProps {
  readonly draft: Draft;
  onChange(next: Draft): void;
}

type Lookup = { readonly ok: true; readonly station: StationId } | { readonly ok: false; readonly message: string };

function lookUp(draft: Draft, typed: string): Lookup {
  const text = typed.trim();
  if (!/^\d{1,4}$/.test(text)) return { ok: false, message: t('setup.typed.notNumber') };
  const station = getBoard(draft.board).stationOfLabel(Number(text));
  if (station === undefined) return { ok: false, message: t('setup.typed.noStation', { station: Number(text) }) };
  const deck = pawnDeck(draft);
  if (deck && !deck.includes(station)) return { ok: false, message: t('setup.typed.notACard', { station: text }) };
  return { ok: true, station };
}

export function TypedStart({ draft, onChange }: TypedStartProps) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const inputId = useId();
  const messageId = useId();
  const next = nextPawn(draft);
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (!next) return;
    const found = lookUp(draft, typed);
    setMessage(found.ok ? '' : found.message);
    if (found.ok) {
      onChange(giveStart(draft, found.station));
      setTyped('');
    }
  };
  return (
    <form class="setup-typed" onSubmit={onSubmit}>
      <label class="setup-label-small" for={inputId}>
        {next ? t('setup.typed.label', { name: pawnName(next) }) : t('setup.typed.labelNone')}
      </label>
      <div class="setup-row">
        <input
          id={inputId}
          class="setup-input setup-input-number"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="done"
          maxLength={4}
          value={typed}
          disabled={!next}
          aria-invalid={message !== ''}
          aria-describedby={messageId}
          onInput={(event) => setTyped(event.currentTarget.value)}
        />
        <button type="submit" class="setup-button" disabled={!next}>
          {t('setup.typed.set')}
        </button>
      </div>
      <p id={messageId} class="setup-error" role="status">
        {message}
      </p>
    </form>
  );
}
