// The same short game (./short-game.ts) in the three engines a family's phones bring: Chromium,
// Firefox (Debian's firefox-esr, over WebDriver BiDi) and WebKit (Debian's WebKitGTK, Safari's
// engine family, over its WebDriver). One browser at a time; screenshots of every stage go to
// tests/e2e/output/ to be looked at. WebKit also shows the notice on keeping the saved games, as a
// browser with no persistent storage to give.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openChromium } from './engines/chromium';
import { openFirefox } from './engines/firefox';
import type { Tab } from './engines/tab';
import { tap, textShown } from './engines/tab';
import { openWebKit } from './engines/webkit';
import { ROOT } from './server';
import { handedFile, keepHandedFiles, playShortGame, playToTheEnd, setUpGame } from './short-game';

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

describe('saved games in WebKit, which promises to keep nothing (no navigator.storage.persisted)', () => {
  it('after the first game, says how to keep them and makes a backup file of all games in one tap', async () => {
    const tab = await openWebKit(baseUrl, PHONE);
    try {
      expect(await tab.run(() => typeof navigator.storage?.persisted, null)).toBe('undefined');
      await setUpGame(tab);
      await playToTheEnd(tab);
      await textShown(tab, '.keep-notice', 'This browser does not promise to keep Dragnet’s saved games');
      await tab.screenshot(join(SHOTS, 'webkit-8-keep-notice.png'));
      await keepHandedFiles(tab);
      await tap(tab, { selector: '.keep-notice button', name: 'Save a backup file' });
      const backup = await handedFile(tab);
      expect(backup.name).toMatch(/^dragnet-backup-\d{4}-\d\d-\d\d\.json$/);
      const archive = JSON.parse(backup.text) as { format: string; sessions: { events: unknown[] }[] };
      expect(archive.format).toBe('dragnet-archive');
      expect(archive.sessions).toHaveLength(1);
      await textShown(tab, '.keep-notice p', '^Backup made: dragnet-backup-.* \\(1 game\\)');
    } catch (caught: unknown) {
      await tab.screenshot(join(SHOTS, 'webkit-keep-failed.png')).catch(() => undefined);
      throw caught;
    } finally {
      await tab.close();
    }
  }, 240_000);
});
