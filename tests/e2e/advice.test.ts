// Move advice at the table, in Debian's Chromium: off until the table turns it on in the menu;
// then "Suggest moves" on the detectives' turn shows each pawn's suggested station in the panel
// and on the map, next to (never instead of) Mister X's candidate stations, and one tap on a
// marked station enters that move. Offline too: the advisor's worker comes from the cache. On a
// phone at the whole-board view the tags are readable and no pawn token hides one.
// Saves phone and tablet screenshots of the first suggestions to tests/e2e/output/ (the ones in
// docs/ come from map-tags.test.ts, with five pawns near each other).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, controlledByServiceWorker, withVisit } from './browser';
import { ROOT } from './server';
import { setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');

async function turnAdviceOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('checkbox', { name: /Move advice/ }).check();
  await page.getByRole('button', { name: 'Close' }).click();
}

/** Whether the page itself has fetched a file whose address matches. */
function pageLoaded(page: Page, file: RegExp): Promise<boolean> {
  return page.evaluate(
    (source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)),
    file.source,
  );
}

/** The suggestions listed in the panel, as "Move Red to 46 by underground". */
async function suggestions(page: Page): Promise<string[]> {
  const buttons = page.locator('.advice-item button');
  await buttons.first().waitFor();
  return buttons.evaluateAll((all) => all.map((button) => button.getAttribute('aria-label') ?? ''));
}

describe('move advice at the table', () => {
  it('is off until turned on, then one tap on a marked station enters the suggested move', () =>
    withVisit(baseUrl, async ({ context, page, problems }) => {
      await controlledByServiceWorker(page);
      await setUpStandardGame(page);
      await page.getByRole('button', { name: /^Taxi/ }).click();
      await page.getByText('Detectives move').waitFor();
      expect(await page.getByRole('button', { name: 'Suggest moves' }).count()).toBe(0);
      // Nothing of the advice is downloaded by the page until it is asked for (the service worker
      // caches it in the background for offline use).
      expect(await pageLoaded(page, /advice-view|advisor\.worker/)).toBe(false);

      // Offline from here: the advice and its worker come from the service worker's cache.
      await context.setOffline(true);
      await turnAdviceOn(page);
      await page.reload();
      await appShown(page);
      const halos = await page.locator('.map-candidate').count();
      expect(halos).toBeGreaterThan(10);
      await page.getByRole('button', { name: 'Suggest moves' }).click();
      const listed = await suggestions(page);
      expect(listed).toHaveLength(4);
      expect(await pageLoaded(page, /advice-view/)).toBe(true);
      await page.locator('.advice-mark').first().waitFor();
      expect(await page.locator('.advice-mark').count()).toBe(4);
      // The candidates stay on the map, every one of them.
      expect(await page.locator('.map-candidate').count()).toBe(halos);

      const [, pawn, station, ticket] = /^Move (.+) to (\d+) by (\w+)$/.exec(listed[0] ?? '') ?? [];
      await page.locator(`.map-target[data-station="${station}"]`).click();
      // Entered as suggested (a landing on a candidate asks the usual question first).
      const asked = page.getByRole('button', { name: 'No' });
      if (await asked.isVisible()) await asked.click();
      await page
        .locator('.pawn-chip', { hasText: `${pawn}` })
        .filter({ hasText: `${station} · moved` })
        .waitFor();
      // The next suggestions are for the pawns still to move.
      const next = await suggestions(page);
      expect(next.length).toBe(3);
      expect(next.some((text) => text.startsWith(`Move ${pawn} `))).toBe(false);
      expect(ticket).toMatch(/^(taxi|bus|underground)$/);
      expect(problems).toEqual([]);
    }));

  it(
    'keeps the plan while the table follows it, and after a reload shows the same suggestions',
    () =>
      withVisit(baseUrl, async ({ page, problems }) => {
        // Round 9 of a five-detective game: 31 stations he could be on, some pawns far from them.
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Saved games' }).click();
        await page
          .locator('input[type="file"]')
          .setInputFiles(join(ROOT, 'tests/fixtures/rb-5-detectives.session.json'));
        await page.getByRole('button', { name: 'Open', exact: true }).first().click();
        await page.getByText('Detectives move').waitFor();
        await turnAdviceOn(page);
        await page.getByRole('button', { name: 'Suggest moves' }).click();
        await page.locator('.advice-status', { hasText: /The plan is ready/ }).waitFor({ timeout: 90_000 });
        let left = await suggestions(page);
        expect(left).toHaveLength(5);
        // Follow the suggestions that land where he cannot be (a landing on a candidate asks "Was
        // Mister X there?", and a "no" is something new: the plan may change then).
        let followed = 0;
        for (const suggestion of [...left]) {
          if (followed === 2) break;
          const [, pawn, station] = /^Move (.+) to (\d+) by (\w+)$/.exec(suggestion) ?? [];
          const target = await page.locator(`.map-target[data-station="${station}"]`).getAttribute('aria-label');
          if (target?.includes('Mister X could be here')) continue;
          await page.getByRole('button', { name: suggestion }).click();
          await page
            .locator('.pawn-chip', { hasText: `${pawn}` })
            .filter({ hasText: `${station} · moved` })
            .waitFor();
          followed++;
          left = left.filter((other) => other !== suggestion);
          // The others' suggestions stay as they were, and the panel says why.
          await page.locator('.advice-status', { hasText: 'The plan holds' }).waitFor();
          expect(await suggestions(page)).toEqual(left);
        }
        expect(followed).toBeGreaterThanOrEqual(2);
        expect(left.length).toBeGreaterThan(0);

        await page.reload();
        await appShown(page);
        // The suggestions come back as they were, with no tap: the tab kept both the plan and
        // that the table had asked for it.
        expect(await suggestions(page)).toEqual(left);
        expect(await page.getByRole('button', { name: 'Hide suggestions' }).count()).toBe(1);
        await page.locator('.advice-status', { hasText: 'The plan holds' }).waitFor();
        mkdirSync(join(ROOT, 'tests/e2e/output'), { recursive: true });
        await page.locator('.advice-panel').screenshot({ path: join(ROOT, 'tests/e2e/output/advice-held-phone.png') });
        expect(problems).toEqual([]);
      }),
    120_000,
  );

  it(
    'makes a new plan after another move than the suggested one, and says why when it differs',
    () =>
      withVisit(baseUrl, async ({ page, problems }) => {
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: 'Saved games' }).click();
        await page
          .locator('input[type="file"]')
          .setInputFiles(join(ROOT, 'tests/fixtures/rb-5-detectives.session.json'));
        await page.getByRole('button', { name: 'Open', exact: true }).first().click();
        await page.getByText('Detectives move').waitFor();
        await turnAdviceOn(page);
        await page.getByRole('button', { name: 'Suggest moves' }).click();
        await page.locator('.advice-status', { hasText: /The plan is ready/ }).waitFor({ timeout: 90_000 });
        const before = await suggestions(page);
        const [, pawn, suggested] = /^Move (.+) to (\d+) by (\w+)$/.exec(before[0] ?? '') ?? [];
        // The pawn goes elsewhere, where he cannot be (no question, nothing learned about him).
        await page.locator('.pawn-chip', { hasText: `${pawn}` }).click();
        const elsewhere = page
          .locator('.destinations .station-button:not(.station-button-candidate)')
          .filter({ hasNotText: new RegExp(`^${suggested}`) });
        const to = ((await elsewhere.first().locator('span').first().textContent()) ?? '').trim();
        await elsewhere.first().click();
        const ticket = page.locator('fieldset.choice-row .ticket-button');
        if ((await ticket.count()) > 0) await ticket.first().click();
        await page
          .locator('.pawn-chip', { hasText: `${pawn}` })
          .filter({ hasText: `${to} · moved` })
          .waitFor();
        await page.locator('.advice-status', { hasText: /The plan is ready/ }).waitFor({ timeout: 90_000 });
        // The same moves in another order are the same plan.
        const after = (await suggestions(page)).sort();
        const left = before.slice(1).sort();
        // Either way one line says what happened: a new plan, or the same moves (whose reasons
        // may have changed).
        const line = (await page.locator('.advice-change').first().textContent()) ?? '';
        if (line.startsWith('New plan')) {
          expect(line).toBe(`New plan: ${pawn} went to ${to} instead of ${suggested}.`);
          expect(after).not.toEqual(left);
          mkdirSync(join(ROOT, 'tests/e2e/output'), { recursive: true });
          const path = join(ROOT, 'tests/e2e/output/advice-changed-phone.png');
          await page.locator('.advice-panel').screenshot({ path });
        } else {
          expect(line).toBe(`${pawn} went to ${to}: the same moves still fit best for the others.`);
          expect(after).toEqual(left);
        }
        expect(problems).toEqual([]);
      }),
    120_000,
  );

  it('shows readable tags on a phone at the whole-board view, none of them under a pawn', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await setUpStandardGame(page);
        await page.getByRole('button', { name: /^Taxi/ }).click();
        await turnAdviceOn(page);
        await page.getByRole('button', { name: 'Suggest moves' }).click();
        await page.locator('.map-tag.is-advice text').first().waitFor();
        const seen = await page.evaluate(() => {
          const tags = [...document.querySelectorAll('.map-tag.is-advice text')];
          const heights = tags.map((tag) => Math.round(tag.getBoundingClientRect().height));
          // A token drawn after a tag that overlaps it covers it ("3. closes in" read "B. closes in").
          const covered: string[] = [];
          for (const tag of tags) {
            const box = tag.getBoundingClientRect();
            for (const pawn of document.querySelectorAll('[data-pawn]')) {
              const token = pawn.getBoundingClientRect();
              const overlaps =
                token.left < box.right && box.left < token.right && token.top < box.bottom && box.top < token.bottom;
              const drawnAbove = tag.compareDocumentPosition(pawn) & Node.DOCUMENT_POSITION_FOLLOWING;
              if (overlaps && drawnAbove) covered.push(`${tag.textContent} under ${pawn.getAttribute('data-pawn')}`);
            }
          }
          return { heights, covered };
        });
        expect(seen.heights).toHaveLength(4);
        // The tags were 6 px high, too small to read at arm's length.
        for (const height of seen.heights) expect(height).toBeGreaterThanOrEqual(10);
        expect(seen.covered).toEqual([]);
        expect(problems).toEqual([]);
      },
      { width: 390, height: 844 },
    ));

  it('saves phone and tablet screenshots of the suggestions', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, size] of [
      ['advice-phone.png', { width: 360, height: 740 }],
      ['advice-tablet.png', { width: 1024, height: 768 }],
    ] as const) {
      await withVisit(
        baseUrl,
        async ({ page, problems }) => {
          await setUpStandardGame(page);
          await page.getByRole('button', { name: /^Taxi/ }).click();
          await turnAdviceOn(page);
          await page.getByRole('button', { name: 'Suggest moves' }).click();
          await suggestions(page);
          await page.locator('.advice-status', { hasText: /The plan is ready/ }).waitFor({ timeout: 90_000 });
          await page.screenshot({ path: join(SHOTS, name) });
          expect(problems).toEqual([]);
        },
        size,
      );
    }
  });
});
