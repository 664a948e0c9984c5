// How likely each candidate is, as a table sees it in Debian's Chromium: worked out in a worker
// after Mister X's ticket, drawn as rings and percentages on the map and spoken in station names;
// the list puts the likeliest first; one switch goes back to the plain set and stays off after a
// reload; and it works offline like everything else.

import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, controlledByServiceWorker, withVisit } from './browser';
import { phaseOf, playOneStep, playUntilXTurn, setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');

/** Plays on (his taxi, pawns onto his stations, "no") until a station is likely enough for a
 *  percentage on the map: at least twice an even share (in round 2, 20-odd stations within a small
 *  factor of each other carry none). After each of his tickets, waits for the worker's answer. */
async function playUntilTagged(page: Page): Promise<void> {
  for (let step = 0; step < 120; step++) {
    if ((await page.locator('.map-tag.is-likely').count()) > 0) return;
    const phase = await phaseOf(page);
    await playOneStep(page);
    if (phase === 'x-turn') await page.locator('[data-station][aria-label*="% likely"]').first().waitFor();
  }
  throw new Error('no station ever carried a percentage');
}

describe('likelihood at the table', () => {
  it('shades the candidates, lists the likeliest first, and goes back to the plain set with one switch', () =>
    withVisit(baseUrl, async ({ context, page, problems, requests }) => {
      await controlledByServiceWorker(page);
      await context.setOffline(true);
      await setUpStandardGame(page);
      await playUntilXTurn(page, 1);
      await page.getByRole('button', { name: /^Bus/ }).click();
      await playUntilTagged(page);
      // The worker answers: the likeliest stations carry a percentage marked as an estimate
      // ("≈24%"; never a lone "%": a percentage with no room for its words is left out), and say it.
      await page.locator('.map-tag.is-likely').first().waitFor();
      const tags = await page.locator('.map-tag.is-likely text').allTextContents();
      expect(tags.length).toBeGreaterThan(0);
      expect(tags.every((tag) => /^≈\d+%$/.test(tag))).toBe(true);
      await expect(page.locator('[data-station][aria-label*="% likely"]').count()).resolves.toBeGreaterThan(1);
      // Every candidate keeps its halo: as many halos as the count says.
      const count = Number((await page.locator('.game-bar-count').textContent())?.match(/(\d+) stations/)?.[1]);
      await expect(page.locator('.map-candidates .map-candidate').count()).resolves.toBe(count);

      await page.locator('.game-bar-count').click();
      const sheet = page.getByRole('dialog');
      await sheet.getByText(/^Likeliest first/).waitFor();
      const chances = await sheet.locator('.station-chance').allTextContents();
      expect(chances.every((text) => /^(≈|<)/.test(text))).toBe(true);
      const values = chances.map((text) => Number.parseFloat(text.replace(/[<≈]/g, '')));
      expect(values).toHaveLength(count);
      expect(values).toEqual([...values].sort((a, b) => b - a));

      await sheet.getByRole('checkbox', { name: 'Show how likely each station is' }).uncheck();
      await expect(sheet.locator('.station-chance').count()).resolves.toBe(0);
      await expect(page.locator('.map-tag.is-likely').count()).resolves.toBe(0);
      await page.reload();
      await appShown(page);
      // States, not time: the settings are read before the first frame, so once the map shows the
      // candidates and the sheet's switch reads off, nothing can shade them (likelihood.ts asks
      // the worker only while the switch is on).
      await expect.poll(() => page.locator('.map-candidates .map-candidate').count()).toBe(count);
      await page.locator('.game-bar-count').click();
      const reopened = page.getByRole('dialog');
      await expect(
        reopened.getByRole('checkbox', { name: 'Show how likely each station is' }).isChecked(),
      ).resolves.toBe(false);
      await expect(reopened.locator('.station-chance').count()).resolves.toBe(0);
      await expect(page.locator('.map-candidates .map-likely').count()).resolves.toBe(0);
      expect(requests.every((url) => url.startsWith(baseUrl))).toBe(true);
      expect(problems).toEqual([]);
    }));

  it('sets each switch on the same line as its words on a phone (menu: advice; sheet: likelihood)', () =>
    withVisit(baseUrl, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await setUpStandardGame(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      const advice = page.getByRole('checkbox', { name: /Move advice/ });
      await advice.waitFor();
      expect(await besideItsWords(advice)).toBe(true);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: /^Bus/ }).click();
      await page.locator('.game-bar-count').click();
      const likely = page.getByRole('dialog').getByRole('checkbox', { name: 'Show how likely each station is' });
      await likely.waitFor();
      expect(await besideItsWords(likely)).toBe(true);
    }));

  it('writes its percentages large enough to read on a phone at the whole-board view', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await setUpStandardGame(page);
        await playUntilXTurn(page, 1);
        await page.getByRole('button', { name: /^Bus/ }).click();
        await playUntilTagged(page);
        const heights = await page.evaluate(() =>
          [...document.querySelectorAll('.map-tag.is-likely text')].map((text) => text.getBoundingClientRect().height),
        );
        expect(heights.length).toBeGreaterThan(0);
        // They were 7 px high on a 390 px wide screen, too small to read at arm's length.
        for (const height of heights) expect(height).toBeGreaterThanOrEqual(10);
        expect(problems).toEqual([]);
      },
      { width: 390, height: 844 },
    ));
});

/** Whether a checkbox sits on a line of its label's words (both once stood on lines apart): its
 *  middle lies between the top of the words' first line and the bottom of their last. */
function besideItsWords(box: Locator): Promise<boolean> {
  return box.evaluate((input) => {
    const label = input.closest('label');
    if (!label) return false;
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    const own = input.getBoundingClientRect();
    const words = lines.filter((rect) => rect.right <= own.left || rect.left >= own.right);
    if (words.length === 0) return false;
    const middle = own.top + own.height / 2;
    return (
      Math.min(...words.map((rect) => rect.top)) <= middle && middle <= Math.max(...words.map((rect) => rect.bottom))
    );
  });
}
