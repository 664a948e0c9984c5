// What players type is shown, never run; the app talks to no one but the server it came from; and
// the built page carries a strict Content-Security-Policy (no inline or eval'd code, 'self' only).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, withVisit } from './browser';
import { playOneStep, setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');

const IMG = '<img src=x onerror="window.__pwned=1">';
const SVG = '<svg onload="window.__pwned=2">';
const GAME_NAME = `<script>window.__pwned=3</script>${IMG}`;

/** Nothing the players typed became markup or ran. */
async function expectNothingRan(page: Page): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: number }).__pwned ?? null,
    markup: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], body script').length,
  }));
  expect(found).toEqual({ pwned: null, markup: 0 });
}

/** Closes the sheet (a modal dialog) that is open, with its close button. */
async function closeSheet(page: Page): Promise<void> {
  const sheet = page.locator('dialog[open]');
  await sheet.getByRole('button', { name: 'Close' }).first().click();
  await expect.poll(() => sheet.count()).toBe(0);
}

/** Places beyond the game screen, visited when the app offers them: the saved games (and from
 *  there, as they are wired, a game's review and export). Each returns to the game. */
const TOURS: readonly { readonly name: RegExp; visit(page: Page): Promise<void> }[] = [
  {
    name: /^Saved games$/,
    visit: async (page) => {
      await page.getByText(GAME_NAME).first().waitFor();
    },
  },
];

async function tourTheMenu(page: Page): Promise<string[]> {
  const toured: string[] = [];
  for (const tour of TOURS) {
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const entry = page.getByRole('button', { name: tour.name });
    if ((await entry.count()) > 0) {
      await entry.first().click();
      await tour.visit(page);
      toured.push(String(tour.name));
    }
    if ((await page.locator('dialog[open]').count()) > 0) await closeSheet(page);
  }
  return toured;
}

describe('what players type', () => {
  it('shows a game name and pawn names full of markup as text, and runs none of it', () =>
    withVisit(baseUrl, async ({ page, requests, problems }) => {
      await page.getByText('More options').click();
      const gameName = page.getByRole('textbox', { name: 'Name of this game' });
      await gameName.fill(GAME_NAME);
      await page.getByRole('textbox', { name: 'Name of pawn 1' }).fill(IMG);
      await page.getByRole('textbox', { name: 'Name of pawn 2' }).fill(SVG);
      await expect(gameName.inputValue()).resolves.toBe(GAME_NAME);
      await setUpStandardGame(page);
      // His first ticket: the pawns' turn lists every pawn by name.
      await playOneStep(page);
      await expect(page.locator('.pawn-chip-name').allTextContents()).resolves.toEqual(
        expect.arrayContaining([IMG, SVG]),
      );
      for (let step = 0; step < 3; step++) await playOneStep(page);
      await expectNothingRan(page);
      await page.reload();
      await appShown(page);
      await page.getByRole('button', { name: 'Tickets' }).first().click();
      await page.getByText(IMG, { exact: false }).first().waitFor();
      await closeSheet(page);
      await tourTheMenu(page);
      await expectNothingRan(page);
      expect(requests.filter((url) => new URL(url).pathname === '/x')).toEqual([]);
      expect(problems).toEqual([]);
    }));
});

describe('privacy', () => {
  it('sends no request beyond its own origin during a whole game and the places around it', () =>
    withVisit(baseUrl, async ({ page, requests, problems }) => {
      await setUpStandardGame(page);
      for (let step = 0; step < 400; step++) {
        if ((await playOneStep(page, 4)) === 'over') break;
      }
      await page
        .getByText(/^Game over/)
        .first()
        .waitFor();
      // Between games the app's own notices (offline ready) come back; put them away first.
      for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
      await page.getByRole('button', { name: 'Moves' }).first().click();
      await closeSheet(page);
      // Review the game just played, step back, then export it as a file.
      await page.getByRole('button', { name: 'Review this game' }).click();
      await page.getByRole('button', { name: 'Previous step' }).click();
      await page.getByRole('button', { name: 'Close review' }).click();
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.getByRole('button', { name: 'Export', exact: true }).first().click();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).first().click();
      expect((await download).suggestedFilename()).toMatch(/\.dragnet\.json$/);
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => new URL(url).origin !== new URL(baseUrl).origin)).toEqual([]);
      expect(problems).toEqual([]);
    }));
});

describe('the Content-Security-Policy of the built page', () => {
  it("allows only the app's own files: no inline code, no eval, default-src 'self'", () => {
    const html = readFileSync(join(inject('buildDir'), 'index.html'), 'utf8');
    const metas = [...html.matchAll(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/gi)];
    expect(metas).toHaveLength(1);
    const policy = new Map(
      (metas[0]?.[1] ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(policy.get('default-src')).toEqual(["'self'"]);
    for (const [name, sources] of policy) {
      expect(sources, name).not.toContain("'unsafe-inline'");
      expect(sources, name).not.toContain("'unsafe-eval'");
      expect(sources, name).not.toContain('*');
    }
    for (const fetched of ['script-src', 'connect-src']) {
      expect(policy.get(fetched) ?? policy.get('default-src'), fetched).toEqual(["'self'"]);
    }
    // The first frame's styles are written into the page: each <style> is allowed by its own hash
    // and nothing else inline is.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/gi)].map(([, text]) => text ?? '');
    expect(styles).toHaveLength(1);
    const hashes = styles.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(policy.get('style-src')).toEqual(["'self'", ...hashes]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    // Every script is a file of the app's own, named from the page's folder (it may be hosted under
    // a sub-path): none inline, none from another host or the site's root.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\.\/[^"]+"/);
      expect(body?.trim()).toBe('');
    }
    expect(html.match(/\s(?:src|href)="(?!\.\/)[^"]*"/g)).toBeNull();
  });

  it("is the policy the browser enforces: the page's own styles apply, other inline styles are refused", () =>
    withVisit(baseUrl, async ({ page, problems, requests }) => {
      await appShown(page);
      const painted = await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 7px solid red; }';
        document.head.append(style);
        return {
          outline: getComputedStyle(document.body).outlineStyle,
          background: getComputedStyle(document.documentElement).backgroundColor,
        };
      });
      // The app's background (app.css, inline in index.html) is there; the injected rule is not.
      expect(painted.outline).toBe('none');
      expect(painted.background).not.toBe('rgba(0, 0, 0, 0)');
      await expect
        .poll(() => problems.some((problem) => problem.startsWith('console: CSP violation: style-src')))
        .toBe(true);
      // The page's own stylesheet came with the page: no request for it.
      expect(requests.filter((url) => /\/assets\/index-[^/]*\.css$/.test(url))).toEqual([]);
    }));

  it('is the policy the browser enforces: inline code in the page is refused', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inline = 1;';
        document.body.append(script);
        script.remove();
        return (window as unknown as { __inline?: number }).__inline ?? null;
      });
      expect(ran).toBeNull();
      await expect
        .poll(() => problems.some((problem) => problem.startsWith('console: CSP violation: script-src')))
        .toBe(true);
    }));
});
