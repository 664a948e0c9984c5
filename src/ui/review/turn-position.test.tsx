// @vitest-environment happy-dom
// Learning from a turning point (issue 27): the recorded 22-round game's worst turn is round 2,
// where the record had left Mister X one station, 46, Red could ride there by underground and the
// table went elsewhere. Tapping it opens its position over the review: the better moves on the map
// and in words with their reasons, beside what the table played; "Try it" weighs the table's own
// picks as the review weighed its moves (here in place of the worker), and closing finds the review
// as it was. Game: tests/fixtures/rb-22-rounds.session.json.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '../../../tests/support/fixtures';
import type { ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import { runReview } from '../../worker/review-job';
import { useLanguage } from '../i18n/i18n';
import { ReviewScreen } from './review-screen';
// Loaded up front, as a player's precache has it: on a busy machine the first transform of the
// position's modules took longer than the tests wait for a state.
import './turn-position';

const { session } = readFixture('rb-22-rounds.session.json');

/** The review's work in place of its worker; `plans` counts the plans asked for and those stopped. */
function runInPlace() {
  const plans = { asked: 0, stopped: 0 };
  const inPlace: ReviewRunner = (request, listen) => {
    let stopped = false;
    if (request.kind === 'plan') plans.asked++;
    void runReview(request, listen, () => stopped);
    return () => {
      stopped = true;
      if (request.kind === 'plan') plans.stopped++;
    };
  };
  setReviewRunner(inPlace);
  return plans;
}

/** The analysis of the whole game goes on in place meanwhile, turn by turn: a loaded machine may
 *  take seconds to get to an answer. */
const LONG = { timeout: 15_000 };

const stepText = () => document.querySelector('.review-step-text')?.textContent;

afterEach(() => {
  cleanup();
  setReviewRunner(null);
});

describe('a turning point opened', () => {
  it('shows the better moves and their reasons, weighs the moves the table tries, and goes back', async () => {
    await useLanguage('en');
    const plans = runInPlace();
    render(<ReviewScreen session={session} onClose={() => {}} />);
    const before = stepText();
    const point = await screen.findByRole('button', { name: /^Blunder: Round 2$/ }, { timeout: 30_000 });
    point.focus();
    fireEvent.click(point);

    const position = await screen.findByRole('dialog', { name: 'Round 2: Blunder' }, LONG);
    const inside = within(position);
    // The pawns where the turn began, Red's better move drawn from it to 46.
    expect(position.querySelector('[data-pawn="red"]')?.getAttribute('aria-label')).toBe('Red, on station 74');
    expect(position.querySelector('[data-pawn-plan="red"]')?.getAttribute('data-plan')).toBe('46');
    const better = inside.getByRole('region', { name: 'The better moves' });
    expect(better.textContent).toContain('Red: underground to 46');
    expect(better.textContent).toContain('he is on 46');
    const played = inside.getByRole('region', { name: 'What the table played' });
    expect(played.textContent).toContain('Red: taxi to 75');
    expect(position.textContent).toContain('Gave away 100 points of a 100% chance to catch him.');

    // Tried again as played, the moves read as the review rated them.
    fireEvent.click(inside.getByRole('button', { name: 'Try it: pick the moves again' }));
    const verdict = inside.getByRole('status');
    await waitFor(
      () =>
        expect(verdict.textContent).toBe(
          'Blunder: your moves would have given away 100 points of the 100% chance to catch him (95% with them). Catching him this round would have ended the game: letting that go counts in full.',
        ),
      LONG,
    );
    const red = inside.getByRole('combobox', { name: 'Red’s move' }) as HTMLSelectElement;
    expect(red.value).toBe('75:taxi');

    // Red to 46 by underground, from the list: the whole chance kept. The list stays as it was.
    fireEvent.change(red, { target: { value: '46:underground' } });
    await waitFor(
      () => expect(verdict.textContent).toBe('Best: your moves keep the whole 100% chance to catch him.'),
      LONG,
    );
    expect(inside.getByRole('combobox', { name: 'Red’s move' })).toBe(red);
    expect(inside.getByRole('status')).toBe(verdict);

    // On the map: Blue, then a station it cannot reach, then one it can.
    fireEvent.click(position.querySelector('[data-pawn="blue"]') as Element);
    fireEvent.click(position.querySelector('[data-station="1"]') as Element);
    expect(inside.getByRole('alert').textContent).toBe(
      'Blue cannot reach station 1 from station 85 in one move: no taxi, bus or underground line joins them.',
    );
    fireEvent.click(position.querySelector('[data-station="103"]') as Element);
    expect((inside.getByRole('combobox', { name: 'Blue’s move' }) as HTMLSelectElement).value).toBe('103:taxi');
    expect(position.querySelector('[data-pawn-plan="blue"]')?.getAttribute('data-plan')).toBe('103');
    // Changing the moves stopped the plan still being weighed.
    expect(plans.stopped).toBeGreaterThanOrEqual(plans.asked - 1);

    // Back to the review, where it was; the review's arrow keys stay with the review.
    const back = inside.getByRole('button', { name: 'Back to the review' });
    fireEvent.keyDown(back, { key: 'ArrowLeft' });
    expect(stepText()).toBe(before);
    fireEvent.click(back);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepText()).toBe(before);
    expect(document.activeElement).toBe(point);
    expect(plans.stopped).toBe(plans.asked);
  }, 60_000);

  it('speaks German', async () => {
    await useLanguage('de');
    runInPlace();
    render(<ReviewScreen session={session} onClose={() => {}} />);
    const point = await screen.findByRole('button', { name: /^Grober Fehler: Runde 2$/ }, { timeout: 30_000 });
    fireEvent.click(point);
    const position = await screen.findByRole('dialog', { name: 'Runde 2: Grober Fehler' }, LONG);
    const inside = within(position);
    const better = inside.getByRole('region', { name: 'Die besseren Fahrten' });
    expect(better.textContent).toContain('Rot: U-Bahn nach 46');
    expect(better.textContent).toContain('er steht auf 46');
    expect(inside.getByRole('region', { name: 'Was der Tisch gezogen hat' }).textContent).toContain(
      'Rot: Taxi nach 75',
    );
    fireEvent.click(inside.getByRole('button', { name: 'Selbst probieren: die Fahrten neu wählen' }));
    fireEvent.change(inside.getByRole('combobox', { name: 'Fahrt von Rot' }), {
      target: { value: '46:underground' },
    });
    await waitFor(
      () =>
        expect(inside.getByRole('status').textContent).toBe(
          'Beste: Deine Fahrten halten die ganze Wahrscheinlichkeit von 100\u00a0%, ihn zu fassen.',
        ),
      LONG,
    );
    fireEvent.click(inside.getByRole('button', { name: 'Zurück zum Rückblick' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 60_000);
});
