// "Go to station": the player types the number printed on their board and the map jumps there.
// Board labels, not internal ids: on the Milton Bradley board "118" is the Thames pier.
import { useId, useState } from 'preact/hooks';
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import { currentMapTexts, type MapTexts } from './map-texts';
import './go-to-station.css';

export type StationLookup =
  | { readonly ok: true; readonly station: StationId }
  | { readonly ok: false; readonly message: string };

/** The station a typed number means on this board, or a message a player understands. */
export function lookUpStation(board: Board, typed: string, texts: MapTexts = currentMapTexts()): StationLookup {
  const text = typed.trim();
  if (text === '') return { ok: false, message: texts.goToEmpty };
  if (!/^\d{1,4}$/.test(text)) return { ok: false, message: texts.goToNotANumber(text.slice(0, 12)) };
  const station = board.stationOfLabel(Number(text));
  if (station === undefined) return { ok: false, message: texts.goToUnknown(Number(text)) };
  return { ok: true, station };
}

interface GoToStationProps {
  readonly board: Board;
  onGo(station: StationId): void;
  readonly texts?: MapTexts;
}

export function GoToStation({ board, onGo, texts = currentMapTexts() }: GoToStationProps) {
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const inputId = useId();
  const messageId = useId();
  const onSubmit = (event: Event) => {
    event.preventDefault();
    const found = lookUpStation(board, typed, texts);
    setMessage(found.ok ? '' : found.message);
    if (found.ok) onGo(found.station);
  };
  // The message sits over the map: it goes once the player types again or turns to something else.
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && (event.currentTarget as HTMLElement).contains(next))) setMessage('');
  };
  return (
    <form class="map-goto" onSubmit={onSubmit} onFocusOut={onFocusOut}>
      <label for={inputId}>{texts.goToLabel}</label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="go"
        placeholder={texts.goToLabel}
        size={4}
        maxLength={4}
        value={typed}
        aria-invalid={message !== ''}
        aria-describedby={messageId}
        onInput={(event) => {
          setTyped(event.currentTarget.value);
          setMessage('');
        }}
      />
      <button type="submit">{texts.goToButton}</button>
      <p id={messageId} class="map-goto-message" role="status">
        {message}
      </p>
    </form>
  );
}
