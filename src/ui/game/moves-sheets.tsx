// The Moves list and the correction sheet, with their words: a file of their own, loaded the first
// time the table opens one or the record contradicts itself (the likely mistakes open the
// correction sheet), and precached for offline use, so the table's download stays small.

export { EditEvent } from './edit-event';
export { HistorySheet } from './history-sheet';
export { LikelyFixes } from './likely-fixes';
