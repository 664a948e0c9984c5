// The saved games against the faults of a real browser: no IndexedDB (private mode, a database that
// will not open), the request to keep storage, and the same game open in two tabs, where neither
// tab may ever write over the other's moves.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Visit } from './browser';
import { appShown, withVisit } from './browser';
import {
  coveredControls,
  playOneStep,
  savedShown,
  setUpStandardGame,
  storedGame,
  storedRecord,
  tableView,
} from './table-support';

const baseUrl = inject('baseUrl');
const NOT_SAVED_HERE =
  'Not saved on this device: this browser does not let Dragnet store data here (private browsing?). The game goes on in memory.';
const CHANGED_ELSEWHERE = 'This game was changed in another tab; showing the latest.';

/** Loads the app again with `script` run before any of its code. */
async function reloadWith(page: Page, script: () => void): Promise<void> {
  await page.addInitScript(script);
  await page.reload();
  await appShown(page);
}

async function openSecondTab({ context, problems }: Visit): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error (second tab): ${error.message}`));
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(baseUrl);
  await appShown(page);
  // Until the secret side has said who plays Mister X, his turn reads "Mister X: one moment" (the
  // reload gap): wait for that state to pass, not for a time, before comparing the tabs.
  await page.getByText('Mister X: one moment').waitFor({ state: 'detached' });
  return page;
}

describe('without IndexedDB', () => {
  it('the app starts, a game is played in memory, and it says the game is not saved on this device', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await reloadWith(page, () => {
        IDBFactory.prototype.open = () => {
          throw new DOMException('The user denied permission to access the database.', 'UnknownError');
        };
      });
      await page.getByText(NOT_SAVED_HERE).waitFor();
      await setUpStandardGame(page);
      const start = await tableView(page);
      for (let step = 0; step < 6; step++) await playOneStep(page);
      expect(await tableView(page)).not.toEqual(start);
      await expect(page.getByRole('alert').filter({ hasText: NOT_SAVED_HERE }).count()).resolves.toBe(1);
      // The bar never claims a save it did not make.
      await expect(page.locator('.game-bar-saved').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    }));

  it('starts after five seconds when the database never answers (blocked)', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await reloadWith(page, () => {
        IDBFactory.prototype.open = () => ({}) as IDBOpenDBRequest;
      });
      await page.getByText(NOT_SAVED_HERE).waitFor({ timeout: 90_000 });
      await setUpStandardGame(page);
      await playOneStep(page);
      expect(problems).toEqual([]);
    }));
});

describe('a damaged saved game', () => {
  it('is reported at start-up and set aside untouched; a new game is saved beside it', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await setUpStandardGame(page);
      for (let step = 0; step < 3; step++) await playOneStep(page);
      await savedShown(page);
      const id = (await storedGame(page))?.id ?? '';
      const record = (await storedRecord(page, `session:${id}`)) as { file: { events: unknown[] } };
      const damaged = { ...record, file: { ...record.file, events: [{ type: 'teleport' }, ...record.file.events] } };
      await storedRecord(page, `session:${id}`, damaged);

      await page.reload();
      await appShown(page);
      await page
        .getByText(/^The last game could not be opened: The saved game is damaged and cannot be opened: events\[0\]/)
        .waitFor();
      await setUpStandardGame(page);
      await playOneStep(page);
      await savedShown(page);
      expect((await storedGame(page))?.id).not.toBe(id);
      expect(await storedRecord(page, `session:${id}`)).toEqual(damaged);

      // Reported once: the app now reopens on the new game.
      const view = await tableView(page);
      await page.reload();
      await appShown(page);
      expect(await tableView(page)).toEqual(view);
      await expect(page.getByText('The last game could not be opened').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    }));
});

describe('persistent storage', () => {
  it('is requested once a game starts, not before', () =>
    withVisit(baseUrl, async ({ page }) => {
      await reloadWith(page, () => {
        const counted = window as unknown as { persistRequests: number };
        counted.persistRequests = 0;
        StorageManager.prototype.persisted = async () => false;
        StorageManager.prototype.persist = async () => {
          counted.persistRequests++;
          return true;
        };
      });
      const requests = () => page.evaluate(() => (window as unknown as { persistRequests: number }).persistRequests);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      expect(await requests()).toBe(0);
      await setUpStandardGame(page);
      await expect.poll(requests).toBe(1);
      await playOneStep(page);
      await playOneStep(page);
      expect(await requests()).toBe(1);
    }));
});

describe('the same game in two tabs', () => {
  it('each tab shows the moves entered in the other, and the stored game has all of them in order', () =>
    withVisit(baseUrl, async (opened) => {
      const { page: first, problems } = opened;
      await setUpStandardGame(first);
      await savedShown(first);
      const second = await openSecondTab(opened);
      expect(await tableView(second)).toEqual(await tableView(first));

      for (let step = 0; step < 3; step++) await playOneStep(first);
      await savedShown(first);
      await expect.poll(() => tableView(second)).toEqual(await tableView(first));
      const afterFirst = (await storedGame(first))?.events ?? [];
      expect(afterFirst).toHaveLength(3);

      for (let step = 0; step < 3; step++) await playOneStep(second);
      await savedShown(second);
      await expect.poll(() => tableView(first)).toEqual(await tableView(second));
      const stored = (await storedGame(first))?.events ?? [];
      expect(stored).toHaveLength(6);
      expect(stored.slice(0, 3)).toEqual(afterFirst);

      // And back again: the first tab goes on from the second tab's moves.
      await playOneStep(first);
      await savedShown(first);
      expect((await storedGame(first))?.events.slice(0, 6)).toEqual(stored);
      await expect.poll(() => tableView(second)).toEqual(await tableView(first));
      await expect(first.getByText(CHANGED_ELSEWHERE).count()).resolves.toBe(0);
      expect(problems).toEqual([]);
    }));

  it('a tab that missed the news cannot write its older copy over the other tab: it shows the latest', () =>
    withVisit(baseUrl, async (opened) => {
      const { page: first, problems } = opened;
      await setUpStandardGame(first);
      for (let step = 0; step < 3; step++) await playOneStep(first);
      await savedShown(first);
      // A tab that never hears from the others (as if the message were lost).
      const stale = await opened.context.newPage();
      await stale.addInitScript(() => {
        Object.defineProperty(window, 'BroadcastChannel', { value: undefined });
      });
      await stale.setViewportSize({ width: 360, height: 740 });
      await stale.goto(baseUrl);
      await appShown(stale);
      const staleView = await tableView(stale);
      expect(staleView).toEqual(await tableView(first));

      for (let step = 0; step < 3; step++) await playOneStep(first);
      await savedShown(first);
      const latest = await storedGame(first);
      expect(latest?.events).toHaveLength(6);
      expect(await tableView(stale)).toEqual(staleView);

      // The stale tab undoes its last entry: saving that would erase four of the first tab's moves.
      await stale.getByRole('button', { name: /^Undo/ }).click();
      await stale.getByText(CHANGED_ELSEWHERE).waitFor();
      // The notice takes its own place: the game bar (Undo, Tickets, Moves, menu) stays clear.
      expect(await coveredControls(stale, '.game-bar button')).toEqual([]);
      expect(await tableView(stale)).toEqual(await tableView(first));
      expect(await storedGame(stale)).toEqual(latest);

      // Play goes on in that tab from the latest copy, and is saved again.
      await playOneStep(stale);
      await savedShown(stale);
      await expect(stale.getByText(CHANGED_ELSEWHERE).count()).resolves.toBe(0);
      const after = await storedGame(stale);
      expect(after?.events).toHaveLength(7);
      expect(after?.events.slice(0, 6)).toEqual(latest?.events);
      expect(problems).toEqual([]);
    }));
});
