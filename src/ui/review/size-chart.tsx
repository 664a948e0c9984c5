// How many stations Mister X could be on, step by step, as a plain SVG: a log scale so 1, 5 and 150
// all read; surfacing marked by a circled entry number and the station he showed (as on the pad);
// the current step by a solid line. Tap or drag to move there. The caption's summary and a hidden
// table say the same in words; they stand above the drawing, so that the chase chart below it
// (chase-chart.tsx, on the same x axis) follows it closely.
import { useId, useMemo } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { inWords, label, ticketWord } from '../game/texts';
import { t } from '../i18n/review-words';
import { BOTTOM, LEFT, RIGHT, RoundBands, RoundLabels, roundSteps, stepAxis, useWidth } from './chart-frame';
import type { SurfacingMark } from './review-steps';

const HEIGHT = 200;
const TOP = 40;
const TICKS = [1, 2, 5, 10, 20, 50, 100, 200];

interface SizeChartProps {
  readonly states: readonly GameState[];
  readonly marks: readonly SurfacingMark[];
  readonly step: number;
  onStep(step: number): void;
}

export function SizeChart({ states, marks, step, onStep }: SizeChartProps) {
  const { ref, width } = useWidth(640);
  const summaryId = useId();
  const captionId = useId();
  const counts = useMemo(() => states.map((state) => state.candidates.size), [states]);
  const starts = useMemo(() => roundSteps(states), [states]);
  const axis = stepAxis(width, counts.length);
  const { x } = axis;
  const most = Math.max(1, ...counts);
  const top = TICKS.find((tick) => tick >= most) ?? most;
  const y = (count: number) => TOP + (1 - Math.log(count + 1) / Math.log(top + 1)) * (HEIGHT - TOP - BOTTOM);
  // A step line: the count holds until the next event changes it.
  const line = counts
    .map((count, at) => (at === 0 ? `M${x(0)},${y(count).toFixed(1)}` : `H${x(at).toFixed(1)}V${y(count).toFixed(1)}`))
    .join('');
  const move = (event: MouseEvent) => {
    const at = axis.stepAt(event);
    if (at !== null && at < counts.length) onStep(at);
  };

  const current = counts[step] ?? 0;
  const nearRight = x(step) > width - 60;

  return (
    <figure class="review-chart" aria-labelledby={captionId} aria-describedby={summaryId}>
      <figcaption id={captionId} class="review-heading">
        {t('review.chart.caption')}
      </figcaption>
      <p id={summaryId} class="review-chart-summary">
        <ChartSummary counts={counts} marks={marks} states={states} />
      </p>
      <p class="review-note">{t('review.chart.legend')}</p>
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
          <RoundBands starts={starts} axis={axis} top={TOP} bottom={HEIGHT - BOTTOM} />
          {TICKS.filter((tick) => tick <= top).map((tick) => (
            <g key={tick} class="review-chart-tick">
              <line x1={LEFT} x2={width - RIGHT} y1={y(tick)} y2={y(tick)} />
              <text x={LEFT - 4} y={y(tick) + 4} text-anchor="end">
                {tick}
              </text>
            </g>
          ))}
          <RoundLabels states={states} starts={starts} axis={axis} y={HEIGHT - 6} />
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
