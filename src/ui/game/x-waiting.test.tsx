// @vitest-environment happy-dom
// The reload gap (issue 17): after a reload the table screen shows before the secret side has said
// who plays Mister X. Until it has, his turn offers nothing to tap (a table could otherwise enter a
// ticket for Dragnet); then it shows Dragnet thinking, or a person's ticket buttons.
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { useLanguage } from '../i18n/i18n';
import { replayed, session, startSession } from '../state/game-store';
import type { XPlayer } from '../state/x-player';
import { xPlayer } from '../state/x-player';
import { GameScreen } from './game-screen';

/** A slow secret side: it says who plays Mister X only when the test lets it. */
const secretSide = vi.hoisted(() => ({ answer: null as ((player: 'person' | 'dragnet') => void) | null }));
vi.mock('../secret/dragnet-x', () => ({
  followGame: (id: string) =>
    new Promise<void>((resolve) => {
      secretSide.answer = (kind) => {
        const player: XPlayer = kind === 'person' ? { id, kind } : { id, kind, strength: 'hard' };
        xPlayer.value = player;
        resolve();
      };
    }),
  retry: () => undefined,
}));

const GAME: Session = {
  id: 'reloaded',
  name: 'Against Dragnet',
  createdAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
  setup: presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] }),
  events: [],
};

function Screen() {
  const current = session.value;
  const replay = replayed.value;
  if (!current || !replay) return null;
  return <GameScreen session={current} replay={replay} onMenu={() => {}} onNewGame={() => {}} onReview={() => {}} />;
}

const ticketButtons = () => screen.queryAllByRole('button', { name: /^(Taxi|Bus|Underground|Black|Double)/ });

beforeEach(async () => {
  await useLanguage('en');
  // The page as a reload finds it: nobody knows yet who plays Mister X.
  xPlayer.value = null;
  secretSide.answer = null;
});
afterEach(() => {
  cleanup();
  startSession(null);
});

describe("Mister X's turn after a reload", () => {
  it('offers no ticket until the secret side has answered, then shows Dragnet thinking', async () => {
    startSession(GAME);
    render(<Screen />);
    expect(screen.getByText('Getting his turn ready…').getAttribute('role')).toBe('status');
    expect(ticketButtons()).toEqual([]);
    await vi.waitFor(() => expect(secretSide.answer).not.toBeNull());
    // Still waiting while the secret side works: nothing to tap.
    expect(ticketButtons()).toEqual([]);
    secretSide.answer?.('dragnet');
    await screen.findByText('Dragnet is moving Mister X…', undefined, { timeout: 60_000 });
    expect(ticketButtons()).toEqual([]);
  });

  it("shows a person's ticket buttons once the secret side says a person plays him", async () => {
    startSession({ ...GAME, id: 'a-person' });
    render(<Screen />);
    expect(ticketButtons()).toEqual([]);
    await vi.waitFor(() => expect(secretSide.answer).not.toBeNull());
    secretSide.answer?.('person');
    await vi.waitFor(() => expect(ticketButtons().length).toBeGreaterThan(0));
    expect(screen.queryByText('Getting his turn ready…')).toBeNull();
  });
});
