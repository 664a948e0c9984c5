// Pure view maths for the map: which part of the 1000x750 board is on screen, at what scale.
// The component turns a view into an SVG viewBox; gestures only ever produce a new view.
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';

/** Centre of the screen in board units, and screen pixels per board unit. */
export interface MapView {
  readonly cx: number;
  readonly cy: number;
  readonly scale: number;
}

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** The board's stations span x 20..972, y 9..727; the margin leaves room for halos and badges. */
export const BOARD_BOX = { x: -20, y: -22, width: 1040, height: 794 } as const;
/** Scale at which the station numbers (about 8.5 units) read at about 15 px. */
export const READABLE_SCALE = 1.8;
const MAX_SCALE = 6;
const FALLBACK_SIZE: ViewportSize = { width: BOARD_BOX.width, height: BOARD_BOX.height };

function usable(size: ViewportSize): ViewportSize {
  return size.width > 0 && size.height > 0 ? size : FALLBACK_SIZE;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function scaleLimits(size: ViewportSize): { min: number; max: number } {
  const { width, height } = usable(size);
  const fit = Math.min(width / BOARD_BOX.width, height / BOARD_BOX.height);
  return { min: fit, max: Math.max(MAX_SCALE, fit * 2) };
}

/** The whole board, centred. */
export function fitView(size: ViewportSize): MapView {
  return {
    cx: BOARD_BOX.x + BOARD_BOX.width / 2,
    cy: BOARD_BOX.y + BOARD_BOX.height / 2,
    scale: scaleLimits(size).min,
  };
}

function clampAxis(centre: number, visible: number, start: number, length: number): number {
  if (visible >= length) return start + length / 2;
  return clamp(centre, start + visible / 2, start + length - visible / 2);
}

/** Keeps the scale within limits and the board on screen (no panning off into the void). */
export function clampView(view: MapView, size: ViewportSize): MapView {
  const { width, height } = usable(size);
  const { min, max } = scaleLimits(size);
  const scale = clamp(view.scale, min, max);
  return {
    cx: clampAxis(view.cx, width / scale, BOARD_BOX.x, BOARD_BOX.width),
    cy: clampAxis(view.cy, height / scale, BOARD_BOX.y, BOARD_BOX.height),
    scale,
  };
}

/** Zooms by `factor`, keeping the board point under screen point (px, py) where it is. */
export function zoomAt(view: MapView, size: ViewportSize, factor: number, px: number, py: number): MapView {
  const { width, height } = usable(size);
  const { min, max } = scaleLimits(size);
  const scale = clamp(view.scale * factor, min, max);
  const boardX = view.cx + (px - width / 2) / view.scale;
  const boardY = view.cy + (py - height / 2) / view.scale;
  return clampView({ cx: boardX - (px - width / 2) / scale, cy: boardY - (py - height / 2) / scale, scale }, size);
}

/** Moves the board with a finger: dx, dy in screen pixels. */
export function panBy(view: MapView, size: ViewportSize, dx: number, dy: number): MapView {
  return clampView({ cx: view.cx - dx / view.scale, cy: view.cy - dy / view.scale, scale: view.scale }, size);
}

/** Centres a board point, zooming in to at least `minScale`. */
export function centreOn(view: MapView, size: ViewportSize, x: number, y: number, minScale: number): MapView {
  return clampView({ cx: x, cy: y, scale: Math.max(view.scale, minScale) }, size);
}

/** A rectangle of the board, in board units. */
export interface BoardBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The smallest box around some stations. */
export function boxOf(board: Board, stations: Iterable<StationId>): BoardBox | null {
  let box: { x0: number; y0: number; x1: number; y1: number } | null = null;
  for (const id of stations) {
    if (!board.hasStation(id)) continue;
    const { x, y } = board.station(id);
    box = box
      ? { x0: Math.min(box.x0, x), y0: Math.min(box.y0, y), x1: Math.max(box.x1, x), y1: Math.max(box.y1, y) }
      : { x0: x, y0: y, x1: x, y1: y };
  }
  return box && { x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0 };
}

/** Zooms by `factor` around a box of the board (the selected pawn and its destinations): the box
 *  comes to the middle, and zooming in stops where the whole box (with `margin` pixels around it)
 *  would no longer fit. Zoomed in closer than that, `anchor` (the pawn) is kept in the middle. */
export function zoomOnBox(
  view: MapView,
  size: ViewportSize,
  factor: number,
  box: BoardBox,
  anchor: { readonly x: number; readonly y: number },
  margin = 36,
): MapView {
  const { width, height } = usable(size);
  const fits = Math.min((width - 2 * margin) / Math.max(box.width, 1), (height - 2 * margin) / Math.max(box.height, 1));
  let scale = view.scale * factor;
  if (factor > 1 && view.scale < fits * 0.999) scale = Math.min(scale, fits);
  const centre = scale <= fits * 1.001 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : anchor;
  return clampView({ cx: centre.x, cy: centre.y, scale }, size);
}

/** Whether a board point is on screen with `margin` pixels to spare. */
export function isOnScreen(view: MapView, size: ViewportSize, x: number, y: number, margin: number): boolean {
  const { width, height } = usable(size);
  const sx = (x - view.cx) * view.scale + width / 2;
  const sy = (y - view.cy) * view.scale + height / 2;
  return sx >= margin && sx <= width - margin && sy >= margin && sy <= height - margin;
}

export function viewBoxOf(view: MapView, size: ViewportSize): string {
  const { width, height } = usable(size);
  const w = width / view.scale;
  const h = height / view.scale;
  const round = (n: number) => Math.round(n * 100) / 100;
  return `${round(view.cx - w / 2)} ${round(view.cy - h / 2)} ${round(w)} ${round(h)}`;
}

/** Zoomed out, marks and lines grow (the --map-grow custom property) so a phone-wide board still
 *  shows them; from about 0.8 px per unit on they are drawn at their own size. */
export function markGrow(scale: number): number {
  return Math.min(2, Math.max(1, 0.8 / scale));
}

/** On screen, zoomed out, his possible stations' numbers read at this size (px) at least. */
export const CANDIDATE_NUMBER_PX = 9;
/** The most they grow (three times: the phone's whole board). */
export const NUMBER_GROW_MAX = 3;

/** Zoomed out, how much his possible stations' numbers grow (the --map-number-grow custom
 *  property). 1: as printed, only their station's own number shows: zoomed in, where that reads
 *  at 7.5 px or more (grown by less, the underground stations' white numbers turned dark). */
export function numberGrow(scale: number): number {
  const needed = CANDIDATE_NUMBER_PX / (8.6 * scale);
  return needed < 1.2 ? 1 : Math.min(NUMBER_GROW_MAX, needed);
}

export function growStyle(scale: number): Record<'--map-grow' | '--map-number-grow', string> {
  const round = (n: number) => String(Math.round(n * 100) / 100);
  return { '--map-grow': round(markGrow(scale)), '--map-number-grow': round(numberGrow(scale)) };
}

/** The station a tap at screen point (x, y) meant: the nearest within `reach` screen pixels (a
 *  fingertip), so a near miss on a small station at a low zoom still counts. */
export function nearestStation(
  board: Board,
  view: MapView,
  size: ViewportSize,
  x: number,
  y: number,
  reach = 24,
): StationId | undefined {
  const boardX = view.cx + (x - size.width / 2) / view.scale;
  const boardY = view.cy + (y - size.height / 2) / view.scale;
  let best: StationId | undefined;
  let bestDistance = reach / view.scale;
  for (const station of board.stationIds) {
    const { x: sx, y: sy } = board.station(station);
    const distance = Math.hypot(sx - boardX, sy - boardY);
    if (distance <= bestDistance) {
      best = station;
      bestDistance = distance;
    }
  }
  return best;
}
