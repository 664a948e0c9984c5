// Checking Mister X's secret travel log after the game, entry by entry, against the record and
// the rules. MB 1985 "The End of the Game": "if there are any questions about Mr. X's movements,
// the logbook entries can be checked location by location!"
import type { StationId, Ticket } from '../board/types';
import type { GameEvent } from './events';
import { replay } from './replay';
import type { Setup } from './setup';
import type { GameState } from './state';
import { pawnSetup } from './state';

export interface LogbookProblem {
  /** The first log entry (1-based) that breaks the rules or the record. */
  readonly entry: number;
  readonly message: string;
}

export interface LogbookCheck {
  /** Entries checked and found fine, in order, before the first problem. */
  readonly cleanEntries: number;
  readonly problem: LogbookProblem | null;
}

const TICKET_WORDS: Readonly<Record<Ticket, string>> = {
  taxi: 'taxi',
  bus: 'bus',
  underground: 'underground',
  black: 'black ticket',
};

/** Checks a route (Mister X's station after each log entry, as station ids) against a recorded
 *  game. The record itself must replay; an event that does not is reported at its entry. */
export function checkLogbook(setup: Setup, events: readonly GameEvent[], route: readonly StationId[]): LogbookCheck {
  const { states, failure } = replay(setup, events);
  const first = states[0];
  if (!first)
    return { cleanEntries: 0, problem: { entry: 0, message: failure?.error.message ?? 'The set-up is invalid.' } };
  const board = first.game.board;
  const name = (station: StationId) => (board.hasStation(station) ? String(board.label(station)) : `${station}`);
  const fail = (entry: number, message: string): LogbookCheck => ({
    cleanEntries: Math.max(0, entry - 1),
    problem: { entry, message: `Entry ${entry}: ${message}` },
  });
  const playable = failure ? failure.index : events.length;
  let here: StationId | null = null;
  for (let index = 0; index < playable; index++) {
    const before = states[index] as GameState;
    const event = events[index] as GameEvent;
    const entry = before.log.length;
    switch (event.type) {
      case 'x-move': {
        const next = entry + 1;
        const to = route[next - 1];
        if (to === undefined) return fail(next, `missing: the record has a ${TICKET_WORDS[event.ticket]} here.`);
        if (!board.hasStation(to)) return fail(next, `there is no station ${to} on this board.`);
        const starts = here === null ? [...before.candidates] : [here];
        const reachable = starts.some((from) => board.ticketNeighbours(from, event.ticket).includes(to));
        if (!reachable) {
          return fail(
            next,
            here === null
              ? `no start card he could hold leads to station ${name(to)} by ${TICKET_WORDS[event.ticket]}.`
              : `he cannot go from station ${name(here)} to station ${name(to)} by ${TICKET_WORDS[event.ticket]}.`,
          );
        }
        const blocker = before.positions.indexOf(to);
        if (blocker >= 0) {
          return fail(next, `station ${name(to)} was taken by ${pawnSetup(before, blocker).name} when he moved there.`);
        }
        here = to;
        break;
      }
      case 'x-reveal':
      case 'x-surface':
        if (here !== event.station) {
          return fail(
            entry,
            `the log says station ${name(here ?? 0)}, but he showed himself at ${name(event.station)}.`,
          );
        }
        break;
      case 'answer': {
        const question = before.question;
        if (!question) break;
        const pawn = pawnSetup(before, question.pawn).name;
        if (event.found && here !== question.station) {
          return fail(
            entry,
            `he was caught by ${pawn} at station ${name(question.station)}, but the log says ${name(here ?? 0)}.`,
          );
        }
        if (!event.found && here === question.station) {
          return fail(entry, `${pawn} ended a move on station ${name(here)} and the table heard he was not there.`);
        }
        break;
      }
      case 'end':
        if (event.station !== undefined && here !== event.station) {
          return fail(entry, `he said he was trapped at ${name(event.station)}, but the log says ${name(here ?? 0)}.`);
        }
        break;
      case 'x-double':
      case 'pawn-move':
        break;
    }
  }
  const recorded = states[playable]?.log.length ?? 0;
  if (failure) {
    return fail(recorded + 1, `the record cannot go on here: ${failure.error.message}`);
  }
  if (route.length > recorded) {
    return fail(recorded + 1, `the record has only ${recorded} entries, but the log has ${route.length}.`);
  }
  return { cleanEntries: recorded, problem: null };
}
