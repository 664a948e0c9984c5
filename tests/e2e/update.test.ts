// A new version never interrupts a game (STYLE.md rule 12): it installs in the background and
// waits; reloading the page keeps the running version; it takes over when the app is opened anew,
// or at once when the players tap "Update now". Each test serves its own copy of the build (at the
// site's root, and under a sub-path as a static host would), and "publishes" a new version by
// changing sw.js, as a deploy would.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Visit } from './browser';
import { appShown, controlledByServiceWorker, visit } from './browser';
import type { Served } from './server';
import { serveBuild, serveUnderPath } from './server';

const HOSTS: readonly (readonly [string, (folder: string) => Promise<Served>])[] = [
  ['at the site’s root', serveBuild],
  ['under a sub-path', (folder) => serveUnderPath(folder, '/dragnet/')],
];

/** Version 2 answers "version?"; version 1 (the build as it is) does not. */
const NEXT_VERSION = `
self.addEventListener('message', (event) => {
  if (event.data === 'version?') event.ports[0].postMessage(2);
});
`;

async function withOwnServer(
  serve: (folder: string) => Promise<Served>,
  run: (served: Served, folder: string) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'dragnet-e2e-update-'));
  cpSync(inject('buildDir'), folder, { recursive: true });
  const served = await serve(folder);
  try {
    await run(served, folder);
  } finally {
    await served.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

function publishNextVersion(folder: string): void {
  appendFileSync(join(folder, 'sw.js'), NEXT_VERSION);
}

/** Which version's worker controls the page: 2 if it answers, else 1. */
function runningVersion(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(0);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(Number(event.data));
        controller.postMessage('version?', [channel.port2]);
        setTimeout(() => resolve(1), 500);
      }),
  );
}

async function checkForUpdateAndWait(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
}

async function openedApp(url: string): Promise<Visit> {
  const opened = await visit(url);
  await appShown(opened.page);
  await controlledByServiceWorker(opened.page);
  return opened;
}

describe.each(HOSTS)('a new version, %s', (_, serve) => {
  it('waits without reloading the page, survives a reload, and runs when the app is opened anew', () =>
    withOwnServer(serve, async (served, folder) => {
      const opened = await openedApp(served.url);
      try {
        const { context, page, problems } = opened;
        let navigations = 0;
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) navigations++;
        });
        await page.evaluate(() => {
          Object.assign(window, { gameOnScreen: true });
        });

        publishNextVersion(folder);
        await checkForUpdateAndWait(page);
        // The app has heard of the new version: it offers it, and has not reloaded for it.
        await page.getByText('A new version of Dragnet is ready.').waitFor();
        expect(navigations).toBe(0);
        expect(await page.evaluate(() => 'gameOnScreen' in window)).toBe(true);
        expect(await runningVersion(page)).toBe(1);

        await page.reload();
        await appShown(page);
        expect(await runningVersion(page)).toBe(1);

        // The players close the app; the next time it opens, the new version runs.
        // The waiting version takes over once the last page of the old one is gone, which the
        // browser settles on its own time: a page opened in that instant still gets the old one,
        // as a player's would, and the next opening the new one.
        await page.close();
        let reopened = await context.newPage();
        for (let opened = 1; ; opened++) {
          await reopened.goto(served.url);
          await appShown(reopened);
          if ((await runningVersion(reopened)) === 2 || opened === 3) break;
          await reopened.close();
          reopened = await context.newPage();
        }
        await expect.poll(() => runningVersion(reopened), { timeout: 90_000 }).toBe(2);
        expect(problems).toEqual([]);
      } finally {
        await opened.close();
      }
    }));

  it('is offered on screen between games and runs at once when the players tap "Update now"', () =>
    withOwnServer(serve, async (served, folder) => {
      const opened = await openedApp(served.url);
      try {
        const { page, problems } = opened;
        publishNextVersion(folder);
        await checkForUpdateAndWait(page);
        await page.getByText('A new version of Dragnet is ready.').waitFor();
        const reloaded = page.waitForEvent('framenavigated');
        await page.getByRole('button', { name: 'Update now' }).click();
        await reloaded;
        await appShown(page);
        await expect.poll(() => runningVersion(page), { timeout: 90_000 }).toBe(2);
        expect(problems).toEqual([]);
      } finally {
        await opened.close();
      }
    }));
});
