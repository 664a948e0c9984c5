// Die Wörter von Dragnet als Mister X am Tisch auf Deutsch: dieselben Schlüssel wie dragnet-en.ts.
import type { dragnetEn } from './dragnet-en';
import type { Template } from './en';

export const dragnetDe: { readonly [K in keyof typeof dragnetEn]: Template } = {
  'dragnet.thinking': 'Dragnet bewegt Mister X …',
  'dragnet.thinkingHint': 'Er wählt seinen Zug geheim. Das Ticket, das er zeigt, erscheint gleich hier.',
  'dragnet.answering': 'Dragnet antwortet …',
  'dragnet.problem': (p) =>
    `Dragnet kann Mister X mit diesen Einträgen nicht weiterspielen (${p.code}). Wurde einer seiner Züge korrigiert, nimm die Korrektur zurück.`,
  'dragnet.retry': 'Noch einmal versuchen',
  'dragnet.callTitle': 'Mister X zeigt',
  'dragnet.callEntry': (p) => `Zug ${p.entry}`,
  'dragnet.callDouble': 'Doppelzug: zwei Tickets',
  'dragnet.putOn': (p) => `Stellt Mister X auf ${p.station}`,
  'dragnet.putOnHint': 'Er zeigt sich: Seine Figur steht dort, bis er weiterzieht.',
  'dragnet.seen': 'Gesehen',
  'dragnet.notThere': (p) => `Dragnet: Mister X steht nicht auf ${p.station}.`,
  'dragnet.askTitle': (p) => `${p.pawn} mit ${p.ticket} nach ${p.station}?`,
  'dragnet.askHint':
    'Mister X könnte dort sein. Dragnet antwortet, sobald die Fahrt eingetragen ist, und die Antwort bleibt wie auf dem Spielplan: Rückgängig nimmt sie nicht zurück.',
  'dragnet.askMove': (p) => `${p.pawn} nach ${p.station} ziehen`,
  'dragnet.answerStays': (p) =>
    `Die Fahrt von ${p.pawn} nach ${p.station} bleibt: Dragnet hat sie beantwortet (${p.found === 'yes' ? 'Mister X wurde dort gefasst' : `Mister X war nicht auf ${p.station}`}). Wie auf dem Spielplan bleibt eine gegebene Antwort stehen.`,
  'dragnet.neverAsked': (p) =>
    `Dragnet wurde nie gefragt, ob Mister X auf ${p.station} war: Die Fahrt von ${p.pawn} lässt sich nicht nachträglich auf eine seiner Stationen legen. Dragnet spielt nach den Einträgen: Stellt die Figur auf dem Spielplan dorthin zurück, wo die Einträge sie haben.`,
  'dragnet.ownEntry': 'Diesen Eintrag hat Dragnet als Mister X gemacht: Er bleibt, wie er ihn gemacht hat.',
  'dragnet.routeTitle': 'Der Weg von Mister X',
  'dragnet.routeStart': (p) => `Start: ${p.station}`,
  'dragnet.routeEntry': (p) => `Zug ${p.entry}: ${p.ticket} nach ${p.station}`,
  'dragnet.strength.easy': 'leicht',
  'dragnet.strength.medium': 'mittel',
  'dragnet.strength.hard': 'schwer',
};
