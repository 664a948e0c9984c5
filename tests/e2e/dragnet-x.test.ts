// A whole game against Dragnet's Mister X on a phone (issue 17), through the UI only: set-up with
// "Mister X is played by: Dragnet", his ticket called big until the table taps "Seen", the pawns
// moved as a table would (onto stations he could be on), his automatic "not there", a reload in
// the middle that resumes the same hidden game, and the end with his route revealed (the review
// rings his true station on the map, on a phone and on a tablet). While he is hidden, the page
// must not depend on where he is: the title, the whole text and the accessibility tree are the
// same when his secret route is swapped for another route the public record allows (the reload
// reads it back), and where Dragnet speaks for him (the title, his call, his panel, his answers)
// his true station is never named until the rules reveal it.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { StationId } from '../../src/board/types';
import { parseSessionFile } from '../../src/format/session';
import type { GameState } from '../../src/game/state';
import { routeProblem } from '../../src/mister-x/route';
import { appShown, withVisit } from './browser';
import { ROOT } from './server';
import { movePawn, storedRecord } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');
/** Dragnet's seed in this game (his start card and every move are drawn from it), so the game is the
 *  same on every run: the pawns' moves below depend only on what the page shows. With this seed the
 *  game lasts long enough to reload in the middle with him hidden after a surfacing, and his
 *  automatic "not there" comes up (checked below, so a change that shortens it fails here).
 *  DRAGNET_X_SEED plays another seed. */
const SEED = Number(process.env.DRAGNET_X_SEED ?? 7);

/** Makes the page draw `seed` as Dragnet's seed when the game starts: the app draws it with
 *  crypto.getRandomValues into one 32-bit word (src/ui/secret/secret-record.ts `drawSeed`), the only
 *  such call; every other call goes to the browser as before. */
async function drawSeedAs(page: Page, seed: number): Promise<void> {
  await page.evaluate((value) => {
    const original = crypto.getRandomValues.bind(crypto);
    const draw = (array: ArrayBufferView<ArrayBuffer>) => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = value;
        return array;
      }
      return original(array);
    };
    Object.defineProperty(crypto, 'getRandomValues', { value: draw, configurable: true });
  }, seed);
}

interface Secret {
  readonly id: string;
  readonly route: readonly number[];
}

async function secretOf(page: Page): Promise<Secret & Record<string, unknown>> {
  const current = (await storedRecord(page, 'pref:current-session')) as { id: string };
  return (await storedRecord(page, `secret:${current.id}`)) as Secret & Record<string, unknown>;
}

async function sessionFile(page: Page): Promise<unknown> {
  const current = (await storedRecord(page, 'pref:current-session')) as { id: string };
  return ((await storedRecord(page, `session:${current.id}`)) as { file: unknown }).file;
}

/** What the table can perceive: the title, the page's text and its accessibility tree, without the
 *  save indicator (it says when the last write landed). */
async function perceived(page: Page): Promise<{ title: string; text: string; tree: string }> {
  // Once the save has landed and the probabilities' worker has answered for this record.
  await page.locator('.game-bar-saved', { hasText: 'Saved' }).waitFor();
  await page.locator('[data-station][aria-label*="% likely"]').first().waitFor();
  const strip = (text: string) => text.replace(/Saving…|Saved/g, '');
  return {
    title: await page.title(),
    text: strip(await page.evaluate(() => document.body.innerText)),
    tree: strip(await page.locator('body').ariaSnapshot()),
  };
}

/** Where Dragnet speaks for Mister X: the title, his call of the tickets, his turn panel and his
 *  answers, with their accessible names. (The rest of the page names stations for public reasons:
 *  the map every station, the pawns' stations and destinations, the travel log's entry numbers;
 *  that none of it depends on his station is checked by swapping his route, below.) */
async function whereDragnetSpeaks(page: Page): Promise<string> {
  const parts = await page
    .locator('dialog.dragnet-call, .dragnet-turn, .dragnet-not-there')
    .evaluateAll((nodes) =>
      nodes.map((node) =>
        [
          node.textContent ?? '',
          ...[...node.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label')),
        ].join(' '),
      ),
    );
  // Entry numbers count his log, not stations.
  return [await page.title(), ...parts].join('\n').replace(/\b[Ee]ntry \d+/g, '');
}

/** Another route his public record allows, ending elsewhere than `route` (null when none does). */
function anotherRoute(file: unknown, route: readonly number[]): StationId[] | null {
  const parsed = parseSessionFile(file);
  if (!parsed.ok) throw new Error('the stored game does not read');
  const { states } = parsed.replay;
  const events = parsed.session.events;
  const last = states[states.length - 1] as GameState;
  const { board } = last.game;
  const first = states[0] as GameState;
  const entries = last.log.length;
  // Depth-first over the stations he could have ridden to, checked against the record at the end.
  const search = (path: StationId[]): StationId[] | null => {
    if (path.length === entries + 1) {
      return path[entries] !== route[entries] && routeProblem(states, events, path) === null ? path : null;
    }
    const entry = last.log[path.length - 1];
    if (!entry) return null;
    const revealed = entry.revealed;
    const options = board.ticketNeighbours(path[path.length - 1] as StationId, entry.ticket);
    for (const next of revealed === null ? options : options.filter((station) => station === revealed)) {
      const found = search([...path, next]);
      if (found) return found;
    }
    return null;
  };
  for (const start of first.game.setup.misterX.startCards) {
    if (first.occupied.has(start)) continue;
    const found = search([start]);
    if (found) return found;
  }
  return null;
}

/** How far (screen pixels) the review's ring for his true station is from that station's middle,
 *  Infinity when the map draws no such ring inside its part of the screen. */
function ringOffItsStation(page: Page, station: number): Promise<number> {
  return page.evaluate((id) => {
    const stage = document.querySelector('.map-stage')?.getBoundingClientRect();
    const ring = document.querySelector(`.map .review-true[data-station="${id}"]`)?.getBoundingClientRect();
    const target = document.querySelector(`.map-target[data-station="${id}"]`)?.getBoundingClientRect();
    if (!stage || !ring || !target) return Number.POSITIVE_INFINITY;
    const x = ring.left + ring.width / 2;
    const y = ring.top + ring.height / 2;
    if (x < stage.left || x > stage.right || y < stage.top || y > stage.bottom) return Number.POSITIVE_INFINITY;
    return Math.hypot(x - (target.left + target.width / 2), y - (target.top + target.height / 2));
  }, station);
}

const stationPattern = (station: number) => new RegExp(`(^|\\D)${station}(\\D|$)`);

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `dragnet-${name}.png`) });
}

describe("a whole game against Dragnet's Mister X", () => {
  it(
    'is played on a phone from set-up to the end, his secret kept through a reload',
    () =>
      withVisit(baseUrl, async ({ page, problems }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.locator('label.setup-segment', { hasText: /^Dragnet$/ }).click();
        await page.locator('label.setup-segment', { hasText: /^Easy/ }).click();
        await expect(page.getByRole('radio', { name: /^Easy/ }).isChecked()).resolves.toBe(true);
        await shoot(page, 'setup-phone');
        await page.setViewportSize({ width: 800, height: 1280 });
        await shoot(page, 'setup-tablet');
        await page.setViewportSize({ width: 360, height: 740 });
        for (const card of ['13', '26', '29', '34'])
          await page.getByRole('button', { name: card, exact: true }).click();
        await drawSeedAs(page, SEED);
        await page.getByRole('button', { name: 'Start game' }).click();
        await page.locator('.game-bar-saved', { hasText: 'Saved' }).waitFor();
        await expect(secretOf(page).then((secret) => secret.seed)).resolves.toBe(SEED);

        const viewBox = () => page.locator('svg.map-svg').getAttribute('viewBox');
        const wholeBoard = await viewBox();
        const call = page.locator('dialog.dragnet-call');
        const over = page.getByRole('heading', { name: /^Game over/ });
        let calls = 0;
        let surfaced = false;
        let reloaded = false;
        let swapped = false;
        let notThere = 0;
        for (let step = 0; step < 400; step++) {
          const endAnnounced = page.getByRole('button', { name: 'End the game' });
          await Promise.race([
            call.waitFor(),
            over.waitFor(),
            endAnnounced.waitFor(),
            page.locator('.destinations .station-button').first().waitFor(),
          ]).catch(async (error: unknown) => {
            await shoot(page, 'stuck');
            throw error;
          });
          // An end the rules announce (all rounds played, no detective can move): the table confirms.
          if (await endAnnounced.isVisible()) {
            await endAnnounced.click();
            continue;
          }
          if (await over.isVisible()) break;
          if (await page.locator('.dragnet-not-there').isVisible()) notThere++;
          const secret = await secretOf(page);
          const file = (await sessionFile(page)) as { events: { type: string }[] };
          const revealed = file.events.some((event) => event.type === 'x-reveal');
          // His station, where the record has not just revealed it.
          const at = secret.route[secret.route.length - 1] as number;
          const lastReveal = [...file.events].reverse().find((event) => event.type.startsWith('x-'));
          const justSurfaced = lastReveal?.type === 'x-reveal';
          if (!justSurfaced) {
            const seen = await whereDragnetSpeaks(page);
            expect(seen, `station ${at} named while he is hidden`).not.toMatch(stationPattern(at));
          }
          if (await call.isVisible()) {
            calls++;
            await expect(call.getByRole('button', { name: 'Seen' }).isVisible()).resolves.toBe(true);
            // Each ticket's name whole inside its card ("Underground" was cut to "Undergrou").
            const cut = await call.locator('.dragnet-call-ticket').evaluateAll((cards) =>
              cards.flatMap((card) => {
                const name = card.querySelector('.dragnet-call-name');
                const inside = card.getBoundingClientRect();
                const words = name?.getBoundingClientRect();
                return name && words && (words.right > inside.right || name.scrollWidth > name.clientWidth + 1)
                  ? [name.textContent]
                  : [];
              }),
            );
            expect(cut).toEqual([]);
            if (justSurfaced) {
              surfaced = true;
              await expect(call.getByText(`Put Mister X on ${at}`).isVisible()).resolves.toBe(true);
              await shoot(page, 'surfacing-phone');
            } else if (calls === 1) {
              await shoot(page, 'call-phone');
              await page.setViewportSize({ width: 800, height: 1280 });
              await shoot(page, 'call-tablet');
              await page.setViewportSize({ width: 360, height: 740 });
            }
            await call.getByRole('button', { name: 'Seen' }).click();
            await call.waitFor({ state: 'hidden' });
            // His surfacing is ringed at the table's zoom, not zoomed in on (a zoom in stayed for the
            // rounds after, with his stations out of sight).
            if (justSurfaced) expect(await viewBox()).toBe(wholeBoard);
            continue;
          }
          // In the middle of the game, with him hidden: a reload resumes the same hidden game, and
          // the page is the same whichever route the record allows he took.
          if (!reloaded && calls >= 5 && !justSurfaced && revealed) {
            const reopen = async () => {
              await page.reload();
              await appShown(page);
              await page.locator('.destinations .station-button').first().waitFor();
              return perceived(page);
            };
            const before = await reopen();
            const other = anotherRoute(file, secret.route);
            if (other) {
              await storedRecord(page, `secret:${secret.id}`, { ...secret, route: other });
              swapped = true;
              expect(await reopen()).toEqual(before);
              await storedRecord(page, `secret:${secret.id}`, secret);
              await reopen();
            }
            reloaded = true;
            continue;
          }
          await movePawn(page);
          // He answers for himself: the table is never asked "Was Mister X there?".
          await expect(page.getByText(/Was Mister X there\?/).count()).resolves.toBe(0);
        }
        await over.waitFor();
        await page.getByRole('region', { name: 'Mister X’s route' }).scrollIntoViewIfNeeded();
        await shoot(page, 'over-phone');
        expect(reloaded).toBe(true);
        expect(swapped).toBe(true);
        expect(calls).toBeGreaterThanOrEqual(3);
        expect(surfaced).toBe(true);
        expect(notThere).toBeGreaterThan(0);
        // The end reveals his whole route, as far as the record goes.
        const secret = await secretOf(page);
        const route = page.getByRole('region', { name: 'Mister X’s route' });
        await expect(route.getByRole('listitem').count()).resolves.toBe(secret.route.length);
        await expect(route.getByText(`Start: ${secret.route[0]}`).isVisible()).resolves.toBe(true);
        // The review puts his real route beside what the table could deduce, entry by entry.
        await page.getByRole('button', { name: 'Review this game' }).click();
        const truth = page.locator('.review-chances tbody tr');
        await truth.first().waitFor();
        await expect(truth.count()).resolves.toBe(secret.route.length - 1);
        await expect(truth.first().locator('td').first().textContent()).resolves.toBe(String(secret.route[1]));
        // Beside the step, his station in words that fit Dragnet (not a person's logbook).
        const last = secret.route.length - 1;
        await expect(page.locator('.review-truth').textContent()).resolves.toContain(
          `Mister X, played by Dragnet, was really at ${secret.route[last]} after entry ${last}.`,
        );
        // And the map rings the station he was really on, on a phone and on a tablet.
        await page.getByRole('img', { name: `Mister X was really here: Station ${secret.route[last]}` }).waitFor();
        await expect(ringOffItsStation(page, secret.route[last] as number)).resolves.toBeLessThan(1);
        await shoot(page, 'review-phone');
        await page.setViewportSize({ width: 820, height: 1180 });
        await expect(ringOffItsStation(page, secret.route[last] as number)).resolves.toBeLessThan(1);
        await shoot(page, 'review-tablet');
        expect(problems).toEqual([]);
      }),
    // A whole game: at load 44 on two cores it took more than 300 s.
    600_000,
  );

  it(
    'cannot be probed: a move onto his stations asks first, and neither Undo nor a correction takes an answer back',
    () =>
      withVisit(baseUrl, async ({ page, problems }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.locator('label.setup-segment', { hasText: /^Dragnet$/ }).click();
        for (const card of ['13', '26', '29', '34'])
          await page.getByRole('button', { name: card, exact: true }).click();
        await drawSeedAs(page, SEED);
        await page.getByRole('button', { name: 'Start game' }).click();
        const call = page.locator('dialog.dragnet-call');
        await call.getByRole('button', { name: 'Seen' }).click();
        await call.waitFor({ state: 'hidden' });
        const count = page.locator('.game-bar-count');
        const candidates = async () => Number((await count.innerText()).match(/\d+/)?.[0]);

        // A pawn's destination where he could be but is not (the pawns take turns until one has one).
        const secret = await secretOf(page);
        const at = secret.route[secret.route.length - 1] as number;
        const candidate = page.locator('.destinations .station-button-candidate');
        for (const chip of await page.locator('.pawn-chip:not([disabled])').all()) {
          if ((await candidate.count()) > 0) break;
          await chip.click();
        }
        const stations = await candidate.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
        const station = stations.map((text) => Number.parseInt(text, 10)).find((number) => number !== at);
        if (station === undefined) throw new Error('no pawn reaches another of his stations');
        const before = await candidates();
        const entries = async () => ((await sessionFile(page)) as { events: unknown[] }).events.length;
        const entered = await entries();

        // The tap asks first and enters nothing; Cancel puts a mistyped tap right.
        await candidate.filter({ hasText: new RegExp(`^${station}`) }).click();
        const ask = page.locator('.dragnet-ask');
        await ask.getByText('Dragnet answers as soon as the move is entered').waitFor();
        await shoot(page, 'ask-phone');
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await ask.waitFor({ state: 'hidden' });
        expect(await entries()).toBe(entered);
        // Tapped again and confirmed: Dragnet answers, and the station is ruled out.
        await candidate.filter({ hasText: new RegExp(`^${station}`) }).click();
        await ask.getByRole('button', { name: new RegExp(`^Move .+ to ${station}$`) }).click();
        await page.getByText(`Dragnet: Mister X is not at ${station}.`).waitFor();
        await page.locator('.game-bar-saved', { hasText: 'Saved' }).waitFor();
        expect(await candidates()).toBe(before - 1);
        const answered = await entries();
        expect(answered).toBe(entered + 2);

        // Undo takes nothing back and says why.
        await page.getByRole('button', { name: /^Undo/ }).click();
        await page.getByText(`stays: Dragnet has answered it (Mister X was not at ${station})`).waitFor();
        expect(await entries()).toBe(answered);
        expect(await candidates()).toBe(before - 1);

        // A correction of the answered move to another station is refused, with the reason.
        await page.getByRole('button', { name: 'Moves' }).click();
        await page.getByRole('button', { name: new RegExp(`^Edit .+ → ${station} by`) }).click();
        const sheet = page.getByRole('dialog', { name: /^Correct: / });
        await sheet.getByRole('textbox').fill(String(station === 1 ? 2 : 1));
        await sheet.getByText('As on the board, an answer once given stays on the record.').waitFor();
        await expect(sheet.getByRole('button', { name: 'Apply correction' }).isDisabled()).resolves.toBe(true);
        await shoot(page, 'correction-refused-phone');
        await sheet.getByRole('button', { name: 'Cancel' }).click();
        expect(await entries()).toBe(answered);
        // His station was never put on the page by any of this.
        const seen = await whereDragnetSpeaks(page);
        expect(seen).not.toMatch(stationPattern(at));
        expect(problems).toEqual([]);
      }),
    120_000,
  );
});
