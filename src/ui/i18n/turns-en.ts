// The words of the turn panels a game needs only now and then (his surfacing, the end of the game
// and its result) in English: a section of the English dictionary that loads with those panels
// (src/ui/i18n/turns-words.ts), keeping the table screen's page load small.
import type { Template } from './en';

export const turnsEn = {
  'reveal.title': (p) => `Mister X surfaces after entry ${p.entry}`,
  'reveal.where': (p) =>
    `Type the number of his station, or tap it on the map. He could be on ${p.count === 1 ? '1 station' : `${p.count} stations`}:`,
  'reveal.whereLikeliest': (p) =>
    `Type the number of his station, or tap it on the map. He could be on ${p.count} stations; the ${p.few} likeliest:`,
  'reveal.likeliestPending': 'Working out his likeliest stations…',
  'reveal.showAll': (p) => `Show all ${p.count}`,
  'reveal.show': 'Enter',
  'reveal.empty': 'Type the number of his station in this box.',
  'reveal.outsideWarning': (p) =>
    `By the record Mister X cannot be at ${p.station}. Enter it anyway? The app will point at the entries that may be wrong.`,
  'end.announce.rounds-played': 'All rounds are played: Mister X wins.',
  'end.announce.detectives-stuck': 'No detective can move any more: Mister X wins.',
  'end.announce.x-trapped': 'Mister X has no free station to move to: the detectives win.',
  'end.announce.capture': 'Mister X is caught: the detectives win.',
  'end.confirm': 'End the game',
  'end.carryOn': 'Carry on',
  'end.over': 'Game over',
  'end.detectivesWin': 'The detectives win!',
  'end.misterXWins': 'Mister X wins!',
  'end.caught': (p) => `Mister X was caught at ${p.station}.`,
  'end.trapped': (p) => `Mister X was trapped at ${p.station}.`,
  'end.trappedSomewhere': 'Mister X was trapped.',
  'end.rounds': 'Mister X escaped: all rounds were played.',
  'end.stuck': 'No detective could move any more.',
  'question.title': (p) => `${p.pawn} is on ${p.station}. Was Mister X there?`,
  'question.yes': 'Yes: caught!',
  'question.no': 'No',
  'question.confirm': (p) => `Mister X caught by ${p.pawn} at ${p.station}? This ends the game.`,
  'question.confirmYes': 'Yes, caught: end the game',
  'question.certain': (p) => `By the record he can only be at ${p.station}.`,
  'question.noAnyway': (p) =>
    `By the record Mister X can only be at ${p.station}. Answer No anyway? The app will point at the entries that may be wrong.`,
  'question.confirmNo': 'No, he was not there',
  'question.back': 'Back',
} satisfies Record<string, Template>;
