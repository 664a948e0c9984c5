// Gestures on the map: drag to pan, two-finger pinch, wheel, double-tap or double-click to zoom
// in. Pointer capture starts only once a finger really moves, so a plain tap still lands on the
// station under it (and its click reaches the map); a drag's click is swallowed.
import { useCallback, useEffect, useMemo, useRef } from 'preact/hooks';
import type { MapViewState } from './use-map-view';
import { panBy, zoomAt } from './view';

const DRAG_THRESHOLD = 8;
const DOUBLE_TAP_MS = 320;
const WHEEL_REST_MS = 140;

interface Point {
  readonly x: number;
  readonly y: number;
}

/** Keeps a dragging finger's events coming here; a pointer already gone cannot be captured. */
function capture(element: HTMLElement, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // The pointer ended meanwhile: nothing to capture.
  }
}

function isOnTarget(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-station],[data-pawn]') !== null;
}

function local(event: MouseEvent): Point {
  const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
}

export function useMapGestures({ preview, commit, update }: MapViewState) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({
    start: { x: 0, y: 0 },
    moved: false,
    pointerType: 'mouse',
    lastTap: { x: 0, y: 0, time: 0 },
  });
  const wheelRest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(wheelRest.current), []);

  const handlers = useMemo(() => {
    const release = (event: PointerEvent) => {
      if (!pointers.current.has(event.pointerId)) return;
      const wasTap = pointers.current.size === 1 && !gesture.current.moved;
      pointers.current.delete(event.pointerId);
      if (pointers.current.size === 0 && gesture.current.moved) commit();
      if (!wasTap || event.pointerType === 'mouse' || event.type === 'pointercancel') return;
      const here = local(event);
      const last = gesture.current.lastTap;
      const double = event.timeStamp - last.time < DOUBLE_TAP_MS && Math.hypot(here.x - last.x, here.y - last.y) < 30;
      gesture.current.lastTap = { ...here, time: double ? 0 : event.timeStamp };
      if (double && !isOnTarget(event)) update((v, s) => zoomAt(v, s, 2, here.x, here.y));
    };
    return {
      onPointerDown(event: PointerEvent) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        // A first finger (or a mouse press) starts afresh: a pointer whose "up" happened off
        // the map must not turn the next drag into a pinch.
        if (event.isPrimary) pointers.current.clear();
        pointers.current.set(event.pointerId, local(event));
        gesture.current.pointerType = event.pointerType;
        if (pointers.current.size === 1) {
          gesture.current.start = local(event);
          gesture.current.moved = false;
        }
      },
      onPointerMove(event: PointerEvent) {
        const previous = pointers.current.get(event.pointerId);
        if (!previous) return;
        const here = local(event);
        if (!gesture.current.moved) {
          const { start } = gesture.current;
          if (pointers.current.size < 2 && Math.hypot(here.x - start.x, here.y - start.y) < DRAG_THRESHOLD) return;
          gesture.current.moved = true;
          for (const id of pointers.current.keys()) capture(event.currentTarget as HTMLElement, id);
        }
        const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
        pointers.current.set(event.pointerId, here);
        if (!other) {
          preview((v, s) => panBy(v, s, here.x - previous.x, here.y - previous.y));
          return;
        }
        // Pinch: the midpoint carries the board, the spread scales it.
        const before = Math.hypot(previous.x - other.x, previous.y - other.y) || 1;
        const after = Math.hypot(here.x - other.x, here.y - other.y);
        const mid = { x: (here.x + other.x) / 2, y: (here.y + other.y) / 2 };
        preview((v, s) => {
          const panned = panBy(v, s, (here.x - previous.x) / 2, (here.y - previous.y) / 2);
          return zoomAt(panned, s, after / before, mid.x, mid.y);
        });
      },
      onPointerUp: release,
      onPointerCancel: release,
      onWheel(event: WheelEvent) {
        event.preventDefault();
        const here = local(event);
        const step = event.deltaMode === 1 ? event.deltaY * 0.05 : event.deltaY * 0.0015;
        preview((v, s) => zoomAt(v, s, Math.exp(-Math.max(-0.5, Math.min(0.5, step))), here.x, here.y));
        clearTimeout(wheelRest.current);
        wheelRest.current = setTimeout(commit, WHEEL_REST_MS);
      },
      onDblClick(event: MouseEvent) {
        if (gesture.current.pointerType !== 'mouse' || isOnTarget(event)) return;
        const here = local(event);
        update((v, s) => zoomAt(v, s, event.shiftKey ? 0.5 : 2, here.x, here.y));
      },
    };
  }, [preview, commit, update]);

  /** True (once) when the last pointer gesture panned or pinched: its click is not a tap. */
  const takeDrag = useCallback(() => {
    const moved = gesture.current.moved;
    gesture.current.moved = false;
    return moved;
  }, []);

  return { handlers, takeDrag };
}
