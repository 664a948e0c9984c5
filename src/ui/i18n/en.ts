// The English dictionary: every string the app shows. German (de.ts) must have the same keys
// (the type checker enforces it). Sections are kept apart per screen so parallel work does not
// collide; a value is a string or a function of named parameters.
import { basicsEn } from '../../words/basics-en';

/** The words every English message shares (src/words/): loaded with this dictionary. */
export { basicsEn };

/** Named values a string is made with. */
export type Params = Readonly<Record<string, string | number>>;
export type Template = string | ((p: Params) => string);

const TICKET_WORD = basicsEn.ticket;

export const en = {
  // --- app shell ---
  'app.saving': 'Saving…',
  'app.saved': 'Saved',
  'app.saveFailed': (p) => `Could not save: ${p.reason}. The game goes on in memory.`,
  'app.updateReady': 'A new version of Dragnet is ready.',
  'app.updateNow': 'Update now',
  'app.offlineReady': 'Dragnet now works offline.',
  'app.offlinePreparing': 'Getting Dragnet ready to work offline…',
  'app.close': 'Close',
  'app.cancel': 'Cancel',
  'app.loading': 'Loading…',
  'app.review': 'Review this game',
  'advice.show': 'Suggest moves',
  'advice.hide': 'Hide suggestions',
  'app.notSavedHere':
    'Not saved on this device: this browser does not let Dragnet store data here (private browsing?). The game goes on in memory.',
  'app.storageFull': "Not saved: the device's storage is full. Free some space; the game goes on in memory.",
  'app.saveRetry': 'Save now',
  'app.restoreFailed': (p) => `The last game could not be opened: ${p.reason}`,
  'store.changedElsewhere': 'This game was changed in another tab; showing the latest.',
  'store.leftUntouched': (p) =>
    `Not saved: the copy of this game on the device cannot be read here (${p.reason}); it is left untouched. The game goes on in memory.`,

  // --- tickets and pawns (shared vocabulary) ---
  'ticket.taxi': 'Taxi',
  'ticket.bus': 'Bus',
  'ticket.underground': 'Underground',
  'ticket.black': 'Black',
  'ticket.double': 'Double move',
  'ticket.short.taxi': 'T',
  'ticket.short.bus': 'B',
  'ticket.short.underground': 'U',
  'ticket.short.black': 'X',
  'ticket.word.taxi': TICKET_WORD.taxi,
  'ticket.word.bus': TICKET_WORD.bus,
  'ticket.word.underground': TICKET_WORD.underground,
  'ticket.word.black': TICKET_WORD.black,
  'station.name': (p) => `Station ${p.station}`,
  'ruleSet.milton-bradley-1985': 'Milton Bradley 1985',
  'ruleSet.ravensburger-2013': 'Ravensburger 2013',
  'ruleSet.custom': 'Custom game',
  'board.ravensburger-classic': 'Ravensburger, classic (light)',
  'board.ravensburger-modern': 'Ravensburger, modern (dark)',
  'board.milton-bradley-1985': 'Milton Bradley 1985',

  // --- map ---
  'map.candidate': 'Mister X could be here',
  'map.lastSeen': 'Mister X was last seen here',
  'map.likely': (p) => `${p.percent} likely`,
  'map.bobbySuffix': ' (Bobby)',
  'map.stranded': ', stranded',
  'map.onStation': (p) => `, on station ${p.station}`,
  'map.selected': ', selected',
  'map.canMoveHere': (p) => `${p.pawn} can move here${p.by ? ` by ${p.by}` : ''}`,
  'map.reachable': (p) => `reachable${p.by ? ` by ${p.by}` : ''}`,
  'map.candidateCount': (p) =>
    p.count === 0
      ? 'Mister X: no possible station'
      : `Mister X: ${p.count} possible station${p.count === 1 ? '' : 's'}`,
  'map.name': 'London map',
  'map.help': 'Drag to move, pinch or use plus and minus to zoom. Arrow keys move between stations; Enter taps one.',
  'map.zoomIn': 'Zoom in',
  'map.zoomOut': 'Zoom out',
  'map.fit': 'Show the whole board',
  'map.goToLabel': 'Go to station',
  'map.goToButton': 'Go',
  'map.goToEmpty': 'Type the number printed on a station.',
  'map.goToNotANumber': (p) => `“${p.typed}” is not a station number.`,
  'map.goToUnknown': (p) => `There is no station ${p.station} on this board.`,
  'map.legendName': 'Map key',
  'map.legend.taxiStation': 'Taxi station: plain circle',
  'map.legend.busStation': 'Bus stop: thick cap on top',
  'map.legend.undergroundStation': 'Underground: bar across',
  'map.legend.taxiLine': 'Taxi: thin yellow line',
  'map.legend.busLine': 'Bus: thick green line',
  'map.legend.undergroundLine': 'Underground: red dashes',
  'map.legend.ferryLine': 'Ferry (Mister X only): dash-dot',
  'map.legend.candidate': 'Mister X could be here',
  'map.legend.destination': 'Selected pawn can move here (tickets below)',
  'map.legend.lastSeen': 'Mister X last seen here',
  'map.legend.likely':
    'Wider ring: likelier. ≈24%: an estimate, beside a station at least twice as likely as the average (or likelier than one a suggestion names), where there is room. Tap the station count for the whole list. Every highlighted station stays possible.',
  'map.legend.detective': 'Detective: filled token with initial',
  'map.legend.bobby': 'Bobby: ringed token',
  'map.legend.stranded': "Can't move: no-entry mark",

  // --- game screen ---
  'game.candidatesHint': 'Tap a station to see it on the map.',
  'game.undone': (p) => `Undone: ${p.what}`,
  'game.inconsistent': 'The record contradicts itself',
  'game.stations': (p) => (p.count === 1 ? '1 station' : `${p.count} stations`),
  'game.round': (p) => `Round ${p.round}`,
  'game.entry': (p) => `Entry ${p.entry}`,
  'game.candidates': (p) => (p.count === 1 ? 'Mister X: 1 station' : `Mister X: ${p.count} stations`),
  'game.noCandidates': 'Mister X: no station fits',
  'game.undo': 'Undo',
  'game.undoLabel': (p) => `Undo: ${p.what}`,
  'game.undoCorrectionLabel': (p) => `Undo the correction of “${p.what}”`,
  'game.undoAnsweredLabel': (p) => `Undo: “${p.what}” stays, Dragnet has answered it`,
  'game.undoneCorrection': (p) => `Undone: the correction of “${p.what}”`,
  'game.nothingToUndo': 'Nothing to undo',
  'game.tickets': 'Tickets',
  'game.history': 'Moves',
  'game.menu': 'Menu',
  'game.newGame': 'New game',
  'game.keptSaved': 'This game stays saved: Saved games in the menu opens it again.',
  'game.lastSeen': (p) => `Last seen at ${p.station} (entry ${p.entry})`,
  'x.turnTitle': (p) => `Mister X's turn: entry ${p.entry}`,
  'x.waitingTitle': 'Mister X: one moment',
  'x.waiting': 'Getting his turn ready…',
  'x.secondHalf': (p) => `Double move: second ticket (entry ${p.entry})`,
  'x.firstHalf': (p) => `Double move: first ticket (entry ${p.entry})`,
  'x.whichTicket': 'Which ticket does Mister X show?',
  'x.left': (p) => `${p.count} left`,
  'x.unlimited': 'unlimited',
  'x.noneLeft': 'none left',
  'x.noStationFits': (p) =>
    `No ${p.ticket} route leads from ${p.count === 1 ? 'the one station' : `any of the ${p.count} stations`} he could be on to a free station. Enter it anyway? The app will point at the entries that may be wrong.`,
  'x.trappedButton': 'Mister X says he is trapped',
  'x.trappedTitle': 'Where is Mister X trapped?',
  'reveal.otherLabel': 'Station number',
  'reveal.enterAnyway': 'Enter anyway',
  'reveal.unknown': (p) => `There is no station ${p.value} on this board.`,
  'pawns.title': 'Detectives move',
  'pawns.pick': 'Tap a pawn, then its destination on the map or below.',
  'pawns.moved': 'moved',
  'pawns.stranded': "can't move",
  'pawns.passed': 'sits out',
  'pawns.blocked': (p) =>
    `${p.pawn} cannot move right now: every station it could reach is taken by a pawn that has not moved yet.`,
  'pawns.pass': (p) => `${p.pawn} sits out this round`,
  'pawns.to-move': 'to move',
  'pawns.from': (p) => `${p.pawn} from ${p.station}:`,
  'pawns.waitForAdvice': 'Tap a pawn, or wait a moment: the suggestions say which moves first.',
  'pawns.destination': (p) => `To ${p.station} by ${p.tickets}`,
  'pawns.whichTicket': (p) => `${p.pawn} to ${p.station}: which ticket?`,
  'pawns.ticketLeft': (p) => `${p.ticket} (${p.count} left)`,
  'pawns.free': 'Bobbies ride free',
  'pawns.surface': 'Mister X surfaces of his own accord',
  'log.title': 'Travel log',
  'log.empty': (p) => `Entry ${p.entry}: not yet played`,
  'log.field': (p) =>
    `Entry ${p.entry}: ${p.ticket}${p.revealed ? `, seen at ${p.revealed}` : ''}${p.surfacing ? ', surfacing' : ''}${p.double ? ', double move' : ''}`,
  'event.x-move': (p) => `Mister X shows ${p.ticket} (entry ${p.entry})`,
  'event.x-double': 'Mister X plays a double move',
  'event.x-reveal': (p) => `Mister X surfaces at ${p.station}`,
  'event.x-surface': (p) => `Mister X surfaces of his own accord at ${p.station}`,
  'event.pawn-move': (p) => `${p.pawn}: ${p.from} → ${p.to} by ${p.ticket}`,
  'event.pawn-pass': (p) => `${p.pawn} cannot move now and sits out this round`,
  'event.answer.yes': (p) => `Mister X was at ${p.station}: caught`,
  'event.answer.no': (p) => `Mister X was not at ${p.station}`,
  'event.end': 'The table ends the game',
  'notice.inconsistent': 'The record contradicts itself.',
  'notice.review': 'Check the moves',
  'notice.dismiss': 'Dismiss',
} satisfies Record<string, Template>;

export type CoreKey = keyof typeof en;
export type Dictionary = { readonly [K in CoreKey]: Template };
