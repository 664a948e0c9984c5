// validateSetup: a set-up that cannot be played is refused once, in words a player understands.
import { describe, expect, it } from 'vitest';
import { mbSetup, rbSetup } from '../../tests/support/game-builder';
import { english } from '../words/english';
import type { Setup } from './setup';
import { pawnNameProblem, validateSetup } from './setup';

const rb = rbSetup([13, 26, 29, 34], 3);

describe('validateSetup', () => {
  it.each([
    ['RB 2013 preset', rb],
    ['MB 1985 preset', mbSetup([13, 26, 29, 34, 50])],
    ['modern board, taxi 13-14 answered', { ...rb, routeAnswers: { 'taxi 13-14': false } }],
    [
      'custom: any start station when there are no start cards',
      { ...rb, pawnStartCards: null, pawns: rb.pawns.map((p, i) => ({ ...p, start: 100 + i })) },
    ],
    ['custom: no round limit', { ...rb, roundLimit: null }],
  ] as [string, Setup][])('accepts %s', (_name, setup) => {
    expect(validateSetup(setup)).toBeNull();
  });

  const pawns = rb.pawns;
  const red = pawns[0];
  if (!red) throw new Error('preset has no red pawn');
  it.each([
    // RB 2013 / MB 1985 start cards: every pawn draws its own card, so no two share a station.
    [
      'duplicate start',
      { ...rb, pawns: pawns.map((p) => (p.id === 'blue' ? { ...p, start: 13 } : p)) },
      'Blue and Red both start on station 13',
    ],
    [
      'start not on a D card (RB 2013 "Initial starting position")',
      { ...rb, pawns: pawns.map((p) => (p.id === 'red' ? { ...p, start: 35 } : p)) },
      'no start card shows station 35 (Red)',
    ],
    [
      'start off the board',
      { ...rb, pawnStartCards: null, pawns: pawns.map((p) => (p.id === 'red' ? { ...p, start: 200 } : p)) },
      'Red starts on station 200, which is not on the board',
    ],
    ['no detective', { ...rb, pawns: pawns.filter((p) => p.kind === 'bobby') }, 'there must be at least one detective'],
    ['two pawns with one id', { ...rb, pawns: [...pawns, { ...red, start: 50 }] }, 'two pawns are called "red"'],
    [
      'bad pawn id',
      { ...rb, pawns: pawns.map((p) => (p.id === 'red' ? { ...p, id: 'Red Pawn' } : p)) },
      'pawn id "Red Pawn" must be 1-24 of a-z, 0-9 and -',
    ],
    [
      'empty name',
      { ...rb, pawns: pawns.map((p) => (p.id === 'red' ? { ...p, name: ' ' } : p)) },
      'pawn "red" needs a name of 1-40 characters',
    ],
    [
      'Bobby with tickets (RB 2013: "Bobbies don\'t require any tickets")',
      { ...rb, pawns: pawns.map((p) => (p.kind === 'bobby' ? { ...p, pool: 'red' } : p)) },
      'Yellow Bobby is a Bobby and rides free: no ticket pile',
    ],
    [
      'detective without a pile',
      { ...rb, pools: rb.pools.filter((pool) => pool.id !== 'green') },
      'Green has no ticket pile',
    ],
    [
      'pile nobody uses',
      { ...rb, pools: [...rb.pools, { id: 'spare', tickets: { taxi: 1, bus: 1, underground: 1 } }] },
      'no pawn uses the ticket pile "spare"',
    ],
    [
      'two piles with one id',
      { ...rb, pools: [...rb.pools, { id: 'red', tickets: { taxi: 1, bus: 1, underground: 1 } }] },
      'two ticket piles are called "red"',
    ],
    [
      'negative tickets',
      { ...rb, pools: rb.pools.map((pool) => ({ ...pool, tickets: { taxi: -1, bus: 8, underground: 4 } })) },
      'ticket counts must be whole numbers 0-999',
    ],
    [
      'fractional black tickets',
      { ...rb, misterX: { ...rb.misterX, black: 2.5 } },
      "Mister X's ticket counts must be whole numbers 0-999",
    ],
    [
      'bad Mister X stock',
      { ...rb, misterX: { ...rb.misterX, stock: { taxi: 4, bus: -3, underground: 3 } } },
      "Mister X's ticket counts must be whole numbers 0-999",
    ],
    [
      'X card off the board',
      { ...rb, misterX: { ...rb.misterX, startCards: [35, 200] } },
      'start card 200 is not a station on the board',
    ],
    [
      'every X card taken',
      { ...rb, misterX: { ...rb.misterX, startCards: [13, 26] } },
      'every start card Mister X could hold is taken by a pawn',
    ],
    [
      'surfacing out of order',
      { ...rb, surfacing: [3, 8, 8, 13] },
      'surfacing entries must be whole numbers in ascending order',
    ],
    ['surfacing at 0', { ...rb, surfacing: [0, 3] }, 'surfacing entries must be whole numbers in ascending order'],
    ['round limit 0', { ...rb, roundLimit: 0 }, 'the round limit must be a whole number from 1 to 999, or none'],
    [
      'a question the board does not ask',
      { ...rb, routeAnswers: { 'taxi 198-199': false } },
      'the board has no uncertain route "taxi 198-199"',
    ],
    [
      'the 13-14 question on the classic board',
      { ...rb, board: 'ravensburger-classic', routeAnswers: { 'taxi 13-14': true } },
      'the board has no uncertain route "taxi 13-14"',
    ],
  ] as [string, Setup, string][])('refuses %s', (_name, setup, detail) => {
    const error = validateSetup(setup);
    expect(error?.code).toBe('bad-setup');
    expect(error && english.rule(error, setup)).toBe(`This set-up cannot be played: ${detail}.`);
  });

  it('speaks in the labels printed on the Milton Bradley board', () => {
    const mb = mbSetup([13, 26, 29, 34, 50], { pawnStartCards: null });
    const clash = { ...mb, pawns: mb.pawns.map((p) => (p.id === 'red' || p.id === 'blue' ? { ...p, start: 108 } : p)) };
    const error = validateSetup(clash);
    expect(error && english.rule(error, clash)).toBe(
      'This set-up cannot be played: Blue and Red both start on station 118.',
    );
  });
});

describe("pawns' names", () => {
  const named = (...names: string[]) => rb.pawns.map((pawn, i) => ({ ...pawn, name: names[i] ?? pawn.name }));

  it('a new game needs a name for every pawn, of at most 40 characters, and no two alike', () => {
    expect(pawnNameProblem(named('Anna', 'Ben', 'Carla', 'Dora'))).toBeNull();
    expect(pawnNameProblem(named('Anna', '  '))).toEqual({ code: 'no-name', pawn: 'blue', max: 40 });
    expect(pawnNameProblem(named('n'.repeat(41)))).toEqual({ code: 'long-name', pawn: 'red', max: 40 });
    expect(pawnNameProblem(named('Anna', 'Ben', ' Anna '))).toEqual({ code: 'same-name', pawns: ['green', 'red'] });
  });

  it('a saved game with two pawns of one name still plays (names had not to differ before)', () => {
    expect(validateSetup({ ...rb, pawns: named('Anna', 'Anna') })).toBeNull();
    const error = validateSetup({ ...rb, pawns: named('Anna', '') });
    expect(error && english.rule(error, rb)).toBe(
      'This set-up cannot be played: pawn "blue" needs a name of 1-40 characters.',
    );
  });
});
