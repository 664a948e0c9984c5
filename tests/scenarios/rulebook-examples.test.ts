// Short games built around the rulebooks' own examples, replayed step by step (the steps of each
// describe run in order): station 153 and the underground (MB 1985 "How to move"), the ferry with
// a black ticket (RB 2013 "Black tickets"; MB 1985 "from #115 to #118").
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/game/replay';
import { answer, mbSetup, rbSetup, Table, xMove, xReveal } from '../support/game-builder';

describe('RB 2013: he surfaces on 153 and takes the underground', () => {
  // Mister X: 166 -> 181 -> 166 -> 153 by taxi, shown, then underground to 163.
  const setup = rbSetup([155, 13, 138, 141], 2);
  const table = new Table(setup);

  it('three rounds by taxi; the pawns close in on the underground', () => {
    table
      .x('taxi')
      .moves(['red', 156, 'taxi'], ['blue', 46, 'underground'], ['green', 150, 'taxi'], ['yellow', 142, 'taxi']);
    table
      .x('taxi')
      .moves(['red', 157, 'bus'], ['blue', 79, 'underground'], ['green', 138, 'taxi'], ['yellow', 141, 'taxi']);
    table.x('taxi');
    expect(table.state.candidates.has(153)).toBe(true);
    table.play(xReveal(153));
    expect(table.state.inconsistencies).toEqual([]);
    table.moves(['red', 185, 'bus'], ['blue', 111, 'underground'], ['green', 150, 'taxi'], ['yellow', 142, 'taxi']);
    expect(table.candidates).toEqual([153]);
  });

  it('underground from 153 reaches 111, 140, 163 and 185; Red holds 185 and Blue 111', () => {
    table.play(xMove('underground'));
    expect(table.candidates).toEqual([140, 163]);
  });

  it('Blue follows by underground to 163 and catches him', () => {
    table.move('blue', 163, 'underground').play(answer(true));
    expect(table.state.over).toEqual({ reason: 'capture', winner: 'detectives', station: 163 });
    expect(table.pile('blue')).toEqual({ taxi: 11, bus: 8, underground: 0 });
    expect(replay(setup, table.events).failure).toBeNull();
  });
});

describe('RB 2013: a black ticket from the pier at 157 crosses the river', () => {
  // A custom start near the river. Mister X: X card 170 -> 157 -> 170 -> 157 by taxi (shown),
  // then black to 115 (the ferry) and black again to 108 (the ferry).
  const setup = rbSetup([184, 142, 139, 155], 2, { pawnStartCards: null });
  const table = new Table(setup);

  it('he surfaces on the pier at 157', () => {
    table.x('taxi').moves(['red', 185, 'taxi'], ['blue', 141, 'taxi'], ['green', 140, 'taxi'], ['yellow', 156, 'taxi']);
    table.x('taxi').moves(['red', 184, 'taxi'], ['blue', 142, 'taxi'], ['green', 139, 'taxi'], ['yellow', 155, 'taxi']);
    table.x('taxi').play(xReveal(157));
    expect(table.state.inconsistencies).toEqual([]);
    table.moves(['red', 185, 'taxi'], ['blue', 141, 'taxi'], ['green', 140, 'taxi'], ['yellow', 156, 'taxi']);
  });

  it('black from 157: taxi 158, 170; bus 133, 142; the ferry 115 and 194 (185, 156 taken)', () => {
    table.play(xMove('black'));
    expect(table.candidates).toEqual([115, 133, 142, 158, 170, 194]);
    expect(table.state.x.black).toBe(4);
  });

  it('the pawns search the north bank: he is across the river or on 142', () => {
    table.moves(['red', 170, 'taxi'], ['blue', 158, 'taxi'], ['green', 133, 'taxi'], ['yellow', 157, 'taxi']);
    expect(table.candidates).toEqual([115, 142, 194]);
  });

  it('black again: a Bobby on the pier 157 blocks the boat back', () => {
    table.play(xMove('black'));
    // board: 115 -> 102, 108 (ferry), 114, 126, 127; 142 -> 116, 118, 128, 129, 134, 141, 143;
    // 194 -> 192, 193, 195; 157, 158, 170 and 133 are taken.
    expect(table.candidates).toEqual([102, 108, 114, 116, 118, 126, 127, 128, 129, 134, 141, 143, 192, 193, 195]);
    expect(table.state.log.map((e) => e.ticket)).toEqual(['taxi', 'taxi', 'taxi', 'black', 'black']);
  });
});

describe('MB 1985: the same river on the Milton Bradley board, where 108 is printed 118', () => {
  // Mister X: card 117 -> 118 -> 117 -> 118 by taxi (shown), then black. Detectives shuttle by taxi.
  const setup = mbSetup([13, 26, 29, 34, 50]);
  const table = new Table(setup);
  const board = table.state.game.board;
  const away = [
    ['purple', 14, 'taxi'],
    ['red', 27, 'taxi'],
    ['green', 41, 'taxi'],
    ['yellow', 22, 'taxi'],
    ['blue', 49, 'taxi'],
  ] as const;
  const back = [
    ['purple', 13, 'taxi'],
    ['red', 26, 'taxi'],
    ['green', 29, 'taxi'],
    ['yellow', 34, 'taxi'],
    ['blue', 50, 'taxi'],
  ] as const;

  it('Mister X may start on any of the 13 cards the pawns did not draw (RULES.md)', () => {
    expect(table.candidates).toEqual([53, 91, 94, 103, 112, 117, 132, 138, 141, 155, 174, 197, 198]);
  });

  it('he surfaces on the station printed 118', () => {
    table.x('taxi').moves(...away);
    table.x('taxi').moves(...back);
    table.x('taxi');
    const station = board.stationOfLabel(118);
    expect(station).toBe(108);
    table.play(xReveal(station ?? 0));
    expect(table.state.inconsistencies).toEqual([]);
    table.moves(...away);
  });

  it('black from 118: taxi 105, 117, 119; bus 105, 116, 135; the boat to 115', () => {
    table.play(xMove('black'));
    expect(table.candidates.map((s) => board.label(s))).toEqual([105, 115, 116, 117, 119, 135]);
  });

  it('his fares: 4 taxi, less 3 shown, plus the 15 taxi rides the detectives paid (MB 1985)', () => {
    expect(table.state.x.stock).toEqual({ taxi: 16, bus: 3, underground: 3 });
    expect(table.state.x.black).toBe(4);
  });
});
