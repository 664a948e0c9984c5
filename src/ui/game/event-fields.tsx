// The fields of one event under correction: a station typed as printed on the board, a ticket, or
// whether Mister X was there. A station is taken over as it is typed, so the preview is never a
// step behind what the field shows; text that is no station keeps the correction from applying.
import { useId, useState } from 'preact/hooks';
import type { StationId, Ticket, TransportTicket } from '../../board/types';
import { TICKETS, TRANSPORT_TICKETS } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { t } from '../i18n/moves-words';
import { label, ticketName } from './texts';

interface FieldsProps {
  readonly state: GameState;
  readonly event: GameEvent;
  onChange(next: GameEvent): void;
  /** Whether the typed station is one of the board's. */
  onValid(valid: boolean): void;
}

export function EventFields({ state, event, onChange, onValid }: FieldsProps) {
  const station = (value: StationId, set: (station: StationId) => void) => (
    <StationField state={state} value={value} onStation={set} onValid={onValid} />
  );
  switch (event.type) {
    case 'x-move':
      return (
        <TicketField tickets={TICKETS} value={event.ticket} onTicket={(ticket) => onChange({ ...event, ticket })} />
      );
    case 'x-reveal':
    case 'x-surface':
      return station(event.station, (at) => onChange({ ...event, station: at }));
    case 'pawn-move':
      return (
        <div class="field-row">
          {station(event.to, (to) => onChange({ ...event, to }))}
          <TicketField<TransportTicket>
            tickets={TRANSPORT_TICKETS}
            value={event.ticket}
            onTicket={(ticket) => onChange({ ...event, ticket })}
          />
        </div>
      );
    case 'answer': // AnswerChoice, which can also delete it
    case 'x-double':
    case 'pawn-pass':
    case 'end':
      return null;
  }
}

interface AnswerProps {
  /** The answer as corrected so far: null deletes it (the app then asks again). */
  readonly value: GameEvent | null;
  /** Whether it can be deleted: only the last entry can (after it the game went on, and a game
   *  that went on past the question answered "not there", which a deletion would add again). */
  readonly deletable: boolean;
  onChange(next: GameEvent | null): void;
}

/** Whether Mister X was there, or no answer at all: one choice, native radio buttons. */
export function AnswerChoice({ value, deletable, onChange }: AnswerProps) {
  const name = useId();
  const chosen = value === null ? 'delete' : value.type === 'answer' && value.found ? 'yes' : 'no';
  const options = [
    { key: 'no', label: t('history.answerNo'), next: { type: 'answer', found: false } },
    { key: 'yes', label: t('history.found'), next: { type: 'answer', found: true } },
    ...(deletable ? [{ key: 'delete', label: t('history.deleteAnswer'), next: null }] : []),
  ] as const;
  return (
    <fieldset class="answer-choice">
      <legend>{t('history.answerQuestion')}</legend>
      {options.map((option) => (
        <label key={option.key} class="check-row">
          <input type="radio" name={name} checked={chosen === option.key} onChange={() => onChange(option.next)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

interface StationProps {
  readonly state: GameState;
  readonly value: StationId;
  onStation(station: StationId): void;
  onValid(valid: boolean): void;
}

function StationField({ state, value, onStation, onValid }: StationProps) {
  const [typed, setTyped] = useState(String(label(state, value)));
  const known = state.game.board.stationOfLabel(Number(typed.trim())) !== undefined && typed.trim() !== '';
  return (
    <label>
      {t('reveal.otherLabel')}
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        size={4}
        value={typed}
        aria-invalid={!known}
        onInput={(input) => {
          const text = input.currentTarget.value;
          setTyped(text);
          const found = text.trim() === '' ? undefined : state.game.board.stationOfLabel(Number(text.trim()));
          onValid(found !== undefined);
          if (found !== undefined) onStation(found);
        }}
      />
      {!known && <span class="field-problem">{t('reveal.unknown', { value: typed.trim() })}</span>}
    </label>
  );
}

interface TicketProps<T extends Ticket> {
  readonly tickets: readonly T[];
  readonly value: T;
  onTicket(ticket: T): void;
}

function TicketField<T extends Ticket>({ tickets, value, onTicket }: TicketProps<T>) {
  return (
    <label>
      {t('history.ticket')}
      <select value={value} onChange={(input) => onTicket(input.currentTarget.value as T)}>
        {tickets.map((ticket) => (
          <option key={ticket} value={ticket}>
            {ticketName(ticket)}
          </option>
        ))}
      </select>
    </label>
  );
}
