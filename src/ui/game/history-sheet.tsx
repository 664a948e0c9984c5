// Every event of the game, grouped by round, newest first, each open for correction with a button
// named by its move ("Edit Red: 13 → 46 by taxi"); entries that may explain an inconsistency are
// marked.
import type { GameEvent } from '../../game/events';
import { eventRound } from '../../game/rounds';
import type { GameState } from '../../game/state';
import { t } from '../i18n/moves-words';
import { Sheet } from './sheet';
import { eventText } from './texts';

interface HistoryProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  onEdit(index: number): void;
  onClose(): void;
}

interface Row {
  readonly index: number;
  readonly text: string;
}

/** The events of each round, newest round and newest event first (the end of a 22-round game in
 *  round 22: `eventRound`). */
function byRound(states: readonly GameState[], events: readonly GameEvent[]): [number, Row[]][] {
  const rounds = new Map<number, Row[]>();
  events.forEach((event, index) => {
    const before = states[index];
    if (!before) return;
    const round = eventRound(before, event);
    const rows = rounds.get(round) ?? [];
    rows.unshift({ index, text: eventText(before, event) });
    rounds.set(round, rows);
  });
  return [...rounds].reverse();
}

export function HistorySheet({ states, events, onEdit, onClose }: HistoryProps) {
  const last = states[states.length - 1];
  const suspects = new Set(last?.inconsistencies.flatMap((found) => found.error.suspects) ?? []);
  const rounds = byRound(states, events);
  return (
    <Sheet title={t('history.title')} onClose={onClose}>
      {rounds.length === 0 && <p>{t('history.empty')}</p>}
      {rounds.map(([round, rows]) => (
        <section key={round} class="history-round" aria-labelledby={`history-round-${round}`}>
          <h3 id={`history-round-${round}`} class="history-round-title">
            {t('history.round', { round })}
          </h3>
          <ol class="history-list">
            {rows.map(({ index, text }) => (
              <li key={index} class={suspects.has(index) ? 'history-suspect' : undefined}>
                <span class="history-text">
                  {text}
                  {suspects.has(index) && <strong class="history-flag"> · {t('history.suspect')}</strong>}
                </span>
                <button
                  type="button"
                  class="link-button"
                  aria-label={t('history.editLabel', { what: text })}
                  onClick={() => onEdit(index)}
                >
                  {t('history.edit')}
                </button>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </Sheet>
  );
}
