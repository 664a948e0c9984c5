import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../i18n/percent';
import { informativeStations, likelyTags, shownPercents, tagThreshold } from './likely-tags';

const chanceOf = (values: Record<number, number>) => (id: number) => values[id] ?? 0;
const english = (probability: number) => formatPercent('en', probability);

describe('shownPercents: whole percentages as the list rounds them, never over 100', () => {
  it('rounds each share to the nearest whole percent, as the list of his stations does', () => {
    // A new player read "≈6%" on the map for 105 and "5.4%" in the list.
    const values = { 1: 0.054, 2: 0.084, 3: 0.065, 4: 0.18, 5: 0.617 };
    const rounded = shownPercents([4, 2, 3, 1], [1, 2, 3, 4, 5], chanceOf(values));
    expect([...rounded.entries()]).toEqual([
      [4, 18],
      [2, 8],
      [3, 7],
      [1, 5],
    ]);
  });

  it('never adds up to more than 100, each within a point of its share (random chances)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 199 }), (values) => {
        fc.pre(values.some((value) => value > 0));
        const stations = values.map((_, index) => index + 1);
        const shown = stations.slice(0, 5);
        const rounded = shownPercents(shown, stations, (id) => values[id - 1] ?? 0);
        expect([...rounded.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(100);
        const total = values.reduce((a, b) => a + b, 0);
        for (const id of shown) {
          expect(Math.abs((rounded.get(id) ?? 0) - ((values[id - 1] ?? 0) / total) * 100)).toBeLessThan(1);
        }
      }),
      { numRuns: 200, seed: 15 },
    );
  });
});

describe('beside the suggestions', () => {
  it('tags a station likelier than one a suggestion names, and not the named ones again', () => {
    // Milton Bradley, round 4 after a black ticket (a new player's game): 127 ≈34%, 140, 157 and
    // 141 ≈22% each, three suggestions "≈22% here" on the last three. Alone, none reaches the bar
    // (twice 25% is 50%); beside them 127 gets its tag.
    const values = { 127: 0.34, 140: 0.22, 157: 0.22, 141: 0.22 };
    const stations = Object.keys(values).map(Number);
    expect(informativeStations(stations, chanceOf(values))).toEqual([]);
    const beside = { named: new Set([140, 157, 141]), least: 0.22 };
    expect(likelyTags(stations, chanceOf(values), english, beside).map((tag) => tag.text)).toEqual(['≈34%']);
    // A station as likely as a named one, with no suggestion of its own, is not likelier: no tag.
    const even = { 127: 0.25, 140: 0.25, 157: 0.25, 141: 0.25 };
    expect(informativeStations(stations, chanceOf(even), 5, { named: new Set([140]), least: 0.25 })).toEqual([]);
  });

  it('never tags a station whose suggestion says its percentage, however likely', () => {
    const values = { 1: 0.7, 2: 0.1, 3: 0.1, 4: 0.1 };
    const stations = [1, 2, 3, 4];
    expect(informativeStations(stations, chanceOf(values))).toEqual([1]);
    expect(informativeStations(stations, chanceOf(values), 5, { named: new Set([1]), least: 0.7 })).toEqual([]);
  });
});

describe('informativeStations: tags only where they say something', () => {
  it('tags none of 45 candidates at 3.4-4.2% (even share 2.2%: none reaches twice that)', () => {
    const values: Record<number, number> = {};
    for (let id = 1; id <= 45; id++) values[id] = 0.034 + ((id % 9) / 8) * 0.008;
    const stations = Object.keys(values).map(Number);
    expect(informativeStations(stations, chanceOf(values))).toEqual([]);
  });

  it('tags stations at least twice an even share, likeliest first, at most five', () => {
    // 10 candidates: even share 10%, so 20% or more.
    const values = { 1: 0.3, 2: 0.22, 3: 0.19, 4: 0.05, 5: 0.04, 6: 0.04, 7: 0.04, 8: 0.04, 9: 0.04, 10: 0.04 };
    expect(informativeStations(Object.keys(values).map(Number), chanceOf(values))).toEqual([1, 2]);
    expect(tagThreshold(10)).toBeCloseTo(0.2);
  });

  it('with two or three candidates asks for 25 points above an even share (twice would be 100% or 67%)', () => {
    expect(informativeStations([1, 2], chanceOf({ 1: 0.8, 2: 0.2 }))).toEqual([1]);
    expect(informativeStations([1, 2], chanceOf({ 1: 0.6, 2: 0.4 }))).toEqual([]);
    expect(tagThreshold(3)).toBeCloseTo(1 / 3 + 0.25);
  });

  it('picks no tag among equals by number: a station as likely as the first left out gets none', () => {
    const values: Record<number, number> = { 1: 0.1, 2: 0.1, 3: 0.1, 4: 0.1, 5: 0.1, 6: 0.1 };
    for (let id = 7; id <= 100; id++) values[id] = 0.4 / 94;
    expect(informativeStations(Object.keys(values).map(Number), chanceOf(values))).toEqual([]);
  });

  it('tags none of 13 equally likely start cards, and of seven only the one at twice an even share', () => {
    const starts = [13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 132, 138];
    expect(informativeStations(starts, () => 1 / 13)).toEqual([]);
    const seven = [13, 26, 29, 34, 50, 53, 91];
    const chances = [0.3, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1];
    // An even share of seven is 14.3%: 30% is twice that, 20% is not.
    expect(informativeStations(seven, (id) => chances[seven.indexOf(id)] ?? 0)).toEqual([13]);
  });

  it('tags nothing for a single station (he is there: no estimate needed)', () => {
    expect(informativeStations([7], chanceOf({ 7: 1 }))).toEqual([]);
  });
});

describe('likelyTags', () => {
  it('marks each number as an estimate, in the player’s language', () => {
    const values = { 1: 0.556, 2: 0.24, 3: 0.1, 4: 0.104 };
    const tags = likelyTags([1, 2, 3, 4], chanceOf(values), english);
    expect(tags.map((tag) => tag.text)).toEqual(['≈56%']);
    const german = likelyTags([1, 2, 3, 4], chanceOf(values), (p) => formatPercent('de', p));
    expect(german.map((tag) => tag.text)).toEqual(['≈56\u00a0%']);
  });

  it('never shows tags that add up to more than 100% (random chances)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 120 }), (values) => {
        fc.pre(values.some((value) => value > 0));
        const stations = values.map((_, index) => index + 1);
        const tags = likelyTags(stations, (id) => values[id - 1] ?? 0, english);
        expect(tags.reduce((sum, tag) => sum + tag.percent, 0)).toBeLessThanOrEqual(100);
        expect(tags.length).toBeLessThanOrEqual(5);
        // With two or more stations possible, no tag says 100% (a table reads that as certain).
        expect(tags.every((tag) => tag.percent <= 99 && !tag.text.includes('100'))).toBe(true);
      }),
      { numRuns: 300, seed: 15 },
    );
  });

  it('says ≈99%, not ≈100%, for a station at 99.6% while 25 others stay possible', () => {
    const values: Record<number, number> = { 1: 0.996 };
    for (let id = 2; id <= 26; id++) values[id] = 0.004 / 25;
    const tags = likelyTags(Object.keys(values).map(Number), chanceOf(values), english);
    expect(tags.map((tag) => tag.text)).toEqual(['≈99%']);
  });

  it('reads at most 100% where the same numbers rounded one by one would read 101%', () => {
    // Three likely stations and a tail: 33.5 + 33.5 + 32.5 rounded alone read 34 + 34 + 33 = 101;
    // the one rounded up by the least (the last, at .5 like the others, by its number) gives back.
    const values: Record<number, number> = { 1: 0.335, 2: 0.335, 3: 0.325 };
    for (let id = 4; id <= 8; id++) values[id] = 0.001;
    const tags = likelyTags(Object.keys(values).map(Number), chanceOf(values), english);
    expect(tags.reduce((sum, tag) => sum + tag.percent, 0)).toBe(100);
  });
});
