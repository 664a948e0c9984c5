// "Try it" in words: what Dragnet says of the moves picked (kept in one status line, so the list
// below never moves while it weighs), a ticket to choose where a tapped station has several, and a
// list with every pawn's move, which a keyboard or a phone reaches without the map. Each pawn's
// list offers only its moves with the others' picks (use-try-moves.ts).
import type { StationId, TransportTicket } from '../../board/types';
import { plannedDestinations } from '../../game/round-plan';
import type { GameState } from '../../game/state';
import { inWords, label, pawnName, ticketName, ticketWord } from '../game/texts';
import { language } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { t } from '../i18n/review-words';
import { pawnLetters } from '../pawns/pawn-letters';
import { PawnToken } from '../pawns/pawn-token';
import type { TryMoves, TryVerdict } from './use-try-moves';

interface TryPanelProps {
  readonly state: GameState;
  readonly tries: TryMoves;
  /** Back to the better moves. */
  onDone(): void;
}

export function TryPanel({ state, tries, onDone }: TryPanelProps) {
  const { asking, refusal, pick } = tries;
  const letters = pawnLetters(state.game.setup.pawns);
  return (
    <section class="review-try" aria-labelledby="review-try-title">
      <h3 id="review-try-title" class="review-heading">
        {t('review.try.title')}
      </h3>
      <p class="review-note">{t('review.try.hint')}</p>
      <p
        class={`review-try-verdict is-${tries.verdict.kind}`}
        role="status"
        aria-busy={tries.verdict.kind === 'working'}
      >
        {verdictText(state, tries.verdict)}
      </p>
      {asking && (
        <fieldset class="review-try-ask">
          <legend>
            {t('review.try.ask', { pawn: pawnName(state, asking.pawn), station: label(state, asking.to) })}
          </legend>
          {asking.tickets.map((ticket) => (
            <button key={ticket} type="button" onClick={() => pick(asking.pawn, asking.to, ticket)}>
              {ticketName(ticket)}
            </button>
          ))}
        </fieldset>
      )}
      {refusal && (
        <p class="notice notice-warning" role="alert">
          {refusal}
        </p>
      )}
      <ul class="review-try-list">
        {tries.movers.map((pawn) => {
          const setup = state.game.setup.pawns[pawn];
          return (
            setup && (
              <li key={setup.id} class={`review-try-row${tries.selected === pawn ? ' is-selected' : ''}`}>
                <PawnToken colour={setup.colour} kind={setup.kind} letters={letters.get(setup.id) ?? ''} />
                <span class="review-try-name">{pawnName(state, pawn)}</span>
                <PawnChoice state={state} pawn={pawn} tries={tries} />
              </li>
            )
          );
        })}
      </ul>
      <div class="review-position-actions">
        <button type="button" onClick={tries.reset}>
          {t('review.try.reset')}
        </button>
        <button type="button" class="link-button" onClick={onDone}>
          {t('review.try.back')}
        </button>
      </div>
    </section>
  );
}

/** A pawn's moves with the others' picks, as options of one list: "46 by underground". */
function PawnChoice({ state, pawn, tries }: { state: GameState; pawn: number; tries: TryMoves }) {
  const picked = tries.picks.find((ride) => ride.pawn === pawn);
  const bobby = state.game.setup.pawns[pawn]?.kind === 'bobby';
  const options = [...plannedDestinations(state, pawn, tries.picks)]
    .sort(([a], [b]) => label(state, a) - label(state, b))
    .flatMap(([to, tickets]) =>
      // A Bobby rides free: one option a station.
      bobby
        ? [{ to, ticket: picked?.to === to ? picked.ticket : (tickets[0] as TransportTicket) }]
        : tickets.map((ticket) => ({ to, ticket })),
    );
  if (options.length === 0) return <span class="review-note">{t('review.try.sitsOut')}</span>;
  const value = (to: StationId, ticket: TransportTicket) => `${to}:${ticket}`;
  return (
    <select
      aria-label={t('review.try.pawnMove', { pawn: pawnName(state, pawn) })}
      value={picked ? value(picked.to, picked.ticket) : ''}
      onChange={(event) => {
        const [to, ticket] = event.currentTarget.value.split(':');
        if (to && ticket) tries.pick(pawn, Number(to), ticket as TransportTicket);
      }}
    >
      {!picked && <option value="">{t('review.try.pick')}</option>}
      {options.map(({ to, ticket }) => (
        <option key={value(to, ticket)} value={value(to, ticket)}>
          {bobby
            ? t('review.try.optionBobby', { station: label(state, to) })
            : t('review.try.option', { station: label(state, to), ticket: ticketWord(ticket) })}
        </option>
      ))}
    </select>
  );
}

export function verdictText(state: GameState, verdict: TryVerdict): string {
  switch (verdict.kind) {
    case 'missing':
      return t('review.try.missing', { pawns: inWords(verdict.pawns.map((pawn) => pawnName(state, pawn))) });
    case 'working':
      return verdict.before ? verdictText(state, verdict.before) : t('review.try.weighing');
    case 'failed':
      return t('review.try.failed');
    case 'weighed': {
      const weighed = verdict.weighed;
      if (!weighed) return t('review.try.invalid');
      const points = Math.round(weighed.loss * 100);
      const words = {
        verdict: t(`review.turns.verdict.${weighed.verdict}`),
        chance: formatPercent(language.value, weighed.chance),
        played: formatPercent(language.value, weighed.played),
        points,
      };
      if (weighed.better) return t('review.try.better', words);
      if (points === 0) return t('review.try.keeps', words);
      // The catch let go now counts in full: more than the chances apart.
      const now = weighed.loss - (weighed.chance - weighed.played) >= 0.005;
      return now ? `${t('review.try.gives', words)} ${t('review.try.catchNow')}` : t('review.try.gives', words);
    }
  }
}
