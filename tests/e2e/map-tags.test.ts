// The map stays readable with everything on (issue 15): with move advice and percentages shown,
// on a phone (360x740) and a tablet (800x1280), at the whole-board view and zoomed in on the
// pawns, in English and German, with 2, 4 and 5 pawns brought near each other over several
// rounds, every tag on the map is measured as drawn: none covers a pawn token, none goes past the
// map's visible edge, none overlaps another, none reads smaller than 10 px; every tag is beside
// its own station (within 4 px of its ring and nearer its middle than any other station's) or
// joined to its ring by a leader line; every suggestion has its tag (or its folded number, which
// is its number in the list, and the list says so) in its pawn's colour; the percentages are
// marked as estimates and add up to no more than 100%.
// Saves screenshots of the crowded view with 5 pawns (the English whole-board view to docs/ with
// UPDATE_SCREENSHOTS=1, the rest to tests/e2e/output/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep } from './table-support';

const baseUrl = inject('baseUrl');
const OUTPUT = join(ROOT, 'tests/e2e/output');
/** Where the English whole-board view goes: docs/advice-phone.png and advice-tablet.png. */
const DOCS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : OUTPUT;

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 800, height: 1280 };
/** The pawns head for station 114, in the middle of the board. */
const MEETING = 114;
/** Ravensburger detective cards round the middle of the board, nearest first. */
const CARDS = ['112', '141', '103', '155', '138'];
/** Cards far from it, for the pawns that stay apart. */
const FAR_CARDS = ['13', '174'];

type Language = 'en' | 'de';

/** Ravensburger 2013 with `near` of its pawns heading for the meeting station: 5 and 4 detective
 *  players (as many detectives), or 2 (two detectives together, their two Bobbies far apart). */
async function setUp(page: Page, near: 2 | 4 | 5): Promise<number[]> {
  await page.locator('.setup-segment', { hasText: new RegExp(`^${near}$`) }).click();
  const cards = near === 2 ? [...CARDS.slice(0, 2), ...FAR_CARDS] : CARDS.slice(0, near);
  for (const card of cards) await page.getByRole('button', { name: card, exact: true }).click();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByText("Mister X's turn: entry 1").waitFor();
  return cards.map((card, index) => (index < near ? MEETING : Number(card)));
}

async function setLanguage(page: Page, language: Language): Promise<void> {
  await page
    .locator('.game-bar')
    .getByRole('button', { name: /^(Menu|Menü)$/ })
    .click();
  const menu = page.getByRole('dialog');
  await menu.getByRole('combobox', { name: /Language|Sprache/ }).selectOption(language);
  await menu.getByRole('checkbox', { name: /Move advice|Vorschläge, wenn/ }).check();
  await menu.getByRole('button', { name: /^(Close|Schließen)$/ }).click();
}

/** Moves the pawn chosen to the destination nearest its goal (by pawn, in set-up order), by the
 *  destination's station, not its place in the list. With advice shown, no pawn is chosen until the
 *  plan's first answer: it waits for a pawn chosen and its destinations listed. */
async function moveTowards(page: Page, goals: readonly number[]): Promise<void> {
  await page.locator('.pawn-chip[aria-pressed="true"]').waitFor();
  await page.locator('.destinations .station-button').first().waitFor();
  const { pawn, station } = await page.evaluate((goals) => {
    const at = (id: number) => {
      const target = document.querySelector(`.map-target[data-station="${id}"]`);
      return { x: Number(target?.getAttribute('cx')), y: Number(target?.getAttribute('cy')) };
    };
    const chips = [...document.querySelectorAll('.pawn-chip')];
    const active = chips.findIndex((chip) => chip.getAttribute('aria-pressed') === 'true');
    const goal = at(goals[active] ?? goals[0] ?? 1);
    const stations = [...document.querySelectorAll<HTMLButtonElement>('.destinations .station-button')].map((button) =>
      Number.parseInt(button.textContent ?? '', 10),
    );
    const distances = stations.map((id) => {
      const where = at(id);
      return Math.hypot(where.x - goal.x, where.y - goal.y);
    });
    return { pawn: active, station: stations[distances.indexOf(Math.min(...distances))] };
  }, goals);
  await page
    .locator('.destinations')
    .getByRole('button', { name: new RegExp(`^To ${station} by `) })
    .click();
  // Entered at once (one ticket fits: its chip no longer says "to move", or the panel moved on),
  // or asked which ticket first.
  await page.waitForFunction(
    (pawn) =>
      document.querySelector('fieldset.choice-row .ticket-button') !== null ||
      !document.querySelectorAll('.pawn-chip')[pawn]?.classList.contains('pawn-chip-to-move'),
    pawn,
  );
  const ticket = page.locator('fieldset.choice-row .ticket-button');
  if ((await ticket.count()) > 0) {
    await ticket.first().click();
    await page.waitForFunction(
      (pawn) => !document.querySelectorAll('.pawn-chip')[pawn]?.classList.contains('pawn-chip-to-move'),
      pawn,
    );
  }
}

const FINAL = /The plan is ready|The plan holds|Der Plan steht|Der Plan gilt weiter/;

/** Waits until the advisor's final plan is listed and on the map (in either language). */
async function planShown(page: Page): Promise<void> {
  await page.locator('.advice-status', { hasText: FINAL }).waitFor({ timeout: 90_000 });
  await page.locator('.advice-item').first().waitFor();
  await mapCaughtUp(page, true);
}

/** Waits until the map and the list agree on the plan shown: a mark for each suggestion, each
 *  suggestion's tag on a marked station (at the whole-board view, every suggestion's), and the
 *  list's word on lone numbers there exactly while the map shows one. The map tells the list what
 *  it shows after drawing it. A state the measures expect: if it never comes, they say what
 *  differs. */
async function mapCaughtUp(page: Page, wholeBoard: boolean): Promise<void> {
  await page
    .waitForFunction(
      (wholeBoard) => {
        const items = document.querySelectorAll('.advice-item').length;
        const marked = new Set(
          [...document.querySelectorAll('.advice-mark')].map((mark) => mark.getAttribute('data-advice')),
        );
        const tags = [...document.querySelectorAll('.map-tag.is-advice')];
        const whole = tags.filter((tag) => !tag.classList.contains('is-folded')).length;
        const explained = [...document.querySelectorAll('.advice-panel .panel-hint')].some((hint) =>
          /only the number|nur die Nummer/.test(hint.textContent ?? ''),
        );
        return (
          items > 0 &&
          marked.size === items &&
          tags.every((tag) => marked.has(tag.getAttribute('data-tag'))) &&
          (!wholeBoard || tags.length === items) &&
          (whole === tags.length || explained) &&
          !(explained && whole === items)
        );
      },
      wholeBoard,
      { timeout: 90_000 },
    )
    .catch(() => undefined);
}

/** Waits until the map has gone to `station` ("Go to station"): its target has the focus and the
 *  view, narrower than `wider`'s, shows it. */
async function wentTo(page: Page, station: number, wider: number): Promise<void> {
  await page.waitForFunction(
    ({ station, wider }) => {
      const target = document.querySelector(`.map-target[data-station="${station}"]`);
      const [x = 0, y = 0, width = 0, height = 0] = (
        document.querySelector('svg.map-svg')?.getAttribute('viewBox') ?? ''
      )
        .split(' ')
        .map(Number);
      const cx = Number(target?.getAttribute('cx'));
      const cy = Number(target?.getAttribute('cy'));
      return (
        document.activeElement === target && width < wider && cx >= x && cx <= x + width && cy >= y && cy <= y + height
      );
    },
    { station, wider },
  );
}

/** Taps "Show the whole board" and waits until the view shows every station. */
async function showWholeBoard(page: Page, language: Language): Promise<void> {
  await page.getByRole('button', { name: language === 'en' ? 'Show the whole board' : 'Ganzen Plan zeigen' }).click();
  await page.waitForFunction(() => {
    const [x = 0, y = 0, width = 0, height = 0] = (document.querySelector('svg.map-svg')?.getAttribute('viewBox') ?? '')
      .split(' ')
      .map(Number);
    return [...document.querySelectorAll('.map-target')].every((target) => {
      const cx = Number(target.getAttribute('cx'));
      const cy = Number(target.getAttribute('cy'));
      return cx >= x && cx <= x + width && cy >= y && cy <= y + height;
    });
  });
}

/** The width of the map's view on the board. */
async function viewWidth(page: Page): Promise<number> {
  const box = (await page.locator('svg.map-svg').getAttribute('viewBox')) ?? '';
  return Number(box.split(' ')[2] ?? 0);
}

interface Seen {
  label?: string;
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
    // One tag a station: a suggestion's station gets no percentage of its own ("≈6%" beside
    // "1. ≈6% here" was seen).
    const advised = new Set(advice.map((tag) => tag.tag.getAttribute('data-tag')));
    for (const tag of tags.filter((one) => one.tag.classList.contains('is-likely'))) {
      if (advised.has(tag.tag.getAttribute('data-tag')))
        problems.push(`${tag.name}: a second tag on a suggestion's station`);
    }
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
    }
    // Every tag is its own station's: beside it (its nearest point within two gaps, 4 px, of the
    // station's widest ring, and nearer that station's middle than any other station's), or joined
    // to that ring by its leader line. A new player at the phone's whole board found "≈5%" between
    // 116, 117, 128 and 143, "1. 1 ride from ≈50%" well to the right of its ring on 110, and "2."
    // beside 56 and 91, not 105, none of them with a line.
    const middles = [...document.querySelectorAll('.map-target')].map((target) => {
      const box = target.getBoundingClientRect();
      return { id: target.getAttribute('data-station'), x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const rings = [
      ...document.querySelectorAll<SVGCircleElement>('.map-svg :is(.map-candidate, .map-likely, .advice-ring)'),
    ];
    const svg = document.querySelector('.map-svg') as SVGSVGElement;
    const scale = svg.getScreenCTM()?.a ?? 1;
    const grow = Number.parseFloat(getComputedStyle(svg).getPropertyValue('--map-grow')) || 1;
    // The layout keeps a suggestion's ring 2 map units wider than drawn, and a likelihood ring its stroke.
    const near = 4 + 2.5 * grow * scale + 1;
    const reach = (box: DOMRect, x: number, y: number) =>
      Math.hypot(x - Math.max(box.left, Math.min(x, box.right)), y - Math.max(box.top, Math.min(y, box.bottom)));
    for (const tag of tags) {
      const station = tag.tag.getAttribute('data-tag');
      const at = middles.find((middle) => middle.id === station);
      const target = document.querySelector(`.map-target[data-station="${station}"]`);
      if (!at || !target) {
        problems.push(`${tag.name}: no station`);
        continue;
      }
      const [cx, cy] = ['cx', 'cy'].map((name) => target.getAttribute(name));
      const ring = Math.max(
        0,
        ...rings
          .filter((circle) => circle.getAttribute('cx') === cx && circle.getAttribute('cy') === cy)
          .map((circle) => circle.getBoundingClientRect().width / 2),
      );
      const leader = tag.tag.querySelector('line');
      if (leader) {
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = ['x1', 'y1', 'x2', 'y2'].map((name) =>
          Number(leader.getAttribute(name)),
        );
        const matrix = leader.getScreenCTM() as DOMMatrix;
        const start = new DOMPoint(x1, y1).matrixTransform(matrix);
        const end = new DOMPoint(x2, y2).matrixTransform(matrix);
        const from = Math.hypot(start.x - at.x, start.y - at.y);
        if (Math.abs(from - ring) > near) problems.push(`${tag.name}: its leader starts ${from.toFixed(0)} px away`);
        if (reach(tag.box, end.x, end.y) > 1) problems.push(`${tag.name}: its leader ends off the tag`);
        continue;
      }
      const own = reach(tag.box, at.x, at.y);
      if (own - ring > near) {
        problems.push(`${tag.name}: ${(own - ring).toFixed(0)} px from its ring (${ring.toFixed(0)} px), no leader`);
      }
      // (Half a pixel given for the view box's rounding.)
      const other = middles.find((middle) => middle.id !== station && reach(tag.box, middle.x, middle.y) < own - 0.5);
      if (other) problems.push(`${tag.name}: nearer station ${other.id} than its own, no leader`);
    }
    // A suggestion folded into its number reads as that suggestion's number in the list, and the
    // list says what a lone number on the map means.
    for (const tag of advice.filter((one) => one.tag.classList.contains('is-folded'))) {
      const number = /^(\d+)\.$/.exec(tag.tag.textContent ?? '')?.[1];
      // The list item wearing that number (the numbers stay while the plan holds, so not the
      // place in the list).
      const item = [...document.querySelectorAll('.advice-item')].find(
        (candidate) => candidate.querySelector('.advice-number')?.textContent === `${number}.`,
      );
      if (!item) problems.push(`${tag.name}: folded, not a list number`);
      else if (
        !new RegExp(`\\b${tag.tag.getAttribute('data-tag')}\\b`).test(item.querySelector('strong')?.textContent ?? '')
      )
        problems.push(`${tag.name}: folded, but suggestion ${number} goes elsewhere`);
      else if (
        ![...document.querySelectorAll('.advice-panel .panel-hint')].some((hint) =>
          /only the number|nur die Nummer/.test(hint.textContent ?? ''),
        )
      )
        problems.push(`${tag.name}: folded, the list does not say why`);
    }
    // And says it only then: with every suggestion's words on the map, no word on lone numbers.
    const whole = advice.filter((tag) => !tag.tag.classList.contains('is-folded')).length;
    const explained = [...document.querySelectorAll('.advice-panel .panel-hint')].some((hint) =>
      /only the number|nur die Nummer/.test(hint.textContent ?? ''),
    );
    if (explained && whole === document.querySelectorAll('.advice-item').length)
      problems.push('the list explains lone numbers, but every suggestion has its words on the map');
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
  await showWholeBoard(page, language);
  await planShown(page);
  seen.push(await measure(page));
  await page.getByRole('textbox', { name: language === 'en' ? 'Go to station' : 'Zu Station' }).fill(String(MEETING));
  const whole = await viewWidth(page);
  await page.getByRole('button', { name: language === 'en' ? 'Go' : 'Los', exact: true }).click();
  await wentTo(page, MEETING, whole);
  await mapCaughtUp(page, false);
  seen.push(await measure(page));
  if (shot) await page.screenshot({ path: join(OUTPUT, `${shot}-zoomed-${language}.png`) });
  for (const [index, view] of seen.entries()) {
    const label = `${where}, ${language}, ${index === 0 ? 'whole board' : 'zoomed in'}`;
    view.label = label;
    expect(view.problems, label).toEqual([]);
    // Every suggestion is on the map, as words or as its number (at the whole-board view every
    // station is on screen).
    if (index === 0) expect(view.advice, label).toBe(view.suggestions);
    expect(
      view.likely.every((text) => /^≈\d+\s?%$/.test(text)),
      label,
    ).toBe(true);
    const total = view.likely.reduce((sum, text) => sum + (Number.parseInt(text.slice(1), 10) || 0), 0);
    expect(total, label).toBeLessThanOrEqual(100);
  }
  await showWholeBoard(page, language);
  return seen;
}

/** Plays `rounds` rounds with each pawn heading for its goal, measuring the tags on
 *  the detectives' turn of each round from the second on, in English and in German. */
async function playAndMeasure(
  page: Page,
  goals: readonly number[],
  rounds: number,
  where: string,
  shot?: string,
): Promise<Seen[]> {
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
          await page.screenshot({ path: join(OUTPUT, `${shot}-de.png`) });
        }
        await setLanguage(page, 'en');
        if (shot && round === rounds) {
          await planShown(page);
          await page.screenshot({ path: join(DOCS, `${shot}.png`) });
        }
      }
      if (round === rounds) return seen;
    }
    if (phase === 'pawns') await moveTowards(page, goals);
    else await playOneStep(page);
  }
  throw new Error(`never reached round ${rounds}`);
}

describe('the map with advice and percentages on', () => {
  mkdirSync(OUTPUT, { recursive: true });
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
              const goals = await setUp(page, pawns);
              const seen = await playAndMeasure(
                page,
                goals,
                4,
                `${screen}, ${pawns} pawns`,
                pawns === 5 ? `advice-${screen}` : undefined,
              );
              // Rounds 2, 3 and 4, each at two views in two languages.
              expect(seen.length).toBe(12);
              // The tags were measured: some suggestions were on the map in every round.
              expect(seen.filter((view) => view.suggestions === 0).map((view) => view.label)).toEqual([]);
              expect(problems).toEqual([]);
            },
            size,
          ),
        240_000,
      );
    }
  }
});
