// The map's view maths: fit, zoom about a point, pan within the board, the viewBox string, and
// the transform that shows a gesture's view before it is drawn.

import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import { previewTransform } from './use-map-view';
import {
  BOARD_BOX,
  boxOf,
  centreOn,
  clampView,
  fitView,
  growStyle,
  isOnScreen,
  nearestStation,
  panBy,
  scaleLimits,
  viewBoxOf,
  zoomAt,
  zoomOnBox,
} from './view';

const phone = { width: 360, height: 600 };
const tablet = { width: 1280, height: 800 };

function boardPointAt(view: ReturnType<typeof fitView>, size: typeof phone, px: number, py: number) {
  return { x: view.cx + (px - size.width / 2) / view.scale, y: view.cy + (py - size.height / 2) / view.scale };
}

describe('view', () => {
  it('fits the whole board: a phone is limited by its width, a tablet by its height', () => {
    expect(fitView(phone).scale).toBeCloseTo(360 / BOARD_BOX.width);
    expect(fitView(tablet).scale).toBeCloseTo(800 / BOARD_BOX.height);
    const [x, y, w, h] = viewBoxOf(fitView(phone), phone).split(' ').map(Number);
    expect(x).toBeLessThanOrEqual(BOARD_BOX.x);
    expect((x as number) + (w as number)).toBeGreaterThanOrEqual(BOARD_BOX.x + BOARD_BOX.width - 0.01);
    expect(y).toBeLessThanOrEqual(BOARD_BOX.y);
    expect((y as number) + (h as number)).toBeGreaterThanOrEqual(BOARD_BOX.y + BOARD_BOX.height - 0.01);
  });

  it('keeps the board point under the fingers while zooming', () => {
    const start = centreOn(fitView(phone), phone, 500, 400, 1);
    const before = boardPointAt(start, phone, 100, 200);
    const zoomed = zoomAt(start, phone, 1.5, 100, 200);
    expect(zoomed.scale).toBeCloseTo(1.5);
    const after = boardPointAt(zoomed, phone, 100, 200);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('stays between whole-board and close-up scales', () => {
    const { min, max } = scaleLimits(phone);
    expect(zoomAt(fitView(phone), phone, 0.1, 0, 0).scale).toBeCloseTo(min);
    expect(zoomAt(fitView(phone), phone, 1000, 0, 0).scale).toBeCloseTo(max);
    expect(max).toBeGreaterThanOrEqual(4);
  });

  it('does not pan the board off the screen', () => {
    const close = centreOn(fitView(phone), phone, 500, 400, 2);
    const far = panBy(close, phone, 100000, 100000);
    expect(far.cx).toBeCloseTo(BOARD_BOX.x + phone.width / 2 / 2);
    expect(far.cy).toBeCloseTo(BOARD_BOX.y + phone.height / 2 / 2);
    expect(clampView(fitView(phone), phone)).toEqual(fitView(phone));
  });

  it('knows whether a station is on screen', () => {
    const view = centreOn(fitView(phone), phone, 500, 400, 2);
    expect(isOnScreen(view, phone, 500, 400, 40)).toBe(true);
    expect(isOnScreen(view, phone, 900, 400, 40)).toBe(false);
  });

  it('falls back to the whole board before the viewport is measured', () => {
    const unmeasured = { width: 0, height: 0 };
    expect(viewBoxOf(fitView(unmeasured), unmeasured)).toBe(
      `${BOARD_BOX.x} ${BOARD_BOX.y} ${BOARD_BOX.width} ${BOARD_BOX.height}`,
    );
  });
});

describe('zooming on the selected pawn and its destinations', () => {
  const board = getBoard('ravensburger-modern');
  // Red on 13 with its destinations 4, 14, 23, 24, 46, 52, 67, 89 (board).
  const box = boxOf(board, [13, 4, 14, 23, 24, 46, 52, 67, 89]);
  if (!box) throw new Error('no box');
  const onScreen = (view: ReturnType<typeof fitView>, station: number) => {
    const { x, y } = board.station(station);
    return isOnScreen(view, phone, x, y, 20);
  };

  const red = board.station(13);

  it('brings them to the middle of the screen and keeps all of them on it', () => {
    const zoomed = zoomOnBox(fitView(phone), phone, 1.6, box, red);
    expect(zoomed.scale).toBeGreaterThan(fitView(phone).scale);
    for (const station of [13, 4, 14, 23, 24, 46, 52, 67, 89]) expect(onScreen(zoomed, station)).toBe(true);
    // Zooming on from there keeps Red in the middle.
    const closer = zoomOnBox(zoomOnBox(zoomed, phone, 1.6, box, red), phone, 1.6, box, red);
    expect(closer.scale).toBeGreaterThan(zoomed.scale);
    expect(closer.cx).toBeCloseTo(red.x);
    expect(onScreen(closer, 13)).toBe(true);
  });

  it('zooming out keeps them in the middle', () => {
    const close = centreOn(fitView(phone), phone, 800, 600, 3);
    const out = zoomOnBox(close, phone, 1 / 1.6, box, red);
    expect(out.scale).toBeCloseTo(3 / 1.6);
    expect(onScreen(out, 13)).toBe(true);
  });
});

describe('previewTransform', () => {
  it('moves the picture drawn at one view to where another view shows it', () => {
    const drawn = centreOn(fitView(phone), phone, 500, 400, 1);
    const live = zoomAt(panBy(drawn, phone, 30, -20), phone, 1.5, 100, 200);
    const match = previewTransform(drawn, live, phone).match(/translate3d\((.+)px, (.+)px, 0\) scale\((.+)\)/);
    const [tx, ty, factor] = (match?.slice(1) ?? []).map(Number) as [number, number, number];
    const station = { x: 520, y: 380 };
    const screenAt = (view: typeof drawn) => ({
      x: (station.x - view.cx) * view.scale + phone.width / 2,
      y: (station.y - view.cy) * view.scale + phone.height / 2,
    });
    const before = screenAt(drawn);
    const after = screenAt(live);
    expect(before.x * factor + tx).toBeCloseTo(after.x);
    expect(before.y * factor + ty).toBeCloseTo(after.y);
  });
});

describe('growStyle', () => {
  it('grows marks when zoomed out, up to twice their size', () => {
    expect(growStyle(2)).toMatchObject({ '--map-grow': '1' });
    expect(growStyle(0.5)).toMatchObject({ '--map-grow': '1.6' });
    expect(growStyle(0.2)).toMatchObject({ '--map-grow': '2' });
  });

  it('grows his possible stations’ numbers to read at 9 px when zoomed out, up to three times', () => {
    expect(growStyle(2)['--map-number-grow']).toBe('1');
    // The phone's whole board (360 px for 1040 units): 8.6 units at three times read at 8.9 px.
    expect(growStyle(360 / 1040)['--map-number-grow']).toBe('3');
    expect(growStyle(0.5)['--map-number-grow']).toBe('2.09');
    expect(growStyle(0.2)['--map-number-grow']).toBe('3');
  });
});

describe('nearestStation: a tap that just misses a small station still counts', () => {
  const board = getBoard('ravensburger-classic');
  const size = { width: 360, height: 300 };
  const view = fitView(size);
  const screenOf = (station: number) => {
    const { x, y } = board.station(station);
    return { x: (x - view.cx) * view.scale + size.width / 2, y: (y - view.cy) * view.scale + size.height / 2 };
  };

  it('finds the station a fingertip away on the whole-board view of a phone', () => {
    const at = screenOf(15);
    expect(nearestStation(board, view, size, at.x + 4, at.y - 3)).toBe(15);
  });

  it('finds nothing where no station is within reach', () => {
    expect(nearestStation(board, view, size, -200, -200)).toBeUndefined();
  });
});
