// Every place where the record contradicted itself (a reveal outside the set, the set running
// empty), where it happened, in the player's words, with a button to go there.
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { explain } from '../game/texts';
import { t } from '../i18n/review-words';

interface RecordProblemsProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly step: number;
  onJump(step: number): void;
}

export function RecordProblems({ states, events, step, onJump }: RecordProblemsProps) {
  const last = states[states.length - 1];
  const found = last?.inconsistencies ?? [];
  if (!last || found.length === 0) return null;
  return (
    <section class="review-problems" aria-labelledby="review-problems-title">
      <h2 id="review-problems-title" class="review-heading">
        {t('review.problems.title')}
      </h2>
      <ol>
        {found.map(({ event, error }) => {
          const at = event + 1;
          return (
            <li key={event} class={`notice notice-warning${at === step ? ' review-problem-here' : ''}`}>
              <p>
                <strong>{t('review.problems.at', { round: states[event]?.round ?? '?', step: at })}</strong>{' '}
                {at === step && <em>({t('review.problems.here')})</em>}
              </p>
              <p>{explain(error, last.game.setup, { states, events })}</p>
              <button type="button" class="link-button" onClick={() => onJump(at)}>
                {t('review.problems.show', { step: at })}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
