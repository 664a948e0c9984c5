// The same short game (./short-game.ts) in the three engines a family's phones bring: Chromium,
// Firefox (Debian's firefox-esr, over WebDriver BiDi) and WebKit (Debian's WebKitGTK, Safari's
// engine family, over its WebDriver). One browser at a time; screenshots of every stage go to
// tests/e2e/output/ to be looked at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openChromium } from './engines/chromium';
import { openFirefox } from './engines/firefox';
import type { Tab } from './engines/tab';
import { openWebKit } from './engines/webkit';
import { ROOT } from './server';
import { playShortGame } from './short-game';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output/engines');
const PHONE = { width: 390, height: 844 };

async function playIn(open: () => Promise<Tab>): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const tab = await open();
  try {
    await playShortGame(tab, SHOTS);
    expect(tab.problems).toEqual([]);
  } catch (caught: unknown) {
    await tab.screenshot(join(SHOTS, `${tab.engine}-failed.png`)).catch(() => undefined);
    throw caught;
  } finally {
    await tab.close();
  }
}

describe('a short game in every engine', () => {
  it('Chromium', () => playIn(() => openChromium(baseUrl, PHONE)), 180_000);
  it('Firefox', () => playIn(() => openFirefox(baseUrl, PHONE)), 240_000);
  it('WebKit', () => playIn(() => openWebKit(baseUrl, PHONE)), 240_000);
});
