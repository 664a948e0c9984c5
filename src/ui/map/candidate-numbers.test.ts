// His possible stations' numbers, grown at the whole board: each only as far as keeps it clear of
// the others', on the real board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import { StationSet } from '../../engine/station-set';
import { numberBox, numberFits } from './candidate-numbers';
import { NUMBER_GROW_MAX, numberGrow } from './view';

const board = getBoard('ravensburger-classic');
/** Round 1 of a standard game (start cards 13, 26, 29 and 34 taken), after his first taxi: the 45
 *  stations a new player could not read at the phone's whole board. */
const ROUND_ONE = [
  22, 32, 36, 38, 39, 46, 48, 52, 55, 58, 59, 60, 61, 65, 67, 68, 70, 72, 77, 79, 86, 89, 97, 105, 107, 114, 115, 116,
  122, 126, 128, 133, 134, 140, 145, 147, 151, 153, 157, 159, 163, 181, 183, 185, 187,
];

/** The pairs of numbers that overlap, each grown by `grow` but no further than its fit. */
function overlapping(ids: readonly number[], grow: number): string[] {
  const fits = numberFits(board, StationSet.from(ids));
  const boxes = [...fits].map(([id, fit]) => {
    const { x, y, label } = board.station(id);
    const { width, height } = numberBox(String(label));
    const s = Math.min(grow, fit);
    return {
      id,
      left: x - (width * s) / 2,
      right: x + (width * s) / 2,
      top: y - (height * s) / 2,
      bottom: y + (height * s) / 2,
    };
  });
  return boxes.flatMap((a, index) =>
    boxes
      .slice(index + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.id}/${b.id}`),
  );
}

describe('numberFits', () => {
  it('grows the 45 numbers of round 1 at the phone’s whole board nearly to 9 px, none over another', () => {
    const grow = numberGrow(360 / 1040);
    expect(grow).toBe(NUMBER_GROW_MAX);
    expect(overlapping(ROUND_ONE, grow)).toEqual([]);
    const fits = numberFits(board, StationSet.from(ROUND_ONE));
    // On screen, 8.6 map units at 0.346 px each, grown: 7.4 px at the least.
    expect(Math.min(...fits.values())).toBeGreaterThanOrEqual(2.5);
  });

  it('keeps every number clear of the others’, and never below its printed size, whatever his stations', () => {
    const ids = board.stationIds;
    fc.assert(
      fc.property(
        fc.subarray([...ids], { minLength: 1, maxLength: 120 }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (chosen, grow) => {
          expect(overlapping(chosen, grow)).toEqual([]);
          for (const fit of numberFits(board, StationSet.from(chosen)).values()) expect(fit).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 200, seed: 26 },
    );
  });

  it('grows a number as far as it likes with no other near it', () => {
    const fits = numberFits(board, StationSet.of(1, 199));
    expect(Math.min(...fits.values())).toBeGreaterThan(NUMBER_GROW_MAX);
  });
});
