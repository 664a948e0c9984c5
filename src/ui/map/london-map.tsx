// The London board as an SVG the table can pan and zoom. Headless first: everything drawn comes
// in as props (derived game state); the map keeps only its own view and focused station, and
// turns taps and keys into the app's callbacks. Its controls sit in a strip above the board, never
// over a station; zooming keeps the selected pawn and its destinations in the middle. Drawing:
// map-drawing.tsx; key: map-legend.tsx.
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { Board } from '../../board/graph';
import type { StationId, TransportTicket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import { MapTags } from './dynamic-layer';
import { MapControls } from './map-controls';
import { MapDrawing, type MapDrawingProps } from './map-drawing';
import { mapKeyAction, targetOf } from './map-keys';
import { currentMapTexts, type MapTexts } from './map-texts';
import type { MapPawn, MapTag, ShownTag } from './map-types';
import { nearestInDirection } from './station-nav';
import { useMapGestures } from './use-map-gestures';
import { useMapView } from './use-map-view';
import type { BoardBox } from './view';
import {
  boxOf,
  centreOn,
  growStyle,
  isOnScreen,
  markGrow,
  nearestStation,
  numberGrow,
  panBy,
  READABLE_SCALE,
  viewBoxOf,
  zoomAt,
  zoomOnBox,
} from './view';
import './map.css';

export interface LondonMapProps {
  readonly board: Board;
  readonly candidates: StationSet;
  readonly pawns: readonly MapPawn[];
  readonly lastRevealed?: StationId | null;
  readonly destinations?: ReadonlyMap<StationId, readonly TransportTicket[]>;
  readonly selectedPawn?: string | null;
  /** How likely each candidate is, by station id; null or absent: the plain set. */
  readonly likelihood?: Float64Array | null;
  onStationTap?(station: StationId): void;
  onPawnTap?(pawnId: string): void;
  /** Centre, zoom to and focus this station ("go to station"). */
  readonly focusStation?: StationId | null;
  /** Called once focusStation is shown, so the app can reset it and ask for it again later. */
  onFocusHandled?(): void;
  /** Words shown and spoken; English unless the app passes its own. */
  readonly texts?: MapTexts;
  /** More controls for the strip above the board ("go to station"). */
  readonly toolbar?: ComponentChildren;
  /** Extra marks drawn above the candidates and under the pawns (move advice). */
  readonly overlay?: ComponentChildren;
  /** Extra marks drawn above the candidates' halos and under the stations (his route in the review). */
  readonly underlay?: ComponentChildren;
  /** The table's tags (move advice), most important first: laid out with the percentages,
   *  before them, for the view on screen. */
  readonly tags?: readonly MapTag[] | undefined;
  /** Told how many of `tags` the map shows whole (not folded into their marker, not left out),
   *  and how many stand off screen, whenever its layout changes. */
  readonly onTagsShown?: ((shown: TagsShown) => void) | undefined;
  /** Remembers the view under this key (the game in play), so a reload comes back to it. */
  readonly viewKey?: string | undefined;
  /** The station the table is asked about ("Red is on 89. Was Mister X there?"): brought into
   *  view, and what the zoom buttons keep in the middle while it is asked. */
  readonly asked?: StationId | null | undefined;
}

/** Of the table's tags (advice): how many the map shows with their words, how many are off screen. */
export interface TagsShown {
  readonly whole: number;
  readonly offScreen: number;
}

const NO_DESTINATIONS: ReadonlyMap<StationId, readonly TransportTicket[]> = new Map();
const NO_TAGS: readonly ShownTag[] = [];

type TagLayout = typeof import('./map-tag-layout');

type NumbersLayer = typeof import('./candidate-numbers').CandidateNumbers;

/** His possible stations' numbers drawn again, loaded when the map is first zoomed out (they
 *  stay out of the page load). */
function useNumbersLayer(wanted: boolean): NumbersLayer | null {
  const [layer, setLayer] = useState<{ readonly draw: NumbersLayer } | null>(null);
  useEffect(() => {
    if (wanted && !layer)
      void import('./candidate-numbers').then((module) => setLayer({ draw: module.CandidateNumbers }));
  }, [wanted, layer]);
  return wanted && layer ? layer.draw : null;
}

/** The tags' layout, loaded when the map first has a tag to show (it stays out of the page load). */
function useTagLayout(wanted: boolean): TagLayout | null {
  const [layout, setLayout] = useState<TagLayout | null>(null);
  useEffect(() => {
    if (wanted && !layout) void import('./map-tag-layout').then(setLayout);
  }, [wanted, layout]);
  return layout;
}

export function LondonMap(props: LondonMapProps) {
  const { board, candidates, pawns, lastRevealed = null, destinations = NO_DESTINATIONS, selectedPawn = null } = props;
  const { likelihood = null } = props;
  const { texts = currentMapTexts() } = props;
  const viewport = useRef<HTMLElement>(null);
  const map = useMapView(viewport, props.viewKey);
  const { view, size, update } = map;
  const gestures = useMapGestures(map);
  const helpId = useId();
  const latest = useRef(props);
  latest.current = props;
  const [active, setActive] = useState<StationId>(() => lastRevealed ?? candidates.first() ?? 1);

  const { overlay, underlay, tags } = props;
  // The tags are laid out again whenever the view changes (zoom, pan, a new screen size).
  const layout = useTagLayout(likelihood !== null || (tags?.length ?? 0) > 0);
  const shownTags = useMemo(
    () =>
      layout
        ? layout.layoutTags({
            ...{ board, pawns, lastRevealed, candidates, likelihood, view, size },
            tags: tags ?? [],
            percent: texts.percent,
            grow: markGrow(view.scale),
          })
        : NO_TAGS,
    [layout, board, pawns, lastRevealed, candidates, likelihood, view, size, tags, texts],
  );
  const numbersLayer = useNumbersLayer(numberGrow(view.scale) > 1);
  const overlayAbove = useMemo(() => <MapTags tags={shownTags} />, [shownTags]);
  useEffect(() => {
    const offScreen = (tags ?? []).filter((tag) => {
      if (!board.hasStation(tag.station)) return false;
      const { x, y } = board.station(tag.station);
      return !isOnScreen(view, size, x, y, 0);
    }).length;
    const whole = shownTags.filter((tag) => tag.kind === 'advice' && !tag.folded).length;
    latest.current.onTagsShown?.({ whole, offScreen });
  }, [shownTags]);
  // The drawing renders again only when one of its props changes; its layers are memoised within.
  const drawingProps: MapDrawingProps = {
    ...{ board, candidates, pawns, lastRevealed, destinations, selectedPawn, likelihood },
    ...{ active, texts, numbersLayer, overlay, underlay, overlayAbove },
  };
  const drawing = useMemo(() => <MapDrawing {...drawingProps} />, Object.values(drawingProps));

  // What the zoom buttons keep in the middle: the station asked about ("Was Mister X there?"),
  // else the station the table went to ("Go to station") until another pawn is chosen, else the
  // selected pawn and where it may go. Zooming in must not lose what the table is looking at.
  const { asked = null } = props;
  const [goneTo, setGoneTo] = useState<StationId | null>(null);
  const focus = useMemo<{ box: BoardBox; pawn: { x: number; y: number } } | null>(() => {
    const looked = asked ?? goneTo;
    if (looked !== null && board.hasStation(looked)) {
      const at = board.station(looked);
      return { box: { x: at.x, y: at.y, width: 0, height: 0 }, pawn: at };
    }
    const pawn = pawns.find((candidate) => candidate.id === selectedPawn);
    const box = pawn && boxOf(board, [pawn.station, ...destinations.keys()]);
    return pawn && box && board.hasStation(pawn.station) ? { box, pawn: board.station(pawn.station) } : null;
  }, [board, pawns, selectedPawn, destinations, asked, goneTo]);
  // A pawn chosen (or the next in turn) ends the look at a station gone to.
  useEffect(() => setGoneTo(null), [selectedPawn]);
  const zoomBy = (factor: number) =>
    update((v, s) =>
      focus ? zoomOnBox(v, s, factor, focus.box, focus.pawn) : zoomAt(v, s, factor, s.width / 2, s.height / 2),
    );

  const showStation = (id: StationId, minScale: number) => {
    const { x, y } = board.station(id);
    update((v, s) => (isOnScreen(v, s, x, y, 40) && v.scale >= minScale ? v : centreOn(v, s, x, y, minScale)));
  };
  const focusTarget = (id: StationId) => {
    setActive(id);
    viewport.current?.querySelector<SVGElement>(`[data-station="${id}"]`)?.focus({ preventScroll: true });
  };

  const followed = useRef(false);
  // Zoomed in, the map follows him: when his stations change and none of them is on screen (he
  // surfaced or was caught elsewhere, or a reload or a turned tablet left them out), it pans to
  // them at the same zoom, so that his surfacing or capture happens where the table looks.
  useEffect(() => {
    const ids = candidates.toArray().filter((id) => board.hasStation(id));
    const seen = (id: StationId) => {
      const { x, y } = board.station(id);
      return isOnScreen(view, size, x, y, 20);
    };
    const box = boxOf(board, ids);
    if (!box || ids.some(seen)) return;
    followed.current = true;
    update((v, s) => centreOn(v, s, box.x + box.width / 2, box.y + box.height / 2, v.scale));
  }, [candidates, board, size.width, size.height]);

  /** Pans to a station off screen at the same zoom; whether it did. */
  const bringIntoView = (id: StationId) => {
    const { x, y } = board.station(id);
    if (isOnScreen(view, size, x, y, 20)) return false;
    update((v, s) => centreOn(v, s, x, y, v.scale));
    return true;
  };

  // The station of a "was he there?" question likewise: the table must see what it answers.
  useEffect(() => {
    if (asked !== null && board.hasStation(asked) && bringIntoView(asked)) followed.current = true;
  }, [asked, board]);

  // And the pawn to move: chosen (or next in turn) off screen, the map pans to it at the same zoom,
  // unless it has just panned to his stations or to a question's station (the news of that
  // moment), so that a pawn is never moved with its token and destinations off screen.
  useEffect(() => {
    const pawn = pawns.find((one) => one.id === selectedPawn);
    if (!followed.current && pawn && board.hasStation(pawn.station)) bringIntoView(pawn.station);
  }, [selectedPawn, board]);
  // The ones above ran (or not) for this render: their pan counts for it only.
  useEffect(() => {
    followed.current = false;
  });

  const { focusStation = null } = props;
  useEffect(() => {
    if (focusStation === null || !board.hasStation(focusStation)) return;
    showStation(focusStation, READABLE_SCALE);
    focusTarget(focusStation);
    setGoneTo(focusStation);
    latest.current.onFocusHandled?.();
  }, [focusStation, board]);

  const onClick = (event: MouseEvent) => {
    if (gestures.takeDrag()) return;
    const { station, pawn } = targetOf(event);
    if (pawn !== undefined) latest.current.onPawnTap?.(pawn);
    else if (station !== undefined) latest.current.onStationTap?.(station);
    else {
      // A near miss on a small station (the whole board on a phone) still counts.
      const box = viewport.current?.getBoundingClientRect();
      const near = box && nearestStation(board, view, size, event.clientX - box.left, event.clientY - box.top);
      if (near) latest.current.onStationTap?.(near);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = mapKeyAction(event.key, event.shiftKey, targetOf(event));
    if (!action) return;
    event.preventDefault();
    switch (action.kind) {
      case 'tap-station':
        return latest.current.onStationTap?.(action.station);
      case 'tap-pawn':
        return latest.current.onPawnTap?.(action.pawn);
      case 'next-station': {
        const next = nearestInDirection(board, action.from, action.direction);
        return next === undefined ? undefined : focusTarget(next);
      }
      case 'pan':
        return update((v, s) => panBy(v, s, action.dx, action.dy));
      case 'zoom':
        return zoomBy(action.factor);
      case 'fit':
        return map.fit();
    }
  };

  const onFocusIn = (event: FocusEvent) => {
    const { station } = targetOf(event);
    if (station === undefined) return;
    setActive(station);
    showStation(station, 0);
  };

  return (
    <div class="map">
      <div class="map-toolbar">
        {props.toolbar}
        <MapControls
          candidateCount={candidates.size}
          texts={texts}
          onZoomIn={() => zoomBy(1.6)}
          onZoomOut={() => zoomBy(1 / 1.6)}
          onFit={map.fit}
        />
      </div>
      <div class="map-stage">
        <section
          ref={viewport}
          class="map-viewport"
          style={growStyle(view.scale)}
          aria-roledescription="map"
          aria-label={texts.mapName}
          aria-describedby={helpId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes focus to pan and zoom by keys, like a scrollable region.
          tabIndex={0}
          {...gestures.handlers}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onFocusIn={onFocusIn}
        >
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by the section; a <title> would tooltip the whole map. */}
          <svg ref={map.svg} class="map-svg" viewBox={viewBoxOf(view, size)} preserveAspectRatio="xMidYMid meet">
            {drawing}
          </svg>
        </section>
      </div>
      <p id={helpId} class="map-help">
        {texts.mapHelp}
      </p>
    </div>
  );
}
