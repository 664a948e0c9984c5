// Die Befunde der Fahrtenbuch-Prüfung auf Deutsch (Codes in src/game/logbook.ts).
import type { Ticket } from '../board/types';
import type { LogbookWords } from './words';

const BY: Readonly<Record<Ticket, string>> = {
  taxi: 'mit dem Taxi',
  bus: 'mit dem Bus',
  underground: 'mit der U-Bahn',
  black: 'mit einem Black Ticket',
};

const SHOWN: Readonly<Record<Ticket, string>> = {
  taxi: 'ein Taxi-Ticket',
  bus: 'ein Bus-Ticket',
  underground: 'ein U-Bahn-Ticket',
  black: 'ein Black Ticket',
};

export const logbookDe: LogbookWords = {
  entry: (entry, clause) => `Zug ${entry}: ${clause}`,
  finding: {
    missing: (p) => `fehlt: Laut den Einträgen zeigte er hier ${SHOWN[p.ticket]}.`,
    'unknown-station': (p) => `auf diesem Plan gibt es keine Station ${p.station}.`,
    'no-start-card': (p, say) =>
      `von keiner Startkarte, die er haben konnte, kommt man ${BY[p.ticket]} nach Station ${say.station(p.station)}.`,
    'no-route': (p, say) =>
      `er kann nicht ${BY[p.ticket]} von Station ${say.station(p.from)} nach Station ${say.station(p.to)} fahren.`,
    taken: (p, say) => `Station ${say.station(p.station)} war von ${say.pawn(p.pawn)} besetzt, als er dorthin zog.`,
    'shown-elsewhere': (p, say) =>
      `im Fahrtenbuch steht Station ${say.station(p.logged ?? 0)}, aber er zeigte sich auf ${say.station(p.shown)}.`,
    'caught-elsewhere': (p, say) =>
      `${say.pawn(p.pawn)} hat ihn auf Station ${say.station(p.station)} gefasst, aber im Fahrtenbuch steht ${say.station(p.logged ?? 0)}.`,
    'was-there': (p, say) =>
      `${say.pawn(p.pawn)} zog auf Station ${say.station(p.station)}, und am Tisch hieß es, er sei nicht dort.`,
    'trapped-elsewhere': (p, say) =>
      `er sagte, er sitze auf ${say.station(p.station)} fest, aber im Fahrtenbuch steht ${say.station(p.logged ?? 0)}.`,
    'record-stops': (p, say) => `die Einträge gehen hier nicht weiter: ${say.rule(p.error)}`,
    'too-long': (p) => `eingetragen sind nur ${p.recorded} Züge, im Fahrtenbuch stehen aber ${p.typed}.`,
  },
};
