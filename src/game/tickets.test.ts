// Tickets: what detectives pay and where it goes, running out, the shared two-player pool, and
// the Milton Bradley advanced rule of surfacing voluntarily for a ticket from every pile.
import { describe, expect, it } from 'vitest';
import { mbSetup, pawnMove, rbSetup, Table, xMove, xReveal } from '../../tests/support/game-builder';
import type { TransportTicket } from '../board/types';
import type { GameEvent } from './events';
import type { Setup, TicketCounts } from './setup';

const NONE: TicketCounts = { taxi: 0, bus: 0, underground: 0 };

function withPiles(setup: Setup, piles: Record<string, TicketCounts>, startCards?: number[]): Setup {
  return {
    ...setup,
    pools: setup.pools.map((pool) => ({ ...pool, tickets: piles[pool.id] ?? pool.tickets })),
    misterX: startCards ? { ...setup.misterX, startCards } : setup.misterX,
  };
}

describe('where spent tickets go', () => {
  it('RB 2013 "put it on the general draw pile": Mister X gains nothing', () => {
    const table = new Table(rbSetup([13, 26, 29, 34], 4)).x('taxi').moves(['red', 46, 'underground']);
    expect(table.pile('red')).toEqual({ taxi: 11, bus: 8, underground: 3 });
    expect(table.state.x.stock).toBeNull();
    expect(table.state.x.received).toEqual(NONE);
  });

  it('MB 1985 "Pay your fare ticket to Mr. X": his public stock of 4/3/3 grows', () => {
    const table = new Table(mbSetup([13, 26, 29, 34, 50])).x('taxi');
    expect(table.state.x.stock).toEqual({ taxi: 3, bus: 3, underground: 3 });
    table.moves(
      ['purple', 46, 'underground'],
      ['red', 15, 'taxi'],
      ['green', 41, 'bus'],
      ['yellow', 22, 'bus'],
      ['blue', 49, 'taxi'],
    );
    expect(table.state.x.stock).toEqual({ taxi: 5, bus: 5, underground: 4 });
    expect(table.state.x.received).toEqual({ taxi: 2, bus: 2, underground: 1 });
    expect(table.state.x.shown).toEqual({ taxi: 1, bus: 0, underground: 0 });
    expect(table.pile('purple')).toEqual({ taxi: 10, bus: 8, underground: 3 });
  });

  it('MB 1985: a fare a detective paid him lets him show one more of that kind', () => {
    // Only Purple holds tickets; Mister X shuttles 13 -> 14 -> 13 -> 14 -> 13 by bus (board: bus 13-14).
    const setup = withPiles(
      mbSetup([94, 26, 29, 34, 50]),
      { purple: { taxi: 10, bus: 8, underground: 4 }, red: NONE, green: NONE, yellow: NONE, blue: NONE },
      [13],
    );
    const table = new Table(setup).x('bus').moves(['purple', 77, 'bus']);
    table.x('bus').moves(['purple', 78, 'taxi']);
    table.x('bus').play(xReveal(14)).moves(['purple', 77, 'taxi']);
    table.x('bus').moves(['purple', 78, 'taxi']);
    const refusal = table.refusal(xMove('bus'));
    expect(refusal.english).toBe('Mister X has no bus ticket left: he had 3, received 1 and has shown 4.');
    expect(refusal.suspects).toEqual([0, 2, 4, 7]);
  });
});

describe('running out (MB 1985 "no ticket, no ride!"; RB 2013 "he can no longer use this means of transportation")', () => {
  it('the fifth underground ride is refused after four', () => {
    const setup = withPiles(rbSetup([13, 26, 29, 34], 4), { blue: NONE, green: NONE, yellow: NONE }, [35]);
    const table = new Table(setup);
    for (const to of [46, 13, 46, 13]) {
      table.x('taxi');
      if (table.state.phase === 'x-reveal') table.play(xReveal(36));
      table.moves(['red', to, 'underground']);
    }
    table.x('taxi');
    expect(table.pile('red')).toEqual({ taxi: 11, bus: 8, underground: 0 });
    expect(table.refusal(pawnMove('red', 46, 'underground')).english).toBe('Red has no underground ticket left.');
  });

  it('RB 2013 two-player game: "Tickets can be used interchangeably for both detectives"', () => {
    const setup = withPiles(rbSetup([13, 29, 26, 34], 1), { shared: { taxi: 5, bus: 1, underground: 0 } });
    const table = new Table(setup).x('taxi').moves(['red', 14, 'bus']);
    expect(table.pile('shared')).toEqual({ taxi: 5, bus: 0, underground: 0 });
    expect(table.refusal(pawnMove('blue', 41, 'bus')).english).toBe('Blue has no bus ticket left.');
    table.moves(['blue', 41, 'taxi']);
    expect(table.pile('shared')).toEqual({ taxi: 4, bus: 0, underground: 0 });
  });
});

describe('voluntary surfacing (MB 1985 "Advanced Play": "takes one ticket of his choice from each of the detectives\' ticket piles")', () => {
  const ALL: Record<string, TransportTicket> = {
    purple: 'taxi',
    red: 'bus',
    green: 'underground',
    yellow: 'taxi',
    blue: 'taxi',
  };
  const surface = (station: number, taken: Record<string, TransportTicket>): GameEvent => ({
    type: 'x-surface',
    station,
    taken,
  });
  const mb = (piles: Record<string, TicketCounts> = {}) => {
    const base = mbSetup([13, 26, 29, 34, 50]);
    return withPiles({ ...base, options: { ...base.options, voluntarySurfacing: true } }, piles, [35]);
  };

  it('shows his station and takes one ticket from every pile; in MB they join his stock', () => {
    const table = new Table(mb()).x('taxi').play(surface(36, ALL));
    expect(table.candidates).toEqual([36]);
    expect(table.state.log[0]?.revealed).toBe(36);
    expect(['purple', 'red', 'green', 'yellow', 'blue'].map((id) => table.pile(id))).toEqual([
      { taxi: 9, bus: 8, underground: 4 },
      { taxi: 10, bus: 7, underground: 4 },
      { taxi: 10, bus: 8, underground: 3 },
      { taxi: 9, bus: 8, underground: 4 },
      { taxi: 9, bus: 8, underground: 4 },
    ]);
    expect(table.state.x.stock).toEqual({ taxi: 6, bus: 4, underground: 4 });
    expect(table.state.x.received).toEqual({ taxi: 3, bus: 1, underground: 1 });
    expect(table.state.phase).toBe('pawns');
  });

  it('an empty pile gives nothing and is skipped', () => {
    const { blue: _blue, ...fromFour } = ALL;
    const table = new Table(mb({ blue: NONE })).x('taxi');
    expect(table.refusal(surface(36, ALL)).english).toBe('There is no ticket pile "blue" with tickets to take.');
    table.play(surface(36, fromFour));
    expect(table.pile('blue')).toEqual(NONE);
  });

  it.each([
    [
      'off unless the game uses the rule',
      false,
      surface(36, ALL),
      'Voluntary surfacing is not one of the rules in this game.',
    ],
    [
      'a pile left out',
      true,
      surface(36, { purple: 'taxi', red: 'bus', green: 'bus', yellow: 'bus' }),
      "Mister X must take one ticket from Blue's pile.",
    ],
    [
      'a pile that is not there',
      true,
      surface(36, { ...ALL, pink: 'taxi' }),
      'There is no ticket pile "pink" with tickets to take.',
    ],
    ["on a pawn's station", true, surface(13, ALL), 'Station 13 is taken by Purple.'],
  ] as [string, boolean, GameEvent, string][])('refused: %s', (_name, on, event, message) => {
    const setup = mb();
    const table = new Table({ ...setup, options: { ...setup.options, voluntarySurfacing: on } }).x('taxi');
    expect(table.refusal(event).english).toBe(message);
  });

  it('a ticket the pile does not hold cannot be taken', () => {
    const table = new Table(mb({ red: { taxi: 10, bus: 8, underground: 0 } })).x('taxi');
    expect(table.refusal(surface(36, { ...ALL, red: 'underground' })).english).toBe(
      "Red's pile has no underground ticket to give.",
    );
  });

  it('only right after his move, before any detective moves, and not right after a fixed surfacing', () => {
    const timing =
      'Mister X can surface of his own accord only right after his move, before any detective moves, and not when he has just surfaced.';
    const table = new Table(mb());
    expect(table.refusal(surface(35, ALL)).english).toBe(timing);
    table.x('taxi').moves(['purple', 14, 'taxi']);
    expect(table.refusal(surface(36, ALL)).english).toBe(timing);
    table.moves(['red', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 47, 'taxi'], ['blue', 49, 'taxi']);
    table
      .x('taxi')
      .moves(
        ['purple', 13, 'taxi'],
        ['red', 26, 'taxi'],
        ['green', 29, 'taxi'],
        ['yellow', 34, 'taxi'],
        ['blue', 50, 'taxi'],
      );
    table.x('taxi').play(xReveal(36));
    expect(table.refusal(surface(36, ALL)).english).toBe(timing);
  });

  it('a station the record rules out is accepted and reported', () => {
    const table = new Table(mb()).x('taxi').play(surface(1, ALL));
    expect(table.candidates).toEqual([1]);
    expect(table.state.inconsistencies.map((i) => i.error.code)).toEqual(['reveal-outside']);
  });

  it('a shared pile is named by its pawns (RB 2013 two-player game)', () => {
    const base = rbSetup([13, 29, 26, 34], 1);
    const setup: Setup = { ...base, options: { ...base.options, voluntarySurfacing: true } };
    const table = new Table(setup).x('taxi');
    expect(table.refusal(surface(36, {})).english).toBe('Mister X must take one ticket from the pile of Red and Blue.');
    table.play(surface(36, { shared: 'bus' }));
    expect(table.pile('shared')).toEqual({ taxi: 20, bus: 15, underground: 8 });
    expect(table.state.x.stock).toBeNull();
  });
});
