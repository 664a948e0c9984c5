// Die Bilanz aller Spiele auf Deutsch: dieselben Schlüssel wie record-en.ts.
import type { Template } from './en';
import type { recordEn } from './record-en';

const games = (count: string | number | undefined) => (count === 1 ? '1 Spiel' : `${count} Spiele`);
const gamesDative = (count: string | number | undefined) => (count === 1 ? '1 Spiel' : `${count} Spielen`);

export const recordDe: { readonly [K in keyof typeof recordEn]: Template } = {
  'record.title': 'Bilanz aller Spiele',
  'record.loading': 'Die gespeicherten Spiele werden gezählt …',
  'record.indexing': 'Die Liste der gespeicherten Spiele wird vorbereitet',
  'record.progressCount': (p) => `${p.done} von ${p.total} Spielen`,
  'record.empty': 'Noch kein Spiel ist zu Ende. Jedes Spiel zählt hier, sobald es vorbei ist.',
  'record.inProgress': (p) =>
    p.count === 1 ? '1 Spiel läuft noch und zählt noch nicht.' : `${p.count} Spiele laufen noch und zählen noch nicht.`,
  'record.unreadable': (p) =>
    p.count === 1
      ? '1 gespeichertes Spiel lässt sich nicht lesen und zählt nicht.'
      : `${p.count} gespeicherte Spiele lassen sich nicht lesen und zählen nicht.`,
  'record.headline': (p) => `Mister X gewann ${p.won} von ${gamesDative(p.count)} (${p.share}).`,
  'record.wonCount': (p) => `Mister X gewann ${p.count}`,
  'record.lostCount': (p) => `verlor ${p.count}`,
  'record.failed': (p) => `Die gespeicherten Spiele ließen sich nicht lesen: ${p.reason}`,
  'record.games': (p) => games(p.count),
  'record.byRuleSet': 'Nach Regeln',
  'record.byPlayers': 'Nach Zahl der Detektiv-Spieler',
  'record.players': (p) => (p.count === 1 ? '1 Spieler (Spiel zu zweit)' : `${p.count} Spieler`),
  'record.playersNotAsked': 'Nicht gefragt (Milton Bradley, eigene Regeln)',
  'record.byMisterX': 'Wer Mister X spielte',
  'record.x.person': 'Eine Person',
  'record.x.easy': 'Dragnet, leicht',
  'record.x.medium': 'Dragnet, mittel',
  'record.x.hard': 'Dragnet, schwer',
  'record.byRound': 'Die Runde, in der er gefasst wurde',
  'record.byRoundNote':
    'Spiele, die die Detektive gewannen, nach der Runde: Mister X gefasst, oder er saß fest und kam nicht weiter.',
  'record.round': (p) => `Runde ${p.round}`,
  'record.roundCount': (p) => `Runde ${p.round}: ${games(p.count)}`,
  'record.catchers': 'Wer ihn fasste',
  'record.catchersNote': 'Figuren nach ihrem Namen; eine Figur ohne Namen nach ihrer Farbe.',
  'record.noCatches': 'Noch keine Figur hat ihn gefasst.',
  'record.catcherCount': (p) => `${p.name}: ${p.count === 1 ? 'einmal' : `${p.count}-mal`} gefasst`,
};
