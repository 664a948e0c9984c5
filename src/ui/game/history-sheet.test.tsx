// @vitest-environment happy-dom
// The Moves list groups a game's events by round, newest first; the end of the game confirmed once
// every round is played belongs to the last round (RB 2013, rules/003_44999932a4cf8209.txt "End of
// game": the game ends after the 22nd round), so the list never names a round 23. Game:
// tests/fixtures/rb-22-rounds.session.json (22 rounds, ended by "all rounds played").
import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fixtureSession } from '../../../tests/support/store';
import { replay } from '../../game/replay';
import { useLanguage } from '../i18n/i18n';
import { HistorySheet } from './moves-sheets';

const GAME = fixtureSession('rb-22-rounds');

function showMoves(events = GAME.events) {
  const { states } = replay(GAME.setup, events);
  render(<HistorySheet states={states} events={events} onEdit={() => {}} onClose={() => {}} />);
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

afterEach(async () => {
  cleanup();
  await useLanguage('en');
});

describe('the Moves list of a finished 22-round game', () => {
  it('ends with round 22, the end of the game in it, not "Round 23: Game over"', () => {
    const rounds = showMoves();
    expect(rounds).toHaveLength(22);
    expect(rounds[0]).toBe('Round 22');
    const last = within(screen.getByRole('region', { name: 'Round 22' })).getAllByRole('listitem');
    expect(last[0]?.textContent).toMatch(/^The table ends the game/);
    expect(document.body.textContent).not.toContain('Round 23');
  });

  it('says "Runde 22" in German, and no "Runde 23"', async () => {
    await useLanguage('de');
    const rounds = showMoves();
    expect(rounds[0]).toBe('Runde 22');
    const last = within(screen.getByRole('region', { name: 'Runde 22' })).getAllByRole('listitem');
    expect(last[0]?.textContent).toMatch(/^Spiel beendet/);
    expect(document.body.textContent).not.toContain('Runde 23');
  });

  it('names no round past the last while the rules announce the end, before the table confirms it', () => {
    const rounds = showMoves(GAME.events.filter((event) => event.type !== 'end'));
    expect(rounds[0]).toBe('Round 22');
    expect(rounds).toHaveLength(22);
  });
});
