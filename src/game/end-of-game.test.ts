// How a game ends: a pawn on his station (asked, since only the table knows), Mister X trapped,
// the last round played, or no detective able to move. Announced ends wait for the table's `end`.
import { describe, expect, it } from 'vitest';
import {
  answer,
  end,
  mbSetup,
  pawnMove,
  rbSetup,
  Table,
  withEmptyPiles,
  xMove,
  xReveal,
} from '../../tests/support/game-builder';
import type { GameEvent } from './events';
import { eventRound, roundShown } from './rounds';
import type { Setup } from './setup';

const RB4 = rbSetup([13, 26, 29, 34], 4);
const FROM_35: Setup = { ...RB4, misterX: { ...RB4.misterX, startCards: [35] } };

describe('a pawn on a candidate station (RULES.md Capture: the app must ask)', () => {
  /** Mister X on 35 shows taxi: he is on 22, 36, 48 or 65 (board); Yellow goes 34 -> 22. */
  const asked = () => new Table(FROM_35).x('taxi').move('yellow', 22, 'taxi');

  it('asks whether he was there, and nothing else is entered first', () => {
    const table = asked();
    expect(table.state.phase).toBe('question');
    expect(table.state.question).toEqual({ pawn: 3, station: 22 });
    const message = 'First answer: was Mister X at station 22?';
    expect(table.refusal(pawnMove('red', 14, 'taxi')).english).toBe(message);
    expect(table.refusal(xMove('taxi')).english).toBe(message);
    expect(table.refusal(xReveal(22)).english).toBe(message);
  });

  it('"yes": the detectives win (RB 2013 "finishes his move on the same station as Mister X")', () => {
    const table = asked().play(answer(true));
    expect(table.state.phase).toBe('over');
    expect(table.state.over).toEqual({ reason: 'capture', winner: 'detectives', station: 22 });
    expect(table.candidates).toEqual([22]);
    for (const event of [xMove('taxi'), pawnMove('red', 14, 'taxi'), answer(false), end('capture')] as GameEvent[]) {
      expect(table.refusal(event).english).toBe('The game is over.');
    }
  });

  it('"no": that station is struck off and the round goes on', () => {
    const table = asked().play(answer(false));
    expect(table.candidates).toEqual([36, 48, 65]);
    expect(table.state.phase).toBe('pawns');
    expect(table.refusal(answer(false)).english).toBe('Nobody has asked whether Mister X was there.');
  });

  it('a question on the last move of the round is answered before Mister X moves again', () => {
    const table = new Table(FROM_35).x('taxi');
    table.moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi']).move('yellow', 48, 'taxi');
    expect(table.state.phase).toBe('question');
    table.play(answer(false));
    expect(table.state.phase).toBe('x-turn');
    expect(table.state.round).toBe(2);
  });

  it('a pawn moving onto the station he showed is asked too, and "yes" is a capture (RB 2013 "Mister X surfaces")', () => {
    // Mister X 35 -> 36 -> 35 -> 36, shown after entry 3; Blue waits on 37 (board: taxi 36-37).
    const setup = rbSetup([13, 37, 29, 34], 4, { pawnStartCards: null, misterX: FROM_35.misterX });
    const table = new Table(setup).x('taxi');
    table.moves(['red', 14, 'taxi'], ['blue', 24, 'taxi'], ['green', 41, 'taxi'], ['yellow', 47, 'taxi']);
    table.x('taxi').moves(['red', 13, 'taxi'], ['blue', 37, 'taxi'], ['green', 29, 'taxi'], ['yellow', 34, 'taxi']);
    table.x('taxi').play(xReveal(36)).move('blue', 36, 'taxi');
    expect(table.state.question).toEqual({ pawn: 1, station: 36 });
    table.play(answer(true));
    expect(table.state.over?.winner).toBe('detectives');
  });
});

describe('the last round (RB 2013: "He manages to travel around London for 22 rounds")', () => {
  /** A custom game of 2 rounds (RULES.md: every number stays editable) with detectives that move. */
  const twoRounds = () => {
    const table = new Table({ ...FROM_35, roundLimit: 2 }).x('taxi');
    table.moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 47, 'taxi']);
    expect(table.state.announcement).toBeNull();
    expect(table.refusal(end('rounds-played')).english).toBe(
      'The game has not ended: the last round has not been played.',
    );
    table.x('taxi');
    table.moves(['red', 13, 'taxi'], ['blue', 26, 'taxi'], ['green', 29, 'taxi']);
    // "The round is only over once the detectives have also completed their moves."
    expect(table.state.announcement).toBeNull();
    return table.moves(['yellow', 34, 'taxi']);
  };

  it('is announced when the last round is over, and ends the game once the table confirms', () => {
    const table = twoRounds();
    expect(table.state.announcement).toEqual({ reason: 'rounds-played', winner: 'mister-x', station: null });
    expect(table.state.phase).toBe('x-turn');
    table.play(end('rounds-played'));
    expect(table.state.over).toEqual({ reason: 'rounds-played', winner: 'mister-x', station: null });
  });

  it('ends in the last round: the end confirmed belongs to it, never to a round past the last', () => {
    const table = twoRounds();
    expect(table.state.round).toBe(3);
    expect(roundShown(table.state)).toBe(2);
    expect(eventRound(table.state, end('rounds-played'))).toBe(2);
    // A table that carries on plays the next round.
    expect(eventRound(table.state, xMove('taxi'))).toBe(3);
  });

  it('the table may carry on instead: the announcement goes away with his next move', () => {
    const table = twoRounds().x('taxi');
    expect(table.state.announcement).toBeNull();
    expect(table.state.log).toHaveLength(3);
    expect(table.state.phase).toBe('x-reveal');
  });

  it('MB 1985 has no round limit: nothing is announced', () => {
    const table = new Table(mbSetup([13, 26, 29, 34, 50])).x('taxi');
    table.moves(
      ['purple', 14, 'taxi'],
      ['red', 15, 'taxi'],
      ['green', 41, 'taxi'],
      ['yellow', 47, 'taxi'],
      ['blue', 49, 'taxi'],
    );
    expect(table.state.round).toBe(2);
    expect(table.state.announcement).toBeNull();
  });
});

describe('no detective can move (RB 2013 "None of the detectives can move"; MB 1985 "if none of the detectives can move")', () => {
  it('MB 1985: detectives without tickets; Mister X wins once the table confirms', () => {
    const table = new Table(withEmptyPiles(mbSetup([13, 26, 29, 34, 50])));
    expect(table.refusal(end('detectives-stuck')).english).toBe('The game has not ended: a detective can still move.');
    table.x('taxi');
    expect(table.state.round).toBe(2);
    expect(table.state.announcement).toEqual({ reason: 'detectives-stuck', winner: 'mister-x', station: null });
    // The end closes the round the detectives could not finish.
    expect(eventRound(table.state, end('detectives-stuck'))).toBe(1);
    table.play(end('detectives-stuck'));
    expect(table.state.over?.winner).toBe('mister-x');
  });

  it('a detective boxed in only by Bobbies is not stuck: they can move away next round', () => {
    // Board: station 2 has taxi lines to 10 and 20 only. Red ends on 2, the Bobbies on 10 and 20.
    const base = rbSetup([10, 34, 21], 2);
    const setup: Setup = {
      ...base,
      ruleSet: 'custom',
      pawnStartCards: null,
      pawns: [
        { ...(base.pawns[0] as Setup['pawns'][number]), start: 10 },
        { ...(base.pawns[2] as Setup['pawns'][number]), start: 9 },
        { ...(base.pawns[3] as Setup['pawns'][number]), start: 11 },
      ],
      pools: [base.pools[0] as Setup['pools'][number]],
      misterX: { ...base.misterX, startCards: [172] },
    };
    const table = new Table(setup).x('taxi');
    table.moves(['red', 2, 'taxi'], ['green', 20, 'taxi'], ['yellow', 10, 'taxi']);
    expect(table.state.round).toBe(2);
    expect(table.state.announcement).toBeNull();
  });

  it('RB 2013: Bobbies that can still move do not count', () => {
    const table = new Table(withEmptyPiles(rbSetup([13, 26, 29, 34], 2))).x('taxi');
    table.moves(['green', 41, 'taxi'], ['yellow', 47, 'taxi']);
    expect(table.state.announcement?.reason).toBe('detectives-stuck');
  });
});

describe('Mister X trapped (RB 2013: "If there are no unoccupied stations for Mister X to travel to, he has lost")', () => {
  // Mister X 106 -> 107 (taxi) -> 105 (bus) -> 106 (taxi), shown there; Red ends on 105, Blue on
  // 107: board: 106 has taxi lines to 105 and 107 only.
  const trapAt106 = (rules: Partial<Setup> = {}) => {
    const base = rbSetup([91, 119, 13, 26], 4, { pawnStartCards: null, ...rules });
    const table = new Table({ ...base, misterX: { ...base.misterX, startCards: [106] } }).x('taxi');
    table.moves(['red', 90, 'taxi'], ['blue', 136, 'taxi'], ['green', 14, 'taxi'], ['yellow', 27, 'taxi']);
    table.x('bus').moves(['red', 91, 'taxi'], ['blue', 119, 'taxi'], ['green', 13, 'taxi'], ['yellow', 26, 'taxi']);
    table.x('taxi').play(xReveal(106));
    return table.moves(['red', 105, 'taxi'], ['blue', 107, 'taxi'], ['green', 14, 'taxi'], ['yellow', 27, 'taxi']);
  };

  it('is announced when every candidate is boxed in; the detectives win once the table confirms', () => {
    const table = trapAt106();
    expect(table.state.announcement).toEqual({ reason: 'x-trapped', winner: 'detectives', station: 106 });
    table.play(end('x-trapped'));
    expect(table.state.over).toEqual({ reason: 'x-trapped', winner: 'detectives', station: 106 });
  });

  it('is not a rule of MB 1985', () => {
    expect(trapAt106({ xLosesWhenTrapped: false }).state.announcement).toBeNull();
  });

  /** Red on 105 and Blue on 107 from the start; Mister X's card is 106 or 35. */
  const boxedStart = (rules: Partial<Setup> = {}) => {
    const base = rbSetup([105, 107, 13, 26], 4, { pawnStartCards: null, ...rules });
    return new Table({ ...base, misterX: { ...base.misterX, startCards: [35, 106] } });
  };

  it('when only some candidates are trapped, Mister X can declare it with his station', () => {
    const table = boxedStart();
    expect(table.refusal(end('x-trapped')).english).toBe(
      'The game has not ended: not every station Mister X could be on is cut off; if he is trapped, he names his station.',
    );
    expect(table.refusal(end('x-trapped', 35)).english).toBe(
      'Mister X is not trapped at station 35: he can still move.',
    );
    table.play(end('x-trapped', 106));
    expect(table.state.over).toEqual({ reason: 'x-trapped', winner: 'detectives', station: 106 });
    expect(table.candidates).toEqual([106]);
  });

  it('a declared trap on a station the record rules out names what contradicts it', () => {
    const base = rbSetup([105, 107, 13, 26], 4, { pawnStartCards: null });
    const table = new Table({ ...base, misterX: { ...base.misterX, startCards: [35] } });
    const refusal = table.refusal(end('x-trapped', 106));
    expect(refusal.english).toBe(
      'By the record Mister X cannot be at station 106. One of these entries may be wrong: the start stations.',
    );
  });

  it.each([
    [5, false],
    [0, true],
  ])(
    'on the pier 194 with its taxi exits taken and %i black tickets: trapped %s (board: ferry 194-157)',
    (black, trapped) => {
      const base = rbSetup([192, 193, 195, 13], 4, { pawnStartCards: null });
      const table = new Table({ ...base, misterX: { ...base.misterX, startCards: [35, 194], black } });
      if (trapped) {
        table.play(end('x-trapped', 194));
        expect(table.state.over?.station).toBe(194);
      } else {
        expect(table.refusal(end('x-trapped', 194)).english).toBe(
          'Mister X is not trapped at station 194: he can still move.',
        );
      }
    },
  );

  it('a declared trap is refused under rules without it, and outside his turn', () => {
    expect(boxedStart({ xLosesWhenTrapped: false }).refusal(end('x-trapped', 106)).english).toBe(
      'The game has not ended: Mister X is never trapped in these rules.',
    );
    const table = boxedStart().x('taxi');
    expect(table.refusal(end('x-trapped', 106)).english).toBe(
      'Not yet: Red, Blue, Green and Yellow still to move this round.',
    );
  });

  it('a capture is never declared: it is an answer', () => {
    expect(boxedStart().refusal(end('capture')).english).toBe(
      'The game has not ended: a capture is entered by answering that Mister X was there.',
    );
  });
});
