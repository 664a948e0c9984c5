// The words of Dragnet as Mister X at the table, in English: a section of the English dictionary
// that loads with his part of the table (src/ui/i18n/dragnet-words.ts), only in a game he plays,
// keeping the table's download small.
import type { Template } from './en';

export const dragnetEn = {
  'dragnet.thinking': 'Dragnet is moving Mister X…',
  'dragnet.thinkingHint': 'He picks his move in secret. The ticket he shows appears here in a moment.',
  'dragnet.answering': 'Dragnet answers…',
  'dragnet.problem': (p) =>
    `Dragnet cannot play Mister X from this record (${p.code}). If an entry of his was corrected, undo that correction.`,
  'dragnet.retry': 'Try again',
  'dragnet.callTitle': 'Mister X shows',
  'dragnet.callEntry': (p) => `Entry ${p.entry}`,
  'dragnet.callDouble': 'Double move: two tickets',
  'dragnet.putOn': (p) => `Put Mister X on ${p.station}`,
  'dragnet.putOnHint': 'He surfaces: his pawn stands there until he moves on.',
  'dragnet.seen': 'Seen',
  'dragnet.notThere': (p) => `Dragnet: Mister X is not at ${p.station}.`,
  'dragnet.askTitle': (p) => `${p.pawn} to ${p.station} by ${p.ticket}?`,
  'dragnet.askHint':
    'Mister X may be there. Dragnet answers as soon as the move is entered, and the answer stays, as on the board: Undo cannot take it back.',
  'dragnet.askMove': (p) => `Move ${p.pawn} to ${p.station}`,
  'dragnet.answerStays': (p) =>
    `${p.pawn}'s move to ${p.station} stays: Dragnet has answered it (${p.found === 'yes' ? 'Mister X was caught there' : `Mister X was not at ${p.station}`}). As on the board, an answer once given stays on the record.`,
  'dragnet.neverAsked': (p) =>
    `Dragnet was never asked whether Mister X was at ${p.station}: ${p.pawn}'s move cannot be put onto one of his stations afterwards. Dragnet plays from the record: put the pawn on the board back where the record has it.`,
  'dragnet.ownEntry': 'Dragnet made this entry as Mister X: it stays as he made it.',
  'dragnet.routeTitle': 'Mister X’s route',
  'dragnet.routeStart': (p) => `Start: ${p.station}`,
  'dragnet.routeEntry': (p) => `Entry ${p.entry}: ${p.ticket} to ${p.station}`,
  'dragnet.strength.easy': 'easy',
  'dragnet.strength.medium': 'medium',
  'dragnet.strength.hard': 'hard',
} satisfies Record<string, Template>;
