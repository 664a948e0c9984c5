// Controls stay put while the app thinks, in Debian's Chromium: the likelihood switch in the menu
// and a pawn's destination in the panel are the same elements (still in the page, still doing
// what they said) while the advisor refines its plan and the percentages come, so a finger that
// lands on one is not lost.
import type { ElementHandle, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';

const baseUrl = inject('baseUrl');

const FINAL = /The plan is ready|The plan holds/;

/** Ravensburger 2013, 5 detectives round the middle of the board, advice on; his first ticket. */
async function setUp(page: Page): Promise<void> {
  await page.locator('.setup-segment', { hasText: /^5$/ }).click();
  for (const card of ['112', '141', '103', '155', '138']) {
    await page.getByRole('button', { name: card, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByText("Mister X's turn: entry 1").waitFor();
  await page.locator('.game-bar').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('checkbox', { name: /Move advice/ }).check();
  await menu.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: /^Taxi/ }).click();
}

function connected(handle: ElementHandle): Promise<boolean> {
  return handle.evaluate((element) => element.isConnected);
}

describe('controls while the app thinks', () => {
  it('keeps the likelihood switch and the destination a finger lands on the same elements while the advice and the percentages come', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await setUp(page);
        // The detectives' turn begins: the advisor starts on his ticket's record, the percentages
        // are on their way. As soon as a pawn is chosen and its destinations are listed, a finger
        // may land on one; the table may open the menu too.
        await page.getByRole('button', { name: 'Suggest moves' }).click();
        const chip = await page.locator('.pawn-chip[aria-pressed="true"]').elementHandle();
        const destination = await page
          .locator('.destinations .station-button:not(.station-button-candidate)')
          .first()
          .elementHandle();
        if (!chip || !destination) throw new Error('no pawn chosen, or no destination off his stations');
        await page.locator('.game-bar').getByRole('button', { name: 'Menu' }).click();
        const switchBox = await page
          .getByRole('dialog')
          .getByRole('checkbox', { name: 'Show how likely each station is' })
          .elementHandle();
        if (!switchBox) throw new Error('no likelihood switch in the menu');
        // The advisor's better plans and its final one, the percentages, the map's tags.
        await page.locator('.advice-status', { hasText: FINAL }).waitFor({ timeout: 90_000 });
        await page.locator('[data-station][aria-label*="% likely"]').first().waitFor();
        await page.locator('.map-tag.is-advice').first().waitFor();
        expect(await connected(switchBox)).toBe(true);
        expect(await connected(destination)).toBe(true);
        expect(await connected(chip)).toBe(true);
        expect(await chip.getAttribute('aria-pressed')).toBe('true');

        // Each still does what it said: the switch hides the percentages and shows them again...
        await switchBox.click();
        await expect.poll(() => page.locator('.map-candidates .map-likely').count()).toBe(0);
        expect(await connected(switchBox)).toBe(true);
        await switchBox.click();
        await page.locator('.map-candidates .map-likely').first().waitFor();
        await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
        // ... and the destination moves that pawn there.
        const pawn = (await chip.evaluate((element) => element.querySelector('.pawn-chip-name')?.textContent)) ?? '';
        const station = Number.parseInt((await destination.textContent()) ?? '', 10);
        await destination.click();
        await ticketIfAsked(page, pawn, station);
        expect(problems).toEqual([]);
      },
      { width: 800, height: 1280 },
    ));
});

/** After a destination's tap: the first ticket, if the panel asks which; then waits until `pawn`'s
 *  chip says it moved to `station`. */
async function ticketIfAsked(page: Page, pawn: string, station: number): Promise<void> {
  const moved = page.locator('.pawn-chip', { hasText: new RegExp(`${pawn}${station} · moved$`) });
  const ticket = page.locator('fieldset.choice-row .ticket-button');
  await moved.or(ticket.first()).waitFor();
  if ((await ticket.count()) > 0) await ticket.first().click();
  await moved.waitFor();
}
