// The players of a simulated game: what Mister X and the detectives see when it is their turn,
// and what they answer. Policies are plain objects that start a fresh player for each game; the
// detectives see only the public game state, Mister X also his own station.
import type { Board } from '../board/graph';
import type { StationId, Ticket, TransportTicket } from '../board/types';
import type { GameEvent } from '../game/events';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import type { Random } from './random';

/** One move Mister X can make now: a ticket he holds, a printed route of it, a free station. */
export interface XMove {
  readonly ticket: Ticket;
  readonly to: StationId;
  /** A black-ticket ride on the Thames ferry. */
  readonly ferry: boolean;
}

/** What Mister X's player sees when he is to move: the public game plus his own station. */
export interface XTurn {
  readonly state: GameState;
  readonly board: Board;
  /** His true station. */
  readonly at: StationId;
  /** Every legal move now (in the first half of a double move, only those a second half can follow). */
  readonly moves: readonly XMove[];
  /** Whether he may play a double move now instead (a ticket left, and a second half exists). */
  readonly canDouble: boolean;
  /** The moves a second half could make after `move` (for planning a double move). */
  readonly secondHalf: (move: XMove) => readonly XMove[];
  readonly rng: Random;
}

export type XChoice = { readonly kind: 'double' } | { readonly kind: 'move'; readonly move: XMove };

/** What the detectives see when a pawn is to move: the public game only. */
export interface PawnTurn {
  readonly state: GameState;
  readonly board: Board;
  /** Pawns that still have to move this round (indexes into the set-up's pawns). */
  readonly waiting: readonly number[];
  readonly rng: Random;
}

export interface PawnChoice {
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
}

/** A player for one game: it may keep memory between turns (`observe` sees every event). */
export interface XPlayer {
  choose(turn: XTurn): XChoice;
  observe?(before: GameState, event: GameEvent, after: GameState): void;
}
export interface DetectivePlayer {
  choose(turn: PawnTurn): PawnChoice;
  observe?(before: GameState, event: GameEvent, after: GameState): void;
}

/** Makes a fresh player for each game. */
export interface XPolicy {
  readonly name: string;
  start(setup: Setup, board: Board): XPlayer;
}
export interface DetectivePolicy {
  readonly name: string;
  start(setup: Setup, board: Board): DetectivePlayer;
}
