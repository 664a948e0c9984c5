// @vitest-environment happy-dom
// Pawns the table did not name are shown in the language on screen, and switching the language
// renames them without replaying the game (a long game's record replayed again at each switch).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../format/session';
import { replay } from '../../game/replay';
import { presetSetup } from '../../game/rule-sets';
import { useLanguage } from '../i18n/i18n';
import { game, replayed, startSession } from './game-store';

vi.mock('../../game/replay', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../game/replay')>();
  return { ...actual, replay: vi.fn(actual.replay) };
});

/** RB 2013, 2 detectives + 2 Bobbies, set up in English; Blue named "Anna" by the table. */
function session(): Session {
  const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
  return {
    id: 'a',
    name: 'Test',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    setup: { ...setup, pawns: setup.pawns.map((pawn) => (pawn.id === 'blue' ? { ...pawn, name: 'Anna' } : pawn)) },
    events: [
      { type: 'x-move', ticket: 'taxi' },
      { type: 'pawn-move', pawn: 'red', to: 4, ticket: 'taxi' },
    ],
  };
}

const names = () => game.value?.game.setup.pawns.map((pawn) => pawn.name);

afterEach(async () => {
  startSession(null);
  await useLanguage('en');
});

describe('the names of the pawns', () => {
  it('follow the language on screen, and a switch replays nothing', async () => {
    await useLanguage('en');
    startSession(session());
    expect(names()).toEqual(['Red', 'Anna', 'Green Bobby', 'Yellow Bobby']);
    const replays = vi.mocked(replay).mock.calls.length;

    await useLanguage('de');
    expect(names()).toEqual(['Rot', 'Anna', 'Grüner Bobby', 'Gelber Bobby']);
    // Every state of the game is named alike (the Moves list and Undo read earlier ones).
    expect(replayed.value?.states.map((state) => state.game.setup.pawns[0]?.name)).toEqual(['Rot', 'Rot', 'Rot']);
    await useLanguage('en');
    expect(names()).toEqual(['Red', 'Anna', 'Green Bobby', 'Yellow Bobby']);
    expect(vi.mocked(replay).mock.calls.length).toBe(replays);
    // Where it is and what it may do are the game's, whatever the language.
    expect(game.value?.positions).toEqual([4, 26, 29, 34]);
  });
});
