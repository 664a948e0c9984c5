// Many saved games in Debian's Chromium at a phone's size: an archive of whole games (played by the
// arena's simulator) with some damaged ones is imported through the file chooser with a progress
// bar, the damaged ones are named and the rest stored; a game is found by its name and opened. And
// the list of 200 games draws only the rows in sight, and keeps the right ones while it scrolls.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archiveOf, clubGames } from '../support/club-archive';
import { withVisit } from './browser';

const baseUrl = inject('baseUrl');
const GAMES = clubGames(200);

async function openSavedGames(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.getByRole('button', { name: 'Import games…' }).waitFor();
}

async function importArchive(page: Page, name: string, text: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

/** Notes every state of the progress bar the page shows, as the page changes (no timing). */
const WATCH_PROGRESS = `(() => {
  window.__progress = [];
  new MutationObserver(() => {
    const bar = document.querySelector('progress');
    if (bar) window.__progress.push({ max: bar.max, value: bar.value, name: bar.getAttribute('aria-label'),
      text: bar.getAttribute('aria-valuetext') });
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
})()`;

/** The rows in the page: where each is in the whole list, and its game's name. */
function rowsInPage(page: Page): Promise<{ position: number; of: number; name: string; top: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.archive-list > li')].map((row) => ({
      position: Number(row.getAttribute('aria-posinset')),
      of: Number(row.getAttribute('aria-setsize')),
      name: row.querySelector('h3')?.textContent ?? '',
      top: row.getBoundingClientRect().top,
    })),
  );
}

describe('many saved games', () => {
  it('imports an archive with damaged games, shows its progress, and finds and opens a game by name', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await openSavedGames(page);
      await page.evaluate(WATCH_PROGRESS);
      await importArchive(page, 'club.json', archiveOf(GAMES.slice(0, 80), [9, 40, 79]));
      const report = page.getByRole('region', { name: 'Import results' });
      await report.getByText('club.json: 77 games added.').waitFor();
      const text = await report.textContent();
      expect(text).toContain('3 of its 80 games cannot be read and were not imported:');
      for (const number of [10, 41, 80]) expect(text).toContain(`Game ${number} “Club game ${number}”: setup`);
      // The bar counted the archive's games under its name, up to all of them.
      const seen: { max: number; value: number; name: string; text: string }[] =
        await page.evaluate('window.__progress');
      const counted = seen.filter((state) => state.name === 'Importing games' && state.max === 80);
      expect(counted.length).toBeGreaterThan(0);
      expect(counted.at(-1)?.text).toBe('80 of 80 games');
      await expect(page.locator('progress').count()).resolves.toBe(0);

      // The damaged ones can be kept as they are.
      await report.getByRole('button', { name: 'Save the 3 damaged games as they are' }).click();
      await page.getByRole('dialog').getByText('club.damaged.json').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

      await page.getByRole('searchbox', { name: 'Find a game' }).fill('club game 7');
      const row = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Club game 7', exact: true }) });
      // The game named as typed comes first.
      await expect(page.locator('.archive-list > li').first().locator('h3').textContent()).resolves.toBe('Club game 7');
      await row.getByRole('button', { name: 'Open', exact: true }).click();
      await page.locator('.game-bar').waitFor();
      expect(problems).toEqual([]);
    }));

  it('keeps the rows in sight right while the list of 200 games scrolls, and the keyboard keeps its place', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await openSavedGames(page);
      await importArchive(page, 'club-200.json', archiveOf(GAMES));
      await page.getByText('club-200.json: 200 games added.').waitFor();
      await page.getByRole('region', { name: 'Import results' }).getByRole('button', { name: 'Dismiss' }).click();
      const list = page.getByRole('list', { name: '200 saved games' });
      await list.waitFor();
      // Newest first: game 200 was played last. Only a few rows are in the page.
      let rows = await rowsInPage(page);
      expect(rows[0]).toMatchObject({ position: 1, of: 200, name: 'Club game 200' });
      expect(rows.length).toBeLessThan(20);

      for (const fraction of [0.5, 1]) {
        // The screen scrolls in the app's own scroller, as a finger would scroll it.
        await page.evaluate((at) => {
          const screen = document.querySelector('.app-screen') as HTMLElement;
          screen.scrollTo(0, at * (screen.scrollHeight - screen.clientHeight));
        }, fraction);
        const last = fraction === 1 ? 'Club game 1' : null;
        if (last) await page.getByRole('heading', { name: last, exact: true }).waitFor();
        // Half way down: rows from the middle of the list (row heights are estimated until drawn).
        else
          await page.waitForFunction(() =>
            [...document.querySelectorAll('.archive-list > li')].some((row) => {
              const position = Number(row.getAttribute('aria-posinset'));
              return position > 60 && position < 140;
            }),
          );
        rows = await rowsInPage(page);
        expect(rows.length).toBeLessThan(20);
        // Each row drawn is the game at its place in the list, in order down the page.
        for (const row of rows) expect(row.name).toBe(`Club game ${201 - row.position}`);
        const tops = rows.map((row) => row.top);
        expect([...tops].sort((a, b) => a - b)).toEqual(tops);
        // Some row is on screen.
        expect(rows.some((row) => row.top >= 0 && row.top < 740)).toBe(true);
      }

      // The keyboard: a row's button keeps the focus while the list scrolls far away and back.
      const open = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Club game 1', exact: true }) })
        .getByRole('button', { name: 'Open', exact: true });
      await open.focus();
      await page.evaluate(() => document.querySelector('.app-screen')?.scrollTo(0, 0));
      await page.getByRole('heading', { name: 'Club game 200', exact: true }).waitFor();
      const focused = await page.evaluate(() => ({
        text: document.activeElement?.textContent,
        row: document.activeElement?.closest('li')?.querySelector('h3')?.textContent,
      }));
      expect(focused).toEqual({ text: 'Open', row: 'Club game 1' });
      // Tab goes on to that game's next button.
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Review');
      expect(problems).toEqual([]);
    }));
});
