// The review's verdicts where the answer is known: a certain catch let go is a blunder naming the
// catch; the advisor's plan is best; a pawn that could have ridden onto a station the table had at
// 2% is no mistake after the best plan; Mister X stepping into a pawn's reach with a way out open is
// rated against him. Against Dragnet's Mister X, so his route is known; RB 2013
// (rules/003_44999932a4cf8209.txt) surfaces him after entries 3, 8, 13, 18 and 24.
import { describe, expect, it } from 'vitest';
import { playDragnetGame } from '../../../tests/support/dragnet-game';
import { readFixture } from '../../../tests/support/fixtures';
import { adviseFor } from '../../advisor/advise';
import type { StationId } from '../../board/types';
import { TRANSPORT_TICKETS } from '../../board/types';
import { applyEvent } from '../../game/apply';
import type { GameEvent } from '../../game/events';
import { replay } from '../../game/replay';
import { presetSetup } from '../../game/rule-sets';
import type { GameState } from '../../game/state';
import { replayProbabilities } from '../whereabouts';
import type { DetectivesTurn, ReviewedTurn } from './review';
import { reviewTurns, verdictOf, weighPlan } from './review';

const EVALUATIONS = 600;
const setup = presetSetup('ravensburger-2013', { detectives: 4, starts: [13, 26, 29, 34, 50] });

/** A pawn of the turn `state` can ride to `station` with a ticket it holds (a Bobby rides free). */
function reaches(state: GameState, station: StationId): boolean {
  const { board, poolOfPawn } = state.game;
  return state.positions.some((from, pawn) =>
    TRANSPORT_TICKETS.some(
      (ticket) =>
        (state.tickets[poolOfPawn[pawn] ?? -1]?.[ticket] ?? 1) > 0 && board.neighbours(from, ticket).includes(station),
    ),
  );
}

/** A game against Dragnet cut at the start of a detectives' turn that `wanted` picks (from his
 *  route and the table's probabilities then), seeds from 1. */
function gameAt(wanted: (state: GameState, truth: StationId, probabilities: ArrayLike<number>) => boolean) {
  for (let seed = 1; seed <= 40; seed++) {
    // Pawns that head for his true station, so that they are near him at times.
    const game = playDragnetGame(setup, { seed, strength: 'medium', chase: seed % 2 === 0 });
    const { events } = game.session;
    const route = game.dragnetX.route;
    const { states } = replay(setup, events);
    const chances = replayProbabilities(states, events);
    for (let step = 1; step < events.length; step++) {
      const state = states[step] as GameState;
      const starts = state.phase === 'pawns' && state.moved.every((moved) => !moved);
      const truth = route[state.log.length];
      if (!starts || truth === undefined || state.round < 2) continue;
      if (wanted(state, truth, chances[step] ?? [])) {
        return { events: events.slice(0, step), route, state, probabilities: chances[step] ?? [] };
      }
    }
  }
  throw new Error('no game reached such a turn');
}

type Move = { readonly pawn: string; readonly to: StationId; readonly ticket: 'taxi' | 'bus' | 'underground' };

/** The pawns' moves entered one by one (any "was he there?" answered from his route). */
function play(state: GameState, route: readonly StationId[], moves: readonly Move[]): GameEvent[] {
  const events: GameEvent[] = [];
  let now = state;
  const enter = (event: GameEvent) => {
    const result = applyEvent(now, event);
    if (!result.ok) throw new Error(`refused ${JSON.stringify(event)}: ${result.error.code}`);
    now = result.state;
    events.push(event);
  };
  for (const move of moves) {
    enter({ type: 'pawn-move', ...move });
    if (now.phase === 'question') enter({ type: 'answer', found: route[now.log.length] === now.question?.station });
  }
  return events;
}

/** The advisor's plan for the turn, as moves to enter. */
function advised(state: GameState, probabilities: ArrayLike<number>): Move[] {
  const advice = adviseFor(state, Float64Array.from(probabilities), EVALUATIONS);
  return advice.moves.map(({ pawn, to, ticket }) => ({ pawn: state.game.setup.pawns[pawn]?.id ?? '', to, ticket }));
}

/** The review of the last detectives' turn of `events`. */
function lastTurn(events: readonly GameEvent[], route: readonly StationId[]): DetectivesTurn {
  const { states } = replay(setup, events);
  const chances = replayProbabilities(states, events);
  const turns: ReviewedTurn[] = [...reviewTurns(states, events, chances, { evaluations: EVALUATIONS, route })];
  const last = turns.filter((turn): turn is DetectivesTurn => turn.side === 'detectives').at(-1);
  if (!last) throw new Error('no detectives turn');
  return last;
}

/** Every pawn's first legal move away from `avoid` (and from any station he could be on). */
function elsewhere(state: GameState, avoid: StationId): Move[] {
  const moves: Move[] = [];
  const taken = new Set(state.positions);
  state.game.setup.pawns.forEach((pawn, index) => {
    const from = state.positions[index] as StationId;
    const pool = state.game.poolOfPawn[index] ?? -1;
    for (const ticket of TRANSPORT_TICKETS) {
      if ((state.tickets[pool]?.[ticket] ?? 1) <= 0) continue;
      const to = state.game.board
        .neighbours(from, ticket)
        .find((station) => station !== avoid && !taken.has(station) && !state.candidates.has(station));
      if (to === undefined) continue;
      taken.add(to);
      moves.push({ pawn: pawn.id, to, ticket });
      return;
    }
  });
  return moves;
}

describe('the verdict of a detectives turn', () => {
  it('calls a certain catch let go a blunder, with the catch it missed', () => {
    // Right after he surfaced, with a pawn one ride from his station: the table knows where he is.
    const { events, route, state } = gameAt((at, truth) => at.candidates.size === 1 && reaches(at, truth));
    const station = [...state.candidates][0] as StationId;
    expect(route[state.log.length]).toBe(station);
    const turn = lastTurn([...events, ...play(state, route, elsewhere(state, station))], route);
    expect(turn.chance).toBe(1);
    expect(turn.verdict).toBe('blunder');
    expect(turn.loss).toBeGreaterThanOrEqual(0.15);
    expect(turn.missedCatch).toBe(true);
    expect(turn.truthChance).toBe(1);
    expect(turn.catchers.length).toBeGreaterThan(0);
    expect(turn.catchers.every((move) => move.to === station)).toBe(true);
    // The better plan puts a pawn on his station.
    expect(turn.best.some((move) => move.to === station)).toBe(true);
  });

  it("rates the advisor's own plan best", () => {
    const { events, route, state, probabilities } = gameAt((at) => at.candidates.size > 3);
    const turn = lastTurn([...events, ...play(state, route, advised(state, probabilities))], route);
    expect(turn.verdict).toBe('best');
    expect(turn.loss).toBe(0);
  });

  it('does not call a lucky miss a mistake: a station the table had at 5% or less in reach, the best plan played', () => {
    // A turn with a candidate station at 5% or less that a pawn could ride onto and the advisor's
    // plan leaves alone; he is taken to have been there (any candidate fits the record so far).
    const lucky = (at: GameState, chances: ArrayLike<number>) => {
      const plan = advised(at, chances);
      return [...at.candidates].find((station) => {
        const given = chances[station] ?? 0;
        return given > 0 && given <= 0.05 && reaches(at, station) && !plan.some((move) => move.to === station);
      });
    };
    const { events, route, state, probabilities } = gameAt((at, _, chances) => lucky(at, chances) !== undefined);
    const there = lucky(state, probabilities) as StationId;
    const luckyRoute = route.map((station, index) => (index === state.log.length ? there : station));
    const turn = lastTurn([...events, ...play(state, luckyRoute, advised(state, probabilities))], luckyRoute);
    expect(turn.truthChance).toBeGreaterThan(0);
    expect(turn.truthChance).toBeLessThanOrEqual(0.05);
    expect(turn.missedCatch).toBe(true);
    expect(turn.verdict).toBe('best');
  });
});

describe('the thresholds', () => {
  it('rates by the chance given away: 1, 5, 10 and 15 points of a hundred', () => {
    expect([0, 0.009, 0.01, 0.049, 0.05, 0.099, 0.1, 0.149, 0.15, 1].map(verdictOf)).toEqual([
      'best',
      'best',
      'good',
      'good',
      'inaccuracy',
      'inaccuracy',
      'mistake',
      'mistake',
      'blunder',
      'blunder',
    ]);
  });
});

describe("the verdict of Mister X's entries (a person's logbook)", () => {
  it("rates an entry in a pawn's reach against him and one out of reach best, a double move once", () => {
    const game = playDragnetGame(setup, { seed: 3, strength: 'easy', chase: true });
    const { events } = game.session;
    const { states } = replay(setup, events);
    const chances = replayProbabilities(states, events);
    const route = game.dragnetX.route;
    const options = { evaluations: 50, route, rateMisterX: true };
    const turns = [...reviewTurns(states, events, chances, options)].filter((turn) => turn.side === 'mister-x');
    expect(turns.length).toBeGreaterThan(3);
    for (const turn of turns) {
      const after = states[turn.step] as GameState;
      expect(after.log.length).toBe(turn.entry);
      expect(turn.station).toBe(route[turn.entry]);
      // RB 2013: a pawn that ends its move on his station catches him; reach is one ride with a ticket it holds.
      expect(turn.inReach).toBe(reaches(after, turn.station));
      if (!turn.inReach) expect(turn.verdict).toBe('best');
      // The first entry of a double move is never rated on its own.
      expect(after.doubleStep).not.toBe(2);
    }
    expect(turns.some((turn) => turn.inReach)).toBe(true);
    expect(turns.some((turn) => !turn.inReach)).toBe(true);
  });
});

describe('the moves a table tries again', () => {
  // The recorded 22-round game (tests/fixtures/rb-22-rounds.session.json), its first five rounds as
  // the review screen weighs them (1,000 plans a turn). In round 2 the record had left him one
  // station, 46: Red could ride there by underground, and the table went elsewhere.
  const { session } = readFixture('rb-22-rounds.session.json');
  const { states } = replay(session.setup, session.events);
  const chances = replayProbabilities(states, session.events);
  const early = states.findIndex((state) => state.round === 6);
  const turns = [...reviewTurns(states.slice(0, early), session.events, chances, { evaluations: 1000 })].filter(
    (turn): turn is DetectivesTurn => turn.side === 'detectives',
  );
  const weigh = (turn: DetectivesTurn, moves: DetectivesTurn['moves']) =>
    weighPlan(states[turn.step] as GameState, chances[turn.step] ?? [], turn.best, moves);
  const round2 = turns.find((turn) => turn.round === 2) as DetectivesTurn;

  it('keeps the whole chance with the best plan', () => {
    expect(turns.length).toBe(5);
    for (const turn of turns) {
      const weighed = weigh(turn, turn.best);
      expect(weighed).toMatchObject({ loss: 0, verdict: 'best', better: false });
      expect(weighed?.played).toBeCloseTo(turn.chance, 12);
      expect(weighed?.chance).toBeCloseTo(turn.chance, 12);
    }
  });

  it("gives the review's own numbers for the moves the table played", () => {
    for (const turn of turns) {
      const weighed = weigh(turn, turn.moves);
      expect(weighed?.verdict).toBe(turn.verdict);
      expect(weighed?.loss).toBeCloseTo(turn.loss, 12);
      expect(weighed?.played).toBeCloseTo(turn.played, 12);
      expect(weighed?.chance).toBeCloseTo(turn.chance, 12);
    }
    expect(round2).toMatchObject({ verdict: 'blunder', loss: 1, chance: 1 });
  });

  it('keeps the whole chance of round 2 with Red to 46 and the others as played', () => {
    const red46 = { pawn: 'red', to: 46, ticket: 'underground' } as const;
    const tried = round2.moves.map((move) => (move.pawn === 'red' ? red46 : move));
    expect(tried).not.toEqual(round2.moves);
    expect(weigh(round2, tried)).toMatchObject({ chance: 1, played: 1, loss: 0, verdict: 'best' });
    // The better plan says why: he can only be on 46.
    expect(round2.best.find((move) => move.pawn === 'red')).toMatchObject({
      to: 46,
      reason: { code: 'catch', percent: 100, station: 46 },
    });
  });

  it('weighs only whole plans that can be entered', () => {
    const [first, second, ...rest] = round2.moves;
    if (!first || !second) throw new Error('round 2 has four moves');
    // A pawn that can move has no move.
    expect(weigh(round2, [first, ...rest])).toBeNull();
    // Two pawns on one station.
    expect(weigh(round2, [first, { ...second, to: first.to }, ...rest])).toBeNull();
    // A ticket that does not take the pawn there: no underground line runs from Red's 74 to 75.
    expect(weigh(round2, [{ ...first, ticket: 'underground' }, second, ...rest])).toBeNull();
  });
});
