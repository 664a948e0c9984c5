// Die Wörter der seltenen Zugfelder (er zeigt sich, das Spielende und sein Ergebnis) auf Deutsch:
// dieselben Schlüssel wie turns-en.ts.
import type { Template } from './en';
import type { turnsEn } from './turns-en';

export const turnsDe: { readonly [K in keyof typeof turnsEn]: Template } = {
  'reveal.title': (p) => `Mister X zeigt sich nach Zug ${p.entry}`,
  'reveal.where': (p) =>
    `Tippe die Nummer seiner Station ein oder tippe sie auf dem Plan an. Er kann auf ${p.count === 1 ? '1 Station' : `${p.count} Stationen`} stehen:`,
  'reveal.whereLikeliest': (p) =>
    `Tippe die Nummer seiner Station ein oder tippe sie auf dem Plan an. Er kann auf ${p.count} Stationen stehen; die ${p.few} wahrscheinlichsten:`,
  'reveal.likeliestPending': 'Seine wahrscheinlichsten Stationen werden berechnet …',
  'reveal.showAll': (p) => `Alle ${p.count} zeigen`,
  'reveal.show': 'Eintragen',
  'reveal.empty': 'Tippe die Nummer seiner Station in dieses Feld.',
  'reveal.outsideWarning': (p) =>
    `Nach den Einträgen kann Mister X nicht auf ${p.station} sein. Trotzdem eintragen? Die App zeigt, welche Einträge falsch sein könnten.`,
  'end.announce.rounds-played': 'Alle Runden sind gespielt: Mister X gewinnt.',
  'end.announce.detectives-stuck': 'Kein Detektiv kann mehr ziehen: Mister X gewinnt.',
  'end.announce.x-trapped': 'Mister X kann auf keine freie Station mehr ziehen: Die Detektive gewinnen.',
  'end.announce.capture': 'Mister X ist gefasst: Die Detektive gewinnen.',
  'end.confirm': 'Spiel beenden',
  'end.carryOn': 'Weiterspielen',
  'end.over': 'Spielende',
  'end.detectivesWin': 'Die Detektive gewinnen!',
  'end.misterXWins': 'Mister X gewinnt!',
  'end.caught': (p) => `Mister X wurde auf ${p.station} gefasst.`,
  'end.trapped': (p) => `Mister X saß auf ${p.station} fest.`,
  'end.trappedSomewhere': 'Mister X saß fest.',
  'end.rounds': 'Mister X ist entkommen: Alle Runden sind gespielt.',
  'end.stuck': 'Kein Detektiv konnte mehr ziehen.',
  'question.title': (p) => `${p.pawn} steht auf ${p.station}. War Mister X dort?`,
  'question.yes': 'Ja: gefasst!',
  'question.no': 'Nein',
  'question.confirm': (p) => `Hat ${p.pawn} Mister X auf ${p.station} gefasst? Damit endet das Spiel.`,
  'question.confirmYes': 'Ja, gefasst: Spiel beenden',
  'question.certain': (p) => `Nach den Einträgen kann er nur auf ${p.station} sein.`,
  'question.noAnyway': (p) =>
    `Nach den Einträgen kann Mister X nur auf ${p.station} sein. Trotzdem „Nein“? Die App zeigt, welche Einträge falsch sein könnten.`,
  'question.confirmNo': 'Nein, er war nicht dort',
  // Nicht „Zurück“: So heißt schon der Knopf zum Zurücknehmen in der Leiste darüber.
  'question.back': 'Abbrechen',
};
