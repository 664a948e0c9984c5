// One browser tab, whatever engine drives it: Chromium (playwright-core), Firefox (puppeteer-core
// over WebDriver BiDi) or WebKitGTK (its WebKitWebDriver, WebDriver classic). The short game in
// ../short-game.ts is written once against this and runs in all three. Elements are found inside
// the page by CSS and accessible name (aria-label, else the text), marked, then clicked by the
// engine's own click: the same finder everywhere, and a real click that fails on a covered control.

export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Tab {
  readonly engine: Engine;
  /** Runs `fn` in the page (it sees only its argument, which must be plain JSON). */
  run<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks the element `markTarget` marked last, as the engine clicks. */
  clickMarked(): Promise<void>;
  /** Chooses the option with `value` in the marked <select>. */
  chooseInMarked(value: string): Promise<void>;
  /** Puts a file from disk into the marked file input, as the file chooser would. */
  fileIntoMarked(path: string): Promise<void>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Console errors and uncaught exceptions, where the engine's protocol reports them. */
  readonly problems: string[];
  close(): Promise<void>;
}

export interface Target {
  readonly selector: string;
  /** The accessible name, exactly (whitespace folded). */
  readonly name?: string;
  /** Or a pattern it must match (a RegExp's source). */
  readonly pattern?: string;
  /** Only inside an element of this selector whose text contains `text`. */
  readonly within?: { readonly selector: string; readonly text: string };
}

export const MARK = 'data-e2e-target';

/** In the page: marks the first shown, enabled element that fits `target`; false when none does. */
export function markTarget(target: Target): boolean {
  for (const old of document.querySelectorAll('[data-e2e-target]')) old.removeAttribute('data-e2e-target');
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const within = target.within;
  const roots: ParentNode[] = within
    ? [...document.querySelectorAll(within.selector)].filter((root) =>
        fold(root.textContent ?? '').includes(within.text),
      )
    : [document];
  for (const root of roots) {
    for (const element of root.querySelectorAll<HTMLElement>(target.selector)) {
      const box = element.getBoundingClientRect();
      const isFile = element instanceof HTMLInputElement && element.type === 'file';
      if (!isFile && (box.width === 0 || box.height === 0)) continue;
      if ((element as HTMLButtonElement).disabled) continue;
      const name = fold(element.getAttribute('aria-label') ?? element.textContent ?? '');
      if (target.name !== undefined && name !== target.name) continue;
      if (target.pattern !== undefined && !new RegExp(target.pattern).test(name)) continue;
      element.setAttribute('data-e2e-target', '');
      return true;
    }
  }
  return false;
}

/** Polls `fn` in the page until it returns something truthy (a state, never a time, is awaited);
 *  a page in the middle of loading counts as not yet. */
export async function waitFor<A, R>(
  tab: Tab,
  fn: (arg: A) => R | Promise<R>,
  arg: A,
  what: string,
  timeout = 20_000,
): Promise<NonNullable<R>> {
  const until = Date.now() + timeout;
  let last: unknown = null;
  for (;;) {
    try {
      const result = await tab.run(fn, arg);
      if (result) return result as NonNullable<R>;
    } catch (caught: unknown) {
      last = caught;
    }
    if (Date.now() > until) {
      throw new Error(`${tab.engine}: waited ${timeout} ms for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits for the target to be there, then clicks it. */
export async function tap(tab: Tab, target: Target): Promise<void> {
  await waitFor(tab, markTarget, target, `a control ${JSON.stringify(target)}`);
  await tab.clickMarked();
}

/** The text of the first element of `selector` (whitespace folded), '' when there is none. */
export function textOf(tab: Tab, selector: string): Promise<string> {
  return tab.run((css) => (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);
}

/** Waits until some element of `selector` has text matching `pattern` (a RegExp's source). */
export function textShown(tab: Tab, selector: string, pattern: string): Promise<boolean> {
  return waitFor(
    tab,
    ({ selector, pattern }) =>
      [...document.querySelectorAll(selector)].some((element) =>
        new RegExp(pattern).test((element.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    { selector, pattern },
    `"${pattern}" in ${selector}`,
  );
}
