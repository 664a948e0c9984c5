// Debian's Chromium driven by playwright-core (which downloads nothing), one fresh profile per
// visit. Every request, console error, page error and CSP violation is recorded so tests can
// assert the app is quiet and talks to no one but its own server.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Quiet, offline-minded Chromium: no sandbox (root in CI), no GPU, no calls home. */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--metrics-recording-only',
  '--no-pings',
  // Every other host fails to resolve: should something reach out, it is recorded, never sent.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export interface Visit {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Every URL requested, by pages and by the service worker. */
  readonly requests: string[];
  /** Console errors, uncaught exceptions and CSP violations, in order. */
  readonly problems: string[];
  close(): Promise<void>;
}

/** `locale`: the browser's language, which the app follows (German: 'de-DE'). */
export async function visit(url: string, locale = 'en-GB'): Promise<Visit> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (bash .ci/run installs it).`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'dragnet-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    locale,
    serviceWorkers: 'allow',
  });
  // Every wait is for a state; this only bounds how long a state may take to come on a machine
  // busy beside the run (playwright's own 30 s was met at a load of 24 on two cores).
  context.setDefaultTimeout(90_000);
  const requests: string[] = [];
  const problems: string[] = [];
  context.on('request', (request) => {
    requests.push(request.url());
  });
  // The init script is injected by the browser, not the page, so the CSP does not apply to it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.message}`);
  });
  await page.goto(url);
  return {
    context,
    page,
    requests,
    problems,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the app has rendered something into its root. */
export async function appShown(page: Page): Promise<void> {
  await page.waitForFunction(() => (document.getElementById('app')?.childElementCount ?? 0) > 0);
}

/** Waits until the service worker controls the page (it claims the first page on activation). */
export async function controlledByServiceWorker(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 90_000,
    });
  } catch (caught: unknown) {
    const registered = await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    const why = registered
      ? 'a service worker is registered but never took control (workbox clientsClaim?)'
      : 'no service worker was registered (does src/main.tsx call registerServiceWorker()?)';
    throw new Error(`The app is not controlled by its service worker: ${why}`, { cause: caught });
  }
}

/** Opens the app at a phone's size (360x740, or `size`), waits until it shows, runs `run`, and
 *  closes the browser whatever happens. */
export async function withVisit(
  url: string,
  run: (opened: Visit) => Promise<void>,
  size = { width: 360, height: 740 },
): Promise<void> {
  const opened = await visit(url);
  try {
    await opened.page.setViewportSize(size);
    await appShown(opened.page);
    await run(opened);
  } finally {
    await opened.close();
  }
}
