// The set-up screen as a new table meets it in the browser: choices survive a reload, a selected
// segment is read as its label (not "check mark 3"), and every pawn wears the same letters on the
// set-up screen, on the map and in the table's panel. On a tablet, in English and German, no
// segment breaks a word ("Ravensburge / r") and its check mark stays clear of the text; on a phone
// the menu button never floats over a start card.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, visit, withVisit } from './browser';

const baseUrl = inject('baseUrl');

/** Segments that break a word over two lines, or whose check mark touches the text. */
function segmentFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    for (const label of document.querySelectorAll<HTMLElement>('.setup-segment span')) {
      const text = label.firstChild;
      if (!text) continue;
      const range = document.createRange();
      for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        if (range.getClientRects().length > 1) faults.push(`${label.textContent}: "${word[0]}" broken`);
      }
      const mark = getComputedStyle(label, '::before');
      if (mark.content === 'none') continue;
      // The mark's box: where ::before puts it, as wide as a check mark in its font.
      const probe = document.createElement('span');
      probe.textContent = '✓';
      probe.style.font = mark.font;
      probe.style.position = 'absolute';
      document.body.append(probe);
      const markRight = label.getBoundingClientRect().left + Number.parseFloat(mark.left) + probe.offsetWidth;
      probe.remove();
      range.selectNodeContents(text);
      const textLeft = Math.min(...[...range.getClientRects()].map((line) => line.left));
      if (textLeft < markRight + 2) faults.push(`${label.textContent}: check mark on the text`);
    }
    return faults;
  });
}

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

  it('breaks no word of a segment and keeps its check mark off the text, on a tablet in both languages', async () => {
    for (const locale of ['en-GB', 'de-DE']) {
      const opened = await visit(baseUrl, locale);
      try {
        await opened.page.setViewportSize({ width: 1024, height: 768 });
        await appShown(opened.page);
        // The selected rule set once read "Ravensburge / r 2013" under its check mark.
        expect(await segmentFaults(opened.page)).toEqual([]);
        await opened.page.locator('.setup-segment', { hasText: 'Milton Bradley' }).click();
        expect(await segmentFaults(opened.page)).toEqual([]);
      } finally {
        await opened.close();
      }
    }
  });

  it('lets no control float over a start card as the screen scrolls on a phone', () =>
    withVisit(
      baseUrl,
      async ({ page }) => {
        await page.locator('.setup-card').first().waitFor();
        // A tap on the right of "34" or "174" once opened the menu. The Start bar at the bottom
        // is left out: the screen scrolls every card up out from under it.
        const covered = await page.evaluate(async () => {
          const found = new Set<string>();
          const screen = document.querySelector('.app-screen');
          if (!screen) return ['no screen'];
          // Only what the screen shows: a card scrolled out of it is hidden, whatever sits above.
          const shown = screen.getBoundingClientRect();
          for (let top = 0; top <= screen.scrollHeight; top += 10) {
            screen.scrollTop = top;
            for (const card of document.querySelectorAll('.setup-card')) {
              const box = card.getBoundingClientRect();
              for (const x of [box.left + 6, box.left + box.width / 2, box.right - 6]) {
                for (const y of [box.top + 6, box.top + box.height / 2, box.bottom - 6]) {
                  if (y < Math.max(0, shown.top) || y > Math.min(innerHeight, shown.bottom)) continue;
                  const top = document.elementFromPoint(x, y);
                  if (top && !card.contains(top) && !top.closest('.setup-footer')) {
                    found.add(`${card.textContent} under ${top.className || top.tagName}`);
                  }
                }
              }
            }
          }
          return [...found];
        });
        expect(covered).toEqual([]);
      },
      { width: 390, height: 844 },
    ));
});
