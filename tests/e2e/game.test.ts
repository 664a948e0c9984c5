// A whole game as a table plays it, through the UI only, in Debian's Chromium: set-up by tapping
// start cards, rounds of Mister X's tickets and pawn moves, surfacing after entry 3 (RB 2013
// "Mister X surfaces"), "was he there?" answers, and a capture. A reload mid-round resumes at
// exactly the same point and zoom, and so does an offline reload. Every ticket button fits its words and
// the map key's toggle is a full-size tap target, phone and tablet, English and German. Also saves the phone and tablet
// screenshots shown in the README (docs/ with UPDATE_SCREENSHOTS=1, else tests/e2e/output/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { appShown, controlledByServiceWorker, visit, withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep, playUntilXTurn, savedShown, setUpStandardGame, tableView } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : join(ROOT, 'tests/e2e/output');

describe('a whole game in the browser', () => {
  it('is played from set-up to capture through the UI, surfacing included', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await setUpStandardGame(page);
      let surfaced = false;
      for (let step = 0; step < 400; step++) {
        const phase = await playOneStep(page, 4);
        if (phase === 'reveal') surfaced = true;
        if (phase === 'over') break;
      }
      await expect(page.locator('.panel-title').first().textContent()).resolves.toBe('Game over: The detectives win!');
      expect(surfaced).toBe(true);
      await expect(page.getByText(/^Mister X was caught at \d+\.$/).count()).resolves.toBe(1);
      expect(problems).toEqual([]);
    }));

  it('resumes exactly where it was after a reload mid-round, and offline too', () =>
    withVisit(baseUrl, async ({ context, page, problems }) => {
      await controlledByServiceWorker(page);
      await setUpStandardGame(page);
      // Round 1, then round 2: his ticket and the first pawn's move.
      await playUntilXTurn(page, 1);
      await playOneStep(page, 99);
      await playOneStep(page, 99);
      if ((await phaseOf(page)) === 'question') await playOneStep(page, 99);
      // Every entry the bar acknowledges as saved survives (a reload a few milliseconds after a
      // tap may come before the write; tests/e2e/storage-crash.test.ts kills the tab mid-burst).
      await savedShown(page);
      const before = await tableView(page);
      expect(before[2]).toBe('Detectives move');
      // The part of the board the table zoomed to comes back too (it was reset to the whole board).
      const viewBox = () => page.locator('svg.map-svg').getAttribute('viewBox');
      const whole = await viewBox();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      const zoomed = await viewBox();
      expect(zoomed).not.toBe(whole);
      await page.reload();
      await appShown(page);
      expect(await tableView(page)).toEqual(before);
      expect(await viewBox()).toBe(zoomed);
      await context.setOffline(true);
      await page.reload();
      await appShown(page);
      expect(await tableView(page)).toEqual(before);
      // And play goes on offline.
      await playOneStep(page, 99);
      expect(await tableView(page)).not.toEqual(before);
      expect(problems).toEqual([]);
    }));

  it('corrects a past entry from the Moves list, with the effect shown first', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await setUpStandardGame(page);
      await playUntilXTurn(page, 1);
      await page.getByRole('button', { name: 'Moves' }).click();
      await page.getByRole('button', { name: 'Edit Mister X shows taxi (entry 1)' }).click();
      const sheet = page.getByRole('dialog', { name: /^Correct: Mister X shows taxi \(entry 1\)/ });
      await sheet.waitFor();
      await sheet.getByRole('combobox').selectOption('bus');
      await expect(sheet.getByText(/Mister X's stations now: \d+ → after the correction: \d+\./).count()).resolves.toBe(
        1,
      );
      await sheet.getByRole('button', { name: 'Apply correction' }).click();
      await expect(page.getByRole('button', { name: /^Entry 1: bus/ }).count()).resolves.toBe(1);
      expect(problems).toEqual([]);
    }));

  it('saves phone and tablet screenshots of a game in progress', async () => {
    mkdirSync(SHOTS, { recursive: true });
    for (const [name, size] of [
      ['screenshot-phone.png', { width: 360, height: 740 }],
      ['screenshot-tablet.png', { width: 1280, height: 800 }],
    ] as const) {
      await withVisit(
        baseUrl,
        async ({ page, problems }) => {
          await setUpStandardGame(page);
          // Round 1, then his bus ticket in round 2: the pawns' turn, with the first pawn's destinations.
          await playUntilXTurn(page, 1);
          await page.getByRole('button', { name: /^Bus/ }).click();
          await page.screenshot({ path: join(SHOTS, name) });
          expect(problems).toEqual([]);
        },
        size,
      );
    }
  });

  it('fits every board name and ticket button to its words, and the map key toggle to a finger, in both languages', async () => {
    for (const [locale, start] of [
      ['en-GB', 'Start game'],
      ['de-DE', 'Spiel starten'],
    ] as const) {
      for (const size of [
        { width: 360, height: 740 },
        { width: 1024, height: 768 },
      ]) {
        const opened = await visit(baseUrl, locale);
        try {
          const { page } = opened;
          await page.setViewportSize(size);
          await appShown(page);
          // The board's name was cut off in its box on a 360 px phone ("modern (dark) boarc"): every
          // choice fits the box, less its padding and the arrow.
          const cutBoards = await page.locator('select').evaluateAll((selects: HTMLSelectElement[]) =>
            selects.flatMap((select) => {
              const style = getComputedStyle(select);
              const context = document.createElement('canvas').getContext('2d');
              if (!context) return ['no canvas'];
              context.font = style.font;
              const room =
                select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 20;
              return [...select.options]
                .filter((option) => context.measureText(option.text).width > room)
                .map((option) => `${option.text}: ${Math.round(context.measureText(option.text).width)}/${room} px`);
            }),
          );
          expect(cutBoards, `${locale} ${size.width}x${size.height}`).toEqual([]);
          for (const card of ['13', '26', '29', '34'])
            await page.getByRole('button', { name: card, exact: true }).click();
          await page.getByRole('button', { name: start }).click();
          await page.locator('.ticket-grid .ticket-button').first().waitFor();
          // "Underground" once ran over its button's border on a tablet.
          const overflowing = await page
            .locator('.ticket-grid .ticket-button')
            .evaluateAll((buttons) =>
              buttons
                .filter((button) => button.scrollWidth > button.clientWidth)
                .map((button) => `${button.textContent} ${button.scrollWidth}/${button.clientWidth} px`),
            );
          expect(overflowing, `${locale} ${size.width}x${size.height}`).toEqual([]);
          // The toggle was 22 px tall, half a fingertip.
          const toggle = await page.locator('.map-key > summary').boundingBox();
          expect(toggle?.height).toBeGreaterThanOrEqual(44);
        } finally {
          await opened.close();
        }
      }
    }
  });
});
