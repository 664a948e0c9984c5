// A German table from set-up to review, as a new player would meet the app: set-up problems, a
// refused move, an undo, a correction, broken files imported, the review and the logbook check.
// Every text on screen on the way is German (issue 11: "German players meet no English anywhere").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appShown, visit } from './browser';
import { ROOT } from './server';
import { playOneStep as playOneEnglishStep, setUpStandardGame } from './table-support';

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
        .getByRole('button', { name: /^Rückgängig/ })
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
      // Escape leaves the correction for the list it was opened from, then the list.
      await page.keyboard.press('Escape');
      const list = page.getByRole('dialog', { name: 'Alle Einträge' });
      await list.waitFor();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'hidden' });

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

  it('reads German after a switch from English: names, the menu, New game asked in its own dialog, saved games', async () => {
    const opened = await visit(baseUrl, 'en-GB');
    const { page, problems } = opened;
    const popUps: string[] = [];
    page.on('dialog', (dialog) => {
      popUps.push(dialog.message());
      void dialog.dismiss();
    });
    const chips = () => page.locator('.pawn-chip-name').allTextContents();
    const menu = () =>
      page
        .getByRole('button', { name: /^(Menu|Menü)$/ })
        .first()
        .click();
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await appShown(page);
      // An English table, the pawns as the set-up named them.
      await setUpStandardGame(page);
      await playOneEnglishStep(page); // his taxi: the pawns' turn, their chips shown
      await expect.poll(chips, { timeout: 90_000 }).toEqual(['Red', 'Blue', 'Green', 'Yellow Bobby']);

      // Switched to German in the menu: the pawns the table did not name read in German.
      await menu();
      await page.getByLabel('Language').selectOption('de');
      await page.getByRole('dialog', { name: 'Menü' }).waitFor();
      await expectGerman(page, 'the menu');
      await page.keyboard.press('Escape');
      await expect.poll(chips, { timeout: 90_000 }).toEqual(['Rot', 'Blau', 'Grün', 'Gelber Bobby']);

      // The probabilities switch is in the menu too, and it is the same switch as in the list.
      await page.locator('.map-candidates .map-likely').first().waitFor();
      await menu();
      await page.getByRole('checkbox', { name: 'Zeigen, wie wahrscheinlich jede Station ist' }).uncheck();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('.map-candidates .map-likely').count(), { timeout: 90_000 }).toBe(0);
      await page.locator('.game-bar-count').first().click();
      await expect(
        page.getByRole('checkbox', { name: 'Zeigen, wie wahrscheinlich jede Station ist' }).isChecked(),
      ).resolves.toBe(false);
      await page.keyboard.press('Escape');
      await menu();
      await page.getByRole('checkbox', { name: 'Zeigen, wie wahrscheinlich jede Station ist' }).check();
      await page.keyboard.press('Escape');
      await page.locator('.map-candidates .map-likely').first().waitFor();

      // "Neues Spiel" in the menu asks in the app's own dialog: focus stays in it, Escape closes
      // it and puts focus back on the button, and the game goes on.
      await menu();
      const newGame = page.getByRole('dialog', { name: 'Menü' }).getByRole('button', { name: 'Neues Spiel' });
      await newGame.click();
      const ask = page.getByRole('dialog', { name: 'Ein neues Spiel beginnen?' });
      await ask.getByText('Dieses Spiel bleibt unter „Gespeicherte Spiele“ im Menü gespeichert').waitFor();
      await expectGerman(page, 'the new-game question');
      for (let tab = 0; tab < 6; tab++) {
        await page.keyboard.press('Tab');
        await expect(
          page.evaluate(() => document.activeElement?.closest('dialog')?.getAttribute('aria-label')),
        ).resolves.toBe('Ein neues Spiel beginnen?');
      }
      await page.keyboard.press('Escape');
      await expect(ask.count()).resolves.toBe(0);
      await expect(newGame.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(chips, { timeout: 90_000 }).toEqual(['Rot', 'Blau', 'Grün', 'Gelber Bobby']);

      // Played on in German to a capture; the game-over "Neues Spiel" says the game stays saved.
      for (let step = 0; step < 400; step++) {
        const title = (await page.locator('.panel-title').first().textContent()) ?? '';
        if (title.startsWith('Spielende')) break;
        if (title.includes('War Mister X dort?')) {
          await page.getByRole('button', { name: 'Ja: gefasst!' }).click();
          await page.getByRole('button', { name: 'Ja, gefasst: Spiel beenden' }).click();
        } else if (!title.startsWith('Mister X') && !title.startsWith('Doppelzug')) {
          // A pawn onto a station he could be on, where one can reach it: the quickest capture.
          const onCandidate = page.locator('.destinations .station-button-candidate');
          if ((await onCandidate.count()) === 0) await playOneStep(page);
          else {
            await onCandidate.first().click();
            const ticket = page.locator('fieldset.choice-row .ticket-button');
            if ((await ticket.count()) > 0) await ticket.first().click();
          }
        } else {
          await playOneStep(page);
        }
      }
      const kept = page
        .locator('.panel-over')
        .getByText('Dieses Spiel bleibt unter „Gespeicherte Spiele“ im Menü gespeichert');
      await kept.waitFor();
      await expectGerman(page, 'game over');
      await page.locator('.panel-over').getByRole('button', { name: 'Neues Spiel' }).click();
      await page.getByRole('heading', { name: 'Neues Spiel' }).waitFor();

      // The saved game: its day and start time (as German writes them) and rules once, the pawns in
      // German (when it was last played, if later, in German too: archive-screen.test.tsx).
      await menu();
      await page.getByRole('button', { name: 'Gespeicherte Spiele' }).click();
      const card = page.locator('.archive-game').first();
      await card.getByText('Figuren: Rot, Blau, Grün, Gelber Bobby').waitFor();
      const title = (await card.locator('.archive-name').textContent()) ?? '';
      expect(title).toMatch(/^\d{1,2}\. [A-Z][a-zä]+\.? \d{4}, \d{1,2}:\d{2} · Ravensburger 2013$/);
      const text = (await card.textContent()) ?? '';
      expect(text.split('Ravensburger 2013')).toHaveLength(2);
      const year = title.match(/\d{4}/)?.[0] ?? 'no year';
      expect(text.split(year)).toHaveLength(2);
      await card.getByText(/^Die Detektive haben gewonnen: Mister X auf \d+ gefasst$/).waitFor();
      await expectGerman(page, 'saved games');
      expect(popUps).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 180_000);
});
