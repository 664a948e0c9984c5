// A dead battery in the middle of a burst of moves: the browser is killed outright (SIGKILL, no
// chance to flush anything) while the table taps quickly, then the same profile is opened again.
// Every move the bar acknowledged ("Saved") must be there, in order, and the game must replay.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, CHROMIUM } from './browser';
import { KILLABLE_FLAGS, launchKillable, openApp } from './killable';
import { playOneStep, savedShown, setUpStandardGame, storedGame, tableView } from './table-support';

const baseUrl = inject('baseUrl');

interface Acknowledgements {
  /** Every view the table saw, in order. */
  readonly views: string[][];
  /** The index of the last view shown with "Saved" in the bar (-1: none). */
  acknowledged: number;
}

/** From now on every view the table sees is reported as it is shown, with whether the bar said
 *  "Saved": the moves the app acknowledged. Reports still on their way when the browser dies are
 *  lost, which can only make the acknowledged moves fewer. */
async function recordAcknowledgements(page: Page): Promise<Acknowledgements> {
  const seen: Acknowledgements = { views: [], acknowledged: -1 };
  page.on('console', (message) => {
    const text = message.text();
    if (!text.startsWith('dragnet-view ')) return;
    const { index, view, saved } = JSON.parse(text.slice('dragnet-view '.length));
    seen.views[index] = view;
    if (saved) seen.acknowledged = Math.max(seen.acknowledged, index);
  });
  await page.evaluate(() => {
    const parts = ['.game-bar-round', '.game-bar-count', '.panel-title', '.pawn-row', '.travel-log'];
    const views: string[] = [];
    let saved = false;
    const text = (selector: string) =>
      (document.querySelector(selector)?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const record = () => {
      const view = parts.map((selector) => text(selector).replace(/ · (Saved|Saving…)$/, ''));
      const nowSaved = text('.game-bar-round').endsWith(' · Saved');
      const changed = JSON.stringify(view) !== views[views.length - 1];
      if (changed) views.push(JSON.stringify(view));
      if (changed || nowSaved !== saved) {
        saved = nowSaved;
        console.log(`dragnet-view ${JSON.stringify({ index: views.length - 1, view, saved })}`);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
    record();
  });
  return seen;
}

describe('a dead battery in the middle of a burst of moves', () => {
  it('loses no move the bar acknowledged: the reopened game has them all, in order, and replays', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'dragnet-e2e-crash-'));
    let reopened: BrowserContext | null = null;
    const killable = await launchKillable(profile);
    try {
      const page = await openApp(killable.browser, baseUrl);
      await setUpStandardGame(page);
      await playOneStep(page);
      await savedShown(page);
      const before = (await storedGame(page))?.events ?? [];
      const seen = await recordAcknowledgements(page);

      const started = Date.now();
      for (let tap = 0; tap < 14; tap++) await playOneStep(page);
      // The battery dies the moment the last tap lands: its save may well be under way.
      await killable.kill();
      const burstMs = Date.now() - started;
      const { views, acknowledged } = seen;

      expect(acknowledged).toBeGreaterThan(0);
      reopened = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: KILLABLE_FLAGS,
        viewport: { width: 360, height: 740 },
        locale: 'en-GB',
      });
      const problems: string[] = [];
      const again = reopened.pages()[0] ?? (await reopened.newPage());
      again.on('pageerror', (error) => problems.push(error.message));
      await again.goto(baseUrl);
      await appShown(again);
      await again.locator('.game-bar').waitFor();

      // The game reopens on a view the table saw, at or after the last one acknowledged.
      const view = await tableView(again);
      const at = views.findIndex((seen) => JSON.stringify(seen) === JSON.stringify(view));
      console.info(
        `burst of 14 taps in ${burstMs} ms: ${views.length} views, the last acknowledged #${acknowledged}, reopened on #${at}`,
      );
      expect(at).toBeGreaterThanOrEqual(acknowledged);
      const stored = (await storedGame(again))?.events ?? [];
      expect(stored.length).toBeGreaterThan(before.length);
      expect(stored.slice(0, before.length)).toEqual(before);
      await expect(again.getByText('could not be opened').count()).resolves.toBe(0);
      // It replays: play goes on from there.
      await playOneStep(again);
      await savedShown(again);
      expect(problems).toEqual([]);
    } finally {
      await killable.kill().catch(() => {});
      await reopened?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
