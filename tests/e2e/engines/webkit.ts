// The Tab of ./tab.ts in WebKitGTK (Safari's engine family): Debian's WebKitWebDriver starts its
// MiniBrowser, driven over WebDriver classic by `webdriver` (WebdriverIO's protocol client, which
// starts no driver and downloads nothing when given a host and port). MiniBrowser has no headless
// mode: without a display it runs inside xvfb-run. Each visit gets its own driver and browser, and
// an automation session's storage is its own (a fresh, ephemeral profile).
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import WebDriver from 'webdriver';
import { freePort } from '../server';
import type { Tab } from './tab';
import { MARK } from './tab';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const status = await fetch(`http://127.0.0.1:${port}/status`);
      if (status.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not start listening within 30 s');
}

function stop(driver: ChildProcess): void {
  // The driver runs in its own process group (xvfb-run, Xvfb, the driver, MiniBrowser): all of it.
  if (driver.pid !== undefined && driver.exitCode === null) {
    try {
      process.kill(-driver.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

export async function openWebKit(url: string, size: { width: number; height: number }): Promise<Tab> {
  for (const needed of [WEBKIT_DRIVER, MINIBROWSER]) {
    if (!existsSync(needed)) {
      throw new Error(`${needed} not found: apt-get install -y webkit2gtk-driver xvfb (bash .ci/run installs them).`);
    }
  }
  const port = await freePort();
  const command = [WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'];
  const onScreen = process.env.DISPLAY
    ? command
    : ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1280x1024x24', ...command];
  const driver = spawn(onScreen[0] ?? '', onScreen.slice(1), { detached: true, stdio: 'ignore' });
  let client: Awaited<ReturnType<typeof WebDriver.newSession>>;
  try {
    await driverReady(port, driver);
    client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    // MiniBrowser's window gets no narrower than its toolbar: asked for 390 px, the page is about
    // 447 px wide (measured with window.innerWidth), still a phone's layout but not the smallest.
    await client.setWindowRect(0, 0, size.width, size.height);
  } catch (caught: unknown) {
    stop(driver);
    throw caught;
  }
  const marked = async () => (await client.findElement('css selector', `[${MARK}]`))[ELEMENT] as string;
  await client.navigateTo(url);
  return {
    engine: 'webkit',
    problems: [],
    run: async (fn, arg) => {
      const script = `var done = arguments[arguments.length - 1]; var arg = arguments[0];
        Promise.resolve().then(function () { return (${fn.toString()})(arg); }).then(
          function (value) { done({ value: value === undefined ? null : value }); },
          function (error) { done({ error: String(error && error.stack || error) }); });`;
      const answer = (await client.executeAsyncScript(script, [arg as object])) as { value?: unknown; error?: string };
      if (answer.error !== undefined) throw new Error(answer.error);
      return answer.value as never;
    },
    clickMarked: async () => {
      // WebDriver classic scrolls a control to the bottom edge, under the app's sticky footers;
      // a person scrolls it into the middle of the screen first.
      await client.executeScript(
        'document.querySelector("[data-e2e-target]").scrollIntoView({ block: "center", inline: "center" })',
        [],
      );
      await client.elementClick(await marked());
    },
    chooseInMarked: async (value) => {
      // A click on the option, as WebDriver chooses in a <select> (the app sets option values as
      // properties, so no CSS selector finds them).
      const option = (await client.executeScript(
        'return [...document.querySelector("[data-e2e-target]").options].find((option) => option.value === arguments[0])',
        [value],
      )) as Record<string, string>;
      await client.elementClick(option[ELEMENT] as string);
    },
    fileIntoMarked: async (path) => {
      await client.elementSendKeys(await marked(), path);
    },
    goto: async (to) => {
      await client.navigateTo(to);
    },
    reload: async () => {
      await client.refresh();
    },
    screenshot: async (path) => {
      writeFileSync(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    close: async () => {
      try {
        await client.deleteSession();
      } finally {
        stop(driver);
      }
    },
  };
}
