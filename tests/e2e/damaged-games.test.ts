// Saved games whose records are damaged behind the app's back (as a crash or a bad disk leaves
// them: garbage written into the IndexedDB record, its entry in the list written before), in
// Debian's Chromium at a phone's size: the game is named as damaged wherever it is opened, its raw
// data can be saved as a file, exactly as stored, and the list marks it from then on; nothing is
// written over it; every other game still opens and "Export all games" still works.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { archiveOf, clubGames } from '../support/club-archive';
import { appShown, withVisit } from './browser';
import { ROOT } from './server';
import { playOneStep, savedShown, setUpStandardGame, storedGame, storedRecord } from './table-support';

const baseUrl = inject('baseUrl');
const SHOTS = join(ROOT, 'tests/e2e/output');
const GAMES = clubGames(4);
const DAMAGED_TEXT = /^This saved game cannot be read: /;

/** What a bad disk leaves in a record: not even an object. */
const GARBAGE = 'ÿØ\u0000\u0007 garbage where a saved game was';
/** A record cut short: its session file is a fragment of text. */
const CUT_SHORT = { version: 2, revision: 'm4x-1', file: '{"format":"dragnet-session","version":2,"id":"club-ga' };

async function openSavedGames(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.getByRole('button', { name: 'Import games…' }).waitFor();
}

async function importClubGames(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'club.json',
    mimeType: 'application/json',
    buffer: Buffer.from(archiveOf(GAMES)),
  });
  const report = page.getByRole('region', { name: 'Import results' });
  await report.getByText('club.json: 4 games added.').waitFor();
  await report.getByRole('button', { name: 'Dismiss' }).click();
}

function row(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Clicks `button` in the sheet and reads the file it downloads. */
async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** Opening (or exporting) a damaged game: the sheet says what is wrong and hands over its raw data,
 *  which must be exactly what is stored. */
async function rawDataOffered(page: Page, name: string, id: string, stored: unknown): Promise<Locator> {
  const sheet = page.getByRole('dialog', { name: `“${name}” cannot be read` });
  await sheet.getByText(/^The saved game is damaged and cannot be opened: /).waitFor();
  await sheet.getByText(/^Nothing was changed or deleted: the game stays in the list, marked damaged/).waitFor();
  const raw = await download(page, sheet.getByRole('button', { name: 'Download' }));
  expect(raw.name).toBe(`${id}.damaged.json`);
  expect(JSON.parse(raw.text)).toEqual(stored);
  await sheet.waitFor({ state: 'detached' });
  return sheet;
}

async function exportAll(page: Page): Promise<{ notes: string; names: string[] }> {
  await page.getByRole('button', { name: 'Export all games' }).click();
  const sheet = page.getByRole('dialog', { name: 'Export all games' });
  await sheet.waitFor();
  const notes = (await sheet.textContent()) ?? '';
  const file = await download(page, sheet.getByRole('button', { name: 'Download' }));
  const archive = JSON.parse(file.text) as { sessions: { name: string }[] };
  return { notes, names: archive.sessions.map((session) => session.name) };
}

describe('a saved game damaged behind the app’s back', () => {
  it('before the list was first opened: named at start-up and in the list, its raw data kept, the others open', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await openSavedGames(page);
      await importClubGames(page);
      await page.getByRole('button', { name: 'Close' }).first().click();
      await setUpStandardGame(page);
      for (let step = 0; step < 3; step++) await playOneStep(page);
      await savedShown(page);
      const playing = (await storedGame(page))?.id ?? '';
      const playingName = ((await storedRecord(page, `index:${playing}`)) as { name: string }).name;
      await storedRecord(page, `session:${playing}`, CUT_SHORT);
      await storedRecord(page, 'session:club-game-3', GARBAGE);

      await page.reload();
      await appShown(page);
      await page
        .getByText(/^The last game could not be opened: The saved game is damaged and cannot be opened: /)
        .waitFor();
      await page.getByText('It is kept as it is in Saved games (menu ☰), marked damaged').waitFor();
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await openSavedGames(page);
      // The game in play was read at start-up: marked. Club game 3 was not read yet: the list reads
      // the index alone (written before the damage) and cannot know.
      await row(page, playingName).getByText(DAMAGED_TEXT).waitFor();
      await expect(row(page, 'Club game 3').getByText(DAMAGED_TEXT).count()).resolves.toBe(0);

      await row(page, 'Club game 3').getByRole('button', { name: 'Open', exact: true }).click();
      await page.getByRole('dialog', { name: '“Club game 3” cannot be read' }).waitFor();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: join(SHOTS, 'damaged-open-phone.png') });
      await rawDataOffered(page, 'Club game 3', 'club-game-3', GARBAGE);
      const marked = row(page, 'Club game 3');
      await marked.getByText(DAMAGED_TEXT).waitFor();
      await marked.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: join(SHOTS, 'damaged-row-phone.png') });
      // Its row's own button gives the raw data too.
      await marked.getByRole('button', { name: 'Export raw data' }).click();
      const sheet = page.getByRole('dialog', { name: 'Export raw data' });
      const raw = await download(page, sheet.getByRole('button', { name: 'Download' }));
      expect(JSON.parse(raw.text)).toEqual(GARBAGE);

      const all = await exportAll(page);
      expect(all.names.sort()).toEqual(['Club game 1', 'Club game 2', 'Club game 4']);
      expect(all.notes).toContain(
        `Not included: 2 saved games that cannot be read (“Club game 3”, “${playingName}”). Each is marked damaged in the list, where “Export raw data” saves it as it is.`,
      );

      // Every other game opens.
      await row(page, 'Club game 4').getByRole('button', { name: 'Open', exact: true }).click();
      await page.locator('.game-bar').waitFor();

      // Marked from then on, after a reload too; nothing was written over either record.
      await page.reload();
      await appShown(page);
      await openSavedGames(page);
      await row(page, 'Club game 3').getByText(DAMAGED_TEXT).waitFor();
      await row(page, playingName).getByText(DAMAGED_TEXT).waitFor();
      await expect(page.locator('.archive-damaged').count()).resolves.toBe(2);
      expect(await storedRecord(page, 'session:club-game-3')).toEqual(GARBAGE);
      expect(await storedRecord(page, `session:${playing}`)).toEqual(CUT_SHORT);
      expect(problems).toEqual([]);
    }));

  it('after the list was opened: Open and Export say so and give the raw data, the row is marked, Export all works', () =>
    withVisit(baseUrl, async ({ page, problems }) => {
      await openSavedGames(page);
      await importClubGames(page);
      // The list is on screen, drawn from the index; then the records are damaged.
      await row(page, 'Club game 2').getByText(/won/).waitFor();
      await storedRecord(page, 'session:club-game-2', GARBAGE);
      await storedRecord(page, 'session:club-game-1', CUT_SHORT);

      await row(page, 'Club game 2').getByRole('button', { name: 'Open', exact: true }).click();
      await rawDataOffered(page, 'Club game 2', 'club-game-2', GARBAGE);
      await row(page, 'Club game 2').getByText(DAMAGED_TEXT).waitFor();
      // Its focus goes to the row's way to the raw data.
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Export raw data');

      await row(page, 'Club game 1').getByRole('button', { name: 'Export', exact: true }).click();
      await rawDataOffered(page, 'Club game 1', 'club-game-1', CUT_SHORT);
      await row(page, 'Club game 1').getByText(DAMAGED_TEXT).waitFor();

      const all = await exportAll(page);
      expect(all.names.sort()).toEqual(['Club game 3', 'Club game 4']);
      expect(all.notes).toContain('Not included: 2 saved games that cannot be read (“Club game 2”, “Club game 1”).');

      await row(page, 'Club game 3').getByRole('button', { name: 'Review', exact: true }).click();
      await page.locator('.review-game-name', { hasText: 'Club game 3' }).waitFor();
      await page.reload();
      await appShown(page);
      await openSavedGames(page);
      await expect(page.locator('.archive-damaged').count()).resolves.toBe(2);
      await row(page, 'Club game 4').getByRole('button', { name: 'Open', exact: true }).click();
      await page.locator('.game-bar').waitFor();
      expect(await storedRecord(page, 'session:club-game-2')).toEqual(GARBAGE);
      expect(await storedRecord(page, 'session:club-game-1')).toEqual(CUT_SHORT);
      expect(problems).toEqual([]);
    }));
});
