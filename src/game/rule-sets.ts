// The two published rule sets as presets (RULES.md table "Rule sets"); a custom game starts from
// either and edits any number.
import { START_CARDS } from '../board/boards';
import type { BoardId, StationId } from '../board/types';
import type { PawnColour, PawnSetup, PoolSetup, RuleSetId, Setup } from './setup';

export interface PresetChoice {
  /** Detective players (Ravensburger: 1-5, where 1 is the two-player game). Milton Bradley always
   *  plays 5 detective pawns, shared by 1-5 players, so the number does not change the set-up. */
  readonly detectives: number;
  /** Start station of each pawn in the order `presetPawns` lists them. */
  readonly starts: readonly StationId[];
  readonly board?: BoardId;
}

const SURFACING = [3, 8, 13, 18, 24];

function colourName(colour: PawnColour): string {
  return colour.charAt(0).toUpperCase() + colour.slice(1);
}

interface PawnPlan {
  readonly colour: PawnColour;
  readonly kind: PawnSetup['kind'];
  readonly pool: string | null;
}

/** The pawns a rule set plays with for a number of detective players, without start stations. */
export function presetPawns(ruleSet: Exclude<RuleSetId, 'custom'>, detectives: number): PawnPlan[] {
  if (ruleSet === 'milton-bradley-1985') {
    // Milton Bradley: always the five coloured pawns, each with its own ticket supply.
    const colours: PawnColour[] = ['purple', 'red', 'green', 'yellow', 'blue'];
    return colours.map((colour) => ({ colour, kind: 'detective', pool: colour }));
  }
  const count = Math.min(5, Math.max(1, Math.trunc(detectives)));
  const colours: PawnColour[] = ['red', 'blue', 'green', 'yellow', 'purple'];
  if (count === 1) {
    // Ravensburger two-player game: two detective pawns share one pool, plus two Bobbies.
    return [
      { colour: 'red', kind: 'detective', pool: 'shared' },
      { colour: 'blue', kind: 'detective', pool: 'shared' },
      { colour: 'green', kind: 'bobby', pool: null },
      { colour: 'yellow', kind: 'bobby', pool: null },
    ];
  }
  // Ravensburger: 2 detectives play with 2 Bobbies, 3 detectives with 1.
  const bobbies = count === 2 ? 2 : count === 3 ? 1 : 0;
  return colours
    .slice(0, count + bobbies)
    .map((colour, index) =>
      index < count ? { colour, kind: 'detective', pool: colour } : { colour, kind: 'bobby', pool: null },
    );
}

function pawnsWithStarts(plans: readonly PawnPlan[], starts: readonly StationId[]): PawnSetup[] {
  return plans.map((plan, index) => ({
    id: plan.colour,
    name: plan.kind === 'bobby' ? `${colourName(plan.colour)} Bobby` : colourName(plan.colour),
    colour: plan.colour,
    kind: plan.kind,
    start: starts[index] ?? 0,
    pool: plan.pool,
  }));
}

function poolsFor(
  pawns: readonly PawnSetup[],
  perPawn: PoolSetup['tickets'],
  shared: PoolSetup['tickets'],
): PoolSetup[] {
  const ids = [...new Set(pawns.flatMap((p) => (p.pool === null ? [] : [p.pool])))];
  return ids.map((id) => ({ id, tickets: id === 'shared' ? shared : perPawn }));
}

/** The set-up a rule set prescribes. Milton Bradley 1985: 10/8/4 tickets per pawn, Mister X
 *  4/3/3 + what detectives spend, 5 black, 2 double. Ravensburger 2013: 11/8/4 per detective
 *  (two-player pool 20/16/8), Bobbies free, 22 rounds, Mister X loses when trapped. */
export function presetSetup(ruleSet: Exclude<RuleSetId, 'custom'>, choice: PresetChoice): Setup {
  const pawns = pawnsWithStarts(presetPawns(ruleSet, choice.detectives), choice.starts);
  const options = { voluntarySurfacing: false, cutOff: false };
  if (ruleSet === 'milton-bradley-1985') {
    return {
      ruleSet,
      board: choice.board ?? 'milton-bradley-1985',
      routeAnswers: {},
      pawns,
      pools: poolsFor(pawns, { taxi: 10, bus: 8, underground: 4 }, { taxi: 10, bus: 8, underground: 4 }),
      pawnStartCards: START_CARDS.miltonBradley,
      misterX: {
        startCards: START_CARDS.miltonBradley,
        black: 5,
        double: 2,
        stock: { taxi: 4, bus: 3, underground: 3 },
        receivesSpentTickets: true,
      },
      surfacing: SURFACING,
      roundLimit: null,
      xLosesWhenTrapped: false,
      options,
    };
  }
  return {
    ruleSet,
    board: choice.board ?? 'ravensburger-modern',
    routeAnswers: {},
    pawns,
    pools: poolsFor(pawns, { taxi: 11, bus: 8, underground: 4 }, { taxi: 20, bus: 16, underground: 8 }),
    pawnStartCards: START_CARDS.ravensburgerDetectives,
    misterX: {
      startCards: START_CARDS.ravensburgerMisterX,
      black: 5,
      double: 2,
      stock: null,
      receivesSpentTickets: false,
    },
    surfacing: SURFACING,
    roundLimit: 22,
    xLosesWhenTrapped: true,
    options,
  };
}
