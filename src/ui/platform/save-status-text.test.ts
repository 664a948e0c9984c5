// The save indicator says plainly, in the player's language, whether the game is safe on the device.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StoredProblem } from '../../store/problems';
import type { SaveProblem, SaveStatus } from '../../store/save-queue';
import { loadFileWords, useLanguage } from '../i18n/i18n';
import { saveStatusText } from './save-status-text';

// The words for a damaged record load on first use in the app; here before the first check.
beforeAll(() => loadFileWords());

afterEach(async () => {
  await useLanguage('en');
});

const failed = (problem: SaveProblem, detail: string, damage: StoredProblem | null = null): SaveStatus => ({
  state: 'failed',
  problem,
  detail,
  damage,
});

describe('save indicator', () => {
  it.each<[string, SaveStatus, string | null]>([
    ['nothing yet', { state: 'idle' }, null],
    ['a write under way', { state: 'saving' }, 'Saving…'],
    ['all written', { state: 'saved' }, 'Saved'],
    ['private browsing', failed('unavailable', 'no IndexedDB'), 'Not saved on this device: this browser'],
    ['a full disk', failed('quota', 'QuotaExceededError'), "Not saved: the device's storage is full."],
    ['another failure', failed('error', 'the connection closed'), 'Could not save: the connection closed.'],
    [
      'another tab changed the game',
      failed('conflict', ''),
      'This game was changed in another tab; showing the latest.',
    ],
    [
      'a stored copy from a newer Dragnet',
      failed('damaged', '', { code: 'newer-record', version: 3 }),
      'Not saved: the copy of this game on the device cannot be read here (it was saved by a newer version',
    ],
  ])('%s', (_, status, expected) => {
    const text = saveStatusText(status);
    if (expected === null) expect(text).toBeNull();
    else expect(text).toContain(expected);
  });

  it('speaks German when the table does', async () => {
    await useLanguage('de');
    expect(saveStatusText(failed('quota', ''))).toMatch(/^Nicht gespeichert: Der Gerätespeicher ist voll/);
    expect(saveStatusText(failed('conflict', ''))).toBe(
      'Dieses Spiel wurde in einem anderen Tab geändert; angezeigt wird der neueste Stand.',
    );
  });
});
