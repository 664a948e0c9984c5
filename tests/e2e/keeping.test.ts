// Saved games that outlive a browser's clean-up, in Debian's Chromium made to refuse persistent
// storage: after the first game one calm notice says how to keep the games and makes a backup file
// of all of them in one tap, remembered so that it comes once; many games without a backup for long bring
// a reminder at start. (WebKit, which has no persistent storage to give, in engines.test.ts.)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makeArchiveJson } from '../../src/format/archive';
import { parseSessionJson } from '../../src/format/session';
import { appShown, withVisit } from './browser';
import { ROOT } from './server';
import { playOneStep, setUpStandardGame, storedRecord } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');
const NOT_PROMISED = /^This browser does not promise to keep Dragnet’s saved games/;

async function refusePersistence(page: Page): Promise<void> {
  await page.addInitScript(() => {
    StorageManager.prototype.persisted = async () => false;
    StorageManager.prototype.persist = async () => false;
  });
  await page.reload();
  await appShown(page);
}

async function playToTheEnd(page: Page): Promise<void> {
  for (let step = 0; step < 400; step++) if ((await playOneStep(page, 4)) === 'over') return;
  throw new Error('the game never ended');
}

/** An archive of `count` whole games last played `daysAgo` days ago. */
function oldArchive(count: number, daysAgo: number): string {
  const read = parseSessionJson(readFileSync(join(ROOT, 'tests/fixtures/rb-short.session.json'), 'utf8'));
  if (!read.ok) throw new Error('fixture unreadable');
  const when = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString();
  const games = Array.from({ length: count }, (_, index) => ({
    ...read.session,
    id: `old-game-${index}`,
    name: `Club night ${index + 1}`,
    createdAt: when,
    updatedAt: when,
  }));
  return makeArchiveJson(games, when);
}

describe('keeping the saved games where the browser refuses persistent storage', () => {
  it('says once, after the first game, how to keep them, and makes a backup file of all games', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await refusePersistence(page);
      await setUpStandardGame(page);
      await playToTheEnd(page);
      const notice = page.getByRole('status').filter({ hasText: 'Keeping your saved games' });
      await notice.getByText(NOT_PROMISED).waitFor({ timeout: 90_000 });
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, size] of [
        ['keep-notice-phone.png', { width: 360, height: 740 }],
        ['keep-notice-tablet.png', { width: 800, height: 1280 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: join(SHOTS, name) });
      }
      await page.setViewportSize({ width: 360, height: 740 });
      // Over the next game's set-up on a phone, both its buttons are in sight, whole, without
      // scrolling (a new player found "Not now" cut to "N…" at the bottom of the scrolling notice).
      await page.getByRole('button', { name: 'New game' }).click();
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      for (const name of ['Save a backup file', 'Not now']) {
        const box = await notice.getByRole('button', { name }).boundingBox();
        const within = await notice.boundingBox();
        expect(box && within && box.y >= within.y && box.y + box.height <= within.y + within.height, name).toBe(true);
        expect(box && box.y + box.height <= 740, name).toBe(true);
      }
      await page.screenshot({ path: join(SHOTS, 'keep-notice-setup-phone.png') });
      const download = page.waitForEvent('download');
      await notice.getByRole('button', { name: 'Save a backup file' }).click();
      const file = await (await download).path();
      const archive = JSON.parse(readFileSync(file, 'utf8')) as { format: string; sessions: { events: unknown[] }[] };
      expect(archive.format).toBe('dragnet-archive');
      expect(archive.sessions).toHaveLength(1);
      expect(archive.sessions[0]?.events.length).toBeGreaterThan(10);
      await notice.getByText(/^Backup made: dragnet-backup-\d{4}-\d\d-\d\d\.json \(1 game\)/).waitFor();
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await expect(page.getByText('Keeping your saved games').count()).resolves.toBe(0);

      // Remembered, so that it comes once (the rule's unit test: src/ui/keeping/keeping-rules.test.ts).
      const kept = (await storedRecord(page, 'pref:keeping')) as { noticeShownAt: string; lastBackupAt: string };
      expect(Date.parse(kept.lastBackupAt)).toBeGreaterThanOrEqual(Date.parse(kept.noticeShownAt));
      expect(problems).toEqual([]);
    }));

  it('reminds of a backup at start when many games have had none for long', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      const file = join(tmpdir(), `dragnet-club-${process.pid}.json`);
      writeFileSync(file, oldArchive(20, 45));
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByText(/20 games added/).waitFor();
      await page.reload();
      await appShown(page);
      const reminder = page.getByRole('status').filter({ hasText: 'Time for a backup' });
      await reminder.getByText('20 saved games, and no backup file for 45 days.', { exact: false }).waitFor();
      const download = page.waitForEvent('download');
      await reminder.getByRole('button', { name: 'Save a backup file' }).click();
      const archive = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { sessions: unknown[] };
      expect(archive.sessions).toHaveLength(20);
      await expect
        .poll(() => storedRecord(page, 'pref:keeping'))
        .toMatchObject({ remindedAt: expect.any(String), lastBackupAt: expect.any(String) });
      expect(problems).toEqual([]);
    }));
});
