// Where the game turned (issue 27), in the browser with the review's own worker: the recorded
// 22-round game imported, his logbook typed after the game, the turns weighed with a progress bar,
// the certain catch the table let go in round 2 (the record had left him one station, 46, and Red
// could ride there) listed first with the catch missed, one tap from its position. On a phone and
// a tablet, in English and German. The turn's position opens with the better moves, and "Try it"
// with Red to 46 keeps the whole chance. Screenshots for the README (docs/ with UPDATE_SCREENSHOTS=1).
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
  readonly position: string;
  readonly better: string;
  readonly redBetter: string;
  readonly tryIt: string;
  readonly kept: string;
  readonly inReview: string;
  readonly back: string;
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
  position: 'Round 2: Blunder',
  better: 'The better moves',
  redBetter: 'Red: underground to 46',
  tryIt: 'Try it: pick the moves again',
  kept: 'Best: your moves keep the whole 100% chance to catch him.',
  inReview: 'Go to this step in the review',
  back: 'Back to the review',
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
  position: 'Runde 2: Grober Fehler',
  better: 'Die besseren Fahrten',
  redBetter: 'Rot: U-Bahn nach 46',
  tryIt: 'Selbst probieren: die Fahrten neu wählen',
  kept: 'Beste: Deine Fahrten halten die ganze Wahrscheinlichkeit von 100 %, ihn zu fassen.',
  inReview: 'Diesen Schritt im Rückblick zeigen',
  back: 'Zurück zum Rückblick',
};

async function openReview(page: Page, words: Words): Promise<void> {
  await page.getByRole('button', { name: words.menu }).first().click();
  await page.getByRole('button', { name: words.savedGames }).click();
  await page.locator('input[type="file"]').setInputFiles(FIXTURE);
  await page.getByRole('button', { name: words.review, exact: true }).first().click();
  await page.locator('.review').waitFor();
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
        // The map comes once the first verdict is shown (or after a second without one).
        await page.locator('.review .map-stage').waitFor();
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
        // The app's notices stand above every screen; the screenshots leave them out.
        for (const dismiss of await page.getByRole('button', { name: words.dismiss }).all()) await dismiss.click();
        const folder = words === ENGLISH ? DOCS : OUTPUT;
        const suffix = `${words === GERMAN ? 'de-' : ''}${device}`;
        mkdirSync(folder, { recursive: true });
        await page.locator('.review-turns').scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(folder, `turns-${suffix}.png`) });
        // One tap opens its position: the better moves on the map and in words.
        await page.getByRole('button', { name: words.blunder }).click();
        const position = page.getByRole('dialog', { name: words.position });
        await position.waitFor();
        const better = ((await position.getByRole('region', { name: words.better }).textContent()) ?? '').replace(
          /\s/g,
          ' ',
        );
        expect(better).toContain(words.redBetter);
        await expect(position.locator('[data-pawn-plan="red"]').getAttribute('data-plan')).resolves.toBe('46');
        // From there to its step in the review: the start of round 2's detectives' turn.
        await position.getByRole('button', { name: words.inReview }).click();
        await position.waitFor({ state: 'detached' });
        await expect(page.locator('.review-slider').inputValue()).resolves.toBe(String(ROUND_2));
        // Try it: Red to 46 on the map (Red, then the station) keeps the whole chance.
        await page.getByRole('button', { name: words.blunder }).click();
        await position.getByRole('button', { name: words.tryIt }).click();
        await position.locator('[data-pawn="red"]').click();
        await position.locator('.map-target[data-station="46"]').click();
        const verdict = position.getByRole('status');
        await expect
          .poll(async () => ((await verdict.textContent()) ?? '').replace(/\s/g, ' '), { timeout: 90_000 })
          .toBe(words.kept);
        await page.screenshot({ path: join(folder, `try-it-${suffix}.png`) });
        await position.getByRole('button', { name: words.back }).click();
        await position.waitFor({ state: 'detached' });
        expect(problems).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
