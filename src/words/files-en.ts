// Why a file or a stored game cannot be read, in English (codes in src/format/problems.ts and
// src/store/problems.ts). The command line, the English import report and saved games read these.
import type { FileKind, ListNoun, TextPattern } from '../format/problems';
import { megabytes } from '../format/problems';
import { setupEn } from './setup-en';
import type { FileWords } from './words';

const A_FILE: Readonly<Record<FileKind, string>> = {
  session: 'a session file',
  archive: 'an archive file',
  dragnet: 'a Dragnet file',
};

const PATTERNS: Readonly<Record<TextPattern, string>> = {
  'session-id': '1-64 characters of A-Z, a-z, 0-9, _ and -',
  'pawn-id': '1-24 characters of a-z, 0-9 and -',
  'pile-id': '1-24 characters of a-z, 0-9 and -',
  'pile-or-null': 'a ticket pile id (1-24 of a-z, 0-9 and -) or null',
  'pawn-ref': 'a pawn id (1-24 of a-z, 0-9 and -)',
};

const NOUNS: Readonly<Record<ListNoun, string>> = {
  events: 'events',
  stations: 'stations',
  pawns: 'pawns',
  piles: 'ticket piles',
  entries: 'entries',
  sessions: 'sessions',
};

export const filesEn: FileWords = {
  setup: setupEn,
  found: (value, quote) => {
    switch (value.kind) {
      case 'nothing':
        return 'nothing';
      case 'null':
        return 'null';
      case 'list':
        return 'a list';
      case 'object':
        return 'an object';
      case 'text':
        return `the text ${quote(value.text)}`;
      case 'number':
      case 'boolean':
        return String(value.value);
      case 'other':
        return `a ${value.type}`;
    }
  },
  format: {
    'too-large': (p) =>
      `The file is too large (${megabytes(p.bytes)} MB); ${A_FILE[p.file]} is at most ${megabytes(p.limit)} MB.`,
    'not-json': (p) =>
      `This is not a Dragnet ${p.file === 'session' ? 'session file' : 'file'}: it is not valid JSON (${p.detail}).`,
    'not-an-object': (p, say) => `This is not a Dragnet session file: it holds ${say.found(p.found)}, not an object.`,
    foreign: (p, say) => {
      switch (p.file) {
        case 'session':
          return `This is not a Dragnet session file (${p.format ? `its format is ${say.found(p.format)}` : 'it has no "format" field'}).`;
        case 'archive':
          return 'This is not a Dragnet archive file.';
        case 'dragnet':
          return 'This is not a Dragnet file: it holds no Dragnet session or archive.';
      }
    },
    newer: (p) =>
      `This ${p.file === 'session' ? 'session file' : 'archive'} was made by a newer version of Dragnet (format version ${p.version}); update the app to open it.`,
    'unknown-version': (p) => `This session file uses format version ${p.version}, which Dragnet cannot read.`,
    unreadable: (p) => `Dragnet could not read this file (${p.detail}).`,
    'not-object': (p, say) => `must be an object, not ${say.found(p.found)}`,
    'unknown-field': (p) =>
      `there is no such field in ${p.file === 'archive' ? 'an archive' : p.file === 'session' ? 'a session file' : 'a version 0 session file'}`,
    'missing-field': () => 'this field is missing',
    'not-list': (p, say) => `must be a list, not ${say.found(p.found)}`,
    'too-many': (p) => `holds ${p.count} ${NOUNS[p.noun]}; at most ${p.max} are allowed`,
    'not-text': (p, say) => `must be text, not ${say.found(p.found)}`,
    'text-length': (p) => `must be ${p.min}-${p.max} characters long, not ${p.length}`,
    pattern: (p, say) => `must be ${PATTERNS[p.pattern]}, not ${say.found(p.found)}`,
    'not-time': (p, say) => `must be a UTC date and time like "2026-11-21T19:02:11.000Z", not ${say.found(p.found)}`,
    'not-integer': (p, say) => `must be a whole number from ${p.min} to ${p.max}, not ${say.found(p.found)}`,
    'not-boolean': (p, say) => `must be true or false, not ${say.found(p.found)}`,
    'not-choice': (p, say) => `must be one of ${p.choices.map(say.quote).join(', ')}, not ${say.found(p.found)}`,
    'bad-version': (p, say) =>
      p.file === 'session'
        ? `must be the format version, a whole number, not ${say.found(p.found)}`
        : `must be the archive format version ${p.version}, not ${say.found(p.found)}`,
    'not-station-number': (p, say) => `must be a station number, not ${say.found(p.found)}`,
    'no-station': (p, say) => `there is no station ${p.station} on the ${say.basics.board[p.board]}`,
    'no-uncertain-route': (p, say) => `the ${say.basics.board[p.board]} has no uncertain route ${say.quote(p.route)}`,
    'no-pile': (p, say) => `there is no ticket pile ${say.quote(p.pile)} in this game`,
    'v0-station': (p) => `there is no station ${p.station} (a version 0 file numbers stations 1-199)`,
    refused: (p, say) => say.rule(p.error, p.setup),
    'route-misfit': (p) => {
      const route = `Mister X’s secret route for “${p.game}” does not fit the game’s record`;
      switch (p.why) {
        case 'length':
          return `${route}: it holds ${p.stations} stations, but his ${p.logEntries} travel log entries need ${p.logEntries + 1} (his start station, then one after each entry)`;
        case 'start':
          return `${route}: his start station is not a start card he could have drawn`;
        case 'ticket':
          return `${route}: the ticket of entry ${p.at} cannot take him to the station the file gives after it`;
        case 'surfacing':
          return `${route}: he showed another station at entry ${p.at}`;
        case 'ruled-out':
          return p.at === 0
            ? `${route}: the record rules out the start station the file gives`
            : `${route}: the record rules out the station the file gives after entry ${p.at}`;
      }
    },
  },
  stored: {
    'not-an-object': () => 'the stored record is not an object',
    'no-version': () => 'the stored record has no version',
    'newer-record': (p) => `it was saved by a newer version of Dragnet (record version ${p.version})`,
    'unknown-record-version': (p) => `Dragnet cannot read record version ${p.version}`,
    'no-revision': () => 'the record has no revision',
    'no-events': () => 'the record holds no list of events',
    'another-game': (p) => `the record holds another game${p.id === null ? '' : ` (${p.id})`}`,
    vanished: () => 'the record vanished',
    // Worded by the format's own words (storedText); here for completeness of the codes.
    file: () => 'the saved session file cannot be read',
    database: (p) => `the device's database failed (${p.detail})`,
  },
  missingGame: 'This game is no longer saved on the device.',
  unreadableGame: (detail) => `The saved game could not be read (${detail}).`,
  damagedGame: (reason) => `The saved game is damaged and cannot be opened: ${reason}`,
  keptGame: 'It is kept as it is in Saved games (menu ☰), marked damaged, where “Export raw data” saves it as a file.',
};
