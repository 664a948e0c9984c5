// A short game as a table plays it, written once for every engine (./engines/tab.ts): set-up by
// start cards, his tickets and the pawns' moves, a correction of entry 1, his surfacing after
// entry 3 (RB 2013 "Mister X surfaces"), a "no, not there" where a pawn lands on a station he could
// be on, the probabilities after a ticket, a round of move advice, a reload that resumes exactly,
// then an export of the game and its import back as a copy that opens where the export was made.
// Screenshots of each stage go to `shots`, to be looked at.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Tab } from './engines/tab';
import { markTarget, tap, textOf, textShown, waitFor } from './engines/tab';
import { readView, VIEW_PARTS } from './table-support';

/** What the table sees (round, count, panel, pawns, travel log), without the save indicator. */
export function tableView(tab: Tab): Promise<string[]> {
  return tab.run(readView, VIEW_PARTS);
}

type Step = 'x-turn' | 'reveal' | 'question' | 'pawns' | 'over' | 'none';

/** In the page: marks the next tap the test table makes (his taxi; the first station he may
 *  surface at; "No" he was not there; a pawn to a station he could be on, else its first
 *  destination, and its ticket where it has a choice) and says what it was. */
function markNextTap(catchFrom: number | null): Step {
  for (const old of document.querySelectorAll('[data-e2e-target]')) old.removeAttribute('data-e2e-target');
  const title = document.querySelector('.panel-title')?.textContent ?? '';
  const entry = Number(document.querySelector('.game-bar-round')?.textContent?.match(/Entry (\d+)/)?.[1] ?? 0);
  const caught = catchFrom !== null && entry >= catchFrom;
  const certain = /(^|\D)1 station\b/.test(document.querySelector('.game-bar-count')?.textContent ?? '');
  const first = (selector: string, text?: RegExp) =>
    [...document.querySelectorAll<HTMLButtonElement>(selector)].find(
      (button) => !button.disabled && (!text || text.test((button.textContent ?? '').trim())),
    );
  const [step, target]: [Step, HTMLButtonElement | undefined] = title.startsWith('Game over')
    ? ['over', undefined]
    : title.startsWith("Mister X's turn") || title.startsWith('Double move')
      ? ['x-turn', first('.ticket-grid .ticket-button.ticket-taxi')]
      : title.startsWith('Mister X surfaces')
        ? ['reveal', first('.station-grid .station-button')]
        : title.includes('Was Mister X there?')
          ? [
              'question',
              caught
                ? (first('button', /^Yes, caught: end the game$/) ?? first('.panel-question button', /^Yes: caught!$/))
                : (first('button', /^No, he was not there$/) ?? first('.panel-question button', /^No$/)),
            ]
          : [
              'pawns',
              first('fieldset.choice-row .ticket-button') ??
                // Not onto his one station when the game is to go on: the "No" that follows
                // would contradict the record (the surfacing buttons offer his likeliest first,
                // often a ride from a pawn).
                (certain && !caught
                  ? first('.destinations .station-button:not(.station-button-candidate)')
                  : undefined) ??
                first('.destinations .station-button-candidate') ??
                first('.destinations .station-button'),
            ];
  if (!target) return step === 'over' ? 'over' : 'none';
  target.setAttribute('data-e2e-target', '');
  return step;
}

/** In the page: what changes with every tap the table makes; with `before`, '' until it differs. */
function tapState({ parts, before }: { parts: readonly string[]; before: string | null }): string {
  const state = JSON.stringify([
    ...parts.map((selector) => document.querySelector(selector)?.textContent ?? ''),
    document.querySelectorAll('fieldset.choice-row .ticket-button').length,
    document.querySelector('.panel-question')?.textContent ?? '',
  ]);
  return state === before ? '' : state;
}

async function playOneTap(tab: Tab, catchFrom: number | null = null): Promise<Step> {
  const before = await tab.run(tapState, { parts: VIEW_PARTS, before: null });
  const step = await waitFor(tab, markNextTap, catchFrom, 'something to tap');
  if (step === 'over' || step === 'none') return step;
  await tab.clickMarked();
  await waitFor(tab, tapState, { parts: VIEW_PARTS, before }, 'the tap to show');
  return step;
}

function entryOf(tab: Tab): Promise<number> {
  return tab.run(
    () => Number(document.querySelector('.game-bar-round')?.textContent?.match(/Entry (\d+)/)?.[1] ?? 0),
    null,
  );
}

async function savedShown(tab: Tab): Promise<void> {
  await textShown(tab, '.game-bar-saved', 'Saved$');
}

/** Plays on, answering "yes, caught" from entry 4 on, until the game is over. */
export async function playToTheEnd(tab: Tab): Promise<void> {
  for (let taps = 0; taps < 400; taps++) if ((await playOneTap(tab, 4)) === 'over') return;
  throw new Error(`${tab.engine}: the game never ended`);
}

/** Set-up by start cards 13, 26, 29 and 34 (Ravensburger 2013), to his first turn. */
export async function setUpGame(tab: Tab): Promise<void> {
  await appShown(tab);
  for (const card of ['13', '26', '29', '34']) await tap(tab, { selector: 'button', name: card });
  await tap(tab, { selector: 'button', name: 'Start game' });
  await textShown(tab, '.panel-title', "^Mister X's turn: entry 1");
}

/** Makes the page keep every file it hands over (as window.handedOver) instead of downloading it:
 *  the browser's own download dialog is not the app's. */
export function keepHandedFiles(tab: Tab): Promise<void> {
  return tab.run(() => {
    const kept = window as unknown as { handedOver?: { name: string; text: string } };
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      if (object instanceof File) void object.text().then((text) => (kept.handedOver = { name: object.name, text }));
      return make(object);
    };
    document.addEventListener('click', (event) => {
      if (event.target instanceof HTMLAnchorElement && event.target.download) event.preventDefault();
    });
  }, null);
}

/** The last file the page handed over (after `keepHandedFiles`). */
export function handedFile(tab: Tab): Promise<{ name: string; text: string }> {
  return waitFor(
    tab,
    () => (window as unknown as { handedOver?: { name: string; text: string } }).handedOver,
    null,
    'the file handed over',
  );
}

async function appShown(tab: Tab): Promise<void> {
  await waitFor(tab, () => (document.getElementById('app')?.childElementCount ?? 0) > 0, null, 'the app');
}

async function openMenu(tab: Tab): Promise<void> {
  await tap(tab, { selector: 'button', name: 'Menu' });
}

export async function playShortGame(tab: Tab, shots: string): Promise<void> {
  const shot = (name: string) => tab.screenshot(join(shots, `${tab.engine}-${name}.png`));
  await appShown(tab);

  // Set-up: Ravensburger 2013, start cards 13, 26, 29 and 34.
  for (const card of ['13', '26', '29', '34']) await tap(tab, { selector: 'button', name: card });
  await shot('1-setup');
  await tap(tab, { selector: 'button', name: 'Start game' });
  await textShown(tab, '.panel-title', "^Mister X's turn: entry 1");

  // His first ticket and the pawns' moves, to his second turn.
  const seen = new Set<Step>();
  for (
    let taps = 0;
    // The bar names the entry his turn is about to fill: entry 2 once the first is made.
    taps < 20 && !((await entryOf(tab)) === 2 && (await textOf(tab, '.panel-title')).startsWith("Mister X's turn"));
    taps++
  ) {
    seen.add(await playOneTap(tab));
  }

  // A correction: his first ticket was a bus, not a taxi.
  await tap(tab, { selector: 'button', name: 'Moves' });
  await tap(tab, { selector: 'button', name: 'Edit Mister X shows taxi (entry 1)' });
  await waitFor(tab, markTarget, { selector: 'dialog[open] select' }, 'the ticket choice');
  await tab.chooseInMarked('bus');
  // A bus from his start card leads to fewer stations than a taxi: the sheet says so first.
  const [now, after] = await waitFor(
    tab,
    () => {
      const said = /stations now: (\d+) → after the correction: (\d+)\./.exec(
        document.querySelector('dialog[open]')?.textContent ?? '',
      );
      return said && said[1] !== said[2] ? [Number(said[1]), Number(said[2])] : null;
    },
    null,
    'the effect of the correction',
  );
  expect(after).toBeLessThan(now ?? 0);
  await shot('5-correction');
  await tap(tab, { selector: 'button', name: 'Apply correction' });
  await waitFor(tab, markTarget, { selector: 'button', pattern: '^Entry 1: bus' }, 'the corrected entry');
  if (await tab.run(() => document.querySelector('dialog[open]') !== null, null)) {
    await tap(tab, { selector: 'dialog[open] button', name: 'Close' });
  }

  // His tickets and the pawns' moves until he has surfaced and a pawn found him not there.
  for (let taps = 0; taps < 80 && !(seen.has('reveal') && seen.has('question') && (await entryOf(tab)) >= 5); taps++) {
    const step = await playOneTap(tab);
    seen.add(step);
    if (step === 'reveal') await shot('2-surfacing');
  }
  expect([...seen].sort()).toEqual(['pawns', 'question', 'reveal', 'x-turn']);

  // Play on to his turn; his taxi ticket: the probabilities come from their worker.
  for (let taps = 0; taps < 20 && !(await textOf(tab, '.panel-title')).startsWith("Mister X's turn"); taps++) {
    await playOneTap(tab);
  }
  await playOneTap(tab);
  await textShown(tab, '.panel-title', '^Detectives move');
  // The likelier stations are ringed wider; those at twice an even share or more carry an
  // estimate ("≈24%"; left out where the map has no room), which never add up to over 100.
  await waitFor(
    tab,
    () => document.querySelectorAll('.map-candidates .map-likely').length > 0,
    null,
    'likelier stations on the map',
  );
  const tags = await tab.run(
    () => [...document.querySelectorAll('.map-tag.is-likely text')].map((text) => text.textContent ?? ''),
    null,
  );
  expect(tags.every((tag) => /^≈\d+%$/.test(tag))).toBe(true);
  expect(tags.reduce((sum, tag) => sum + (Number(tag.replace(/[≈%]/g, '')) || 0), 0)).toBeLessThanOrEqual(100);
  const count = Number((await textOf(tab, '.game-bar-count')).match(/(\d+) stations/)?.[1]);
  await tap(tab, { selector: '.game-bar-count' });
  await textShown(tab, 'dialog[open]', 'Likeliest first');
  const chances = await tab.run(
    () => [...document.querySelectorAll('dialog[open] .station-chance')].map((chance) => chance.textContent ?? ''),
    null,
  );
  const values = chances.map((text) => Number.parseFloat(text.replace(/[<≈]/g, '')));
  expect(values).toHaveLength(count);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  const total = values.reduce((sum, value) => sum + value, 0);
  expect(total).toBeGreaterThan(97);
  expect(total).toBeLessThan(103);
  await shot('3-probabilities');
  await tap(tab, { selector: 'dialog[open] button', name: 'Close' });

  // A round of advice: turned on in the menu, one suggestion a pawn, marked on the map.
  await openMenu(tab);
  await tap(tab, { selector: 'label', pattern: '^Move advice' });
  await tap(tab, { selector: 'button', name: 'Close' });
  await tap(tab, { selector: 'button', name: 'Suggest moves' });
  const advice = await waitFor(
    tab,
    () => {
      const items = [...document.querySelectorAll('.advice-item button')].map((item) =>
        item.getAttribute('aria-label'),
      );
      return items.length > 0 && document.querySelectorAll('.advice-mark').length === items.length ? items : null;
    },
    null,
    'move advice',
    60_000,
  );
  expect(advice).toHaveLength(4);
  expect(advice.every((item) => /^Move .+ to \d+ by \w+$/.test(item ?? ''))).toBe(true);
  await shot('4-advice');

  // A reload resumes exactly where the table was.
  await savedShown(tab);
  const beforeReload = await tableView(tab);
  await tab.reload();
  await appShown(tab);
  await waitFor(tab, (parts) => document.querySelector(parts[2] ?? '') !== null, VIEW_PARTS, 'the game');
  expect(await tableView(tab)).toEqual(beforeReload);

  // Export the game (the file the app hands over is read in the page; the browser's own download
  // dialog is not the app's), then play on, and import the file: a copy at the exported point.
  await openMenu(tab);
  await tap(tab, { selector: 'button', name: 'Saved games' });
  await keepHandedFiles(tab);
  await tap(tab, { selector: '.archive-game button', name: 'Export' });
  await tap(tab, { selector: 'dialog[open] button', name: 'Download' });
  const exported = await handedFile(tab);
  expect(exported.name).toMatch(/\.dragnet\.json$/);
  const file = join(mkdtempSync(join(tmpdir(), 'dragnet-e2e-export-')), exported.name);
  writeFileSync(file, exported.text);
  await tap(tab, { selector: 'button', name: 'Close' });
  await playOneTap(tab);
  await savedShown(tab);
  expect(await tableView(tab)).not.toEqual(beforeReload);

  await openMenu(tab);
  await tap(tab, { selector: 'button', name: 'Saved games' });
  await waitFor(tab, markTarget, { selector: 'input[type="file"]' }, 'the file input');
  await tab.fileIntoMarked(file);
  await textShown(tab, '.archive', 'was added as “.+ \\(copy\\)”');
  await shot('6-imported');
  await tap(tab, { selector: 'button', name: 'Open', within: { selector: '.archive-game', text: '(copy)' } });
  await waitFor(tab, (parts) => document.querySelector(parts[2] ?? '') !== null, VIEW_PARTS, 'the imported game');
  expect(await tableView(tab)).toEqual(beforeReload);
  await shot('7-opened');
}
