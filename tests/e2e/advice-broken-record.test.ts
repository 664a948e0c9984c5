// No plan on a record that contradicts itself, in Debian's Chromium on a phone: the table mistypes
// Mister X's surfacing station and asks for suggestions; the map shows none, the advice panel says
// to put the record right first and lists the likely mistakes; one of them, applied, brings the
// plan back by itself (issue 28). A family once tapped Move on "Anna: taxi to 107, closes in: 4
// rides from 153, where he is" with his surfacing mistyped as 153.
// Saves screenshots of the panel without and with the plan to tests/e2e/output/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep, setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');

/** Every station he could be on, as the surfacing panel lists them. */
async function candidateLabels(page: Page): Promise<string[]> {
  const all = page.getByRole('button', { name: /^Show all \d+$/ });
  if ((await all.count()) > 0) await all.click();
  return page.locator('.station-grid .station-button').allTextContents();
}

/** Enters a station he cannot be on as his surfacing (a pawn's station is refused at once: the
 *  next one is tried); returns the station typed and one he could have been on. */
async function mistypeSurfacing(page: Page): Promise<{ typed: string; candidates: string[] }> {
  const candidates = await candidateLabels(page);
  for (let typed = 199; typed >= 1; typed--) {
    if (candidates.includes(String(typed))) continue;
    await page.getByLabel('Station number').fill(String(typed));
    await page.getByRole('button', { name: 'Enter', exact: true }).click();
    const anyway = page.getByRole('button', { name: 'Enter anyway' });
    if (!(await anyway.isVisible())) continue;
    await anyway.click();
    return { typed: String(typed), candidates };
  }
  throw new Error('no station to mistype');
}

describe('move advice on a record that contradicts itself', () => {
  it('shows no suggestion while the surfacing is mistyped, says to put it right, and the fix brings the plan back', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await setUpStandardGame(page);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('checkbox', { name: /Move advice/ }).check();
        await page.getByRole('button', { name: 'Close' }).click();
        for (let step = 0; step < 100 && (await phaseOf(page)) !== 'reveal'; step++) await playOneStep(page, 99);
        expect(await phaseOf(page)).toBe('reveal');

        const { typed, candidates } = await mistypeSurfacing(page);
        await page.getByRole('button', { name: 'Suggest moves' }).click();
        const panel = page.locator('.advice-panel');
        await panel.getByText('No plan: the record contradicts itself.').waitFor();
        await panel
          .getByText(/^Put it right first: a plan built on a mistaken entry looks for him where he is not/)
          .waitFor();
        expect(await page.locator('.advice-mark').count()).toBe(0);
        expect(await page.locator('.map-tag.is-advice').count()).toBe(0);
        expect(await panel.getByRole('button', { name: /^Move / }).count()).toBe(0);
        // The likely mistakes, in the panel as in the notice above it.
        const fixes = panel.getByRole('button', {
          name: new RegExp(`^At entry 3 he probably surfaced at \\d+, not ${typed}$`),
        });
        await fixes.first().waitFor();
        const meant = /at (\d+), not/.exec((await fixes.first().textContent()) ?? '')?.[1] ?? '';
        expect(candidates).toContain(meant);
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, 'advice-broken-record-phone.png') });

        await fixes.first().click();
        const sheet = page.getByRole('dialog', { name: `Correct: Mister X surfaces at ${typed}` });
        await sheet.getByRole('button', { name: 'Apply correction' }).click();
        await sheet.waitFor({ state: 'detached' });
        // Put right: the plan comes back by itself, on the map and in the panel.
        await panel
          .getByRole('button', { name: /^Move / })
          .first()
          .waitFor();
        await page.locator('.advice-mark').first().waitFor();
        expect(await panel.getByText('No plan: the record contradicts itself.').count()).toBe(0);
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, 'advice-record-put-right-phone.png') });
        expect(problems).toEqual([]);
      },
      { width: 360, height: 740 },
    ));
});

mkdirSync(SHOTS, { recursive: true });
