// The review's analysis on demand (issue 27): its worker starts when a review opens and ends when
// the review closes; once the analysis is done it is kept, so after a reload the same turning
// points show as the review opens, with no progress bar and no worker. The recorded 22-round game
// (in round 2 the record had left him one station, 46, and nobody rode there), at 360x740.
import { join } from 'node:path';
import type { Page, Worker } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');
const GAME = join(ROOT, 'tests/fixtures/rb-22-rounds.session.json');

/** The review workers the page starts from now on. */
function reviewWorkers(page: Page): Worker[] {
  const started: Worker[] = [];
  page.on('worker', (worker) => {
    if (worker.url().includes('review.worker')) started.push(worker);
  });
  return started;
}

async function openSavedGames(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('button', { name: 'Saved games' }).click();
}

const reviewButton = (page: Page) => page.getByRole('button', { name: 'Review', exact: true }).first();
const turningPoints = (page: Page) => page.locator('.review-turns-list');
const progress = (page: Page) => page.locator('.review-turns-progress');

describe("the review's analysis", () => {
  it('is kept once done: after a reload the turning points show at once, with no progress bar and no worker', () =>
    withVisit(baseUrl, async ({ page, context, problems }) => {
      const workers = reviewWorkers(page);
      await openSavedGames(page);
      await page.locator('input[type="file"]').setInputFiles(GAME);
      await reviewButton(page).click();
      await progress(page).waitFor();
      await page.getByRole('button', { name: 'Blunder: Round 2' }).waitFor({ timeout: 60_000 });
      await progress(page).waitFor({ state: 'detached', timeout: 60_000 });
      expect(workers).toHaveLength(1);
      const weighed = await turningPoints(page).textContent();
      expect(weighed).toContain('Gave away 100 points of a 100% chance to catch him.');
      // Kept beside the game once done: wait for it in the database before the page goes.
      await page.waitForFunction(
        () =>
          new Promise((resolve) => {
            const opened = indexedDB.open('dragnet');
            opened.onsuccess = () => {
              const keys = opened.result.transaction('kv').objectStore('kv').getAllKeys();
              keys.onsuccess = () => {
                opened.result.close();
                resolve(keys.result.some((key) => String(key).startsWith('review:')));
              };
            };
          }),
      );

      // After a reload: a watch for the progress bar from the page's first moment.
      await context.addInitScript(() => {
        const seen = { progress: false };
        Object.assign(window, { reviewSeen: seen });
        new MutationObserver(() => {
          seen.progress ||= document.querySelector('.review-turns-progress') !== null;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      const again = reviewWorkers(page);
      await openSavedGames(page);
      await reviewButton(page).click();
      await page.getByRole('button', { name: 'Blunder: Round 2' }).waitFor();
      await expect(turningPoints(page).textContent()).resolves.toBe(weighed);
      await expect(
        page.evaluate(() => (window as unknown as { reviewSeen: { progress: boolean } }).reviewSeen),
      ).resolves.toEqual({
        progress: false,
      });
      expect(again).toEqual([]);
      expect(problems).toEqual([]);
    }));

  it('stops when the review closes: its worker ends', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      const workers = reviewWorkers(page);
      await openSavedGames(page);
      await page.locator('input[type="file"]').setInputFiles(GAME);
      await reviewButton(page).click();
      await progress(page).waitFor();
      await expect.poll(() => workers.length).toBe(1);
      const ended = (workers[0] as Worker).waitForEvent('close');
      await page.getByRole('button', { name: 'Close review' }).click();
      await ended;
      await reviewButton(page).waitFor();
      expect(problems).toEqual([]);
    }));
});
