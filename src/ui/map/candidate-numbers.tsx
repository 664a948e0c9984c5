// Zoomed out, his possible stations' numbers are drawn again above every ring, larger
// (--map-number-grow, view.ts), so that the table reads them at the whole board on a phone. Each
// grows only as far as keeps it clear of the other candidates' numbers (worked out in map units).
// Loaded the first time the map is zoomed out (it stays out of the page load).
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import { NUMBER_GROW_MAX } from './view';
import './candidate-numbers.css';

/** A station's printed number (map.css .map-label): two digits at 8.6 units, three at 7.6. */
export function numberFont(label: string): number {
  return label.length > 2 ? 7.6 : 8.6;
}

/** Its light halo, in map units before it grows. */
export const NUMBER_HALO = 1.8;

/** The box a number takes at its own size, halo included (bold digits at 0.7 em, no wider than
 *  the page's font draws them; the digits' height 0.75 em). */
export function numberBox(label: string): { readonly width: number; readonly height: number } {
  const font = numberFont(label);
  const spacing = label.length > 2 ? -0.3 : 0;
  return {
    width: label.length * (0.7 * font + spacing) + NUMBER_HALO,
    height: 0.75 * font + NUMBER_HALO,
  };
}

/** Space kept between two numbers, in map units at their own size. */
const GAP = 0.6;

/** For each candidate, the most its number may grow and keep clear of every other candidate's
 *  (each grown as much or less); never below 1, its size on the printed board. */
export function numberFits(board: Board, candidates: StationSet): Map<StationId, number> {
  const ids = candidates.toArray().filter((id) => board.hasStation(id));
  const marks = ids.map((id) => {
    const { x, y, label } = board.station(id);
    return { id, x, y, ...numberBox(String(label)) };
  });
  const fits = new Map<StationId, number>(ids.map((id) => [id, Number.POSITIVE_INFINITY]));
  for (const [index, a] of marks.entries()) {
    for (const b of marks.slice(index + 1)) {
      // Grown by s about their middles, the boxes stay apart while either gap along an axis holds.
      const across = Math.abs(a.x - b.x) / ((a.width + b.width) / 2 + GAP);
      const down = Math.abs(a.y - b.y) / ((a.height + b.height) / 2 + GAP);
      const fit = Math.max(across, down);
      fits.set(a.id, Math.min(fits.get(a.id) ?? fit, fit));
      fits.set(b.id, Math.min(fits.get(b.id) ?? fit, fit));
    }
  }
  for (const [id, fit] of fits) fits.set(id, Math.max(1, fit));
  return fits;
}

const cache = new WeakMap<StationSet, { readonly board: Board; readonly fits: Map<StationId, number> }>();

/** numberFits, once per set of stations (the tags' layout asks again at every frame of a pan). */
export function cachedNumberFits(board: Board, candidates: StationSet): Map<StationId, number> {
  const known = cache.get(candidates);
  if (known?.board === board) return known.fits;
  const fits = numberFits(board, candidates);
  cache.set(candidates, { board, fits });
  return fits;
}

/** The layer itself, drawn above every ring (theirs, the destinations', the advice's): each number
 *  grown by --map-number-grow, no further than its fit, dark on a light halo. */
export function CandidateNumbers({ board, candidates }: { readonly board: Board; readonly candidates: StationSet }) {
  const fits = [...cachedNumberFits(board, candidates)];
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names say the same.
    <g class="map-candidate-numbers" aria-hidden="true">
      {/* First a plate over each station's own small number, which showed between the large digits. */}
      {fits.map(([id]) => {
        const { x, y } = board.station(id);
        return <circle key={`plate-${id}`} class="map-candidate-plate" cx={x} cy={y} r={8} />;
      })}
      {fits.map(([id, fit]) => {
        const { x, y, label } = board.station(id);
        const text = String(label);
        return (
          <text
            key={id}
            class={text.length > 2 ? 'map-candidate-number is-long' : 'map-candidate-number'}
            data-number={id}
            x={x}
            y={y}
            dy="0.36em"
            style={{ '--fit': Math.min(NUMBER_GROW_MAX, fit).toFixed(2) }}
          >
            {text}
          </text>
        );
      })}
    </g>
  );
}
