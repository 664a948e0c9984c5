// How many stations Mister X could be on, step by step, as a plain SVG: a log scale so 1, 5 and 150
// all read; surfacing marked by a circled entry number and the station he showed (as on the pad);
// the current step by a solid line. Tap or drag to move there. The caption's summary and a hidden
// table say the same in words.
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { inWords, label, ticketWord } from '../game/texts';
import { t } from '../i18n/i18n';
import type { SurfacingMark } from './review-steps';
import { roundStarts } from './review-steps';

const HEIGHT = 200;
const TOP = 40;
const BOTTOM = 22;
const LEFT = 34;
const RIGHT = 12;
const TICKS = [1, 2, 5, 10, 20, 50, 100, 200];

interface SizeChartProps {
  readonly states: readonly GameState[];
  readonly marks: readonly SurfacingMark[];
  readonly step: number;
  onStep(step: number): void;
}

/** The figure's width in CSS pixels, so text in the SVG keeps its size on every screen. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function SizeChart({ states, marks, step, onStep }: SizeChartProps) {
  const { ref, width } = useWidth(640);
  const summaryId = useId();
  const counts = useMemo(() => states.map((state) => state.candidates.size), [states]);
  // Each round from its first event; step 0 (the set-up) belongs to none.
  const starts = useMemo(() => roundStarts(states).filter((start) => start > 0), [states]);
  const last = Math.max(1, counts.length - 1);
  const most = Math.max(1, ...counts);
  const top = TICKS.find((tick) => tick >= most) ?? most;
  const plotWidth = Math.max(1, width - LEFT - RIGHT);
  const x = (at: number) => LEFT + (at / last) * plotWidth;
  const y = (count: number) => TOP + (1 - Math.log(count + 1) / Math.log(top + 1)) * (HEIGHT - TOP - BOTTOM);
  // A step line: the count holds until the next event changes it.
  const line = counts
    .map((count, at) => (at === 0 ? `M${x(0)},${y(count).toFixed(1)}` : `H${x(at).toFixed(1)}V${y(count).toFixed(1)}`))
    .join('');

  const stepAt = (event: MouseEvent): number | null => {
    const svg = event.currentTarget as SVGSVGElement;
    const box = svg.getBoundingClientRect();
    if (box.width > 0) {
      const at = Math.round((((event.clientX - box.left) * width) / box.width - LEFT) / (plotWidth / last));
      return Math.min(last, Math.max(0, at));
    }
    const marked = (event.target as Element).getAttribute?.('data-step');
    return marked === null || marked === undefined ? null : Number(marked);
  };
  const move = (event: MouseEvent) => {
    const at = stepAt(event);
    if (at !== null && at < counts.length) onStep(at);
  };

  const roundLabels: { at: number; round: number }[] = [];
  for (const start of starts) {
    const round = states[start - 1]?.round ?? 0;
    const previous = roundLabels[roundLabels.length - 1];
    if (round > 0 && (!previous || x(start) - x(previous.at) >= 28) && x(start) < width - RIGHT - 10) {
      roundLabels.push({ at: start, round });
    }
  }
  const current = counts[step] ?? 0;
  const nearRight = x(step) > width - 60;

  return (
    <figure class="review-chart" aria-describedby={summaryId}>
      <figcaption class="review-heading">{t('review.chart.caption')}</figcaption>
      <div ref={ref} class="review-chart-box">
        <svg
          class="review-chart-svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          onClick={move}
          onPointerMove={(event) => (event.buttons & 1 ? move(event) : undefined)}
        >
          {starts.map((start, index) =>
            index % 2 === 1 ? (
              <rect
                key={start}
                class="review-chart-band"
                x={x(start)}
                y={TOP}
                width={x(starts[index + 1] ?? last) - x(start)}
                height={HEIGHT - TOP - BOTTOM}
              />
            ) : null,
          )}
          {TICKS.filter((tick) => tick <= top).map((tick) => (
            <g key={tick} class="review-chart-tick">
              <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} />
              <text x={LEFT - 4} y={y(tick) + 4} text-anchor="end">
                {tick}
              </text>
            </g>
          ))}
          {roundLabels.map(({ at, round }) => (
            <text key={at} class="review-chart-round" x={x(at) + 2} y={HEIGHT - 6}>
              {t('review.chart.round', { round })}
            </text>
          ))}
          {marks.map((mark) => (
            <g key={mark.step} class="review-chart-surfacing" data-entry={mark.entry}>
              <line x1={x(mark.step)} x2={x(mark.step)} y1={21} y2={HEIGHT - BOTTOM} />
              <circle cx={x(mark.step)} cy={11} r={9} />
              <text x={x(mark.step)} y={15} text-anchor="middle">
                {mark.entry}
              </text>
              {/* Beside the line, on its left near the right edge, so a phone shows the whole number. */}
              <text
                class="review-chart-station"
                x={x(mark.step) + (x(mark.step) > width - RIGHT - 30 ? -4 : 4)}
                y={33}
                text-anchor={x(mark.step) > width - RIGHT - 30 ? 'end' : 'start'}
              >
                {label(states[0] as GameState, mark.station)}
              </text>
            </g>
          ))}
          <path class="review-chart-line" d={line} />
          {counts.map((count, at) => (
            <circle key={at} class="review-chart-point" data-step={at} cx={x(at)} cy={y(count)} r={2} />
          ))}
          <g class="review-chart-current">
            <line x1={x(step)} x2={x(step)} y1={TOP - 4} y2={HEIGHT - BOTTOM} />
            <circle cx={x(step)} cy={y(current)} r={5.5} />
            <text x={x(step) + (nearRight ? -9 : 9)} y={y(current) - 7} text-anchor={nearRight ? 'end' : 'start'}>
              {current}
            </text>
          </g>
        </svg>
      </div>
      <p id={summaryId} class="review-chart-summary">
        <ChartSummary counts={counts} marks={marks} states={states} />
      </p>
      <p class="review-note">{t('review.chart.legend')}</p>
      <ChartTable states={states} />
    </figure>
  );
}

function ChartSummary({
  counts,
  marks,
  states,
}: {
  counts: readonly number[];
  marks: readonly SurfacingMark[];
  states: readonly GameState[];
}) {
  const first = states[0];
  if (!first) return null;
  const stations = (count: number) => t('game.stations', { count });
  const surfaced = marks.map((mark) =>
    t('review.chart.surfacedAt', { entry: mark.entry, station: label(first, mark.station) }),
  );
  return (
    <>
      {t('review.chart.summary', {
        start: stations(counts[0] ?? 0),
        end: stations(counts[counts.length - 1] ?? 0),
        max: stations(Math.max(0, ...counts)),
      })}{' '}
      {surfaced.length === 0
        ? t('review.chart.noSurfacing')
        : t('review.chart.surfaced', { list: inWords(surfaced), count: surfaced.length })}
    </>
  );
}

/** The chart in words for screen readers: one row per log entry. */
function ChartTable({ states }: { states: readonly GameState[] }) {
  const final = states[states.length - 1];
  if (!final || final.log.length === 0) return null;
  // Hidden by its wrapper: a table never shrinks to 1px itself, and its full height below the
  // screen made the whole review scroll into blank space.
  return (
    <div class="visually-hidden">
      <table>
        <caption>{t('review.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('review.table.entry')}</th>
            <th scope="col">{t('review.table.round')}</th>
            <th scope="col">{t('review.table.ticket')}</th>
            <th scope="col">{t('review.table.stations')}</th>
            <th scope="col">{t('review.table.seen')}</th>
          </tr>
        </thead>
        <tbody>
          {final.log.map((field, index) => (
            <tr key={field.event}>
              <th scope="row">{index + 1}</th>
              <td>{field.round}</td>
              <td>{ticketWord(field.ticket)}</td>
              <td>{states[field.event + 1]?.candidates.size ?? '–'}</td>
              <td>{field.revealed === null ? '–' : label(final, field.revealed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
