// The messages between the table and the advisor's worker: plain JSON. A request carries the
// session file (format version 1, validated again in the worker); every answer names the request
// it answers, so the table drops answers to requests it has since replaced.
import type { Reason } from '../advisor/plan';
import type { StationId, TransportTicket } from '../board/types';
import type { SessionFile } from '../format/session';

export interface AdviseRequest {
  readonly type: 'advise';
  readonly id: number;
  readonly session: SessionFile;
  /** Stop refining after this long. */
  readonly budgetMs: number;
}

/** Stop working on a request (the table entered something, or hid the advice). */
export interface CancelRequest {
  readonly type: 'cancel';
  readonly id: number;
}

export type AdvisorRequest = AdviseRequest | CancelRequest;

export interface PlannedMoveMessage {
  readonly pawn: number;
  readonly to: StationId;
  readonly ticket: TransportTicket;
  readonly reason: Reason;
}

export interface AdviceMessage {
  readonly type: 'advice';
  readonly id: number;
  /** Events of the record the plan is for. */
  readonly events: number;
  readonly round: number;
  readonly moves: readonly PlannedMoveMessage[];
  /** No further refinement will follow. */
  readonly final: boolean;
  /** The search tried everything it would try (rather than running out of time). */
  readonly complete: boolean;
  readonly evaluations: number;
  readonly elapsedMs: number;
}

export interface NoAdviceMessage {
  readonly type: 'no-advice';
  readonly id: number;
  /** Not the detectives' turn, the game is over, the record could not be read, or it contradicts
   *  itself (no station is left where he could be: a plan would chase nothing). */
  readonly why: 'mister-x' | 'over' | 'unreadable' | 'contradiction';
  readonly message?: string;
}

export type AdvisorAnswer = AdviceMessage | NoAdviceMessage;
