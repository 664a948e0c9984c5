// Set-up problems in English (codes in src/game/messages.ts `SetupProblem`), as clauses for "This
// set-up cannot be played: ...". Loaded with the file words: a set-up the set-up screen builds
// meets only the problems it words itself.
import type { SetupTemplates } from './words';

export const setupEn: SetupTemplates = {
  'unknown-route': (p) => `the board has no uncertain route "${p.route}"`,
  'no-detective': () => 'there must be at least one detective',
  'too-many-pawns': (p) => `at most ${p.max} pawns can play`,
  'bad-pawn-id': (p) => `pawn id "${p.pawn}" must be 1-24 of a-z, 0-9 and -`,
  'same-pawn-id': (p) => `two pawns are called "${p.pawn}"`,
  'no-name': (p) => `pawn "${p.pawn}" needs a name of 1-${p.max} characters`,
  'long-name': (p) => `pawn "${p.pawn}" needs a name of 1-${p.max} characters`,
  'same-name': (p, say) => `two pawns are called "${say.pawn(p.pawns[0])}"`,
  'start-off-board': (p, say) => `${say.pawn(p.pawn)} starts on station ${p.station}, which is not on the board`,
  'same-start': (p, say) =>
    `${say.pawn(p.pawns[0])} and ${say.pawn(p.pawns[1])} both start on station ${say.station(p.station)}`,
  'start-not-a-card': (p, say) => `no start card shows station ${say.station(p.station)} (${say.pawn(p.pawn)})`,
  'bobby-pile': (p, say) => `${say.pawn(p.pawn)} is a Bobby and rides free: no ticket pile`,
  'no-pile': (p, say) => `${say.pawn(p.pawn)} has no ticket pile`,
  'same-pile-id': (p) => `two ticket piles are called "${p.pile}"`,
  'pile-counts': (p) => `ticket counts must be whole numbers 0-${p.max}`,
  'unused-pile': (p) => `no pawn uses the ticket pile "${p.pile}"`,
  'x-counts': (p) => `Mister X's ticket counts must be whole numbers 0-${p.max}`,
  'card-off-board': (p) => `start card ${p.station} is not a station on the board`,
  'x-cards-taken': () => 'every start card Mister X could hold is taken by a pawn',
  'surfacing-order': () => 'surfacing entries must be whole numbers in ascending order',
  'round-limit': (p) => `the round limit must be a whole number from 1 to ${p.max}, or none`,
};
