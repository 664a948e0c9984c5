// A round's moves picked together (the review's "Try it"): each pawn rides from where the round's
// moves began, to a station no other pick takes, onto another pawn's station only once that pawn
// moves off it (never two pawns waiting on each other), with tickets its pile holds after the
// other picks. Board: Ravensburger 2013, 74 joins 58 by taxi and bus and 46 by underground; 13
// joins 46, 67 and 89 by underground. A pick refused says why in the rules' words.
import { describe, expect, it } from 'vitest';
import { rbSetup, Table, xMove } from '../../tests/support/game-builder';
import type { StationId, TransportTicket } from '../board/types';
import { english } from '../words/english';
import { type PlannedRide, plannedDestinations, plannedRefusal, unplannedPawns } from './round-plan';

const RED = 0;
const BLUE = 1;
const GREEN = 2;
const YELLOW = 3;

/** Red 74, Blue 58 (detectives), Green Bobby 13, Yellow Bobby 194, after Mister X's first ticket. */
function roundStart(starts: readonly StationId[] = [74, 58, 13, 194], detectives = 2) {
  return new Table(rbSetup(starts, detectives, { pawnStartCards: null })).play(xMove('taxi')).state;
}

const ride = (pawn: number, to: StationId, ticket: TransportTicket): PlannedRide => ({ pawn, to, ticket });

describe('where a pawn may go with the round’s other picks', () => {
  it('offers its lines with the tickets it holds, never a station a pawn stays on (RB 2013 "unoccupied stations")', () => {
    const state = roundStart();
    expect(Object.fromEntries(plannedDestinations(state, RED, []))).toEqual({
      73: ['taxi'],
      75: ['taxi'],
      92: ['taxi'],
      94: ['bus'],
      46: ['underground'],
    });
  });

  it('never offers the station another pick takes', () => {
    const state = roundStart();
    expect(plannedDestinations(state, RED, [ride(BLUE, 75, 'taxi')]).has(75)).toBe(false);
    // Its own earlier pick is no obstacle: it is being picked again.
    expect(plannedDestinations(state, RED, [ride(RED, 75, 'taxi')]).has(75)).toBe(true);
  });

  it('offers a pawn’s station once that pawn moves off it, unless that pawn waits for this one', () => {
    const state = roundStart();
    expect(plannedDestinations(state, RED, [ride(BLUE, 75, 'taxi')]).get(58)).toEqual(['taxi', 'bus']);
    // Blue to Red's 74 and Red to Blue's 58: neither can go first.
    expect(plannedDestinations(state, RED, [ride(BLUE, 74, 'taxi')]).has(58)).toBe(false);
  });

  it('counts the other picks’ tickets against a shared pile (RB 2013 two-player game)', () => {
    // Red 74 and Blue 13 share one pile; with one underground ticket left, only one of them rides it.
    const start = roundStart([74, 13, 23, 194], 1);
    const state = { ...start, tickets: start.tickets.map((pile) => ({ ...pile, underground: 1 })) };
    expect(plannedDestinations(state, RED, []).get(46)).toEqual(['underground']);
    expect(plannedDestinations(state, RED, [ride(BLUE, 67, 'underground')]).has(46)).toBe(false);
    expect(plannedDestinations(state, RED, [ride(BLUE, 14, 'taxi')]).get(46)).toEqual(['underground']);
    // With a pile each, Blue's ride takes nothing from Red's.
    const apart = roundStart([74, 13, 23, 194], 2);
    const own = { ...apart, tickets: apart.tickets.map((pile) => ({ ...pile, underground: 1 })) };
    expect(plannedDestinations(own, RED, [ride(BLUE, 67, 'underground')]).get(46)).toEqual(['underground']);
  });

  it('names the pawns still without a move, until every pawn that can move has one', () => {
    const state = roundStart();
    expect(unplannedPawns(state, [])).toEqual([RED, BLUE, GREEN, YELLOW]);
    const plan = [ride(RED, 75, 'taxi'), ride(BLUE, 59, 'taxi'), ride(GREEN, 14, 'taxi')];
    expect(unplannedPawns(state, plan)).toEqual([YELLOW]);
    expect(unplannedPawns(state, [...plan, ride(YELLOW, 195, 'taxi')])).toEqual([]);
  });
});

describe('why a pawn may not go there', () => {
  const refused = (...args: Parameters<typeof plannedRefusal>) => {
    const error = plannedRefusal(...args);
    return error && english.rule(error, args[0].game.setup);
  };

  it('says so in the words of a move refused at the table', () => {
    const state = roundStart();
    expect(refused(state, RED, 75, [])).toBeNull();
    expect(refused(state, RED, 58, [])).toBe('Station 58 is taken by Blue.');
    expect(refused(state, RED, 75, [ride(BLUE, 75, 'taxi')])).toBe('Station 75 is taken by Blue.');
    expect(refused(state, RED, 58, [ride(BLUE, 74, 'taxi')])).toBe('Station 58 is taken by Blue.');
    expect(refused(state, RED, 1, [])).toBe(
      'Red cannot reach station 1 from station 74 in one move: no taxi, bus or underground line joins them.',
    );
    const start = roundStart([74, 13, 23, 194], 1);
    const lastUnderground = { ...start, tickets: start.tickets.map((pile) => ({ ...pile, underground: 1 })) };
    expect(refused(lastUnderground, RED, 46, [ride(BLUE, 67, 'underground')])).toBe(
      'Red has no underground ticket left.',
    );
  });
});
