// @vitest-environment happy-dom
// The review's finished analysis kept beside the saved game (issue 27): opened again it is shown at
// once and no worker starts; it is never shown for an edited game, another route, another game or
// an older model; a damaged value is analysed afresh; it goes when the game is deleted; a failing
// or nearly full database only means nothing is kept, and the table hears nothing of it. The
// worker runs in place here, weighing fewer plans (what is kept does not depend on how many).
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import { fixtureSession } from '../../../tests/support/store';
import type { StationId } from '../../board/types';
import type { Session } from '../../format/session';
import { replay } from '../../game/replay';
import { presetSetup } from '../../game/rule-sets';
import { openDatabase } from '../../store/database';
import * as keeping from '../../store/kept-reviews';
import { saveStatus } from '../../store/save-queue';
import { deleteSession, reviewKeyOf, saveSession } from '../../store/sessions';
import type { ReviewRunner } from '../../worker/review-client';
import { setReviewRunner } from '../../worker/review-client';
import { runReview } from '../../worker/review-job';
import type { GameReviewRequest as ReviewRequest } from '../../worker/review-protocol';
import { useLanguage } from '../i18n/i18n';
import { revealedRouteOf } from '../secret/dragnet-x';
import { saveSecret } from '../secret/secret-store';
import type { AnalysisRequest } from './review-analysis';
import { EVALUATIONS, useReviewAnalysis } from './review-analysis';
import { fingerprintOf, KEPT_GAMES, KEPT_PER_GAME, keepAnalysis, keptAnalysis } from './review-cache';
import { ReviewOpener, ReviewScreen } from './review-screen';
import { TurningPoints } from './turning-points';

// The secret side as it is, its answer to the review held back where a test says so.
vi.mock('../secret/dragnet-x', async (importOriginal) => {
  const original = await importOriginal<typeof import('../secret/dragnet-x')>();
  return { ...original, revealedRouteOf: vi.fn(original.revealedRouteOf) };
});

const RECORDED = fixtureSession('rb-22-rounds');
const STATES = replay(RECORDED.setup, RECORDED.events).states;
const TRUE_ROUTE = [32, 45, 46, 33, 20, 9, 19, 8, 19, 32, 45, 46, 34, 63, 79, 63, 100, 112, 100, 63, 48, 35, 65, 82];

/** Every analysis the review asked for. */
let requests: ReviewRequest[] = [];

/** The worker, in place: the same job, fewer plans per turn. */
const inPlace: ReviewRunner = (request, listen) => {
  if (request.kind !== 'game') throw new Error('only whole games are reviewed here');
  requests.push(request);
  let stopped = false;
  void runReview({ ...request, evaluations: 60 }, listen, () => stopped);
  return () => {
    stopped = true;
  };
};

let games = 0;
/** The recorded game saved under an id of its own (one database serves the whole file). */
async function savedGame(): Promise<Session> {
  games += 1;
  const game = { ...RECORDED, id: `kept-${games}` };
  await saveSession(game);
  return game;
}

/** The review's wiring of the analysis to its turning points. */
function Turns(request: AnalysisRequest) {
  return <TurningPoints analysis={useReviewAnalysis(request)} states={STATES} onShow={() => {}} />;
}

/** Watches the page for the progress bar, from now on. */
function watchProgress(): () => boolean {
  let seen = document.querySelector('.review-turns-progress') !== null;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('.review-turns-progress') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

const stored = async (game: string) => (await openDatabase()).get(reviewKeyOf(game));
const blunder = () => screen.findByRole('button', { name: /^Blunder: Round 2$/ });

/** Opens the review of `game` until its analysis is done and kept; then closes it. */
async function reviewUntilKept(request: AnalysisRequest & { game: string }): Promise<void> {
  const before = JSON.stringify(await stored(request.game));
  render(<Turns {...request} />);
  await blunder();
  await waitFor(async () => expect(JSON.stringify(await stored(request.game))).not.toBe(before));
  cleanup();
}

beforeEach(() => {
  useLanguage('en');
  requests = [];
  setReviewRunner(inPlace);
});

afterEach(() => {
  cleanup();
  setReviewRunner(null);
  vi.restoreAllMocks();
});

const plain = (game: Session): AnalysisRequest & { game: string } => ({
  game: game.id,
  setup: game.setup,
  events: game.events,
  route: null,
  ratesMisterX: false,
});

describe("the review's finished analysis", () => {
  it('is shown at once when the review opens again, without the progress bar and with no worker', async () => {
    const game = await savedGame();
    await reviewUntilKept(plain(game));
    expect(requests).toHaveLength(1);

    requests = [];
    const progress = watchProgress();
    render(<Turns {...plain(game)} />);
    const first = await blunder();
    expect(first.closest('li')?.textContent).toContain('Gave away 100 points of a 100% chance to catch him.');
    expect(progress()).toBe(false);
    expect(requests).toEqual([]);
  });

  it('is not shown with his route or another route typed in, nor for the game edited; each is kept', async () => {
    const game = await savedGame();
    await reviewUntilKept(plain(game));
    // His logbook typed in after the game, his first ten entries only (the check keeps the entries
    // that fit): his entries are weighed too.
    requests = [];
    const withRoute = { ...plain(game), route: TRUE_ROUTE as StationId[], ratesMisterX: true };
    await reviewUntilKept({ ...withRoute, route: TRUE_ROUTE.slice(0, 10) as StationId[] });
    expect(requests.map((request) => request.route?.length)).toEqual([11]);
    // Then all of it: another route.
    requests = [];
    await reviewUntilKept(withRoute);
    expect(requests.map((request) => request.route?.length)).toEqual([TRUE_ROUTE.length + 1]);
    // Both open at once now, the logbook typed (it is not stored) or not.
    requests = [];
    render(<Turns {...withRoute} />);
    await blunder();
    cleanup();
    render(<Turns {...plain(game)} />);
    await blunder();
    cleanup();
    expect(requests).toEqual([]);
    // The last entry undone: another game to weigh.
    await reviewUntilKept({ ...plain(game), events: game.events.slice(0, -1) });
    expect(requests).toHaveLength(1);
  });

  it('is never shown for another game with the same moves', async () => {
    const game = await savedGame();
    await reviewUntilKept(plain(game));
    const other = await savedGame();
    // The first game's record copied under the other's key: foreign, not the other's.
    await (await openDatabase()).set(reviewKeyOf(other.id), await stored(game.id));
    requests = [];
    await reviewUntilKept(plain(other));
    expect(requests).toHaveLength(1);
  });

  it('is never shown once the analysis model changed', async () => {
    const request: ReviewRequest = {
      kind: 'game',
      setup: RECORDED.setup,
      events: RECORDED.events,
      route: null,
      rateMisterX: false,
      evaluations: EVALUATIONS,
    };
    const now = fingerprintOf(request);
    vi.resetModules();
    vi.doMock('../../inference/review/review', async (original) => ({
      ...(await original<typeof import('../../inference/review/review')>()),
      REVIEW_MODEL_VERSION: 1_000_000,
    }));
    const changed = await import('./review-cache');
    vi.doUnmock('../../inference/review/review');
    expect(now).toMatch(/^[0-9a-f]{16}-[0-9a-f]+$/);
    expect(changed.fingerprintOf(request)).not.toBe(now);
    // Read in another order, named in another language: the same game, the same analysis.
    const reread = {
      ...request,
      setup: JSON.parse(
        JSON.stringify({ ...request.setup, pawns: request.setup.pawns.map((p) => ({ ...p, name: 'X' })) }),
      ),
    };
    reread.setup = Object.fromEntries(Object.entries(reread.setup).reverse());
    expect(fingerprintOf(reread)).toBe(now);
  });

  it('is analysed afresh when what is kept is damaged, and then kept readable', async () => {
    const game = await savedGame();
    const request: ReviewRequest = {
      kind: 'game',
      setup: game.setup,
      events: game.events,
      route: null,
      rateMisterX: false,
      evaluations: EVALUATIONS,
    };
    const fingerprint = fingerprintOf(request);
    const store = await openDatabase();
    for (const damaged of [
      'not a record',
      { version: 1, game: game.id, kept: [{ fingerprint, rounds: 22, turns: [{ side: 'detectives', step: 9 }] }] },
      { version: 1, game: game.id, kept: [{ fingerprint, rounds: 22, turns: 'every turn' }] },
      { version: 2, game: game.id, kept: [{ fingerprint, rounds: 22, turns: [] }] },
    ]) {
      await store.set(reviewKeyOf(game.id), damaged);
      requests = [];
      await reviewUntilKept(plain(game));
      expect(requests).toHaveLength(1);
      expect((await keptAnalysis(game.id, fingerprint))?.turns.length).toBeGreaterThan(0);
    }
  });

  it('goes with the game when it is deleted, and is never kept for a game not stored', async () => {
    const game = await savedGame();
    await reviewUntilKept(plain(game));
    await deleteSession(game.id);
    expect(await stored(game.id)).toBeUndefined();
    expect(await keepAnalysis(game.id, 'f'.repeat(16), { turns: [], rounds: 22 })).toBeUndefined();
    expect(await stored(game.id)).toBeUndefined();
  });

  it('keeps the latest three analyses of a game', async () => {
    const game = await savedGame();
    const fingerprints = ['a', 'b', 'c', 'd'].map((letter) => letter.repeat(16));
    for (const fingerprint of fingerprints) {
      expect(await keepAnalysis(game.id, fingerprint, { turns: [], rounds: 22 })).toBeDefined();
    }
    const kept = await Promise.all(fingerprints.map((fingerprint) => keptAnalysis(game.id, fingerprint)));
    expect(kept.map((analysis) => analysis !== null)).toEqual([false, true, true, true]);
    expect(KEPT_PER_GAME).toBe(3);
  });

  it('is kept for the latest 50 games reviewed, never for more', async () => {
    const short = fixtureSession('rb-short');
    const reviewed: string[] = [];
    for (let game = 0; game <= KEPT_GAMES; game++) {
      const id = `latest-${game}`;
      await saveSession({ ...short, id });
      expect(await keepAnalysis(id, 'a'.repeat(16), { turns: [], rounds: 6 })).toBeDefined();
      reviewed.push(id);
    }
    // The first reviewed went when the 51st was kept; reviewing the second again keeps it longest.
    const kept = async () => (await Promise.all(reviewed.map((id) => keptAnalysis(id, 'a'.repeat(16))))).map(Boolean);
    expect(await kept()).toEqual([false, ...Array(KEPT_GAMES).fill(true)]);
    await keepAnalysis(reviewed[1] as string, 'b'.repeat(16), { turns: [], rounds: 6 });
    await saveSession({ ...short, id: 'latest-more' });
    await keepAnalysis('latest-more', 'a'.repeat(16), { turns: [], rounds: 6 });
    expect((await kept()).slice(0, 4)).toEqual([false, true, false, true]);
    expect(KEPT_GAMES).toBe(50);
  });

  it('is not kept when the storage is nearly full: the room is the saved games’', async () => {
    const game = await savedGame();
    // 2 MB left of 50 MB, as the browser estimates it.
    const estimate = async () => ({ quota: 50_000_000, usage: 48_000_000 });
    Object.defineProperty(navigator, 'storage', { value: { estimate }, configurable: true });
    try {
      expect(await keepAnalysis(game.id, 'e'.repeat(16), { turns: [], rounds: 22 })).toBeUndefined();
      expect(await stored(game.id)).toBeUndefined();
    } finally {
      Reflect.deleteProperty(navigator, 'storage');
    }
    // With room enough it is kept.
    expect(await keepAnalysis(game.id, 'e'.repeat(16), { turns: [], rounds: 22 })).toBeDefined();
  });

  it('still comes when the database fails, and the table hears nothing of it', async () => {
    const game = await savedGame();
    const store = await openDatabase();
    vi.spyOn(store, 'get').mockRejectedValue(new DOMException('The database broke.', 'UnknownError'));
    vi.spyOn(keeping, 'keepReviewRecord').mockRejectedValue(
      new DOMException('The disk is full.', 'QuotaExceededError'),
    );
    render(<Turns {...plain(game)} />);
    await blunder();
    await waitFor(() => expect(keeping.keepReviewRecord).toHaveBeenCalled());
    expect(screen.queryByText('The turns could not be weighed.')).toBeNull();
    expect(saveStatus.value.state).not.toBe('failed');
  });
});

describe('the review of a game Dragnet played as Mister X', () => {
  it('weighs it once, with his route; opened again it shows the analysis and starts nothing', async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const played = playDragnetGame(setup, { seed: 7, strength: 'medium', chase: true });
    await saveSession(played.session);
    await saveSecret({ version: 1, id: played.session.id, ...played.dragnetX });
    // His route comes only once what is kept has been read (nothing yet).
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const original = vi.mocked(revealedRouteOf).getMockImplementation();
    vi.mocked(revealedRouteOf).mockImplementationOnce(async (session) => {
      await gate;
      return (await original?.(session)) ?? null;
    });
    const store = await openDatabase();
    const read = vi.spyOn(store, 'get');
    render(<ReviewScreen session={played.session} onClose={() => {}} />);
    await waitFor(() => expect(read).toHaveBeenCalledWith(reviewKeyOf(played.session.id)));
    await read.mock.results.at(-1)?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Never first without his route, to be stopped when it comes.
    expect(requests).toEqual([]);
    open();
    await waitFor(async () => expect(await stored(played.session.id)).toBeDefined());
    expect(requests.map((request) => request.route?.[0])).toEqual([played.dragnetX.route[0]]);
    const turns = () => document.querySelector('.review-turns')?.textContent;
    const shown = turns();
    expect(shown).not.toContain('Weighing every turn');
    cleanup();

    requests = [];
    const progress = watchProgress();
    render(<ReviewScreen session={played.session} onClose={() => {}} />);
    await waitFor(() => expect(turns()).toBe(shown));
    expect(progress()).toBe(false);
    expect(requests).toEqual([]);
  });

  it("opened again, comes with the review's first drawing: its turning points, his route, no worker", async () => {
    const setup = presetSetup('ravensburger-2013', { detectives: 3, starts: [13, 26, 29, 34] });
    const played = playDragnetGame(setup, { seed: 11, strength: 'medium', chase: true });
    await saveSession(played.session);
    await saveSecret({ version: 1, id: played.session.id, ...played.dragnetX });
    render(<ReviewOpener session={played.session} onClose={() => {}} />);
    await waitFor(async () => expect(await stored(played.session.id)).toBeDefined());
    const finished = document.querySelector('.review-turns')?.textContent;
    expect(finished).toContain('Round');
    cleanup();

    requests = [];
    // What the turning points showed when the review was first drawn.
    let first: string | null | undefined;
    const observer = new MutationObserver(() => {
      first ??= document.querySelector('.review-turns')?.textContent;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    render(<ReviewOpener session={played.session} onClose={() => {}} />);
    await waitFor(() => expect(first).toBeDefined());
    observer.disconnect();
    expect(first).toBe(finished);
    expect(document.querySelector('.review-truth')?.textContent).toContain('Mister X');
    expect(requests).toEqual([]);
  });
});
