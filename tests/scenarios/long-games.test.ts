// Two whole games to their natural end, built round by round: a Milton Bradley game in which the
// detectives spend every usable ticket, and a Ravensburger game that lasts its 22 rounds. Mister X
// shuttles along one taxi line; at every step his true station must stay a candidate (RULES.md
// "Sound").
import { describe, expect, it } from 'vitest';
import type { StationId, Ticket, TransportTicket } from '../../src/board/types';
import { strandedPawns } from '../../src/game/pawn-moves';
import { replay } from '../../src/game/replay';
import { end, mbSetup, rbSetup, Table, xDouble, xReveal } from '../support/game-builder';

interface Shuttle {
  readonly pawn: string;
  /** The station it starts on and the one it goes to; it goes back and forth. */
  readonly stations: readonly [StationId, StationId];
  /** Tickets in the order it spends them, one per round. */
  readonly plan: readonly TransportTicket[];
}

const repeat = (ticket: TransportTicket, times: number): TransportTicket[] =>
  Array.from({ length: times }, () => ticket);

/** One round: Mister X's entries (he moves between `home` and `away`), then every pawn with a
 *  ticket left in its plan, each answering "no" when it lands on a candidate. */
function playRound(
  table: Table,
  shuttles: readonly Shuttle[],
  tickets: readonly Ticket[],
  home: StationId,
  away: StationId,
) {
  const round = table.state.round;
  if (tickets.length === 2) table.play(xDouble());
  for (const ticket of tickets) {
    table.x(ticket);
    const entry = table.state.log.length;
    const truth = entry % 2 === 1 ? away : home;
    expect(table.state.candidates.has(truth), `entry ${entry}`).toBe(true);
    if (table.state.phase === 'x-reveal') table.play(xReveal(truth));
  }
  for (const { pawn, stations, plan } of shuttles) {
    const ticket = plan[round - 1];
    if (ticket) table.moves([pawn, stations[round % 2 === 1 ? 1 : 0], ticket]);
  }
}

describe('MB 1985: Mister X wins when no detective can move (MB 1985 "The End of the Game")', () => {
  // board: 13-89 underground, 13-14 taxi and bus, 29-41, 34-22, 94-93 taxi and bus, 50-49 taxi
  // only. Purple spends all 22 tickets; Red, Green and Yellow are stranded once only underground
  // tickets are left on stations without underground; Blue, on taxi-only stations, after 10 rounds.
  const shuttles: Shuttle[] = [
    { pawn: 'purple', stations: [13, 89], plan: repeat('underground', 4) },
    { pawn: 'red', stations: [29, 41], plan: [...repeat('taxi', 10), ...repeat('bus', 8)] },
    { pawn: 'green', stations: [34, 22], plan: [...repeat('taxi', 10), ...repeat('bus', 8)] },
    { pawn: 'yellow', stations: [94, 93], plan: [...repeat('taxi', 10), ...repeat('bus', 8)] },
    { pawn: 'blue', stations: [50, 49], plan: repeat('taxi', 10) },
  ];
  const purpleLater: Shuttle = {
    pawn: 'purple',
    stations: [13, 14],
    plan: [...repeat('bus', 12), ...repeat('taxi', 10)],
  };
  const setup = mbSetup([13, 29, 34, 94, 50]);
  const table = new Table(setup);

  it('22 rounds: each detective pawn plays until its tickets no longer take it anywhere', () => {
    for (let round = 1; round <= 22; round++) {
      // Purple: underground in rounds 1-4, then bus 5-12 and taxi 13-22 on the 13-14 line.
      const purple = round <= 4 ? shuttles[0] : purpleLater;
      const plan = [purple, ...shuttles.slice(1)].filter((s): s is Shuttle => s !== undefined);
      playRound(table, plan, ['taxi'], 197, 196);
      expect(table.state.round).toBe(round + 1);
      if (round === 10) expect(strandedPawns(table.state)).toEqual([4]);
      if (round === 18) expect(strandedPawns(table.state)).toEqual([1, 2, 3, 4]);
      if (round < 22) expect(table.state.announcement).toBeNull();
    }
    expect(table.state.log.filter((e) => e.surfacing).map((e) => e.revealed)).toEqual([196, 197, 196, 197]);
  });

  it('"if none of the detectives can move ... Mr. X wins the game"', () => {
    expect(table.state.announcement).toEqual({ reason: 'detectives-stuck', winner: 'mister-x', station: null });
    expect(['purple', 'red', 'green', 'yellow', 'blue'].map((id) => table.pile(id))).toEqual([
      { taxi: 0, bus: 0, underground: 0 },
      { taxi: 0, bus: 0, underground: 4 },
      { taxi: 0, bus: 0, underground: 4 },
      { taxi: 0, bus: 0, underground: 4 },
      { taxi: 0, bus: 8, underground: 4 },
    ]);
    table.play(end('detectives-stuck'));
    expect(table.state.over?.winner).toBe('mister-x');
  });

  it('every fare went to Mister X: 4 + 50 - 22 taxi, 3 + 32 bus, 3 + 4 underground', () => {
    expect(table.state.x.stock).toEqual({ taxi: 32, bus: 35, underground: 7 });
    expect(table.state.x.received).toEqual({ taxi: 50, bus: 32, underground: 4 });
  });

  it('the log replays to the same end', () => {
    const result = replay(setup, table.events);
    expect(result.failure).toBeNull();
    expect(result.states.at(-1)?.over).toEqual(table.state.over);
  });
});

describe('RB 2013: Mister X wins after 22 rounds, 24 entries with two double moves', () => {
  // board: 13-89 underground, 13-14 taxi and bus, 29-41, 34-22 and 94-93 taxi and bus, 93-79
  // underground. Mister X shuttles 35 <-> 36 by taxi, with black tickets in rounds 9 and 19.
  const shuttles: Shuttle[] = [
    { pawn: 'red', stations: [13, 89], plan: repeat('underground', 4) },
    { pawn: 'blue', stations: [29, 41], plan: [...repeat('taxi', 11), ...repeat('bus', 8)] },
    { pawn: 'green', stations: [34, 22], plan: [...repeat('taxi', 11), ...repeat('bus', 8)] },
    { pawn: 'yellow', stations: [94, 93], plan: [...repeat('taxi', 11), ...repeat('bus', 8)] },
  ];
  const redLater: Shuttle = { pawn: 'red', stations: [13, 14], plan: [...repeat('bus', 12), ...repeat('taxi', 10)] };
  const yellowLast: Shuttle = { pawn: 'yellow', stations: [79, 93], plan: repeat('underground', 22) };
  const setup = rbSetup([13, 29, 34, 94], 4);
  const table = new Table({ ...setup, misterX: { ...setup.misterX, startCards: [35] } });

  it('plays 22 rounds', () => {
    for (let round = 1; round <= 22; round++) {
      const red = round <= 4 ? shuttles[0] : redLater;
      const yellow = round <= 19 ? shuttles[3] : yellowLast;
      const plan = [red, shuttles[1], shuttles[2], yellow].filter((s): s is Shuttle => s !== undefined);
      const tickets: Ticket[] =
        round === 5 || round === 15 ? ['taxi', 'taxi'] : round === 9 || round === 19 ? ['black'] : ['taxi'];
      playRound(table, plan, tickets, 35, 36);
      expect(table.state.round).toBe(round + 1);
      if (round < 22) expect(table.state.announcement).toBeNull();
    }
    expect(strandedPawns(table.state)).toEqual([1, 2]);
  });

  it('surfacing follows the entries, not the rounds: 3, 8, 13, 18 and 24 (RB 2013 "Mister X surfaces")', () => {
    const surfaced = table.state.log.flatMap((e, i) => (e.surfacing ? [[i + 1, e.round, e.revealed]] : []));
    expect(surfaced).toEqual([
      [3, 3, 36],
      [8, 7, 35],
      [13, 12, 36],
      [18, 16, 35],
      [24, 22, 35],
    ]);
    expect(table.state.x).toMatchObject({ black: 3, double: 0 });
  });

  it('"He manages to travel around London for 22 rounds without getting caught"', () => {
    expect(table.state.announcement).toEqual({ reason: 'rounds-played', winner: 'mister-x', station: null });
    table.play(end('rounds-played'));
    expect(table.state.over?.winner).toBe('mister-x');
    expect(replay(table.setup, table.events).failure).toBeNull();
  });
});
