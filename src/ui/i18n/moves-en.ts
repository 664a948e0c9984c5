// The words of the Moves list and of corrections in English: a section of the English dictionary
// that loads with those sheets (src/ui/i18n/moves-words.ts), keeping the table's download small.
import type { Template } from './en';

export const movesEn = {
  'history.title': 'All moves',
  'history.empty': 'No moves yet.',
  'history.edit': 'Edit',
  'history.editTitle': (p) => `Correct: ${p.what}`,
  'history.delete': 'Delete this entry',
  'history.apply': 'Apply correction',
  'history.allStillFit': 'Every later move still fits and is kept.',
  'history.breaks': (p) =>
    `A later move no longer fits: “${p.what}”. ${p.reason} Correct it too, or delete it; every other move is kept.`,
  // Not "Correct it too, or delete it; every other move is kept" beside a lone "Delete it and the 6
  // moves after it": the two read as contradicting each other.
  'history.endsHere': (p) =>
    `With this correction the game ends there, so “${p.what}” and everything after it cannot stay: delete them to apply it.`,
  'history.itselfBreaks': (p) => `This does not fit: ${p.reason}`,
  'history.fixToo': 'Correct it too',
  'history.deleteToo': 'Delete it',
  'history.deleteRest': (p) =>
    p.count === 0 ? 'Delete it' : `Delete it and the ${p.count} ${p.count === 1 ? 'move' : 'moves'} after it`,
  'history.changes': 'Changes so far',
  'history.alsoCorrect': (p) => `Also correct: ${p.what}`,
  'history.deleted': (p) => `Delete: ${p.what}`,
  'history.deletedRest': (p) => `Delete: ${p.what}, and every move after it`,
  'history.answerAdded': (p) =>
    `After “${p.what}” the app now asks whether Mister X was there; the game went on, so the answer “not there” is added.`,
  'history.answerMoved': (p) =>
    `The answer after it moves with the pawn: it now reads “${p.what}” (it was about ${p.from}). If that is wrong, correct that answer too.`,
  'history.ticket': 'Ticket',
  'history.editLabel': (p) => `Edit ${p.what}`,
  'history.round': (p) => `Round ${p.round}`,
  'history.answersDropped': (p) =>
    p.count === 1
      ? 'One “was he there?” answer is no longer needed and will be removed.'
      : `${p.count} “was he there?” answers are no longer needed and will be removed.`,
  'history.contradicts': (p) => `After this the record contradicts itself: ${p.reason}`,
  'history.wouldContradict': 'No station would fit the record any more: check the other entries too.',
  'history.setChange': (p) => `Mister X's stations now: ${p.before} → after the correction: ${p.after}.`,
  'history.answerQuestion': 'Was Mister X there?',
  'history.answerNo': 'Mister X was not there',
  'history.deleteAnswer': 'Delete this answer (the app asks again)',
  'history.endsCaught': (p) => `With this correction the game ends: Mister X is caught at ${p.station}.`,
  'history.endsGame': 'With this correction the game ends.',
  'history.found': 'Mister X was there',
  'history.suspect': 'may be wrong',
} satisfies Record<string, Template>;
