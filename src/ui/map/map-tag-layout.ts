// The map's tags laid out for the view on screen, loaded when the map first has a tag to show
// (percentages or advice): which percentages are shown (likely-tags.ts), how big every tag is
// on this screen, and where it goes (label-layout.ts). It imports nothing the page has, so the
// page's own code stays in the page's chunk.
import './map-tags.css';
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import { seenBadgeOffset } from './dynamic-layer';
import { type Circle, type LabelRequest, placeLabels } from './label-layout';
import { type Beside, likelyTags } from './likely-tags';
import type { MapPawn, MapTag, ShownTag } from './map-types';
import type { MapView, ViewportSize } from './view';

export interface TagScene {
  readonly board: Board;
  /** The table's own tags (advice), most important first; they come before the percentages. */
  readonly tags: readonly MapTag[];
  readonly pawns: readonly MapPawn[];
  /** His last seen station: its badge stays uncovered, like a pawn. */
  readonly lastRevealed: StationId | null;
  readonly candidates: StationSet;
  readonly likelihood: Float64Array | null;
  /** A probability in the player's language: "24%". */
  percent(probability: number): string;
  readonly view: MapView;
  readonly size: ViewportSize;
  /** How much the map's marks are grown at this scale (view.ts, markGrow). */
  readonly grow: number;
}

/** A tag's words on screen: 10 px at the least however far the map is zoomed out (7 map units
 *  zoomed in), up to 13 px. */
export const MIN_FONT_PX = 10;
const MAX_FONT_PX = 13;
/** A station's printed number (8.6 px bold, map units; map.css): the part a tag should not hide. */
const NUMBER_RADIUS = 6;
const FONT = 'system-ui, sans-serif';

let canvas: CanvasRenderingContext2D | null | undefined;

/** Width in px of bold words at `px` (the page's own font; a generous guess without a canvas). */
function textWidth(text: string, px: number): number {
  if (canvas === undefined)
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * px * 0.68;
  canvas.font = `700 ${px}px ${FONT}`;
  return canvas.measureText(text).width;
}

export function layoutTags(scene: TagScene): ShownTag[] {
  const { board, view, grow, candidates, likelihood } = scene;
  // Before the map is measured it is drawn at the board's size (view.ts).
  const size = scene.size.width > 0 && scene.size.height > 0 ? scene.size : { width: 1040, height: 794 };
  const unit = 1 / view.scale;
  const font = Math.min(MAX_FONT_PX, Math.max(MIN_FONT_PX, 7 * view.scale));
  const height = font * 1.5 * unit;
  const boxFor = (text: string) => ({ width: (textWidth(text, font) * 1.08 + font) * unit, height });
  const markerFor = (text: string) => ({
    width: Math.max(height, (textWidth(text, font) * 1.08 + font * 0.6) * unit),
    height,
  });

  const stations = candidates.toArray().filter((id) => board.hasStation(id));
  const chance = (id: StationId) => likelihood?.[id] ?? 0;
  const top = Math.max(0, ...stations.map(chance));
  /** The radius of a station's own marks: its halo and likelihood ring, or an advice ring. */
  const ringOf = (id: StationId, advised: boolean) => {
    const share = top > 0 && candidates.has(id) ? chance(id) / top : 0;
    const likely = candidates.has(id) ? 15 + (share > 0.05 ? 0.5 + 8 * Math.sqrt(share) + 0.4 + 2 * share : 0) : 10;
    return Math.max(likely, advised ? 19 : 0) * grow;
  };

  const left = view.cx - size.width * unit * 0.5;
  const top_ = view.cy - size.height * unit * 0.5;
  const margin = 3 * unit;
  const onScreen = (x: number, y: number) =>
    x >= left && x <= left + size.width * unit && y >= top_ && y <= top_ + size.height * unit;

  const advised = new Set(scene.tags.map((tag) => tag.station));
  const likely =
    likelihood && stations.length > 1
      ? likelyTags(stations, chance, scene.percent, besideAdvice(scene.tags, stations, chance)).map((tag) => ({
          key: `likely-${tag.station}`,
          station: tag.station,
          text: tag.text,
          kind: 'likely' as const,
        }))
      : [];
  const wanted = [...scene.tags.map((tag) => ({ ...tag, kind: 'advice' as const })), ...likely].filter((tag) => {
    if (!board.hasStation(tag.station)) return false;
    const { x, y } = board.station(tag.station);
    return onScreen(x, y);
  });

  const requests: LabelRequest[] = wanted.map((tag) => {
    const { x, y } = board.station(tag.station);
    return {
      key: tag.key,
      anchor: { x, y, r: ringOf(tag.station, advised.has(tag.station)) },
      core: 14 * grow,
      full: boxFor(tag.text),
      // A percentage with no room for its words is left out, not folded (a lone "%" says
      // nothing): its ring still shows it likelier, and the list of his stations has its number.
      ...('marker' in tag ? { folded: markerFor(tag.marker) } : {}),
      required: tag.kind === 'advice',
    };
  });
  const placed = placeLabels(requests, {
    view: {
      x: left + margin,
      y: top_ + margin,
      width: size.width * unit - 2 * margin,
      height: size.height * unit - 2 * margin,
    },
    pawns: [...pawnCircles(scene), ...seenCircle(scene)],
    stations: stations.map((id) => ({ ...board.station(id), r: 14 * grow })),
    numbers: numbersOf(board),
    gap: 2 * unit,
  });
  const byKey = new Map(wanted.map((tag) => [tag.key, tag]));
  return placed.flatMap(({ key, box, folded, leader }) => {
    const tag = byKey.get(key);
    if (!tag) return [];
    return [
      {
        key,
        station: tag.station,
        kind: tag.kind,
        text: folded && 'marker' in tag ? tag.marker : tag.text,
        folded,
        ...('colour' in tag ? { colour: tag.colour } : {}),
        ...box,
        font: font * unit,
        leader,
      },
    ];
  });
}

/** The suggestions' stations, and the least share a suggestion says. */
function besideAdvice(
  tags: readonly MapTag[],
  stations: readonly StationId[],
  chance: (id: StationId) => number,
): Beside | undefined {
  if (tags.length === 0) return undefined;
  const total = stations.reduce((sum, id) => sum + Math.max(0, chance(id)), 0);
  const said = tags.filter((tag) => tag.saysChance).map((tag) => Math.max(0, chance(tag.station)) / (total || 1));
  return { named: new Set(tags.map((tag) => tag.station)), least: Math.min(1, ...said) };
}

const numberCircles = new WeakMap<Board, readonly Circle[]>();

/** Every station's printed number as a circle (once per board: the layout runs at every frame of
 *  a pan). */
function numbersOf(board: Board): readonly Circle[] {
  let circles = numberCircles.get(board);
  if (!circles) {
    circles = board.stationIds.map((id) => ({ ...board.station(id), r: NUMBER_RADIUS }));
    numberCircles.set(board, circles);
  }
  return circles;
}

/** The last-seen ring and its "X" badge (dynamic-layer.tsx), grown like them. */
function seenCircle({ board, lastRevealed, pawns, grow }: TagScene): Circle[] {
  if (lastRevealed === null || !board.hasStation(lastRevealed)) return [];
  const { x, y } = board.station(lastRevealed);
  const { dx, dy } = seenBadgeOffset(pawns.some((pawn) => pawn.station === lastRevealed));
  return [{ x, y, r: (Math.hypot(dx, dy) + 7) * grow }];
}

/** Each pawn token with its selection ring, where the map draws it (side by side when sharing). */
function pawnCircles({ board, pawns, grow }: TagScene): Circle[] {
  const placed = pawns.filter((pawn) => board.hasStation(pawn.station));
  return placed.map((pawn) => {
    const sharing = placed.filter((other) => other.station === pawn.station);
    const shift = (sharing.indexOf(pawn) - (sharing.length - 1) / 2) * 14;
    const { x, y } = board.station(pawn.station);
    return { x: x + shift, y, r: 17 * grow };
  });
}
