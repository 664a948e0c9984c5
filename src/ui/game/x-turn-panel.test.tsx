// @vitest-environment happy-dom
// Mister X's ticket is one tap, but a ticket that no station he could be on can use (usually a
// mistyped ticket) asks first, as a ruled-out surfacing station does, and says why.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetSetup } from '../../game/rule-sets';
import { useLanguage } from '../i18n/i18n';
import { game, startSession } from '../state/game-store';
import { XTurnPanel } from './x-turn-panel';

function Panel() {
  const state = game.value;
  return state ? <XTurnPanel state={state} /> : null;
}

beforeEach(async () => {
  await useLanguage('en');
  // RB 2013, his only start card 35: on the board station 35 has taxi routes only (no bus or
  // underground neighbours), so no underground ticket can leave it.
  const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
  startSession({
    id: 'test',
    name: 'Test',
    createdAt: '2026-11-24T12:00:00.000Z',
    updatedAt: '2026-11-24T12:00:00.000Z',
    setup: { ...setup, misterX: { ...setup.misterX, startCards: [35] } },
    events: [],
  });
});
afterEach(() => {
  cleanup();
  startSession(null);
});

describe("Mister X's ticket", () => {
  it('brings the whole question into view when it opens (below the fold on a phone, it looked as if nothing happened)', () => {
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      render(<Panel />);
      fireEvent.click(screen.getByRole('button', { name: /^Underground/ }));
      expect(scrolled).toEqual([screen.getByRole('alert')]);
    } finally {
      scroll.mockRestore();
    }
  });

  it('asks before an underground ticket that no station he could be on can use, and enters it only when told', () => {
    render(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: /^Underground/ }));
    expect(screen.getByRole('alert').textContent).toContain(
      'No underground route leads from the one station he could be on to a free station. Enter it anyway?',
    );
    expect(game.value?.log).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Underground/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter anyway' }));
    expect(game.value?.log).toHaveLength(1);
    expect(game.value?.candidates.size).toBe(0);
  });

  it('enters a ticket some station can use at once', () => {
    render(<Panel />);
    fireEvent.click(screen.getByRole('button', { name: /^Taxi/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(game.value?.log).toHaveLength(1);
    expect(game.value?.candidates.size).toBeGreaterThan(0);
  });
});
