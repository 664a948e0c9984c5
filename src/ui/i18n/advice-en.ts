// The move advice's words in English: a section of the English dictionary that loads with the
// advice (src/ui/i18n/advice-strings.ts), keeping the table's download small.
import type { Template } from './en';

export const adviceEn = {
  'advice.title': 'Suggested moves',
  'advice.thinking': 'Thinking…',
  'advice.refining': 'A first plan; looking for a better one…',
  'advice.final': (p) => `Best plan found (${p.seconds} s).`,
  'advice.timeUp': (p) => `The best plan found in ${p.seconds} s.`,
  'advice.held': 'The plan holds: nothing new is known since it was made.',
  'advice.why.not-there': (p) => `New plan: Mister X was not on ${p.station}.`,
  'advice.why.other-move': (p) => `New plan: ${p.pawn} went to ${p.to} instead of ${p.suggested}.`,
  'advice.why.moved': (p) => `New plan: ${p.pawn} went to ${p.to}.`,
  'advice.why.corrected': 'New plan: an entry was corrected.',
  'advice.contradiction':
    'No suggestion: the record contradicts itself, so there is no station left to head for. Correct the entry in Moves first.',
  'advice.none': 'No suggestion: this record cannot be read.',
  'advice.hint':
    'Tap a marked station on the map, or Move, to enter that move. You decide: nothing is entered by itself.',
  'advice.move': (p) => `${p.pawn}: ${p.ticket} to ${p.station}`,
  'advice.take': 'Move',
  'advice.takeLabel': (p) => `Move ${p.pawn} to ${p.station} by ${p.ticket}`,
  'advice.reason.catch': (p) => `${p.percent}% chance he is on ${p.station}`,
  'advice.reason.surfacing': (p) => `reaches ${p.percent}% of where he may surface next`,
  'advice.reason.covers': (p) => `covers ${p.percent}% of where he probably goes next`,
  'advice.reason.guards-underground': (p) => `guards the underground at ${p.station}`,
  'advice.reason.saves-ticket': (p) =>
    p.left === 1
      ? `saves ${p.pawn}'s last ${p.ticket} ticket`
      : `saves ${p.pawn}'s ${p.ticket} tickets (${p.left} left)`,
  'advice.reason.cuts-off': (p) => `cuts him off from ${p.stations} stations he could reach before the detectives`,
  'advice.reason.closes-in': (p) =>
    `closes in: ${p.rides} ${p.rides === 1 ? 'ride' : 'rides'} from where he probably is`,
  'advice.reason.keeps-near': (p) => `stays ${p.rides} ${p.rides === 1 ? 'ride' : 'rides'} from where he probably is`,
  'advice.reason.only-move': 'its only move',
  'advice.short.catch': (p) => `${p.percent}% here`,
  'advice.short.surfacing': (p) => `${p.percent}% at surfacing`,
  'advice.short.covers': (p) => `covers ${p.percent}%`,
  'advice.short.guards-underground': 'guards U',
  'advice.short.saves-ticket': (p) => `saves ${p.ticket}`,
  'advice.short.cuts-off': (p) => `cuts off ${p.stations}`,
  'advice.short.closes-in': 'closes in',
  'advice.short.keeps-near': (p) => `${p.rides} away`,
  'advice.short.only-move': 'only move',
} satisfies Record<string, Template>;
