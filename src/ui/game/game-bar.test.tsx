// @vitest-environment happy-dom
// The bar names the round being played; once all are played, the last one (RB 2013,
// rules/003_44999932a4cf8209.txt "End of game": the game ends after the 22nd round), never the
// round that would come next. Game: tests/fixtures/rb-22-rounds.session.json (22 rounds, 24 log
// entries with his two double moves, ended by "all rounds played").
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureSession } from '../../../tests/support/store';
import type { Session } from '../../format/session';
import { useLanguage } from '../i18n/i18n';
import { game, startSession } from '../state/game-store';
import { GameBar } from './game-bar';

const GAME = fixtureSession('rb-22-rounds');

function bar(session: Session): string {
  startSession(session);
  const state = game.value;
  if (!state) throw new Error('no game');
  render(<GameBar state={state} onTickets={() => {}} onHistory={() => {}} onMenu={() => {}} onCandidates={() => {}} />);
  return document.querySelector('.game-bar-round')?.textContent ?? '';
}

beforeEach(() => useLanguage('en'));
afterEach(() => {
  cleanup();
  startSession(null);
});

describe('the round in the game bar', () => {
  it('says round 22 for a finished 22-round game, not "Round 23"', () => {
    expect(game.value).toBeNull();
    const text = bar(GAME);
    expect(text).toMatch(/^Round 22 · Entry 24/);
  });

  it('says round 22 while the rules announce that all rounds are played', () => {
    const announced = { ...GAME, events: GAME.events.filter((event) => event.type !== 'end') };
    expect(bar(announced)).toMatch(/^Round 22 · Entry 24/);
  });

  it('names the round being played during the game', () => {
    // After his first ticket: round 1, entry 1.
    expect(bar({ ...GAME, events: GAME.events.slice(0, 1) })).toMatch(/^Round 1 · Entry 1/);
  });

  it("names the entry as Mister X's turn does: the one he is about to show", () => {
    // Before his first ticket the panel says "Mister X's turn: entry 1"; a new player saw "Entry 0"
    // (or, a round later, "Entry 1") in the bar above it.
    expect(bar({ ...GAME, events: [] })).toMatch(/^Round 1 · Entry 1/);
    cleanup();
    const secondTurn = GAME.events.findIndex((event, index) => index > 0 && event.type === 'x-move');
    expect(bar({ ...GAME, events: GAME.events.slice(0, secondTurn) })).toMatch(/^Round 2 · Entry 2/);
  });
});

describe("the bar's buttons", () => {
  it.each(['en', 'de'] as const)(
    'in %s, each spoken name begins with the word shown on it (so a voice command or screen reader finds it)',
    async (language) => {
      await useLanguage(language);
      bar({ ...GAME, events: GAME.events.slice(0, 3) });
      const buttons = [...document.querySelectorAll('button')];
      const named = buttons.filter((button) => button.getAttribute('aria-label') && button.textContent?.trim());
      expect(named.some((button) => /^(Undo|Rückgängig)/.test(button.textContent?.trim() ?? ''))).toBe(true);
      for (const button of named) {
        const shown = (button.textContent ?? '').trim().toLowerCase();
        expect(button.getAttribute('aria-label')?.toLowerCase().startsWith(shown)).toBe(true);
      }
    },
  );
});
