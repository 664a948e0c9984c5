// Die Wörter der Zugliste und der Korrekturen auf Deutsch: dieselben Schlüssel wie moves-en.ts.
import type { Template } from './en';
import type { movesEn } from './moves-en';

export const movesDe: { readonly [K in keyof typeof movesEn]: Template } = {
  'history.title': 'Alle Einträge',
  'history.empty': 'Noch keine Einträge.',
  'history.edit': 'Korrigieren',
  'history.editTitle': (p) => `Korrigieren: ${p.what}`,
  'history.delete': 'Diesen Eintrag löschen',
  'history.apply': 'Korrektur übernehmen',
  'history.allStillFit': 'Alle späteren Einträge passen weiterhin und bleiben erhalten.',
  'history.breaks': (p) =>
    `Ein späterer Eintrag passt nicht mehr: „${p.what}“. ${p.reason} Korrigiere ihn auch oder lösche ihn; alle anderen Einträge bleiben erhalten.`,
  'history.endsHere': (p) =>
    `Mit dieser Korrektur endet das Spiel dort, darum können „${p.what}“ und alles danach nicht bleiben: Lösche sie, um sie anzuwenden.`,
  'history.itselfBreaks': (p) => `Das passt nicht: ${p.reason}`,
  'history.fixToo': 'Auch korrigieren',
  'history.deleteToo': 'Löschen',
  'history.deleteRest': (p) =>
    p.count === 0 ? 'Löschen' : `Ihn und ${p.count === 1 ? 'den Eintrag' : `die ${p.count} Einträge`} danach löschen`,
  'history.changes': 'Bisherige Änderungen',
  'history.alsoCorrect': (p) => `Auch korrigieren: ${p.what}`,
  'history.deleted': (p) => `Löschen: ${p.what}`,
  'history.deletedRest': (p) => `Löschen: ${p.what} und alle Einträge danach`,
  'history.answerAdded': (p) =>
    `Nach „${p.what}“ fragt die App jetzt, ob Mister X dort war; das Spiel ging weiter, also wird „nicht dort“ eingetragen.`,
  'history.answerMoved': (p) =>
    `Die Antwort danach gilt jetzt für das neue Ziel: „${p.what}“ (sie galt ${p.from}). Stimmt das nicht, korrigiere auch diese Antwort.`,
  'history.ticket': 'Ticket',
  'history.editLabel': (p) => `Korrigieren: ${p.what}`,
  'history.round': (p) => `Runde ${p.round}`,
  'history.answersDropped': (p) =>
    p.count === 1
      ? 'Eine Antwort auf „War er dort?“ wird nicht mehr gebraucht und entfernt.'
      : `${p.count} Antworten auf „War er dort?“ werden nicht mehr gebraucht und entfernt.`,
  'history.contradicts': (p) => `Danach widersprechen sich die Einträge: ${p.reason}`,
  'history.wouldContradict': 'Dann passt keine Station mehr zu den Einträgen: Prüfe auch die anderen Einträge.',
  'history.setChange': (p) => `Mögliche Stationen von Mister X: jetzt ${p.before}, nach der Korrektur ${p.after}.`,
  'history.answerQuestion': 'War Mister X dort?',
  'history.answerNo': 'Mister X war nicht dort',
  'history.deleteAnswer': 'Diese Antwort löschen (die App fragt erneut)',
  'history.endsCaught': (p) => `Mit dieser Korrektur endet das Spiel: Mister X ist auf ${p.station} gefasst.`,
  'history.endsGame': 'Mit dieser Korrektur endet das Spiel.',
  'history.found': 'Mister X war dort',
  'history.suspect': 'könnte falsch sein',
};
