// Likely mistakes (issue 16): when the record contradicts itself, the single-entry corrections that
// make it consistent again, likeliest first. Scenario: the recorded 22-round Ravensburger game
// (tests/fixtures/rb-22-rounds.session.json), with one entry entered wrongly as a table would, cut
// where the record first contradicts itself (the contradiction notice of RULES.md "What the
// deduction must guarantee": "points at the entries that could be wrong").
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../tests/support/fixtures';
import { xMove, xReveal } from '../../tests/support/game-builder';
import { greedyDetectives } from '../arena/detective-policies';
import { injectMistake, rankOf } from '../arena/mistakes';
import { mulberry32 } from '../arena/random';
import { simulateGame } from '../arena/simulate';
import { randomX } from '../arena/x-policies';
import { previewCorrection } from '../game/corrections';
import type { GameEvent } from '../game/events';
import { replay } from '../game/replay';
import { presetSetup } from '../game/rule-sets';
import { likelyFixes, warmUp } from './mistakes';
import { destinationSlip, digitSlip, PAWN_ENTRY, REVEAL_ENTRY, stationSlip, ticketSlip } from './typos';

function recordedGame() {
  return readFixture('rb-22-rounds.session.json').session;
}

const { setup, events } = recordedGame();

/** The record with event `index` entered as `wrong` (later answers as the app would ask them), cut
 *  at its first contradiction. */
function mistyped(index: number, wrong: GameEvent): GameEvent[] {
  const preview = previewCorrection(setup, events, index, wrong);
  const states = preview.replay.states;
  const found = states[states.length - 1]?.inconsistencies[0];
  if (!found) throw new Error(`event ${index} as ${JSON.stringify(wrong)} leaves the record consistent`);
  return preview.events.slice(0, found.event + 1);
}

describe('likely mistakes in a record that contradicts itself', () => {
  it('a consistent record has nothing to fix', () => {
    expect(likelyFixes(setup, events)).toEqual([]);
  });

  it('a surfacing station typed with the key beside the right one: the right station comes first', () => {
    // Entry 8: he showed himself at 34; the table typed 35. The record contradicts itself at once.
    const record = mistyped(60, xReveal(35));
    const [first] = likelyFixes(setup, record);
    expect(first).toMatchObject({ index: 60, replacement: xReveal(34), kind: 'reveal' });
  });

  it('a surfacing station typed with its two digits swapped: the right station comes first', () => {
    // Entry 22: he showed himself at 82; the table typed 28. Entry 13: at 112, typed 121.
    for (const [index, meant, typed] of [
      [112, 82, 28],
      [85, 112, 121],
    ] as const) {
      const record = mistyped(index, xReveal(typed));
      const [first] = likelyFixes(setup, record);
      expect(first).toMatchObject({ index, replacement: xReveal(meant), kind: 'reveal' });
    }
  });

  it('a wrong ticket on the surfacing entry: the right ticket comes first', () => {
    // Entry 18 was taxi, entered as bus; the surfacing right after it contradicts the record.
    const record = mistyped(84, xMove('bus'));
    const [first] = likelyFixes(setup, record);
    expect(first).toMatchObject({ index: 84, replacement: xMove('taxi'), kind: 'ticket' });
  });

  it('a wrong ticket two entries before the surfacing that shows it: among the first three', () => {
    // Entry 16 was bus, entered as taxi; the record contradicts itself only at the surfacing after
    // entry 18 (a later, right entry shows the mistake).
    const record = mistyped(80, xMove('taxi'));
    expect(record.length - 1).toBeGreaterThan(80);
    const fixes = likelyFixes(setup, record);
    expect(fixes.length).toBeLessThanOrEqual(3);
    expect(fixes.map((fix) => [fix.index, fix.replacement])).toContainEqual([80, xMove('bus')]);
  });

  it('every fix offered makes the record consistent, and they come likeliest first', () => {
    for (const [index, wrong] of [
      [60, xReveal(35)],
      [80, xMove('taxi')],
      [84, xMove('bus')],
      [33, xMove('bus')],
    ] as const) {
      const record = mistyped(index, wrong);
      const fixes = likelyFixes(setup, record, { limit: 10 });
      expect(fixes.length).toBeGreaterThan(0);
      for (const fix of fixes) {
        const preview = previewCorrection(setup, record, fix.index, fix.replacement);
        expect(preview.broken).toBeNull();
        const after = preview.replay.states[preview.replay.states.length - 1];
        expect(after?.inconsistencies).toEqual([]);
        expect(after?.candidates.size).toBeGreaterThan(0);
      }
      const chances = fixes.map((fix) => fix.chance);
      expect(chances).toEqual([...chances].sort((a, b) => b - a));
      expect(chances.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('a worker getting ready searches a made-up record that contradicts itself, in either rule set', () => {
    // The mistakes worker runs this once a game is under way, so the table's first contradiction
    // is searched by compiled code (src/worker/mistakes.worker.ts).
    for (const ruleSet of ['ravensburger-2013', 'milton-bradley-1985'] as const) {
      const made = presetSetup(ruleSet, { detectives: 4, starts: [13, 26, 29, 34, 50] });
      expect(warmUp(made)).toBeGreaterThan(0);
    }
  });

  it('"not there" tapped where a pawn caught him: "he was there" comes first, not "the pawn went elsewhere"', () => {
    // Simulated Ravensburger games (greedy detectives, a random Mister X) that end in a capture,
    // the capture's answer entered as "not there" (arena/mistakes.ts): the record contradicts
    // itself at that answer, since that station was the only one left to him. Moving the pawn
    // that caught him elsewhere explains it too, but says a detective passed up the one station
    // he could be on.
    for (const seed of [1022, 1031]) {
      const game = simulateGame({
        seed,
        ruleSet: 'ravensburger-2013',
        detectives: 4,
        x: randomX,
        detectivePolicy: greedyDetectives,
      });
      const slip = injectMistake(game, 'answer', mulberry32(seed));
      if (!slip) throw new Error(`seed ${seed}: no capture to mistake`);
      expect(slip.replacement).toEqual({ type: 'answer', found: true });
      expect(rankOf(likelyFixes(slip.setup, slip.events), slip)).toBe(0);
    }
  });

  it('the record itself is left alone', () => {
    const record = mistyped(60, xReveal(35));
    const copy = JSON.stringify(record);
    likelyFixes(setup, record);
    expect(JSON.stringify(record)).toBe(copy);
    expect(replay(setup, record).failure).toBeNull();
  });
});

describe('the shapes of a slip (typos.ts)', () => {
  it('names the slips of a phone keypad', () => {
    expect(digitSlip(45, 46)).toBe('neighbourKey');
    expect(digitSlip(45, 42)).toBe('neighbourKey');
    expect(digitSlip(25, 85)).toBe('sameColumn');
    expect(digitSlip(45, 54)).toBe('swapped');
    expect(digitSlip(145, 15)).toBe('dropped');
    expect(digitSlip(15, 155)).toBe('doubled');
    expect(digitSlip(45, 49)).toBe('otherDigit');
    expect(digitSlip(45, 63)).toBeNull();
  });

  it('a typed surfacing station: a key beside the right one is likelier than a far slip, and any slip than none', () => {
    const board = replay(setup, []).states[0]?.game.board;
    if (!board) throw new Error('no board');
    const beside = stationSlip(board, 45, 46, REVEAL_ENTRY);
    const column = stationSlip(board, 25, 85, REVEAL_ENTRY);
    const unrelated = stationSlip(board, 45, 163, REVEAL_ENTRY);
    expect(beside).toBeGreaterThan(column);
    expect(column).toBeGreaterThan(unrelated);
    expect(unrelated).toBeGreaterThan(0);
    expect(stationSlip(board, 45, 45, REVEAL_ENTRY)).toBe(0);
    let total = 0;
    for (const station of board.stationIds) total += stationSlip(board, 45, station, PAWN_ENTRY);
    expect(total).toBeCloseTo(1, 6);
  });

  it("a pawn's destination: one of the stations the app would take for that move, the nearer the likelier", () => {
    // From 13 (Ravensburger board): taxi to 4, 14, 23 and 24, bus to 14, 23, 52, underground to
    // 46, 67 and 89. The app takes no other station for that move, so a slip is one of these.
    const board = replay(setup, []).states[0]?.game.board;
    if (!board) throw new Error('no board');
    const destinations = [4, 14, 23, 24, 46, 52, 67, 89];
    let total = 0;
    for (const typed of destinations) total += destinationSlip(board, 24, typed, destinations);
    expect(total).toBeCloseTo(1, 9);
    // Meaning 24: 14 is the station nearest it on the map, 23 and 46 the buttons beside it (the
    // buttons list the stations by number); 89 is none of these.
    const far = destinationSlip(board, 24, 89, destinations);
    expect(destinationSlip(board, 24, 14, destinations)).toBeGreaterThan(3 * far);
    expect(destinationSlip(board, 24, 23, destinations)).toBeGreaterThan(2 * far);
    expect(destinationSlip(board, 24, 46, destinations)).toBeGreaterThan(2 * far);
    // But every destination is a slip the table can make: far likelier than an unshaped station slip.
    expect(far).toBeGreaterThan(100 * stationSlip(board, 24, 89, PAWN_ENTRY));
    expect(destinationSlip(board, 24, 24, destinations)).toBe(0);
    expect(destinationSlip(board, 24, 108, destinations)).toBe(0);
  });

  it('tickets: any other ticket he could show as likely, black too; a button the app disabled is no slip', () => {
    const all = ['taxi', 'bus', 'underground', 'black'] as const;
    expect(ticketSlip('taxi', 'bus', all)).toBeCloseTo(1 / 3, 12);
    expect(ticketSlip('black', 'taxi', all)).toBe(ticketSlip('bus', 'taxi', all));
    expect(ticketSlip('taxi', 'black', all)).toBe(ticketSlip('taxi', 'underground', all));
    // Without black tickets left, the black button is disabled: he showed one of the other three.
    expect(ticketSlip('taxi', 'bus', ['taxi', 'bus', 'underground'])).toBeCloseTo(1 / 2, 12);
    expect(ticketSlip('black', 'bus', ['taxi', 'bus', 'underground'])).toBe(0);
    expect(ticketSlip('bus', 'bus', all)).toBe(0);
  });
});
