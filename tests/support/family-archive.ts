// A family's saved games for the table's record (browser tests, README screenshots and the bench):
// whole games played by the arena's simulator through the real reducer (seeded, so every run makes
// the same file), both rule sets and every number of Ravensburger detective players, the pawns
// named after the family (Bobbies left unnamed), some of them against Dragnet's Mister X (version 3
// entries carrying his secret: his true route and a strength), two cut short and still going on.

import { greedyDetectives } from '../../src/arena/detective-policies';
import { simulateGame } from '../../src/arena/simulate';
import { evasiveX } from '../../src/arena/x-policies';
import { makeArchiveJson } from '../../src/format/archive';
import type { DragnetXFile, Session } from '../../src/format/session';
import type { Setup } from '../../src/game/setup';

export const FAMILY = ['Anna', 'Ben', 'Clara', 'Dad', 'Mum'] as const;
const STRENGTHS = ['easy', 'medium', 'hard'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_DAY = Date.parse('2025-09-06T18:00:00.000Z');

export interface FamilyGame {
  readonly session: Session;
  /** Dragnet's secret, for the games he played as Mister X. */
  readonly dragnetX: DragnetXFile | null;
}

/** The detectives named after the family in turn, from the game's number; Bobbies keep their names. */
function named(setup: Setup, n: number): Setup {
  let next = n;
  const pawns = setup.pawns.map((pawn) =>
    pawn.kind === 'bobby' ? pawn : { ...pawn, name: FAMILY[next++ % FAMILY.length] as string },
  );
  return { ...setup, pawns };
}

/** Game `n` (from 1): every fourth under Milton Bradley's rules, the rest Ravensburger's with 1 to 5
 *  detective players in turn; Mister X evasive in odd games (he escapes more often), the arena's
 *  fuzzing player in even ones; every third played by Dragnet; games 5 and 12 stopped in round 6. */
export function familyGame(n: number): FamilyGame {
  const ruleSet = n % 4 === 0 ? 'milton-bradley-1985' : 'ravensburger-2013';
  const game = simulateGame({
    seed: 100 + n,
    ruleSet,
    detectives: 1 + (n % 5),
    ...(n % 2 === 1 && { x: evasiveX, detectivePolicy: greedyDetectives }),
    ...((n === 5 || n === 12) && { maxRounds: 6 }),
  });
  const started = new Date(FIRST_DAY + n * DAY_MS);
  const session: Session = {
    id: `family-game-${n}`,
    name: `Family game ${n}`,
    createdAt: started.toISOString(),
    updatedAt: new Date(started.getTime() + 50 * 60 * 1000).toISOString(),
    setup: named(game.setup, n),
    events: game.events,
  };
  const strength = STRENGTHS[(n / 3) % 3];
  const dragnetX = n % 3 === 0 && strength ? { strength, seed: n, route: game.route } : null;
  return { session, dragnetX };
}

export function familyGames(count: number): FamilyGame[] {
  return Array.from({ length: count }, (_, index) => familyGame(index + 1));
}

/** The archive a family's export would be: Dragnet's games with his secret. */
export function familyArchive(games: readonly FamilyGame[]): string {
  const secrets = new Map(
    games.flatMap(({ session, dragnetX }) => (dragnetX ? [[session.id, dragnetX] as const] : [])),
  );
  return makeArchiveJson(
    games.map((game) => game.session),
    '2026-12-01T09:00:00.000Z',
    secrets,
  );
}
