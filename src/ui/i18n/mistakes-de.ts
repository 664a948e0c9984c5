// Die Wörter der wahrscheinlichen Fehler auf Deutsch: dieselben Schlüssel wie mistakes-en.ts.
import type { Template } from './en';
import type { mistakesEn } from './mistakes-en';

export const mistakesDe: { readonly [K in keyof typeof mistakesEn]: Template } = {
  'mistakes.title': 'Wahrscheinliche Fehler (antippen zeigt, was sich ändert):',
  'mistakes.ticket': (p) => `Zug ${p.entry} war wohl ${p.ticket}, nicht ${p.was}`,
  'mistakes.reveal': (p) => `Bei Zug ${p.entry} zeigte er sich wohl auf ${p.station}, nicht auf ${p.was}`,
  'mistakes.pawn': (p) => `${p.pawn} zog wohl nach ${p.station}, nicht nach ${p.was} (Runde ${p.round})`,
  'mistakes.answer': (p) => `${p.pawn} hat ihn wohl auf ${p.station} gefasst: Die Antwort war Ja, nicht Nein`,
  'mistakes.duplicate': (p) => `Zug ${p.entry} (${p.ticket}) wurde wohl doppelt eingetragen`,
};
