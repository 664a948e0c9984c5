// A short Ravensburger 2013 game, replayed step by step: three detectives and a Bobby on D cards,
// Mister X on X card 78 (78 -> 79 taxi -> 63 bus -> 64 taxi, shown), caught on 64 in round 3. The
// steps below run in order and share one table.
// Expected sets were worked out from the board's neighbour lists (board: RB X cards; taxi/bus lines).
import { describe, expect, it } from 'vitest';
import { replay } from '../../src/game/replay';
import { answer, pawnMove, rbSetup, Table, xMove, xReveal } from '../support/game-builder';

// The players said their dark board has no taxi line 13-14 (RULES.md: confirmed at set-up).
const SETUP = rbSetup([13, 26, 29, 34], 3, { routeAnswers: { 'taxi 13-14': false } });

describe('RB 2013: from the X start cards to a capture after the first surfacing', () => {
  const table = new Table(SETUP);

  it('before his first move: the 13 X cards (RB 2013 "Initial starting position")', () => {
    expect(table.candidates).toEqual([35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172]);
    expect(table.setup.pawns.map((p) => `${p.name} ${p.start}`)).toEqual([
      'Red 13',
      'Blue 26',
      'Green 29',
      'Yellow Bobby 34',
    ]);
  });

  it('round 1, taxi: one taxi ride from any X card (no pawn stands on one of those stations)', () => {
    table.play(xMove('taxi'));
    // board, taxi: 35-22/36/48/65, 45-32/46/58/59/60, 51-38/39/52/67/68, 71-55/70/72/89,
    // 78-61/77/79/97, 104-86/116, 106-105/107, 127-115/116/126/133/134, 132-114/140,
    // 146-122/145/147/163, 166-151/153/181/183, 170-157/159/185, 172-128/159/187.
    expect(table.candidates).toEqual([
      22, 32, 36, 38, 39, 46, 48, 52, 55, 58, 59, 60, 61, 65, 67, 68, 70, 72, 77, 79, 86, 89, 97, 105, 107, 114, 115,
      116, 122, 126, 128, 133, 134, 140, 145, 147, 151, 153, 157, 159, 163, 181, 183, 185, 187,
    ]);
  });

  it('round 1, pawns: the answered taxi 13-14 is gone; landings on candidates strike them off', () => {
    expect(table.refusal(pawnMove('red', 14, 'taxi')).english).toBe(
      'Red cannot go from station 13 to station 14 by taxi.',
    );
    table.move('red', 46, 'underground');
    expect(table.state.question).toEqual({ pawn: 0, station: 46 });
    table.play(answer(false)).move('blue', 39, 'taxi').play(answer(false));
    table.move('green', 41, 'bus');
    expect(table.state.phase).toBe('pawns');
    table.move('yellow', 22, 'bus').play(answer(false));
    expect(table.state.round).toBe(2);
    expect(table.candidates).toHaveLength(42);
    expect([22, 39, 46].some((s) => table.state.candidates.has(s))).toBe(false);
    expect(table.pile('red')).toEqual({ taxi: 11, bus: 8, underground: 3 });
  });

  it('round 2, bus: from the 42, never onto Red 46, Blue 39, Green 41 or the Bobby on 22', () => {
    table.play(xMove('bus'));
    expect(table.candidates).toEqual([
      1, 13, 23, 29, 42, 52, 55, 58, 63, 65, 67, 72, 74, 77, 78, 82, 86, 87, 89, 94, 102, 105, 107, 108, 116, 123, 124,
      127, 128, 133, 135, 140, 142, 144, 154, 156, 157, 161, 176, 180, 184, 185, 187, 191, 199,
    ]);
    table.moves(['red', 61, 'taxi'], ['blue', 52, 'taxi'], ['green', 54, 'taxi'], ['yellow', 65, 'bus']);
    expect(table.candidates).toHaveLength(43);
  });

  it('round 3, taxi: entry 3 is a surfacing entry; he shows 64, which the record allows', () => {
    table.play(xMove('taxi'));
    expect(table.state.phase).toBe('x-reveal');
    expect(table.candidates).toHaveLength(118);
    for (const taken of [61, 52, 54, 65]) expect(table.state.candidates.has(taken)).toBe(false);
    expect(table.state.candidates.has(64)).toBe(true);
    table.play(xReveal(64));
    expect(table.candidates).toEqual([64]);
    expect(table.state.inconsistencies).toEqual([]);
  });

  it('round 3, pawns: the Bobby rides 65 -> 64 and finds him (RB 2013 "End of game")', () => {
    table.move('yellow', 64, 'taxi');
    expect(table.state.question).toEqual({ pawn: 3, station: 64 });
    table.play(answer(true));
    expect(table.state.over).toEqual({ reason: 'capture', winner: 'detectives', station: 64 });
    expect(table.state.log.map((e) => e.ticket)).toEqual(['taxi', 'bus', 'taxi']);
  });

  it('replaying the log gives the same game', () => {
    const result = replay(SETUP, table.events);
    expect(result.failure).toBeNull();
    expect(result.states).toHaveLength(table.events.length + 1);
    expect(result.states.at(-1)?.over).toEqual(table.state.over);
    expect(result.states[1]?.candidates.size).toBe(45);
  });
});
