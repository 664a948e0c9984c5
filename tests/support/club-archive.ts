// Archives of whole games for the many-games bench and browser tests: games played through the
// real reducer by the arena's simulator (seeded, so every run makes the same file), both rule sets,
// dated a day apart, named "Club game <n>". Some entries can be damaged on purpose (a set-up that
// is not one), as a file that was edited by hand or cut would be.
import { simulateGame } from '../../src/arena/simulate';
import { makeArchiveJson } from '../../src/format/archive';
import type { Session } from '../../src/format/session';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first game's day; game n was played n days later. */
const FIRST_DAY = Date.parse('2020-01-04T19:00:00.000Z');

/** Whole game number `n` (from 1), seeded by its number. */
export function clubGame(n: number): Session {
  const ruleSet = n % 3 === 0 ? 'milton-bradley-1985' : 'ravensburger-2013';
  const game = simulateGame({ seed: n, ruleSet, detectives: 2 + (n % 4) });
  const started = new Date(FIRST_DAY + n * DAY_MS);
  return {
    id: `club-game-${n}`,
    name: `Club game ${n}`,
    createdAt: started.toISOString(),
    updatedAt: new Date(started.getTime() + 45 * 60 * 1000).toISOString(),
    setup: game.setup,
    events: game.events,
  };
}

/** Games 1 to `count`. */
export function clubGames(count: number): Session[] {
  return Array.from({ length: count }, (_, index) => clubGame(index + 1));
}

/** An archive of `count` whole games; the entries at `damaged` (0-based) have no set-up. */
export function clubArchive(count: number, damaged: readonly number[] = []): string {
  return archiveOf(clubGames(count), damaged);
}

/** An archive of these games; the entries at `damaged` (0-based) have no set-up. */
export function archiveOf(sessions: readonly Session[], damaged: readonly number[] = []): string {
  const text = makeArchiveJson(sessions, '2026-11-25T04:00:00.000Z');
  if (damaged.length === 0) return text;
  const archive = JSON.parse(text);
  for (const index of damaged) archive.sessions[index].setup = 'lost';
  return JSON.stringify(archive);
}
