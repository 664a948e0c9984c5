// StationSet algebra (chessops squareSet.test.ts style): constructors, queries, set operations,
// ascending iteration, and immutability (no operation changes the set it is called on).
import { describe, expect, it } from 'vitest';
import { MAX_SET_STATION, StationSet } from './station-set';

const set = (...stations: number[]) => StationSet.of(...stations);

describe('constructors and queries', () => {
  it('of and from agree, ignore duplicates and order', () => {
    expect(set(74, 1, 199, 74).equals(StationSet.from([199, 74, 1]))).toBe(true);
    expect(set(74, 1, 199, 74).size).toBe(3);
    expect(StationSet.from(new Set([5, 6])).toArray()).toEqual([5, 6]);
  });

  it('the empty set', () => {
    expect(StationSet.EMPTY.size).toBe(0);
    expect(StationSet.EMPTY.isEmpty()).toBe(true);
    expect(StationSet.EMPTY.first()).toBeUndefined();
    expect([...StationSet.EMPTY]).toEqual([]);
    expect(set().equals(StationSet.EMPTY)).toBe(true);
    expect(set(0).isEmpty()).toBe(false);
  });

  it.each([
    [[1], 1, true],
    [[1], 2, false],
    [[31, 32], 31, true],
    [[31, 32], 32, true],
    [[31, 32], 33, false],
    [[199], 199, true],
    [[MAX_SET_STATION], MAX_SET_STATION, true],
    [[1], -1, false],
    [[1], MAX_SET_STATION + 1, false],
    [[1], 1.5, false],
  ])('%j has %d: %s', (stations, station, expected) => {
    expect(StationSet.from(stations).has(station)).toBe(expected);
  });

  it.each([-1, 1.5, MAX_SET_STATION + 1, Number.NaN])('station %d cannot be put in a set', (station) => {
    expect(() => set(station)).toThrow(RangeError);
  });

  it('iterates in ascending order across word boundaries; first is the smallest', () => {
    const stations = [199, 0, 31, 32, 63, 64, 100, 153, 1];
    const sorted = [0, 1, 31, 32, 63, 64, 100, 153, 199];
    expect([...StationSet.from(stations)]).toEqual(sorted);
    expect(StationSet.from(stations).toArray()).toEqual(sorted);
    expect(StationSet.from(stations).first()).toBe(0);
    expect(set(153, 74).first()).toBe(74);
  });

  it('size counts every bit, including whole words', () => {
    const all = Array.from({ length: MAX_SET_STATION + 1 }, (_, i) => i);
    expect(StationSet.from(all).size).toBe(MAX_SET_STATION + 1);
    expect(StationSet.from(all.filter((i) => i % 3 === 0)).size).toBe(75);
  });
});

describe('algebra', () => {
  const a = set(1, 13, 46, 74, 153);
  const b = set(13, 74, 111, 199);
  it.each([
    ['union', a.union(b), [1, 13, 46, 74, 111, 153, 199]],
    ['intersect', a.intersect(b), [13, 74]],
    ['diff a-b', a.diff(b), [1, 46, 153]],
    ['diff b-a', b.diff(a), [111, 199]],
    ['without member', a.without(46), [1, 13, 74, 153]],
    ['without non-member', a.without(47), [1, 13, 46, 74, 153]],
    ['without a fraction is without nothing (not station 1)', a.without(1.5), [1, 13, 46, 74, 153]],
    ['with new', a.with(199), [1, 13, 46, 74, 153, 199]],
    ['with member', a.with(74), [1, 13, 46, 74, 153]],
    ['union with empty', a.union(StationSet.EMPTY), [1, 13, 46, 74, 153]],
    ['intersect with empty', a.intersect(StationSet.EMPTY), []],
  ])('%s', (_name, result, expected) => {
    expect(result.toArray()).toEqual(expected);
  });

  it('equals compares members, not identity', () => {
    expect(a.equals(set(153, 74, 46, 13, 1))).toBe(true);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(a.with(2))).toBe(false);
    expect(a.with(2).without(2).equals(a)).toBe(true);
  });

  it('no operation changes the set it is called on', () => {
    const original = set(1, 13, 46, 74, 153);
    const before = original.toArray();
    original.union(b);
    original.intersect(b);
    original.diff(b);
    original.without(13);
    original.with(2);
    expect(original.toArray()).toEqual(before);
    expect(b.toArray()).toEqual([13, 74, 111, 199]);
    expect(StationSet.EMPTY.with(5).size).toBe(1);
    expect(StationSet.EMPTY.isEmpty()).toBe(true);
  });

  it('a result does not share storage with its source', () => {
    const source = set(10, 20);
    const grown = source.with(30);
    const shrunk = grown.without(10);
    expect(source.toArray()).toEqual([10, 20]);
    expect(grown.toArray()).toEqual([10, 20, 30]);
    expect(shrunk.toArray()).toEqual([20, 30]);
  });
});
