// Which of Mister X's possible stations carry a percentage on the map, and which number (pure).
// The numbers are estimates, written "≈24%" (the map key says what that means).
import type { StationId } from '../../board/types';

export const MOST_TAGS = 5;
const LEAST = 0.02;

/** Whole percentages for the stations shown, each the nearest to its share, as the list of his
 *  stations rounds it (its "5.4%" is "≈5%" here, never "≈6%", so map and list agree); the tags
 *  never add up to more than 100%: where they would, those rounded up by the least give a point
 *  back (floors never add up to more). */
export function shownPercents(
  shown: readonly StationId[],
  stations: readonly StationId[],
  chance: (id: StationId) => number,
): Map<StationId, number> {
  const total = stations.reduce((sum, id) => sum + Math.max(0, chance(id)), 0);
  const rounded = new Map<StationId, number>();
  if (total <= 0) return rounded;
  const exact = shown.map((id) => ({ id, value: (Math.max(0, chance(id)) / total) * 100 }));
  let sum = 0;
  for (const { id, value } of exact) {
    rounded.set(id, Math.round(value));
    sum += Math.round(value);
  }
  const roundedUp = exact
    .filter(({ id, value }) => (rounded.get(id) ?? 0) > value)
    .sort((a, b) => a.value - Math.floor(a.value) - (b.value - Math.floor(b.value)) || a.id - b.id);
  for (const { id } of roundedUp) {
    if (sum <= 100) break;
    rounded.set(id, (rounded.get(id) ?? 0) - 1);
    sum--;
  }
  return rounded;
}

/** The least share of n candidates' probability that is worth a tag (see the top). */
export function tagThreshold(count: number): number {
  return Math.max(LEAST, Math.min(2 / count, 1 / count + 0.25));
}

/** Beside the suggestions: a suggestion onto one of his stations says its own percentage ("1.
 *  ≈22% here"), and every station likelier than one a suggestion names gets its tag too, so that a
 *  likelier station no pawn can reach does not read as unlikely for want of a number. */
export interface Beside {
  /** Stations a suggestion goes to: their tag is the suggestion's, one tag a station. */
  readonly named: ReadonlySet<StationId>;
  /** The least share a suggestion says ("≈22% here"): a station likelier than it gets a tag
   *  (1 when none says one). */
  readonly least: number;
}

/** The stations worth a tag, likeliest first. A tag says "likelier than the rest", so only those
 *  at least twice an even share (2/n of n candidates): in round 1, 45 candidates at 3.4-4.2% (even
 *  share 2.2%) get none. With two or three candidates, where twice would mean 100% or 67%, 25
 *  points above an even share is enough (75% of two). Never below 2%, at most `most`, and none for
 *  a station as likely as the first one left out (no tags picked among equals by number). */
export function informativeStations(
  stations: readonly StationId[],
  chance: (id: StationId) => number,
  most = MOST_TAGS,
  beside?: Beside,
): StationId[] {
  if (stations.length < 2) return [];
  const total = stations.reduce((sum, id) => sum + Math.max(0, chance(id)), 0);
  if (total <= 0) return [];
  const share = (id: StationId) => Math.max(0, chance(id)) / total;
  const bar = Math.min(tagThreshold(stations.length), beside ? beside.least * (1 + 1e-6) : 1);
  const ranked = stations
    .filter((id) => share(id) >= bar && !beside?.named.has(id))
    .sort((a, b) => share(b) - share(a) || a - b);
  const untagged = ranked[most];
  if (untagged === undefined) return ranked;
  const tie = share(untagged) * (1 + 1e-6);
  return ranked.slice(0, most).filter((id) => share(id) > tie);
}

export interface LikelyTag {
  readonly station: StationId;
  /** "≈24%" (German "≈24 %"). */
  readonly text: string;
  readonly percent: number;
}

/** The tags for the map, likeliest first: `percent` formats a probability in the player's language. */
export function likelyTags(
  stations: readonly StationId[],
  chance: (id: StationId) => number,
  percent: (probability: number) => string,
  beside?: Beside,
): LikelyTag[] {
  const shown = informativeStations(stations, chance, MOST_TAGS, beside);
  if (shown.length === 0) return [];
  const rounded = shownPercents(shown, stations, chance);
  return shown.map((station) => {
    // Never "≈100%" while other stations stay possible: a table reads it as certain.
    const value = Math.min(99, rounded.get(station) ?? 0);
    return { station, percent: value, text: `≈${percent(value / 100)}` };
  });
}
