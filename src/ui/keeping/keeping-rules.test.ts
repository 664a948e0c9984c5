// When the table hears how to keep its saved games: the first notice once after a game where the
// browser keeps nothing for sure, a reminder of a backup when many games have none for long, and
// which advice fits the browser (Safari on iOS deletes a site's storage after seven days without a
// visit unless it was added to the Home Screen: the WebKit blog, "Full Third-Party Cookie Blocking
// and More", March 2020).
import { describe, expect, it } from 'vitest';
import { migrateKeeping, NEVER_TOLD } from '../../store/keeping';
import type { KeepingFacts } from './keeping-rules';
import { noticeAfterGame, platformOf, REMIND_AFTER_DAYS, REMIND_FROM_GAMES, reminderAtStart } from './keeping-rules';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const facts = (change: Partial<KeepingFacts>): KeepingFacts => ({
  keeping: NEVER_TOLD,
  persistent: false,
  games: 1,
  oldestGame: daysAgo(0),
  now: NOW,
  ...change,
});

describe('the notice after a game', () => {
  it('comes once, where the browser did not promise to keep the games', () => {
    expect(noticeAfterGame(facts({}))).toBe('first');
    expect(noticeAfterGame(facts({ keeping: { ...NEVER_TOLD, noticeShownAt: daysAgo(3) } }))).toBeNull();
  });

  it('never comes where storage is persistent, or with no game saved', () => {
    expect(noticeAfterGame(facts({ persistent: true }))).toBeNull();
    expect(noticeAfterGame(facts({ games: 0 }))).toBeNull();
  });
});

describe('the reminder of a backup', () => {
  const many = REMIND_FROM_GAMES;
  it('comes with many games and no backup for long, counted from the oldest game without any', () => {
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(REMIND_AFTER_DAYS) }))).toBe('reminder');
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(REMIND_AFTER_DAYS - 1) }))).toBeNull();
    const backedUp = { ...NEVER_TOLD, lastBackupAt: daysAgo(2) };
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(400), keeping: backedUp }))).toBeNull();
    const longAgo = { ...NEVER_TOLD, lastBackupAt: daysAgo(90) };
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(400), keeping: longAgo }))).toBe('reminder');
  });

  it('does not come with few games, nor twice in the same span', () => {
    expect(reminderAtStart(facts({ games: many - 1, oldestGame: daysAgo(400) }))).toBeNull();
    const reminded = { ...NEVER_TOLD, remindedAt: daysAgo(5) };
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(400), keeping: reminded }))).toBeNull();
  });

  it('comes whether or not storage is persistent (a lost phone takes persistent storage too)', () => {
    expect(reminderAtStart(facts({ games: many, oldestGame: daysAgo(400), persistent: true }))).toBe('reminder');
  });
});

describe('the advice for the browser', () => {
  it.each([
    [
      'Safari on an iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15',
      5,
      false,
      'ios-safari',
    ],
    [
      'Safari on an iPad (says Macintosh, has touch)',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15',
      5,
      false,
      'ios-safari',
    ],
    ['Safari on a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', 0, false, 'other'],
    ['Firefox on Android', 'Mozilla/5.0 (Android 14; Mobile; rv:153.0) Gecko/153.0 Firefox/153.0', 5, false, 'other'],
    ['Dragnet from the Home Screen', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5, true, 'installed'],
  ] as const)('%s', (_, agent, touch, standalone, expected) => {
    expect(platformOf(agent, touch, standalone)).toBe(expected);
  });
});

describe('the stored record', () => {
  it('reads unknown or broken fields as never', () => {
    expect(migrateKeeping(undefined)).toEqual(NEVER_TOLD);
    expect(migrateKeeping({ version: 2, lastBackupAt: daysAgo(1) })).toEqual(NEVER_TOLD);
    expect(migrateKeeping({ version: 1, lastBackupAt: 'soon', noticeShownAt: daysAgo(1) })).toEqual({
      ...NEVER_TOLD,
      noticeShownAt: daysAgo(1),
    });
  });
});
