// The three printed boards' differences, the Milton Bradley labels and the start cards, pinned
// as literals (board: the project's cross-checked board data; MB 1985 and RB 2013 rulebooks).
import { describe, expect, it } from 'vitest';
import { BOARD_VARIANTS, START_CARDS } from './boards';
import { getBoard } from './graph';
import { BOARD_IDS } from './types';

describe('the Milton Bradley 1985 board (board: bus line to 199 instead of taxi 198-199)', () => {
  const mb = getBoard('milton-bradley-1985');
  const classic = getBoard('ravensburger-classic');

  it.each([
    ['taxi 198-199', 198, 'taxi', [159, 186, 187, 199], [159, 186, 187]],
    ['taxi 199-198', 199, 'taxi', [171, 188, 198], [171, 188]],
    ['bus 185-199', 185, 'bus', [157, 184, 187], [157, 184, 187, 199]],
    ['bus 199-185', 199, 'bus', [128, 161], [128, 161, 185]],
  ] as const)('%s: classic %j, MB %j', (_name, station, transport, onClassic, onMb) => {
    expect(classic.neighbours(station, transport)).toEqual(onClassic);
    expect(mb.neighbours(station, transport)).toEqual(onMb);
  });

  it('only those two routes differ from the classic board', () => {
    const key = (r: { a: number; b: number; type: string }) => `${Math.min(r.a, r.b)}-${Math.max(r.a, r.b)} ${r.type}`;
    const classicKeys = new Set(classic.routes.map(key));
    const mbKeys = new Set(mb.routes.map(key));
    expect([...classicKeys].filter((k) => !mbKeys.has(k))).toEqual(['198-199 taxi']);
    expect([...mbKeys].filter((k) => !classicKeys.has(k))).toEqual(['185-199 bus']);
  });
});

describe('Milton Bradley labels (board: labels 1..200 without 108; MB 1985 "from #115 to #118")', () => {
  const mb = getBoard('milton-bradley-1985');
  it.each([
    [108, 118],
    [118, 128],
    [128, 159],
    [159, 171],
    [171, 200],
  ])('station %i is printed %i', (station, label) => {
    expect(mb.label(station)).toBe(label);
    expect(mb.stationOfLabel(label)).toBe(station);
  });

  it('no station is printed 108, and every other station keeps its number', () => {
    expect(mb.stationOfLabel(108)).toBeUndefined();
    const relabelled = new Set([108, 118, 128, 159, 171]);
    for (const station of mb.stationIds) {
      if (!relabelled.has(station)) expect(mb.label(station)).toBe(station);
    }
  });

  it('labels and stations round-trip for every station', () => {
    for (const station of mb.stationIds) expect(mb.stationOfLabel(mb.label(station))).toBe(station);
    const labels = mb.stationIds.map((s) => mb.label(s));
    expect(new Set(labels).size).toBe(199);
    expect(Math.max(...labels)).toBe(200);
  });

  it.each(['ravensburger-classic', 'ravensburger-modern'] as const)('%s prints the Ravensburger numbers', (id) => {
    const board = getBoard(id);
    expect(board.label(108)).toBe(108);
    expect(board.stationOfLabel(108)).toBe(108);
    expect(board.stationOfLabel(200)).toBeUndefined();
    expect(board.stationOfLabel(0)).toBeUndefined();
  });

  it('asking for a station that is not on the board is a programmer error', () => {
    expect(() => mb.label(200)).toThrow(RangeError);
    expect(() => mb.station(0)).toThrow(RangeError);
  });
});

describe('routes the players confirm at set-up (RULES.md: "asks at set-up")', () => {
  it.each(BOARD_IDS)('%s', (id) => {
    const keys = BOARD_VARIANTS[id].uncertain.map((u) => u.key);
    expect(keys).toEqual(id === 'ravensburger-modern' ? ['taxi 13-14'] : []);
  });
});

describe('start cards (RULES.md "Rule sets")', () => {
  it('MB 1985: one pile of 18 cards ("Punch out the 18 start cards")', () => {
    expect(START_CARDS.miltonBradley).toEqual([
      13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 132, 138, 141, 155, 174, 197, 198,
    ]);
  });

  it('RB 2013: 29 cards, 16 with a D and 13 with an X ("29 start cards")', () => {
    expect(START_CARDS.ravensburgerDetectives).toHaveLength(16);
    expect(START_CARDS.ravensburgerMisterX).toHaveLength(13);
    expect(START_CARDS.ravensburgerDetectives).toEqual([
      13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 123, 138, 141, 155, 174,
    ]);
    expect(START_CARDS.ravensburgerMisterX).toEqual([35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172]);
    const shared = START_CARDS.ravensburgerMisterX.filter((s) =>
      (START_CARDS.ravensburgerDetectives as readonly number[]).includes(s),
    );
    expect(shared).toEqual([]);
  });

  it('MB 1985 cards 197 and 198 keep their numbers on the MB board (board: startCards note)', () => {
    const mb = getBoard('milton-bradley-1985');
    expect(START_CARDS.miltonBradley.map((s) => mb.label(s))).toEqual([...START_CARDS.miltonBradley]);
  });
});
