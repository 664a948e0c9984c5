// The three printed boards and how they differ from the classic 1983 Ravensburger board:
// removed/added routes, Milton Bradley's own station labels, routes the players must confirm,
// and the start cards of both rule sets. Facts from the project's cross-checked board data.
import type { BoardId, Route, StationId } from './types';

/** A route some copies of a board may or may not print: the players are asked at set-up. Until
 *  they answer, the route is kept, so a doubt can only widen Mister X's candidate set. */
export interface UncertainRoute extends Route {
  readonly key: string;
}

export interface BoardVariant {
  readonly id: BoardId;
  readonly remove: readonly Route[];
  readonly add: readonly Route[];
  /** Ravensburger number -> the number printed on this board, where they differ. */
  readonly labels: Readonly<Record<number, number>>;
  readonly uncertain: readonly UncertainRoute[];
}

const TAXI_13_14: UncertainRoute = {
  a: 13,
  b: 14,
  type: 'taxi',
  key: 'taxi 13-14',
};

export const BOARD_VARIANTS: Readonly<Record<BoardId, BoardVariant>> = {
  'ravensburger-classic': {
    id: 'ravensburger-classic',
    remove: [],
    add: [],
    labels: {},
    uncertain: [],
  },
  // Photos of the dark board show no taxi line 13-14; seen on one board only, so players confirm.
  'ravensburger-modern': {
    id: 'ravensburger-modern',
    remove: [{ a: 13, b: 14, type: 'taxi' }],
    add: [],
    labels: {},
    uncertain: [TAXI_13_14],
  },
  // Milton Bradley 1985: labels 1..200 without 108; the bus line forks at 185 to 199 where the
  // Ravensburger boards print a taxi line 198-199.
  'milton-bradley-1985': {
    id: 'milton-bradley-1985',
    remove: [{ a: 198, b: 199, type: 'taxi' }],
    add: [{ a: 185, b: 199, type: 'bus' }],
    labels: { 108: 118, 118: 128, 128: 159, 159: 171, 171: 200 },
    uncertain: [],
  },
};

/** Start cards, as Ravensburger numbers. */
export const START_CARDS = {
  /** Milton Bradley 1985: one pile of 18; every pawn and Mister X draws one. */
  miltonBradley: [13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 132, 138, 141, 155, 174, 197, 198],
  /** Ravensburger 2013: 16 cards with a D (detectives and Bobbies). */
  ravensburgerDetectives: [13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 123, 138, 141, 155, 174],
  /** Ravensburger 2013: 13 cards with an X (Mister X). */
  ravensburgerMisterX: [35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172],
} as const satisfies Record<string, readonly StationId[]>;
