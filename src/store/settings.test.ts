// Preferences persist across reloads; anything unreadable falls back to following the device.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDevice, loadStoreModules } from '../../tests/support/store';
import { DEFAULT_SETTINGS, migrateSettings } from './settings';

describe('settings', () => {
  it('follow the device until the player chooses', async () => {
    const { settings } = await freshDevice();
    expect(await settings.loadSettings()).toEqual({
      language: 'device',
      theme: 'system',
      likelihood: 'shown',
      advice: false,
    });
  });

  it('keep the chosen language, theme, likelihood switch and advice across a reload', async () => {
    const { settings } = await freshDevice();
    await settings.saveSettings({ language: 'de', theme: 'dark', likelihood: 'hidden', advice: true });
    const after = await loadStoreModules();
    expect(await after.settings.loadSettings()).toEqual({
      language: 'de',
      theme: 'dark',
      likelihood: 'hidden',
      advice: true,
    });
  });

  it('keep a switch turned off just before a reload, while the queue is still busy with the game', async () => {
    // CI once saw the likelihood switch come back on after "uncheck, reload": the settings write
    // waited in the queue behind the game's save and the reload came first.
    const { database, queue, settings } = await freshDevice();
    await database.openDatabase();
    let release = () => {};
    void queue.queueWrite('session:busy', () => new Promise<void>((resolve) => (release = resolve)));
    void settings.saveSettings({ ...DEFAULT_SETTINGS, likelihood: 'hidden' });
    // The reload: the page and its queue are gone, the database stays.
    const after = await loadStoreModules();
    expect((await after.settings.loadSettings()).likelihood).toBe('hidden');
    release();
  });

  it.each([
    ['nothing stored', undefined, DEFAULT_SETTINGS],
    ['a record from a newer app', { version: 2, language: 'de', theme: 'dark' }, DEFAULT_SETTINGS],
    [
      'an unknown language only',
      { version: 1, language: 'fr', theme: 'light' },
      { language: 'device', theme: 'light', likelihood: 'shown', advice: false },
    ],
    [
      'a record saved before the likelihood switch and advice existed',
      { version: 1, language: 'de', theme: 'dark' },
      { ...DEFAULT_SETTINGS, language: 'de', theme: 'dark' },
    ],
    ['not an object', 'dark', DEFAULT_SETTINGS],
  ])('read %s as the defaults where unreadable', (_, stored, expected) => {
    expect(migrateSettings(stored)).toEqual(expected);
  });
});
