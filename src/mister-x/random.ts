// The Mister X player's own seeded random source (mulberry32, public domain), so that the same
// record, route and seed always give the same move. A copy of the arena's, which the app never
// loads; the seed is mixed with the number of events so that each turn of a game draws afresh.

export interface Draw {
  /** A float in [0, 1). */
  next(): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededDraw(seed: number, salt = 0): Draw {
  let a = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(salt >>> 0, 0x85ebca6b)) >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, chance: (probability) => next() < probability };
}
