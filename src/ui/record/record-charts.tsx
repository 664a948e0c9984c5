// The record's charts as plain CSS bars, no chart library. Mister X's wins and losses share one bar,
// his wins solid on the left and his losses striped on the right, with both numbers in words under
// its ends; a count's bar has its label before it and its number after. So no bar is read by its
// colour alone, and a screen reader hears each row as one sentence.
import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { t } from '../i18n/record-words';
import type { Tally } from './tally';

export function Chart({ title, note, children }: { title: string; note?: string; children: ComponentChildren }) {
  const id = useId();
  return (
    <section class="record-chart" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {note && <p class="record-note">{note}</p>}
      {children}
    </section>
  );
}

/** One group's games: its name and count above, the bar, and the wins and losses under its ends. */
export function OutcomeRow({ label, tally }: { label?: string; tally: Tally }) {
  return (
    <li class="record-outcome">
      {label !== undefined && (
        <div class="record-row-head">
          <span class="record-label">{label}</span>
          <span class="record-games">{t('record.games', { count: tally.won + tally.lost })}</span>
        </div>
      )}
      <div class="record-split" aria-hidden="true">
        {tally.won > 0 && <span class="record-won" style={{ flexGrow: tally.won }} />}
        {tally.lost > 0 && <span class="record-lost" style={{ flexGrow: tally.lost }} />}
      </div>
      <div class="record-split-words">
        <span>
          <span class="record-swatch record-won" aria-hidden="true" />
          {t('record.wonCount', { count: tally.won })}
        </span>
        <span>
          {t('record.lostCount', { count: tally.lost })}
          <span class="record-swatch record-lost" aria-hidden="true" />
        </span>
      </div>
    </li>
  );
}

interface CountRowProps {
  readonly label: string;
  readonly count: number;
  /** The largest count of the chart: its bar is the full width. */
  readonly most: number;
  /** The row in words, for a screen reader. */
  readonly words: string;
}

/** A row of a count chart: label, bar, number (kept in one column by the list's grid). */
export function CountRow({ label, count, most, words }: CountRowProps) {
  const width = most > 0 ? (100 * count) / most : 0;
  return (
    <li class={count === 0 ? 'record-count record-none' : 'record-count'}>
      <span class="visually-hidden">{words}</span>
      <span class="record-count-label" aria-hidden="true">
        {label}
      </span>
      <span class="record-count-track" aria-hidden="true">
        <span class="record-count-bar" style={{ width: `${width.toFixed(1)}%` }} />
      </span>
      <span class="record-count-value" aria-hidden="true">
        {count}
      </span>
    </li>
  );
}
