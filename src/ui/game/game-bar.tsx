// The bar above the map: round and log entry, how many stations Mister X could be on, and the
// always-at-hand actions (undo, tickets, moves, menu).

import { entryShown, roundShown } from '../../game/rounds';
import type { GameState } from '../../game/state';
import { saveStatus } from '../../store/save-queue';
import { t } from '../i18n/i18n';
import { saveStatusText } from '../platform/save-status-text';
import { undo, undoStep } from '../state/game-store';
import { Icon } from './icons';
import { eventText } from './texts';

const UNDO_LABELS = {
  event: 'game.undoLabel',
  correction: 'game.undoCorrectionLabel',
  answered: 'game.undoAnsweredLabel',
} as const;

interface BarProps {
  readonly state: GameState;
  readonly onTickets: () => void;
  readonly onHistory: () => void;
  readonly onMenu: () => void;
  readonly onCandidates: () => void;
}

export function GameBar({ state, onTickets, onHistory, onMenu, onCandidates }: BarProps) {
  const count = state.candidates.size;
  const countText = count === 0 ? t('game.noCandidates') : t('game.candidates', { count });
  const status = saveStatus.value;
  const saved = status.state === 'failed' ? null : saveStatusText(status);
  const step = undoStep.value;
  const undoLabel = step
    ? t(UNDO_LABELS[step.kind], {
        what: eventText(step.before, step.event),
      })
    : t('game.nothingToUndo');
  return (
    <header class="game-bar">
      <div class="game-bar-status">
        <span class="game-bar-round">
          {t('game.round', { round: roundShown(state) })} · {t('game.entry', { entry: entryShown(state) })}
          {saved && <span class="game-bar-saved"> · {saved}</span>}
        </span>
        <button
          type="button"
          class={`game-bar-count${state.inconsistencies.length > 0 ? ' game-bar-count-warning' : ''}`}
          onClick={onCandidates}
          title={t('game.candidatesHint')}
        >
          {state.inconsistencies.length > 0 && (
            <span class="warning-mark" title={t('game.inconsistent')}>
              ⚠<span class="visually-hidden">{t('game.inconsistent')}: </span>
            </span>
          )}
          <span class="x-badge" aria-hidden="true">
            X
          </span>
          <span aria-hidden="true">{t('game.stations', { count })}</span>
          <span class="visually-hidden">{countText}</span>
        </button>
        {/* Announced when it changes; the button above names it for whoever focuses it. */}
        <span class="visually-hidden" aria-live="polite">
          {countText}
        </span>
      </div>
      <nav class="game-bar-actions">
        <button type="button" onClick={() => undo()} disabled={!step} aria-label={undoLabel} title={undoLabel}>
          <Icon name="undo" />
          <span class="bar-label">{t('game.undo')}</span>
        </button>
        <button type="button" onClick={onTickets} aria-label={t('game.tickets')} title={t('game.tickets')}>
          <Icon name="tickets" />
          <span class="bar-label">{t('game.tickets')}</span>
        </button>
        <button type="button" onClick={onHistory} aria-label={t('game.history')} title={t('game.history')}>
          <Icon name="moves" />
          <span class="bar-label">{t('game.history')}</span>
        </button>
        <button type="button" onClick={onMenu} aria-label={t('game.menu')} title={t('game.menu')}>
          <Icon name="menu" />
        </button>
      </nav>
    </header>
  );
}
