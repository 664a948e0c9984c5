// Mister X's turn: shown tickets, surfacing, black tickets, double moves and the contradictions
// the record can contain. Most tables here strand every detective (empty piles) so that rounds
// pass on Mister X's events alone.
import { describe, expect, it } from 'vitest';
import {
  mbSetup,
  pawnMove,
  rbSetup,
  Table,
  withEmptyPiles,
  xDouble,
  xMove,
  xReveal,
} from '../../tests/support/game-builder';
import type { StationId } from '../board/types';
import type { Setup } from './setup';

/** RB 2013, four detectives on 13, 26, 29, 34, no tickets; Mister X's start card(s) given. */
function xOnly(startCards: StationId[], base: Setup = rbSetup([13, 26, 29, 34], 4)): Table {
  const setup = withEmptyPiles(base);
  return new Table({ ...setup, misterX: { ...setup.misterX, startCards } });
}

/** Mister X going back and forth between 35 and 36 by taxi (board: taxi 35-36), revealing when due. */
function shuttle(table: Table, entries: number, ticket: 'taxi' | 'black' = 'taxi'): Table {
  for (let entry = table.state.log.length + 1; entry <= entries; entry++) {
    table.x(ticket);
    if (table.state.phase === 'x-reveal') table.play(xReveal(entry % 2 === 1 ? 36 : 35));
  }
  return table;
}

/** RB 2013, four detectives who move; Mister X starts on 35; two rounds played. */
function twoRoundsWithPawns(): Table {
  const base = rbSetup([13, 26, 29, 34], 4);
  const table = new Table({ ...base, misterX: { ...base.misterX, startCards: [35] } }).x('taxi');
  table.moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 47, 'taxi']);
  return table
    .x('taxi')
    .moves(['red', 13, 'taxi'], ['blue', 26, 'taxi'], ['green', 29, 'taxi'], ['yellow', 34, 'taxi']);
}

describe('the shown ticket narrows the candidates (RULES.md "What the deduction must guarantee")', () => {
  it('from 35 by taxi twice, pawns on 13, 26, 29, 34 (board: taxi 35-22/36/48/65)', () => {
    const table = xOnly([35]).x('taxi');
    expect(table.candidates).toEqual([22, 36, 48, 65]);
    table.x('taxi');
    // board: 22 -> 11, 23, 35 (34 taken); 36 -> 37, 49; 48 -> 62, 63; 65 -> 64, 66, 82.
    expect(table.candidates).toEqual([11, 23, 35, 37, 49, 62, 63, 64, 66, 82]);
    expect(table.state.log.map((entry) => [entry.ticket, entry.round])).toEqual([
      ['taxi', 1],
      ['taxi', 2],
    ]);
  });

  it('RULES.md Round: Mister X may not move again before the pawns have', () => {
    const table = new Table(rbSetup([13, 26, 29, 34], 4)).play(xMove('taxi'));
    const message = 'Not yet: Red, Blue, Green and Yellow still to move this round.';
    expect(table.refusal(xMove('taxi')).english).toBe(message);
    expect(table.refusal(xDouble()).english).toBe(message);
  });
});

describe('surfacing (RB 2013 / MB 1985: after his 3rd, 8th, 13th, 18th and 24th moves)', () => {
  it('asks for his station after exactly those log entries, and not after the others', () => {
    const table = xOnly([35]);
    const asked: number[] = [];
    for (let entry = 1; entry <= 24; entry++) {
      table.x('taxi');
      if (table.state.phase === 'x-reveal') {
        asked.push(entry);
        table.play(xReveal(entry % 2 === 1 ? 36 : 35));
        expect(table.candidates).toEqual([entry % 2 === 1 ? 36 : 35]);
      } else {
        expect(table.refusal(xReveal(36)).english).toBe(`Mister X does not surface after entry ${entry}.`);
      }
    }
    expect(asked).toEqual([3, 8, 13, 18, 24]);
    expect(table.state.log.filter((e) => e.surfacing).map((e) => e.revealed)).toEqual([36, 35, 36, 35, 35]);
    expect(table.state.inconsistencies).toEqual([]);
  });

  it('nothing else can be entered before the station he shows', () => {
    const table = twoRoundsWithPawns().x('taxi');
    const message = 'Mister X surfaces after entry 3: enter his station first.';
    expect(table.refusal(xMove('taxi')).english).toBe(message);
    expect(table.refusal(xDouble()).english).toBe(message);
    expect(table.refusal(pawnMove('red', 13, 'taxi')).english).toBe(message);
  });

  it.each([
    [13, 'Station 13 is taken by Red.', 'RB 2013 "can only be moved to unoccupied stations"'],
    [0, 'There is no station 0 on this board.', 'board: stations 1..199'],
  ])('showing station %i is refused: "%s" (%s)', (station, message) => {
    const table = shuttle(xOnly([35]), 2).x('taxi');
    expect(table.refusal(xReveal(station)).english).toBe(message);
  });

  it('a station the record rules out is accepted and reported, naming the entries to check', () => {
    const table = xOnly([35]).x('taxi', 'taxi', 'taxi').play(xReveal(1));
    expect(table.candidates).toEqual([1]);
    expect(table.state.inconsistencies).toHaveLength(1);
    const found = table.state.inconsistencies[0];
    expect(found?.event).toBe(3);
    expect(found?.error.code).toBe('reveal-outside');
    expect(found && table.english(found.error)).toBe(
      'By the record Mister X cannot be at station 1. One of these entries may be wrong: the start stations, ' +
        'entry 1 (taxi), entry 2 (taxi), entry 3 (taxi) or station 1 shown after entry 3.',
    );
    expect(found?.error.suspects).toEqual([0, 1, 2, 3]);
    // Play goes on from the station he showed.
    table.x('bus');
    expect(table.candidates).toEqual([46, 58]);
  });

  it('a ticket no candidate can use leaves no station, which is reported (RULES.md: never reset silently)', () => {
    // board: 106 is a taxi station only.
    const table = xOnly([106]).x('underground');
    expect(table.candidates).toEqual([]);
    expect(table.state.inconsistencies.map((i) => table.english(i.error))).toEqual([
      'No station fits the record any more. One of these entries may be wrong: the start stations or entry 1 (underground).',
    ]);
    expect(table.state.inconsistencies[0]?.error.suspects).toEqual([0]);
  });
});

describe('black tickets (RB 2013 / MB 1985: five, any transport, the ferry too)', () => {
  it('the sixth black ticket is refused, naming the entries that showed black', () => {
    const table = shuttle(xOnly([35]), 5, 'black');
    expect(table.state.x.black).toBe(0);
    const refusal = table.refusal(xMove('black'));
    expect(refusal.english).toBe('Mister X has no black ticket left (black shown at entries 1, 2, 3, 4 and 5).');
    expect(refusal.suspects).toEqual([0, 1, 2, 4, 5]);
    table.x('taxi');
    expect(table.state.log).toHaveLength(6);
  });

  it('a custom game with fewer black tickets (RULES.md: 1983 copies give as many as there are detectives)', () => {
    const base = rbSetup([13, 26, 29, 34], 4);
    const table = xOnly([35], { ...base, misterX: { ...base.misterX, black: 1 } }).x('black');
    expect(table.refusal(xMove('black')).english).toBe('Mister X has no black ticket left (black shown at entries 1).');
  });
});

describe('double moves (RB 2013 "Double move"; MB 1985 "Double moves")', () => {
  it('two entries in one round, once per round, two double-move tickets in all', () => {
    const table = xOnly([35]).play(xDouble());
    expect(table.refusal(xDouble()).english).toBe('Mister X may play only one double move per round.');
    table.x('taxi');
    expect(table.state.phase).toBe('x-turn');
    expect(table.refusal(xDouble()).english).toBe('Mister X may play only one double move per round.');
    table.x('taxi');
    expect(table.state.round).toBe(2);
    table.play(xDouble()).x('taxi').play(xReveal(36)).x('taxi');
    expect(table.state.x.double).toBe(0);
    expect(table.refusal(xDouble()).english).toBe('Mister X has no double-move ticket left.');
    expect(table.state.log.map((e) => [e.round, e.double])).toEqual([
      [1, true],
      [1, true],
      [2, true],
      [2, true],
    ]);
  });

  it('"If the first station is a station where Mister X has to surface, he shows himself there momentarily"', () => {
    const table = twoRoundsWithPawns().play(xDouble()).x('taxi');
    expect(table.state.phase).toBe('x-reveal');
    table.play(xReveal(36));
    expect(table.state.phase).toBe('x-turn');
    // Pawns do not move between the halves (RULES.md Double move).
    expect(table.refusal(pawnMove('red', 14, 'taxi')).english).toBe(
      "It is Mister X's turn: enter the ticket he shows.",
    );
    table.x('taxi');
    // board: taxi 36-35, 36-37, 36-49.
    expect(table.candidates).toEqual([35, 37, 49]);
    expect(table.state.phase).toBe('pawns');
    expect(table.state.log.map((e) => [e.round, e.double, e.revealed])).toEqual([
      [1, false, null],
      [2, false, null],
      [3, true, 36],
      [3, true, null],
    ]);
  });

  it('a double move whose second half surfaces shows the station, then the pawns move', () => {
    const table = xOnly([35]).x('taxi').play(xDouble()).x('taxi', 'taxi');
    expect(table.state.phase).toBe('x-reveal');
    table.play(xReveal(36));
    expect(table.state.round).toBe(3);
    expect(table.state.phase).toBe('x-turn');
  });

  it('"Mister X cannot move to a station that is already occupied by a detective on his first or second move"', () => {
    // board: taxi 36-35, 36-37, 36-49; Red on 37 and Blue on 49 leave only 35 for the first half.
    const base = rbSetup([37, 49, 13, 26], 4, { pawnStartCards: null });
    const table = new Table({ ...base, misterX: { ...base.misterX, startCards: [36] } }).play(xDouble()).x('taxi');
    expect(table.candidates).toEqual([35]);
    table.x('taxi');
    expect(table.candidates).toEqual([22, 36, 48, 65]);
  });
});

describe("Mister X's fares", () => {
  it('MB 1985: a ticket beyond his public stock is refused with his counts (RULES.md)', () => {
    // An MB table where no detective spends anything: he keeps only his 4 taxi, 3 bus, 3 underground.
    const table = xOnly([13], mbSetup([26, 29, 34, 50, 53]))
      .x('bus', 'bus', 'bus')
      .play(xReveal(14));
    expect(table.state.x.stock).toEqual({ taxi: 4, bus: 0, underground: 3 });
    const refusal = table.refusal(xMove('bus'));
    expect(refusal.english).toBe('Mister X has no bus ticket left: he had 3, received 0 and has shown 3.');
    expect(refusal.suspects).toEqual([0, 1, 2]);
    table.x('taxi');
    expect(table.state.x.stock).toEqual({ taxi: 3, bus: 0, underground: 3 });
  });

  it('RB 2013 "Mister X always gets his tickets from the general draw pile": no limit on fares', () => {
    const table = shuttle(xOnly([35]), 24);
    expect(table.state.x.stock).toBeNull();
    expect(table.state.x.shown).toEqual({ taxi: 24, bus: 0, underground: 0 });
  });
});
