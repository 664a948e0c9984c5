// The advisor's weights: how much each part of a plan's value counts (evaluate.ts), in units of
// "chance to catch Mister X". Chosen on the arena's training seeds (from 2,000,000; docs/advisor.md
// "Tuning"), never on the seeds the results are reported on.

export interface AdvisorWeights {
  /** Weight of next round's chance to catch him (this round's counts 1). */
  readonly next: number;
  /** Weight of his room, as a share of the board. */
  readonly room: number;
  /** Per move a pile falls short of the rounds left. */
  readonly tickets: number;
  /** Per round left, for a detective with no ticket for any line from its station. */
  readonly stranded: number;
  /** Per round a detective is sure to sit out whatever it does (the most rides its tickets allow
   *  from its station are fewer than the rounds left: lasting.ts), in what a pawn is worth in the
   *  position and at least a certain catch: a plan leaves a pawn without a usable ticket in a round
   *  the game still needs only when every plan does, or for a chance to catch or trap him now. */
  readonly sureLoss: number;
  /** Per ride that takes a pawn between the same two stations a third time running (or more)
   *  without guarding anything there (guards.ts), in what a pawn is worth: such a ride is a round
   *  in which the pawn does nothing but spend a ticket, as good as a round sat out. */
  readonly shuttle: number;
  /** Per ride, on average over the pawns, between a pawn and where he probably is (so that pawns
   *  far from him head his way even when others already hem him in). */
  readonly approach: number;
  /** How he is assumed to move: how strongly he avoids stations a pawn can reach next round, and
   *  how much he prefers each ride of distance from the nearest pawn (up to four). */
  readonly avoidReach: number;
  readonly preferDistance: number;
  /** 1: from a station where every free station is within a pawn's reach, he plays a double
   *  move while he holds one (his second ride wary as the first); 0: he is assumed to move once
   *  (the advisor before issue 28.1). */
  readonly doubleMove: number;
  /** Milton Bradley: the tickets the detectives spend go to Mister X. Per underground ticket
   *  handed to him while he holds none, at the start of the game (evaluate.ts handedValue). 0: the
   *  tickets he is handed are not weighed (the advisor before issue 15). */
  readonly handedToX: number;
}

export const ADVISOR_WEIGHTS: AdvisorWeights = {
  next: 0.8,
  room: 24,
  tickets: 0.02,
  stranded: 0.03,
  sureLoss: 1,
  shuttle: 1,
  approach: 0.2,
  avoidReach: 3,
  preferDistance: 0.15,
  doubleMove: 1,
  handedToX: 0.1,
};

/** The advisor without weighing the tickets it hands Mister X (the arena's baseline
 *  `advisor-plain`, to measure that change paired). */
export const PLAIN_WEIGHTS: AdvisorWeights = { ...ADVISOR_WEIGHTS, handedToX: 0 };

/** The advisor before issue 28.1: he is assumed to move once, double-move ticket or not (the
 *  arena's baseline `advisor-single`, to measure that change paired). */
export const SINGLE_WEIGHTS: AdvisorWeights = { ...ADVISOR_WEIGHTS, doubleMove: 0 };

/** The advisor before issue 28: a pawn lost only once it has no usable ticket, and no word of
 *  riding to and fro (the arena's baseline `advisor-pile`, to measure that change paired). */
export const PILE_WEIGHTS: AdvisorWeights = { ...ADVISOR_WEIGHTS, sureLoss: 0, shuttle: 0, doubleMove: 0 };
