// Dragnet as Mister X: the move he makes on his turn, from the public record, his true station and
// a seed. Three strengths with their own habits (planEasy, planMedium, planHard), not one policy
// with more or less noise. Every move comes from the state the rules derive (game/), so it is legal
// under the set-up's rule set: tickets, surfacing entries, Bobbies (they catch like detectives).
import type { Board } from '../board/graph';
import type { StationId } from '../board/types';
import type { GameState } from '../game/state';
import type { Estimator } from '../inference/model/estimator';
import type { BoardFacts } from '../inference/model/move-model';
import { boardFacts, pawnDistances } from '../inference/model/move-model';
import { observeEvent } from '../inference/whereabouts';
import type { Transition, XStep } from './moves';
import { afterDouble, afterStep, endOf, xSteps } from './moves';
import type { Draw } from './random';
import { seededDraw } from './random';

export const STRENGTHS = ['easy', 'medium', 'hard'] as const;
export type Strength = (typeof STRENGTHS)[number];

export function isStrength(value: unknown): value is Strength {
  return typeof value === 'string' && (STRENGTHS as readonly string[]).includes(value);
}

/** What he does on his turn: the entries he fills, in order, and whether he plays a double-move
 *  ticket first. In the first half of a double move already played (doubleStep 1) both halves
 *  are planned and `double` is false (the ticket is already on the table); in the second half,
 *  one entry. No entries: he cannot move (trapped). */
export interface XPlan {
  readonly double: boolean;
  readonly steps: readonly XStep[];
}

export interface XSituation {
  /** The public state at his turn (phase 'x-turn'). */
  readonly state: GameState;
  /** His true station. */
  readonly at: StationId;
  /** The probability model having followed the record up to `state` (hard only reads it; it is
   *  never changed here). */
  readonly estimator?: Estimator | undefined;
  readonly seed: number;
}

/** Tunable numbers of the hard player (chosen on training seeds, docs/mister-x.md). */
export interface HardWeights {
  /** Per log2 of the candidate stations the detectives are left with. */
  readonly ambiguity: number;
  /** Per log2 of how much less likely than average the model finds his station. */
  readonly surprise: number;
  /** Cost of a black ticket outside the entry after surfacing and the ferry. */
  readonly blackCost: number;
  /** Bonus of a black ticket right after surfacing, and on the ferry. */
  readonly blackAfterReveal: number;
  readonly ferry: number;
  /** A double move is played when it gains at least this much over the best single move. */
  readonly doubleGain: number;
  /** Score of a station two rides from the nearest pawn (one ride is never chosen if avoidable). */
  readonly nearTwo: number;
}

export const HARD_WEIGHTS: HardWeights = {
  ambiguity: 3,
  surprise: 3,
  blackCost: 8,
  blackAfterReveal: 2,
  ferry: 4,
  doubleGain: 45,
  nearTwo: 0,
};

/** The board's numbers one player needs, kept per board. */
interface Look {
  readonly facts: BoardFacts;
  readonly near: Uint8Array;
  readonly room: Map<StationId, number>;
}

function look(board: Board, state: GameState): Look {
  const facts = boardFacts(board);
  return { facts, near: pawnDistances(facts, state.positions), room: new Map() };
}

/** Stations he reaches strictly before any pawn (taxi, bus and underground rides). */
function roomAt(view: Look, at: StationId): number {
  let count = view.room.get(at);
  if (count !== undefined) return count;
  count = 0;
  const { facts, near } = view;
  const row = at * facts.size;
  for (let station = 1; station < facts.size; station++) {
    if ((facts.distance[row + station] as number) < (near[station] as number)) count++;
  }
  view.room.set(at, count);
  return count;
}

const nearOf = (view: Look, station: StationId) => view.near[station] as number;

function justSurfaced(state: GameState): boolean {
  return state.log[state.log.length - 1]?.revealed != null;
}

function bestBy<T>(items: readonly T[], value: (item: T) => number): { item: T; value: number } | null {
  let top: { item: T; value: number } | null = null;
  for (const item of items) {
    const v = value(item);
    if (top === null || v > top.value) top = { item, value: v };
  }
  return top;
}

/** The moves a first half can take that leave a second half. */
function firstHalves(state: GameState, at: StationId): { step: XStep; next: GameState }[] {
  const out: { step: XStep; next: GameState }[] = [];
  for (const step of xSteps(state, at)) {
    const after = afterStep(state, step);
    const next = after ? endOf(state, after) : null;
    if (next && next.phase === 'x-turn' && xSteps(next, step.to).length > 0) out.push({ step, next });
  }
  return out;
}

/** His turn at the given strength. Deterministic for the same state, station and seed. */
export function planTurn(situation: XSituation, strength: Strength, weights: HardWeights = HARD_WEIGHTS): XPlan {
  const { state, at } = situation;
  if (state.phase !== 'x-turn') throw new Error(`it is not Mister X's turn (phase ${state.phase})`);
  const draw = seededDraw(situation.seed, state.events * 7 + at);
  switch (strength) {
    case 'easy':
      return planEasy(state, at, draw);
    case 'medium':
      return planMedium(state, at, draw);
    case 'hard':
      return planHard(situation, draw, weights);
  }
}

// ---- easy ----------------------------------------------------------------------------------

/** How often the easy player looks at the pawns before he moves. */
const EASY_CARE = 0.9;

function easyStep(state: GameState, at: StationId, view: Look, draw: Draw): XStep | null {
  const steps = xSteps(state, at);
  const plain = steps.filter((step) => step.ticket !== 'black');
  const options = plain.length > 0 ? plain : steps;
  // Most of the time he checks that no pawn can step onto his station next; he never runs further
  // than that, so he lingers two rides from them.
  const careful = draw.chance(EASY_CARE);
  return bestBy(options, (step) => (careful && nearOf(view, step.to) <= 1 ? -5 : 0) + draw.next())?.item ?? null;
}

/** A beginner. He forgets his black tickets (shows one only when nothing else moves him), looks one
 *  ride ahead at most, often wanders next to a pawn's reach, and plays a double move only when
 *  every single move ends next to a pawn, and not always then. */
function planEasy(state: GameState, at: StationId, draw: Draw): XPlan {
  const view = look(state.game.board, state);
  const singles = xSteps(state, at);
  const cornered = singles.length > 0 && singles.every((step) => nearOf(view, step.to) <= 1);
  const double = state.doubleStep === 0 && cornered && draw.chance(0.5) ? afterDouble(state) : null;
  return walk(double ?? state, at, double !== null, (s, from) => easyStep(s, from, view, draw), state.doubleStep);
}

/** Fills the entries of a turn one by one with `choose` (after a double-move ticket: two). */
function walk(
  state: GameState,
  at: StationId,
  double: boolean,
  choose: (state: GameState, at: StationId) => XStep | null,
  doubleStep: 0 | 1 | 2,
): XPlan {
  const halves = double || doubleStep === 1 ? 2 : 1;
  const steps: XStep[] = [];
  let current = state;
  let from = at;
  for (let half = 0; half < halves; half++) {
    // A first half must leave a second half.
    const needsNext = halves === 2 && half === 0;
    const step = needsNext ? chooseFirstHalf(current, from, choose) : choose(current, from);
    if (!step) break;
    steps.push(step);
    const after = afterStep(current, step);
    if (!after) break;
    current = endOf(current, after);
    from = step.to;
  }
  return { double, steps };
}

function chooseFirstHalf(
  state: GameState,
  at: StationId,
  choose: (state: GameState, at: StationId) => XStep | null,
): XStep | null {
  const step = choose(state, at);
  const ok = firstHalves(state, at);
  if (step && ok.some((half) => half.step.ticket === step.ticket && half.step.to === step.to)) return step;
  return ok[0]?.step ?? null;
}

// ---- medium --------------------------------------------------------------------------------

function mediumValue(view: Look, step: XStep, draw: Draw, blackNow: boolean): number {
  const facts = view.facts;
  let value = 2 * Math.min(4, nearOf(view, step.to)) + 0.7 * (facts.hub[step.to] as number) + 1.5 * draw.next();
  if (nearOf(view, step.to) <= 1) value -= 20;
  if (step.ticket === 'black') value += blackNow ? 1 : -6;
  if (step.ticket === 'underground' && nearOf(view, step.to) >= 3) value += 0.5;
  return value;
}

/** A careful family player. He keeps away from the pawns and likes busy stations, plays a double
 *  move when cornered, and a black ticket right after surfacing now and then. */
function planMedium(state: GameState, at: StationId, draw: Draw): XPlan {
  const view = look(state.game.board, state);
  const singles = xSteps(state, at);
  // Black after surfacing about half the time: he knows the trick but does not always think of it.
  const blackNow = justSurfaced(state) && draw.chance(0.5);
  const cornered = singles.length > 0 && singles.every((step) => nearOf(view, step.to) <= 1);
  const double = state.doubleStep === 0 && cornered ? afterDouble(state) : null;
  const choose = (s: GameState, from: StationId) =>
    bestBy(xSteps(s, from), (step) => mediumValue(view, step, draw, blackNow))?.item ?? null;
  return walk(double ?? state, at, double !== null, choose, state.doubleStep);
}

// ---- hard ----------------------------------------------------------------------------------

/** What the detectives can deduce after his entries: their candidate count and the model's
 *  probabilities, kept per sequence of public events (the same tickets tell them the same). */
class Deduction {
  /** By the state the entries leave (the step cache gives the same events the same state). */
  private readonly cache = new Map<GameState, { size: number; probabilities: Float64Array | null }>();

  constructor(private readonly estimator: Estimator | undefined) {}

  after(transitions: readonly Transition[]) {
    const last = transitions[transitions.length - 1] as Transition;
    let known = this.cache.get(last.next);
    if (known) return known;
    let probabilities: Float64Array | null = null;
    if (this.estimator) {
      const copy = this.estimator.clone();
      for (const { state, event, next } of transitions) observeEvent(copy, state, event, next);
      probabilities = copy.probabilities();
    }
    known = { size: last.next.candidates.size, probabilities };
    this.cache.set(last.next, known);
    return known;
  }
}

/** The reducer's answer to one entry, kept per state and ticket: off a surfacing entry the public
 *  state after it does not depend on where he went, only on the ticket shown. */
class Steps {
  private readonly cache = new Map<GameState, Map<string, Transition[] | null>>();

  after(state: GameState, step: XStep): Transition[] | null {
    let byKey = this.cache.get(state);
    if (!byKey) {
      byKey = new Map();
      this.cache.set(state, byKey);
    }
    const surfacing = state.game.surfacing.has(state.log.length + 1);
    const key = surfacing ? `${step.ticket}@${step.to}` : step.ticket;
    let after = byKey.get(key);
    if (after === undefined) {
      after = afterStep(state, step);
      byKey.set(key, after);
    }
    return after;
  }
}

/** A turn he might play: the entries so far, the events they make, the state they leave. */
interface Line {
  /** His station at the start of the turn. */
  readonly from: StationId;
  readonly steps: readonly XStep[];
  /** The state before each step. */
  readonly before: readonly GameState[];
  readonly transitions: readonly Transition[];
  readonly end: GameState;
}

function extend(line: Line, step: XStep, cache: Steps): Line | null {
  const after = cache.after(line.end, step);
  if (!after) return null;
  return {
    from: line.from,
    steps: [...line.steps, step],
    before: [...line.before, line.end],
    transitions: [...line.transitions, ...after],
    end: endOf(line.end, after),
  };
}

function stationOf(line: Line): StationId {
  return line.steps[line.steps.length - 1]?.to ?? line.from;
}

function hardValue(view: Look, line: Line, deduction: Deduction, weights: HardWeights): number {
  const to = stationOf(line);
  const near = nearOf(view, to);
  let value = roomAt(view, to);
  if (near <= 1) value -= 1000;
  else if (near === 2) value += weights.nearTwo;
  // After a surfacing entry they know where he is: nothing to read there.
  const shown = line.end.revealed !== null && line.end.revealed.entry === line.end.log.length;
  if (!shown) {
    const known = deduction.after(line.transitions);
    value += weights.ambiguity * Math.log2(Math.max(1, known.size));
    if (known.probabilities) {
      const relative = (known.probabilities[to] as number) * known.size;
      value -= weights.surprise * Math.log2(Math.max(0.05, relative));
    }
  }
  // Black tickets are few: best spent right after he surfaced (where they hide him most) and on
  // the ferry (the only way across the Thames besides the lines over its bridges).
  line.steps.forEach((step, index) => {
    if (step.ticket !== 'black') return;
    const from = index === 0 ? line.from : (line.steps[index - 1] as XStep).to;
    value += justSurfaced(line.before[index] as GameState) ? weights.blackAfterReveal : -weights.blackCost;
    if (view.facts.ferry[from]?.includes(step.to)) value += weights.ferry;
  });
  return value;
}

/** More than any double move can score (hardValue's terms at their best, from any station two
 *  rides away): when even that does not beat the best single move by the double's price, his
 *  double moves need not be weighed one by one (which is most of a turn's work). */
function doubleBound(view: Look, state: GameState, at: StationId, weights: HardWeights): number {
  const { board } = state.game;
  let room = Number.NEGATIVE_INFINITY;
  for (const first of board.ticketNeighbours(at, 'black')) {
    if (state.occupied.has(first)) continue;
    for (const to of board.ticketNeighbours(first, 'black')) {
      if (state.occupied.has(to)) continue;
      room = Math.max(room, roomAt(view, to) + (nearOf(view, to) <= 1 ? -1000 : Math.max(0, weights.nearTwo)));
    }
  }
  const deduction = weights.ambiguity * Math.log2(board.maxStationId) + weights.surprise * Math.log2(20);
  const tickets = 2 * (Math.max(0, weights.blackAfterReveal) + Math.max(0, weights.ferry));
  return room + deduction + tickets + 1;
}

/** Plays for room and reads what the detectives can deduce. He goes where he reaches the most
 *  stations before any pawn can (the pursuit-evasion region of x-territory.ts), picks the ticket
 *  that leaves the detectives the most stations to search and the station Dragnet's own probability
 *  model (the one the advisor plans with) finds unlikely, spends black tickets right after
 *  surfacing and on the ferry, and plays a double move when it breaks a trap a single move cannot. */
function planHard(situation: XSituation, draw: Draw, weights: HardWeights): XPlan {
  const { state, at, estimator } = situation;
  const view = look(state.game.board, state);
  const deduction = new Deduction(estimator);
  const cache = new Steps();
  const root: Line = { from: at, steps: [], before: [], transitions: [], end: state };
  const bestLine = (lines: readonly Line[]) =>
    bestBy(lines, (line) => hardValue(view, line, deduction, weights) + 0.5 * draw.next());
  const singles = (line: Line): Line[] =>
    xSteps(line.end, stationOf(line)).flatMap((step) => {
      const next = extend(line, step, cache);
      return next ? [next] : [];
    });
  const doubles = (line: Line): Line[] =>
    singles(line).flatMap((first) => (first.end.phase === 'x-turn' ? singles(first) : []));

  if (state.doubleStep === 1) return { double: false, steps: bestLine(doubles(root))?.item.steps ?? [] };
  const single = bestLine(singles(root));
  const doubled = state.doubleStep === 0 ? afterDouble(state) : null;
  if (doubled && (single === null || doubleBound(view, state, at, weights) - single.value >= weights.doubleGain)) {
    const doubleRoot: Line = {
      ...root,
      transitions: [{ state, event: { type: 'x-double' }, next: doubled }],
      end: doubled,
    };
    const double = bestLine(doubles(doubleRoot));
    // A double move when it breaks a trap: it gains more than the ticket is worth.
    if (double && (single === null || double.value - single.value >= weights.doubleGain)) {
      return { double: true, steps: double.item.steps };
    }
  }
  return { double: false, steps: single?.item.steps ?? [] };
}
