// Mister X's turn: large ticket buttons with what he has left (black, double, and his public
// stock under the Milton Bradley rules). One tap enters his log entry; a ticket that none of the
// stations he could be on can use (a mistyped ticket, or an earlier entry that is wrong) asks first,
// as a ruled-out surfacing station does.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Ticket } from '../../board/types';
import { TICKETS } from '../../board/types';
import { applyEvent } from '../../game/apply';
import { trappedStations } from '../../game/end-of-game';
import type { GameState } from '../../game/state';
import { xUsableTickets } from '../../game/tickets';
import { t } from '../i18n/i18n';
import { enter } from '../state/game-store';
import { label, ticketName, ticketWord } from './texts';
import { TicketBadge } from './ticket-badge';

function countText(state: GameState, ticket: Ticket): string {
  const count = ticket === 'black' ? state.x.black : state.x.stock ? state.x.stock[ticket] : null;
  if (count === null) return t('x.unlimited');
  return count > 0 ? t('x.left', { count }) : t('x.noneLeft');
}

/** Whether showing `ticket` would leave no station he could be on (while some are left now). */
function leavesNowhere(state: GameState, ticket: Ticket): boolean {
  if (state.candidates.isEmpty()) return false;
  const result = applyEvent(state, { type: 'x-move', ticket });
  return result.ok && result.state.candidates.isEmpty();
}

export function XTurnPanel({ state }: { state: GameState }) {
  const [doubtful, setDoubtful] = useState<Ticket | null>(null);
  // The question opens under the ticket buttons, below the fold on a phone: bring all of it into
  // view, or the tap seems to have done nothing.
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (doubtful) question.current?.scrollIntoView?.({ block: 'nearest' });
  }, [doubtful]);
  const entry = state.log.length + 1;
  const show = (ticket: Ticket, anyway = false) => {
    if (!anyway && leavesNowhere(state, ticket)) {
      setDoubtful(ticket);
      return;
    }
    setDoubtful(null);
    enter({ type: 'x-move', ticket });
  };
  const usable = new Set(xUsableTickets(state));
  const title =
    state.doubleStep === 1
      ? t('x.firstHalf', { entry })
      : state.doubleStep === 2
        ? t('x.secondHalf', { entry })
        : t('x.turnTitle', { entry });
  return (
    <section class="panel" aria-labelledby="x-turn-title">
      <h2 id="x-turn-title" class="panel-title" tabIndex={-1}>
        {title}
      </h2>
      <p class="panel-hint">{t('x.whichTicket')}</p>
      <div class="ticket-grid">
        {TICKETS.map((ticket) => (
          <button
            type="button"
            key={ticket}
            class={`ticket-button ticket-${ticket}`}
            disabled={!usable.has(ticket)}
            onClick={() => show(ticket)}
          >
            <TicketBadge ticket={ticket} />
            <span class="ticket-button-name">{ticketName(ticket)}</span>
            <span class="ticket-button-count">{countText(state, ticket)}</span>
          </button>
        ))}
        {state.doubleStep === 0 && (
          <button
            type="button"
            class="ticket-button ticket-double"
            disabled={state.x.double <= 0}
            onClick={() => enter({ type: 'x-double' })}
          >
            <span class="ticket-badge ticket-double" aria-hidden="true">
              2×
            </span>
            <span class="ticket-button-name">{t('ticket.double')}</span>
            <span class="ticket-button-count">
              {state.x.double > 0 ? t('x.left', { count: state.x.double }) : t('x.noneLeft')}
            </span>
          </button>
        )}
      </div>
      {doubtful && (
        <div class="notice notice-warning" role="alert" ref={question}>
          <p>{t('x.noStationFits', { ticket: ticketWord(doubtful), count: state.candidates.size })}</p>
          <div class="choice-row">
            <button type="button" onClick={() => show(doubtful, true)}>
              {t('reveal.enterAnyway')}
            </button>
            <button type="button" onClick={() => setDoubtful(null)}>
              {t('app.cancel')}
            </button>
          </div>
        </div>
      )}
      <TrappedDeclaration state={state} />
    </section>
  );
}

/** Ravensburger: Mister X loses when he cannot move. When only some of his possible stations are
 *  cut off, he says so and names his station. */
function TrappedDeclaration({ state }: { state: GameState }) {
  const [open, setOpen] = useState(false);
  if (!state.game.setup.xLosesWhenTrapped || state.announcement) return null;
  const trapped = trappedStations(state);
  if (trapped.isEmpty()) return null;
  if (!open) {
    return (
      <button type="button" class="link-button" onClick={() => setOpen(true)}>
        {t('x.trappedButton')}
      </button>
    );
  }
  return (
    <fieldset class="choice-row">
      <legend>{t('x.trappedTitle')}</legend>
      {[...trapped].map((station) => (
        <button
          type="button"
          key={station}
          class="station-button"
          onClick={() => enter({ type: 'end', reason: 'x-trapped', station })}
        >
          {label(state, station)}
        </button>
      ))}
    </fieldset>
  );
}
