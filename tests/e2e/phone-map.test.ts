// The map on a phone shows everything: at the whole-board view on 360x740 no control covers a
// station or a pawn, the zoom buttons keep the selected pawn and its destinations in view, the map
// keeps its place whatever the panel below holds, the dark theme darkens the map too, and a pawn
// that cannot move stays clearly visible in both themes, marked apart from the others; at the
// whole board his possible stations' numbers read above their rings. On a
// tablet the review's count does not cover station 1 and the page does not scroll.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { withVisit } from './browser';
import { ROOT } from './server';
import { phaseOf, playOneStep, playUntilXTurn, setUpStandardGame } from './table-support';

const baseUrl = inject('baseUrl');

/** Stations and pawn tokens whose middle is covered by something that is not the map's own
 *  drawing (a control, a notice), or off the map's part of the screen. */
function hiddenOnMap(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stage = document.querySelector('.map-stage')?.getBoundingClientRect();
    if (!stage) return ['no map'];
    const hidden: string[] = [];
    for (const target of document.querySelectorAll<SVGElement>('[data-station], [data-pawn]')) {
      const box = target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const name = target.getAttribute('aria-label') ?? '?';
      if (x < stage.left || x > stage.right || y < stage.top || y > stage.bottom) {
        hidden.push(`${name} (off the map)`);
        continue;
      }
      const top = document.elementFromPoint(x, y);
      if (!top?.closest('.map-svg')) hidden.push(`${name} (under ${top?.className || top?.tagName})`);
    }
    return hidden;
  });
}

interface Token {
  readonly pawn: string;
  /** The token's edge and body against the map's paper, as painted (opacity on the way counted). */
  readonly edge: number;
  readonly body: number;
  /** The no-entry mark: its ink against the paper, its bar against its ink; null without one. */
  readonly mark: { readonly ink: number; readonly bar: number } | null;
}

/** Every pawn token on the map, measured (WCAG contrast ratios). */
function tokens(page: Page): Promise<Token[]> {
  return page.evaluate(() => {
    type Rgb = readonly [number, number, number];
    const rgb = (colour: string): Rgb => {
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b];
    };
    const luminance = (colour: Rgb) => {
      const [r, g, b] = colour.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: Rgb, b: Rgb) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    const over = (colour: Rgb, alpha: number, under: Rgb): Rgb =>
      colour.map((value, index) => value * alpha + (under[index] ?? 0) * (1 - alpha)) as unknown as Rgb;
    /** The opacity an element is painted with, its own and every group's it sits in. */
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let at: Element | null = element; at && at.tagName !== 'svg'; at = at.parentElement) {
        opacity *= Number(getComputedStyle(at).opacity);
      }
      return opacity;
    };
    const paper = rgb(getComputedStyle(document.querySelector('.map') as Element).backgroundColor);
    const painted = (element: Element, paint: 'fill' | 'stroke', under: Rgb) => {
      const style = getComputedStyle(element);
      const alpha = Number(paint === 'fill' ? style.fillOpacity : style.strokeOpacity);
      return over(rgb(style[paint]), opacityOf(element) * alpha, under);
    };
    return [...document.querySelectorAll('.map-svg [data-pawn]')].map((pawn) => {
      const body = pawn.querySelector('.map-pawn-body') as Element;
      const mark = pawn.querySelector('.map-pawn-stranded');
      const disc = mark?.querySelector('circle');
      const bar = mark?.querySelector('rect');
      const ink = disc && painted(disc, 'fill', paper);
      return {
        pawn: pawn.getAttribute('data-pawn') ?? '?',
        edge: contrast(painted(body, 'stroke', paper), paper),
        body: contrast(painted(body, 'fill', paper), paper),
        mark: ink && bar ? { ink: contrast(ink, paper), bar: contrast(painted(bar, 'fill', ink), ink) } : null,
      };
    });
  });
}

/** His possible stations' numbers as drawn, each the last text painted with its number on its
 *  station: its size on screen, how many rings (candidate halos and likelihood rings, destination
 *  and advice rings) are painted after it, its contrast with what is right behind it (its halo, or
 *  its station's disc), and the numbers whose digits overlap another's. */
function candidateNumbers(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: number[]) => {
      const [r = 0, g = 0, b = 0] = colour.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    const rings = [
      ...document.querySelectorAll('.map-svg :is(.map-candidate, .map-likely, .map-destination-ring, .advice-ring)'),
    ];
    const halos = [...document.querySelectorAll('.map-svg .map-candidates > g')];
    const texts = [...document.querySelectorAll<SVGTextElement>('.map-svg text')];
    const middle = (box: DOMRect) => ({ x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 });
    const candidates = [...document.querySelectorAll('.map-target[aria-label*="Mister X could be here"]')];
    const numbers = candidates.map((target) => {
      const label = /^Station (\d+)/.exec(target.getAttribute('aria-label') ?? '')?.[1];
      const at = middle(target.getBoundingClientRect());
      const text = texts.findLast((one) => {
        const centre = middle(one.getBoundingClientRect());
        return one.textContent === label && Math.hypot(centre.x - at.x, centre.y - at.y) < 4;
      }) as SVGTextElement;
      const style = getComputedStyle(text);
      const disc = text.parentElement?.querySelector('.map-station-disc');
      const behind = Number.parseFloat(style.strokeWidth) > 0 || !disc ? style.stroke : getComputedStyle(disc).fill;
      const cell = text.getBoundingClientRect();
      // The font as drawn: its size in map units, grown and scaled as its box is.
      const grown = cell.height / text.getBBox().height;
      const px = Number.parseFloat(style.fontSize) * grown;
      // The digits with their halo: as wide as the text, from the baseline (0.36 em below the
      // station's middle) up by a digit's height (0.73 em).
      const halo = (Number.parseFloat(style.strokeWidth || '0') * grown) / 2;
      const { y } = middle(cell);
      const box = {
        left: cell.left - halo,
        right: cell.right + halo,
        top: y - 0.37 * px - halo,
        bottom: y + 0.36 * px + halo,
      };
      return {
        station: text.textContent ?? '',
        box,
        px,
        under: rings.filter((ring) => !(ring.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)).length,
        contrast: contrast(style.fill, behind),
      };
    });
    const overlapping = numbers.flatMap((a, index) =>
      numbers
        .slice(index + 1)
        .filter(
          ({ box: b }) =>
            a.box.left < b.right - 0.5 &&
            b.left < a.box.right - 0.5 &&
            a.box.top < b.bottom - 0.5 &&
            b.top < a.box.bottom - 0.5,
        )
        .map((b) => `${a.station}/${b.station}`),
    );
    return { halos: halos.length, rings: rings.length, numbers, overlapping };
  });
}

const mapBox = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.map-stage')?.getBoundingClientRect();
    return box && [box.left, box.top, box.width, box.height].map(Math.round);
  });

describe('the phone map', () => {
  it('shows every station and pawn at the whole-board view: no control covers one', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await setUpStandardGame(page);
      expect(await hiddenOnMap(page)).toEqual([]);
      await page.getByRole('button', { name: /^Taxi/ }).click();
      expect(await hiddenOnMap(page)).toEqual([]);
      expect(problems).toEqual([]);
    }));

  it('keeps its place whatever the panel below holds', () =>
    withVisit(baseUrl, async ({ page }) => {
      await setUpStandardGame(page);
      const boxes = new Set<string>();
      const phases = new Set<string>();
      const cut = new Set<string>();
      for (let step = 0; step < 40 && phases.size < 4; step++) {
        phases.add(await phaseOf(page));
        boxes.add(JSON.stringify(await mapBox(page)));
        // The bar's round line is whole on one line at 360 px (beside the buttons it wrapped, and
        // a line that wraps or not as "Saving…" turns to "Saved" would move the map).
        const line = await page.evaluate(() => {
          const round = document.querySelector<HTMLElement>('.game-bar-round');
          return round && round.scrollWidth > round.clientWidth ? (round.textContent ?? '') : null;
        });
        if (line) cut.add(line);
        await playOneStep(page);
      }
      expect([...phases].sort()).toEqual(['pawns', 'question', 'reveal', 'x-turn']);
      expect([...boxes]).toHaveLength(1);
      expect([...cut]).toEqual([]);
      const bar = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        const [round, count] = [box('.game-bar-round'), box('.game-bar-count')];
        return round && count && { roundHeight: round.height, aboveCount: round.bottom <= count.top + 1 };
      });
      expect(bar?.aboveCount).toBe(true);
      expect(bar?.roundHeight).toBeLessThan(24); // one line of 0.8rem text
    }));

  it('zooms in on the selected pawn and its destinations', () =>
    withVisit(baseUrl, async ({ page }) => {
      await setUpStandardGame(page);
      await page.getByRole('button', { name: /^Taxi/ }).click();
      // Blue's chip: Blue on 26, away from the middle of the board.
      await page.getByRole('button', { name: /^Blue 26/ }).click();
      const zoomIn = page.getByRole('button', { name: 'Zoom in' });
      await zoomIn.click();
      const inView = () =>
        page.evaluate(() => {
          const stage = document.querySelector('.map-stage')?.getBoundingClientRect();
          const marks = [
            document.querySelector('[data-pawn="blue"]'),
            ...document.querySelectorAll('.map-svg .map-destination-ring'),
          ];
          return marks.map((mark) => {
            const box = mark?.getBoundingClientRect();
            return Boolean(
              stage &&
                box &&
                box.left >= stage.left &&
                box.right <= stage.right &&
                box.top >= stage.top &&
                box.bottom <= stage.bottom,
            );
          });
        });
      // One tap: the pawn and every destination on screen, larger than before.
      const first = await inView();
      expect(first.length).toBeGreaterThan(2);
      expect(first.every(Boolean)).toBe(true);
      // Closer: the pawn stays in the middle.
      await zoomIn.click();
      await zoomIn.click();
      expect((await inView())[0]).toBe(true);
    }));

  it('opens the question about a ticket that fits nowhere in full view (below the fold, the tap seemed to do nothing)', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await setUpStandardGame(page);
      // Ravensburger 2013: he surfaces after entry 3 (RULES.md). The table taps the first station
      // offered; the board gives it no underground route, so an underground ticket from it fits nowhere.
      await playUntilXTurn(page, 3);
      await page.getByRole('button', { name: /^Underground/ }).click();
      const question = page.getByRole('alert').filter({ hasText: 'Enter it anyway?' });
      await question.waitFor();
      const box = await question.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      if (box && viewport) {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      }
      await expect(page.getByRole('button', { name: 'Enter anyway' }).isVisible()).resolves.toBe(true);
      expect(problems).toEqual([]);
    }));

  it('keeps a pawn that cannot move clearly visible in both themes, told apart by its mark', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      // A new player found the pawns that could not move faded to near-invisible on the dark map.
      // Black, White, Purple and Blue hold no tickets (stranded); Yellow and the Red Bobby can move.
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.locator('input[type="file"]').setInputFiles(join(ROOT, 'tests/fixtures/stranded-pawns.session.json'));
      await page.getByRole('button', { name: 'Open', exact: true }).first().click();
      await page.getByText('Detectives move').waitFor();
      const stranded = ['black', 'white', 'purple', 'blue'];
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
          await page.getByRole('button', { name: 'Close' }).click();
          await page.waitForFunction(
            () => getComputedStyle(document.querySelector('.map') as Element).backgroundColor === 'rgb(26, 30, 35)',
          );
        }
        const seen = await tokens(page);
        expect(seen.map((token) => token.pawn).sort()).toEqual(['black', 'blue', 'purple', 'red', 'white', 'yellow']);
        for (const token of seen) {
          const label = `${token.pawn}, ${theme}`;
          // WCAG 2.2, 1.4.11 Non-text Contrast: 3:1 for what it takes to make a graphic out.
          expect(Math.max(token.edge, token.body), label).toBeGreaterThanOrEqual(3);
          expect(token.edge, label).toBeGreaterThanOrEqual(3);
          // Not by colour alone: a no-entry mark in ink, on those that cannot move only.
          expect(token.mark !== null, label).toBe(stranded.includes(token.pawn));
          if (token.mark) {
            expect(token.mark.ink, label).toBeGreaterThanOrEqual(3);
            expect(token.mark.bar, label).toBeGreaterThanOrEqual(3);
          }
        }
      }
      expect(problems).toEqual([]);
    }));

  it("reads his 45 possible stations' numbers at the whole board in round 1: above the rings, 7 px or more", () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      // A new player could not read where he might be without zooming: 3 px numbers inside the
      // rings. The selected pawn's destination rings are on too.
      await setUpStandardGame(page);
      await page.getByRole('button', { name: /^Taxi/ }).click();
      await page.locator('.map-svg .map-likely').first().waitFor();
      await page.getByText('45 stations').first().waitFor();
      // Drawn once their layer has loaded (on demand, the first time the map is zoomed out); read
      // as they are after that, the assertions say what differs.
      await page
        .locator('.map-svg .map-candidate-numbers text')
        .first()
        .waitFor({ timeout: 90_000 })
        .catch(() => undefined);
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
          await page.getByRole('button', { name: 'Close' }).click();
        }
        const seen = await candidateNumbers(page);
        expect(seen.numbers.map((number) => number.station)).toHaveLength(45);
        expect(seen.halos).toBe(45);
        expect(seen.rings).toBeGreaterThan(45);
        for (const number of seen.numbers) {
          const label = `${number.station}, ${theme}`;
          expect(number.under, label).toBe(0);
          expect(number.px, label).toBeGreaterThanOrEqual(7);
          // Dark on its light halo (WCAG 1.4.3 asks 4.5:1 of text).
          expect(number.contrast, label).toBeGreaterThanOrEqual(4.5);
        }
        expect(seen.overlapping).toEqual([]);
      }
      // Zoomed in they are the board's own: no second number.
      await page.getByRole('textbox', { name: 'Go to station' }).fill('46');
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await expect.poll(() => page.locator('.map-svg .map-candidate-numbers').count()).toBe(0);
      expect(problems).toEqual([]);
    }));

  it('is dark in the dark theme, chosen in the menu on a light device', () =>
    withVisit(baseUrl, async ({ page }) => {
      await setUpStandardGame(page);
      const paper = () =>
        page.evaluate(() => getComputedStyle(document.querySelector('.map') as Element).backgroundColor);
      expect(await paper()).toBe('rgb(244, 240, 228)');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
      await expect.poll(paper).toBe('rgb(26, 30, 35)');
    }));
});

describe('the review on a phone', () => {
  it("shows the game's whole name and every label of the chart", () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.locator('input[type="file"]').setInputFiles(join(ROOT, 'tests/fixtures/rb-22-rounds.session.json'));
      await page.getByRole('button', { name: 'Review', exact: true }).first().click();
      const name = page.locator('.review-game-name');
      await expect(name.textContent()).resolves.toBe('Benchmark: 22 rounds, 3 detectives and a Bobby');
      const cut = await page.evaluate(() => {
        const problems: string[] = [];
        const title = document.querySelector('.review-game-name') as HTMLElement;
        if (title.scrollWidth > title.clientWidth) problems.push('the game name is cut');
        const svg = document.querySelector('.review-chart-svg')?.getBoundingClientRect();
        for (const text of document.querySelectorAll('.review-chart-svg text')) {
          const box = text.getBoundingClientRect();
          if (!svg || box.left < svg.left || box.right > svg.right) problems.push(`chart label ${text.textContent}`);
        }
        return problems;
      });
      expect(cut).toEqual([]);
      expect(problems).toEqual([]);
    }));
});

describe('the review on a tablet', () => {
  it('shows station 1: the count of his stations sits beside the map, not on it', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await setUpStandardGame(page);
        for (let step = 0; step < 100 && (await playOneStep(page, 1)) !== 'over'; step++);
        await page.getByRole('button', { name: 'Review this game' }).click();
        await page.locator('.review .map-stage').waitFor();
        expect(await hiddenOnMap(page)).toEqual([]);
        expect(problems).toEqual([]);
      },
      { width: 1024, height: 768 },
    ));

  it('fills the screen and scrolls only its panel, however long the game', () =>
    withVisit(
      baseUrl,
      async ({ page, problems }) => {
        await page.getByRole('button', { name: 'Menu' }).first().click();
        await page.getByRole('button', { name: 'Saved games' }).click();
        await page.locator('input[type="file"]').setInputFiles(join(ROOT, 'tests/fixtures/rb-22-rounds.session.json'));
        await page.getByRole('button', { name: 'Review', exact: true }).first().click();
        await page.locator('.review .map-stage').waitFor();
        // The chart's table for screen readers (24 rows) once hung 500 px of blank page below.
        expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBe(0);
        expect(problems).toEqual([]);
      },
      { width: 1024, height: 768 },
    ));
});
