// The map's view: what the SVG shows (committed, rendered as its viewBox) and, during a gesture,
// a live view shown by a CSS transform of the drawn SVG. Moving a bitmap costs nothing; redrawing
// 1,300 shapes every frame would. The gesture commits when the fingers lift or the wheel rests.
import type { RefObject } from 'preact';
import { useCallback, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { keptMapView } from '../kept/map-view';
import { clampView, fitView, type MapView, type ViewportSize } from './view';

export type ViewStep = (view: MapView, size: ViewportSize) => MapView;

export interface MapViewState {
  readonly svg: RefObject<SVGSVGElement | null>;
  readonly size: ViewportSize;
  /** The view the SVG is drawn at (its viewBox). */
  readonly view: MapView;
  /** Changes the view and draws it now (keys, buttons, "go to station"). */
  update(step: ViewStep): void;
  /** Changes the view for a gesture frame: moves the drawn picture, draws nothing. */
  preview(step: ViewStep): void;
  /** Draws the previewed view. */
  commit(): void;
  fit(): void;
}

/** The transform that makes a picture drawn at `drawn` look like `live`, origin top-left. */
export function previewTransform(drawn: MapView, live: MapView, size: ViewportSize): string {
  const factor = live.scale / drawn.scale;
  const tx = (size.width / 2) * (1 - factor) + (drawn.cx - live.cx) * live.scale;
  const ty = (size.height / 2) * (1 - factor) + (drawn.cy - live.cy) * live.scale;
  return `translate3d(${tx}px, ${ty}px, 0) scale(${factor})`;
}

/** The view last drawn under `key` (a game's table), or null: the whole board. */
function rememberedView(key: string | undefined): MapView | null {
  const kept = keptMapView.read();
  return kept?.game === key ? kept : null;
}

/** The map's view. With `rememberKey` (the game in play), the view the table zoomed to comes back
 *  after a reload or a phone that put the tab away, instead of the whole board again. */
export function useMapView(viewport: RefObject<HTMLElement | null>, rememberKey?: string): MapViewState {
  const svg = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState<ViewportSize>({ width: 0, height: 0 });
  const remembered = useRef(rememberedView(rememberKey));
  const [view, setView] = useState<MapView>(() => fitView(size));
  const sizeRef = useRef(size);
  const live = useRef(view);
  const fitted = useRef(remembered.current === null);
  const key = useRef(rememberKey);
  key.current = rememberKey;

  const show = useCallback((next: MapView) => {
    setView(next);
    // One view is kept, the game in play's; the whole board forgets it.
    if (key.current) keptMapView.write(fitted.current ? null : { ...next, game: key.current });
  }, []);
  const commit = useCallback(() => show(live.current), [show]);
  const update = useCallback(
    (step: ViewStep) => {
      fitted.current = false;
      live.current = step(live.current, sizeRef.current);
      show(live.current);
    },
    [show],
  );
  const fit = useCallback(() => {
    fitted.current = true;
    live.current = fitView(sizeRef.current);
    show(live.current);
  }, [show]);
  const drawn = useRef(view);
  drawn.current = view;
  const preview = useCallback((step: ViewStep) => {
    fitted.current = false;
    live.current = step(live.current, sizeRef.current);
    if (svg.current) svg.current.style.transform = previewTransform(drawn.current, live.current, sizeRef.current);
  }, []);

  // The new viewBox and the dropped (or rebased) transform reach the screen in the same frame.
  useLayoutEffect(() => {
    if (!svg.current) return;
    svg.current.style.transform = view === live.current ? '' : previewTransform(view, live.current, sizeRef.current);
  }, [view]);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      sizeRef.current = next;
      // The remembered view, at the first measure.
      const start = remembered.current;
      remembered.current = null;
      live.current = fitted.current ? fitView(next) : clampView(start ?? live.current, next);
      setSize(next);
      setView(live.current);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewport]);

  return { svg, size, view, update, preview, commit, fit };
}
