// Storage full, in Chromium with a real quota: the origin gets a small quota over the DevTools
// protocol (Storage.overrideQuotaForOrigin, set before the app first stores anything: Chromium
// fixes an origin's quota when it first uses storage), and a second database fills it up to the
// last few hundred bytes, as another app's data would fill a phone. Then IndexedDB itself refuses
// the app's writes with QuotaExceededError. The game goes on, the table is told plainly, the
// entries are kept and saved once there is room, and nothing already saved is touched.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makeArchiveJson } from '../../src/format/archive';
import { parseSessionJson } from '../../src/format/session';
import { appShown, controlledByServiceWorker, visit } from './browser';
import { ROOT } from './server';
import type { StoredGame } from './table-support';
import { playOneStep, savedShown, setUpStandardGame, storedGame, storedRecord, tableView } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');
const FULL = "Not saved: the device's storage is full. Free some space; the game goes on in memory.";
/** Room for the app, its offline copy (about 0.5 MB) and the filler. */
const QUOTA = 4 * 1024 * 1024;

/** Three whole games saved before this one. */
function earlierGames(): string {
  const read = parseSessionJson(readFileSync(join(ROOT, 'tests/fixtures/rb-short.session.json'), 'utf8'));
  if (!read.ok) throw new Error('fixture unreadable');
  const games = [1, 2, 3].map((n) => ({ ...read.session, id: `earlier-game-${n}`, name: `Earlier game ${n}` }));
  return makeArchiveJson(games, new Date().toISOString());
}

/** Fills the origin's quota with random bytes (which do not compress) in a database of its own,
 *  down to less room than a saved game needs. Returns the bytes written. */
function fillStorage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const request = <T>(of: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        of.onsuccess = () => resolve(of.result);
        of.onerror = () => reject(of.error);
      });
    const opening = indexedDB.open('filler', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('blobs');
    const database = await request(opening);
    let written = 0;
    let key = 0;
    try {
      for (let size = 1 << 20; size >= 256; size /= 4) {
        for (;;) {
          const bytes = new Uint8Array(size);
          for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
          const transaction = database.transaction('blobs', 'readwrite');
          transaction.objectStore('blobs').put(bytes, key++);
          const done = await new Promise<boolean>((resolve) => {
            transaction.oncomplete = () => resolve(true);
            transaction.onabort = () => resolve(false);
          });
          if (!done) {
            if (transaction.error?.name !== 'QuotaExceededError') throw transaction.error;
            break;
          }
          written += size;
        }
      }
    } finally {
      database.close();
    }
    return written;
  });
}

/** Deletes the filler: the space is free again. */
function freeStorage(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('filler');
        deleting.onsuccess = () => resolve();
        deleting.onerror = () => reject(deleting.error);
      }),
  );
}

describe('storage full', () => {
  it('the game goes on, the table is told, the entries are saved once there is room, and nothing saved is damaged', {
    timeout: 180_000,
  }, async () => {
    const opened = await visit('about:blank');
    const { page, context, problems } = opened;
    const file = join(tmpdir(), `dragnet-earlier-${process.pid}.json`);
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const devtools = await context.newCDPSession(page);
      await devtools.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseUrl).origin, quotaSize: QUOTA });
      await page.goto(baseUrl);
      await appShown(page);
      // The offline copy is in place before the filler leaves no room for it.
      await controlledByServiceWorker(page);

      // Games saved earlier, and a game in play with its first entries saved.
      writeFileSync(file, earlierGames());
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByText(/3 games added/).waitFor();
      const earlier = await Promise.all([1, 2, 3].map((n) => storedRecord(page, `session:earlier-game-${n}`)));
      await page.getByRole('button', { name: 'Close' }).first().click();
      await setUpStandardGame(page);
      for (let step = 0; step < 5; step++) await playOneStep(page);
      await savedShown(page);
      const before = (await storedGame(page)) as StoredGame;
      expect(before.events).toHaveLength(5);

      // Full: the next entries cannot be saved, and the table reads why.
      expect(await fillStorage(page)).toBeGreaterThan(QUOTA / 2);
      await playOneStep(page);
      const alert = page.getByRole('alert').filter({ hasText: FULL });
      await alert.waitFor();
      await expect(page.locator('.game-bar-saved', { hasText: 'Saved' }).count()).resolves.toBe(0);

      // The game goes on; what was saved stays as it was.
      for (let step = 0; step < 5; step++) await playOneStep(page);
      const played = await tableView(page);
      await expect(alert.count()).resolves.toBe(1);
      expect(await storedGame(page)).toEqual(before);
      mkdirSync(SHOTS, { recursive: true });
      for (const [name, size] of [
        ['storage-full-phone.png', { width: 360, height: 740 }],
        ['storage-full-tablet.png', { width: 800, height: 1280 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.screenshot({ path: join(SHOTS, name) });
      }
      await page.setViewportSize({ width: 360, height: 740 });

      // A reload while still full: the entries are kept (the copy written ahead in localStorage,
      // which this quota does not cover, brings them back), and the table is told again.
      await page.reload();
      await appShown(page);
      await expect.poll(() => tableView(page)).toEqual(played);
      await alert.waitFor();
      expect(await storedGame(page)).toEqual(before);
      // Four more entries: each save fails too, which stretches the queue's own retries to a minute.
      for (let step = 0; step < 4; step++) await playOneStep(page);
      await alert.waitFor();

      // Room again, and the table back in the app (the page hears it is in view): the entries kept
      // are saved at once, without a tap, and the notice goes.
      await freeStorage(page);
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await savedShown(page);
      await expect(alert.count()).resolves.toBe(0);
      const saved = (await storedGame(page)) as StoredGame;
      // Each of the ten entries played since, after the five saved before, in order.
      expect(saved.events).toHaveLength(15);
      expect(saved.events.slice(0, 5)).toEqual(before.events);

      // Full once more: after making room, one tap on the notice saves at once.
      await fillStorage(page);
      await playOneStep(page);
      await alert.waitFor();
      await freeStorage(page);
      // The tap, at once, in the page: on a busy machine the queue's own next try can save first and
      // take the notice away (then there is nothing left to tap, and the entries are saved all the
      // same); a click that waits for the button to hold still would wait for one that is gone.
      await page.evaluate(() => {
        const notices = [...document.querySelectorAll('[role="alert"]')];
        const button = notices.flatMap((notice) => [...notice.querySelectorAll('button')]);
        button.find((found) => found.textContent === 'Save now')?.click();
      });
      await savedShown(page);
      await expect(alert.count()).resolves.toBe(0);
      const after = (await storedGame(page)) as StoredGame;
      expect(after.events).toHaveLength(16);
      expect(after.events.slice(0, 15)).toEqual(saved.events);
      const last = await tableView(page);

      // After a reload: every entry, and the earlier games as they were.
      await page.reload();
      await appShown(page);
      await expect.poll(() => tableView(page)).toEqual(last);
      expect(await storedGame(page)).toEqual(after);
      for (const [index, record] of earlier.entries()) {
        expect(await storedRecord(page, `session:earlier-game-${index + 1}`)).toEqual(record);
      }
      expect(problems).toEqual([]);
    } finally {
      rmSync(file, { force: true });
      await opened.close();
    }
  });
});
