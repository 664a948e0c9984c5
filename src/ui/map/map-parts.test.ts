// Pure pieces of the map: parallel route lines, pawn initials, arrow-key travel, key meanings.
import { describe, expect, it } from 'vitest';
import { getBoard } from '../../board/graph';
import { pawnLetters } from '../pawns/pawn-letters';
import { mapKeyAction } from './map-keys';
import type { MapPawn } from './map-types';
import { routeSegments } from './static-layer';
import { nearestInDirection } from './station-nav';

const classic = getBoard('ravensburger-classic');

function pawn(id: string, name: string): MapPawn {
  return { id, name, colour: '#000', station: 1, kind: 'detective' };
}

describe('routeSegments', () => {
  it('draws every route once', () => {
    expect(routeSegments(classic)).toHaveLength(classic.routes.length);
  });

  it('pushes lines between the same two stations apart (58-74: taxi and bus, rulebook station-74 example)', () => {
    const pair = routeSegments(classic).filter((s) => s.key.startsWith('58-74-'));
    expect(pair.map((s) => s.type)).toEqual(['taxi', 'bus']);
    const [taxi, bus] = pair;
    expect(Math.hypot((taxi?.x1 ?? 0) - (bus?.x1 ?? 0), (taxi?.y1 ?? 0) - (bus?.y1 ?? 0))).toBeCloseTo(4);
  });

  it('draws the ferry on the routes its board prints', () => {
    expect(routeSegments(classic).filter((s) => s.type === 'ferry')).toHaveLength(3);
  });
});

describe('pawnLetters', () => {
  it('gives one letter where it is enough, more where colours clash', () => {
    const initials = pawnLetters([
      pawn('r', 'Red'),
      pawn('bu', 'Blue'),
      pawn('bk', 'Black'),
      pawn('g', 'Green'),
      pawn('b1', 'Bobby 1'),
      pawn('b2', 'Bobby 2'),
    ]);
    expect(Object.fromEntries(initials)).toEqual({ r: 'R', bu: 'Blu', bk: 'Bla', g: 'G', b1: 'B1', b2: 'B2' });
  });
});

describe('nearestInDirection', () => {
  it('travels from 74 to its neighbours on screen', () => {
    expect(nearestInDirection(classic, 74, 'right')).toBe(75);
    expect(nearestInDirection(classic, 74, 'down')).toBe(94);
    expect(nearestInDirection(classic, 75, 'left')).toBe(74);
  });

  it('stops at the edge of the board', () => {
    const leftmost = classic.stationIds.reduce((a, b) => (classic.station(a).x <= classic.station(b).x ? a : b));
    expect(nearestInDirection(classic, leftmost, 'left')).toBeUndefined();
  });
});

describe('mapKeyAction', () => {
  it.each([
    ['Enter', false, { station: 74 }, { kind: 'tap-station', station: 74 }],
    [' ', false, { pawn: 'red' }, { kind: 'tap-pawn', pawn: 'red' }],
    ['Enter', false, {}, undefined],
    ['ArrowRight', false, { station: 74 }, { kind: 'next-station', from: 74, direction: 'right' }],
    ['ArrowRight', true, { station: 74 }, { kind: 'pan', dx: -80, dy: 0 }],
    ['ArrowUp', false, {}, { kind: 'pan', dx: 0, dy: 80 }],
    ['+', false, {}, { kind: 'zoom', factor: 1.4 }],
    ['-', false, { station: 3 }, { kind: 'zoom', factor: 1 / 1.4 }],
    ['0', false, {}, { kind: 'fit' }],
    ['x', false, { station: 3 }, undefined],
  ] as const)('%j (shift %s) on %j', (key, shift, target, action) => {
    expect(mapKeyAction(key, shift, target)).toEqual(action);
  });
});
