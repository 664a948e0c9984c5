// A Chromium the test starts itself, so it can kill it outright (SIGKILL to its process group, as a
// dead battery or a crash would), driven over the DevTools protocol on a profile folder that
// outlives it: the next launch on the same folder finds what the browser had stored.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { appShown, CHROMIUM } from './browser';

/** As in browser.ts: quiet, and every host but the test server fails to resolve. */
export const KILLABLE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-pings',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface Killable {
  readonly browser: Browser;
  /** Kills the browser and all its processes at once. */
  kill(): Promise<void>;
}

export async function launchKillable(profile: string): Promise<Killable> {
  const child: ChildProcess = spawn(
    CHROMIUM,
    [...KILLABLE_FLAGS, '--headless', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      // Read on to the end, so a full pipe never stalls the browser.
      if (output.length > 20_000) return;
      output += chunk.toString();
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    void exited.then(() => reject(new Error(`Chromium exited before it listened:\n${output}`)));
  });
  const browser = await chromium.connectOverCDP(endpoint);
  let killed = false;
  return {
    browser,
    kill: async () => {
      if (!killed && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      killed = true;
      await exited;
    },
  };
}

/** The app in a tab of the killable browser, the size of a phone. */
export async function openApp(browser: Browser, url: string): Promise<Page> {
  const context = browser.contexts()[0];
  if (!context) throw new Error('no default context');
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url);
  await appShown(page);
  return page;
}
