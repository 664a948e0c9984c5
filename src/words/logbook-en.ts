// The logbook check's findings in English (codes in src/game/logbook.ts).
import type { Ticket } from '../board/types';
import type { LogbookWords } from './words';

const BY: Readonly<Record<Ticket, string>> = {
  taxi: 'taxi',
  bus: 'bus',
  underground: 'underground',
  black: 'black ticket',
};

export const logbookEn: LogbookWords = {
  entry: (entry, clause) => `Entry ${entry}: ${clause}`,
  finding: {
    missing: (p) => `missing: the record has a ${BY[p.ticket]} here.`,
    'unknown-station': (p) => `there is no station ${p.station} on this board.`,
    'no-start-card': (p, say) =>
      `no start card he could hold leads to station ${say.station(p.station)} by ${BY[p.ticket]}.`,
    'no-route': (p, say) =>
      `he cannot go from station ${say.station(p.from)} to station ${say.station(p.to)} by ${BY[p.ticket]}.`,
    taken: (p, say) => `station ${say.station(p.station)} was taken by ${say.pawn(p.pawn)} when he moved there.`,
    'shown-elsewhere': (p, say) =>
      `the log says station ${say.station(p.logged ?? 0)}, but he showed himself at ${say.station(p.shown)}.`,
    'caught-elsewhere': (p, say) =>
      `he was caught by ${say.pawn(p.pawn)} at station ${say.station(p.station)}, but the log says ${say.station(p.logged ?? 0)}.`,
    'was-there': (p, say) =>
      `${say.pawn(p.pawn)} ended a move on station ${say.station(p.station)} and the table heard he was not there.`,
    'trapped-elsewhere': (p, say) =>
      `he said he was trapped at ${say.station(p.station)}, but the log says ${say.station(p.logged ?? 0)}.`,
    'record-stops': (p, say) => `the record cannot go on here: ${say.rule(p.error)}`,
    'too-long': (p) => `the record has only ${p.recorded} entries, but the log has ${p.typed}.`,
  },
};
