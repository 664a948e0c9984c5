// Every event of the game, newest first, each open for correction; entries that may explain an
// inconsistency are marked.
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { Sheet } from './sheet';
import { eventText } from './texts';

interface HistoryProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly onEdit: (index: number) => void;
  readonly onClose: () => void;
}

export function HistorySheet({ states, events, onEdit, onClose }: HistoryProps) {
  const last = states[states.length - 1];
  const suspects = new Set(last?.inconsistencies.flatMap((found) => found.error.suspects) ?? []);
  const rows = events.map((event, index) => ({ event, index, before: states[index] })).reverse();
  return (
    <Sheet title={t('history.title')} onClose={onClose}>
      {rows.length === 0 && <p>{t('history.empty')}</p>}
      <ol class="history-list" reversed>
        {rows.map(({ event, index, before }) =>
          before ? (
            <li key={index} class={suspects.has(index) ? 'history-suspect' : undefined}>
              <span class="history-text">
                {eventText(before, event)}
                {suspects.has(index) && <strong class="history-flag"> · {t('history.suspect')}</strong>}
              </span>
              <button type="button" class="link-button" onClick={() => onEdit(index)}>
                {t('history.edit')}
              </button>
            </li>
          ) : null,
        )}
      </ol>
    </Sheet>
  );
}
