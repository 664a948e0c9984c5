// The table's sheets a game opens now and then (his possible stations, the tickets), one download
// loaded when the table first opens one of them (table-sheet.tsx).
export { CandidatesSheet } from './candidates-sheet';
export { TicketsSheet } from './tickets-sheet';
