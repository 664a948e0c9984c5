// A table that mistypes Mister X's surfacing station, in Debian's Chromium: the record contradicts
// itself, the notice names the likely mistake ("At entry 3 he probably surfaced at 46, not 47"), one tap
// opens the correction with the fix filled in and its preview, Apply puts the record right, and
// Undo takes the correction back (issue 16; the search runs in a worker, src/worker/mistakes.worker.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep, setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');

/** Keys beside each key of a phone's numeric keypad (1 2 3 / 4 5 6 / 7 8 9 / 0). */
const BESIDE: Readonly<Record<string, string>> = {
  '0': '8',
  '1': '24',
  '2': '135',
  '3': '26',
  '4': '157',
  '5': '2468',
  '6': '359',
  '7': '48',
  '8': '5790',
  '9': '68',
};

/** Every station he could be on, as the reveal panel lists them. */
async function candidateLabels(page: Page): Promise<string[]> {
  const all = page.getByRole('button', { name: /^Show all \d+$/ });
  if ((await all.count()) > 0) await all.click();
  return page.locator('.station-grid .station-button').allTextContents();
}

/** A station he could be on, and a number the table may type for it instead: the last digit one
 *  key to the side, on no candidate station. */
function slips(candidates: readonly string[]): [meant: string, typed: string][] {
  const out: [string, string][] = [];
  for (const meant of candidates) {
    const last = meant[meant.length - 1] as string;
    for (const key of BESIDE[last] ?? '') {
      const typed = meant.slice(0, -1) + key;
      if (Number(typed) >= 1 && Number(typed) <= 199 && !candidates.includes(typed)) out.push([meant, typed]);
    }
  }
  return out;
}

describe('likely mistakes at the table', () => {
  for (const [device, size] of [
    ['phone', { width: 360, height: 740 }],
    ['tablet', { width: 800, height: 1280 }],
  ] as const) {
    it(`names a mistyped surfacing station, fixes it in one tap with its preview, and Undo takes it back (${device})`, () =>
      withVisit(
        baseUrl,
        async ({ page, problems }) => {
          await setUpStandardGame(page);
          for (let step = 0; step < 100 && (await phaseOf(page)) !== 'reveal'; step++) await playOneStep(page, 99);
          expect(await phaseOf(page)).toBe('reveal');
          const candidates = await candidateLabels(page);
          const notice = page.locator('.notice-warning', { hasText: 'The record contradicts itself.' });
          let entered: [string, string] | null = null;
          for (const [meant, typed] of slips(candidates)) {
            await page.getByLabel('Station number').fill(typed);
            await page.getByRole('button', { name: 'Enter', exact: true }).click();
            const anyway = page.getByRole('button', { name: 'Enter anyway' });
            // A station a pawn stands on is refused at once: the table types another.
            if (!(await anyway.isVisible())) continue;
            await anyway.click();
            entered = [meant, typed];
            break;
          }
          if (!entered) throw new Error('no mistyped station to enter');
          const [meant, typed] = entered;
          await notice.waitFor();
          // The worker's answer: the likely mistakes, the right station among them.
          const fix = notice.getByRole('button', { name: `At entry 3 he probably surfaced at ${meant}, not ${typed}` });
          await fix.waitFor();
          await page.screenshot({ path: join(SHOTS, `likely-mistakes-${device}.png`) });
          await fix.click();
          const sheet = page.getByRole('dialog', { name: `Correct: Mister X surfaces at ${typed}` });
          await sheet.waitFor();
          await sheet.getByText(/^Mister X's stations now: 1 → after the correction: 1\.$/).waitFor();
          // His surfacing is the last entry: no word of later moves kept.
          await expect(sheet.getByText('Every later move still fits and is kept.').count()).resolves.toBe(0);
          await expect(sheet.locator('input, select').first().inputValue()).resolves.toBe(meant);
          await sheet.getByRole('button', { name: 'Apply correction' }).click();
          await sheet.waitFor({ state: 'detached' });
          await expect(notice.count()).resolves.toBe(0);
          await page.getByRole('button', { name: `Undo the correction of “Mister X surfaces at ${typed}”` }).click();
          await page.getByText(`Undone: the correction of “Mister X surfaces at ${typed}”`).waitFor();
          await notice.waitFor();
          expect(problems).toEqual([]);
        },
        size,
      ));
  }
});

mkdirSync(SHOTS, { recursive: true });
