// Every refusal and warning the rules produce, as a code with parameters plus its English text.
// Parameters are already in the players' terms (station labels of their board, pawn names), so a
// UI can re-word a message in another language from the code and parameters alone.

export type MessageParams = Readonly<Record<string, string | number>>;

const EN = {
  'bad-setup': (p) => `This set-up cannot be played: ${p.detail}.`,
  'game-over': () => 'The game is over.',
  'x-to-move': () => "It is Mister X's turn: enter the ticket he shows.",
  'x-must-reveal': (p) => `Mister X surfaces after entry ${p.entry}: enter his station first.`,
  'answer-first': (p) => `First answer: was Mister X at station ${p.station}?`,
  'pawns-to-move': (p) => `Not yet: ${p.names} still to move this round.`,
  'double-twice': () => 'Mister X may play only one double move per round.',
  'no-double': () => 'Mister X has no double-move ticket left.',
  'no-black': (p) => `Mister X has no black ticket left (black shown at entries ${p.entries}).`,
  'x-no-ticket': (p) =>
    `Mister X has no ${p.ticket} ticket left: he had ${p.start}, received ${p.received} and has shown ${p.shown}.`,
  'no-reveal-due': (p) => `Mister X does not surface after entry ${p.entry}.`,
  'unknown-station': (p) => `There is no station ${p.station} on this board.`,
  'station-taken': (p) => `Station ${p.station} is taken by ${p.pawn}.`,
  'unknown-pawn': (p) => `There is no pawn "${p.pawn}" in this game.`,
  'already-moved': (p) => `${p.pawn} has already moved this round.`,
  'no-route': (p) => `${p.pawn} cannot go from station ${p.from} to station ${p.to} by ${p.ticket}.`,
  'not-adjacent': (p) =>
    `${p.pawn} cannot reach station ${p.to} from station ${p.from} in one move: no taxi, bus or underground line joins them.`,
  'no-ticket': (p) => `${p.pawn} has no ${p.ticket} ticket left.`,
  'no-question': () => 'Nobody has asked whether Mister X was there.',
  'voluntary-off': () => 'Voluntary surfacing is not one of the rules in this game.',
  'surface-timing': () =>
    'Mister X can surface of his own accord only right after his move, before any detective moves, and not when he has just surfaced.',
  'take-ticket': (p) => `Mister X must take one ticket from ${p.pile}.`,
  'nothing-to-take': (p) => `${p.pile} has no ${p.ticket} ticket to give.`,
  'not-a-pile': (p) => `There is no ticket pile "${p.pile}" with tickets to take.`,
  'end-not-due': (p) => `The game has not ended: ${p.reason}.`,
  'not-trapped': (p) => `Mister X is not trapped at station ${p.station}: he can still move.`,
  'reveal-outside': (p) =>
    `By the record Mister X cannot be at station ${p.station}. One of these entries may be wrong: ${p.entries}.`,
  'no-candidates': (p) => `No station fits the record any more. One of these entries may be wrong: ${p.entries}.`,
} satisfies Record<string, (p: MessageParams) => string>;

export type MessageCode = keyof typeof EN;

export const ENGLISH_MESSAGES: Readonly<Record<MessageCode, (p: MessageParams) => string>> = EN;

/** A refused event, or a record that contradicts itself. `suspects` are indices of events in the
 *  log that could be the wrong ones, oldest first. */
export interface GameError {
  readonly code: MessageCode;
  readonly params: MessageParams;
  readonly message: string;
  readonly suspects: readonly number[];
}

export function gameError(code: MessageCode, params: MessageParams = {}, suspects: readonly number[] = []): GameError {
  return { code, params, message: ENGLISH_MESSAGES[code](params), suspects };
}

/** "1, 2 and 3" */
export function listInWords(items: readonly (string | number)[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
