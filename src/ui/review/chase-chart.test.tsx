// @vitest-environment happy-dom
// The chase as a graph (issue 27): round by round the detectives' chance to catch him as the review's
// analysis weighs it, drawn as far as the analysis has reached; his real station's estimate only
// where his route is known; a tap on a round goes to its turn; the figures table says what the
// drawing shows, in English and German. The recorded 22-round game, weighed in place as the worker
// would: in round 2 the record had left him one station and nobody rode there (a certain catch let
// go); he surfaced after entries 3, 8, 13, 18 and 24, in rounds 2, 6, 11, 16 and 22.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../../../tests/support/fixtures';
import type { DetectivesTurn, ReviewedTurn } from '../../inference/review/review';
import type { ReviewListener, ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import { runReview } from '../../worker/review-job';
import type { ReviewRequest } from '../../worker/review-protocol';
import { useLanguage } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { ChaseChart } from './chase-chart';
import { EVALUATIONS, useReviewAnalysis } from './review-analysis';
import { ReviewScreen } from './review-screen';
import { surfacingMarks } from './review-steps';

const { session, replay } = readFixture('rb-22-rounds.session.json');
const { states } = replay;
const ROUTE = '32,45,46,33,20,9,19,8,19,32,45,46,34,63,79,63,100,112,100,63,48,35,65,82';

/** The game weighed in place, with or without his route (board labels are the station ids here). */
async function weigh(route: string | null): Promise<ReviewedTurn[]> {
  const turns: ReviewedTurn[] = [];
  const request: ReviewRequest = {
    kind: 'game',
    setup: session.setup,
    events: session.events,
    route: route === null ? null : [null, ...route.split(',').map(Number)],
    rateMisterX: route !== null,
    evaluations: EVALUATIONS,
  };
  await runReview(request, (message) => {
    if (message.kind === 'turn') turns.push(message.turn);
  });
  return turns;
}

const detectives = (turns: readonly ReviewedTurn[]) =>
  turns.filter((turn): turn is DetectivesTurn => turn.side === 'detectives');

let blind: ReviewedTurn[] = [];
beforeAll(async () => {
  blind = await weigh(null);
}, 60_000);

/** A runner the test feeds by hand, to see the chart between two turns. */
function handFed() {
  const fed: { listen: ReviewListener | null } = { listen: null };
  const runner: ReviewRunner = (_request, listen) => {
    fed.listen = listen;
    return () => {};
  };
  setReviewRunner(runner);
  return (turns: readonly ReviewedTurn[], done = false) =>
    act(() => {
      for (const turn of turns) fed.listen?.({ kind: 'turn', turn, rounds: 22 });
      if (done) fed.listen?.({ kind: 'done' });
    });
}

/** The review screen's wiring: the analysis of the game, drawn as the chase. */
function Chase({ route, onStep, step = 0 }: { route: null; onStep(step: number): void; step?: number }) {
  const analysis = useReviewAnalysis({ setup: session.setup, events: session.events, route, ratesMisterX: false });
  return (
    <ChaseChart
      states={states}
      analysis={analysis}
      marks={surfacingMarks(states, session.events)}
      step={step}
      onStep={onStep}
    />
  );
}

const chart = () => document.querySelector('.review-chase') as HTMLElement;
/** What the drawing has (the key beside it draws one of each too). */
const drawn = (selector: string) => [...chart().querySelectorAll(`.review-chart-svg ${selector}`)];
const points = () => drawn('.review-chase-point');
/** Where the drawing puts a chance, by its 0% and 100% lines. */
function heightOf(chance: number): number {
  const lines = drawn('.review-chart-tick line');
  const [zero, full] = [lines[0], lines[lines.length - 1]].map((line) => Number(line?.getAttribute('y1')));
  return (zero as number) + ((full as number) - (zero as number)) * chance;
}
const figures = () => within(chart()).queryAllByRole('row').slice(1);
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

afterEach(async () => {
  cleanup();
  setReviewRunner(null);
  await useLanguage('en');
});

describe('the chase, as a graph', () => {
  it('draws a point for each round as the analysis reaches it, and no estimate of his station without his route', async () => {
    const feed = handFed();
    render(<Chase route={null} onStep={() => {}} />);
    expect(points()).toHaveLength(0);
    expect(chart().textContent).toContain('Weighing every turn …');
    feed(blind.slice(0, 5));
    // The progress is redrawn at most every 250 ms: the five rounds come with the next drawing.
    await waitFor(() =>
      expect(points().map((point) => point.getAttribute('data-round'))).toEqual(['1', '2', '3', '4', '5']),
    );
    // The line runs through the points it has: five of them, so far.
    expect(drawn('.review-chase-line')[0]?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(5);
    expect(figures().map((row) => cells(row)[0])).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Round 5']);
    expect(chart().textContent).not.toContain('Weighing every turn');
    feed(blind.slice(5), true);
    expect(points()).toHaveLength(22);
    // Each dot at its round's chance.
    for (const [index, turn] of detectives(blind).entries()) {
      expect(Number(points()[index]?.getAttribute('cy'))).toBeCloseTo(heightOf(turn.chance), 1);
    }
    // His route unknown: neither the dashed line, its squares, its key nor its column.
    expect(drawn('.review-chase-truth')[0] ?? null).toBeNull();
    expect(drawn('.review-chase-truth-point')).toHaveLength(0);
    expect(chart().textContent).not.toContain('the station he was really on');
    expect(within(chart()).queryByRole('columnheader', { name: 'His real station' })).toBeNull();
  });

  it('marks each blunder ?? and each mistake ? over its round, with the chance given away below its dot', () => {
    const feed = handFed();
    render(<Chase route={null} onStep={() => {}} />);
    feed(blind, true);
    const turns = detectives(blind);
    const marks = [...chart().querySelectorAll('.review-chase-mark')];
    expect(marks.map((mark) => mark.textContent)).toEqual(
      turns.flatMap((turn) => (turn.verdict === 'blunder' ? ['??'] : turn.verdict === 'mistake' ? ['?'] : [])),
    );
    // Round 2: the certain catch let go, a drop from 100% to nothing under the round's dot.
    const second = points().find((point) => point.getAttribute('data-round') === '2') as Element;
    const mark = marks[0] as Element;
    expect(mark.textContent).toBe('??');
    expect(mark.getAttribute('x')).toBe(second.getAttribute('cx'));
    const drop = chart().querySelector('.review-chase-drop.verdict-blunder line') as Element;
    expect(drop.getAttribute('x1')).toBe(second.getAttribute('cx'));
    expect(drop.getAttribute('y1')).toBe(second.getAttribute('cy'));
    expect(Number(drop.getAttribute('y2'))).toBeCloseTo(heightOf(0));
  });

  it('goes to the turn of the round tapped, from anywhere in its column or from its figures', () => {
    const feed = handFed();
    const onStep = vi.fn();
    render(<Chase route={null} onStep={onStep} />);
    feed(blind, true);
    // Round 4's column: from his double move's first entry (step 20) to the last pawn's move (step
    // 27); the detectives' turn begins after his second entry (step 22).
    const fourth = detectives(blind).find((turn) => turn.round === 4) as DetectivesTurn;
    expect(fourth.step).toBe(22);
    const svg = chart().querySelector('svg') as SVGSVGElement;
    // The chart laid out 640 px wide (happy-dom lays nothing out).
    svg.getBoundingClientRect = () => ({ left: 0, top: 0, width: 640, height: 184 }) as DOMRect;
    const x = (step: number) => 40 + (step / (states.length - 1)) * (640 - 40 - 12);
    fireEvent.click(svg, { clientX: x(20) });
    expect(onStep).toHaveBeenLastCalledWith(22);
    fireEvent.click(svg, { clientX: x(27) });
    expect(onStep).toHaveBeenLastCalledWith(22);
    fireEvent.click(svg, { clientX: x(28) });
    expect(onStep).toHaveBeenLastCalledWith(detectives(blind).find((turn) => turn.round === 5)?.step);
    fireEvent.click(within(chart()).getByRole('button', { name: 'Round 4' }));
    expect(onStep).toHaveBeenCalledTimes(4);
    expect(onStep).toHaveBeenLastCalledWith(22);
  });

  it('says the chart in German: its caption, key, axis and figures', async () => {
    await useLanguage('de');
    const feed = handFed();
    render(<Chase route={null} onStep={() => {}} />);
    feed(blind, true);
    expect(
      screen.getByRole('figure', { name: 'Wie wahrscheinlich die Detektive ihn fassen konnten, Runde für Runde' }),
    );
    expect(chart().textContent).toContain('von den Fahrten des Tisches verschenkt');
    const labels = [...chart().querySelectorAll('.review-chart-tick text')].map((label) => label.textContent);
    expect(labels).toEqual([0, 0.5, 1].map((value) => formatPercent('de', value)));
    expect(labels[2]).toMatch(/^100\s%$/);
    const second = figures()[1] as HTMLElement;
    expect(cells(second)).toEqual(['Runde 2', formatPercent('de', 1), '100 ?? (Grober Fehler)']);
  });
});

describe('the chase in the review, his route typed', () => {
  it('adds the estimate for his real station once his logbook is checked, as the analysis weighs it', async () => {
    const known = detectives(await weigh(ROUTE));
    const inPlace: ReviewRunner = (request, listen) => {
      let stopped = false;
      void runReview(request, listen, () => stopped);
      return () => {
        stopped = true;
      };
    };
    setReviewRunner(inPlace);
    render(<ReviewScreen session={session} onClose={() => {}} />);
    await waitFor(() => expect(points()).toHaveLength(22), { timeout: 60_000 });
    expect(drawn('.review-chase-truth')[0] ?? null).toBeNull();
    fireEvent.input(screen.getByRole('textbox', { name: 'His stations, entries 1 to 24' }), {
      target: { value: ROUTE },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(drawn('.review-chase-truth-point')).toHaveLength(22), {
      timeout: 60_000,
    });
    expect(chart().textContent).toContain('the table’s estimate for the station he was really on');
    // Each square at the estimate for his station when its round's turn began.
    const squares = drawn('.review-chase-truth-point');
    for (const [index, turn] of known.entries()) {
      const square = squares[index] as Element;
      const middle = Number(square.getAttribute('y')) + Number(square.getAttribute('height')) / 2;
      expect(middle).toBeCloseTo(heightOf(turn.truthChance ?? -1), 1);
    }
    // The figures are the analysis's, round by round; where he had just surfaced, his station is certain.
    const percent = (value: number) => formatPercent('en', value);
    const marked = { best: '', good: '', inaccuracy: ' ?!', mistake: ' ?', blunder: ' ??' };
    const verdicts = { best: 'Best', good: 'Good', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };
    expect(figures().map(cells)).toEqual(
      known.map((turn) => [
        `Round ${turn.round}`,
        percent(turn.chance),
        `${Math.round(turn.loss * 100)}${marked[turn.verdict]} (${verdicts[turn.verdict]})`,
        percent(turn.truthChance ?? -1),
      ]),
    );
    for (const round of [2, 6, 11, 16, 22]) expect(cells(figures()[round - 1] as HTMLElement)[3]).toBe('100%');
    expect(cells(figures()[1] as HTMLElement)).toEqual(['Round 2', '100%', '100 ?? (Blunder)', '100%']);
  }, 90_000);
});
