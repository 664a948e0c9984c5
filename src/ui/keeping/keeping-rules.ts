// When to tell the table how to keep its saved games, and what applies to its browser. Pure: the
// caller brings what the browser answered, the stored record and the games' count and dates.
import type { Keeping } from '../../store/keeping';

/** 'ios-safari': Safari on an iPhone or iPad, not opened from the Home Screen: it deletes a site's
 *  storage after seven days without a visit. 'installed': opened as an installed app. */
export type Platform = 'ios-safari' | 'installed' | 'other';

export type KeepingNotice = 'first' | 'reminder';

/** A reminder comes once this many games are saved... */
export const REMIND_FROM_GAMES = 20;
/** ...and no backup was made for this long (nor, without any, since the oldest game). */
export const REMIND_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface KeepingFacts {
  readonly keeping: Keeping;
  /** The browser promised to keep the storage (navigator.storage.persist). */
  readonly persistent: boolean;
  readonly games: number;
  /** The oldest saved game's last change (ISO), null with none. */
  readonly oldestGame: string | null;
  readonly now: Date;
}

/** After a game is over: the first notice, once, where storage is not kept for sure. */
export function noticeAfterGame(facts: KeepingFacts): KeepingNotice | null {
  if (facts.persistent || facts.keeping.noticeShownAt !== null || facts.games === 0) return null;
  return 'first';
}

/** At start, between games: a reminder when many games are saved and none backed up for long,
 *  at most once in the same span. */
export function reminderAtStart(facts: KeepingFacts): KeepingNotice | null {
  if (facts.games < REMIND_FROM_GAMES) return null;
  const since = facts.keeping.lastBackupAt ?? facts.oldestGame;
  const long = (time: string | null) =>
    time === null || facts.now.getTime() - Date.parse(time) >= REMIND_AFTER_DAYS * DAY_MS;
  return long(since) && long(facts.keeping.remindedAt) ? 'reminder' : null;
}

export function platformOf(userAgent: string, touchPoints: number, standalone: boolean): Platform {
  if (standalone) return 'installed';
  // iPadOS Safari says it is a Mac; a Mac has no touch screen.
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  return ios ? 'ios-safari' : 'other';
}

/** Whole days since `time` (ISO), for the reminder's words. */
export function daysSince(time: string, now: Date): number {
  return Math.floor((now.getTime() - Date.parse(time)) / DAY_MS);
}
