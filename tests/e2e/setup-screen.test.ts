// The set-up screen as a new table meets it in the browser: choices survive a reload, a selected
// segment is read as its label (not "check mark 3"), and every pawn wears the same letters on the
// set-up screen, on the map and in the table's panel.
import { describe, expect, inject, it } from 'vitest';
import { appShown, withVisit } from './browser';

const baseUrl = inject('baseUrl');

describe('the set-up screen', () => {
  it('keeps the choices made so far through a reload', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await page.locator('label', { hasText: 'Milton Bradley 1985' }).click();
      for (const card of ['13', '26']) await page.getByRole('button', { name: card, exact: true }).click();
      await page.getByRole('textbox', { name: 'Name of pawn 3' }).fill('Grace');
      // The draft is written through the save queue: wait until the device has it.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise((resolve) => {
                const open = indexedDB.open('dragnet');
                open.onsuccess = () => {
                  const get = open.result.transaction('kv').objectStore('kv').get('pref:setup-draft');
                  get.onsuccess = () => {
                    resolve((get.result?.draft?.pawns?.[2]?.name as string | undefined) ?? null);
                    open.result.close();
                  };
                };
              }),
          ),
        )
        .toBe('Grace');
      await page.reload();
      await appShown(page);
      await expect(page.getByRole('radio', { name: 'Milton Bradley 1985' }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: '13: Purple' }).count()).resolves.toBe(1);
      await expect(page.getByRole('button', { name: '26: Red' }).count()).resolves.toBe(1);
      await expect(page.getByRole('textbox', { name: 'Name of pawn 3' }).inputValue()).resolves.toBe('Grace');
      expect(problems).toEqual([]);
    }));

  it('reads a selected segment as its label alone', () =>
    withVisit(baseUrl, async ({ page }) => {
      const three = page.getByRole('radio', { name: '3', exact: true });
      await expect(three.isChecked()).resolves.toBe(true);
      const snapshot = await page.locator('.setup-segments').first().ariaSnapshot();
      expect(snapshot).not.toMatch(/✓|check mark/i);
      await page.locator('label', { hasText: /^4$/ }).click();
      await expect(page.getByRole('radio', { name: '4', exact: true }).isChecked()).resolves.toBe(true);
    }));

  it('gives each pawn the same letters on the set-up screen, on the map and in the panel', () =>
    withVisit(baseUrl, async ({ page }) => {
      // Names that share their first letters: Black and Blue need three each.
      await page.getByRole('textbox', { name: 'Name of pawn 1' }).fill('Black');
      for (const card of ['13', '26', '29', '34']) await page.getByRole('button', { name: card, exact: true }).click();
      const setupLetters = await page.locator('.setup-pawn .pawn-token').allTextContents();
      expect(setupLetters).toEqual(['Bla', 'Blu', 'G', 'Y']);
      await page.getByRole('button', { name: 'Start game' }).click();
      await page.getByRole('button', { name: /^Taxi/ }).click();
      const panelLetters = await page.locator('.pawn-chip .pawn-token').allTextContents();
      const mapLetters = await page.locator('.map-svg [data-pawn] text').allTextContents();
      expect(panelLetters).toEqual(setupLetters);
      expect(mapLetters).toEqual(setupLetters);
    }));
});
