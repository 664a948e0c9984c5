// Die Meldungen der Regeln auf Deutsch: Ablehnungen, Widersprüche und Probleme der Aufstellung
// (Codes in src/game/messages.ts). Gleiche Form wie rules-en.ts, vom Typprüfer erzwungen.
import type { TransportTicket } from '../board/types';
import type { EndReason } from '../game/events';
import { basicsDe } from './basics-de';
import type { RuleWords, Say } from './words';

const BASICS = basicsDe;

/** "mit dem Taxi", "mit der U-Bahn". */
const BY: Readonly<Record<TransportTicket, string>> = {
  taxi: 'mit dem Taxi',
  bus: 'mit dem Bus',
  underground: 'mit der U-Bahn',
};

const END_NOT_DUE: Readonly<Record<EndReason, string>> = {
  capture: 'Ein Fang wird eingetragen, indem man antwortet, dass Mister X dort war',
  'x-trapped':
    'Nicht auf jeder Station, auf der Mister X sein könnte, säße er fest; sitzt er fest, nennt er seine Station',
  'rounds-played': 'Die letzte Runde ist noch nicht gespielt',
  'detectives-stuck': 'Ein Detektiv kann noch ziehen',
};

/** Ein Ticketvorrat, benannt nach den Figuren, die daraus zahlen. */
function pile(id: string, say: Say): string {
  const users = say.pawnsOfPile(id).map(say.pawn);
  return users.length === 1 ? `dem Vorrat von ${users[0]}` : `dem gemeinsamen Vorrat von ${say.list(users, 'and')}`;
}

export const rulesDe: RuleWords = {
  basics: BASICS,
  rules: {
    'bad-setup': (p, say) => `Mit dieser Aufstellung kann nicht gespielt werden: ${say.setupProblem(p.problem)}.`,
    'game-over': () => 'Das Spiel ist vorbei.',
    'x-to-move': () => 'Mister X ist dran: Trage das Ticket ein, das er zeigt.',
    'x-must-reveal': (p) => `Mister X zeigt sich nach Zug ${p.entry}: Trage zuerst seine Station ein.`,
    'answer-first': (p, say) => `Zuerst antworten: War Mister X auf Station ${say.station(p.station)}?`,
    'pawns-to-move': (p, say) =>
      p.pawns.length === 1
        ? `Noch nicht: ${say.pawn(p.pawns[0] ?? '')} muss in dieser Runde noch ziehen.`
        : `Noch nicht: ${say.list(p.pawns.map(say.pawn), 'and')} müssen in dieser Runde noch ziehen.`,
    'double-twice': () => 'Mister X darf nur einen Doppelzug pro Runde spielen.',
    'no-double': () => 'Mister X hat keinen Doppelzug mehr.',
    'no-black': (p, say) =>
      `Mister X hat kein Black Ticket mehr (gezeigt ${p.entries.length === 1 ? 'in Zug' : 'in den Zügen'} ${say.list(p.entries, 'and')}).`,
    'x-no-ticket': (p, say) =>
      `Mister X hat kein ${say.basics.ticket[p.ticket]}-Ticket mehr: Er hatte ${p.start}, bekam ${p.received} dazu und hat ${p.shown} gezeigt.`,
    'no-reveal-due': (p) => `Nach Zug ${p.entry} zeigt sich Mister X nicht.`,
    'unknown-station': (p) => `Auf diesem Plan gibt es keine Station ${p.station}.`,
    'station-taken': (p, say) => `Station ${say.station(p.station)} ist von ${say.pawn(p.pawn)} besetzt.`,
    'unknown-pawn': (p) => `In diesem Spiel gibt es keine Figur „${p.pawn}“.`,
    'already-moved': (p, say) => `${say.pawn(p.pawn)} ist in dieser Runde schon gezogen.`,
    'pass-can-move': (p, say) =>
      `${say.pawn(p.pawn)} kann ziehen und darf deshalb nicht aussetzen: Nur wer jede erreichbare Station besetzt findet, setzt aus.`,
    'no-route': (p, say) =>
      `${say.pawn(p.pawn)} kann nicht ${BY[p.ticket]} von Station ${say.station(p.from)} nach Station ${say.station(p.to)} fahren.`,
    'not-adjacent': (p, say) =>
      `${say.pawn(p.pawn)} kann Station ${say.station(p.to)} von Station ${say.station(p.from)} aus nicht mit einer Fahrt erreichen: Keine Taxi-, Bus- oder U-Bahn-Linie verbindet sie.`,
    'no-ticket': (p, say) => `${say.pawn(p.pawn)} hat kein ${say.basics.ticket[p.ticket]}-Ticket mehr.`,
    'no-question': () => 'Niemand hat gefragt, ob Mister X dort war.',
    'voluntary-off': () => 'Freiwilliges Auftauchen gehört in diesem Spiel nicht zu den Regeln.',
    'surface-timing': () =>
      'Mister X kann sich nur direkt nach seinem Zug freiwillig zeigen, bevor ein Detektiv zieht, und nicht, wenn er sich gerade gezeigt hat.',
    'take-ticket': (p, say) => `Mister X muss ein Ticket aus ${pile(p.pile, say)} nehmen.`,
    'nothing-to-take': (p, say) =>
      `In ${pile(p.pile, say)} ist kein ${say.basics.ticket[p.ticket]}-Ticket, das er nehmen könnte.`,
    'not-a-pile': (p) => `Es gibt keinen Ticketvorrat „${p.pile}“ mit Tickets.`,
    'end-not-due': (p) => `Das Spiel ist nicht zu Ende: ${END_NOT_DUE[p.reason]}.`,
    'trap-not-a-rule': () => 'Das Spiel ist nicht zu Ende: Nach diesen Regeln sitzt Mister X nie fest.',
    'not-trapped': (p, say) => `Mister X sitzt auf Station ${say.station(p.station)} nicht fest: Er kann noch ziehen.`,
    'reveal-outside': (p, say) =>
      `Nach den Einträgen kann Mister X nicht auf Station ${say.station(p.station)} sein. Einer dieser Einträge könnte falsch sein: ${say.suspects(p.suspects)}.`,
    'no-candidates': (p, say) =>
      `Keine Station passt mehr zu den Einträgen. Einer dieser Einträge könnte falsch sein: ${say.suspects(p.suspects)}.`,
  },
  suspect: {
    start: () => 'die Startstationen',
    entry: (p, say) => `Zug ${p.entry} (${say.basics.ticket[p.ticket]})`,
    reveal: (p, say) => `Station ${say.station(p.station)}, gezeigt nach Zug ${p.entry}`,
    answer: (p, say) => `„nicht auf Station ${say.station(p.station)}“, als ${say.pawn(p.pawn)} dort stand`,
  },
};
