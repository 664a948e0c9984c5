import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import {
  type Circle,
  distanceTo,
  type LabelRequest,
  type PlacedLabel,
  placeLabels,
  type Rect,
  touchesCircle,
} from './label-layout';

const VIEW: Rect = { x: 0, y: 0, width: 400, height: 300 };
const GAP = 2;

function tag(key: string, x: number, y: number, width = 60, height = 14, r = 10): LabelRequest {
  return { key, anchor: { x, y, r }, core: 6, full: { width, height }, folded: { width: height, height } };
}

function apart(a: Rect, b: Rect): boolean {
  return a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
}

function within(box: Rect, view: Rect): boolean {
  const slack = 1e-9;
  return (
    box.x >= view.x - slack &&
    box.y >= view.y - slack &&
    box.x + box.width <= view.x + view.width + slack &&
    box.y + box.height <= view.y + view.height + slack
  );
}

/** Every rule the map promises: inside the view, off every pawn, apart from each other. */
function broken(placed: readonly PlacedLabel[], pawns: readonly Circle[], view: Rect): string[] {
  const problems: string[] = [];
  for (const label of placed) {
    if (!within(label.box, view)) problems.push(`${label.key} past the edge`);
    for (const pawn of pawns) if (touchesCircle(label.box, pawn)) problems.push(`${label.key} on a pawn`);
    for (const other of placed) {
      if (other !== label && !apart(label.box, other.box)) problems.push(`${label.key} on ${other.key}`);
    }
  }
  return problems;
}

/** From (x, y) to the nearest point of the box (0 inside). */
function reach(box: Rect, x: number, y: number): number {
  const nx = Math.min(box.x + box.width, Math.max(box.x, x));
  const ny = Math.min(box.y + box.height, Math.max(box.y, y));
  return Math.hypot(nx - x, ny - y);
}

/** Each placed tag is its own station's: beside it (its nearest point within `near` of the ring,
 *  and nearer that station's middle than any other station's), or at the end of a leader line that
 *  starts on the ring and ends on the tag. What breaks that, tag by tag. */
function strays(
  placed: readonly PlacedLabel[],
  requests: readonly LabelRequest[],
  stations: readonly { x: number; y: number }[],
  near: number,
): string[] {
  const problems: string[] = [];
  for (const label of placed) {
    const { anchor } = requests.find((request) => request.key === label.key) as LabelRequest;
    const { box, leader } = label;
    if (leader) {
      const start = Math.hypot(leader.x1 - anchor.x, leader.y1 - anchor.y);
      if (Math.abs(start - anchor.r) > 1e-6) problems.push(`${label.key}: its leader starts ${start} from its station`);
      if (reach(box, leader.x2, leader.y2) > 1e-6) problems.push(`${label.key}: its leader ends off the tag`);
      continue;
    }
    const own = reach(box, anchor.x, anchor.y);
    if (own - anchor.r > near) problems.push(`${label.key}: ${(own - anchor.r).toFixed(1)} from its ring, no leader`);
    const other = stations.find(
      (station) => (station.x !== anchor.x || station.y !== anchor.y) && reach(box, station.x, station.y) <= own,
    );
    if (other) problems.push(`${label.key}: nearer the station at ${other.x},${other.y} than its own, no leader`);
  }
  return problems;
}

describe('placeLabels', () => {
  it('puts a tag with room above its station, clear of its ring, with no leader', () => {
    const [placed] = placeLabels([tag('a', 200, 150)], { view: VIEW, pawns: [], gap: GAP });
    expect(placed?.folded).toBe(false);
    expect(placed?.leader).toBeNull();
    expect(placed?.box.y).toBeCloseTo(150 - 10 - GAP - 14);
    expect(placed?.box.x).toBeCloseTo(200 - 30);
  });

  it('puts a suggestion with no clean spot on its own station, never nearer another possible one', () => {
    // A new player read "1." drawn on 157 as a move to 157, though it was Red's to 141.
    const stations: Circle[] = [];
    for (let k = 0; k < 12; k++) {
      const angle = (k / 12) * 2 * Math.PI;
      stations.push({ x: 200 + 26 * Math.cos(angle), y: 150 + 26 * Math.sin(angle), r: 8 });
    }
    const request = { ...tag('a', 200, 150), required: true };
    const [placed] = placeLabels([request], { view: VIEW, pawns: [], stations, gap: GAP });
    expect(placed?.folded).toBe(true);
    expect(placed?.leader).toBeNull();
    const box = placed?.box as Rect;
    expect(box.x < 200 && 200 < box.x + box.width && box.y < 150 && 150 < box.y + box.height).toBe(true);
    // A percentage in the same place is left out (the list has it).
    expect(placeLabels([tag('b', 200, 150)], { view: VIEW, pawns: [], stations, gap: GAP })).toEqual([]);
  });

  it('takes the side that leaves the station numbers around it readable', () => {
    // Above is the first choice; with two stations' numbers there and none to the right, right.
    const numbers: Circle[] = [
      { x: 185, y: 130, r: 6 },
      { x: 215, y: 130, r: 6 },
      { x: 200, y: 150, r: 6 },
    ];
    const [placed] = placeLabels([tag('a', 200, 150)], { view: VIEW, pawns: [], numbers, gap: GAP });
    expect(placed?.leader).toBeNull();
    expect(numbers.filter((number) => touchesCircle(placed?.box as Rect, number))).toHaveLength(0);
    expect(placed?.box.x).toBeGreaterThan(200);
  });

  it('moves a tag to the free side of its station when a pawn stands above it', () => {
    const pawn = { x: 200, y: 125, r: 12 };
    const [placed] = placeLabels([tag('a', 200, 150)], { view: VIEW, pawns: [pawn], gap: GAP });
    expect(placed).toBeDefined();
    expect(touchesCircle(placed?.box as Rect, pawn)).toBe(false);
    expect(placed?.leader).toBeNull();
  });

  it('keeps a tag inside the visible part of the map: a station at the top edge gets its tag beside it', () => {
    const [placed] = placeLabels([tag('a', 200, 12)], { view: VIEW, pawns: [], gap: GAP });
    expect(within(placed?.box as Rect, VIEW)).toBe(true);
    expect(placed?.folded).toBe(false);
    expect(placed?.leader).toBeNull();
  });

  it('gives the better spot to the tag listed first, and keeps the second off it', () => {
    const placed = placeLabels([tag('first', 200, 150), tag('second', 210, 150)], {
      view: VIEW,
      pawns: [],
      gap: GAP,
    });
    expect(placed.map((label) => label.key)).toEqual(['first', 'second']);
    expect(placed[0]?.box.y).toBeLessThan(150);
    expect(apart(placed[0]?.box as Rect, placed[1]?.box as Rect)).toBe(true);
  });

  it('leaves another tag’s station uncovered', () => {
    const placed = placeLabels([tag('a', 200, 150), tag('b', 200, 120)], { view: VIEW, pawns: [], gap: GAP });
    for (const label of placed) {
      const other = label.key === 'a' ? { x: 200, y: 120, r: 6 } : { x: 200, y: 150, r: 6 };
      expect(touchesCircle(label.box, other)).toBe(false);
    }
  });

  it('draws a leader from the ring when every spot beside the ring is taken, and never through a pawn', () => {
    // Pawns all round the station, between its eight sides: the tag can only go further out.
    const pawns = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      x: 200 + 28 * Math.cos(((i + 0.5) * Math.PI) / 4),
      y: 150 + 28 * Math.sin(((i + 0.5) * Math.PI) / 4),
      r: 8,
    }));
    const [placed] = placeLabels([tag('a', 200, 150, 30)], { view: VIEW, pawns, gap: GAP });
    expect(placed?.leader).not.toBeNull();
    expect(broken(placed ? [placed] : [], pawns, VIEW)).toEqual([]);
    const { x1, y1 } = placed?.leader ?? { x1: 0, y1: 0 };
    expect(Math.hypot(x1 - 200, y1 - 150)).toBeCloseTo(10);
  });

  it('folds a tag into its marker when its words find no room, and leaves it out when nothing fits', () => {
    const narrow: Rect = { x: 170, y: 120, width: 60, height: 60 };
    const [folded] = placeLabels([tag('a', 200, 150, 80)], { view: narrow, pawns: [], gap: GAP });
    expect(folded?.folded).toBe(true);
    expect(within(folded?.box as Rect, narrow)).toBe(true);
    const tiny: Rect = { x: 190, y: 140, width: 20, height: 20 };
    expect(placeLabels([tag('a', 200, 150, 80)], { view: tiny, pawns: [], gap: GAP })).toEqual([]);
    // A tag with no marker (a percentage: a lone "%" said nothing to a new player) is left out.
    const { folded: _marker, ...percentage } = tag('a', 200, 150, 80);
    expect(placeLabels([percentage], { view: narrow, pawns: [], gap: GAP })).toEqual([]);
  });

  it('keeps a tag with its words within one step of its station, and folds it rather than send it further', () => {
    // Two rings of pawns round the station, between its sides and then further out: the words would
    // fit only two steps out (48 from the station), where a new player read a tag as another's.
    const ring = (radius: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        x: 200 + radius * Math.cos(((i + 0.5) * 2 * Math.PI) / count),
        y: 150 + radius * Math.sin(((i + 0.5) * 2 * Math.PI) / count),
        r: 8,
      }));
    const pawns = [...ring(28, 8), ...ring(38, 8)];
    const [placed] = placeLabels([tag('a', 200, 150, 60)], { view: VIEW, pawns, gap: GAP });
    // From the station to the nearest point of the tag: one step out is 30 here, two 48.
    expect(placed?.folded || distanceTo(placed?.box as Rect, { x: 200, y: 150, r: 0 }) < 40).toBe(true);
    expect(broken(placed ? [placed] : [], pawns, VIEW)).toEqual([]);
  });

  it('puts a tag nearer its own station than another possible station when it can', () => {
    // Another possible station just above the spot above this one: there the tag would be nearer
    // that station than its own ring, so it goes to another side.
    const stations = [
      { x: 200, y: 150, r: 6 },
      { x: 200, y: 121, r: 2 },
    ];
    const [placed] = placeLabels([tag('a', 200, 150)], { view: VIEW, pawns: [], stations, gap: GAP });
    const box = placed?.box as Rect;
    expect(distanceTo(box, { x: 200, y: 150, r: 10 })).toBeLessThan(distanceTo(box, stations[1] as Circle));
  });

  it('keeps a suggestion off the side where it would sit nearer another station of the board', () => {
    // A new player, zoomed in, read "1. he is here" for 126 as 127's: it sat beside 127, a
    // station he could not be on (so no ring, only its number). Station 'b' is just above the
    // spot above 'a'; the tag takes another side, still beside its own ring.
    const numbers: Circle[] = [
      { x: 200, y: 150, r: 6 },
      { x: 200, y: 118, r: 6 },
    ];
    const request = { ...tag('a', 200, 150), required: true };
    const [placed] = placeLabels([request], { view: VIEW, pawns: [], numbers, gap: GAP });
    const box = placed?.box as Rect;
    expect(placed?.leader).toBeNull();
    const toOwn = distanceTo(box, { x: 200, y: 150, r: 0 });
    expect(toOwn).toBeLessThan(distanceTo(box, { x: 200, y: 118, r: 0 }));
    // With stations close on every side, no side of its ring is nearer its own middle than theirs,
    // nor the end of a leader: it wears its number on its own station.
    const around: Circle[] = Array.from({ length: 16 }, (_, i) => ({
      x: 200 + 34 * Math.cos((i * Math.PI) / 8),
      y: 150 + 34 * Math.sin((i * Math.PI) / 8),
      r: 6,
    }));
    const [crowded] = placeLabels([request], {
      view: VIEW,
      pawns: [],
      numbers: [{ x: 200, y: 150, r: 6 }, ...around],
      gap: GAP,
    });
    expect(crowded?.folded).toBe(true);
    expect(crowded?.leader).toBeNull();
    const onIt = crowded?.box as Rect;
    expect(onIt.x < 200 && 200 < onIt.x + onIt.width && onIt.y < 150 && 150 < onIt.y + onIt.height).toBe(true);
  });

  it('puts a suggestion’s lone number on its own station rather than nearer another station', () => {
    // A new player read "4." for 97, drawn beside 95 at the whole board on a phone, as 95's.
    // Stations all round, 30 apart; the words (500 wide) fit nowhere, so the tag folds.
    const around: Circle[] = Array.from({ length: 8 }, (_, i) => ({
      x: 200 + 30 * Math.cos((i * Math.PI) / 4),
      y: 150 + 30 * Math.sin((i * Math.PI) / 4),
      r: 6,
    }));
    const request = { ...tag('a', 200, 150, 500, 14), required: true };
    const [placed] = placeLabels([request], {
      view: VIEW,
      pawns: [],
      numbers: [{ x: 200, y: 150, r: 6 }, ...around],
      gap: GAP,
    });
    const box = placed?.box as Rect;
    expect(placed?.folded).toBe(true);
    expect(box.x < 200 && 200 < box.x + box.width && box.y < 150 && 150 < box.y + box.height).toBe(true);
  });

  it('draws a lone number nearer another station only with a leader line back to its own, else leaves it out', () => {
    // "4." for 97, beside Purple's token on 98, was drawn by 95 with no leader and read as 95's.
    const around: Circle[] = Array.from({ length: 8 }, (_, i) => ({
      x: 200 + 30 * Math.cos((i * Math.PI) / 4),
      y: 150 + 30 * Math.sin((i * Math.PI) / 4),
      r: 6,
    }));
    const numbers = [{ x: 200, y: 150, r: 6 }, ...around];
    const request = { ...tag('a', 200, 150, 500, 14), required: true };
    // A pawn just beside it: no room on the station itself, but a leader can reach out elsewhere.
    const [beside] = placeLabels([request], { view: VIEW, pawns: [{ x: 212, y: 150, r: 9 }], numbers, gap: GAP });
    expect(beside?.folded).toBe(true);
    const box = beside?.box as Rect;
    const nearest = Math.min(...around.map((station) => distanceTo(box, { ...station, r: 0 })));
    expect(beside?.leader !== null || distanceTo(box, { x: 200, y: 150, r: 0 }) < nearest).toBe(true);
    // A pawn on it (the pawn to move first stands where another is suggested): no spot on it, and
    // every side of its ring is nearer another station ("2." for 105, beside 56 and 91, was read
    // as theirs). Its number goes out at the end of a leader from its ring, round the pawn.
    const [out] = placeLabels([request], { view: VIEW, pawns: [{ x: 200, y: 150, r: 9 }], numbers, gap: GAP });
    expect(out?.folded).toBe(true);
    expect(out?.leader).not.toBeNull();
    // With the pawn over its ring, every leader would cross it: left out (its ring, the dashed line
    // and the list still show the suggestion).
    expect(placeLabels([request], { view: VIEW, pawns: [{ x: 200, y: 150, r: 12 }], numbers, gap: GAP })).toEqual([]);
  });

  it('leaves out a percentage that could only sit nearer another possible station, but shows a suggestion', () => {
    // Possible stations close all round this one: every spot's middle is nearer one of them.
    const around = Array.from({ length: 12 }, (_, i) => ({
      x: 200 + 20 * Math.cos((i * Math.PI) / 6),
      y: 150 + 20 * Math.sin((i * Math.PI) / 6),
      r: 6,
    }));
    const stations = [{ x: 200, y: 150, r: 6 }, ...around];
    const scene = { view: VIEW, pawns: [], stations, gap: GAP };
    expect(placeLabels([tag('a', 200, 150)], scene)).toEqual([]);
    const [shown] = placeLabels([{ ...tag('a', 200, 150), required: true }], scene);
    expect(shown?.key).toBe('a');
  });

  it('prefers a spot that covers none of his possible stations', () => {
    const stations = [{ x: 200, y: 125, r: 8 }];
    const [placed] = placeLabels([tag('a', 200, 150)], { view: VIEW, pawns: [], stations, gap: GAP });
    expect(touchesCircle(placed?.box as Rect, stations[0] as Circle)).toBe(false);
  });

  it('never puts a tag past the edge, on a pawn or on another tag, however crowded (random scenes)', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 400, noNaN: true }),
      y: fc.double({ min: 0, max: 300, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 10 }),
        fc.array(point, { maxLength: 6 }),
        fc.integer({ min: 20, max: 120 }),
        (anchors, pawnSpots, width) => {
          const requests = anchors.map((p, index) => tag(`t${index}`, p.x, p.y, width));
          const pawns = pawnSpots.map((p) => ({ ...p, r: 11 }));
          const placed = placeLabels(requests, { view: VIEW, pawns, gap: GAP });
          expect(broken(placed, pawns, VIEW)).toEqual([]);
          for (const label of placed) {
            const leader = label.leader;
            if (!leader) continue;
            for (const pawn of pawns) {
              const steps = 50;
              for (let i = 0; i <= steps; i++) {
                const x = leader.x1 + ((leader.x2 - leader.x1) * i) / steps;
                const y = leader.y1 + ((leader.y2 - leader.y1) * i) / steps;
                expect(Math.hypot(x - pawn.x, y - pawn.y)).toBeGreaterThanOrEqual(pawn.r);
              }
            }
          }
        },
      ),
      { numRuns: 300, seed: 15 },
    );
  });

  it('places every tag beside its own station or joined to its ring by a line (random scenes)', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 400, noNaN: true }),
      y: fc.double({ min: 0, max: 300, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: point, r: fc.double({ min: 6, max: 24, noNaN: true }), required: fc.boolean() }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.array(point, { maxLength: 30 }),
        fc.array(point, { maxLength: 5 }),
        fc.integer({ min: 14, max: 120 }),
        (anchors, others, pawnSpots, width) => {
          const requests = anchors.map(({ at, r, required }, index) => ({
            ...tag(`t${index}`, at.x, at.y, width, 14, r),
            required,
          }));
          const numbers = [...anchors.map(({ at }) => at), ...others].map((at) => ({ ...at, r: 6 }));
          const pawns = pawnSpots.map((p) => ({ ...p, r: 11 }));
          const placed = placeLabels(requests, { view: VIEW, pawns, numbers, gap: GAP });
          expect(strays(placed, requests, numbers, 2 * GAP)).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 26 },
    );
  });

  it('places every tag beside its own station or joined to its ring by a line on the real board, phone and tablet', () => {
    // A new player at the phone's whole board: "≈5%" between 116, 117, 128 and 143, "1. 1 ride
    // from ≈50%" well to the right of its ring on 110, and "2." beside 56 and 91, not 105.
    const board = getBoard('ravensburger-classic');
    const all = board.stationIds.map((id) => board.station(id));
    const numbers = all.map(({ x, y }) => ({ x, y, r: 6 }));
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...board.stationIds], { minLength: 3, maxLength: 60 }),
        fc.constantFrom(360 / 1040, 800 / 1040, 1.2, 2.4),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 10, maxLength: 10 }),
        (ids, scale, suggestions, percentages, shares) => {
          // As map-tag-layout.ts sizes them: 10 px words at the least, marks grown when zoomed out.
          const unit = 1 / scale;
          const grow = Math.min(2, Math.max(1, 0.8 / scale));
          const height = Math.max(10, 7 * scale) * 1.5 * unit;
          const [pawnIds, candidates] = [ids.slice(0, 5), ids.slice(5)];
          const stations = candidates.map((id) => ({ ...board.station(id), r: 14 * grow }));
          const requests: LabelRequest[] = candidates.slice(0, suggestions + percentages).map((id, index) => {
            const { x, y } = board.station(id);
            const advice = index < suggestions;
            return {
              key: `${advice ? 'advice' : 'likely'}-${id}`,
              // A suggestion's ring, or a likelihood ring as wide as the station's share.
              anchor: { x, y, r: (advice ? 19 : 15.5 + 8 * Math.sqrt(shares[index] ?? 1)) * grow },
              core: 14 * grow,
              full: { width: (advice ? 9 : 4) * 0.62 * height, height },
              ...(advice ? { folded: { width: height, height }, required: true } : {}),
            };
          });
          // The middle of the board, as much as shows at this scale on a 360x500 map.
          const width = 360 * unit;
          const tall = 500 * unit;
          const view = { x: 500 - width / 2, y: 375 - tall / 2, width, height: tall };
          const pawns = pawnIds.map((id) => ({ ...board.station(id), r: 17 * grow }));
          const placed = placeLabels(requests, { view, pawns, stations, numbers, gap: 2 * unit });
          expect(strays(placed, requests, all, 4 * unit)).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 26 },
    );
  });
});
