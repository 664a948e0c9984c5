// How to keep the saved games, in English: a section that loads with the notice that says it
// (src/ui/keeping/keep-notice.tsx), never with the page.
import type { Template } from './en';

export const keepEn = {
  'keep.title': 'Keeping your saved games',
  'keep.ios-safari':
    'Safari deletes what a site has saved when it has not been visited for seven days. To keep your games, add Dragnet to the Home Screen (Share, then “Add to Home Screen”) and open it from there.',
  'keep.other':
    'This browser does not promise to keep Dragnet’s saved games: it may delete them when the device runs low on space or when its browsing data is cleared. Installing Dragnet (in the browser’s menu: “Install” or “Add to Home screen”) helps to keep them.',
  'keep.installed': 'This device does not promise to keep Dragnet’s saved games when it runs low on space.',
  'keep.backup': 'A backup file holds every game; “Import games…” brings them back on any device.',
  'keep.remindTitle': 'Time for a backup',
  'keep.remind': (p) =>
    `${p.games} saved games, and no backup file for ${p.days} days. A backup keeps them should this browser clear its storage or the device be lost.`,
  'keep.save': 'Save a backup file',
  'keep.later': 'Not now',
  'keep.saving': 'Making the backup file…',
  'keep.saved': (p) =>
    `Backup made: ${p.file} (${p.count === 1 ? '1 game' : `${p.count} games`}). Keep it somewhere safe, such as Files or an e-mail to yourself.`,
  'keep.failed': (p) => `The backup file could not be made: ${p.reason}`,
} satisfies Record<string, Template>;
