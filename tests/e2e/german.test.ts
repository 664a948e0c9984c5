// A German table from set-up to review, as a new player would meet the app: set-up problems, a
// refused move, an undo, a correction, broken files imported, the review and the logbook check.
// Every text on screen on the way is German (issue 11: "German players meet no English anywhere").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, visit } from './browser';
import { ROOT } from './server';

const baseUrl = inject('baseUrl');

/** English words that German text never needs. File names, JSON paths and quoted file values are
 *  the player's own data and are left out before looking. */
const ENGLISH =
  /\b(the|and|or|is|are|has|have|not|cannot|can|must|of|by|to|from|with|there|this|that|them|they|it|was|were|he|his|no|yes|any|only|still|after|before|you|your|line|joins|entry|entries|round|left|pile|game|games|move|moves|moved|saved|saving|undo|menu|open|delete|export|import|review|check|close)\b/i;

function withoutData(text: string): string {
  return text
    .replace(/\S+\.json\b/g, ' ')
    .replace(/„[^“]*“|"[^"]*"|“[^”]*”/g, ' ')
    .replace(/\b[a-z][A-Za-z]*(\[\d+\]|\.[A-Za-z]+)+/g, ' ');
}

/** Every text the page shows (and the names it gives its controls) has no English in it. */
async function expectGerman(page: Page, where: string): Promise<void> {
  const text = await page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].map((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? '').join(' '),
    );
    return `${document.body.innerText}\n${labels.join('\n')}`;
  });
  for (const line of withoutData(text).split('\n')) {
    expect(line.match(ENGLISH), `${where}: "${line.trim()}"`).toBeNull();
  }
}

function file(name: string, text: string) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(text) };
}

function brokenFiles() {
  const fixture = readFileSync(join(ROOT, 'tests/fixtures/rb-short.session.json'), 'utf8');
  const parsed = JSON.parse(fixture) as Record<string, unknown> & { events: Record<string, unknown>[] };
  const archive = (sessions: unknown[]) =>
    JSON.stringify({ format: 'dragnet-archive', version: 1, exportedAt: '2026-11-23T08:00:00.000Z', sessions });
  return [
    file('abgeschnitten.json', fixture.slice(0, fixture.length / 2)),
    file('andere-app.json', JSON.stringify({ type: 'FeatureCollection', features: [] })),
    file('neuer.json', fixture.replace('"version": 2', '"version": 7')),
    file('feld.json', JSON.stringify({ ...parsed, setup: { ...(parsed.setup as object), roundLimit: 'viele' } })),
    file('zug.json', fixture.replace('"to": 52', '"to": 1')),
    file('archiv.json', archive([parsed, { ...parsed, id: 'zwei', events: [{ type: 'pawn-move' }] }])),
  ];
}

/** One entry of the German table: his taxi ticket, his station, a pawn's first destination, "Nein". */
async function playOneStep(page: Page): Promise<void> {
  const title = (await page.locator('.panel-title').first().textContent()) ?? '';
  if (title.startsWith('Mister X ist dran') || title.startsWith('Doppelzug')) {
    await page.getByRole('button', { name: /^Taxi/ }).click();
  } else if (title.startsWith('Mister X zeigt sich')) {
    await page.locator('.station-grid .station-button').first().click();
  } else if (title.includes('War Mister X dort?')) {
    await page.getByRole('button', { name: 'Nein' }).click();
  } else {
    await page.locator('.destinations .station-button').first().click();
    const ticket = page.locator('fieldset.choice-row .ticket-button');
    if ((await ticket.count()) > 0) await ticket.first().click();
  }
}

describe('a German table', () => {
  it('meets no English from set-up to review, broken files included', async () => {
    const opened = await visit(baseUrl, 'de-DE');
    const { page, problems } = opened;
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await appShown(page);
      await page.getByRole('heading', { name: 'Neues Spiel' }).waitFor();

      // Set-up, with a problem on the way.
      const secondName = page.getByRole('textbox', { name: 'Name der Figur 2' });
      await secondName.fill('');
      await page.getByText('Gib Figur 2 einen Namen.').waitFor();
      await expectGerman(page, 'set-up');
      await secondName.fill('Ben');
      for (const card of ['13', '26', '29', '34']) await page.getByRole('button', { name: card, exact: true }).click();
      await page.getByRole('button', { name: 'Spiel starten' }).click();
      await page.getByText('Mister X ist dran: Zug 1').waitFor();
      await expectGerman(page, 'the table');

      // A move the rules refuse, explained in German; an undo.
      await page.getByRole('button', { name: /^Taxi/ }).click();
      await page.locator('[role="button"][aria-label="Station 100"]').click();
      await page
        .locator('.notice-error')
        .getByText(/kann Station 100 von Station \d+ aus nicht/)
        .waitFor();
      await expectGerman(page, 'a refusal');
      await page
        .getByRole('button', { name: /^Zurück/ })
        .first()
        .click();
      await page.getByText(/^Zurückgenommen:/).waitFor();
      await expectGerman(page, 'an undo');
      for (let step = 0; step < 12; step++) await playOneStep(page);

      // A correction that breaks what follows: its preview says why, in German.
      await page.getByRole('button', { name: 'Einträge' }).click();
      await page.getByRole('button', { name: 'Korrigieren' }).last().click();
      await page.getByLabel('Diesen Eintrag löschen').check();
      await page.getByText(/Ein späterer Eintrag passt nicht mehr/).waitFor();
      await expectGerman(page, 'a correction');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // Saved games: broken files imported.
      await page.getByRole('button', { name: 'Menü' }).first().click();
      await page.getByRole('button', { name: 'Gespeicherte Spiele' }).click();
      await page.locator('input[type="file"]').setInputFiles(brokenFiles());
      await page.getByText('archiv.json').first().waitFor();
      await page.getByText('zug.json').first().waitFor();
      await expectGerman(page, 'the import report');

      // The review and the logbook check.
      await page.getByRole('button', { name: 'Rückblick', exact: true }).first().click();
      await page.getByRole('button', { name: 'Prüfen' }).waitFor();
      await page.getByRole('textbox', { name: /^Seine Stationen/ }).fill('1, 2, 3');
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await page
        .getByText(/^Zug \d+ passt nicht/)
        .first()
        .waitFor();
      await expectGerman(page, 'the review and the logbook check');
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
