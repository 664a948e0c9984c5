// The Tab of ./tab.ts in Debian's Chromium, through the same playwright-core set-up as every other
// browser test (./../browser.ts): a fresh profile, no network beyond the app's own server.
import { visit } from '../browser';
import type { Tab } from './tab';
import { MARK } from './tab';

export async function openChromium(url: string, size: { width: number; height: number }): Promise<Tab> {
  const opened = await visit(url);
  const { page } = opened;
  await page.setViewportSize(size);
  const marked = () => page.locator(`[${MARK}]`);
  return {
    engine: 'chromium',
    problems: opened.problems,
    run: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    clickMarked: () => marked().click(),
    chooseInMarked: async (value) => {
      await marked().selectOption(value);
    },
    fileIntoMarked: (path) => marked().setInputFiles(path),
    goto: async (to) => {
      await page.goto(to);
    },
    reload: async () => {
      await page.reload();
    },
    screenshot: async (path) => {
      await page.screenshot({ path });
    },
    close: () => opened.close(),
  };
}
