// @vitest-environment happy-dom
// Surfacing on a phone is one quick step: a number field first (numeric keypad), the stations he
// could be on below, a screenful of them, filtered as the number is typed; not a wall of buttons.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presetSetup } from '../../game/rule-sets';
import { useLanguage } from '../i18n/i18n';
import { enter, game, startSession } from '../state/game-store';
import { likelihood, likelihoodPending } from '../state/likelihood';
import { RevealPanel } from './reveal-panel';

// The percentages as the likelihood worker would give them (tested in src/inference/model and the browser).
vi.mock('../state/likelihood', async () => {
  const { signal } = await import('@preact/signals');
  return { likelihood: signal<Float64Array | null>(null), likelihoodPending: signal(false) };
});

function setChances(chances: Float64Array | null, pending = false): void {
  (likelihood as unknown as { value: Float64Array | null }).value = chances;
  (likelihoodPending as unknown as { value: boolean }).value = pending;
}

function Panel() {
  const state = game.value;
  return state ? <RevealPanel state={state} /> : null;
}

beforeEach(async () => {
  await useLanguage('en');
  // RB 2013 with the 13 X cards; a custom game in which he surfaces after entry 1, after a black
  // ticket (any line: RB 2013 "Black tickets"), so dozens of stations are possible.
  const setup = presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] });
  startSession({
    id: 'test',
    name: 'Test',
    createdAt: '2026-11-21T12:00:00.000Z',
    updatedAt: '2026-11-21T12:00:00.000Z',
    setup: { ...setup, ruleSet: 'custom', surfacing: [1] },
    events: [],
  });
  enter({ type: 'x-move', ticket: 'black' });
});
afterEach(() => {
  cleanup();
  startSession(null);
  setChances(null);
});

describe('the reveal panel', () => {
  it('starts with the number field, then a screenful of candidates and "show all"', () => {
    render(<Panel />);
    const count = game.value?.candidates.size ?? 0;
    expect(count).toBeGreaterThan(12);
    const field = screen.getByRole('textbox', { name: 'Station number' }) as HTMLInputElement;
    expect(field.inputMode).toBe('numeric');
    const panel = screen.getByRole('region');
    const controls = within(panel).getAllByRole(/textbox|button/);
    expect(controls[0]).toBe(field);
    expect(within(panel).getAllByRole('button', { name: /^\d+$/ })).toHaveLength(12);
    fireEvent.click(screen.getByRole('button', { name: `Show all ${count}` }));
    expect(within(panel).getAllByRole('button', { name: /^\d+$/ })).toHaveLength(count);
  });

  it('with the percentages shown, offers his likeliest stations in number order, not the lowest numbers', () => {
    // A new player found "42 54 55 65 ..." and had to type 124, his 63% station.
    const stations = [...(game.value?.candidates ?? [])].sort((a, b) => a - b);
    const chances = new Float64Array(200);
    // The 12 highest numbers are the likeliest.
    stations.forEach((station, index) => {
      chances[station] = index + 1;
    });
    setChances(chances);
    render(<Panel />);
    const panel = screen.getByRole('region');
    const offered = within(panel)
      .getAllByRole('button', { name: /^\d+$/ })
      .map((button) => Number(button.textContent));
    expect(offered).toEqual(stations.slice(-12));
    expect(within(panel).getByText(/the 12 likeliest:$/)).toBeTruthy();
  });

  it('waits for the percentages before it offers his stations: none is swapped under a finger as they come', () => {
    // The buttons showed the lowest numbers until the percentages came a moment later, then his
    // likeliest: a finger aiming at 13 found another station there.
    setChances(null, true);
    render(<Panel />);
    const panel = screen.getByRole('region');
    const before = within(panel).queryAllByRole('button', { name: /^\d+$/ });
    const waiting = within(panel).queryByText('Working out his likeliest stations…');
    const showAll = within(panel).queryByRole('button', { name: /^Show all/ });
    // The 12 highest numbers are the likeliest.
    const stations = [...(game.value?.candidates ?? [])].sort((a, b) => a - b);
    const chances = new Float64Array(200);
    stations.forEach((station, index) => {
      chances[station] = index + 1;
    });
    act(() => setChances(chances));
    expect(before.filter((button) => !button.isConnected).map((button) => button.textContent)).toEqual([]);
    const offered = within(panel).getAllByRole('button', { name: /^\d+$/ });
    expect(offered.map((button) => Number(button.textContent))).toEqual(stations.slice(-12));
    // Meanwhile it said so, and offered no station and no "Show all" to tap; the number field works.
    expect(before).toEqual([]);
    expect(showAll).toBeNull();
    expect(waiting).not.toBeNull();
    expect(within(panel).queryByText('Working out his likeliest stations…')).toBeNull();
  });

  it('filters the candidates as the number is typed, and enters the typed station', () => {
    render(<Panel />);
    const field = screen.getByRole('textbox', { name: 'Station number' });
    fireEvent.input(field, { target: { value: '4' } });
    const shown = screen.getAllByRole('button', { name: /^\d+$/ }).map((button) => button.textContent ?? '');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name) => name.startsWith('4'))).toBe(true);
    const first = shown[0] ?? '';
    fireEvent.input(field, { target: { value: first } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(game.value?.revealed?.station).toBe(Number(first));
  });

  it('asks for a number in its box when Enter is pressed with it empty, and names a station that is not there', () => {
    render(<Panel />);
    const field = screen.getByRole('textbox', { name: 'Station number' });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByText('Type the number of his station in this box.')).toBeTruthy();
    fireEvent.input(field, { target: { value: '250' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByText('There is no station 250 on this board.')).toBeTruthy();
    expect(game.value?.phase).toBe('x-reveal');
  });
});
