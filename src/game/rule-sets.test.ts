// The presets against RULES.md's "Rule sets" table and the rulebooks' set-up sections.
import { describe, expect, it } from 'vitest';
import { Table, xMove } from '../../tests/support/game-builder';
import { presetPawns, presetSetup } from './rule-sets';
import { detectivePlayers, validateSetup } from './setup';

const MB_STARTS = [13, 26, 29, 34, 50];
const RB_STARTS = [13, 26, 29, 34, 50];

describe('Milton Bradley 1985 preset (MB 1985 "The Set-Up", "Passing out the fare tickets")', () => {
  const setup = presetSetup('milton-bradley-1985', { detectives: 3, starts: MB_STARTS });

  it('always five detective pawns: purple, red, green, yellow, blue, whatever the number of players', () => {
    for (const players of [1, 2, 3, 4, 5]) {
      const pawns = presetPawns('milton-bradley-1985', players);
      expect(pawns.map((p) => p.colour)).toEqual(['purple', 'red', 'green', 'yellow', 'blue']);
      expect(pawns.every((p) => p.kind === 'detective')).toBe(true);
    }
  });

  it('10 taxi, 8 bus, 4 underground for every pawn, kept apart ("keep the allotted tickets for each pawn separate")', () => {
    expect(setup.pools.map((pool) => [pool.id, pool.tickets])).toEqual(
      ['purple', 'red', 'green', 'yellow', 'blue'].map((id) => [id, { taxi: 10, bus: 8, underground: 4 }]),
    );
    expect(setup.pawns.map((p) => p.pool)).toEqual(['purple', 'red', 'green', 'yellow', 'blue']);
  });

  it('Mister X: 4 taxi, 3 bus, 3 underground, 5 black, 2 double moves; spent tickets go to him', () => {
    expect(setup.misterX).toEqual({
      startCards: [13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 132, 138, 141, 155, 174, 197, 198],
      black: 5,
      double: 2,
      stock: { taxi: 4, bus: 3, underground: 3 },
      receivesSpentTickets: true,
    });
  });

  it('board, start cards, surfacing, no round limit, never trapped', () => {
    expect(setup.board).toBe('milton-bradley-1985');
    expect(setup.pawnStartCards).toEqual(setup.misterX.startCards);
    expect(setup.surfacing).toEqual([3, 8, 13, 18, 24]);
    expect(setup.roundLimit).toBeNull();
    expect(setup.xLosesWhenTrapped).toBe(false);
    expect(setup.options).toEqual({ voluntarySurfacing: false, cutOff: false });
    expect(validateSetup(setup)).toBeNull();
  });
});

describe('Ravensburger 2013 preset (RB 2013 "Preparation", "2-player game")', () => {
  // RULES.md: 2 detectives play with 2 Bobbies, 3 with 1; 1 detective player: two pawns + 2 Bobbies.
  it.each([
    [1, ['red:detective:shared', 'blue:detective:shared', 'green:bobby:-', 'yellow:bobby:-']],
    [2, ['red:detective:red', 'blue:detective:blue', 'green:bobby:-', 'yellow:bobby:-']],
    [3, ['red:detective:red', 'blue:detective:blue', 'green:detective:green', 'yellow:bobby:-']],
    [4, ['red:detective:red', 'blue:detective:blue', 'green:detective:green', 'yellow:detective:yellow']],
    [
      5,
      [
        'red:detective:red',
        'blue:detective:blue',
        'green:detective:green',
        'yellow:detective:yellow',
        'purple:detective:purple',
      ],
    ],
  ])('%i detective player(s): %j', (detectives, expected) => {
    const setup = presetSetup('ravensburger-2013', { detectives, starts: RB_STARTS });
    expect(setup.pawns.map((p) => `${p.colour}:${p.kind}:${p.pool ?? '-'}`)).toEqual(expected);
    expect(validateSetup(setup)).toBeNull();
  });

  it('Bobbies are named as Bobbies and carry no ticket pile ("Bobbies don\'t require any tickets")', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: RB_STARTS });
    expect(setup.pawns.map((p) => p.name)).toEqual(['Red', 'Blue', 'Green Bobby', 'Yellow Bobby']);
    expect(setup.pools.map((pool) => pool.id)).toEqual(['red', 'blue']);
  });

  it.each([2, 3, 4, 5])('%i detectives: 11 taxi, 8 bus, 4 underground each', (detectives) => {
    const setup = presetSetup('ravensburger-2013', { detectives, starts: RB_STARTS });
    expect(setup.pools).toHaveLength(detectives);
    for (const pool of setup.pools) expect(pool.tickets).toEqual({ taxi: 11, bus: 8, underground: 4 });
  });

  it('two-player game: one shared pool of 20 taxi, 16 bus, 8 underground ("in total")', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 1, starts: RB_STARTS });
    expect(setup.pools).toEqual([{ id: 'shared', tickets: { taxi: 20, bus: 16, underground: 8 } }]);
  });

  it('Mister X: unlimited fares from the pile, 5 black, 2 double; the 13 X cards; 22 rounds; trapped loses', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: RB_STARTS });
    expect(setup.misterX).toEqual({
      startCards: [35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172],
      black: 5,
      double: 2,
      stock: null,
      receivesSpentTickets: false,
    });
    expect(setup.pawnStartCards).toEqual([13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 123, 138, 141, 155, 174]);
    expect(setup.board).toBe('ravensburger-modern');
    expect(setup.routeAnswers).toEqual({});
    expect(setup.surfacing).toEqual([3, 8, 13, 18, 24]);
    expect(setup.roundLimit).toBe(22);
    expect(setup.xLosesWhenTrapped).toBe(true);
  });

  it('the board can be chosen (a classic board with the 2013 rules)', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: RB_STARTS, board: 'ravensburger-classic' });
    expect(setup.board).toBe('ravensburger-classic');
  });

  it('the two-player pool is really shared: both pawns draw from it', () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 1, starts: [13, 26, 29, 34] });
    const table = new Table(setup).play(xMove('taxi'));
    table.moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 22, 'taxi']);
    expect(table.pile('shared')).toEqual({ taxi: 18, bus: 16, underground: 8 });
  });
});

describe('the number of detective players a set-up was made for (the record of past games counts by it)', () => {
  it.each([1, 2, 3, 4, 5])('Ravensburger, %i player(s): the same number back (RB 2013 "2-player game")', (players) => {
    expect(detectivePlayers(presetSetup('ravensburger-2013', { detectives: players, starts: RB_STARTS }))).toBe(
      players,
    );
  });

  it('Milton Bradley and custom games do not ask (MB 1985: five pawns for any number of players)', () => {
    const mb = presetSetup('milton-bradley-1985', { detectives: 2, starts: MB_STARTS });
    expect(detectivePlayers(mb)).toBeNull();
    const rb = presetSetup('ravensburger-2013', { detectives: 3, starts: RB_STARTS });
    expect(detectivePlayers({ ...rb, ruleSet: 'custom' })).toBeNull();
  });
});
