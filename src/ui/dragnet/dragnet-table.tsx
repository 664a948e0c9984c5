// The table's side of a game Dragnet plays as Mister X (issue 17), loaded only in such a game: his
// turn while he thinks, the call of the tickets he showed (big, in the ticket's colour and letter,
// "Put Mister X on 87" when he surfaces) that stays until the table taps "Seen", his "not there",
// and his route once the game is over. Everything here reads the public record, or the route the
// secret side hands over at the end; nothing here can see where he is.
import { signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import type { AnswerLock } from '../../game/final-answers';
import type { GameState, LogEntry } from '../../game/state';
import { label, pawnName, ticketName, ticketWord } from '../game/texts';
import { TicketBadge } from '../game/ticket-badge';
import type { Seen } from '../kept/seen';
import { keptSeen } from '../kept/seen';
import { askDraft, movePawn } from '../state/table-actions';
import type { XStrength } from '../state/x-player';
import { dragnetActivity, revealedRoute } from '../state/x-player';
import './dragnet.css';
import { t } from '../i18n/dragnet-words';

/** His turn, a surfacing and a pawn's question while Dragnet works them out: nothing to enter. */
export function DragnetTurn({ state, onRetry }: { state: GameState; onRetry: () => void }) {
  const activity = dragnetActivity.value;
  const title = state.phase === 'question' ? t('dragnet.answering') : t('x.turnTitle', { entry: state.log.length + 1 });
  return (
    <section class="panel dragnet-turn" aria-labelledby="dragnet-turn-title" aria-busy={activity === 'thinking'}>
      <h2 id="dragnet-turn-title" class="panel-title" tabIndex={-1}>
        {title}
      </h2>
      {typeof activity === 'object' ? (
        <div class="notice notice-error" role="alert">
          <p>{t('dragnet.problem', { code: activity.problem })}</p>
          <button type="button" onClick={onRetry}>
            {t('dragnet.retry')}
          </button>
        </div>
      ) : (
        <p class="dragnet-thinking" role="status">
          <span class="dragnet-spinner" aria-hidden="true" />
          {t('dragnet.thinking')}
          <br />
          <small>{t('dragnet.thinkingHint')}</small>
        </p>
      )}
    </section>
  );
}

/** The last turn the table tapped "Seen" for (kept/seen.ts: a reload keeps it). */
const seen = signal<Seen | null>(keptSeen.read());

function markSeen(next: Seen): void {
  seen.value = next;
  keptSeen.write(next);
}

/** The entries of his turn still to be called: this round's, while the pawns are to move and the
 *  table has not tapped "Seen" for them. */
export function entriesToCall(id: string, state: GameState): readonly LogEntry[] {
  if (state.phase !== 'pawns') return [];
  const note = seen.value;
  if (note && note.id === id && note.entries === state.log.length) return [];
  return state.log.filter((entry) => entry.round === state.round);
}

interface TicketCallProps {
  readonly id: string;
  readonly state: GameState;
  readonly entries: readonly LogEntry[];
}

/** The tickets he showed this turn, as a dialog the table cannot miss; "Seen" closes it. */
// His surfacing is not zoomed in on: his one station is ringed on the map at the table's zoom, which
// pans to it when it is off screen (london-map.tsx). A zoom in stayed for the rounds after, with
// his stations out of sight.
export function TicketCall({ id, state, entries }: TicketCallProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
    element?.querySelector<HTMLElement>('.dragnet-seen')?.focus();
    return () => element?.close?.();
  }, []);
  const onSeen = () => markSeen({ id, entries: state.log.length });
  const first = entries[0];
  const double = first?.double === true;
  return (
    <dialog
      ref={dialog}
      class="dragnet-call"
      aria-labelledby="dragnet-call-title"
      onCancel={(event) => {
        event.preventDefault();
        onSeen();
      }}
    >
      <h2 id="dragnet-call-title" class="dragnet-call-title">
        {t('dragnet.callTitle')}
      </h2>
      {double && (
        <p class="dragnet-call-double">
          <span class="ticket-badge ticket-double" aria-hidden="true">
            2×
          </span>
          {t('dragnet.callDouble')}
        </p>
      )}
      <ol class="dragnet-call-tickets">
        {entries.map((entry, index) => {
          const number = state.log.indexOf(entry) + 1;
          return (
            <li key={number} class={`dragnet-call-ticket ticket-${entry.ticket}`}>
              <TicketBadge ticket={entry.ticket} />
              <span class="dragnet-call-name">{ticketName(entry.ticket)}</span>
              <span class="dragnet-call-entry">{t('dragnet.callEntry', { entry: number })}</span>
              {entry.revealed !== null && (
                <p class="dragnet-call-put">
                  <strong>{t('dragnet.putOn', { station: state.game.board.label(entry.revealed) })}</strong>
                  <small>{t('dragnet.putOnHint')}</small>
                </p>
              )}
              {index < entries.length - 1 && <span class="dragnet-call-then" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
      <button type="button" class="button-primary dragnet-seen" onClick={onSeen}>
        {t('dragnet.seen')}
      </button>
    </dialog>
  );
}

/** A move onto one of his stations before Dragnet answers it: the table's go, or Cancel (his answer
 *  stays once given, so this is where a mistyped tap is put right). */
export function AskDragnet({ state }: { state: GameState }) {
  const draft = askDraft.value;
  const go = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    go.current?.scrollIntoView?.({ block: 'nearest' });
    go.current?.focus({ preventScroll: true });
  }, [draft]);
  if (!draft) return null;
  const pawn = pawnName(state, draft.pawn);
  const station = label(state, draft.station);
  return (
    <fieldset class="notice notice-warning dragnet-ask">
      <legend class="dragnet-ask-title">
        <strong>{t('dragnet.askTitle', { pawn, station, ticket: ticketWord(draft.ticket) })}</strong>
      </legend>
      <p>{t('dragnet.askHint')}</p>
      <div class="choice-row">
        <button
          ref={go}
          type="button"
          class="button-primary"
          onClick={() => movePawn(draft.pawn, draft.station, draft.ticket, true)}
        >
          {t('dragnet.askMove', { pawn, station })}
        </button>
        <button type="button" onClick={() => (askDraft.value = null)}>
          {t('app.cancel')}
        </button>
      </div>
    </fieldset>
  );
}

/** Why Undo or a correction leaves the record as it is: his answers and his entries stay. */
export function answerLockText(lock: AnswerLock, state: GameState): string {
  switch (lock.kind) {
    case 'answer-stays':
      return t('dragnet.answerStays', {
        pawn: pawnName(state, lock.pawn),
        station: label(state, lock.station),
        found: lock.found ? 'yes' : 'no',
      });
    case 'never-asked':
      return t('dragnet.neverAsked', { pawn: pawnName(state, lock.pawn), station: label(state, lock.station) });
    case 'dragnet-entry':
      return t('dragnet.ownEntry');
  }
}

/** Dragnet's "not there" to the pawn that just ended on a station he could have been on. */
export function NotThere({ state }: { state: GameState }) {
  const last = state.evidence[state.evidence.length - 1];
  if (last?.kind !== 'answer' || last.event !== state.events - 1) return null;
  return (
    <p class="notice notice-info dragnet-not-there" role="status">
      {t('dragnet.notThere', { station: state.game.board.label(last.station) })}
    </p>
  );
}

/** His route, entry by entry, once the game `id` is over (the secret side hands it over then). */
export function RevealedRoute({ id, state }: { id: string; state: GameState }) {
  const revealed = revealedRoute.value;
  if (!revealed || revealed.id !== id || state.phase !== 'over') return null;
  const label = (station: number) => state.game.board.label(station);
  return (
    <section class="dragnet-route" aria-labelledby="dragnet-route-title">
      <h3 id="dragnet-route-title">{t('dragnet.routeTitle')}</h3>
      <ol>
        {revealed.steps.map((step, index) => (
          <li key={index}>
            {step.ticket === null ? (
              t('dragnet.routeStart', { station: label(step.station) })
            ) : (
              <>
                <TicketBadge ticket={step.ticket} small />{' '}
                {t('dragnet.routeEntry', {
                  entry: index,
                  ticket: ticketName(step.ticket),
                  station: label(step.station),
                })}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function strengthWord(strength: XStrength): string {
  return t(`dragnet.strength.${strength}`);
}
