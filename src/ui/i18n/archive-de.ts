// Die Wörter der früheren Spiele auf Deutsch: dieselben Schlüssel wie archive-en.ts.
import type { archiveEn } from './archive-en';
import type { Template } from './en';

export const archiveDe: { readonly [K in keyof typeof archiveEn]: Template } = {
  'archive.title': 'Gespeicherte Spiele',
  'archive.record': 'Bilanz aller Spiele',
  'archive.count': (p) => (p.count === 1 ? '1 gespeichertes Spiel' : `${p.count} gespeicherte Spiele`),
  'archive.loading': 'Die gespeicherten Spiele werden geladen …',
  'archive.loadingGame': 'Wird geladen …',
  'archive.empty': 'Noch keine gespeicherten Spiele. Jedes Spiel wird hier gespeichert, während es läuft.',
  'archive.unnamed': 'Spiel ohne Namen',
  'archive.inPlay': 'Wird gerade gespielt',
  'archive.onTable': 'Am Tisch geöffnet',
  'archive.pawns': (p) => `Figuren: ${p.names}`,
  'archive.inProgress': (p) => `Läuft: Runde ${p.round}`,
  'archive.rounds': (p) => (p.count === 1 ? '1 Runde' : `${p.count} Runden`),
  'archive.lastPlayed': (p) => `Zuletzt gespielt: ${p.when}`,
  'archive.won.capture': (p) => `Die Detektive haben gewonnen: Mister X auf ${p.station} gefasst`,
  'archive.won.x-trapped': (p) => `Die Detektive haben gewonnen: Mister X saß auf ${p.station} fest`,
  'archive.won.x-trapped-somewhere': 'Die Detektive haben gewonnen: Mister X saß fest',
  'archive.won.rounds-played': 'Mister X hat gewonnen: Alle Runden sind gespielt',
  'archive.won.detectives-stuck': 'Mister X hat gewonnen: Kein Detektiv konnte mehr ziehen',
  'archive.open': 'Öffnen',
  'archive.review': 'Rückblick',
  'archive.export': 'Exportieren',
  'archive.more': 'Mehr',
  'archive.rename': 'Umbenennen',
  'archive.renameLabel': 'Name des Spiels',
  'archive.save': 'Speichern',
  'archive.renamed': (p) => `Umbenannt in „${p.name}“.`,
  'archive.duplicate': 'Kopieren',
  'archive.copySuffix': ' (Kopie)',
  'archive.duplicated': (p) => `Kopie gespeichert: „${p.name}“.`,
  'archive.delete': 'Löschen',
  'archive.deleted': (p) => `„${p.name}“ gelöscht.`,
  'archive.undo': 'Rückgängig',
  'archive.damagedTitle': 'Beschädigtes gespeichertes Spiel',
  'archive.damaged': (p) => `Dieses gespeicherte Spiel kann nicht gelesen werden: ${p.reason}`,
  'archive.exportRaw': 'Rohdaten exportieren',
  'archive.exportRawNote':
    'Alles, was zu diesem Spiel gespeichert ist, genau so, wie es ist, damit nichts verloren geht. Dragnet kann es nicht öffnen; bewahre es auf oder hänge es an einen Fehlerbericht.',
  'archive.exportTitle': (p) => `„${p.name}“ exportieren`,
  'archive.exportOneNote': 'Eine Dragnet-Spieldatei: „Spiele importieren“ öffnet sie auf jedem Gerät.',
  'archive.exportDragnetNote':
    'Diese Datei enthält den geheimen Weg von Mister X: Dragnet spielt ihn in diesem Spiel, das noch läuft, also kann jeder, der die Datei öffnet, lesen, wo er ist. Auf einem anderen Gerät importiert, geht das Spiel dort gegen Dragnet weiter.',
  'archive.exportAllDragnetNote': (p) =>
    `${p.count === 1 ? 'Ein Spiel' : `${p.count} Spiele`} in dieser Datei ${p.count === 1 ? 'läuft' : 'laufen'} noch mit Dragnet als Mister X: Die Datei enthält seinen geheimen Weg, also kann jeder, der sie öffnet, lesen, wo er ist.`,
  'archive.exportAll': 'Alle Spiele exportieren',
  'archive.exportAllNote': (p) =>
    `${p.count === 1 ? '1 Spiel' : `${p.count} Spiele`} in einer Archivdatei: als Sicherung aufbewahren oder auf einem anderen Gerät importieren.`,
  'archive.exportSkipped': (p) =>
    p.count === 1
      ? `Nicht enthalten: ${p.names}, das nicht gelesen werden kann. Es ist in der Liste als beschädigt markiert, wo „Rohdaten exportieren“ es so speichert, wie es ist.`
      : `Nicht enthalten: ${p.count} gespeicherte Spiele, die nicht gelesen werden können (${p.names}). Jedes ist in der Liste als beschädigt markiert, wo „Rohdaten exportieren“ es so speichert, wie es ist.`,
  'archive.quoted': (p) => `„${p.name}“`,
  'archive.andMore': (p) => `und ${p.count} weitere`,
  'archive.unreadableTitle': (p) => `„${p.name}“ kann nicht gelesen werden`,
  'archive.unreadableNote':
    'Nichts wurde verändert oder gelöscht: Das Spiel bleibt in der Liste, als beschädigt markiert. Seine Rohdaten sind alles, was zu ihm gespeichert ist, genau so, wie es ist. Dragnet kann es nicht öffnen: Speichere sie als Datei, um sie aufzubewahren, oder hänge sie an einen Fehlerbericht.',
  'archive.size.kb': (p) => `${p.size} KB`,
  'archive.size.mb': (p) => `${p.size} MB`,
  'archive.download': 'Herunterladen',
  'archive.share': 'Teilen …',
  'archive.shareFailed': 'Teilen hat hier nicht funktioniert; nutze stattdessen „Herunterladen“.',
  'archive.import': 'Spiele importieren …',
  'archive.importing': 'Wird importiert …',
  'archive.reportTitle': 'Ergebnis des Imports',
  'archive.import.done': (p) => `${p.file}: ${p.summary}.`,
  'archive.import.empty': 'das Archiv enthält keine Spiele',
  'archive.import.many.added': (p) => (p.count === 1 ? '1 Spiel hinzugefügt' : `${p.count} Spiele hinzugefügt`),
  'archive.import.many.same': (p) => `${p.count} schon vorhanden`,
  'archive.import.many.copy': (p) =>
    p.count === 1
      ? '1 als Kopie hinzugefügt, weil schon ein anderes Spiel mit derselben Kennung gespeichert ist'
      : `${p.count} als Kopien hinzugefügt, weil schon andere Spiele mit derselben Kennung gespeichert sind`,
  'archive.import.many.failed': (p) =>
    `${p.count} konnten nicht gespeichert werden (ist der Speicher des Geräts voll?)`,
  'archive.import.many.restored': (p) =>
    `${p.count} schon vorhanden, aber ohne den geheimen Weg von Mister X (Dragnet spielt ihn), den die Datei zurückgab`,
  'archive.import.one.added': (p) => `${p.file}: „${p.name}“ hinzugefügt.`,
  'archive.import.one.same': (p) => `${p.file}: „${p.name}“ ist schon vorhanden.`,
  'archive.import.one.copy': (p) =>
    `${p.file}: Ein anderes Spiel mit derselben Kennung ist schon gespeichert, daher wurde dieses als „${p.name}“ hinzugefügt.`,
  'archive.import.one.failed': (p) =>
    `${p.file}: „${p.name}“ konnte nicht gespeichert werden. Ist der Speicher des Geräts voll?`,
  'archive.import.one.restored': (p) =>
    `${p.file}: „${p.name}“ ist schon vorhanden, aber diesem Gerät fehlte der geheime Weg von Mister X (Dragnet spielt ihn in diesem Spiel). Die Datei gab ihn zurück: Dragnet spielt weiter.`,
  'archive.import.damaged': (p) =>
    p.count === 1
      ? `1 der ${p.total} Spiele kann nicht gelesen werden und wurde nicht importiert:`
      : `${p.count} der ${p.total} Spiele können nicht gelesen werden und wurden nicht importiert:`,
  'archive.saveDamaged': (p) =>
    p.count === 1
      ? 'Das beschädigte Spiel unverändert speichern'
      : `Die ${p.count} beschädigten Spiele unverändert speichern`,
  'archive.damagedFileTitle': 'Beschädigte Spiele',
  'archive.damagedFileNote':
    'Diese Spiele genau so, wie das Archiv sie enthält, damit nichts verloren geht. Dragnet kann sie nicht öffnen; bewahre die Datei auf oder hänge sie an einen Fehlerbericht.',
  'archive.importProgress': 'Spiele werden importiert',
  'archive.progressCount': (p) => `${p.done} von ${p.total} Spielen`,
  'archive.indexing': 'Die Liste der gespeicherten Spiele wird vorbereitet',
  'archive.search': 'Spiel suchen',
  'archive.searchHint': 'Name, Datum oder Regeln',
  'archive.matches': (p) => (p.count === 1 ? `1 von ${p.total} Spielen` : `${p.count} von ${p.total} Spielen`),
  'archive.noMatch': (p) => `Kein gespeichertes Spiel passt zu „${p.query}“.`,
  'archive.problem.notImported': (p) =>
    `${p.file} wurde nicht importiert; an den gespeicherten Spielen hat sich nichts geändert.`,
  'archive.problem.too-large': (p) =>
    `Die Datei ist zu groß (${p.size} MB); importiert werden können höchstens ${p.limit} MB.`,
  'archive.problem.not-json': 'Das ist keine JSON-Datei, oder sie ist abgeschnitten oder beschädigt.',
  'archive.problem.foreign': 'Das ist kein Dragnet-Spiel und kein Dragnet-Archiv (eine Datei einer anderen App?).',
  'archive.problem.newer': (p) =>
    `Sie wurde mit einer neueren Version von Dragnet erstellt (Formatversion ${p.version}). Aktualisiere Dragnet, um sie zu öffnen.`,
  'archive.problem.invalid': (p) => `Sie kann nicht gelesen werden: ${p.detail}`,
  'archive.problem.unreadable': 'Der Browser konnte sie nicht lesen.',
  'archive.problem.entry': (p) => `Spiel ${p.number}${p.name ? ` „${p.name}“` : ''}: ${p.detail}`,
  'archive.problem.entryNewer': (p) => `mit einer neueren Version von Dragnet erstellt (Formatversion ${p.version})`,
  'archive.problem.more': (p) => `… und ${p.count} weitere.`,
};
