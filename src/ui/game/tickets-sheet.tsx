// Every pile of tickets at the table: each detective's (or the two-player game's shared pile),
// the Bobbies who ride free, and Mister X's black and double tickets and public stock.
import { TRANSPORT_TICKETS } from '../../board/types';
import type { GameState } from '../../game/state';
import { t } from '../i18n/sheets-words';
import { pawnLetters } from '../pawns/pawn-letters';
import { PawnToken } from '../pawns/pawn-token';
import { Sheet } from './sheet';
import { inWords, ticketWord } from './texts';
import { TicketBadge } from './ticket-badge';

export function TicketsSheet({ state, onClose }: { state: GameState; onClose: () => void }) {
  const { setup } = state.game;
  const bobbies = setup.pawns.filter((pawn) => pawn.kind === 'bobby');
  const letters = pawnLetters(setup.pawns);
  const x = state.x;
  return (
    <Sheet title={t('tickets.title')} onClose={onClose}>
      <table class="tickets-table">
        <thead>
          <tr>
            <th scope="col" />
            {TRANSPORT_TICKETS.map((ticket) => (
              <th scope="col" key={ticket}>
                <TicketBadge ticket={ticket} small /> <span class="visually-hidden">{ticketWord(ticket)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {setup.pools.map((pool, index) => {
            const owners = setup.pawns.filter((pawn) => pawn.pool === pool.id);
            const left = state.tickets[index];
            return (
              <tr key={pool.id}>
                <th scope="row">
                  {owners.map((pawn) => (
                    <PawnToken
                      key={pawn.id}
                      colour={pawn.colour}
                      kind={pawn.kind}
                      letters={letters.get(pawn.id) ?? '?'}
                    />
                  ))}{' '}
                  {inWords(owners.map((pawn) => pawn.name))}
                  {owners.length > 1 && <small> ({t('tickets.shared')})</small>}
                </th>
                {TRANSPORT_TICKETS.map((ticket) => (
                  <td key={ticket}>{left?.[ticket] ?? 0}</td>
                ))}
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t('tickets.misterX')}</th>
            {TRANSPORT_TICKETS.map((ticket) => (
              <td key={ticket}>{x.stock ? x.stock[ticket] : '∞'}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {bobbies.length > 0 && <p>{t('tickets.bobbies', { names: inWords(bobbies.map((pawn) => pawn.name)) })}</p>}
      <p class="tickets-x">
        <TicketBadge ticket="black" small /> {ticketWord('black')}: {x.black} ·{' '}
        <span class="ticket-badge ticket-badge-small ticket-double" aria-hidden="true">
          2×
        </span>{' '}
        {t('ticket.double')}: {x.double}
      </p>
      {setup.misterX.receivesSpentTickets && (
        <p>{t('tickets.received', { count: x.received.taxi + x.received.bus + x.received.underground })}</p>
      )}
    </Sheet>
  );
}
