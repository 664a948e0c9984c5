// The letters on a pawn's token, the same on the map and on every screen.

/** Short letters that tell the pawns apart: "R", "Blu" beside "Bla", "B1" for "Bobby 1". The map's
 *  tokens show the same. */
export function pawnLetters(pawns: readonly { readonly id: string; readonly name: string }[]): Map<string, string> {
  const compact = (name: string) => name.replace(/\s+/g, '').toLowerCase() || '?';
  const names = pawns.map((pawn) => compact(pawn.name));
  const letters = new Map<string, string>();
  pawns.forEach((pawn, index) => {
    const name = names[index] ?? '?';
    const digits = name.match(/\d+$/)?.[0];
    let prefix = name.slice(0, 1);
    if (digits && name.length > digits.length) prefix = `${prefix}${digits}`;
    else {
      const others = names.filter((_, other) => other !== index);
      for (let length = 1; length <= 3; length++) {
        prefix = name.slice(0, length);
        if (!others.some((other) => other.startsWith(prefix))) break;
      }
    }
    letters.set(pawn.id, `${prefix.slice(0, 1).toUpperCase()}${prefix.slice(1)}`);
  });
  return letters;
}
