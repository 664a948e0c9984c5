// A ticket as players see it: its colour AND its letter (T, B, U, X), so colour is never the only
// signal; 2× marks a double move.
import type { Ticket } from '../../board/types';
import { t } from '../i18n/i18n';

export function TicketBadge({ ticket, small = false }: { ticket: Ticket; small?: boolean }) {
  return (
    <span class={`ticket-badge ticket-${ticket}${small ? ' ticket-badge-small' : ''}`} aria-hidden="true">
      {t(`ticket.short.${ticket}`)}
    </span>
  );
}
