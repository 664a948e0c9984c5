// The rules' messages in English: refusals, contradictions and set-up problems (codes in
// src/game/messages.ts). The command line and the English table read these.
import type { EndReason } from '../game/events';
import { basicsEn } from './basics-en';
import type { RuleWords, Say } from './words';

const BASICS = basicsEn;

const END_NOT_DUE: Readonly<Record<EndReason, string>> = {
  capture: 'a capture is entered by answering that Mister X was there',
  'x-trapped': 'not every station Mister X could be on is cut off; if he is trapped, he names his station',
  'rounds-played': 'the last round has not been played',
  'detectives-stuck': 'a detective can still move',
};

/** A detective pile, by the pawns that pay from it. */
function pile(id: string, say: Say): string {
  const users = say.pawnsOfPile(id).map(say.pawn);
  return users.length === 1 ? `${users[0]}'s pile` : `the pile of ${say.list(users, 'and')}`;
}

export const rulesEn: RuleWords = {
  basics: BASICS,
  rules: {
    'bad-setup': (p, say) => `This set-up cannot be played: ${say.setupProblem(p.problem)}.`,
    'game-over': () => 'The game is over.',
    'x-to-move': () => "It is Mister X's turn: enter the ticket he shows.",
    'x-must-reveal': (p) => `Mister X surfaces after entry ${p.entry}: enter his station first.`,
    'answer-first': (p, say) => `First answer: was Mister X at station ${say.station(p.station)}?`,
    'pawns-to-move': (p, say) => `Not yet: ${say.list(p.pawns.map(say.pawn), 'and')} still to move this round.`,
    'double-twice': () => 'Mister X may play only one double move per round.',
    'no-double': () => 'Mister X has no double-move ticket left.',
    'no-black': (p, say) => `Mister X has no black ticket left (black shown at entries ${say.list(p.entries, 'and')}).`,
    'x-no-ticket': (p) =>
      `Mister X has no ${p.ticket} ticket left: he had ${p.start}, received ${p.received} and has shown ${p.shown}.`,
    'no-reveal-due': (p) => `Mister X does not surface after entry ${p.entry}.`,
    'unknown-station': (p) => `There is no station ${p.station} on this board.`,
    'station-taken': (p, say) => `Station ${say.station(p.station)} is taken by ${say.pawn(p.pawn)}.`,
    'unknown-pawn': (p) => `There is no pawn "${p.pawn}" in this game.`,
    'already-moved': (p, say) => `${say.pawn(p.pawn)} has already moved this round.`,
    'pass-can-move': (p, say) =>
      `${say.pawn(p.pawn)} can move, so it cannot pass: only a pawn whose every reachable station is taken sits out.`,
    'no-route': (p, say) =>
      `${say.pawn(p.pawn)} cannot go from station ${say.station(p.from)} to station ${say.station(p.to)} by ${p.ticket}.`,
    'not-adjacent': (p, say) =>
      `${say.pawn(p.pawn)} cannot reach station ${say.station(p.to)} from station ${say.station(p.from)} in one move: no taxi, bus or underground line joins them.`,
    'no-ticket': (p, say) => `${say.pawn(p.pawn)} has no ${p.ticket} ticket left.`,
    'no-question': () => 'Nobody has asked whether Mister X was there.',
    'voluntary-off': () => 'Voluntary surfacing is not one of the rules in this game.',
    'surface-timing': () =>
      'Mister X can surface of his own accord only right after his move, before any detective moves, and not when he has just surfaced.',
    'take-ticket': (p, say) => `Mister X must take one ticket from ${pile(p.pile, say)}.`,
    'nothing-to-take': (p, say) => `${pile(p.pile, say)} has no ${p.ticket} ticket to give.`,
    'not-a-pile': (p) => `There is no ticket pile "${p.pile}" with tickets to take.`,
    'end-not-due': (p) => `The game has not ended: ${END_NOT_DUE[p.reason]}.`,
    'trap-not-a-rule': () => 'The game has not ended: Mister X is never trapped in these rules.',
    'not-trapped': (p, say) => `Mister X is not trapped at station ${say.station(p.station)}: he can still move.`,
    'reveal-outside': (p, say) =>
      `By the record Mister X cannot be at station ${say.station(p.station)}. One of these entries may be wrong: ${say.suspects(p.suspects)}.`,
    'no-candidates': (p, say) =>
      `No station fits the record any more. One of these entries may be wrong: ${say.suspects(p.suspects)}.`,
  },
  suspect: {
    start: () => 'the start stations',
    entry: (p) => `entry ${p.entry} (${p.ticket})`,
    reveal: (p, say) => `station ${say.station(p.station)} shown after entry ${p.entry}`,
    answer: (p, say) => `"not at station ${say.station(p.station)}" after ${say.pawn(p.pawn)}'s move`,
  },
};
