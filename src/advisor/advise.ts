// The advisor's entry points: start a search on a position (the game state and where Mister X
// probably is), run it for as many evaluations as the caller can afford, read the best plan so far
// with its order and reasons. Pure and synchronous; the worker runs it in time slices, the arena
// and the CLI for a fixed number of evaluations.
import type { GameState } from '../game/state';
import { Evaluator } from './evaluate';
import type { AdvisedMove } from './plan';
import { guardReason, orderedMoves, reasonFor, shuttleOf } from './plan';
import { PlanSearch } from './search';
import { readSituation } from './situation';
import type { AdvisorWeights } from './weights';
import { ADVISOR_WEIGHTS } from './weights';

export interface Advice {
  readonly round: number;
  /** In the order to enter them. */
  readonly moves: readonly AdvisedMove[];
  /** The plan's value (chance-to-catch units, see evaluate.ts). */
  readonly value: number;
  readonly evaluations: number;
  /** The search has tried everything it would try. */
  readonly complete: boolean;
}

export class Advisor {
  private readonly search: PlanSearch;
  private readonly evaluator: Evaluator;

  constructor(
    readonly state: GameState,
    probabilities: Float64Array,
    weights: AdvisorWeights = ADVISOR_WEIGHTS,
  ) {
    const situation = readSituation(state, probabilities);
    this.evaluator = new Evaluator(situation, weights);
    this.search = new PlanSearch(this.evaluator, state.events + 1);
  }

  /** Whether any pawn has a move to advise (the detectives' turn, someone can still move). */
  get hasMovers(): boolean {
    return this.state.phase === 'pawns' && this.search.movers > 0;
  }

  get hasPlan(): boolean {
    return this.search.hasPlan;
  }

  get done(): boolean {
    return this.search.done;
  }

  get evaluations(): number {
    return this.search.evaluations;
  }

  run(evaluations: number): void {
    this.search.run(evaluations);
  }

  advice(): Advice {
    const { choice, value } = this.search.best();
    const breakdown = this.evaluator.breakdown(choice);
    const moves: AdvisedMove[] = breakdown
      ? orderedMoves(this.evaluator, choice).map((move) => {
          const pawn = this.evaluator.situation.movers[move.mover] as number;
          const again = shuttleOf(this.state, pawn, move.to);
          return {
            pawn,
            to: move.to,
            ticket: (['taxi', 'bus', 'underground'] as const)[move.ticket] ?? 'taxi',
            // A ride back a third time names what it guards, where it guards something.
            reason:
              (again && guardReason(this.evaluator, breakdown, move)) ||
              reasonFor(this.evaluator, choice, breakdown, move),
            ...(again ? { again } : {}),
          };
        })
      : [];
    return {
      round: this.state.round,
      moves,
      value,
      evaluations: this.search.evaluations,
      complete: this.search.done,
    };
  }
}

/** Advice after a fixed number of evaluations (the arena's and the CLI's budget). */
export function adviseFor(
  state: GameState,
  probabilities: Float64Array,
  evaluations: number,
  weights: AdvisorWeights = ADVISOR_WEIGHTS,
): Advice {
  const advisor = new Advisor(state, probabilities, weights);
  advisor.run(evaluations);
  // The first complete plan is always finished, whatever the budget.
  while (!advisor.hasPlan) advisor.run(16);
  return advisor.advice();
}
