// The build as a static HTTPS host serves it under a sub-path (a GitHub Pages project site,
// https://NAME.github.io/dragnet/): the same dist/ the other tests serve at the site's root, here at
// /dragnet/ with nothing at the root, so a file asked for from the root fails and shows.
import { describe, expect, inject, it } from 'vitest';
import { appShown, controlledByServiceWorker, withVisit } from './browser';
import { serveUnderPath } from './server';
import { playOneStep, playUntilXTurn, savedShown, setUpStandardGame, tableView } from './table-support';

const SUB_PATH = '/dragnet/';

async function withSubPath(run: (url: string) => Promise<void>): Promise<void> {
  const served = await serveUnderPath(inject('buildDir'), SUB_PATH);
  try {
    await run(served.url);
  } finally {
    await served.close();
  }
}

describe('the app under a sub-path', () => {
  it(
    'plays a round, goes offline and reloads to the game as it was, asking for nothing outside the sub-path',
    () =>
      withSubPath((url) =>
        withVisit(url, async ({ context, page, requests, problems }) => {
          await controlledByServiceWorker(page);
          await setUpStandardGame(page);
          await playUntilXTurn(page, 1);
          // Round 2 begins: his ticket, so the reload reopens on the detectives' turn.
          await playOneStep(page);
          await savedShown(page);
          const before = await tableView(page);
          expect(before[2]).toBe('Detectives move');

          await context.setOffline(true);
          await page.reload();
          await appShown(page);
          expect(await tableView(page)).toEqual(before);
          // Play goes on offline: the pawns' turn loads its code from the worker's cache.
          await playOneStep(page);
          const after = await tableView(page);
          expect(after).not.toEqual(before);
          await savedShown(page);

          // An address deeper inside the sub-path (typed or bookmarked) opens the app at the sub-path.
          await page.goto(`${url}some/deep/link`);
          await appShown(page);
          expect(page.url()).toBe(url);
          expect(await tableView(page)).toEqual(after);

          expect(requests.filter((request) => !request.startsWith(url))).toEqual([]);
          expect(problems).toEqual([]);
        }),
      ),
    150_000,
  );

  it('installs as an app of the sub-path: the worker’s scope, the manifest’s start and scope and its icons', () =>
    withSubPath((url) =>
      withVisit(url, async ({ context, page, problems }) => {
        await controlledByServiceWorker(page);
        const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
        expect(scope).toBe(url);
        // The manifest as Chromium reads it, and whether it would offer to install the app.
        const browser = await context.newCDPSession(page);
        const { errors, manifest } = await browser.send('Page.getAppManifest');
        expect(errors).toEqual([]);
        expect({ start: manifest.startUrl, scope: manifest.scope }).toEqual({ start: url, scope: url });
        const icons = manifest.icons?.map((icon) => icon.url) ?? [];
        expect(icons.length).toBeGreaterThanOrEqual(4);
        for (const icon of icons) {
          expect(icon.startsWith(url), icon).toBe(true);
          expect((await page.request.get(icon)).status(), icon).toBe(200);
        }
        const { installabilityErrors } = await browser.send('Page.getInstallabilityErrors');
        expect(installabilityErrors).toEqual([]);
        expect(problems).toEqual([]);
      }),
    ));
});
