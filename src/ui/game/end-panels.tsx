// The end of the game the rules announce (confirm or carry on), and the result once the game is
// over: once a game, so loaded on demand (turn-panel.tsx) rather than with every table screen.
import type { Ending, GameState } from '../../game/state';
import { t } from '../i18n/turns-words';
import { enter } from '../state/game-store';
import { label } from './texts';

/** `onCarryOn` null: the table cannot play on past the end (Dragnet plays Mister X). */
export function AnnouncementPanel({ ending, onCarryOn }: { ending: Ending; onCarryOn: (() => void) | null }) {
  return (
    <section class="panel panel-announcement" role="alert">
      <h2 class="panel-title" tabIndex={-1}>
        {t(`end.announce.${ending.reason}`)}
      </h2>
      <div class="choice-row choice-row-big">
        <button type="button" class="button-primary" onClick={() => enter({ type: 'end', reason: ending.reason })}>
          {t('end.confirm')}
        </button>
        {onCarryOn && (
          <button type="button" onClick={onCarryOn}>
            {t('end.carryOn')}
          </button>
        )}
      </div>
    </section>
  );
}

export function resultText(state: GameState, ending: Ending): string {
  switch (ending.reason) {
    case 'capture':
      return t('end.caught', { station: ending.station === null ? '?' : label(state, ending.station) });
    case 'x-trapped':
      return ending.station === null
        ? t('end.trappedSomewhere')
        : t('end.trapped', { station: label(state, ending.station) });
    case 'rounds-played':
      return t('end.rounds');
    case 'detectives-stuck':
      return t('end.stuck');
  }
}

interface OverProps {
  readonly state: GameState;
  readonly onNewGame: () => void;
  readonly onReview: () => void;
}

export function OverPanel({ state, onNewGame, onReview }: OverProps) {
  const ending = state.over;
  if (!ending) return null;
  return (
    <section class="panel panel-over" aria-labelledby="over-title">
      <h2 id="over-title" class="panel-title" tabIndex={-1}>
        {t('end.over')}: {ending.winner === 'detectives' ? t('end.detectivesWin') : t('end.misterXWins')}
      </h2>
      <p>{resultText(state, ending)}</p>
      <div class="choice-row">
        <button type="button" class="button-primary" onClick={onNewGame} aria-describedby="over-kept">
          {t('game.newGame')}
        </button>
        <button type="button" onClick={onReview}>
          {t('app.review')}
        </button>
      </div>
      <p id="over-kept">{t('game.keptSaved')}</p>
    </section>
  );
}
