// The chase chart's words: its key (each line's shape drawn beside what it means, so no line is told
// by its colour alone) and its figures, round by round, as a table whose round buttons go to each
// turn: what a keyboard or a screen reader uses instead of the drawing.
import type { DetectivesTurn } from '../../inference/review/review';
import { language } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { t } from '../i18n/review-words';
import { VERDICT_MARKS } from './turning-points';

export function ChaseKey({ truth }: { truth: boolean }) {
  return (
    <ul class="review-chase-key">
      <li>
        <svg class="review-chase-swatch" viewBox="0 0 28 14" aria-hidden="true">
          <path class="review-chase-line" d="M1,7H27" />
          <circle class="review-chase-point" cx="14" cy="7" r="3" />
        </svg>
        {t('review.chase.keyChance')}
      </li>
      <li>
        <svg class="review-chase-swatch" viewBox="0 0 28 14" aria-hidden="true">
          <g class="review-chase-drop">
            <line x1="14" x2="14" y1="1" y2="13" />
            <line x1="10" x2="18" y1="13" y2="13" />
          </g>
        </svg>
        {t('review.chase.keyDrop')}
      </li>
      {truth && (
        <li>
          <svg class="review-chase-swatch" viewBox="0 0 28 14" aria-hidden="true">
            <path class="review-chase-truth" d="M1,7H27" />
            <rect class="review-chase-truth-point" x="10.5" y="3.5" width="7" height="7" />
          </svg>
          {t('review.chase.keyTruth')}
        </li>
      )}
    </ul>
  );
}

interface ChaseFiguresProps {
  readonly turns: readonly DetectivesTurn[];
  /** His route is known: a column for the table's estimate of his real station. */
  readonly truth: boolean;
  onStep(step: number): void;
}

export function ChaseFigures({ turns, truth, onStep }: ChaseFiguresProps) {
  if (turns.length === 0) return null;
  const percent = (chance: number) => formatPercent(language.value, chance);
  return (
    <details class="review-chase-figures">
      <summary>{t('review.chase.figures')}</summary>
      <div class="review-chase-table">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('review.chase.round')}</th>
              <th scope="col">{t('review.chase.chance')}</th>
              <th scope="col">{t('review.chase.given')}</th>
              {truth && <th scope="col">{t('review.chase.station')}</th>}
            </tr>
          </thead>
          <tbody>
            {turns.map((turn) => (
              <tr key={turn.step}>
                <th scope="row">
                  <button type="button" class="link-button" onClick={() => onStep(turn.step)}>
                    {t('review.turns.round', { round: turn.round })}
                  </button>
                </th>
                <td>{percent(turn.chance)}</td>
                <td>
                  {Math.round(turn.loss * 100)}
                  {/* The chart's mark for the eye, the verdict's word for a screen reader. */}
                  {VERDICT_MARKS[turn.verdict] && <span aria-hidden="true"> {VERDICT_MARKS[turn.verdict]}</span>}
                  <span class="visually-hidden"> ({t(`review.turns.verdict.${turn.verdict}`)})</span>
                </td>
                {truth && <td>{turn.truthChance === null ? '–' : percent(turn.truthChance)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
