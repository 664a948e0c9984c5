// Whether a secret route of Mister X fits a game's public record (what an imported file's route must
// do before Dragnet plays on from it, issue 17). RULES.md "Mister X": he moves along a route of the
// shown ticket's type (black: any, the ferry included) to a free station and shows his true station
// when he surfaces; "What the deduction must guarantee": he starts on a start card no pawn stands
// on, and is never where a pawn ended a move without catching him.
import { describe, expect, it } from 'vitest';
import { playDragnetGame } from '../../tests/support/dragnet-game';
import type { StationId } from '../board/types';
import { replay } from './replay';
import { routeMisfit } from './route-fits';
import { presetSetup } from './rule-sets';
import type { Setup } from './setup';
import type { GameState } from './state';

const RB = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
const MB = presetSetup('milton-bradley-1985', { detectives: 5, starts: [13, 26, 29, 34, 50] });

function statesOf(setup: Setup, events: Parameters<typeof replay>[1]): readonly GameState[] {
  return replay(setup, events).states;
}

describe('the route Dragnet really played', () => {
  it.each([
    ['Ravensburger 2013', RB, 3, false],
    ['Ravensburger 2013, pawns chasing him', RB, 5, true],
    ['Milton Bradley 1985', MB, 2, false],
    ['Milton Bradley 1985, pawns chasing him', MB, 6, true],
  ])('fits its record at every moment of a whole game (%s)', (_rules, setup, seed, chase) => {
    const game = playDragnetGame(setup, { seed, strength: seed % 2 === 0 ? 'medium' : 'easy', chase });
    // A whole game: over, with his tickets, surfacings and answers in the record.
    expect(game.state.phase).toBe('over');
    expect(game.state.log.some((entry) => entry.revealed !== null)).toBe(true);
    const states = statesOf(setup, game.session.events);
    for (let events = 0; events < states.length; events++) {
      const upTo = states.slice(0, events + 1);
      const entries = (upTo[upTo.length - 1] as GameState).log.length;
      expect(routeMisfit(upTo, game.dragnetX.route.slice(0, entries + 1))).toBeNull();
    }
  });
});

describe('a route that contradicts the record', () => {
  // Ravensburger 2013, seed 4, the pawns chasing him: stopped with the pawns to move after his 10th
  // entry (he surfaced at 3 and 8; RB 2013 rules/003_44999932a4cf8209.txt).
  const game = playDragnetGame(RB, {
    seed: 4,
    strength: 'medium',
    chase: true,
    stop: (state) => state.log.length >= 10 && state.phase === 'pawns',
  });
  const states = statesOf(RB, game.session.events);
  const { log } = game.state;
  const route = game.dragnetX.route;
  const { board } = game.state.game;
  const changed = (at: number, station: StationId) => route.map((old, index) => (index === at ? station : old));

  it('is the game this test expects: 10 entries, surfacings at 3 and 8', () => {
    expect(log.length).toBe(10);
    expect(log.filter((entry) => entry.revealed !== null).map((entry) => log.indexOf(entry) + 1)).toEqual([3, 8]);
    expect(routeMisfit(states, route)).toBeNull();
  });

  it('when it is longer or shorter than his entries need', () => {
    expect(routeMisfit(states, route.slice(0, 10))).toEqual({ why: 'length', at: 10, stations: 10, logEntries: 10 });
    expect(routeMisfit(states, [...route, route[9] as StationId])).toEqual({
      why: 'length',
      at: 11,
      stations: 12,
      logEntries: 10,
    });
  });

  it('when he starts on a station that is not a free start card', () => {
    // A pawn's start card, then a station that is no start card at all.
    const taken = RB.pawns[0]?.start as StationId;
    const noCard = board.stationIds.find((station) => !RB.misterX.startCards.includes(station)) as StationId;
    expect(routeMisfit(states, changed(0, taken))).toEqual({ why: 'start', at: 0 });
    expect(routeMisfit(states, changed(0, noCard))).toEqual({ why: 'start', at: 0 });
  });

  it('when the ticket an entry shows cannot take him there', () => {
    // Entry 5 (hidden): a station no route of its ticket joins to his station after entry 4.
    const ticket = log[4]?.ticket ?? 'taxi';
    const reach = board.ticketNeighbours(route[4] as StationId, ticket);
    const away = board.stationIds.find((station) => station !== route[4] && !reach.includes(station)) as StationId;
    expect(routeMisfit(states, changed(5, away))).toEqual({ why: 'ticket', at: 5 });
  });

  it('when he showed another station at a surfacing', () => {
    // Entry 8: another station the same ticket reaches from his station after entry 7.
    const other = board
      .ticketNeighbours(route[7] as StationId, log[7]?.ticket ?? 'taxi')
      .find((station) => station !== route[8]) as StationId;
    expect(other).toBeDefined();
    expect(routeMisfit(states, changed(8, other))).toEqual({ why: 'surfacing', at: 8 });
  });

  it('when a pawn stood on his station, or ended a move there without catching him', () => {
    // One station of his route moved to another his tickets allow (the same ticket reaches it, the
    // next ticket leads on from it), at a hidden entry, but one the record rules out: a pawn stood
    // on it when he moved, or one ended its move there and he was "not there".
    const swaps: { at: number; station: StationId }[] = [];
    for (let at = 1; at <= log.length; at++) {
      if (log[at - 1]?.revealed !== null) continue;
      for (const station of board.ticketNeighbours(route[at - 1] as StationId, log[at - 1]?.ticket ?? 'taxi')) {
        const next = log[at];
        if (next && !board.ticketNeighbours(station, next.ticket).includes(route[at + 1] as StationId)) continue;
        const ruledOut = states.some((state) => state.log.length === at && !state.candidates.has(station));
        if (ruledOut) swaps.push({ at, station });
      }
    }
    expect(swaps.length).toBeGreaterThan(0);
    for (const { at, station } of swaps)
      expect(routeMisfit(states, changed(at, station))).toEqual({ why: 'ruled-out', at });
  });
});
