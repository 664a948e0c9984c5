// Archives of whole games for the many-games bench and browser tests: games played through the
// real reducer by the arena's simulator (seeded, so every run makes the same file), both rule sets,
// dated a day apart, named "Club game <n>". Some entries can be damaged on purpose (a set-up that
// is not one), as a file that was edited by hand or cut would be, and some can carry Dragnet's
// secret as Mister X (his true route, as a version 3 file does).
import { simulateGame } from '../../src/arena/simulate';
import { makeArchiveJson } from '../../src/format/archive';
import type { DragnetXFile, Session } from '../../src/format/session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first game's day; game n was played n days later. */
const FIRST_DAY = Date.parse('2020-01-04T19:00:00.000Z');

/** Whole game number `n` (from 1), seeded by its number, with Mister X's route. */
function playClubGame(n: number): { readonly session: Session; readonly route: DragnetXFile['route'] } {
  const ruleSet = n % 3 === 0 ? 'milton-bradley-1985' : 'ravensburger-2013';
  const game = simulateGame({ seed: n, ruleSet, detectives: 2 + (n % 4) });
  const started = new Date(FIRST_DAY + n * DAY_MS);
  const session = {
    id: `club-game-${n}`,
    name: `Club game ${n}`,
    createdAt: started.toISOString(),
    updatedAt: new Date(started.getTime() + 45 * 60 * 1000).toISOString(),
    setup: game.setup,
    events: game.events,
  };
  return { session, route: game.route };
}

/** Whole game number `n` (from 1), seeded by its number. */
export function clubGame(n: number): Session {
  return playClubGame(n).session;
}

/** Games 1 to `count`. */
export function clubGames(count: number): Session[] {
  return Array.from({ length: count }, (_, index) => clubGame(index + 1));
}

/** Games 1 to `count`, every fourth said to be played by Dragnet as Mister X (easy, medium and hard
 *  in turn; both rule sets): his secret for each, as an export of them carries it. */
export function clubGamesWithDragnet(count: number): {
  readonly sessions: Session[];
  readonly secrets: Map<string, DragnetXFile>;
} {
  const strengths = ['easy', 'medium', 'hard'] as const;
  const sessions: Session[] = [];
  const secrets = new Map<string, DragnetXFile>();
  for (let n = 1; n <= count; n++) {
    const { session, route } = playClubGame(n);
    sessions.push(session);
    const strength = strengths[(n / 4) % 3];
    if (n % 4 === 0 && strength) secrets.set(session.id, { strength, seed: n, route });
  }
  return { sessions, secrets };
}

/** An archive of `count` whole games; the entries at `damaged` (0-based) have no set-up. */
export function clubArchive(count: number, damaged: readonly number[] = []): string {
  return archiveOf(clubGames(count), damaged);
}

/** An archive of these games; the entries at `damaged` (0-based) have no set-up; the games with a
 *  secret in `secrets` are written as Dragnet's. */
export function archiveOf(
  sessions: readonly Session[],
  damaged: readonly number[] = [],
  secrets: ReadonlyMap<string, DragnetXFile> = new Map(),
): string {
  const text = makeArchiveJson(sessions, '2026-11-25T04:00:00.000Z', secrets);
  if (damaged.length === 0) return text;
  const archive = JSON.parse(text);
  for (const index of damaged) archive.sessions[index].setup = 'lost';
  return JSON.stringify(archive);
}
