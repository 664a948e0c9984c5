// The chase round by round, under the station count chart and on its x axis: the detectives' chance
// to catch him before the end as the table could have judged it when each turn began (a solid line
// with dots), what the table's moves gave away (a bar down from the dot, with ?? or ? over a blunder
// or a mistake), and, his route known, how likely the table's estimate made his real station (a
// dashed line with squares). It grows as the analysis weighs each turn. Tap a round to go to its
// turn; the figures, round by round, are a table of buttons below.
import { useId, useMemo } from 'preact/hooks';
import type { GameState } from '../../game/state';
import type { DetectivesTurn } from '../../inference/review/review';
import { language } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { t } from '../i18n/review-words';
import { BOTTOM, LEFT, RIGHT, RoundBands, RoundLabels, roundSteps, stepAxis, useWidth } from './chart-frame';
import { ChaseFigures, ChaseKey } from './chase-key';
import type { ReviewAnalysis } from './review-analysis';
import type { SurfacingMark } from './review-steps';
import { VERDICT_MARKS } from './turning-points';

const HEIGHT = 184;
/** Two rows of ?? and ? marks above the plot: a mark too close to the one before takes the other. */
const TOP = 40;
const MARK_ROWS = [15, 31];
const MARK_ROOM = 17;
const GRID = [0, 0.25, 0.5, 0.75, 1];
const LABELLED = [0, 0.5, 1];

interface ChaseChartProps {
  readonly states: readonly GameState[];
  readonly analysis: ReviewAnalysis;
  readonly marks: readonly SurfacingMark[];
  readonly step: number;
  onStep(step: number): void;
}

/** A polyline through the points, broken where a value is missing. */
function pathOf(points: readonly ({ x: number; y: number } | null)[]): string {
  let path = '';
  let open = false;
  for (const point of points) {
    if (!point) {
      open = false;
      continue;
    }
    path += `${open ? 'L' : 'M'}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    open = true;
  }
  return path;
}

/** The mistakes and blunders to mark, each in the first row where it keeps clear of the mark
 *  before it (a phone gives a round about 14 px, and "??" takes 13). */
function markRows(turns: readonly DetectivesTurn[], x: (step: number) => number) {
  const lastX = MARK_ROWS.map(() => Number.NEGATIVE_INFINITY);
  return turns.flatMap((turn) => {
    if (turn.verdict !== 'mistake' && turn.verdict !== 'blunder') return [];
    const at = x(turn.step);
    const row = Math.max(
      0,
      lastX.findIndex((before) => at - before >= MARK_ROOM),
    );
    lastX[row] = at;
    return [{ turn, row }];
  });
}

/** Which round's column a step is in: the index of the last round start at or before it. */
function columnOf(starts: readonly number[], step: number): number {
  let column = -1;
  for (const [index, start] of starts.entries()) if (start <= step) column = index;
  return column;
}

export function ChaseChart(props: ChaseChartProps) {
  const turns = props.analysis.turns.filter((turn): turn is DetectivesTurn => turn.side === 'detectives');
  // Nothing to draw when the turns could not be weighed ("Where the game turned" says so). A drawing
  // of its own, so that it measures its width afresh when a new analysis brings it back.
  if (props.analysis.state === 'failed' && turns.length === 0) return null;
  return <ChaseDrawing {...props} turns={turns} />;
}

function ChaseDrawing({ states, marks, step, onStep, turns }: ChaseChartProps & { turns: readonly DetectivesTurn[] }) {
  const { ref, width } = useWidth(640);
  const captionId = useId();
  const starts = useMemo(() => roundSteps(states), [states]);
  const axis = stepAxis(width, states.length);
  const { x } = axis;
  const y = (chance: number) => TOP + (1 - chance) * (HEIGHT - TOP - BOTTOM);
  const truthKnown = turns.some((turn) => turn.truthChance !== null);
  const turnIn = (at: number) => turns.find((turn) => columnOf(starts, turn.step) === columnOf(starts, at));
  const current = turnIn(step);
  const percent = (chance: number) => formatPercent(language.value, chance);

  const go = (event: MouseEvent) => {
    const at = axis.stepAt(event);
    if (at === null) return;
    onStep(turnIn(at)?.step ?? at);
  };

  return (
    <figure class="review-chart review-chase" aria-labelledby={captionId}>
      <figcaption id={captionId} class="review-heading">
        {t('review.chase.caption')}
      </figcaption>
      <div ref={ref} class="review-chart-box">
        <svg
          class="review-chart-svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          onClick={go}
        >
          <RoundBands starts={starts} axis={axis} top={TOP} bottom={HEIGHT - BOTTOM} />
          {GRID.map((chance) => (
            <g key={chance} class="review-chart-tick">
              <line x1={LEFT} x2={width - RIGHT} y1={y(chance)} y2={y(chance)} />
              {LABELLED.includes(chance) && (
                <text x={LEFT - 4} y={y(chance) + 4} text-anchor="end">
                  {percent(chance)}
                </text>
              )}
            </g>
          ))}
          <RoundLabels states={states} starts={starts} axis={axis} y={HEIGHT - 6} />
          {marks.map((mark) => (
            <line
              key={mark.step}
              class="review-chase-surfacing"
              x1={x(mark.step)}
              x2={x(mark.step)}
              y1={TOP}
              y2={HEIGHT - BOTTOM}
            />
          ))}
          {turns.length === 0 && (
            <text class="review-chase-waiting" x={LEFT + axis.plotWidth / 2} y={y(0.5) + 4} text-anchor="middle">
              {t('review.chase.waiting')}
            </text>
          )}
          {truthKnown && (
            <path
              class="review-chase-truth"
              d={pathOf(
                turns.map((turn) => (turn.truthChance === null ? null : { x: x(turn.step), y: y(turn.truthChance) })),
              )}
            />
          )}
          <path class="review-chase-line" d={pathOf(turns.map((turn) => ({ x: x(turn.step), y: y(turn.chance) })))} />
          {turns.map((turn) =>
            turn.verdict === 'best' ? null : (
              <g key={turn.step} class={`review-chase-drop verdict-${turn.verdict}`}>
                <line x1={x(turn.step)} x2={x(turn.step)} y1={y(turn.chance)} y2={y(turn.chance - turn.loss)} />
                <line
                  x1={x(turn.step) - 4}
                  x2={x(turn.step) + 4}
                  y1={y(turn.chance - turn.loss)}
                  y2={y(turn.chance - turn.loss)}
                />
              </g>
            ),
          )}
          {turns.map((turn) =>
            turn.truthChance === null ? null : (
              <rect
                key={turn.step}
                class="review-chase-truth-point"
                x={x(turn.step) - 3.5}
                y={y(turn.truthChance) - 3.5}
                width={7}
                height={7}
              />
            ),
          )}
          {turns.map((turn) => (
            <circle
              key={turn.step}
              class="review-chase-point"
              data-step={turn.step}
              data-round={turn.round}
              cx={x(turn.step)}
              cy={y(turn.chance)}
              r={3}
            />
          ))}
          {markRows(turns, x).map(({ turn, row }) => (
            <text key={turn.step} class="review-chase-mark" x={x(turn.step)} y={MARK_ROWS[row]} text-anchor="middle">
              {VERDICT_MARKS[turn.verdict]}
            </text>
          ))}
          <g class="review-chart-current">
            <line x1={x(step)} x2={x(step)} y1={TOP - 4} y2={HEIGHT - BOTTOM} />
            {current && <CurrentLabel turn={current} x={x(current.step)} y={y(current.chance)} width={width} />}
          </g>
        </svg>
      </div>
      <ChaseKey truth={truthKnown} />
      <p class="review-note">{t('review.chase.note')}</p>
      <ChaseFigures turns={turns} truth={truthKnown} onStep={onStep} />
    </figure>
  );
}

/** The reviewed round's chance beside its dot, on the dot's left near the right edge. */
function CurrentLabel({ turn, x, y, width }: { turn: DetectivesTurn; x: number; y: number; width: number }) {
  const nearRight = x > width - 60;
  // Below the dot when it is near the top, where the text would run into the marks.
  const below = y < TOP + 16;
  return (
    <>
      <circle cx={x} cy={y} r={5.5} />
      <text x={x + (nearRight ? -9 : 9)} y={below ? y + 16 : y - 7} text-anchor={nearRight ? 'end' : 'start'}>
        {formatPercent(language.value, turn.chance)}
      </text>
    </>
  );
}
