// Zoomed out, his possible stations' numbers are drawn again above every ring, larger
// (--map-number-grow, view.ts), so that the table reads them at the whole board on a phone. Each
// grows only as far as keeps it clear of the other candidates' numbers (pure, in map units).
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import type { StationSet } from '../../engine/station-set';

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
