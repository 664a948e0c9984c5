// @vitest-environment happy-dom
// The hint read at start-up before the database answers: the copy written ahead to localStorage
// says whether a game is in play, so the table screen's code starts downloading at once.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fixtureSession, freshDevice, sessionAfter } from '../../tests/support/store';

const game = fixtureSession('rb-short');

describe('the start-up hint of a game in play', () => {
  it('follows the copy written ahead: a game, then the set-up screen, and nothing for a copy it cannot read', async () => {
    localStorage.clear();
    const { database, writeAhead } = await freshDevice();
    await database.openDatabase();
    expect(writeAhead.gameInPlayLikely()).toBe(false);
    expect(writeAhead.writeAhead(sessionAfter(game, 3), null)).toBe(true);
    expect(writeAhead.gameInPlayLikely()).toBe(true);
    // The table left the game for the set-up screen.
    writeAhead.writeAhead(null, null);
    expect(writeAhead.gameInPlayLikely()).toBe(false);
    localStorage.setItem('dragnet:pending-game', '{"version":1,"file":');
    expect(writeAhead.gameInPlayLikely()).toBe(false);
  });
});
