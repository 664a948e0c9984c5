// His route on the review's map (issue 27), where the route is known: a game Dragnet played as
// Mister X (imported as a version 3 file, which carries his secret), and a game whose logbook the
// table typed after it. At each step the ring and "Mister X" tag sit on the station he was really
// on, and his path has a leg for each entry so far; on a phone's whole board and on a tablet, light
// and dark, the tag stays inside the map and off the pawns. Screenshots for the README (docs/ with
// UPDATE_SCREENSHOTS=1, the rest in tests/e2e/output/).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makeSessionJson } from '../../src/format/session-make';
import { presetSetup } from '../../src/game/rule-sets';
import { playDragnetGame } from '../support/dragnet-game';
import { withVisit } from './browser';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');
const OUTPUT = join(ROOT, 'tests/e2e/output');
const DOCS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : OUTPUT;

/** A game Dragnet won nothing of: medium strength, seed 7, the pawns chasing his true station until
 *  one catches him after entry 23; he rode taxi, bus, underground and black. */
const SETUP = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
const PLAYED = playDragnetGame(SETUP, { seed: 7, strength: 'medium', chase: true });
const ROUTE = PLAYED.dragnetX.route;
const ENTRIES = PLAYED.state.log.length;

function dragnetFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'dragnet-review-route-'));
  const file = join(folder, 'dragnet-game.dragnet.json');
  writeFileSync(file, makeSessionJson(PLAYED.session, PLAYED.dragnetX));
  return file;
}

/** The review from its top (a tap in the travel log scrolls the phone's page down). */
async function shoot(page: Page, folder: string, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() => document.querySelector('.review')?.scrollTo({ top: 0 }));
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

async function openReview(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Review', exact: true }).first().click();
  await page.locator('.review .map-stage').waitFor();
  // The app's notices (ready to work offline) stand above every screen; the screenshots leave them out.
  for (const dismiss of await page.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
}

/** Goes to the step right after his log entry `entry` (its field in the travel log). */
async function goToEntry(page: Page, entry: number): Promise<void> {
  const log = page.getByRole('navigation', { name: /Travel log/ });
  await log.getByRole('button', { name: new RegExp(`^Entry ${entry}:`) }).click();
  await page.locator('.review-step-text', { hasText: `(entry ${entry})` }).waitFor();
}

interface Drawn {
  /** The middle of the ring, and of the station's own target, in screen pixels. */
  readonly ring: { x: number; y: number } | null;
  readonly station: { x: number; y: number } | null;
  readonly legs: number;
  /** Where the "Mister X" tag sits, as problems: off the map, over a pawn token. */
  readonly tagProblems: string[];
}

/** What the map draws of his route for station `id` (an app station id). */
function drawnFor(page: Page, id: number): Promise<Drawn> {
  return page.evaluate((station) => {
    const middle = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : null;
    };
    const stage = document.querySelector('.map-stage')?.getBoundingClientRect();
    const tag = document.querySelector(`.map-tag.is-advice[data-tag="${station}"] rect`)?.getBoundingClientRect();
    const problems: string[] = [];
    if (!tag || !stage) problems.push('no tag');
    else {
      if (tag.left < stage.left || tag.right > stage.right || tag.top < stage.top || tag.bottom > stage.bottom) {
        problems.push('tag off the map');
      }
      for (const pawn of document.querySelectorAll('.map-pawn-body')) {
        const box = pawn.getBoundingClientRect();
        const apart = box.right <= tag.left || box.left >= tag.right || box.bottom <= tag.top || box.top >= tag.bottom;
        if (!apart) problems.push(`tag over ${pawn.closest('[data-pawn]')?.getAttribute('aria-label')}`);
      }
    }
    return {
      ring: middle(document.querySelector(`.review-true[data-station="${station}"] .review-true-ring`)),
      station: middle(document.querySelector(`.map-target[data-station="${station}"]`)),
      legs: document.querySelectorAll('.map .review-route-leg').length,
      tagProblems: problems,
    };
  }, id);
}

/** The ring on his station after `entry`, with his "Mister X" tag, or with the last-seen badge
 *  where the table saw him (`seen`). */
async function expectMarkerOn(page: Page, entry: number, seen = false): Promise<void> {
  const station = ROUTE[entry] as number;
  await page.getByRole('img', { name: `Mister X was really here: Station ${station}` }).waitFor();
  // The tag comes with the map's tag layout, loaded on demand; a tag with no spot beside its
  // station and no room for a leader line is left out (docs/design.md), the named ring stays.
  if (seen) await page.locator('.map .map-revealed').waitFor();
  else await page.locator('.map .map-tags').waitFor({ state: 'attached' });
  const drawn = await drawnFor(page, station);
  expect(drawn.ring).not.toBeNull();
  expect(Math.abs((drawn.ring?.x ?? 0) - (drawn.station?.x ?? -99))).toBeLessThan(1);
  expect(Math.abs((drawn.ring?.y ?? 0) - (drawn.station?.y ?? -99))).toBeLessThan(1);
  expect(drawn.legs).toBe(entry);
  if (seen) expect(drawn.tagProblems).toEqual(['no tag']);
  else expect(drawn.tagProblems.filter((problem) => problem !== 'no tag')).toEqual([]);
}

/** What of the chase chart would not read on this screen: marks over one another, text outside
 *  its drawing, a drawing or a figures table wider than the panel. */
function chaseLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const panel = document.querySelector('.review-panel')?.getBoundingClientRect();
    const svg = document.querySelector('.review-chase .review-chart-svg')?.getBoundingClientRect();
    if (!panel || !svg) return ['no chart'];
    if (svg.left < panel.left || svg.right > panel.right) problems.push('drawing wider than the panel');
    const texts = [...document.querySelectorAll('.review-chase .review-chart-svg text')];
    for (const text of texts) {
      const box = text.getBoundingClientRect();
      if (box.left < svg.left || box.right > svg.right || box.top < svg.top || box.bottom > svg.bottom) {
        problems.push(`"${text.textContent}" outside the drawing`);
      }
    }
    const marks = [...document.querySelectorAll('.review-chase-mark')].map((mark) => mark.getBoundingClientRect());
    marks.forEach((box, index) => {
      for (const other of marks.slice(index + 1)) {
        const apart =
          box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top;
        if (!apart) problems.push('marks over one another');
      }
    });
    const table = document.querySelector('.review-chase-table');
    if (!table || table.scrollWidth > table.clientWidth) problems.push('figures wider than the panel');
    return problems;
  });
}

describe("his route on the review's map", () => {
  for (const [device, size] of [
    ['phone', { width: 360, height: 740 }],
    ['tablet', { width: 820, height: 1180 }],
  ] as const) {
    it(`marks where Dragnet's Mister X really was at each step, on a ${device}, light and dark`, () =>
      withVisit(
        baseUrl,
        async ({ page, problems }) => {
          await openReview(page, dragnetFile());
          // The end: caught after his last entry, the pawn on his station above the ring.
          await expectMarkerOn(page, ENTRIES, true);
          await expect(page.locator('.review-truth').textContent()).resolves.toContain(
            `Mister X, played by Dragnet, was really at ${ROUTE[ENTRIES]} after entry ${ENTRIES}.`,
          );
          await shoot(page, OUTPUT, `review-route-end-${device}`);
          // Between two surfacings: the table thought 11 stations possible, two of them likelier.
          await goToEntry(page, 16);
          await expectMarkerOn(page, 16);
          await shoot(page, DOCS, `review-${device}`);
          await page.emulateMedia({ colorScheme: 'dark' });
          await goToEntry(page, 11);
          await expectMarkerOn(page, 11);
          await shoot(page, OUTPUT, `review-route-dark-${device}`);
          // Before his first entry: where he started.
          await page.keyboard.press('Home');
          await page.getByText(`Mister X, played by Dragnet, started at ${ROUTE[0]}.`).waitFor();
          await expectMarkerOn(page, 0);
          expect(problems).toEqual([]);
        },
        size,
      ));
  }

  it('marks where he was by the logbook the table typed, from its first entry', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await openReview(page, join(ROOT, 'tests/fixtures/rb-22-rounds.session.json'));
      await expect(page.locator('.review-route').count()).resolves.toBe(0);
      await page
        .getByRole('textbox', { name: /^His stations/ })
        .fill('32,45,46,33,20,9,19,8,19,32,45,46,34,63,79,63,100,112,100,63,48,35,65,82');
      await page.getByRole('button', { name: 'Check' }).click();
      await page.getByText('The log is clean').waitFor();
      await goToEntry(page, 5);
      await page.getByRole('img', { name: 'Mister X was really here: Station 20' }).waitFor();
      // His start is not in his logbook: the path begins at entry 1.
      await expect(page.locator('.map .review-route-leg').count()).resolves.toBe(4);
      await shoot(page, OUTPUT, 'review-route-logbook-phone');
      // The chase chart, weighed by the review's worker: the estimate for his real station in every
      // round, and on a phone every mark, label and figure inside the screen and apart.
      await page.locator('.review-chase .review-chart-svg .review-chase-truth-point').nth(21).waitFor();
      await page.getByText('The figures, round by round').click();
      await expect(chaseLayoutProblems(page)).resolves.toEqual([]);
      await page.locator('.review-chase').evaluate((chart) => chart.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: join(OUTPUT, 'review-chase-phone.png') });
      expect(problems).toEqual([]);
    }));
});
