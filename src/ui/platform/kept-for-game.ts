// Small conveniences kept for the game in play across a reload (the map's view, the chosen pawn):
// one record each in localStorage, tagged with its game, so nothing grows with the saved games, and
// a missing, full or foreign storage costs only the convenience.

const PREFIX = 'dragnet.';

/** Keeps `value` as `name` for `game`; null forgets it. */
export function keepForGame(name: string, game: string, value: Readonly<Record<string, unknown>> | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(PREFIX + name, JSON.stringify({ ...value, game }));
    else globalThis.localStorage?.removeItem(PREFIX + name);
  } catch {
    // No storage, or a full one: only the convenience is lost.
  }
}

/** What was kept as `name` for `game`, or null (another game's, nothing, or not a record). */
export function keptForGame(name: string, game: string): Readonly<Record<string, unknown>> | null {
  try {
    const kept = JSON.parse(globalThis.localStorage?.getItem(PREFIX + name) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    return (kept as Record<string, unknown>).game === game ? (kept as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
