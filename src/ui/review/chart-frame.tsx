// What the review's two charts share, so that they line up one above the other: the same margins,
// the same x axis (the replay's steps), the same bands and labels for the rounds, and the same way
// of turning a tap into a step. Each chart keeps its own y axis.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameState } from '../../game/state';
import { t } from '../i18n/review-words';
import { roundStarts } from './review-steps';

/** Room for the y axis's labels on the left, and for the last round's label on the right. */
export const LEFT = 40;
export const RIGHT = 12;
/** The strip under the plot for the rounds' labels. */
export const BOTTOM = 22;

/** The figure's width in CSS pixels, so text in the SVG keeps its size on every screen. */
export function useWidth(fallback: number) {
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

export interface StepAxis {
  readonly width: number;
  /** The last step (at least 1, so a one-step game still has a width). */
  readonly last: number;
  readonly plotWidth: number;
  /** A step's x in the SVG. */
  x(step: number): number;
  /** The step under a click or tap: by its x where the SVG has a size (a browser), else by the
   *  `data-step` of the element clicked (a test's DOM, which lays nothing out). */
  stepAt(event: MouseEvent): number | null;
}

export function stepAxis(width: number, steps: number): StepAxis {
  const last = Math.max(1, steps - 1);
  const plotWidth = Math.max(1, width - LEFT - RIGHT);
  return {
    width,
    last,
    plotWidth,
    x: (step) => LEFT + (step / last) * plotWidth,
    stepAt: (event) => {
      const svg = event.currentTarget as SVGSVGElement;
      const box = svg.getBoundingClientRect();
      if (box.width > 0) {
        const at = Math.round((((event.clientX - box.left) * width) / box.width - LEFT) / (plotWidth / last));
        return Math.min(last, Math.max(0, at));
      }
      const marked = (event.target as Element).getAttribute?.('data-step');
      return marked === null || marked === undefined ? null : Number(marked);
    },
  };
}

/** Each round from its first event; step 0 (the set-up) belongs to none. */
export function roundSteps(states: readonly GameState[]): number[] {
  return roundStarts(states).filter((start) => start > 0);
}

/** Every other round shaded, so a round's column reads across both charts. */
export function RoundBands({
  starts,
  axis,
  top,
  bottom,
}: {
  starts: readonly number[];
  axis: StepAxis;
  top: number;
  bottom: number;
}) {
  return (
    <>
      {starts.map((start, index) =>
        index % 2 === 1 ? (
          <rect
            key={start}
            class="review-chart-band"
            x={axis.x(start)}
            y={top}
            width={axis.x(starts[index + 1] ?? axis.last) - axis.x(start)}
            height={bottom - top}
          />
        ) : null,
      )}
    </>
  );
}

/** "R3" under each round's start, skipping those too close to the one before or to the edge. */
export function RoundLabels({
  states,
  starts,
  axis,
  y,
}: {
  states: readonly GameState[];
  starts: readonly number[];
  axis: StepAxis;
  y: number;
}) {
  const labels: { at: number; round: number }[] = [];
  for (const start of starts) {
    const round = states[start - 1]?.round ?? 0;
    const previous = labels[labels.length - 1];
    if (
      round > 0 &&
      (!previous || axis.x(start) - axis.x(previous.at) >= 28) &&
      axis.x(start) < axis.width - RIGHT - 10
    ) {
      labels.push({ at: start, round });
    }
  }
  return (
    <>
      {labels.map(({ at, round }) => (
        <text key={at} class="review-chart-round" x={axis.x(at) + 2} y={y}>
          {t('review.chart.round', { round })}
        </text>
      ))}
    </>
  );
}
