// Mister X's travel log as on the physical pad: 24 fields (more if the game runs longer), each
// with the ticket shown; surfacing fields are marked and show the station he was seen on. Tapping
// a filled field opens it for correction.
import { useEffect, useRef } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { label, ticketWord } from './texts';
import { TicketBadge } from './ticket-badge';

const FIELDS = 24;

export function TravelLog({ state, onEditEntry }: { state: GameState; onEditEntry: (event: number) => void }) {
  const count = Math.max(FIELDS, state.log.length);
  const surfacing = state.game.surfacing;
  const strip = useRef<HTMLElement>(null);
  // Keep the newest entry in view as the game goes on (the strip scrolls sideways on a phone). Only
  // the strip scrolls: scrollIntoView would also scroll the panel and hide what it asks.
  useEffect(() => {
    const element = strip.current;
    const newest = element?.querySelectorAll<HTMLElement>('.log-field')[Math.max(0, state.log.length - 1)];
    if (!element || !newest) return;
    element.scrollLeft = newest.offsetLeft - element.offsetLeft - (element.clientWidth - newest.offsetWidth) / 2;
  }, [state.log.length]);
  return (
    <nav class="travel-log" aria-label={t('log.title')} ref={strip}>
      <ol>
        {Array.from({ length: count }, (_, index) => {
          const entry = index + 1;
          const field = state.log[index];
          const isSurfacing = surfacing.has(entry);
          const classes = `log-field${isSurfacing ? ' log-field-surfacing' : ''}${field?.double ? ' log-field-double' : ''}`;
          if (!field) {
            return (
              <li key={entry} class={`${classes} log-field-empty`} aria-label={t('log.empty', { entry })}>
                <span class="log-field-number">{entry}</span>
              </li>
            );
          }
          const name = t('log.field', {
            entry,
            ticket: ticketWord(field.ticket),
            revealed: field.revealed === null ? '' : label(state, field.revealed),
            surfacing: isSurfacing ? 1 : '',
            double: field.double ? 1 : '',
          });
          return (
            <li key={entry} class={classes}>
              <button type="button" aria-label={name} onClick={() => onEditEntry(field.event)}>
                <span class="log-field-number">{entry}</span>
                <TicketBadge ticket={field.ticket} small />
                {field.revealed !== null && <span class="log-field-station">{label(state, field.revealed)}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
