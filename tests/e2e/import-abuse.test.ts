// Broken files through the real file picker: a few dozen mutated session files (truncated JSON,
// wrong types, missing or foreign fields, stations the board does not print, events that do not
// replay, another app's JSON) imported into a browser that holds a game. None crashes the app,
// and the stored game is exactly as it was (issue: "nothing already stored changes").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { appShown, visit } from './browser';
import { ROOT } from './server';
import { playOneStep, savedShown, setUpStandardGame, storedGame } from './table-support';

const baseUrl = inject('baseUrl');

/** A deterministic little generator, so a failure names a file that can be made again. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: unknown[] = [null, -1, 0, 1.5, 108, 999, '', 'x', '<b>x</b>', true, [], {}, [1, 2], { a: 1 }];

/** Mutates one value somewhere in a JSON tree (or deletes a key). */
function mutate(value: unknown, random: () => number): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || random() < 0.15) return JUNK[Math.floor(random() * JUNK.length)];
    const copy = [...value];
    const at = Math.floor(random() * copy.length);
    copy[at] = mutate(copy[at], random);
    return copy;
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0 || random() < 0.15) return JUNK[Math.floor(random() * JUNK.length)];
    const key = keys[Math.floor(random() * keys.length)] as string;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (random() < 0.2) delete copy[key];
    else copy[key] = mutate(copy[key], random);
    return copy;
  }
  return JUNK[Math.floor(random() * JUNK.length)];
}

function brokenFiles(): { name: string; mimeType: string; buffer: Buffer }[] {
  const fixture = readFileSync(join(ROOT, 'tests/fixtures/rb-short.session.json'), 'utf8');
  const parsed: unknown = JSON.parse(fixture);
  const random = mulberry32(20261121);
  const files: { name: string; text: string }[] = [
    { name: 'truncated.json', text: fixture.slice(0, fixture.length / 2) },
    { name: 'not-json.json', text: 'Dragnet? No: a shopping list.' },
    { name: 'other-app.json', text: JSON.stringify({ type: 'FeatureCollection', features: [] }) },
    { name: 'newer.json', text: fixture.replace('"version": 2', '"version": 7') },
  ];
  for (let index = 0; index < 40; index++) {
    files.push({ name: `mutated-${index}.json`, text: JSON.stringify(mutate(parsed, random)) });
  }
  return files.map(({ name, text }) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) }));
}

describe('importing broken files', () => {
  it('crashes nothing and changes nothing already stored', async () => {
    const opened = await visit(baseUrl);
    try {
      const { page, problems } = opened;
      await page.setViewportSize({ width: 1280, height: 800 });
      await appShown(page);
      await setUpStandardGame(page);
      for (let step = 0; step < 6; step++) await playOneStep(page);
      await savedShown(page);
      const before = await storedGame(page);
      expect(before?.events.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('button', { name: 'Saved games' }).click();
      await page.locator('input[type="file"]').setInputFiles(brokenFiles());
      // The report names the files it could not read; the list still shows the game in play.
      await page.getByText('not-json.json').first().waitFor();
      await page.getByText('Playing now').first().waitFor();
      expect(await storedGame(page)).toEqual(before);
      // And the game plays on.
      await page.getByRole('button', { name: 'Open', exact: true }).first().click();
      await page.locator('.game-bar').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await opened.close();
    }
  });
});
