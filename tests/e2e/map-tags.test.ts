// The map stays readable with everything on (issue 15): with move advice and percentages shown,
// on a phone (360x740) and a tablet (800x1280), at the whole-board view and zoomed in on the
// pawns, in English and German, with 2, 4 and 5 pawns brought near each other over several
// rounds, every tag on the map is measured as drawn: none covers a pawn token, none goes past the
// map's visible edge, none overlaps another, none reads smaller than 10 px; every suggestion has
// its tag (or its folded number) in its pawn's colour beside its station; the percentages are
// marked as estimates and add up to no more than 100%.
// Saves screenshots of the crowded whole-board view (docs/ with UPDATE_SCREENSHOTS=1).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : join(ROOT, 'tests/e2e/output');

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 800, height: 1280 };
/** The pawns head for station 114, in the middle of the board. */
const MEETING = 114;
/** Ravensburger detective cards round the middle of the board, nearest first. */
const CARDS = ['112', '141', '103', '155', '138'];

type Language = 'en' | 'de';

/** Ravensburger 2013 with `pawns` detectives (2: two detective players without their Bobbies). */
async function setUp(page: Page, pawns: 2 | 4 | 5): Promise<void> {
  await page.locator('.setup-segment', { hasText: new RegExp(`^${pawns}$`) }).click();
  if (pawns === 2) {
    for (const remove of await page.getByRole('button', { name: /^Remove .*Bobby/ }).all()) await remove.click();
  }
  for (const card of CARDS.slice(0, pawns)) await page.getByRole('button', { name: card, exact: true }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByText("Mister X's turn: entry 1").waitFor();
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page
    .locator('.game-bar')
    .getByRole('button', { name: /^(Menu|Menü)$/ })
    .click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('combobox', { name: /Language|Sprache/ }).selectOption(language);
  await menu.getByRole('checkbox', { name: /Move advice|Zugvorschläge|Zug/ }).check();
  await menu.getByRole('button', { name: /^(Close|Schließen)$/ }).click();
}

/** Moves the pawn whose turn it is to the destination nearest the meeting station. */
async function moveTowardsMeeting(page: Page): Promise<void> {
  const best = await page.evaluate((meeting) => {
    const at = (id: number) => {
      const target = document.querySelector(`.map-target[data-station="${id}"]`);
      return { x: Number(target?.getAttribute('cx')), y: Number(target?.getAttribute('cy')) };
    };
    const goal = at(meeting);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('.destinations .station-button')];
    const distances = buttons.map((button) => {
      const where = at(Number.parseInt(button.textContent ?? '', 10));
      return Math.hypot(where.x - goal.x, where.y - goal.y);
    });
    return distances.indexOf(Math.min(...distances));
  }, MEETING);
  await page.locator('.destinations .station-button').nth(Math.max(0, best)).click();
  const ticket = page.locator('fieldset.choice-row .ticket-button');
  if ((await ticket.count()) > 0) await ticket.first().click();
}

/** Waits until the advisor's final plan is on the map (in either language). */
async function planShown(page: Page): Promise<void> {
  await page
    .locator('.advice-status', { hasText: /Best plan found|best plan found in|Bester gefundener Plan|beste Plan nach/ })
    .waitFor({ timeout: 20_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

interface Seen {
  readonly problems: string[];
  readonly advice: number;
  readonly adviceFolded: number;
  /** The suggestions' words on the map (not the folded numbers). */
  readonly adviceWords: string[];
  readonly suggestions: number;
  readonly likely: string[];
  readonly smallestFont: number;
}

/** Every tag as drawn, measured against the pawns, the map's visible edge and the other tags. */
function measure(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const edge = document.querySelector('.map-viewport')?.getBoundingClientRect();
    if (!edge)
      return {
        problems: ['no map'],
        advice: 0,
        adviceFolded: 0,
        adviceWords: [],
        suggestions: 0,
        likely: [],
        smallestFont: 0,
      };
    const tags = [...document.querySelectorAll<SVGGElement>('.map-tag')].map((tag) => {
      const rect = tag.querySelector('rect') as SVGRectElement;
      const text = tag.querySelector('text') as SVGTextElement;
      const font = Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0);
      return {
        name: `"${text.textContent}" at ${tag.getAttribute('data-tag')}`,
        box: rect.getBoundingClientRect(),
        words: text.getBoundingClientRect(),
        font,
        tag,
      };
    });
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const pawns = [...document.querySelectorAll<SVGCircleElement>('[data-pawn] .map-pawn-body')].map((body) => ({
      name: body.closest('[data-pawn]')?.getAttribute('data-pawn') ?? '?',
      box: body.getBoundingClientRect(),
    }));
    for (const [index, tag] of tags.entries()) {
      const { box, words } = tag;
      if (
        box.left < edge.left - 0.5 ||
        box.right > edge.right + 0.5 ||
        box.top < edge.top - 0.5 ||
        box.bottom > edge.bottom + 0.5
      ) {
        problems.push(`${tag.name} past the map's edge`);
      }
      if (words.left < box.left - 1 || words.right > box.right + 1) problems.push(`${tag.name}: words outside its tag`);
      if (tag.font < 10 - 0.01) problems.push(`${tag.name} at ${tag.font.toFixed(1)} px`);
      for (const pawn of pawns) if (overlap(box, pawn.box)) problems.push(`${tag.name} on pawn ${pawn.name}`);
      for (const other of tags.slice(index + 1))
        if (overlap(box, other.box)) problems.push(`${tag.name} on ${other.name}`);
      const leader = tag.tag.querySelector('line');
      if (leader) {
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = ['x1', 'y1', 'x2', 'y2'].map((name) =>
          Number(leader.getAttribute(name)),
        );
        const matrix = leader.getScreenCTM();
        for (let step = 0; step <= 40 && matrix; step++) {
          const point = new DOMPoint(x1 + ((x2 - x1) * step) / 40, y1 + ((y2 - y1) * step) / 40).matrixTransform(
            matrix,
          );
          for (const pawn of pawns) {
            const { left, right, top } = pawn.box;
            const r = (right - left) / 2;
            if (Math.hypot(point.x - (left + r), point.y - (top + r)) < r - 0.5) {
              problems.push(`${tag.name}: its leader crosses pawn ${pawn.name}`);
              step = 41;
              break;
            }
          }
        }
      }
    }
    // Each suggestion's tag (or number) wears its pawn's colour, beside its ring or joined to it.
    const advice = tags.filter((tag) => tag.tag.classList.contains('is-advice'));
    for (const tag of advice) {
      const station = tag.tag.getAttribute('data-tag');
      const ring = document.querySelector(`.advice-mark[data-advice="${station}"] .advice-ring`);
      if (!ring) {
        problems.push(`${tag.name}: no suggestion there`);
        continue;
      }
      if (ring.getAttribute('stroke') !== tag.tag.querySelector('rect')?.getAttribute('stroke')) {
        problems.push(`${tag.name}: not in its pawn's colour`);
      }
      // Without a leader, the tag touches the station's marks: within half a ring's width of the ring.
      const around = ring.getBoundingClientRect();
      const r = around.width / 2;
      const x = Math.max(tag.box.left, Math.min(around.left + r, tag.box.right));
      const y = Math.max(tag.box.top, Math.min(around.top + r, tag.box.bottom));
      const away = Math.hypot(x - (around.left + r), y - (around.top + r));
      if (away > 1.5 * r && !tag.tag.querySelector('line')) {
        problems.push(`${tag.name}: ${away.toFixed(0)} px from its station (ring ${r.toFixed(0)} px), no leader`);
      }
    }
    return {
      problems,
      advice: advice.length,
      adviceFolded: advice.filter((tag) => tag.tag.classList.contains('is-folded')).length,
      adviceWords: advice
        .filter((tag) => !tag.tag.classList.contains('is-folded'))
        .map((tag) => tag.tag.textContent ?? ''),
      suggestions: document.querySelectorAll('.advice-item').length,
      likely: tags.filter((tag) => tag.tag.classList.contains('is-likely')).map((tag) => tag.tag.textContent ?? ''),
      smallestFont: Math.min(...tags.map((tag) => tag.font)),
    };
  });
}

/** Measures the tags at the whole-board view and zoomed in on the meeting station. */
async function measureViews(page: Page, language: Language, where: string, shot?: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  await page.getByRole('button', { name: language === 'en' ? 'Show the whole board' : 'Ganzen Plan zeigen' }).click();
  await planShown(page);
  seen.push(await measure(page));
  await page.getByRole('textbox', { name: language === 'en' ? 'Go to station' : 'Zu Station' }).fill(String(MEETING));
  await page.getByRole('button', { name: language === 'en' ? 'Go' : 'Los', exact: true }).click();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  seen.push(await measure(page));
  if (shot) await page.screenshot({ path: join(SHOTS, `${shot}-zoomed-${language}.png`) });
  for (const [index, view] of seen.entries()) {
    const label = `${where}, ${language}, ${index === 0 ? 'whole board' : 'zoomed in'}`;
    expect(view.problems, label).toEqual([]);
    // Every suggestion is on the map, as words or as its number (at the whole-board view every
    // station is on screen).
    if (index === 0) expect(view.advice, label).toBe(view.suggestions);
    expect(
      view.likely.every((text) => /^≈\d+\s?%$/.test(text) || text === '%'),
      label,
    ).toBe(true);
    const total = view.likely.reduce((sum, text) => sum + (Number.parseInt(text.slice(1), 10) || 0), 0);
    expect(total, label).toBeLessThanOrEqual(100);
  }
  await page.getByRole('button', { name: language === 'en' ? 'Show the whole board' : 'Ganzen Plan zeigen' }).click();
  return seen;
}

/** Plays `rounds` rounds with every pawn heading for the meeting station, measuring the tags on
 *  the detectives' turn of each round from the second on, in English and in German. */
async function playAndMeasure(page: Page, rounds: number, where: string, shot?: string): Promise<Seen[]> {
  const seen: Seen[] = [];
  let measuredRound = 0;
  await setLanguage(page, 'en');
  for (let step = 0; step < 200; step++) {
    const phase = await phaseOf(page);
    const round = Number((await page.locator('.game-bar-round').textContent())?.match(/Round (\d+)/)?.[1] ?? 0);
    if (phase === 'pawns' && round > measuredRound) {
      measuredRound = round;
      if (round >= 2) {
        if ((await page.getByRole('button', { name: 'Suggest moves' }).count()) > 0) {
          await page.getByRole('button', { name: 'Suggest moves' }).click();
        }
        const last = shot && round === rounds ? shot : undefined;
        const english = await measureViews(page, 'en', `${where}, round ${round}`, last);
        await setLanguage(page, 'de');
        const german = await measureViews(page, 'de', `${where}, round ${round}`, last);
        // The suggestions' words follow the language (they stayed English after a switch).
        for (const words of german[0]?.adviceWords ?? []) expect(english[0]?.adviceWords).not.toContain(words);
        seen.push(...english, ...german);
        if (shot && round === rounds) {
          await planShown(page);
          await page.screenshot({ path: join(SHOTS, `${shot}-de.png`) });
        }
        await setLanguage(page, 'en');
        if (shot && round === rounds) {
          await planShown(page);
          await page.screenshot({ path: join(SHOTS, `${shot}-en.png`) });
        }
      }
      if (round === rounds) return seen;
    }
    if (phase === 'pawns') await moveTowardsMeeting(page);
    else await playOneStep(page);
  }
  throw new Error(`never reached round ${rounds}`);
}

describe('the map with advice and percentages on', () => {
  mkdirSync(SHOTS, { recursive: true });
  for (const [screen, size] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    for (const pawns of [5, 4, 2] as const) {
      it(
        `keeps every tag readable on a ${screen} with ${pawns} pawns near each other`,
        () =>
          withVisit(
            baseUrl,
            async ({ page, problems }) => {
              await setUp(page, pawns);
              const seen = await playAndMeasure(
                page,
                4,
                `${screen}, ${pawns} pawns`,
                pawns === 5 ? `map-tags-${screen}` : undefined,
              );
              expect(seen.length).toBe(12);
              // The tags were measured: some suggestions were on the map in every round.
              expect(seen.every((view) => view.suggestions > 0)).toBe(true);
              expect(problems).toEqual([]);
            },
            size,
          ),
        240_000,
      );
    }
  }
});
