// Where the game turned (issue 27), in the browser with the review's own worker: the recorded
// 22-round game imported, his logbook typed after the game, the turns weighed with a progress bar,
// the certain catch the table let go in round 2 (the record had left him one station, 46, and Red
// could ride there) listed first with the catch missed, one tap from its position. On a phone and
// a tablet, in English and German. Screenshots for the README (docs/ with UPDATE_SCREENSHOTS=1).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { readFixture } from '../support/fixtures';
import { visit } from './browser';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');
const OUTPUT = join(ROOT, 'tests/e2e/output');
const DOCS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : OUTPUT;
const FIXTURE = join(ROOT, 'tests/fixtures/rb-22-rounds.session.json');
/** His stations after each of his 24 log entries, as he wrote them down. */
/** The step the detectives' turn of round 2 begins at. */
const ROUND_2 = readFixture('rb-22-rounds.session.json').replay.states.findIndex(
  (state) => state.round === 2 && state.phase === 'pawns',
);
const LOGBOOK = [32, 45, 46, 33, 20, 9, 19, 8, 19, 32, 45, 46, 34, 63, 79, 63, 100, 112, 100, 63, 48, 35, 65, 82];

interface Words {
  readonly locale: string;
  readonly menu: string;
  readonly savedGames: string;
  readonly review: string;
  readonly logbook: RegExp;
  readonly check: string;
  readonly clean: string;
  readonly working: RegExp;
  readonly blunder: string;
  readonly lost: string;
  readonly missed: string;
  readonly dismiss: RegExp;
}

const ENGLISH: Words = {
  locale: 'en-GB',
  menu: 'Menu',
  savedGames: 'Saved games',
  review: 'Review',
  logbook: /^His stations, entries 1 to/,
  check: 'Check',
  clean: 'The log is clean',
  working: /^Weighing every turn: round \d+ of/,
  blunder: 'Blunder: Round 2',
  lost: 'Gave away 100 points of a 100% chance to catch him.',
  missed: 'Red could have ridden to 46, where he was: the table had 46 at 100%.',
  dismiss: /^Dismiss$/,
};

const GERMAN: Words = {
  locale: 'de-DE',
  menu: 'Menü',
  savedGames: 'Gespeicherte Spiele',
  review: 'Rückblick',
  logbook: /^Seine Stationen, Zug 1 bis/,
  check: 'Prüfen',
  clean: 'Das Fahrtenbuch ist sauber',
  working: /^Jede Runde wird gewogen: Runde \d+ von/,
  blunder: 'Grober Fehler: Runde 2',
  lost: 'Verschenkte 100 Punkte von 100 % Wahrscheinlichkeit, ihn zu fassen.',
  missed: 'Rot hätte nach 46 fahren können, wo er war: Der Tisch hatte 46 bei 100 %.',
  dismiss: /^Ausblenden$/,
};

async function openReview(page: Page, words: Words): Promise<void> {
  await page.getByRole('button', { name: words.menu }).first().click();
  await page.getByRole('button', { name: words.savedGames }).click();
  await page.locator('input[type="file"]').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: words.review, exact: true }).first().click();
  await page.locator('.review .map-stage').waitFor();
}

describe('where the game turned, in the review', () => {
  for (const [words, size, device] of [
    [ENGLISH, { width: 360, height: 740 }, 'phone'],
    [ENGLISH, { width: 820, height: 1180 }, 'tablet'],
    [GERMAN, { width: 360, height: 740 }, 'phone'],
    [GERMAN, { width: 820, height: 1180 }, 'tablet'],
  ] as const) {
    const language = words === GERMAN ? 'German' : 'English';
    it(`names the certain catch let go in round 2 first, on a ${device} in ${language}`, async () => {
      const opened = await visit(baseUrl, words.locale);
      try {
        const { page, problems } = opened;
        await page.setViewportSize(size);
        await openReview(page, words);
        // The turns are weighed without his route first; typing his logbook weighs them again
        // with the catches the table missed.
        await page.getByText(words.working).waitFor();
        await page.getByRole('textbox', { name: words.logbook }).fill(LOGBOOK.join(' '));
        await page.getByRole('button', { name: words.check, exact: true }).click();
        await page.getByText(words.clean, { exact: false }).waitFor();
        await page.getByRole('button', { name: words.blunder }).waitFor();
        // Until the analysis is done, a progress bar says how far it got; then it goes, and the
        // certain catch let go heads the list.
        await page.locator('.review-turns progress').waitFor({ state: 'detached' });
        const first = page
          .getByRole('button', { name: /^(Blunder|Mistake|Inaccuracy|Grober Fehler|Fehler|Ungenauigkeit): / })
          .first();
        await expect(first.textContent()).resolves.toContain(words.blunder);
        const item = page.locator('.review-turn', { has: page.getByRole('button', { name: words.blunder }) });
        const said = ((await item.textContent()) ?? '').replace(/\s/g, ' ');
        expect(said).toContain(words.lost);
        expect(said).toContain(words.missed);
        await expect(item.locator('.review-turn-mark').textContent()).resolves.toBe('??');
        // One tap from its position: the step at the start of round 2's detectives' turn.
        await page.getByRole('button', { name: words.blunder }).click();
        await expect(page.locator('.review-slider').inputValue()).resolves.toBe(String(ROUND_2));
        mkdirSync(OUTPUT, { recursive: true });
        // The turning points in sight, for the README.
        await page
          .getByRole('button', { name: words.dismiss })
          .first()
          .click()
          .catch(() => undefined);
        await page.locator('.review-turns').scrollIntoViewIfNeeded();
        const folder = words === ENGLISH ? DOCS : OUTPUT;
        mkdirSync(folder, { recursive: true });
        await page.screenshot({ path: join(folder, `turns-${words === GERMAN ? 'de-' : ''}${device}.png`) });
        expect(problems).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
