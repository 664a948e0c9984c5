// For the browser tests: a table's taps (set-up, one entry at a time), what the table sees, and
// what the device has stored, read straight from IndexedDB.
import type { Locator, Page } from 'playwright-core';

/** Ravensburger 2013, 3 detective players (3 detectives and 1 Bobby), start cards 13, 26, 29, 34. */
export async function setUpStandardGame(page: Page): Promise<void> {
  for (const card of ['13', '26', '29', '34']) await page.getByRole('button', { name: card, exact: true }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByText("Mister X's turn: entry 1").waitFor();
}

export const VIEW_PARTS = ['.game-bar-round', '.game-bar-count', '.panel-title', '.pawn-row', '.travel-log'];

/** Runs in the page (any engine): the texts of `parts`, without the save indicator. */
export function readView(parts: readonly string[]): string[] {
  return parts.map((selector) =>
    (document.querySelector(selector)?.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/ · (Saved|Saving…)$/, ''),
  );
}

/** What the table sees: round and entry, the candidate count, the panel, pawns and travel log,
 *  without the save indicator. Read once the panel has settled: a panel loaded on demand (his
 *  surfacing, the question) comes a few frames after the bar, and a reopened game says "Mister X:
 *  one moment" while it learns who plays him. */
export async function tableView(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () => {
        const title = document.querySelector('.panel-title');
        return Boolean(title?.textContent) && !title?.closest('[aria-busy="true"]');
      },
      null,
      { timeout: 90_000 },
    )
    .catch(() => undefined); // read it as it is: the caller's assertion says what differs
  return page.evaluate(readView, VIEW_PARTS);
}

/** Waits until the bar says every move so far is on the device. */
export async function savedShown(page: Page): Promise<void> {
  await page.locator('.game-bar-saved', { hasText: 'Saved' }).waitFor();
}

export type Phase = 'x-turn' | 'reveal' | 'pawns' | 'question' | 'over';

export async function phaseOf(page: Page): Promise<Phase> {
  const title = (await page.locator('.panel-title').first().textContent()) ?? '';
  if (title.startsWith("Mister X's turn") || title.startsWith('Double move')) return 'x-turn';
  if (title.startsWith('Mister X surfaces')) return 'reveal';
  if (title.includes('Was Mister X there?')) return 'question';
  if (title.startsWith('Game over')) return 'over';
  return 'pawns';
}

export async function entryNumber(page: Page): Promise<number> {
  return Number((await page.locator('.game-bar-round').textContent())?.match(/Entry (\d+)/)?.[1] ?? 0);
}

/** One pawn move: onto a station he could be on when one is in reach (as a table hunting him),
 *  else its first destination, with the first ticket offered. Once a pawn is chosen and its
 *  destinations are listed (with advice shown, no pawn is chosen until the plan's first answer). */
export async function movePawn(page: Page): Promise<void> {
  await page.locator('.destinations .station-button').first().waitFor();
  const onCandidate = page.locator('.destinations .station-button-candidate');
  const target =
    (await onCandidate.count()) > 0 ? onCandidate.first() : page.locator('.destinations .station-button').first();
  await tapThenWait(page, target, 'fieldset.choice-row .ticket-button, .dragnet-ask, .notice-error');
  const ticket = page.locator('fieldset.choice-row .ticket-button');
  if ((await ticket.count()) > 0) await tapThenWait(page, ticket.first(), '.dragnet-ask, .notice-error');
  // Against Dragnet, a move onto one of his stations waits for the table's go before he answers.
  const go = page.locator('.dragnet-ask .button-primary');
  if ((await go.count()) > 0) await go.click();
}

/** Taps a control of the pawns' turn, then waits for its answer: what `asks` finds (a ticket to
 *  pick, Dragnet's "move there?", a refusal), or the move entered (the pawns' states, or the panel,
 *  change). */
async function tapThenWait(page: Page, control: Locator, asks: string): Promise<void> {
  const panel = () =>
    [...document.querySelectorAll('.pawn-chip')].map((chip) => chip.className).join(' ') ||
    (document.querySelector('.panel-title')?.textContent ?? '');
  const before = await page.evaluate(panel);
  await control.click();
  await page.waitForFunction(
    ([was, selector]) => {
      if (document.querySelector(selector)) return true;
      const now =
        [...document.querySelectorAll('.pawn-chip')].map((chip) => chip.className).join(' ') ||
        (document.querySelector('.panel-title')?.textContent ?? '');
      return now !== was;
    },
    [before, asks] as const,
  );
}

/** One entry by the table: his ticket (taxi), his station when he surfaces (the first candidate),
 *  a pawn to a candidate station when one can reach it (else its first destination), and the
 *  answer to "was he there?" (no, until `catchFromEntry`). */
export async function playOneStep(page: Page, catchFromEntry = 99): Promise<Phase> {
  const phase = await phaseOf(page);
  switch (phase) {
    case 'x-turn':
      await page.getByRole('button', { name: /^Taxi/ }).click();
      break;
    case 'reveal':
      await page.locator('.station-grid .station-button').first().click();
      break;
    case 'pawns':
      await movePawn(page);
      break;
    case 'question': {
      const entry = await entryNumber(page);
      if (entry >= catchFromEntry) {
        await page.getByRole('button', { name: 'Yes: caught!' }).click();
        await page.getByRole('button', { name: 'Yes, caught: end the game' }).click();
      } else {
        await page.getByRole('button', { name: 'No', exact: true }).click();
        // Where the record leaves him nowhere else, "no" asks once more.
        const anyway = page.getByRole('button', { name: 'No, he was not there' });
        if (await anyway.isVisible()) await anyway.click();
      }
      break;
    }
    case 'over':
      break;
  }
  return phase;
}

/** Taps `taps` entries inside the page, each as soon as the page shows the last (no round trip to
 *  the test in between: a quick table), with the same choices as `playOneStep`. With `shown`,
 *  returns once the screen has drawn the last tap (the frame after it), else as soon as the page
 *  has it. Returns the view just before the last tap, and every view of the burst in order (the
 *  one before the first tap to the one after the last). */
export function quickTaps(
  page: Page,
  taps: number,
  shown: boolean,
): Promise<{ readonly before: string[]; readonly views: string[][] }> {
  return page.evaluate(
    async ({ taps, parts, shown }) => {
      const view = () =>
        JSON.stringify(
          parts.map((selector) =>
            (document.querySelector(selector)?.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim()
              .replace(/ · (Saved|Saving…)$/, ''),
          ),
        );
      // A view counts once its panel has settled (as in tableView): a table taps what it sees.
      const drawnPanel = () => {
        const title = document.querySelector('.panel-title');
        return Boolean(title?.textContent) && !title?.closest('[aria-busy="true"]');
      };
      const changedFrom = async (old: string) => {
        for (let waited = 0; (view() === old || !drawnPanel()) && waited < 2000; waited += 2) {
          await new Promise((resolve) => setTimeout(resolve, 2));
        }
      };
      const drawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const first = (selector: string, text?: RegExp) =>
        [...document.querySelectorAll<HTMLButtonElement>(selector)].find(
          (button) => !button.disabled && (!text || text.test(button.textContent ?? '')),
        );
      await changedFrom('');
      let before = view();
      const views = [before];
      for (let tap = 0; tap < taps; tap++) {
        if (tap > 0) {
          await changedFrom(before);
          views.push(view());
        }
        before = view();
        const title = document.querySelector('.panel-title')?.textContent ?? '';
        const pick = () =>
          title.startsWith("Mister X's turn") || title.startsWith('Double move')
            ? first('.ticket-grid .ticket-button.ticket-taxi')
            : title.startsWith('Mister X surfaces')
              ? first('.station-grid .station-button')
              : title.includes('Was Mister X there?')
                ? (first('.panel-question button', /^No, he was not there$/) ?? first('.panel-question button', /^No$/))
                : (first('fieldset.choice-row .ticket-button') ?? first('.destinations .station-button'));
        // A panel loaded on demand (a surfacing's station grid) may show its title a moment before
        // its buttons: wait for them, as a player would.
        let target = pick();
        for (let waited = 0; !target && waited < 5000; waited += 2) {
          await new Promise((resolve) => setTimeout(resolve, 2));
          target = pick();
        }
        if (!target) throw new Error(`nothing to tap under "${title}"`);
        target.click();
      }
      await changedFrom(before);
      views.push(view());
      if (shown) await drawn();
      return { before: JSON.parse(before) as string[], views: views.map((seen) => JSON.parse(seen) as string[]) };
    },
    { taps, parts: VIEW_PARTS, shown },
  );
}

/** Plays taps until Mister X's turn with `entries` log entries made. */
export async function playUntilXTurn(page: Page, entries: number): Promise<void> {
  for (let step = 0; step < 200; step++) {
    // On his turn the bar names the entry he is about to fill.
    if ((await phaseOf(page)) === 'x-turn' && (await entryNumber(page)) === entries + 1) return;
    await playOneStep(page);
  }
  throw new Error(`never reached Mister X's turn after entry ${entries}`);
}

export interface StoredGame {
  readonly id: string;
  readonly revision: string;
  readonly events: readonly unknown[];
}

/** The game in progress as the device has stored it (null when there is none). Call it only
 *  once the app has created its database. */
export function storedGame(page: Page): Promise<StoredGame | null> {
  return page.evaluate(async () => {
    const request = <T>(of: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        of.onsuccess = () => resolve(of.result);
        of.onerror = () => reject(of.error);
      });
    const database = await request(indexedDB.open('dragnet'));
    try {
      const read = (key: string) => request(database.transaction('kv').objectStore('kv').get(key));
      const current = (await read('pref:current-session')) as { id?: string | null } | undefined;
      if (!current?.id) return null;
      const record = (await read(`session:${current.id}`)) as { revision: string; file: { events: unknown[] } };
      return { id: current.id, revision: record.revision, events: record.file.events };
    } finally {
      database.close();
    }
  });
}

/** What the page reads where the app finds the game in play at start-up (restoreCurrentSession):
 *  the write-ahead copies in localStorage and IndexedDB, the pointer to the game in progress, the
 *  saved games and the set-up draft, in short. */
export function storedForStart(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const copy = (value: unknown) => {
      if (typeof value !== 'object' || value === null) return JSON.stringify(value);
      const { at, seq, base, file } = value as { at?: number; seq?: number; base?: string; file?: unknown };
      const game = file as { id?: string; events?: unknown[] } | null | undefined;
      return `{at ${at}, seq ${seq}, base ${base}, game ${game === null ? 'null (left)' : `${game?.id} with ${game?.events?.length} events`}}`;
    };
    const lines: string[] = [];
    try {
      const text = localStorage.getItem('dragnet:pending-game');
      lines.push(
        `localStorage (${localStorage.length} keys): write-ahead copy ${text ? copy(JSON.parse(text)) : 'none'}`,
      );
    } catch (caught: unknown) {
      lines.push(`localStorage: ${String(caught)}`);
    }
    const request = <T>(of: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        of.onsuccess = () => resolve(of.result);
        of.onerror = () => reject(of.error);
      });
    try {
      lines.push(`IndexedDB databases: ${JSON.stringify(await indexedDB.databases())}`);
      const database = await request(indexedDB.open('dragnet'));
      try {
        const objects = database.transaction('kv').objectStore('kv');
        const [keys, values] = await Promise.all([request(objects.getAllKeys()), request(objects.getAll())]);
        for (const [index, key] of keys.entries()) {
          const value = values[index] as { revision?: string; file?: { events?: unknown[] } };
          const name = String(key);
          if (name === 'pending:game') lines.push(`  ${name}: ${copy(value)}`);
          else if (name.startsWith('session:')) {
            lines.push(`  ${name}: revision ${value?.revision}, ${value?.file?.events?.length} events`);
          } else if (name.startsWith('pref:')) lines.push(`  ${name}: ${JSON.stringify(value).slice(0, 120)}`);
          else lines.push(`  ${name}`);
        }
        if (keys.length === 0) lines.push('  (no keys)');
      } finally {
        database.close();
      }
    } catch (caught: unknown) {
      lines.push(`IndexedDB: ${String(caught)}`);
    }
    return lines.join('\n');
  });
}

/** Reads (with `value` undefined) or writes one record of the app's database, as plain JSON. */
export function storedRecord(page: Page, key: string, value?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ key, value }) => {
      const request = <T>(of: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          of.onsuccess = () => resolve(of.result);
          of.onerror = () => reject(of.error);
        });
      const database = await request(indexedDB.open('dragnet'));
      try {
        const objects = database.transaction('kv', 'readwrite').objectStore('kv');
        if (value !== undefined) await request(objects.put(value, key));
        return await request(objects.get(key));
      } finally {
        database.close();
      }
    },
    { key, value },
  );
}

/** The accessible names of the controls among `selector` that something else covers (at their
 *  middle), or that are off the screen. */
export function coveredControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const box = control.getBoundingClientRect();
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const top = document.elementFromPoint(x, y);
      if (!top || !control.contains(top)) covered.push(name);
    }
    return covered;
  }, selector);
}
