// Every refusal and every contradiction the rules report, as a code with structured parameters:
// pawn ids, stations (the app's own ids), tickets, counts, log entries. Never words: each language
// words them (src/words/rules-en.ts, rules-de.ts), with its own pawn names, station labels, list
// joining and plurals. To add a message: a code and its parameters here, then its wording in every
// language (the type checker and src/words/words.test.ts insist).
import type { StationId, Ticket, TransportTicket } from '../board/types';
import type { EndReason } from './events';

/** Something that narrowed Mister X's candidates since he last showed himself, as a contradiction
 *  names it among the entries that may be wrong. */
export type Suspect =
  | { readonly kind: 'start' }
  | { readonly kind: 'entry'; readonly entry: number; readonly ticket: Ticket }
  | { readonly kind: 'reveal'; readonly entry: number; readonly station: StationId }
  | { readonly kind: 'answer'; readonly station: StationId; readonly pawn: string };

type None = Readonly<Record<never, never>>;

/** The parameters of each message code. */
export interface MessageParams {
  /** The set-up cannot be played (setup-problems.ts). */
  readonly 'bad-setup': { readonly problem: SetupProblem };
  readonly 'game-over': None;
  readonly 'x-to-move': None;
  readonly 'x-must-reveal': { readonly entry: number };
  readonly 'answer-first': { readonly station: StationId };
  readonly 'pawns-to-move': { readonly pawns: readonly string[] };
  readonly 'double-twice': None;
  readonly 'no-double': None;
  /** `entries`: the log entries that showed black. */
  readonly 'no-black': { readonly entries: readonly number[] };
  readonly 'x-no-ticket': {
    readonly ticket: TransportTicket;
    readonly start: number;
    readonly received: number;
    readonly shown: number;
  };
  readonly 'no-reveal-due': { readonly entry: number };
  /** `station` is not on the board, so it is the number as entered. */
  readonly 'unknown-station': { readonly station: number };
  readonly 'station-taken': { readonly station: StationId; readonly pawn: string };
  readonly 'unknown-pawn': { readonly pawn: string };
  readonly 'already-moved': { readonly pawn: string };
  /** A pass for a pawn that has a free station to go to. */
  readonly 'pass-can-move': { readonly pawn: string };
  readonly 'no-route': {
    readonly pawn: string;
    readonly from: StationId;
    readonly to: StationId;
    readonly ticket: TransportTicket;
  };
  readonly 'not-adjacent': { readonly pawn: string; readonly from: StationId; readonly to: StationId };
  readonly 'no-ticket': { readonly pawn: string; readonly ticket: TransportTicket };
  readonly 'no-question': None;
  readonly 'voluntary-off': None;
  readonly 'surface-timing': None;
  /** `pile`: the id of a ticket pile of the set-up. */
  readonly 'take-ticket': { readonly pile: string };
  readonly 'nothing-to-take': { readonly pile: string; readonly ticket: TransportTicket };
  /** `pile`: a key of the event, which names no pile with tickets. */
  readonly 'not-a-pile': { readonly pile: string };
  readonly 'end-not-due': { readonly reason: EndReason };
  readonly 'trap-not-a-rule': None;
  readonly 'not-trapped': { readonly station: StationId };
  readonly 'reveal-outside': { readonly station: StationId; readonly suspects: readonly Suspect[] };
  readonly 'no-candidates': { readonly suspects: readonly Suspect[] };
}

export type MessageCode = keyof MessageParams;

/** A refused event, or a record that contradicts itself. `suspects` are indices of events in the
 *  log that could be the wrong ones, oldest first. */
export type GameError = {
  readonly [C in MessageCode]: {
    readonly code: C;
    readonly params: MessageParams[C];
    readonly suspects: readonly number[];
    /** For programmers' logs and thrown errors only: the code and parameters as JSON. Players read
     *  the wording of their language (src/words/). */
    readonly message: string;
  };
}[MessageCode];

export function gameError<C extends MessageCode>(
  code: C,
  params: MessageParams[C],
  suspects: readonly number[] = [],
): GameError {
  return { code, params, suspects, message: diagnostic(code, params) } as GameError;
}

/** A code and its parameters as one line of text, for logs and thrown errors. */
function diagnostic(code: string, params: object): string {
  const json = JSON.stringify(params);
  return json === '{}' ? code : `${code} ${json}`;
}

/** Why a set-up cannot be played: the parameter of 'bad-setup', checked by `validateSetup`. Pawns
 *  and piles by id; stations as the app's ids (a station off the board as given). */
export type SetupProblem =
  | { readonly code: 'unknown-route'; readonly route: string }
  | { readonly code: 'no-detective' }
  | { readonly code: 'too-many-pawns'; readonly max: number }
  | { readonly code: 'bad-pawn-id'; readonly pawn: string }
  | { readonly code: 'same-pawn-id'; readonly pawn: string }
  | { readonly code: 'no-name'; readonly pawn: string; readonly max: number }
  | { readonly code: 'long-name'; readonly pawn: string; readonly max: number }
  | { readonly code: 'same-name'; readonly pawns: readonly [string, string] }
  | { readonly code: 'start-off-board'; readonly pawn: string; readonly station: number }
  /** `pawns`: the later pawn in the set-up first. */
  | { readonly code: 'same-start'; readonly pawns: readonly [string, string]; readonly station: StationId }
  | { readonly code: 'start-not-a-card'; readonly pawn: string; readonly station: StationId }
  | { readonly code: 'bobby-pile'; readonly pawn: string }
  | { readonly code: 'no-pile'; readonly pawn: string }
  | { readonly code: 'same-pile-id'; readonly pile: string }
  | { readonly code: 'pile-counts'; readonly pile: string; readonly max: number }
  | { readonly code: 'unused-pile'; readonly pile: string }
  | { readonly code: 'x-counts'; readonly max: number }
  | { readonly code: 'card-off-board'; readonly station: number }
  | { readonly code: 'x-cards-taken' }
  | { readonly code: 'surfacing-order'; readonly max: number }
  | { readonly code: 'round-limit'; readonly max: number };

export type SetupProblemCode = SetupProblem['code'];
