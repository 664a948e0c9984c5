// Optional rule (Milton Bradley advanced play): right after his move Mister X may show himself and
// take one ticket of his choice from each detective pile that has any.
import { useState } from 'preact/hooks';
import type { StationId, TransportTicket } from '../../board/types';
import { TRANSPORT_TICKETS } from '../../board/types';
import type { GameState } from '../../game/state';
import { t } from '../i18n/sheets-words';
import { enter } from '../state/game-store';
import { inWords, label, ticketWord } from './texts';

export function VoluntarySurfacing({ state }: { state: GameState }) {
  const [open, setOpen] = useState(false);
  const [station, setStation] = useState<StationId | null>(null);
  const [taken, setTaken] = useState<Record<string, TransportTicket>>({});
  const { setup } = state.game;
  if (!setup.options.voluntarySurfacing || state.moved.some(Boolean) || state.surfacedThisTurn) return null;
  if (!open) {
    return (
      <button type="button" class="link-button" onClick={() => setOpen(true)}>
        {t('pawns.surface')}
      </button>
    );
  }
  const piles = setup.pools.flatMap((pool, index) => {
    const left = state.tickets[index];
    if (!left || TRANSPORT_TICKETS.every((ticket) => left[ticket] <= 0)) return [];
    const names = inWords(setup.pawns.filter((pawn) => pawn.pool === pool.id).map((pawn) => pawn.name));
    return [{ id: pool.id, names, left }];
  });
  const ready = station !== null && piles.every((pile) => taken[pile.id]);
  return (
    <fieldset class="surface-form">
      <legend>{t('surface.title')}</legend>
      <label>
        {t('surface.station')}
        <select
          value={station === null ? '' : String(station)}
          onChange={(event) => setStation(Number(event.currentTarget.value) || null)}
        >
          <option value="" />
          {[...state.candidates].map((candidate) => (
            <option key={candidate} value={candidate}>
              {label(state, candidate)}
            </option>
          ))}
        </select>
      </label>
      {piles.map((pile) => (
        <label key={pile.id}>
          {t('surface.take', { pile: pile.names })}
          <select
            value={taken[pile.id] ?? ''}
            onChange={(event) => setTaken({ ...taken, [pile.id]: event.currentTarget.value as TransportTicket })}
          >
            <option value="" />
            {TRANSPORT_TICKETS.filter((ticket) => pile.left[ticket] > 0).map((ticket) => (
              <option key={ticket} value={ticket}>
                {ticketWord(ticket)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div class="choice-row">
        <button
          type="button"
          disabled={!ready}
          onClick={() => station !== null && enter({ type: 'x-surface', station, taken })}
        >
          {t('surface.confirm')}
        </button>
        <button type="button" class="link-button" onClick={() => setOpen(false)}>
          {t('app.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
