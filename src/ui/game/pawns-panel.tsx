// The pawns' turn: every pawn with its state (to move, moved, can't move); suggested moves when the
// table turned advice on; the active pawn's legal destinations as buttons (the same as tapping them
// on the map); the ticket asked only when several fit, with what is left of each.
import type { TransportTicket } from '../../board/types';
import { pawnStatus } from '../../game/pawn-moves';
import type { GameState } from '../../game/state';
import { ticketsLeft } from '../../game/tickets';
import { AdviceButton } from '../advice/advice-entry';
import { t } from '../i18n/i18n';
import { useLazyModule } from '../lazy';
import { pawnLetters } from '../pawns/pawn-letters';
import { PawnToken } from '../pawns/pawn-token';
import { session } from '../state/game-store';
import { settings } from '../state/preferences';
import {
  activePawn,
  adviceThinking,
  askDraft,
  chooseDestination,
  destinations,
  movePawn,
  selectPawn,
  ticketChoice,
} from '../state/table-actions';
import { playedByDragnet } from '../state/x-player';
import { PassOffer } from './pass-offer';
import { label, pawnName, ticketWord } from './texts';
import { TicketBadge } from './ticket-badge';

export function PawnsPanel({ state }: { state: GameState }) {
  const active = activePawn.value;
  const letters = pawnLetters(state.game.setup.pawns);
  return (
    <section class="panel" aria-labelledby="pawns-title">
      <h2 id="pawns-title" class="panel-title" tabIndex={-1}>
        {t('pawns.title')}
      </h2>
      <fieldset class="pawn-row">
        <legend class="visually-hidden">{t('pawns.pick')}</legend>
        {state.game.setup.pawns.map((pawn, index) => {
          const status = pawnStatus(state, index);
          return (
            <button
              type="button"
              key={pawn.id}
              class={`pawn-chip pawn-chip-${status}`}
              aria-pressed={index === active}
              disabled={status !== 'to-move'}
              onClick={() => selectPawn(pawn.id)}
            >
              <PawnToken colour={pawn.colour} kind={pawn.kind} letters={letters.get(pawn.id) ?? '?'} />
              <span class="pawn-chip-name">{pawn.name}</span>
              <span class="pawn-chip-status">
                {label(state, state.positions[index] ?? pawn.start)} · {t(`pawns.${status}`)}
              </span>
            </button>
          );
        })}
      </fieldset>
      <PassOffer state={state} />
      {settings.value.advice && <AdviceButton />}
      {/* Dragnet never surfaces of his own accord (docs/mister-x.md): the table has nothing to enter. */}
      {state.game.setup.options.voluntarySurfacing && !playedByDragnet(session.value?.id ?? '') && (
        <Surfacing state={state} />
      )}
      {active !== null ? (
        <Destinations state={state} pawn={active} />
      ) : (
        adviceThinking.value && <p class="panel-hint">{t('pawns.waitForAdvice')}</p>
      )}
    </section>
  );
}

/** Dragnet's side of the table, loaded in a game it plays (the only games with an askDraft). */
const loadDragnetSide = () => import('../dragnet/dragnet-table');

function AskDragnet({ state }: { state: GameState }) {
  const side = useLazyModule(loadDragnetSide);
  return side && <side.AskDragnet state={state} />;
}

function Destinations({ state, pawn }: { state: GameState; pawn: number }) {
  const choice = ticketChoice.value;
  const name = pawnName(state, pawn);
  if (askDraft.value?.pawn === pawn) return <AskDragnet state={state} />;
  if (choice && choice.pawn === pawn) {
    const left = ticketsLeft(state, pawn);
    return (
      <fieldset class="choice-row">
        <legend class="panel-hint">
          {t('pawns.whichTicket', { pawn: name, station: label(state, choice.station) })}
        </legend>
        {choice.tickets.map((ticket: TransportTicket) => (
          <button
            type="button"
            key={ticket}
            class={`ticket-button ticket-${ticket}`}
            onClick={() => movePawn(pawn, choice.station, ticket)}
          >
            <TicketBadge ticket={ticket} />
            <span class="ticket-button-name">
              {left ? t('pawns.ticketLeft', { ticket: ticketWord(ticket), count: left[ticket] }) : ticketWord(ticket)}
            </span>
          </button>
        ))}
        <button type="button" class="link-button" onClick={() => (ticketChoice.value = null)}>
          {t('app.cancel')}
        </button>
      </fieldset>
    );
  }
  const options = [...destinations.value.entries()].sort((a, b) => label(state, a[0]) - label(state, b[0]));
  return (
    <div class="destinations">
      <p class="panel-hint">{t('pawns.from', { pawn: name, station: label(state, state.positions[pawn] ?? 0) })}</p>
      <div class="station-grid">
        {options.map(([station, tickets]) => (
          <button
            type="button"
            key={station}
            class={`station-button${state.candidates.has(station) ? ' station-button-candidate' : ''}`}
            aria-label={t('pawns.destination', {
              station: label(state, station),
              tickets: tickets.map(ticketWord).join(', '),
            })}
            onClick={() => chooseDestination(station)}
          >
            <span>{label(state, station)}</span>
            <span class="station-button-tickets" aria-hidden="true">
              {tickets.map((ticket) => (
                <TicketBadge key={ticket} ticket={ticket} small />
              ))}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** The optional rule's surfacing (Milton Bradley advanced play), loaded only in a game with it. */
function Surfacing({ state }: { state: GameState }) {
  const loaded = useLazyModule(() => import('./voluntary-surfacing'));
  return loaded && <loaded.VoluntarySurfacing state={state} />;
}
