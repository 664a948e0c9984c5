// The game's facts in the player's language: ticket names, events, refusals. Core messages carry
// a code and data; the player's language words them (src/words/, through i18n.ts).
import type { StationId, Ticket } from '../../board/types';
import type { GameEvent } from '../../game/events';
import type { GameError } from '../../game/messages';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { ruleText } from '../../words/words';
import { fileWords, listText, ruleWords, t } from '../i18n/i18n';

export function ticketWord(ticket: Ticket): string {
  return t(`ticket.word.${ticket}`);
}

export function ticketName(ticket: Ticket): string {
  return t(`ticket.${ticket}`);
}

export function label(state: GameState, station: StationId): number {
  return state.game.board.label(station);
}

export function pawnName(state: GameState, pawn: number | string): string {
  const index = typeof pawn === 'number' ? pawn : (state.game.pawnIndex.get(pawn) ?? -1);
  return state.game.setup.pawns[index]?.name ?? String(pawn);
}

export function inWords(items: readonly (string | number)[], join: 'and' | 'or' = 'and'): string {
  return listText(items, join);
}

/** One event of the log, as the table would say it. `before` is the state it was applied to. */
export function eventText(before: GameState, event: GameEvent): string {
  switch (event.type) {
    case 'x-move':
      return t('event.x-move', { ticket: ticketWord(event.ticket), entry: before.log.length + 1 });
    case 'x-double':
      return t('event.x-double');
    case 'x-reveal':
      return t('event.x-reveal', { station: label(before, event.station) });
    case 'x-surface':
      return t('event.x-surface', { station: label(before, event.station) });
    case 'pawn-move': {
      const pawn = before.game.pawnIndex.get(event.pawn) ?? -1;
      const from = before.positions[pawn];
      return t('event.pawn-move', {
        pawn: pawnName(before, event.pawn),
        from: from === undefined ? '?' : label(before, from),
        to: label(before, event.to),
        ticket: ticketWord(event.ticket),
      });
    }
    case 'pawn-pass':
      return t('event.pawn-pass', { pawn: pawnName(before, event.pawn) });
    case 'answer': {
      const station = before.question ? label(before, before.question.station) : '?';
      return t(event.found ? 'event.answer.yes' : 'event.answer.no', { station });
    }
    case 'end':
      return t('event.end');
  }
}

/** A refusal or inconsistency in the player's language, for a game of this set-up (an ellipsis
 *  until the rules' words have loaded). `record` lets
 *  the entries an inconsistency suspects be named as the moves they are. */
export function explain(
  error: GameError,
  setup: Setup,
  record?: { readonly states: readonly GameState[]; readonly events: readonly GameEvent[] },
): string {
  const named =
    record && (error.code === 'reveal-outside' || error.code === 'no-candidates')
      ? error.suspects.flatMap((index) => {
          const before = record.states[index];
          const event = record.events[index];
          return before && event ? [eventText(before, event)] : [];
        })
      : undefined;
  const setupWords = error.code === 'bad-setup' ? (fileWords()?.setup ?? null) : null;
  const words = ruleWords();
  // An ellipsis for the moment the rules' words are on their way (they come after the first frame).
  return words ? ruleText(words, error, setup, { named, setup: setupWords }) : '…';
}
