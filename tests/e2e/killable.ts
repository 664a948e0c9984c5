// A Chromium the test starts itself, so it can kill it outright (SIGKILL to its process group, as a
// dead battery or a crash would), driven over the DevTools protocol on a profile folder that
// outlives it: the next launch on the same folder finds what the browser had stored.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
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

/** How long a state may take to come (browser.ts's bound): a bound for a hung test, not a speed
 *  target. */
const WAIT_MS = 90_000;

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
  // As in browser.ts: playwright's own 30 s bound every wait, and a relaunch after a kill with the
  // machine busy beside the run comes slower than a fresh launch.
  const browser = await chromium.connectOverCDP(endpoint, { timeout: WAIT_MS });
  browser.contexts()[0]?.setDefaultTimeout(WAIT_MS);
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

/** What a profile holds on disk for the sites' storage (IndexedDB and localStorage, LevelDB folders
 *  in Chromium): each file with its size, and the LevelDB logs, which say whether a database was
 *  recovered, repaired or created afresh at its last opening. For a test's failure message. */
export function storageOnDisk(profile: string): string {
  const lines: string[] = [];
  for (const area of ['IndexedDB', 'Local Storage']) {
    const walk = (folder: string) => {
      let names: string[];
      try {
        names = readdirSync(folder).sort();
      } catch {
        lines.push(`${folder.slice(profile.length + 1)}: missing`);
        return;
      }
      for (const name of names) {
        const path = join(folder, name);
        const stat = statSync(path);
        if (stat.isDirectory()) walk(path);
        else if (name === 'LOG' || name === 'LOG.old') {
          const log = readFileSync(path, 'utf8').trim().split('\n').slice(-8);
          lines.push(`${path.slice(profile.length + 1)}:`, ...log.map((line) => `  ${line}`));
        } else lines.push(`${path.slice(profile.length + 1)} ${stat.size} B`);
      }
    };
    walk(join(profile, 'Default', area));
  }
  return lines.join('\n');
}
