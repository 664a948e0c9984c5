// Die Wörter des Menüs und der gelegentlichen Blätter am Tisch auf Deutsch: dieselben Schlüssel wie
// sheets-en.ts.
import type { Template } from './en';
import type { sheetsEn } from './sheets-en';

export const sheetsDe: { readonly [K in keyof typeof sheetsEn]: Template } = {
  'app.language': 'Sprache',
  'app.theme': 'Darstellung',
  'app.theme.system': 'Wie auf dem Gerät',
  'app.theme.light': 'Hell',
  'app.theme.dark': 'Dunkel',
  'app.pastGames': 'Gespeicherte Spiele',
  'app.advice': 'Vorschläge, wenn die Detektive ziehen',
  'game.likelihoodSwitch': 'Zeigen, wie wahrscheinlich jede Station ist',
  'game.likelihoodHint':
    'Die wahrscheinlichsten zuerst. Die Prozente sind eine Schätzung, die darauf beruht, wie Mister-X-Spieler meistens ziehen. Möglich bleibt jede aufgeführte Station. Auf dem Plan zeigt ein breiterer Ring eine wahrscheinlichere Station; ein ≈24 % daneben steht bei einer, die mindestens doppelt so wahrscheinlich ist wie der Durchschnitt, wo Platz ist (bei keiner, solange alle etwa gleich wahrscheinlich sind).',
  'game.likelihoodPending': 'Die Wahrscheinlichkeiten werden berechnet …',
  'game.newGameConfirm': 'Ein neues Spiel beginnen?',
  'surface.title': 'Mister X zeigt sich freiwillig',
  'surface.station': 'Seine Station',
  'surface.take': (p) => `Ticket, das er von ${p.pile} nimmt`,
  'surface.confirm': 'Eintragen',
  'tickets.title': 'Tickets',
  'tickets.shared': 'gemeinsamer Vorrat',
  'tickets.bobbies': (p) => `${p.names}: ohne Tickets (Bobbys fahren umsonst)`,
  'tickets.misterX': 'Mister X',
  'tickets.received': (p) => `Von den Detektiven erhalten: ${p.count}`,
};
