// Where a review can stand: round starts, log entries and surfacings as steps, and a typed route
// read with the board's own labels (MB 1985: the Thames pier is labelled 118, id 108; docs/board.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import { parseSessionJson } from '../../format/session';
import { replay } from '../../game/replay';
import { entryStep, nextRoundStep, parseRoute, previousRoundStep, roundStarts, surfacingMarks } from './review-steps';

const parsed = parseSessionJson(
  readFileSync(join(__dirname, '../../../tests/fixtures/rb-22-rounds.session.json'), 'utf8'),
);
if (!parsed.ok) throw new Error(parsed.error.message);
const { session } = parsed;
const { states } = replay(session.setup, session.events);

describe('review steps', () => {
  it('starts each round right after its first event', () => {
    const starts = roundStarts(states);
    // Step 0 is the set-up; round 1 opens with his taxi (events[0]), round 2 with his double move (events[6]).
    expect(starts.slice(0, 3)).toEqual([0, 1, 7]);
    // The set-up and 22 rounds: the closing `end` event after the last round begins no round 23.
    expect(starts).toHaveLength(23);
    for (const start of starts.slice(1)) expect(states[start - 1]?.round).not.toBe(states[start - 2]?.round);
    expect(states[(starts[22] ?? 0) - 1]?.round).toBe(22);
    expect(nextRoundStep(states, starts[22] ?? 0)).toBe(117);
    expect(nextRoundStep(states, 1)).toBe(7);
    expect(previousRoundStep(states, 7)).toBe(1);
    expect(previousRoundStep(states, 9)).toBe(7);
    expect(nextRoundStep(states, 117)).toBe(117);
    expect(previousRoundStep(states, 0)).toBe(0);
  });

  it('finds the step of each log entry and each surfacing', () => {
    expect(entryStep(states, 0)).toBe(0);
    expect(entryStep(states, 1)).toBe(1);
    expect(entryStep(states, 3)).toBe(9);
    expect(entryStep(states, 25)).toBe(117);
    const marks = surfacingMarks(states, session.events);
    expect(marks.map((mark) => [mark.entry, mark.station])).toEqual([
      [3, 46],
      [8, 8],
      [13, 34],
      [18, 112],
      [24, 82],
    ]);
    for (const mark of marks) expect(states[mark.step]?.candidates.size).toBe(1);
  });

  it('reads a typed route with the board labels', () => {
    const mb = getBoard('milton-bradley-1985');
    expect(parseRoute(' 35, 46;58 . 118 ', (label) => mb.stationOfLabel(label))).toEqual({
      ok: true,
      route: [35, 46, 58, 108],
    });
    expect(parseRoute('35 108', (label) => mb.stationOfLabel(label))).toEqual({
      ok: false,
      entry: 2,
      value: '108',
      reason: 'unknown',
    });
    expect(parseRoute('35 4b', (label) => mb.stationOfLabel(label))).toMatchObject({
      ok: false,
      entry: 2,
      reason: 'not-a-number',
    });
    expect(parseRoute('', (label) => mb.stationOfLabel(label))).toEqual({ ok: true, route: [] });
  });
});
