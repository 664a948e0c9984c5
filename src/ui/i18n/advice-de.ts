// Die Wörter der Vorschläge für die Detektive auf Deutsch: dieselben Schlüssel wie advice-en.ts.
import { spokenBefore, spokenRides } from '../../advisor/spoken-rides';
import type { adviceEn } from './advice-en';
import type { Template } from './en';

/** „3 Fahrten bis 67, wo er steht“, wenn seine Station sicher ist, sonst „etwa 4 Fahrten bis dahin,
 *  wo er wahrscheinlich ist“: der Mittelwert, in ganzen Fahrten. */
const vonIhm = (p: Readonly<Record<string, unknown>>) => {
  const anzahl = spokenRides(Number(p.rides), p.station != null);
  const fahrten = `${anzahl} ${anzahl === 1 ? 'Fahrt' : 'Fahrten'}`;
  return p.station == null
    ? `im Schnitt etwa ${fahrten} bis dahin, wo er sein kann`
    : `${fahrten} bis ${p.station}, wo er steht`;
};

/** "von 154 aus " when his station is certain (he has just surfaced); nothing otherwise. */
const vonStation = (station: unknown) => (station == null ? '' : `von ${station} aus `);

/** „vorher 6“, oder „etwas näher“, wenn die ganzen Fahrten gleich lauten. */
const vorher = (p: Readonly<Record<string, unknown>>) => {
  const zahl = spokenBefore(Number(p.rides), Number(p.before), p.station != null);
  return zahl === null ? 'etwas näher' : `vorher ${zahl}`;
};

/** "fast allen Orten" (Dativ) / "≈25 % der Orte" (Genitiv). */
const shareOf = (percent: unknown) => (Number(percent) >= 95 ? 'fast allen Orten' : `≈${percent} % der Orte`);

export const adviceDe: { readonly [K in keyof typeof adviceEn]: Template } = {
  'advice.title': 'Vorschläge für die Detektive',
  'advice.thinking': 'Denkt nach…',
  'advice.refining': 'Ein erster Plan; sucht einen besseren…',
  'advice.final': 'Der Plan steht: Trage die Fahrten in dieser Reihenfolge ein.',
  'advice.catchOnly':
    'Laut Fahrtenbuch kann er nur dort sein: Diese Fahrt beendet das Spiel, die anderen müssen nicht ziehen.',
  'advice.held': 'Der Plan gilt weiter: Seit er gemacht wurde, ist nichts Neues bekannt.',
  'advice.why.not-there': (p) => `Neuer Plan: Mister X war nicht auf ${p.station}.`,
  'advice.why.other-move': (p) => `Neuer Plan: ${p.pawn} ist nach ${p.to} gezogen statt nach ${p.suggested}.`,
  'advice.why.moved': (p) => `Neuer Plan: ${p.pawn} ist nach ${p.to} gezogen.`,
  'advice.why.corrected': 'Neuer Plan: Ein Eintrag wurde zurückgenommen oder korrigiert.',
  'advice.same.not-there': (p) => `Mister X war nicht auf ${p.station}: Dieselben Fahrten passen weiter am besten.`,
  'advice.same.other-move': (p) =>
    `${p.pawn} ist nach ${p.to} gezogen: Für die anderen passen dieselben Fahrten weiter am besten.`,
  'advice.same.corrected':
    'Ein Eintrag wurde zurückgenommen oder korrigiert: Dieselben Fahrten passen weiter am besten.',
  'advice.contradiction': 'Kein Plan: Die Einträge widersprechen sich.',
  'advice.putRight':
    'Korrigiere sie zuerst: Ein Plan, der auf einem falschen Eintrag beruht, sucht ihn dort, wo er nicht ist. Sobald die Einträge stimmen, kommt der Plan zurück.',
  'advice.none': 'Kein Vorschlag: Diese Einträge lassen sich nicht lesen.',
  'advice.hint':
    'Tippe eine markierte Station auf dem Plan oder „Ziehen“, um die Fahrt einzutragen. Du entscheidest: Von selbst wird nichts eingetragen.',
  'advice.move': (p) => `${p.pawn}: ${p.ticket} nach ${p.station}`,
  'advice.take': 'Ziehen',
  'advice.mayBeThere': 'er kann auch dort sein: Dann kommt die Frage, ob er dort war',
  'advice.mayBeThereAll': 'Jede dieser Fahrten endet, wo er sein kann: Dann kommt die Frage, ob er dort war.',
  'advice.mayBeThere.dragnet': 'er kann auch dort sein: Dragnet sagt es dann',
  'advice.mayBeThereAll.dragnet': 'Jede dieser Fahrten endet, wo er sein kann: Dragnet sagt dann, ob er dort war.',
  'advice.after': (p) => `sobald ${p.pawn} weggezogen ist`,
  'advice.takeLabel': (p) => `${p.pawn} mit ${p.ticket} nach ${p.station} ziehen`,
  'advice.reason.catch': (p) =>
    p.percent === 100 ? `er steht auf ${p.station}` : `er kann auf ${p.station} stehen (≈${p.percent} %)`,
  'advice.reason.surfacing': (p) =>
    `eine Fahrt von ${shareOf(p.percent)}, an denen er sich ${vonStation(p.from)}als Nächstes zeigen kann`,
  'advice.reason.covers': (p) =>
    `eine Fahrt von ${shareOf(p.percent)}, an die er ${vonStation(p.from)}als Nächstes ziehen kann`,
  'advice.reason.net': 'mit den anderen eine Fahrt von fast allen Orten, an die er als Nächstes kann',
  'advice.reason.guards-underground': (p) =>
    p.blocks
      ? `hält ${p.station}, sodass Mister X nicht mit der U-Bahn dorthin kann`
      : `hält ${p.station}: von dort geht es Mister X mit der U-Bahn nach`,
  'advice.reason.stays-by': (p) => `bleibt eine Fahrt von ${p.station} und seiner U-Bahn`,
  'advice.reason.saves-ticket': (p) =>
    p.left === 1
      ? `spart das letzte ${p.ticket}-Ticket von ${p.pawn}`
      : `spart die ${p.ticket}-Tickets von ${p.pawn} (noch ${p.left})`,
  'advice.reason.keeps-tickets': (p) => `hebt die knapperen Tickets von ${p.pawn} für später auf`,
  'advice.reason.keeps-lines': 'bleibt, wo seine Tickets noch weiterfahren',
  'advice.reason.spares-x': (p) => `gibt Mister X kein ${p.ticket}-Ticket: Die Karten, die ihr ausgebt, bekommt er`,
  'advice.reason.cuts-off': (p) => `nimmt ihm ≈${p.stations} Stationen, die er vor den Detektiven erreichen könnte`,
  'advice.reason.narrows': 'engt seinen Fluchtraum ein',
  'advice.reason.closes-in': (p) => `rückt näher: ${vonIhm(p)} (${vorher(p)})`,
  'advice.reason.nearest': (p) => `so nah, wie es geht: ${vonIhm(p)}`,
  'advice.reason.likely': (p) => {
    const fahrten = `${p.rides} ${Number(p.rides) === 1 ? 'Fahrt' : 'Fahrten'} bis ${p.likeliest}`;
    const wo = `wo er am wahrscheinlichsten steht (${Number(p.count) > 1 ? 'zusammen ' : ''}≈${p.percent} %)`;
    return Number(p.rides) < Number(p.before)
      ? `rückt näher: ${fahrten} (vorher ${p.before}), ${wo}`
      : `${fahrten}, ${wo}`;
  },
  'advice.reason.best-fit': 'unterm Strich seine beste Fahrt: kein einzelner Grund überwiegt',
  'advice.reason.only-move': 'die einzige Möglichkeit',
  'advice.again': (p) => `${p.rides}. Fahrt in Folge zwischen ${p.from} und ${p.to}`,
  'advice.short.catch': (p) => (p.percent === 100 ? 'er ist hier' : `≈${p.percent} % hier`),
  'advice.short.surfacing': (p) => (Number(p.percent) >= 95 ? '1 Fahrt von fast allen' : `1 Fahrt von ≈${p.percent} %`),
  'advice.short.covers': (p) => (Number(p.percent) >= 95 ? '1 Fahrt von fast allen' : `1 Fahrt von ≈${p.percent} %`),
  'advice.short.guards-underground': (p) => (p.blocks ? 'sperrt U-Bahn' : 'folgt per U-Bahn'),
  'advice.short.net': 'zieht das Netz zu',
  'advice.short.stays-by': (p) => `nahe U-Bahn ${p.station}`,
  'advice.short.saves-ticket': (p) => `spart ${p.ticket}`,
  'advice.short.keeps-tickets': 'spart Tickets',
  'advice.short.keeps-lines': 'fährt weiter',
  'advice.short.spares-x': (p) => `gibt X kein ${p.ticket}`,
  'advice.short.cuts-off': (p) => `nimmt ihm ≈${p.stations}`,
  'advice.short.narrows': 'engt ihn ein',
  'advice.short.closes-in': 'rückt näher',
  'advice.short.nearest': 'so nah wie möglich',
  'advice.short.likely': (p) =>
    Number(p.rides) < Number(p.before)
      ? 'rückt näher'
      : Number(p.count) > 1
        ? 'nah an ihm'
        : `1 Fahrt bis ${p.likeliest}`,
  'advice.short.best-fit': 'unterm Strich',
  'advice.short.only-move': 'einzige Möglichkeit',
  'advice.offScreen': (p) =>
    Number(p.count) === 1
      ? 'Vergrößert liegt 1 vorgeschlagene Station außerhalb des Ausschnitts: ⤢ zeigt den ganzen Plan.'
      : `Vergrößert liegen ${p.count} vorgeschlagene Stationen außerhalb des Ausschnitts: ⤢ zeigt den ganzen Plan.`,
  'advice.folded':
    'Wo auf dem Plan kein Platz für die Worte ist, steht dort nur die Nummer; wo auch dafür keiner ist, nur der Ring um die Station in der Farbe der Figur.',
};
