// The table's record in Debian's Chromium, as a family opens it: their saved games imported from an
// archive (both rule sets, every number of detective players, some against Dragnet, two still going
// on), then "Table's record" on the saved games screen. On a phone (360x740) and a tablet
// (820x1180), in English and German: every chart's numbers as the games were played, the German
// screen without English words, nothing wider than the screen. Also saves the record's screenshots
// shown in the README (docs/ with UPDATE_SCREENSHOTS=1, else tests/e2e/output/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { finalState, replay } from '../../src/game/replay';
import type { GameState } from '../../src/game/state';
import { shownPawnNames } from '../../src/words/default-names';
import { type FamilyGame, familyArchive, familyGames } from '../support/family-archive';
import { controlledByServiceWorker, visit } from './browser';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');
const OUTPUT = join(ROOT, 'tests/e2e/output');
const DOCS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs') : OUTPUT;
const GAMES = familyGames(24);
const ARCHIVE = familyArchive(GAMES);

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 820, height: 1180 };

/** What a family would count by hand: each game's end, from its replayed record. */
interface Played {
  readonly game: FamilyGame;
  readonly state: GameState;
}
const PLAYED: Played[] = GAMES.map((game) => {
  const state = finalState(replay(game.session.setup, game.session.events));
  if (!state) throw new Error(`${game.session.id} does not replay`);
  return { game, state };
});
const FINISHED = PLAYED.filter(({ state }) => state.over !== null);
const XWON = FINISHED.filter(({ state }) => state.over?.winner === 'mister-x');
const LOST = FINISHED.filter(({ state }) => state.over?.winner === 'detectives');

interface Words {
  readonly locale: string;
  readonly menu: string;
  readonly savedGames: string;
  readonly added: string;
  readonly record: string;
  readonly headline: string;
  readonly inProgress: string;
  readonly whoPlayed: string;
  readonly players: (label: string, count: number, won: number, lost: number) => string;
  readonly rounds: string;
  readonly round: (round: number, count: number) => string;
  readonly catchers: string;
  readonly catcher: (name: string, count: number) => string;
}

const share = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(XWON.length / FINISHED.length);

const ENGLISH: Words = {
  locale: 'en-GB',
  menu: 'Menu',
  savedGames: 'Saved games',
  added: `family.json: ${GAMES.length} games added.`,
  record: 'Table’s record',
  headline: `Mister X won ${XWON.length} of ${FINISHED.length} games (${share('en')}).`,
  inProgress: `${PLAYED.length - FINISHED.length} games in progress are not counted yet.`,
  whoPlayed: 'Who played Mister X',
  players: (label, count, won, lost) =>
    `${label}${count === 1 ? '1 game' : `${count} games`}Mister X won ${won}lost ${lost}`,
  rounds: 'The round he was caught in',
  round: (round, count) => `Round ${round}: ${count === 1 ? '1 game' : `${count} games`}`,
  catchers: 'Who caught him',
  catcher: (name, count) => `${name}: ${count === 1 ? '1 catch' : `${count} catches`}`,
};

const GERMAN: Words = {
  locale: 'de-DE',
  menu: 'Menü',
  savedGames: 'Gespeicherte Spiele',
  added: `family.json: ${GAMES.length} Spiele hinzugefügt.`,
  record: 'Bilanz aller Spiele',
  headline: `Mister X gewann ${XWON.length} von ${FINISHED.length} Spielen (${share('de')}).`,
  inProgress: `${PLAYED.length - FINISHED.length} Spiele laufen noch und zählen noch nicht.`,
  whoPlayed: 'Wer Mister X spielte',
  players: (label, count, won, lost) =>
    `${label}${count === 1 ? '1 Spiel' : `${count} Spiele`}Mister X gewann ${won}verlor ${lost}`,
  rounds: 'Die Runde, in der er gefasst wurde',
  round: (round, count) => `Runde ${round}: ${count === 1 ? '1 Spiel' : `${count} Spiele`}`,
  catchers: 'Wer ihn fasste',
  catcher: (name, count) => `${name}: ${count === 1 ? 'einmal' : `${count}-mal`} gefasst`,
};

/** Who played Mister X, as the set-up named him, in the chart's order. */
const PLAYER_LABELS = {
  en: { person: 'A person', easy: 'Dragnet, easy', medium: 'Dragnet, medium', hard: 'Dragnet, hard' },
  de: { person: 'Eine Person', easy: 'Dragnet, leicht', medium: 'Dragnet, mittel', hard: 'Dragnet, schwer' },
} as const;

function expectedWhoPlayed(words: Words): string[] {
  const labels = PLAYER_LABELS[words === GERMAN ? 'de' : 'en'];
  return (['person', 'easy', 'medium', 'hard'] as const).flatMap((who) => {
    const games = FINISHED.filter(({ game }) => (game.dragnetX?.strength ?? 'person') === who);
    const won = games.filter(({ state }) => state.over?.winner === 'mister-x').length;
    return games.length === 0 ? [] : [words.players(labels[who], games.length, won, games.length - won)];
  });
}

/** The pawn on his station when he was caught: its name as the family typed it, or a Bobby's in
 *  the reader's language. */
function catcherOf({ state }: Played, language: 'en' | 'de'): string | null {
  if (state.over?.reason !== 'capture') return null;
  const names = shownPawnNames(state.game.setup.pawns, language);
  return names[state.positions.indexOf(state.over.station ?? -1)] ?? null;
}

async function openRecord(page: Page, words: Words): Promise<void> {
  await page.getByRole('button', { name: words.menu }).first().click();
  await page.getByRole('button', { name: words.savedGames }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'family.json',
    mimeType: 'application/json',
    buffer: Buffer.from(ARCHIVE),
  });
  await page.getByText(words.added).waitFor();
  await page.getByRole('button', { name: words.record }).click();
  await page.getByText(words.headline).waitFor();
}

/** Each row of a chart: the text it shows (bars have none), or what a screen reader hears. */
function rowsOf(page: Page, chart: string, hidden = false): Promise<string[]> {
  const rows = page.getByRole('region', { name: chart }).getByRole('listitem');
  return hidden ? rows.locator('.visually-hidden').allTextContents() : rows.allTextContents();
}

async function checkRecord(page: Page, words: Words): Promise<void> {
  await expect(page.getByText(words.inProgress).count()).resolves.toBe(1);
  expect(await rowsOf(page, words.whoPlayed)).toEqual(expectedWhoPlayed(words));

  // Every round up to the last the detectives won in, each with its games.
  const rounds = await rowsOf(page, words.rounds, true);
  expect(rounds).toHaveLength(Math.max(...LOST.map(({ state }) => state.round)));
  expect(rounds).toEqual(
    rounds.map((_, index) => words.round(index + 1, LOST.filter(({ state }) => state.round === index + 1).length)),
  );

  // Catches by name, most first.
  const catches = new Map<string, number>();
  for (const played of FINISHED) {
    const name = catcherOf(played, words === GERMAN ? 'de' : 'en');
    if (name) catches.set(name, (catches.get(name) ?? 0) + 1);
  }
  const shown = await rowsOf(page, words.catchers, true);
  expect([...shown].sort()).toEqual([...catches].map(([name, count]) => words.catcher(name, count)).sort());
  const counts = shown.map((row) => Number(row.match(/(\d+)/)?.[1] ?? (row.includes('einmal') ? 1 : 0)));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));

  // Nothing is wider than the screen, and each bar has its number beside it.
  const overflow = await page.evaluate(() => {
    const scroller = document.querySelector('.app-screen') as HTMLElement;
    return Math.max(document.documentElement.scrollWidth, scroller.scrollWidth) - window.innerWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const values = await page.locator('.record-count-value').allTextContents();
  expect(values.length).toBeGreaterThan(0);
  expect(values.every((value) => /^\d+$/.test(value))).toBe(true);
}

/** German players meet no English on the record (names and brands aside). */
async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('.record').innerText();
  expect(text).not.toMatch(/\b(the|won|lost|games?|round|players?|caught|easy|medium|hard|rules|who|of|by)\b/i);
}

/** The screen without the notice that the app works offline now (dismissed once it has come); a
 *  tablet's whole record, however long (the page made as tall for the picture), a phone's first
 *  screenful. */
async function screenshot(page: Page, path: string, size: { width: number; height: number }): Promise<void> {
  await controlledByServiceWorker(page);
  await page.getByText(/^(Dragnet now works offline\.|Dragnet funktioniert jetzt auch offline\.)$/).waitFor();
  await page.getByRole('button', { name: /^(Dismiss|Ausblenden)$/ }).click();
  if (size !== PHONE) {
    const height = await page.evaluate(() => {
      const screen = document.querySelector('.app-screen') as HTMLElement;
      return window.innerHeight - screen.clientHeight + screen.scrollHeight;
    });
    await page.setViewportSize({ width: size.width, height });
  }
  await page.screenshot({ path });
}

describe('the table’s record', () => {
  for (const [words, size, shot] of [
    [ENGLISH, PHONE, 'record-phone.png'],
    [ENGLISH, TABLET, 'record-tablet.png'],
    [GERMAN, PHONE, null],
    [GERMAN, TABLET, null],
  ] as const) {
    const where = `${size === PHONE ? 'a phone' : 'a tablet'} in ${words === GERMAN ? 'German' : 'English'}`;
    it(`adds up the family's saved games on ${where}`, async () => {
      const opened = await visit(baseUrl, words.locale);
      try {
        const { page, problems } = opened;
        await page.setViewportSize(size);
        await openRecord(page, words);
        await expect(page.getByRole('heading', { name: words.record, level: 2 }).count()).resolves.toBe(1);
        await checkRecord(page, words);
        if (words === GERMAN) await expectNoEnglish(page);
        // Back to the saved games, the focus on the way in.
        await page
          .getByRole('button', { name: /Close|Schließen/ })
          .first()
          .click();
        await page.getByRole('button', { name: words.record }).waitFor();
        await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(words.record);
        await page.getByRole('button', { name: words.record }).click();
        await page.getByText(words.headline).waitFor();
        mkdirSync(DOCS, { recursive: true });
        mkdirSync(OUTPUT, { recursive: true });
        const other = `record-${words === GERMAN ? 'de' : 'en'}-${size === PHONE ? 'phone' : 'tablet'}.png`;
        await screenshot(page, shot ? join(DOCS, shot) : join(OUTPUT, other), size);
        expect(problems).toEqual([]);
      } finally {
        await opened.close();
      }
    });
  }
});
