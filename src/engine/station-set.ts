// An immutable set of stations (chessops `SquareSet` style). A bitset over station ids 0..223
// inside; every operation returns a new set, so sets can be shared freely between game states.
import type { StationId } from '../board/types';

/** 7 words x 32 bits covers station ids up to 223 (the board has 199). */
export const SET_WORDS = 7;
export const MAX_SET_STATION = SET_WORDS * 32 - 1;

function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class StationSet implements Iterable<StationId> {
  static readonly EMPTY = new StationSet(new Uint32Array(SET_WORDS));

  /** @internal Use the constructors below; the words are never mutated after construction. */
  private constructor(readonly words: Uint32Array) {}

  static of(...stations: StationId[]): StationSet {
    return StationSet.from(stations);
  }

  static from(stations: Iterable<StationId>): StationSet {
    const words = new Uint32Array(SET_WORDS);
    for (const station of stations) {
      if (!Number.isInteger(station) || station < 0 || station > MAX_SET_STATION) {
        throw new RangeError(`station ${station} is outside the set's range`);
      }
      words[station >>> 5] = (words[station >>> 5] as number) | (1 << (station & 31));
    }
    return new StationSet(words);
  }

  /** @internal For engine steps that build words directly; the caller gives up the array. */
  static fromWords(words: Uint32Array): StationSet {
    return new StationSet(words);
  }

  has(station: StationId): boolean {
    if (!Number.isInteger(station) || station < 0 || station > MAX_SET_STATION) return false;
    return (((this.words[station >>> 5] as number) >>> (station & 31)) & 1) === 1;
  }

  get size(): number {
    let total = 0;
    for (let i = 0; i < SET_WORDS; i++) total += bitCount(this.words[i] as number);
    return total;
  }

  isEmpty(): boolean {
    for (let i = 0; i < SET_WORDS; i++) if (this.words[i] !== 0) return false;
    return true;
  }

  with(station: StationId): StationSet {
    return this.union(StationSet.of(station));
  }

  without(station: StationId): StationSet {
    if (!this.has(station)) return this;
    const words = this.words.slice();
    words[station >>> 5] = (words[station >>> 5] as number) & ~(1 << (station & 31));
    return new StationSet(words);
  }

  union(other: StationSet): StationSet {
    const words = new Uint32Array(SET_WORDS);
    for (let i = 0; i < SET_WORDS; i++) words[i] = (this.words[i] as number) | (other.words[i] as number);
    return new StationSet(words);
  }

  intersect(other: StationSet): StationSet {
    const words = new Uint32Array(SET_WORDS);
    for (let i = 0; i < SET_WORDS; i++) words[i] = (this.words[i] as number) & (other.words[i] as number);
    return new StationSet(words);
  }

  diff(other: StationSet): StationSet {
    const words = new Uint32Array(SET_WORDS);
    for (let i = 0; i < SET_WORDS; i++) words[i] = (this.words[i] as number) & ~(other.words[i] as number);
    return new StationSet(words);
  }

  equals(other: StationSet): boolean {
    for (let i = 0; i < SET_WORDS; i++) if (this.words[i] !== other.words[i]) return false;
    return true;
  }

  /** The smallest station, or undefined for the empty set. */
  first(): StationId | undefined {
    for (const station of this) return station;
    return undefined;
  }

  *[Symbol.iterator](): Iterator<StationId> {
    for (let i = 0; i < SET_WORDS; i++) {
      let word = this.words[i] as number;
      while (word !== 0) {
        const low = word & -word;
        yield i * 32 + 31 - Math.clz32(low);
        word ^= low;
      }
    }
  }

  /** Ascending station ids. */
  toArray(): StationId[] {
    return [...this];
  }
}
