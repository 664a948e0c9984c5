// Where the game turned: every turn weighed in a worker (src/inference/review.ts, docs/review.md),
// with a progress bar while it works; the turns that gave something away, worst first, each one tap
// from its position on the map. Leaving the review, or another route, stops the worker.
import { useEffect, useState } from 'preact/hooks';
import type { StationId } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import type { DetectivesTurn, ReviewedTurn } from '../../inference/review';
import { startReview } from '../../worker/review-client';
import { label, pawnName } from '../game/texts';
import { language, t } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';

/** Plans weighed per detectives' turn: a 22-round game in a few seconds on a slow phone. */
const EVALUATIONS = 1000;
/** Turns listed before "all of them". */
const LISTED = 5;

interface TurningPointsProps {
  readonly setup: Setup;
  readonly events: readonly GameEvent[];
  readonly states: readonly GameState[];
  /** His true station after each entry, when known, and where he started (null: not known). */
  readonly route: readonly StationId[] | null;
  readonly start?: StationId | null;
  /** A person played him and typed the logbook: his entries are weighed too. */
  readonly ratesMisterX: boolean;
  onShow(step: number): void;
}

type Progress = {
  readonly turns: readonly ReviewedTurn[];
  readonly rounds: number;
  readonly state: 'working' | 'done' | 'failed';
};

export function TurningPoints({
  setup,
  events,
  states,
  route,
  start = null,
  ratesMisterX,
  onShow,
}: TurningPointsProps) {
  const [progress, setProgress] = useState<Progress>({ turns: [], rounds: 0, state: 'working' });
  const [all, setAll] = useState(false);
  useEffect(() => {
    setProgress({ turns: [], rounds: 0, state: 'working' });
    const turns: ReviewedTurn[] = [];
    const full = route ? [start, ...route] : null;
    return startReview(
      { setup, events, route: full, rateMisterX: ratesMisterX, evaluations: EVALUATIONS },
      (message) => {
        if (message.kind === 'turn') {
          turns.push(message.turn);
          setProgress({ turns: [...turns], rounds: message.rounds, state: 'working' });
        } else {
          setProgress((now) => ({ ...now, state: message.kind === 'done' ? 'done' : 'failed' }));
        }
      },
    );
  }, [setup, events, route, start, ratesMisterX]);
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
            <button type="button" class="link-button review-turn-go" onClick={() => onShow(turn.step)}>
              <span class="review-turn-mark" aria-hidden="true">
                {MARKS[turn.verdict]}
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
const MARKS: Record<ReviewedTurn['verdict'], string> = {
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
