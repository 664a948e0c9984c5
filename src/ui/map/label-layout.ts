// Where the map's tags go (pure, in map units): each tag in turn, most important first, takes the
// best free spot around its station, so that every tag placed reads as its own station's: beside
// it (`isBeside`) or joined to its ring by a leader line. A tag that can be neither is left out;
// its ring in the pawn's colour and the lists still name every suggestion and percentage.

export interface Circle {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface LabelRequest {
  readonly key: string;
  /** The station's middle, and the radius of its own marks (ring, halo) that stay uncovered. */
  readonly anchor: Circle;
  /** The radius of the station itself, which no other tag covers. */
  readonly core: number;
  /** The tag with its words. */
  readonly full: Size;
  /** The marker it folds into when the words find no room; without one, such a tag is left out. */
  readonly folded?: Size;
  /** Shown even where every spot is nearer another possible station than its own (a suggestion:
   *  the map shows each); otherwise such a tag is left out (a percentage: its ring and the list
   *  still tell). */
  readonly required?: boolean;
}

export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

export interface PlacedLabel {
  readonly key: string;
  readonly box: Rect;
  readonly folded: boolean;
  /** From the station's ring to the box, when the box does not sit beside the ring. */
  readonly leader: Segment | null;
}

export interface LayoutScene {
  /** The part of the map on screen, less a margin. */
  readonly view: Rect;
  /** Pawn tokens: never covered, never crossed by a leader. */
  readonly pawns: readonly Circle[];
  /** Stations better left uncovered (his possible stations): each one covered costs a little. */
  readonly stations?: readonly Circle[];
  /** Every station's printed number: better left readable, each covered costing less again. */
  readonly numbers?: readonly Circle[];
  /** Space kept between a tag and anything it must not touch. */
  readonly gap: number;
}

/** Above, right, left, below, then the corners: the order a spot is preferred in on a tie. */
const SIDES: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [-1, 0],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];
/** Steps out from the ring; beyond the first a leader line joins the tag to its station. A tag with
 *  its words goes one step out at most, its folded marker two: further out, it reads as another
 *  station's. */
const STEPS_FULL = 2;
const STEPS_FOLDED = 3;
/** A suggestion's number with no other spot: further out still, at the end of a leader line. */
const STEPS_LOOSE = 5;
const STEP_COST = 4;
const COVER_COST = 1;
/** A station's number covered: two of them outweigh the preferred order of the sides. */
const NUMBER_COST = 0.25;
/** A box nearer another possible station than its own station's ring. */
const MISREAD_COST = 3;
/** At the end of a leader, a box nearer another station's middle than its own station's. */
const BESIDE_COST = 2;

function overlaps(a: Rect, b: Rect, gap: number): boolean {
  return (
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap
  );
}

/** From the edge of `box` to the edge of `circle` (0 or less where they meet). */
export function distanceTo(box: Rect, circle: Circle): number {
  const near = nearestPoint(box, circle.x, circle.y);
  return Math.hypot(near.x - circle.x, near.y - circle.y) - circle.r;
}

/** The point of `box` nearest to (x, y). */
function nearestPoint(box: Rect, x: number, y: number): { x: number; y: number } {
  return {
    x: Math.min(box.x + box.width, Math.max(box.x, x)),
    y: Math.min(box.y + box.height, Math.max(box.y, y)),
  };
}

/** From (x, y) to the nearest point of `box` (0 inside it). */
function pointDistance(box: Rect, x: number, y: number): number {
  const near = nearestPoint(box, x, y);
  return Math.hypot(near.x - x, near.y - y);
}

/** Beside its own station, where a tag reads as that station's without a line: its nearest point
 *  within `near` of the station's ring, and nearer the station's middle than any other station's
 *  (`stations`: the middles of every station on the board, its own among them or not). A tag
 *  placed elsewhere has a leader line back to its ring, or is not placed. */
export function isBeside(
  box: Rect,
  anchor: Circle,
  stations: readonly { x: number; y: number }[],
  near: number,
): boolean {
  if (distanceTo(box, anchor) > near) return false;
  const own = pointDistance(box, anchor.x, anchor.y);
  return stations.every(
    (station) => (station.x === anchor.x && station.y === anchor.y) || pointDistance(box, station.x, station.y) > own,
  );
}

/** How far from its ring a tag with no leader line may be (as beside it), in gaps. */
export const NEAR_GAPS = 2;

export function touchesCircle(box: Rect, circle: Circle, gap = 0): boolean {
  const near = nearestPoint(box, circle.x, circle.y);
  return Math.hypot(near.x - circle.x, near.y - circle.y) < circle.r + gap;
}

function inside(box: Rect, view: Rect): boolean {
  return (
    box.x >= view.x &&
    box.y >= view.y &&
    box.x + box.width <= view.x + view.width &&
    box.y + box.height <= view.y + view.height
  );
}

/** Distance from (x, y) to the segment. */
function segmentDistance(line: Segment, x: number, y: number): number {
  const dx = line.x2 - line.x1;
  const dy = line.y2 - line.y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - line.x1) * dx + (y - line.y1) * dy) / length));
  return Math.hypot(line.x1 + t * dx - x, line.y1 + t * dy - y);
}

/** Whether the segment passes through the box (sampled finely enough for lines a few boxes long). */
function crossesBox(line: Segment, box: Rect, gap: number): boolean {
  const samples = 24;
  for (let i = 0; i <= samples; i++) {
    const x = line.x1 + ((line.x2 - line.x1) * i) / samples;
    const y = line.y1 + ((line.y2 - line.y1) * i) / samples;
    if (x > box.x - gap && x < box.x + box.width + gap && y > box.y - gap && y < box.y + box.height + gap) return true;
  }
  return false;
}

/** The box on `side` of the anchor whose nearest edge (or corner) is `distance` from its middle. */
function boxAt(anchor: Circle, size: Size, [dx, dy]: readonly [number, number], distance: number): Rect {
  const along = dx !== 0 && dy !== 0 ? distance * Math.SQRT1_2 : distance;
  const cx = anchor.x + dx * (along + size.width / 2);
  const cy = anchor.y + dy * (along + size.height / 2);
  return { x: cx - size.width / 2, y: cy - size.height / 2, width: size.width, height: size.height };
}

/** The leader from the ring towards the box, ending at the box's nearest point. */
function leaderTo(anchor: Circle, box: Rect): Segment {
  const end = nearestPoint(box, anchor.x, anchor.y);
  const length = Math.hypot(end.x - anchor.x, end.y - anchor.y) || 1;
  return {
    x1: anchor.x + ((end.x - anchor.x) * anchor.r) / length,
    y1: anchor.y + ((end.y - anchor.y) * anchor.r) / length,
    x2: end.x,
    y2: end.y,
  };
}

/** One way to place a tag, tried in turn: its words or its folded marker; `clean`: only where no
 *  other possible station is nearer; `centred`: on its own station; `loose`: a lone number beside
 *  its station even where another possible station's ring is nearer, or further out at the end of
 *  a leader line. */
interface Try {
  readonly size: Size;
  readonly folded?: boolean;
  readonly clean?: boolean;
  readonly centred?: boolean;
  readonly loose?: boolean;
}

interface Spot {
  readonly box: Rect;
  readonly leader: Segment | null;
  readonly cost: number;
}

/** The box centred on the station itself. */
function onRing(anchor: Circle, size: Size): Spot {
  return {
    box: { x: anchor.x - size.width / 2, y: anchor.y - size.height / 2, width: size.width, height: size.height },
    leader: null,
    cost: 0,
  };
}

/** Every spot around the anchor, in order of preference before what it covers is counted. */
function spots(request: LabelRequest, size: Size, gap: number, steps: number): Spot[] {
  const found: Spot[] = [];
  for (let step = 0; step < steps; step++) {
    const distance = request.anchor.r + gap + step * (size.height + 2 * gap);
    SIDES.forEach((side, index) => {
      const box = boxAt(request.anchor, size, side, distance);
      found.push({
        box,
        leader: step === 0 ? null : leaderTo(request.anchor, box),
        cost: step * STEP_COST + index / 16,
      });
      // Above and below, the tag may also slide sideways along the ring.
      if (side[0] === 0) {
        for (const shift of [-1, 1]) {
          const slid = { ...box, x: box.x + (shift * size.width) / 3 };
          found.push({
            box: slid,
            leader: step === 0 ? null : leaderTo(request.anchor, slid),
            cost: step * STEP_COST + 0.6,
          });
        }
      }
    });
  }
  return found;
}

/** The station numbers near a box, looked up only in the grid cells it reaches (the board has 199
 *  numbers; a layout tries hundreds of spots, again at every frame of a pan). */
interface NumberGrid {
  /** How many numbers the box covers. */
  covered(box: Rect): number;
  /** Whether a station other than the one at (x, y) has its middle nearer the box than `limit`. */
  nearer(box: Rect, limit: number, x: number, y: number): boolean;
}

const grids = new WeakMap<readonly Circle[], NumberGrid>();

function numberGrid(numbers: readonly Circle[]): NumberGrid {
  let grid = grids.get(numbers);
  if (!grid) {
    grid = makeNumberGrid(numbers);
    grids.set(numbers, grid);
  }
  return grid;
}

/** Built once per list of numbers (map-tag-layout.ts keeps one list per board). */
function makeNumberGrid(numbers: readonly Circle[]): NumberGrid {
  const CELL = 32;
  const cells = new Map<number, Circle[]>();
  const key = (column: number, row: number) => column * 4096 + row;
  let reach = 0;
  for (const number of numbers) {
    const at = key(Math.floor(number.x / CELL), Math.floor(number.y / CELL));
    const cell = cells.get(at);
    if (cell) cell.push(number);
    else cells.set(at, [number]);
    reach = Math.max(reach, number.r);
  }
  /** True as soon as `found` holds for a number whose middle lies within `far` of the box. */
  const some = (box: Rect, far: number, found: (number: Circle) => boolean) => {
    for (
      let column = Math.floor((box.x - far) / CELL);
      column <= Math.floor((box.x + box.width + far) / CELL);
      column++
    ) {
      for (let row = Math.floor((box.y - far) / CELL); row <= Math.floor((box.y + box.height + far) / CELL); row++) {
        for (const number of cells.get(key(column, row)) ?? []) if (found(number)) return true;
      }
    }
    return false;
  };
  return {
    covered(box) {
      let count = 0;
      some(box, reach, (number) => {
        if (touchesCircle(box, number)) count++;
        return false;
      });
      return count;
    },
    nearer(box, limit, x, y) {
      return some(box, limit, (number) => {
        if (number.x === x && number.y === y) return false;
        const near = nearestPoint(box, number.x, number.y);
        return (near.x - number.x) ** 2 + (near.y - number.y) ** 2 < limit * limit;
      });
    },
  };
}

/** Places every tag it can, in the order given (the most important first). The spots are the
 *  eight sides of the station's ring (above first), beside it or further out with a leader line; a
 *  spot is free when it stays inside the visible map and covers no pawn, no tag or leader placed
 *  before, and no other tag's station. Among the free spots the nearest the ring wins, then the one
 *  covering the fewest possible stations and station numbers. A tag whose words find no free spot
 *  folds into its marker, placed the same way; `tries` below is the order, a suggestion's longest. */
export function placeLabels(requests: readonly LabelRequest[], scene: LayoutScene): PlacedLabel[] {
  const { view, pawns, stations = [], numbers = [], gap } = scene;
  const placed: PlacedLabel[] = [];
  const numbersNear = numberGrid(numbers);
  /** isBeside, with the board's numbers looked up in their grid. */
  const beside = ({ anchor }: LabelRequest, box: Rect) => {
    if (distanceTo(box, anchor) > NEAR_GAPS * gap) return false;
    const own = pointDistance(box, anchor.x, anchor.y);
    const other = (station: Circle) =>
      (station.x !== anchor.x || station.y !== anchor.y) && pointDistance(box, station.x, station.y) <= own;
    return !stations.some(other) && !numbersNear.nearer(box, own + 1e-6, anchor.x, anchor.y);
  };
  const free = (request: LabelRequest, spot: Spot) => {
    const { box, leader } = spot;
    if (!inside(box, view)) return false;
    if (pawns.some((pawn) => touchesCircle(box, pawn, gap))) return false;
    if (placed.some((other) => overlaps(box, other.box, gap) || (other.leader && crossesBox(other.leader, box, gap)))) {
      return false;
    }
    // Another tag's station stays in sight, so its tag (or leader) still points at something.
    if (requests.some((other) => other !== request && touchesCircle(box, { ...other.anchor, r: other.core }, gap))) {
      return false;
    }
    if (leader) {
      // Clear of every pawn; from a ring round a pawn standing on the station, straight out of it.
      const { anchor } = request;
      const on = (pawn: Circle) => Math.hypot(pawn.x - anchor.x, pawn.y - anchor.y) < anchor.r;
      if (pawns.some((pawn) => segmentDistance(leader, pawn.x, pawn.y) < pawn.r + (on(pawn) ? 0 : gap))) return false;
      if (placed.some((other) => crossesBox(leader, other.box, gap))) return false;
    }
    return true;
  };
  for (const request of requests) {
    const others = stations.filter((station) => station.x !== request.anchor.x || station.y !== request.anchor.y);

    // A suggestion with no clean spot around its ring wears its number on the ring itself (no
    // other station can claim it there) before any spot nearer another possible station; a lone
    // number takes a spot nearer another possible station's ring without a leader line back to its
    // own only when nothing else is free.
    const { full, folded: marker } = request;
    const tries: Try[] = [{ size: full, clean: true }];
    if (marker) tries.push({ size: marker, folded: true, clean: true });
    if (request.required) {
      if (marker) tries.push({ size: marker, folded: true, clean: true, centred: true });
      tries.push({ size: full });
      if (marker) tries.push({ size: marker, folded: true });
      // Last, so that a suggestion keeps its number on the map wherever it still reads as its own.
      if (marker) tries.push({ size: marker, folded: true, loose: true });
    }
    for (const { size, folded = false, clean = false, centred = false, loose = false } of tries) {
      let best: Spot | null = null;
      let bestCost = Number.POSITIVE_INFINITY;
      const around = centred
        ? [onRing(request.anchor, size)]
        : spots(request, size, gap, loose ? STEPS_LOOSE : folded ? STEPS_FOLDED : STEPS_FULL);
      for (const spot of around) {
        if (spot.cost >= bestCost || !free(request, spot)) continue;
        // Beside its station, or joined to its ring by a line: nothing else reads as its own.
        if (!spot.leader && !beside(request, spot.box)) continue;
        const covered = others.filter((station) => touchesCircle(spot.box, station)).length;
        // Read as another station's: one of them is nearer the box than its own station's ring.
        const own = distanceTo(spot.box, request.anchor);
        const misread = others.some((station) => distanceTo(spot.box, station) < own);
        // A lone number nearer another station than its own keeps a leader line back to its ring:
        // without one it reads as the nearer station's.
        const leaderNeeded = folded && !spot.leader && !loose;
        if (misread && (clean || leaderNeeded)) continue;
        const before = spot.cost + covered * COVER_COST + (misread ? MISREAD_COST : 0);
        // The rest is counted only for a spot that can still win.
        if (before >= bestCost) continue;
        let cost = before + numbersNear.covered(spot.box) * NUMBER_COST;
        // At the end of a leader, nearer another station's middle than its own: a suggestion not
        // while a cleaner try is left (its number on its own station); costing more after that.
        const { x, y, r } = request.anchor;
        if (cost < bestCost && spot.leader && !misread && numbersNear.nearer(spot.box, own + r, x, y)) {
          if (clean && request.required) continue;
          cost += BESIDE_COST;
        }
        if (cost < bestCost) {
          best = spot;
          bestCost = cost;
        }
      }
      if (best) {
        placed.push({ key: request.key, box: best.box, folded, leader: best.leader });
        break;
      }
    }
  }
  return placed;
}
