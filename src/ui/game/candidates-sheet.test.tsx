// @vitest-environment happy-dom
// The list of Mister X's possible stations: likeliest first with percentages while likelihood is
// shown, every candidate listed however unlikely, and one switch back to the plain set in order.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { presetSetup } from '../../game/rule-sets';
import { initialState } from '../../game/state';
import { DEFAULT_SETTINGS } from '../../store/settings';
import { useLanguage } from '../i18n/i18n';
import { settings } from '../state/preferences';
import { CandidatesSheet } from './candidates-sheet';

// RB 2013, 2 detectives + 2 Bobbies on 13, 26, 29, 34: his 13 X cards are all candidates.
const state = initialState(presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] }));

function chances(): Float64Array {
  const out = new Float64Array(200);
  const stations = [...state.candidates];
  stations.forEach((station) => {
    out[station] = 0.01;
  });
  out[132] = 0.5;
  out[71] = 0.2;
  const rest = 1 - 0.5 - 0.2;
  const others = stations.filter((station) => station !== 132 && station !== 71);
  for (const station of others) out[station] = rest / others.length;
  return out;
}

const buttons = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.classList.contains('station-button'))
    .map((button) => button.textContent);

beforeEach(async () => {
  await useLanguage('en');
  settings.value = DEFAULT_SETTINGS;
});
afterEach(cleanup);

describe('the candidates list', () => {
  it('lists the likeliest first with percentages, and every candidate', () => {
    render(<CandidatesSheet state={state} likelihood={chances()} onShow={() => {}} onClose={() => {}} />);
    const listed = buttons();
    expect(listed).toHaveLength(13);
    expect(listed.slice(0, 2)).toEqual(['132≈50%', '71≈20%']);
    expect(screen.getByText(/Likeliest first/)).toBeTruthy();
  });

  it('goes back to the plain set in label order with one switch', () => {
    const { rerender } = render(
      <CandidatesSheet state={state} likelihood={chances()} onShow={() => {}} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show how likely each station is' }));
    expect(settings.value.likelihood).toBe('hidden');
    // Hidden, the table screen hands the sheet no probabilities.
    rerender(<CandidatesSheet state={state} likelihood={null} onShow={() => {}} onClose={() => {}} />);
    expect(buttons().slice(0, 3)).toEqual(['35', '45', '51']);
  });
});
