// Checking Mister X's secret travel log after the game, entry by entry, against the record and
// the rules. MB 1985 "The End of the Game": "if there are any questions about Mr. X's movements,
// the logbook entries can be checked location by location!"
import type { StationId, Ticket } from '../board/types';
import type { GameEvent } from './events';
import type { GameError } from './messages';
import { replay } from './replay';
import type { Setup } from './setup';
import type { GameState } from './state';

/** What the first entry that does not fit says, as a code with its parameters (worded by
 *  src/words/logbook-en.ts and logbook-de.ts). Stations are the app's ids, pawns their ids. */
export type LogbookFinding =
  /** The log ends before the record: the record has `ticket` here. */
  | { readonly code: 'missing'; readonly ticket: Ticket }
  /** `station` is not on the board (as typed). */
  | { readonly code: 'unknown-station'; readonly station: number }
  | { readonly code: 'no-start-card'; readonly station: StationId; readonly ticket: Ticket }
  | { readonly code: 'no-route'; readonly from: StationId; readonly to: StationId; readonly ticket: Ticket }
  | { readonly code: 'taken'; readonly station: StationId; readonly pawn: string }
  | { readonly code: 'shown-elsewhere'; readonly logged: StationId | null; readonly shown: StationId }
  | {
      readonly code: 'caught-elsewhere';
      readonly pawn: string;
      readonly station: StationId;
      readonly logged: StationId | null;
    }
  | { readonly code: 'was-there'; readonly pawn: string; readonly station: StationId }
  | { readonly code: 'trapped-elsewhere'; readonly station: StationId; readonly logged: StationId | null }
  /** The record itself stops here: the event it cannot apply, or a set-up it cannot play. */
  | { readonly code: 'record-stops'; readonly error: GameError }
  | { readonly code: 'too-long'; readonly recorded: number; readonly typed: number };

export interface LogbookProblem {
  /** The first log entry (1-based) that breaks the rules or the record; 0: the set-up. */
  readonly entry: number;
  readonly finding: LogbookFinding;
}

export interface LogbookCheck {
  /** Entries checked and found fine, in order, before the first problem. */
  readonly cleanEntries: number;
  readonly problem: LogbookProblem | null;
}

/** Checks a route (Mister X's station after each log entry, as station ids) against a recorded
 *  game. The record itself must replay; an event that does not is reported at its entry. */
export function checkLogbook(setup: Setup, events: readonly GameEvent[], route: readonly StationId[]): LogbookCheck {
  const { states, failure } = replay(setup, events);
  const first = states[0];
  if (!first) {
    // Replay makes no state only for a set-up it refuses, and then says why.
    if (!failure) throw new Error('replay made neither a state nor a failure');
    return { cleanEntries: 0, problem: { entry: 0, finding: { code: 'record-stops', error: failure.error } } };
  }
  const board = first.game.board;
  const fail = (entry: number, finding: LogbookFinding): LogbookCheck => ({
    cleanEntries: Math.max(0, entry - 1),
    problem: { entry, finding },
  });
  const pawnId = (state: GameState, pawn: number) => state.game.setup.pawns[pawn]?.id ?? String(pawn);
  const playable = failure ? failure.index : events.length;
  let here: StationId | null = null;
  for (let index = 0; index < playable; index++) {
    const before = states[index] as GameState;
    const event = events[index] as GameEvent;
    const entry = before.log.length;
    switch (event.type) {
      case 'x-move': {
        const next = entry + 1;
        const { ticket } = event;
        const to = route[next - 1];
        if (to === undefined) return fail(next, { code: 'missing', ticket });
        if (!board.hasStation(to)) return fail(next, { code: 'unknown-station', station: to });
        const starts = here === null ? [...before.candidates] : [here];
        if (!starts.some((from) => board.ticketNeighbours(from, ticket).includes(to))) {
          return fail(
            next,
            here === null
              ? { code: 'no-start-card', station: to, ticket }
              : { code: 'no-route', from: here, to, ticket },
          );
        }
        const blocker = before.positions.indexOf(to);
        if (blocker >= 0) return fail(next, { code: 'taken', station: to, pawn: pawnId(before, blocker) });
        here = to;
        break;
      }
      case 'x-reveal':
      case 'x-surface':
        if (here !== event.station) return fail(entry, { code: 'shown-elsewhere', logged: here, shown: event.station });
        break;
      case 'answer': {
        const question = before.question;
        if (!question) break;
        const pawn = pawnId(before, question.pawn);
        if (event.found && here !== question.station) {
          return fail(entry, { code: 'caught-elsewhere', pawn, station: question.station, logged: here });
        }
        if (!event.found && here === question.station) {
          return fail(entry, { code: 'was-there', pawn, station: question.station });
        }
        break;
      }
      case 'end':
        if (event.station !== undefined && here !== event.station) {
          return fail(entry, { code: 'trapped-elsewhere', station: event.station, logged: here });
        }
        break;
      case 'x-double':
      case 'pawn-move':
      case 'pawn-pass':
        break;
    }
  }
  const recorded = states[playable]?.log.length ?? 0;
  if (failure) return fail(recorded + 1, { code: 'record-stops', error: failure.error });
  if (route.length > recorded) {
    return fail(recorded + 1, { code: 'too-long', recorded, typed: route.length });
  }
  return { cleanEntries: recorded, problem: null };
}
