// @vitest-environment happy-dom
// The notice on keeping the saved games is for between games: when the next game starts it goes,
// so it never fills the new game's panel (on a phone it pushed Mister X's tickets out of sight).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rbSetup, Table, xMove } from '../../../tests/support/game-builder';
import { NEVER_TOLD } from '../../store/keeping';
import { keepNotice } from '../state/app-notices';
import { startSession } from '../state/game-store';
import { watchKeeping } from './keep-notice';

vi.mock('../../store/keeping', async (original) => ({
  ...(await original<typeof import('../../store/keeping')>()),
  loadKeeping: async () => NEVER_TOLD,
  updateKeeping: async () => {},
}));
vi.mock('../../store/saved-games', () => ({ listSavedGames: async () => [] }));
vi.mock('../platform/persistent-storage', () => ({
  storagePersisted: async () => false,
  requestPersistentStorage: async () => false,
}));

afterEach(() => {
  keepNotice.value = null;
  startSession(null);
});

describe('the notice on keeping the saved games', () => {
  it("goes when the next game starts, so that it never fills the new game's panel on a phone", () => {
    keepNotice.value = () => null; // shown after the last game, or as a reminder between games
    watchKeeping();
    expect(keepNotice.value).not.toBeNull();
    const table = new Table(rbSetup([13, 26, 29, 34], 2)).play(xMove('taxi'));
    startSession({
      id: 'keep-test',
      name: 'Next game',
      createdAt: '2026-11-28T12:00:00.000Z',
      updatedAt: '2026-11-28T12:00:00.000Z',
      setup: table.setup,
      events: table.events,
    });
    expect(keepNotice.value).toBeNull();
  });
});
