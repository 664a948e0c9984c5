// @vitest-environment happy-dom
// Where the game turned (issue 27): the review weighs every turn as the worker would (here in place),
// shows its progress, lists the turns that gave something away worst first with the catch the
// table missed, one tap from the position; leaving stops the work. The recorded 22-round game:
// in round 2 the record had left him one station, 46, Red could ride there and nobody did.
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../../../tests/support/fixtures';
import type { StationId } from '../../board/types';
import type { ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import { runReview } from '../../worker/review-job';
import type { AnalysisRequest } from './review-analysis';
import { useReviewAnalysis } from './review-analysis';
import { TurningPoints } from './turning-points';

const TRUE_ROUTE = [32, 45, 46, 33, 20, 9, 19, 8, 19, 32, 45, 46, 34, 63, 79, 63, 100, 112, 100, 63, 48, 35, 65, 82];

/** The review screen's wiring: the analysis of the game, shown as its turning points. */
function Turns({
  states,
  onShow,
  ...request
}: AnalysisRequest & Pick<Parameters<typeof TurningPoints>[0], 'states' | 'onShow'>) {
  return <TurningPoints analysis={useReviewAnalysis(request)} states={states} onShow={onShow} />;
}

function recordedGame() {
  return readFixture('rb-22-rounds.session.json');
}

afterEach(() => {
  cleanup();
  setReviewRunner(null);
});

describe('where the game turned', () => {
  it('lists the certain catch let go first, with the catch missed, and goes to its position', async () => {
    const stops = vi.fn();
    const inPlace: ReviewRunner = (request, listen) => {
      let stopped = false;
      void runReview(request, listen, () => stopped);
      return () => {
        stopped = true;
        stops();
      };
    };
    setReviewRunner(inPlace);
    const { session, replay } = recordedGame();
    const onShow = vi.fn();
    const view = render(
      <Turns
        setup={session.setup}
        events={session.events}
        states={replay.states}
        route={TRUE_ROUTE as StationId[]}
        ratesMisterX
        onShow={onShow}
      />,
    );
    // While it works: a progress bar that says how far it got.
    expect(screen.getByText(/^Weighing every turn: round \d+ of/)).toBeTruthy();
    const first = await screen.findByRole('button', { name: /^Blunder: Round 2$/ }, { timeout: 60_000 });
    // The worst first: a whole point of chance, the certain catch.
    const buttons = await screen.findAllByRole('button', { name: /^(Blunder|Mistake|Inaccuracy): / });
    expect(buttons[0]).toBe(first);
    const item = first.closest('li') as HTMLElement;
    expect(item.textContent).toContain('Gave away 100 points of a 100% chance to catch him.');
    expect(item.textContent).toContain('Red could have ridden to 46, where he was: the table had 46 at 100%.');
    fireEvent.click(first);
    const step = onShow.mock.calls[0]?.[0] as number;
    expect(replay.states[step]?.round).toBe(2);
    expect(replay.states[step]?.phase).toBe('pawns');
    // Leaving the review stops the work.
    view.rerender(<p>Review closed</p>);
    expect(stops).toHaveBeenCalled();
  }, 60_000);

  it('says so when the turns cannot be weighed (no worker)', async () => {
    const { session, replay } = recordedGame();
    render(
      <Turns
        setup={session.setup}
        events={session.events}
        states={replay.states}
        route={null}
        ratesMisterX={false}
        onShow={() => {}}
      />,
    );
    await screen.findByText('The turns could not be weighed.');
  });
});
