// The review's chance (docs/review.md, "The chance"): the detectives' chance to catch Mister X before
// the end after a plan, if the table plays on as the advisor would: a catch now, else one in each
// round left, the first as the advisor's evaluation sees next round and the rest drifting towards a
// steady rate per pawn. Three numbers, fitted to arena games on training seeds (npm run review-check
// -- fit); cheap, a loop over the rounds left.

import type { Situation } from '../../advisor/situation';

/** What the advisor's evaluation says of a plan (src/advisor/evaluate.ts, Breakdown). */
export interface PlanOdds {
  /** His probability on the stations the pawns land on. */
  readonly catchNow: number;
  /** His probability on stations with no free station to move to. */
  readonly trapped: number;
  /** The pawns' chance to catch him next round. */
  readonly nextCatch: number;
}

/** Where the game stands when a plan is weighed: the same for every plan of a turn. */
export interface ChanceContext {
  /** Rounds after this one in which the pawns still move. */
  readonly roundsLeft: number;
  /** Ravensburger: a trapped Mister X has lost. */
  readonly trappedLoses: boolean;
  /** The pawns that hunt him (detectives and Bobbies). */
  readonly pawns: number;
}

export interface ChanceParameters {
  /** How much of next round's chance as the advisor weighs it counts (he may still slip away). */
  readonly next: number;
  /** How much of a round's chance carries over to the round after it; the rest drifts towards the
   *  rate of a round. 1: every round left has next round's chance. */
  readonly persistence: number;
  /** The chance of a catch per pawn in a round, once the pawns' start is forgotten. */
  readonly rate: number;
}

/** The model before it was fitted: next round's chance, weighed 0.8, in every round left. */
export const UNFITTED_CHANCE: ChanceParameters = { next: 0.8, persistence: 1, rate: 0 };

/** Fitted by `npm run review-check -- fit`: 6,020 detectives' turns of 600 games of the advisor
 *  against the training bots, seeds from 3,000,000 (docs/review.md, "How it was fitted"). */
export const CHANCE_PARAMETERS: ChanceParameters = { next: 0.244, persistence: 0.841, rate: 0.0533 };

/** The context of a turn's plans, from the advisor's situation. */
export function chanceContext(situation: Situation): ChanceContext {
  return {
    roundsLeft: situation.roundsLeft,
    trappedLoses: situation.trappedLoses,
    pawns: situation.state.positions.length,
  };
}

/** What a plan catches now: his probability on the pawns' stations, and on stations where he is
 *  trapped when that loses (RB 2013). */
export function catchNow(odds: PlanOdds, trappedLoses: boolean): number {
  return Math.min(1, odds.catchNow + (trappedLoses ? odds.trapped : 0));
}

/** The detectives' chance to catch him before the end after a plan: caught now, else in one of the
 *  rounds left. Rises with a catch now, with next round's chance and with every round left. */
export function chanceAfter(
  odds: PlanOdds,
  context: ChanceContext,
  parameters: ChanceParameters = CHANCE_PARAMETERS,
): number {
  const now = catchNow(odds, context.trappedLoses);
  if (now >= 1 || context.roundsLeft <= 0) return now;
  const first = Math.min(1, (parameters.next * Math.max(0, odds.nextCatch)) / (1 - now));
  const rate = 1 - (1 - parameters.rate) ** context.pawns;
  let slips = 1 - first;
  let hazard = first;
  for (let round = 1; round < context.roundsLeft; round++) {
    hazard = parameters.persistence * hazard + (1 - parameters.persistence) * rate;
    slips *= 1 - hazard;
  }
  return now + (1 - now) * (1 - slips);
}

/** The chance a plan gives away against the best, in points of the chance before the end (0 to 1),
 *  and never less than the catch it leaves now (a catch now ends the game; lichess likewise rates a
 *  lost forced mate apart from the winning chances). */
export function lossOf(
  best: PlanOdds,
  played: PlanOdds,
  context: ChanceContext,
  parameters: ChanceParameters = CHANCE_PARAMETERS,
): number {
  const given = chanceAfter(best, context, parameters) - chanceAfter(played, context, parameters);
  const trapped = context.trappedLoses;
  return Math.max(0, given, catchNow(best, trapped) - catchNow(played, trapped));
}
