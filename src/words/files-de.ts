// Warum eine Datei oder ein gespeichertes Spiel nicht lesbar ist, auf Deutsch (Codes in
// src/format/problems.ts und src/store/problems.ts). Gleiche Form wie files-en.ts.
import type { FileKind, ListNoun, TextPattern } from '../format/problems';
import { megabytes } from '../format/problems';
import { setupDe } from './setup-de';
import type { FileWords } from './words';

/** MB mit einer Nachkommastelle, aufgerundet, mit deutschem Komma. */
const mb = (bytes: number) => String(megabytes(bytes)).replace('.', ',');

const A_FILE: Readonly<Record<FileKind, string>> = {
  session: 'eine Spieldatei',
  archive: 'eine Archivdatei',
  dragnet: 'eine Dragnet-Datei',
};

const PATTERNS: Readonly<Record<TextPattern, string>> = {
  'session-id': '1 bis 64 Zeichen aus A-Z, a-z, 0-9, _ und -',
  'pawn-id': '1 bis 24 Zeichen aus a-z, 0-9 und -',
  'pile-id': '1 bis 24 Zeichen aus a-z, 0-9 und -',
  'pile-or-null': 'die Kennung eines Ticketvorrats (1 bis 24 Zeichen aus a-z, 0-9 und -) oder null',
  'pawn-ref': 'die Kennung einer Figur (1 bis 24 Zeichen aus a-z, 0-9 und -)',
};

const NOUNS: Readonly<Record<ListNoun, string>> = {
  events: 'Ereignisse',
  stations: 'Stationen',
  pawns: 'Figuren',
  piles: 'Ticketvorräte',
  entries: 'Einträge',
  sessions: 'Spiele',
};

export const filesDe: FileWords = {
  setup: setupDe,
  found: (value, quote) => {
    switch (value.kind) {
      case 'nothing':
        return 'nichts';
      case 'null':
        return 'null';
      case 'list':
        return 'eine Liste';
      case 'object':
        return 'ein Objekt';
      case 'text':
        return `der Text ${quote(value.text)}`;
      case 'number':
        return String(value.value).replace('.', ',');
      case 'boolean':
        return value.value ? 'true (wahr)' : 'false (falsch)';
      case 'other':
        return `ein Wert vom Typ ${value.type}`;
    }
  },
  format: {
    'too-large': (p) => `Die Datei ist zu groß (${mb(p.bytes)} MB); ${A_FILE[p.file]} hat höchstens ${mb(p.limit)} MB.`,
    'not-json': (p) =>
      `Das ist keine ${p.file === 'session' ? 'Dragnet-Spieldatei' : 'Dragnet-Datei'}: Sie enthält kein gültiges JSON.`,
    'not-an-object': (p, say) => `Das ist keine Dragnet-Spieldatei: Sie enthält ${say.found(p.found)}, kein Objekt.`,
    foreign: (p, say) => {
      switch (p.file) {
        case 'session':
          return `Das ist keine Dragnet-Spieldatei (${p.format ? `ihr Format ist ${say.found(p.format)}` : 'sie hat kein Feld „format“'}).`;
        case 'archive':
          return 'Das ist keine Dragnet-Archivdatei.';
        case 'dragnet':
          return 'Das ist keine Dragnet-Datei: Sie enthält weder ein Spiel noch ein Archiv von Dragnet.';
      }
    },
    newer: (p) =>
      `${p.file === 'session' ? 'Diese Spieldatei' : 'Dieses Archiv'} stammt von einer neueren Dragnet-Version (Format-Version ${p.version}); aktualisiere die App, um es zu öffnen.`,
    'unknown-version': (p) => `Diese Spieldatei hat die Format-Version ${p.version}, die Dragnet nicht lesen kann.`,
    unreadable: () => 'Dragnet konnte diese Datei nicht lesen.',
    'not-object': (p, say) => `muss ein Objekt sein, nicht ${say.found(p.found)}`,
    'unknown-field': (p) =>
      `dieses Feld gibt es nicht in ${p.file === 'archive' ? 'einem Archiv' : p.file === 'session' ? 'einer Spieldatei' : 'einer Spieldatei der Version 0'}`,
    'missing-field': () => 'dieses Feld fehlt',
    'not-list': (p, say) => `muss eine Liste sein, nicht ${say.found(p.found)}`,
    'too-many': (p) => `enthält ${p.count} ${NOUNS[p.noun]}; erlaubt sind höchstens ${p.max}`,
    'not-text': (p, say) => `muss ein Text sein, nicht ${say.found(p.found)}`,
    'text-length': (p) => `muss ${p.min} bis ${p.max} Zeichen lang sein, nicht ${p.length}`,
    pattern: (p, say) => `muss ${PATTERNS[p.pattern]} sein, nicht ${say.found(p.found)}`,
    'not-time': (p, say) => `muss ein UTC-Zeitpunkt wie „2026-11-21T19:02:11.000Z“ sein, nicht ${say.found(p.found)}`,
    'not-integer': (p, say) => `muss eine ganze Zahl von ${p.min} bis ${p.max} sein, nicht ${say.found(p.found)}`,
    'not-boolean': (p, say) => `muss true oder false sein, nicht ${say.found(p.found)}`,
    'not-choice': (p, say) =>
      `muss einer dieser Werte sein: ${p.choices.map(say.quote).join(', ')}; nicht ${say.found(p.found)}`,
    'bad-version': (p, say) =>
      p.file === 'session'
        ? `muss die Format-Version sein, eine ganze Zahl, nicht ${say.found(p.found)}`
        : `muss die Archiv-Format-Version ${p.version} sein, nicht ${say.found(p.found)}`,
    'not-station-number': (p, say) => `muss eine Stationsnummer sein, nicht ${say.found(p.found)}`,
    'no-station': (p, say) => `auf dem ${say.basics.board[p.board]} gibt es keine Station ${p.station}`,
    'no-uncertain-route': (p, say) =>
      `auf dem ${say.basics.board[p.board]} gibt es keine unsichere Linie ${say.quote(p.route)}`,
    'no-pile': (p, say) => `in diesem Spiel gibt es keinen Ticketvorrat ${say.quote(p.pile)}`,
    'v0-station': (p) => `es gibt keine Station ${p.station} (eine Datei der Version 0 zählt die Stationen 1 bis 199)`,
    refused: (p, say) => say.rule(p.error, p.setup),
    'route-misfit': (p) => {
      const route = `Der geheime Weg von Mister X in „${p.game}“ passt nicht zu den Einträgen des Spiels`;
      switch (p.why) {
        case 'length':
          return `${route}: Er hat ${p.stations} Stationen, seine ${p.logEntries} Züge im Fahrtenbuch brauchen aber ${p.logEntries + 1} (seine Startstation und eine nach jedem seiner Züge)`;
        case 'start':
          return `${route}: Seine Startstation ist keine Startkarte, die er ziehen konnte`;
        case 'ticket':
          return `${route}: Mit dem Ticket von Zug ${p.at} kommt er nicht zu der Station, die die Datei danach nennt`;
        case 'surfacing':
          return `${route}: Nach Zug ${p.at} hat er sich auf einer anderen Station gezeigt`;
        case 'ruled-out':
          return p.at === 0
            ? `${route}: Die Einträge schließen die Startstation aus, die die Datei nennt`
            : `${route}: Die Einträge schließen die Station aus, die die Datei nach Zug ${p.at} nennt`;
      }
    },
  },
  stored: {
    'not-an-object': () => 'der gespeicherte Eintrag ist kein Objekt',
    'no-version': () => 'der gespeicherte Eintrag hat keine Version',
    'newer-record': (p) => `er wurde von einer neueren Dragnet-Version gespeichert (Eintrags-Version ${p.version})`,
    'unknown-record-version': (p) => `Dragnet kann die Eintrags-Version ${p.version} nicht lesen`,
    'no-revision': () => 'der Eintrag hat keinen Bearbeitungsstand',
    'no-events': () => 'der Eintrag enthält keine Liste von Ereignissen',
    'another-game': (p) => `der Eintrag enthält ein anderes Spiel${p.id === null ? '' : ` (${p.id})`}`,
    vanished: () => 'der Eintrag ist verschwunden',
    file: () => 'die gespeicherte Spieldatei ist nicht lesbar',
    database: () => 'die Datenbank des Geräts hat einen Fehler gemeldet',
  },
  missingGame: 'Dieses Spiel ist auf dem Gerät nicht mehr gespeichert.',
  unreadableGame: () =>
    'Das gespeicherte Spiel ließ sich nicht lesen: Die Datenbank des Geräts hat einen Fehler gemeldet.',
  damagedGame: (reason) => `Das gespeicherte Spiel ist beschädigt und lässt sich nicht öffnen: ${reason}`,
  keptGame:
    'Es bleibt unverändert unter „Gespeicherte Spiele“ (Menü ☰), als beschädigt markiert, wo „Rohdaten exportieren“ es als Datei speichert.',
};
