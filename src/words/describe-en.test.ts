// The command line's words for events the table enters: a pass (version 2) reads as what happened.
import { describe, expect, it } from 'vitest';
import { pawnPass, rbSetup, Table, xMove } from '../../tests/support/game-builder';
import { describeEvent } from './describe-en';

describe('describeEvent', () => {
  it('a pawn the table passed: boxed in on 106 (board: taxi to 105 and 107 only)', () => {
    const table = new Table(rbSetup([106, 105, 107, 108], 2, { pawnStartCards: null })).play(xMove('taxi'));
    const before = table.state;
    table.play(pawnPass('red'));
    expect(describeEvent(before, table.state, pawnPass('red'))).toBe(
      'Red cannot move now (every station it could reach is taken) and sits out this round',
    );
  });
});
