// Wie die gespeicherten Spiele erhalten bleiben, auf Deutsch: dieselben Schlüssel wie keep-en.ts.
import type { Template } from './en';
import type { keepEn } from './keep-en';

export const keepDe: { readonly [K in keyof typeof keepEn]: Template } = {
  'keep.title': 'Gespeicherte Spiele erhalten',
  'keep.ios-safari':
    'Safari löscht, was eine Website gespeichert hat, wenn sie sieben Tage lang nicht besucht wurde. Damit die Spiele bleiben: Dragnet zum Home-Bildschirm hinzufügen (Teilen, dann „Zum Home-Bildschirm“) und von dort öffnen.',
  'keep.other':
    'Dieser Browser sichert nicht zu, die gespeicherten Spiele von Dragnet zu behalten: Er kann sie löschen, wenn der Speicher knapp wird oder die Browserdaten gelöscht werden. Dragnet zu installieren (im Menü des Browsers: „Installieren“ oder „Zum Startbildschirm hinzufügen“) hilft, sie zu behalten.',
  'keep.installed':
    'Dieses Gerät sichert nicht zu, die gespeicherten Spiele von Dragnet zu behalten, wenn der Speicher knapp wird.',
  'keep.backup': 'Eine Sicherungsdatei enthält alle Spiele; „Spiele importieren …“ holt sie auf jedem Gerät zurück.',
  'keep.remindTitle': 'Zeit für eine Sicherung',
  'keep.remind': (p) =>
    `${p.games} gespeicherte Spiele und seit ${p.days} Tagen keine Sicherungsdatei. Eine Sicherung bewahrt sie, falls dieser Browser seinen Speicher leert oder das Gerät verloren geht.`,
  'keep.save': 'Sicherungsdatei speichern',
  'keep.later': 'Nicht jetzt',
  'keep.saving': 'Die Sicherungsdatei wird erstellt …',
  'keep.saved': (p) =>
    `Sicherung erstellt: ${p.file} (${p.count === 1 ? '1 Spiel' : `${p.count} Spiele`}). Gut aufbewahren, etwa in „Dateien“ oder in einer E-Mail an sich selbst.`,
  'keep.failed': (p) => `Die Sicherungsdatei konnte nicht erstellt werden: ${p.reason}`,
};
