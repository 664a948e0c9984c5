// Where he was at a review step and the legs he rode to get there, from his known route and the
// travel log as it stood at that step.
import { describe, expect, it } from 'vitest';
import type { Ticket } from '../../board/types';
import type { LogEntry } from '../../game/state';
import { routeSoFar } from './route-so-far';

/** A travel log of these tickets; `revealed`: the entries (1-based) after which he showed himself. */
function log(tickets: readonly Ticket[], revealed: ReadonlyMap<number, number> = new Map()): LogEntry[] {
  return tickets.map((ticket, index) => ({
    ticket,
    round: index + 1,
    double: false,
    surfacing: revealed.has(index + 1),
    revealed: revealed.get(index + 1) ?? null,
    event: index * 2,
  }));
}

describe('his route so far', () => {
  const dragnet = { start: 35, stations: [48, 62, 79, 46], by: 'dragnet' } as const;

  it('starts on his start card when Dragnet played him: a leg per entry, by its ticket', () => {
    expect(routeSoFar(dragnet, [])).toEqual({ here: 35, legs: [] });
    expect(routeSoFar(dragnet, log(['taxi', 'bus', 'underground'], new Map([[3, 79]])))).toEqual({
      here: 79,
      legs: [
        { entry: 1, from: 35, to: 48, ticket: 'taxi', surfaced: false },
        { entry: 2, from: 48, to: 62, ticket: 'bus', surfaced: false },
        { entry: 3, from: 62, to: 79, ticket: 'underground', surfaced: true },
      ],
    });
  });

  it('starts at entry 1 for a logbook, which has no start', () => {
    const logbook = { ...dragnet, start: null, by: 'logbook' } as const;
    expect(routeSoFar(logbook, [])).toEqual({ here: null, legs: [] });
    expect(routeSoFar(logbook, log(['taxi']))).toEqual({ here: 48, legs: [] });
    expect(routeSoFar(logbook, log(['taxi', 'black'])).legs).toEqual([
      { entry: 2, from: 48, to: 62, ticket: 'black', surfaced: false },
    ]);
  });

  it('knows nothing past the entries that fit the record', () => {
    const checked = { start: null, stations: [48, 62], by: 'logbook' } as const;
    const sofar = routeSoFar(checked, log(['taxi', 'taxi', 'bus', 'taxi']));
    expect(sofar.here).toBeNull();
    expect(sofar.legs.map((leg) => leg.entry)).toEqual([2]);
  });
});
