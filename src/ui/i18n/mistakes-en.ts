// The words of the likely mistakes in the contradiction notice, in English: a section of the
// English dictionary that loads with them (src/ui/i18n/mistakes-words.ts), only once a record
// contradicts itself, keeping the table's download small.
import type { Template } from './en';

export const mistakesEn = {
  'mistakes.title': 'Likely mistakes (tap one to see what it changes):',
  'mistakes.ticket': (p) => `Entry ${p.entry} was probably ${p.ticket}, not ${p.was}`,
  // "Surfaced at", not "showed": he shows tickets, and "showed 129" reads oddly.
  'mistakes.reveal': (p) => `At entry ${p.entry} he probably surfaced at ${p.station}, not ${p.was}`,
  'mistakes.pawn': (p) => `${p.pawn} probably went to ${p.station}, not ${p.was} (round ${p.round})`,
  'mistakes.answer': (p) => `${p.pawn} probably caught him at ${p.station}: the answer was Yes, not No`,
  'mistakes.duplicate': (p) => `Entry ${p.entry} (${p.ticket}) was probably entered twice`,
} satisfies Record<string, Template>;
