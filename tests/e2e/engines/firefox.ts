// The Tab of ./tab.ts in Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi: Firefox
// listens on --remote-debugging-port itself, so no geckodriver is needed (Debian has none), and
// puppeteer-core downloads no browser. A fresh profile a visit; the only server is the app's own.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Tab } from './tab';
import { MARK } from './tab';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Preferences that keep Firefox from calling home (every such call would fail here anyway). */
const QUIET = {
  'app.update.disabledForTesting': true,
  'browser.safebrowsing.downloads.remote.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'extensions.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'toolkit.telemetry.enabled': false,
};

export async function openFirefox(url: string, size: { width: number; height: number }): Promise<Tab> {
  if (!existsSync(FIREFOX)) {
    throw new Error(`Firefox not found at ${FIREFOX}: apt-get install -y firefox-esr (bash .ci/run installs it).`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'dragnet-e2e-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    defaultViewport: { ...size, deviceScaleFactor: 1 },
    extraPrefsFirefox: QUIET,
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  // The first tab predates the default viewport.
  await page.setViewport({ ...size, deviceScaleFactor: 1 });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  const marked = async () => {
    const element = await page.$(`[${MARK}]`);
    if (!element) throw new Error('firefox: the marked element is gone');
    return element;
  };
  await page.goto(url);
  return {
    engine: 'firefox',
    problems,
    run: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    clickMarked: async () => (await marked()).click(),
    chooseInMarked: async (value) => {
      await page.select(`[${MARK}]`, value);
    },
    fileIntoMarked: async (path) => {
      const input = (await marked()) as import('puppeteer-core').ElementHandle<HTMLInputElement>;
      await input.uploadFile(path);
    },
    goto: async (to) => {
      await page.goto(to);
    },
    reload: async () => {
      await page.reload();
    },
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    close: async () => {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
