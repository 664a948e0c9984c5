// Where the game turned: every turn as the review's analysis weighs it (review-analysis.ts,
// docs/review.md), with a progress bar while it works; the turns that gave something away, worst
// first, each one tap from its position on the map: a detectives' turn opens it with the better
// moves and "Try it" (turn-position.tsx), one of his entries goes to its step.
import { useState } from 'preact/hooks';
import type { GameState } from '../../game/state';
import type { DetectivesTurn, ReviewedTurn } from '../../inference/review/review';
import { label, pawnName } from '../game/texts';
import { language } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { t } from '../i18n/review-words';
import type { ReviewAnalysis } from './review-analysis';

/** Turns listed before "all of them". */
const LISTED = 5;

interface TurningPointsProps {
  readonly analysis: ReviewAnalysis;
  readonly states: readonly GameState[];
  onShow(step: number): void;
  /** Open a detectives' turn's position; without it, the turn goes to its step too. */
  onOpen?(turn: DetectivesTurn): void;
}

export function TurningPoints({ analysis: progress, states, onShow, onOpen }: TurningPointsProps) {
  const [all, setAll] = useState(false);
  const worst = progress.turns
    .filter((turn) => turn.verdict === 'inaccuracy' || turn.verdict === 'mistake' || turn.verdict === 'blunder')
    // Worst first; at equal loss the table's own turns first, then in the order played.
    .sort(
      (a, b) => b.loss - a.loss || Number(a.side === 'mister-x') - Number(b.side === 'mister-x') || a.step - b.step,
    );
  const shown = all ? worst : worst.slice(0, LISTED);
  const round = progress.turns.reduce((at, turn) => Math.max(at, turn.side === 'detectives' ? turn.round : 0), 0);
  return (
    <section class="review-turns" aria-labelledby="review-turns-title">
      <h2 id="review-turns-title" class="review-heading">
        {t('review.turns.title')}
      </h2>
      <p class="review-note">{t('review.turns.intro')}</p>
      {progress.state === 'working' && (
        <label class="review-turns-progress">
          {t('review.turns.progress', { round, rounds: progress.rounds || '…' })}
          <progress max={progress.rounds || 1} value={round} />
        </label>
      )}
      {progress.state === 'failed' && <p class="notice notice-error">{t('review.turns.failed')}</p>}
      {progress.state === 'done' && worst.length === 0 && <p>{t('review.turns.none')}</p>}
      <ol class="review-turns-list">
        {shown.map((turn) => (
          <li key={`${turn.side}-${turn.step}`} class={`review-turn verdict-${turn.verdict}`}>
            <button
              type="button"
              class="link-button review-turn-go"
              onClick={() => (turn.side === 'detectives' && onOpen ? onOpen(turn) : onShow(turn.step))}
            >
              <span class="review-turn-mark" aria-hidden="true">
                {VERDICT_MARKS[turn.verdict]}
              </span>{' '}
              {t(`review.turns.verdict.${turn.verdict}`)}:{' '}
              {turn.side === 'detectives'
                ? t('review.turns.round', { round: turn.round })
                : t('review.turns.entry', { entry: turn.entry })}
            </button>
            <TurnWords turn={turn} states={states} />
          </li>
        ))}
      </ol>
      {!all && worst.length > LISTED && (
        <button type="button" class="link-button" onClick={() => setAll(true)}>
          {t('review.turns.all', { count: worst.length })}
        </button>
      )}
    </section>
  );
}

/** Chess's marks for an inaccuracy, a mistake and a blunder: the verdict's word says it too. */
export const VERDICT_MARKS: Record<ReviewedTurn['verdict'], string> = {
  best: '',
  good: '',
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

function TurnWords({ turn, states }: { turn: ReviewedTurn; states: readonly GameState[] }) {
  const state = states[turn.step];
  if (!state) return null;
  if (turn.side === 'mister-x') return <p>{t('review.turns.inReach', { station: label(state, turn.station) })}</p>;
  return (
    <>
      <p>
        {t('review.turns.lost', {
          points: Math.round(turn.loss * 100),
          chance: formatPercent(language.value, turn.chance),
        })}
        . {t('review.turns.better', { moves: movesText(state, turn) })}
      </p>
      {turn.missedCatch && turn.catchers[0] && (
        <p class="review-turn-missed">
          {t('review.turns.missed', {
            pawn: pawnName(state, turn.catchers[0].pawn),
            station: label(state, turn.catchers[0].to),
            percent: formatPercent(language.value, turn.truthChance ?? 0),
          })}
        </p>
      )}
    </>
  );
}

function movesText(state: GameState, turn: DetectivesTurn): string {
  return turn.best
    .map((move) => t('review.turns.move', { pawn: pawnName(state, move.pawn), station: label(state, move.to) }))
    .join(', ');
}
