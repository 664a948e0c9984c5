// The table's record: across every saved game, how often Mister X won and lost, overall, by rules,
// by detective players and by who played him; the round the detectives caught him in; which pawn
// caught him, by name. Added up from the index of saved games alone (record-data.ts, tally.ts), so
// it opens within a second with 2,000 games on a slow phone. Only finished games count; the screen
// says how many are in progress or cannot be read.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { IndexEntry } from '../../store/game-index';
import { language } from '../i18n/i18n';
import { Chart, CountRow, OutcomeRow } from './record-charts';
import type { RecordData } from './record-data';
import { loadRecordData } from './record-data';
import type { TableRecord } from './tally';
import { tallyRecord } from './tally';
import './record.css';
import { t } from '../i18n/record-words';

export interface RecordScreenProps {
  /** The saved games as the saved games screen listed them; null: read the index here. */
  readonly entries?: readonly IndexEntry[] | null;
  readonly onClose: () => void;
}

type Loading =
  | { readonly kind: 'loading'; readonly done: number; readonly total: number }
  | { readonly kind: 'ready'; readonly data: RecordData }
  | { readonly kind: 'failed'; readonly reason: string };

export function RecordScreen({ entries = null, onClose }: RecordScreenProps) {
  const [loading, setLoading] = useState<Loading>({ kind: 'loading', done: 0, total: 0 });
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened from further down the saved games: it starts at its top.
    top.current?.scrollIntoView?.({ block: 'start' });
    let shown = true;
    loadRecordData(entries, (done, total) => shown && setLoading({ kind: 'loading', done, total })).then(
      (data) => shown && setLoading({ kind: 'ready', data }),
      (caught: unknown) => shown && setLoading({ kind: 'failed', reason: String(caught) }),
    );
    return () => {
      shown = false;
    };
  }, []);
  const data = loading.kind === 'ready' ? loading.data : null;
  const record = useMemo(
    () => (data ? tallyRecord(data.entries, data.strengths, language.value) : null),
    [data, language.value],
  );
  return (
    <div class="record" ref={top}>
      <header class="record-head">
        <h2>{t('record.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      {loading.kind === 'failed' && <p class="notice notice-error">{t('record.failed', { reason: loading.reason })}</p>}
      {loading.kind === 'loading' && <Progress done={loading.done} total={loading.total} />}
      {record && <RecordCharts record={record} />}
    </div>
  );
}

/** While the index is made anew (the first time after an update) a bar; else a line of words. */
function Progress({ done, total }: { done: number; total: number }) {
  if (total === 0) return <p class="record-meta">{t('record.loading')}</p>;
  const label = t('record.indexing');
  const count = t('record.progressCount', { done, total });
  return (
    <div class="record-progress">
      <p class="record-meta" aria-hidden="true">
        {label} · {count}
      </p>
      <progress max={total} value={done} aria-label={label} aria-valuetext={count} />
    </div>
  );
}

function RecordCharts({ record }: { record: TableRecord }) {
  const notes = [
    record.inProgress > 0 ? t('record.inProgress', { count: record.inProgress }) : null,
    record.unreadable > 0 ? t('record.unreadable', { count: record.unreadable }) : null,
  ].flatMap((note) => (note ? [<p class="record-meta">{note}</p>] : []));
  if (record.finished === 0) {
    return (
      <>
        <p class="record-empty">{t('record.empty')}</p>
        {notes}
      </>
    );
  }
  const { won, lost } = record.overall;
  const share = new Intl.NumberFormat(language.value, { style: 'percent' }).format(won / (won + lost));
  const rounds = record.caughtInRound;
  const mostInRound = Math.max(0, ...rounds);
  const mostCatches = Math.max(0, ...record.catchers.map((catcher) => catcher.catches));
  return (
    <>
      <section class="record-overall">
        <p class="record-headline">{t('record.headline', { won, count: record.finished, share })}</p>
        <ul class="record-list">
          <OutcomeRow tally={record.overall} />
        </ul>
        {notes}
      </section>
      <div class="record-charts">
        <Chart title={t('record.byRuleSet')}>
          <ul class="record-list">
            {record.byRuleSet.map(({ key, tally }) => (
              <OutcomeRow key={key} label={t(`ruleSet.${key}`)} tally={tally} />
            ))}
          </ul>
        </Chart>
        <Chart title={t('record.byPlayers')}>
          <ul class="record-list">
            {record.byPlayers.map(({ key, tally }) => (
              <OutcomeRow
                key={String(key)}
                label={key === null ? t('record.playersNotAsked') : t('record.players', { count: key })}
                tally={tally}
              />
            ))}
          </ul>
        </Chart>
        <Chart title={t('record.byMisterX')}>
          <ul class="record-list">
            {record.byMisterX.map(({ key, tally }) => (
              <OutcomeRow key={key} label={t(`record.x.${key}`)} tally={tally} />
            ))}
          </ul>
        </Chart>
        <Chart title={t('record.byRound')} note={t('record.byRoundNote')}>
          <ul class="record-counts">
            {rounds.map((count, index) => (
              <CountRow
                key={index}
                label={t('record.round', { round: index + 1 })}
                count={count}
                most={mostInRound}
                words={t('record.roundCount', { round: index + 1, count })}
              />
            ))}
          </ul>
        </Chart>
        <Chart title={t('record.catchers')} note={t('record.catchersNote')}>
          {record.catchers.length === 0 ? (
            <p class="record-meta">{t('record.noCatches')}</p>
          ) : (
            <ul class="record-counts">
              {record.catchers.map(({ name, catches }) => (
                <CountRow
                  key={name}
                  label={name}
                  count={catches}
                  most={mostCatches}
                  words={t('record.catcherCount', { name, count: catches })}
                />
              ))}
            </ul>
          )}
        </Chart>
      </div>
    </>
  );
}
