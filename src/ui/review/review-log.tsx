// Mister X's travel log as it stood at the reviewed step, in the table screen's look: fields played
// by then are filled, later ones are dashed and dimmed, the latest is ringed. Every field is a
// button that moves the review to that entry.
import { useEffect, useId, useRef } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { label, ticketWord } from '../game/texts';
import { TicketBadge } from '../game/ticket-badge';
import { t } from '../i18n/review-words';

interface ReviewLogProps {
  /** The state at the end of the record: which entries exist. */
  readonly final: GameState;
  /** The state at the reviewed step: which entries had been played and shown. */
  readonly current: GameState;
  onJump(step: number): void;
}

export function ReviewLog({ final, current, onJump }: ReviewLogProps) {
  const played = current.log.length;
  const strip = useRef<HTMLElement>(null);
  const titleId = useId();
  // Keep the latest field in sight while stepping, scrolling the log sideways only.
  useEffect(() => {
    const nav = strip.current;
    const field = nav?.querySelector('.review-log-current');
    if (!nav || !field) return;
    const outer = nav.getBoundingClientRect();
    const inner = field.getBoundingClientRect();
    if (inner.left < outer.left || inner.right > outer.right) {
      nav.scrollLeft += inner.left + inner.width / 2 - (outer.left + outer.width / 2);
    }
  }, [played]);
  if (final.log.length === 0) return null;
  return (
    <section class="review-log">
      <h2 id={titleId} class="review-heading">
        {t('review.log.title')}
      </h2>
      <nav ref={strip} class="travel-log" aria-labelledby={titleId}>
        <ol>
          {final.log.map((field, index) => {
            const entry = index + 1;
            const later = index >= played;
            const revealed = later ? null : (current.log[index]?.revealed ?? null);
            const name = t('log.field', {
              entry,
              ticket: ticketWord(field.ticket),
              revealed: revealed === null ? '' : label(current, revealed),
              surfacing: field.surfacing ? 1 : '',
              double: field.double ? 1 : '',
            });
            const classes = [
              'log-field',
              field.surfacing ? 'log-field-surfacing' : '',
              field.double ? 'log-field-double' : '',
              later ? 'review-log-later' : '',
              entry === played ? 'review-log-current' : '',
            ];
            return (
              <li key={entry} class={classes.filter(Boolean).join(' ')}>
                <button
                  type="button"
                  aria-label={later ? t('review.log.later', { field: name }) : name}
                  aria-current={entry === played ? 'step' : undefined}
                  onClick={() => onJump(field.event + 1)}
                >
                  <span class="log-field-number">{entry}</span>
                  <TicketBadge ticket={field.ticket} small />
                  {revealed !== null && <span class="log-field-station">{label(current, revealed)}</span>}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </section>
  );
}
