// Die Wörter der Zugvorschläge auf Deutsch: dieselben Schlüssel wie advice-en.ts.
import type { adviceEn } from './advice-en';
import type { Template } from './en';

/** 4.7 is written 4,7 in German. */
const decimal = (value: unknown) => String(value).replace('.', ',');

export const adviceDe: { readonly [K in keyof typeof adviceEn]: Template } = {
  'advice.title': 'Vorschläge für die Detektive',
  'advice.thinking': 'Denkt nach…',
  'advice.refining': 'Ein erster Plan; sucht einen besseren…',
  'advice.final': (p) => `Bester gefundener Plan (${decimal(p.seconds)} s).`,
  'advice.timeUp': (p) => `Der beste Plan nach ${decimal(p.seconds)} s Nachdenken.`,
  'advice.contradiction':
    'Kein Vorschlag: Die Einträge widersprechen sich, es bleibt keine Station, auf die man zuhalten könnte. Korrigiere zuerst den Eintrag unter „Einträge“.',
  'advice.none': 'Kein Vorschlag: Diese Einträge lassen sich nicht lesen.',
  'advice.hint':
    'Tippe eine markierte Station auf dem Plan oder „Ziehen“, um die Fahrt einzutragen. Du entscheidest: Von selbst wird nichts eingetragen.',
  'advice.move': (p) => `${p.pawn}: ${p.ticket} nach ${p.station}`,
  'advice.take': 'Ziehen',
  'advice.takeLabel': (p) => `${p.pawn} mit ${p.ticket} nach ${p.station} ziehen`,
  'advice.reason.catch': (p) => `mit ${p.percent} % Wahrscheinlichkeit steht er auf ${p.station}`,
  'advice.reason.surfacing': (p) => `erreicht ${p.percent} % der Orte, an denen er sich als Nächstes zeigen kann`,
  'advice.reason.covers': (p) => `deckt ${p.percent} % der Orte ab, an die er wahrscheinlich zieht`,
  'advice.reason.guards-underground': (p) => `bewacht die U-Bahn an ${p.station}`,
  'advice.reason.saves-ticket': (p) =>
    p.left === 1
      ? `spart das letzte ${p.ticket}-Ticket von ${p.pawn}`
      : `spart die ${p.ticket}-Tickets von ${p.pawn} (noch ${p.left})`,
  'advice.reason.cuts-off': (p) =>
    `schneidet ihm ${p.stations} Stationen ab, die er vor den Detektiven erreichen könnte`,
  'advice.reason.closes-in': (p) =>
    `rückt näher: ${decimal(p.rides)} ${p.rides === 1 ? 'Fahrt' : 'Fahrten'} bis dahin, wo er wahrscheinlich ist`,
  'advice.reason.keeps-near': (p) =>
    `bleibt ${decimal(p.rides)} ${p.rides === 1 ? 'Fahrt' : 'Fahrten'} von dort, wo er wahrscheinlich ist`,
  'advice.reason.only-move': 'die einzige Möglichkeit',
  'advice.short.catch': (p) => `${p.percent} % hier`,
  'advice.short.surfacing': (p) => `${p.percent} % beim Auftauchen`,
  'advice.short.covers': (p) => `deckt ${p.percent} %`,
  'advice.short.guards-underground': 'bewacht U',
  'advice.short.saves-ticket': (p) => `spart ${p.ticket}`,
  'advice.short.cuts-off': (p) => `schneidet ${p.stations} ab`,
  'advice.short.closes-in': 'rückt näher',
  'advice.short.keeps-near': (p) => `${decimal(p.rides)} entfernt`,
  'advice.short.only-move': 'einzige Möglichkeit',
};
