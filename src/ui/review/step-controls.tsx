// Where the review stands, in words, and how to move: by move, by round, or anywhere at once with
// the slider. The screen adds the arrow keys (review-screen.tsx).
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { eventText, label } from '../game/texts';
import { t } from '../i18n/review-words';
import { nextRoundStep, previousRoundStep } from './review-steps';

/** "Round 4 · Red: 58 → 72 by bus"; the set-up at step 0. */
function stepText(states: readonly GameState[], events: readonly GameEvent[], step: number): string {
  const before = states[step - 1];
  const event = events[step - 1];
  if (!before || !event) return t('review.start');
  const when = event.type === 'end' ? t('end.over') : t('game.round', { round: before.round });
  return `${when} · ${eventText(before, event)}`;
}

interface StepControlsProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly step: number;
  onStep(step: number): void;
}

export function StepControls({ states, events, step, onStep }: StepControlsProps) {
  const last = states.length - 1;
  const state = states[step];
  if (!state) return null;
  const text = stepText(states, events, step);
  const count = state.candidates.size;
  const seen = state.revealed;
  return (
    <section class="review-steps" aria-label={t('review.position')}>
      <p class="review-step-text" aria-live="polite">
        {text}
      </p>
      <p class="review-step-facts">
        <span>{t('review.step', { step, total: last })}</span>
        <strong class="review-step-count">
          {count === 0 ? t('game.noCandidates') : t('game.candidates', { count })}
        </strong>
        {seen && <span>{t('game.lastSeen', { station: label(state, seen.station), entry: seen.entry })}</span>}
      </p>
      <input
        type="range"
        class="review-slider"
        min={0}
        max={last}
        step={1}
        value={step}
        aria-label={t('review.slider')}
        aria-valuetext={`${t('review.step', { step, total: last })}: ${text}`}
        onInput={(event) => onStep(Number(event.currentTarget.value))}
      />
      <div class="review-step-buttons">
        <button
          type="button"
          aria-label={t('review.prevRound')}
          disabled={step === 0}
          onClick={() => onStep(previousRoundStep(states, step))}
        >
          « {t('review.round')}
        </button>
        <button type="button" aria-label={t('review.prevStep')} disabled={step === 0} onClick={() => onStep(step - 1)}>
          ‹ {t('review.stepShort')}
        </button>
        <button
          type="button"
          aria-label={t('review.nextStep')}
          disabled={step === last}
          onClick={() => onStep(step + 1)}
        >
          {t('review.stepShort')} ›
        </button>
        <button
          type="button"
          aria-label={t('review.nextRound')}
          disabled={step === last}
          onClick={() => onStep(nextRoundStep(states, step))}
        >
          {t('review.round')} »
        </button>
      </div>
      <p class="review-keys">{t('review.keys')}</p>
    </section>
  );
}
