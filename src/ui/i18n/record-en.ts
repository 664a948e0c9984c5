// The table's record in English: a section of the English dictionary that loads with that screen
// (src/ui/i18n/record-words.ts), keeping the table's download small.
import type { Template } from './en';

const games = (count: string | number | undefined) => (count === 1 ? '1 game' : `${count} games`);

export const recordEn = {
  'record.title': 'Table’s record',
  'record.loading': 'Adding up the saved games…',
  'record.indexing': 'Preparing the list of saved games',
  'record.progressCount': (p) => `${p.done} of ${p.total} games`,
  'record.empty': 'No finished game yet. Each game counts here once it is over.',
  'record.inProgress': (p) =>
    p.count === 1 ? '1 game in progress is not counted yet.' : `${p.count} games in progress are not counted yet.`,
  'record.unreadable': (p) =>
    p.count === 1
      ? '1 saved game cannot be read and is not counted.'
      : `${p.count} saved games cannot be read and are not counted.`,
  'record.headline': (p) => `Mister X won ${p.won} of ${games(p.count)} (${p.share}).`,
  'record.wonCount': (p) => `Mister X won ${p.count}`,
  'record.lostCount': (p) => `lost ${p.count}`,
  'record.failed': (p) => `The saved games could not be read: ${p.reason}`,
  'record.games': (p) => games(p.count),
  'record.byRuleSet': 'By rules',
  'record.byPlayers': 'By detective players',
  'record.players': (p) => (p.count === 1 ? '1 player (two-player game)' : `${p.count} players`),
  'record.playersNotAsked': 'Not asked (Milton Bradley, custom)',
  'record.byMisterX': 'Who played Mister X',
  'record.x.person': 'A person',
  'record.x.easy': 'Dragnet, easy',
  'record.x.medium': 'Dragnet, medium',
  'record.x.hard': 'Dragnet, hard',
  'record.byRound': 'The round he was caught in',
  'record.byRoundNote': 'Games the detectives won, by the round: Mister X caught, or trapped with nowhere to go.',
  'record.round': (p) => `Round ${p.round}`,
  'record.roundCount': (p) => `Round ${p.round}: ${games(p.count)}`,
  'record.catchers': 'Who caught him',
  'record.catchersNote': 'Pawns by the name they were given; a pawn left unnamed by its colour.',
  'record.noCatches': 'No pawn has caught him yet.',
  'record.catcherCount': (p) => `${p.name}: ${p.count === 1 ? '1 catch' : `${p.count} catches`}`,
} satisfies Record<string, Template>;
