// A plan holds while the table follows it: after the suggested moves, asking again gives the same
// plan for the pawns still to move (in positions of simulated games, both rule sets). A "not
// there" answer, another move, a correction or a new round make it again, and the first three come
// with a line saying why; the plan survives being stored as JSON (a reload).
import { describe, expect, it } from 'vitest';
import { greedyDetectives } from '../arena/detective-policies';
import { simulateGame } from '../arena/simulate';
import { lookaheadX } from '../arena/x-policies';
import { applyEvent } from '../game/apply';
import type { GameEvent } from '../game/events';
import { legalDestinations } from '../game/pawn-moves';
import type { GameState } from '../game/state';
import { replayProbabilities } from '../inference/whereabouts';
import type { Advice } from './advise';
import { adviseFor } from './advise';
import type { HeldPlan } from './held-plan';
import { followPlan, recordKey } from './held-plan';

interface Position {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly advice: Advice;
}

/** The start of every detectives' phase of a few simulated games, with the advisor's plan. */
function positions(ruleSet: 'ravensburger-2013' | 'milton-bradley-1985'): Position[] {
  const found: Position[] = [];
  for (let seed = 1; seed <= 2; seed++) {
    const game = simulateGame({ seed, ruleSet, detectives: 4, x: lookaheadX, detectivePolicy: greedyDetectives });
    const probabilities = replayProbabilities(game.states, game.events);
    game.states.forEach((state, index) => {
      if (state.phase !== 'pawns' || state.moved.some(Boolean)) return;
      const advice = adviseFor(state, probabilities[index] as Float64Array, 300);
      if (advice.moves.length >= 3) found.push({ state, events: game.events.slice(0, index), advice });
    });
  }
  return found;
}

/** Enters a move; returns the new state and events, or null when the game refuses it. */
function enter(
  state: GameState,
  events: readonly GameEvent[],
  event: GameEvent,
): { state: GameState; events: GameEvent[] } | null {
  const result = applyEvent(state, event);
  return result.ok ? { state: result.state, events: [...events, event] } : null;
}

const ids = (state: GameState) => state.game.setup.pawns.map((pawn) => pawn.id);

function planOf(position: Position): HeldPlan<Advice['moves'][number]> {
  return { events: position.events.length, key: recordKey(position.events), moves: position.advice.moves };
}

describe('a plan that holds', () => {
  for (const ruleSet of ['ravensburger-2013', 'milton-bradley-1985'] as const) {
    it(`${ruleSet}: after its own moves, the plan for the pawns still to move is the same`, () => {
      let checked = 0;
      for (const position of positions(ruleSet)) {
        // Stored and read back, as after a reload.
        const plan = JSON.parse(JSON.stringify(planOf(position))) as ReturnType<typeof planOf>;
        let { state, events } = position;
        for (const [index, move] of position.advice.moves.entries()) {
          if (index === position.advice.moves.length - 1) break;
          const pawn = ids(state)[move.pawn] ?? '';
          const next = enter(state, events, { type: 'pawn-move', pawn, to: move.to, ticket: move.ticket });
          expect(next, `${pawn} to ${move.to}`).not.toBeNull();
          if (!next || next.state.phase === 'question') break;
          ({ state, events } = next);
          const followed = followPlan(plan, events, ids(state));
          expect(followed.held).toBe(true);
          expect(followed.moves).toEqual(position.advice.moves.slice(index + 1));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(5);
    }, 60_000);
  }

  it('is made again, with the reason, after a "not there" answer', () => {
    const position = positions('ravensburger-2013').find((p) => p.state.candidates.has(p.advice.moves[0]?.to ?? 0));
    if (!position) throw new Error('test set-up: no plan whose first move lands on a candidate');
    const move = position.advice.moves[0] as Advice['moves'][number];
    const moved = enter(position.state, position.events, {
      type: 'pawn-move',
      pawn: ids(position.state)[move.pawn] ?? '',
      to: move.to,
      ticket: move.ticket,
    });
    if (!moved) throw new Error('the first move was refused');
    expect(moved.state.phase).toBe('question');
    // While the question is open nothing is known yet: the plan holds.
    expect(followPlan(planOf(position), moved.events, ids(moved.state)).held).toBe(true);
    const answered = enter(moved.state, moved.events, { type: 'answer', found: false });
    if (!answered) throw new Error('the answer was refused');
    const followed = followPlan(planOf(position), answered.events, ids(answered.state));
    expect(followed).toEqual({
      held: false,
      why: { code: 'not-there', station: move.to },
      moves: position.advice.moves.slice(1),
    });
    // Asked again only after his next ticket: that answer is last round's news, not the reason.
    const later = [...answered.events, { type: 'x-move', ticket: 'taxi' } as const];
    expect(followPlan(planOf(position), later, ids(answered.state))).toEqual({
      held: false,
      why: null,
      moves: position.advice.moves.slice(1),
    });
  }, 60_000);

  it('is made again, with the reason, after another move than the suggested one', () => {
    const position = positions('ravensburger-2013')[0] as Position;
    const move = position.advice.moves[0] as Advice['moves'][number];
    const other = [...legalDestinations(position.state, move.pawn)].find(([to]) => to !== move.to);
    if (!other) throw new Error('test set-up: the pawn has one move only');
    const [to, tickets] = other;
    const pawn = ids(position.state)[move.pawn] ?? '';
    const moved = enter(position.state, position.events, {
      type: 'pawn-move',
      pawn,
      to,
      ticket: tickets[0] ?? 'taxi',
    });
    if (!moved) throw new Error('the other move was refused');
    const followed = followPlan(planOf(position), moved.events, ids(moved.state));
    expect(followed.held).toBe(false);
    expect(!followed.held && followed.why).toEqual({ code: 'other-move', pawn: move.pawn, to, suggested: move.to });
    const nextRound = [...moved.events, { type: 'x-move', ticket: 'bus' } as const];
    expect(followPlan(planOf(position), nextRound, ids(moved.state))).toMatchObject({ held: false, why: null });
    // The same station by another ticket is another move too (other piles; under Milton Bradley
    // another ticket for Mister X).
    const otherTicket = legalDestinations(position.state, move.pawn)
      .get(move.to)
      ?.find((ticket) => ticket !== move.ticket);
    if (otherTicket) {
      const byOther = enter(position.state, position.events, {
        type: 'pawn-move',
        pawn,
        to: move.to,
        ticket: otherTicket,
      });
      expect(byOther && followPlan(planOf(position), byOther.events, ids(position.state)).held).toBe(false);
    }
  }, 60_000);

  it('is made again after a correction, and silently in a new round', () => {
    const all = positions('ravensburger-2013');
    const second = all[1] as Position;
    const corrected = [...second.events];
    corrected[0] = { type: 'x-move', ticket: 'bus' };
    expect(followPlan(planOf(second), corrected, ids(second.state))).toMatchObject({
      held: false,
      why: { code: 'corrected' },
    });
    // A round the table played exactly as planned, then Mister X's next move.
    const later = all[all.length - 1] as Position;
    const round = all.find((position) => {
      if (recordKey(later.events.slice(0, position.events.length)) !== recordKey(position.events)) return false;
      const rest = later.events.slice(position.events.length);
      const end = rest.findIndex((event) => event.type === 'x-move');
      return end > 0 && rest.slice(0, end).every((event) => event.type === 'pawn-move');
    });
    if (!round) throw new Error('test set-up: no round without a question');
    const rest = later.events.slice(round.events.length);
    const end = rest.findIndex((event) => event.type === 'x-move');
    const pawnIds = ids(round.state);
    const played = rest
      .slice(0, end)
      .flatMap((event) =>
        event.type === 'pawn-move' ? [{ pawn: pawnIds.indexOf(event.pawn), to: event.to, ticket: event.ticket }] : [],
      );
    const plan = { events: round.events.length, key: recordKey(round.events), moves: played };
    const through = later.events.slice(0, round.events.length + end);
    expect(followPlan(plan, through, pawnIds)).toEqual({ held: true, moves: [] });
    const next = later.events.slice(0, round.events.length + end + 1);
    expect(followPlan(plan, next, pawnIds)).toEqual({ held: false, why: null, moves: [] });
  }, 60_000);
});
