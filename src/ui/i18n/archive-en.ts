// The past-games screen's words in English: a section of the English dictionary that loads with
// that screen (src/ui/i18n/archive-words.ts), keeping the table's download small.
import type { Template } from './en';

export const archiveEn = {
  'archive.title': 'Saved games',
  'archive.record': 'Table’s record',
  'archive.count': (p) => (p.count === 1 ? '1 saved game' : `${p.count} saved games`),
  'archive.loading': 'Loading the saved games…',
  'archive.loadingGame': 'Loading…',
  'archive.empty': 'No saved games yet. Every game is saved here as it is played.',
  'archive.unnamed': 'Untitled game',
  'archive.inPlay': 'Playing now',
  'archive.onTable': 'Open at the table',
  'archive.pawns': (p) => `Pawns: ${p.names}`,
  'archive.inProgress': (p) => `In progress: round ${p.round}`,
  'archive.rounds': (p) => (p.count === 1 ? '1 round' : `${p.count} rounds`),
  'archive.lastPlayed': (p) => `Last played ${p.when}`,
  'archive.won.capture': (p) => `Detectives won: Mister X caught at ${p.station}`,
  'archive.won.x-trapped': (p) => `Detectives won: Mister X trapped at ${p.station}`,
  'archive.won.x-trapped-somewhere': 'Detectives won: Mister X trapped',
  'archive.won.rounds-played': 'Mister X won: all rounds played',
  'archive.won.detectives-stuck': 'Mister X won: no detective could move',
  'archive.open': 'Open',
  'archive.review': 'Review',
  'archive.export': 'Export',
  'archive.more': 'More',
  'archive.rename': 'Rename',
  'archive.renameLabel': 'Name of the game',
  'archive.save': 'Save',
  'archive.renamed': (p) => `Renamed to “${p.name}”.`,
  'archive.duplicate': 'Duplicate',
  'archive.copySuffix': ' (copy)',
  'archive.duplicated': (p) => `Saved a copy: “${p.name}”.`,
  'archive.delete': 'Delete',
  'archive.deleted': (p) => `Deleted “${p.name}”.`,
  'archive.undo': 'Undo',
  'archive.damagedTitle': 'Damaged saved game',
  'archive.damaged': (p) => `This saved game cannot be read: ${p.reason}`,
  'archive.exportRaw': 'Export raw data',
  'archive.exportRawNote':
    'Everything stored for this game, exactly as it is, so that nothing is lost. Dragnet cannot open it; keep it, or attach it to a bug report.',
  'archive.exportTitle': (p) => `Export “${p.name}”`,
  'archive.exportOneNote': 'A Dragnet game file: “Import games” opens it on any device.',
  'archive.exportDragnetNote':
    'This file contains Mister X’s secret route: Dragnet plays him in this game, which is not over, so whoever opens the file can read where he is. Imported on another device, the game goes on against Dragnet there.',
  'archive.exportAllDragnetNote': (p) =>
    p.count === 1
      ? 'In one game in this file Dragnet plays Mister X and the game is not over: the file contains his secret route, so whoever opens it can read where he is.'
      : `In ${p.count} games in this file Dragnet plays Mister X and the game is not over: the file contains his secret routes, so whoever opens it can read where he is.`,
  'archive.exportAll': 'Export all games',
  'archive.exportAllNote': (p) =>
    `${p.count === 1 ? '1 game' : `${p.count} games`} in one archive file: keep it as a backup, or import it on another device.`,
  'archive.exportSkipped': (p) =>
    p.count === 1
      ? `Not included: ${p.names}, which cannot be read. It is marked damaged in the list, where “Export raw data” saves it as it is.`
      : `Not included: ${p.count} saved games that cannot be read (${p.names}). Each is marked damaged in the list, where “Export raw data” saves it as it is.`,
  'archive.quoted': (p) => `“${p.name}”`,
  'archive.andMore': (p) => `and ${p.count} more`,
  'archive.unreadableTitle': (p) => `“${p.name}” cannot be read`,
  'archive.unreadableNote':
    'Nothing was changed or deleted: the game stays in the list, marked damaged. Its raw data is everything stored for it, exactly as it is. Dragnet cannot open it: save it as a file to keep it, or attach it to a bug report.',
  'archive.size.kb': (p) => `${p.size} KB`,
  'archive.size.mb': (p) => `${p.size} MB`,
  'archive.download': 'Download',
  'archive.share': 'Share…',
  'archive.shareFailed': 'Sharing did not work here; use Download instead.',
  'archive.import': 'Import games…',
  'archive.importing': 'Importing…',
  'archive.reportTitle': 'Import results',
  'archive.import.done': (p) => `${p.file}: ${p.summary}.`,
  'archive.import.empty': 'the archive holds no games',
  'archive.import.many.added': (p) => (p.count === 1 ? '1 game added' : `${p.count} games added`),
  'archive.import.many.same': (p) => `${p.count} already here`,
  'archive.import.many.copy': (p) =>
    p.count === 1
      ? '1 added as a copy, as a different game with the same identity is already saved'
      : `${p.count} added as copies, as different games with the same identity are already saved`,
  'archive.import.many.failed': (p) => `${p.count} could not be stored (is the device's storage full?)`,
  'archive.import.many.restored': (p) =>
    `${p.count} already here without Mister X’s secret route (Dragnet plays him), which the file gave back`,
  'archive.import.one.added': (p) => `${p.file}: added “${p.name}”.`,
  'archive.import.one.same': (p) => `${p.file}: “${p.name}” is already here.`,
  'archive.import.one.copy': (p) =>
    `${p.file}: a different game with the same identity is already saved, so this one was added as “${p.name}”.`,
  'archive.import.one.failed': (p) => `${p.file}: “${p.name}” could not be stored. Is the device's storage full?`,
  'archive.import.one.restored': (p) =>
    `${p.file}: “${p.name}” is already here, but this device had lost Mister X’s secret route (Dragnet plays him in this game). The file gave it back: Dragnet plays on.`,
  'archive.import.damaged': (p) =>
    p.count === 1
      ? `1 of its ${p.total} games cannot be read and was not imported:`
      : `${p.count} of its ${p.total} games cannot be read and were not imported:`,
  'archive.saveDamaged': (p) =>
    p.count === 1 ? 'Save the damaged game as it is' : `Save the ${p.count} damaged games as they are`,
  'archive.damagedFileTitle': 'Damaged games',
  'archive.damagedFileNote':
    'These games exactly as the archive holds them, so that nothing is lost. Dragnet cannot open them; keep the file, or attach it to a bug report.',
  'archive.importProgress': 'Importing games',
  'archive.progressCount': (p) => `${p.done} of ${p.total} games`,
  'archive.indexing': 'Preparing the list of saved games',
  'archive.search': 'Find a game',
  'archive.searchHint': 'Name, date or rules',
  'archive.matches': (p) => (p.count === 1 ? `1 of ${p.total} games` : `${p.count} of ${p.total} games`),
  'archive.noMatch': (p) => `No saved game matches “${p.query}”.`,
  'archive.problem.notImported': (p) => `${p.file} was not imported; nothing saved was changed.`,
  'archive.problem.too-large': (p) => `It is too large (${p.size} MB); at most ${p.limit} MB can be imported.`,
  'archive.problem.not-json': 'It is not a JSON file, or it is cut short or damaged.',
  'archive.problem.foreign': "It is not a Dragnet game or archive (another app's file?).",
  'archive.problem.newer': (p) =>
    `It was made by a newer version of Dragnet (format version ${p.version}). Update Dragnet to open it.`,
  'archive.problem.invalid': (p) => `It cannot be read: ${p.detail}`,
  'archive.problem.unreadable': (p) => `The browser could not read it: ${p.detail}`,
  'archive.problem.entry': (p) => `Game ${p.number}${p.name ? ` “${p.name}”` : ''}: ${p.detail}`,
  'archive.problem.entryNewer': (p) => `made by a newer version of Dragnet (format version ${p.version})`,
  'archive.problem.more': (p) => `… and ${p.count} more.`,
} satisfies Record<string, Template>;
