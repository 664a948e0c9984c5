// Correcting a past event: the table changes it (or deletes it) and sees the effect before it is
// applied: which later move would no longer fit, and how Mister X's candidate set changes.
import { useMemo, useState } from 'preact/hooks';
import type { Ticket, TransportTicket } from '../../board/types';
import { TICKETS, TRANSPORT_TICKETS } from '../../board/types';
import type { GameEvent } from '../../game/events';
import { previewCorrection } from '../../game/replay';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { correct } from '../state/game-store';
import { Sheet } from './sheet';
import { eventText, explain, label, ticketWord } from './texts';

interface EditProps {
  readonly setup: Setup;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly index: number;
  readonly onClose: () => void;
}

export function EditEvent({ setup, states, events, index, onClose }: EditProps) {
  const original = events[index];
  const before = states[index];
  const [draft, setDraft] = useState<GameEvent | null>(original ?? null);
  const preview = useMemo(() => previewCorrection(setup, events, index, draft), [setup, events, index, draft]);
  if (!original || !before) return null;
  const now = states[states.length - 1]?.candidates.size ?? 0;
  const after = preview.replay.states[Math.min(preview.keptEvents, preview.replay.states.length - 1)];
  const failure = preview.replay.failure;
  const brokenEvent = failure ? preview.events[failure.index] : undefined;
  const brokenBefore = failure ? preview.replay.states[failure.index] : undefined;
  const dropped = failure ? preview.events.length - failure.index - 1 : 0;
  return (
    <Sheet title={t('history.editTitle', { what: eventText(before, original) })} onClose={onClose}>
      {draft && <EventFields state={before} event={draft} onChange={setDraft} />}
      <label class="check-row">
        <input
          type="checkbox"
          checked={draft === null}
          onChange={(event) => setDraft(event.currentTarget.checked ? null : original)}
        />
        {t('history.delete')}
      </label>
      <div class="preview" aria-live="polite">
        {failure && brokenEvent && brokenBefore ? (
          <p class="notice notice-warning">
            {t('history.breaks', {
              what: eventText(brokenBefore, brokenEvent),
              reason: explain(failure.error, setup),
              count: dropped,
            })}
          </p>
        ) : (
          <p>{t('history.allStillFit')}</p>
        )}
        {preview.droppedAnswers > 0 && <p>{t('history.answersDropped', { count: preview.droppedAnswers })}</p>}
        <p>{t('history.setChange', { before: now, after: after?.candidates.size ?? 0 })}</p>
        {after && after.candidates.size === 0 && <p class="notice notice-warning">{t('history.wouldContradict')}</p>}
      </div>
      <div class="choice-row">
        <button
          type="button"
          class="button-primary"
          onClick={() => {
            correct(index, draft);
            onClose();
          }}
        >
          {t('history.apply')}
        </button>
        <button type="button" onClick={onClose}>
          {t('app.cancel')}
        </button>
      </div>
    </Sheet>
  );
}

function EventFields({
  state,
  event,
  onChange,
}: {
  state: GameState;
  event: GameEvent;
  onChange: (next: GameEvent) => void;
}) {
  const board = state.game.board;
  const stationInput = (value: number, set: (station: number) => void) => (
    <label>
      {t('reveal.otherLabel')}
      <input
        type="text"
        inputMode="numeric"
        value={String(label(state, value))}
        onChange={(input) => {
          const station = board.stationOfLabel(Number(input.currentTarget.value));
          if (station !== undefined) set(station);
        }}
      />
    </label>
  );
  const ticketSelect = <T extends Ticket>(tickets: readonly T[], value: T, set: (ticket: T) => void) => (
    <label>
      {t('tickets.title')}
      <select value={value} onChange={(input) => set(input.currentTarget.value as T)}>
        {tickets.map((ticket) => (
          <option key={ticket} value={ticket}>
            {ticketWord(ticket)}
          </option>
        ))}
      </select>
    </label>
  );
  switch (event.type) {
    case 'x-move':
      return ticketSelect(TICKETS, event.ticket, (ticket) => onChange({ ...event, ticket }));
    case 'x-reveal':
    case 'x-surface':
      return stationInput(event.station, (station) => onChange({ ...event, station }));
    case 'pawn-move':
      return (
        <div class="field-row">
          {stationInput(event.to, (to) => onChange({ ...event, to }))}
          {ticketSelect<TransportTicket>(TRANSPORT_TICKETS, event.ticket, (ticket) => onChange({ ...event, ticket }))}
        </div>
      );
    case 'answer':
      return (
        <label class="check-row">
          <input
            type="checkbox"
            checked={event.found}
            onChange={(input) => onChange({ ...event, found: input.currentTarget.checked })}
          />
          {t('history.found')}
        </label>
      );
    case 'x-double':
    case 'pawn-pass':
    case 'end':
      return null;
  }
}
