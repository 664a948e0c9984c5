// How many rides a reason says, the same in every language and in the CLI: an average over where
// he may be in whole rides (at least 1), a distance to his known station as it is.

/** The rides said for `rides` (`certain`: to his known station). */
export function spokenRides(rides: number, certain: boolean): number {
  return certain ? rides : Math.max(1, Math.round(rides));
}

/** The rides said for where a pawn that closes in stands now, or null when they would read the same
 *  as after its move (5.4 and 5.1 are both "about 5": "a little nearer"). */
export function spokenBefore(rides: number, before: number, certain: boolean): number | null {
  const was = spokenRides(before, certain);
  return was > spokenRides(rides, certain) ? was : null;
}
