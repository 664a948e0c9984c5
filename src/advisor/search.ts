// The anytime search over joint plans. A plan is one option per pawn still to move; the space is
// the product of their options (up to about 15^5). A first plan comes from greedy construction
// (pawns one after another), then coordinate ascent (one pawn at a time, the others fixed). Then
// small spaces are enumerated; larger ones are searched by pair moves, then random kicks followed
// by ascent (iterated local search) until kicks stop finding anything better. Every step is one
// evaluation, so a caller can stop it after any number of them and read the best plan so far.
import type { Choice, Evaluator } from './evaluate';
import { SIT_OUT, UNDECIDED } from './evaluate';

/** Enumerate every plan when there are at most this many. */
const EXHAUSTIVE_LIMIT = 2500;
/** The local search stops after this many kicks in a row found nothing better. */
const STALE_KICKS = 200;

export class PlanSearch {
  private bestChoice: Choice;
  private bestValue = Number.NEGATIVE_INFINITY;
  private readonly steps: Generator<void, void, void>;
  private finished = false;
  private seed: number;
  /** Evaluations when the first complete plan was found (the end of construction and ascent). */
  firstPlanAt = -1;

  constructor(
    readonly evaluator: Evaluator,
    seed = 1,
  ) {
    this.bestChoice = new Int32Array(evaluator.situation.movers.length).fill(SIT_OUT);
    this.bestValue = evaluator.score(this.bestChoice);
    this.seed = seed >>> 0 || 1;
    this.steps = this.generate();
  }

  get movers(): number {
    return this.bestChoice.length;
  }

  get evaluations(): number {
    return this.evaluator.evaluations.count;
  }

  /** Whether the search has nothing left to try. */
  get done(): boolean {
    return this.finished;
  }

  /** Whether a complete first plan exists (construction and one ascent finished). */
  get hasPlan(): boolean {
    return this.firstPlanAt >= 0;
  }

  best(): { choice: Choice; value: number } {
    return { choice: this.bestChoice.slice(), value: this.bestValue };
  }

  /** Runs until `evaluations` more evaluations were made, or the search is done. */
  run(evaluations: number): void {
    const until = this.evaluations + evaluations;
    while (!this.finished && this.evaluations < until) {
      if (this.steps.next().done) this.finished = true;
    }
  }

  private random(): number {
    this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
    return this.seed / 4294967296;
  }

  private offer(choice: Choice, value: number): boolean {
    if (value > this.bestValue + 1e-12) {
      this.bestValue = value;
      this.bestChoice = choice.slice();
      return true;
    }
    return false;
  }

  private *generate(): Generator<void, void, void> {
    const { evaluator } = this;
    const movers = this.movers;
    if (movers === 0) {
      this.firstPlanAt = this.evaluations;
      return;
    }
    const current = this.bestChoice.slice().fill(UNDECIDED);
    yield* this.construct(current);
    if (this.bestValue > Number.NEGATIVE_INFINITY) this.firstPlanAt = this.evaluations;
    yield* this.ascend(current);
    if (this.firstPlanAt < 0) this.firstPlanAt = this.evaluations;
    let space = 1;
    for (let mover = 0; mover < movers; mover++) space *= evaluator.optionCount(mover) + 1;
    if (space <= EXHAUSTIVE_LIMIT) {
      yield* this.enumerate();
      return;
    }
    yield* this.pairs(current);
    // Iterated local search from the best plan: kick two pawns, climb again.
    for (let stale = 0; stale < STALE_KICKS; stale++) {
      const trial = this.bestChoice.slice();
      for (let kick = 0; kick < 2; kick++) {
        const mover = Math.floor(this.random() * movers);
        trial[mover] = Math.floor(this.random() * evaluator.optionCount(mover));
      }
      const before = this.bestValue;
      yield* this.ascend(trial);
      if (this.bestValue > before) stale = -1;
    }
  }

  /** Every combination (each pawn's options, or staying where it is). */
  private *enumerate(): Generator<void, void, void> {
    const { evaluator } = this;
    const choice = new Int32Array(this.movers).fill(SIT_OUT);
    for (;;) {
      this.offer(choice, evaluator.score(choice));
      yield;
      let mover = 0;
      while (mover < this.movers) {
        const next = (choice[mover] as number) + 1;
        if (next < evaluator.optionCount(mover)) {
          choice[mover] = next;
          break;
        }
        choice[mover] = SIT_OUT;
        mover++;
      }
      if (mover === this.movers) return;
    }
  }

  /** Pawns one after another, each taking its best option given those placed before it (the
   *  others standing where they are for now). */
  private *construct(choice: Choice): Generator<void, void, void> {
    const { evaluator } = this;
    for (let mover = 0; mover < this.movers; mover++) {
      let bestOption = SIT_OUT;
      let bestValue = Number.NEGATIVE_INFINITY;
      for (let option = SIT_OUT; option < evaluator.optionCount(mover); option++) {
        choice[mover] = option;
        const value = evaluator.score(choice);
        yield;
        if (value > bestValue) {
          bestValue = value;
          bestOption = option;
        }
      }
      choice[mover] = bestOption;
    }
    this.offer(choice, evaluator.score(choice));
    yield;
  }

  /** Coordinate ascent: move one pawn to its best option while the others stay, until no pawn
   *  can improve the plan. */
  private *ascend(choice: Choice): Generator<void, void, void> {
    const { evaluator } = this;
    let value = evaluator.score(choice);
    yield;
    let improved = true;
    while (improved) {
      improved = false;
      for (let mover = 0; mover < this.movers; mover++) {
        const kept = choice[mover] as number;
        let bestOption = kept;
        for (let option = SIT_OUT; option < evaluator.optionCount(mover); option++) {
          if (option === kept) continue;
          choice[mover] = option;
          const trial = evaluator.score(choice);
          yield;
          if (trial > value + 1e-12) {
            value = trial;
            bestOption = option;
            improved = true;
          }
        }
        choice[mover] = bestOption;
      }
    }
    this.offer(choice, value);
  }

  /** Two pawns at a time: every pair of their options, the others fixed. */
  private *pairs(choice: Choice): Generator<void, void, void> {
    const { evaluator } = this;
    let value = evaluator.score(choice);
    yield;
    for (let a = 0; a < this.movers; a++) {
      for (let b = a + 1; b < this.movers; b++) {
        const keptA = choice[a] as number;
        const keptB = choice[b] as number;
        let bestA = keptA;
        let bestB = keptB;
        for (let optionA = 0; optionA < evaluator.optionCount(a); optionA++) {
          for (let optionB = 0; optionB < evaluator.optionCount(b); optionB++) {
            choice[a] = optionA;
            choice[b] = optionB;
            const trial = evaluator.score(choice);
            yield;
            if (trial > value + 1e-12) {
              value = trial;
              bestA = optionA;
              bestB = optionB;
            }
          }
        }
        choice[a] = bestA;
        choice[b] = bestB;
      }
    }
    this.offer(choice, value);
    yield* this.ascend(choice);
  }
}
