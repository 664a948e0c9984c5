// The words of the menu and of the table's occasional sheets (his possible stations, the tickets,
// a surfacing of his own accord) in English: a section of the English dictionary that loads with
// them (src/ui/i18n/sheets-words.ts), keeping the page load small.
import type { Template } from './en';

export const sheetsEn = {
  'app.language': 'Language',
  'app.theme': 'Theme',
  'app.theme.system': 'Like the device',
  'app.theme.light': 'Light',
  'app.theme.dark': 'Dark',
  'app.pastGames': 'Saved games',
  'app.advice': "Move advice on the detectives' turn",
  'game.likelihoodSwitch': 'Show how likely each station is',
  'game.likelihoodHint':
    'Likeliest first. The percentages are estimates, from how Mister X players usually move: every station listed stays possible. On the map a wider ring marks a likelier station; ≈24% beside it, one at least twice as likely as the average, where there is room (none while all are about even).',
  'game.likelihoodPending': 'Working out how likely each station is…',
  'game.newGameConfirm': 'Start a new game?',
  'surface.title': 'Mister X surfaces of his own accord',
  'surface.station': 'His station',
  'surface.take': (p) => `Ticket he takes from ${p.pile}`,
  'surface.confirm': 'Enter',
  'tickets.title': 'Tickets',
  'tickets.shared': 'shared pile',
  'tickets.bobbies': (p) => `${p.names}: no tickets needed (Bobbies ride free)`,
  'tickets.misterX': 'Mister X',
  'tickets.received': (p) => `Received from detectives: ${p.count}`,
} satisfies Record<string, Template>;
