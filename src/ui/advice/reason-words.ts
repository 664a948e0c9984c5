// A planned move's reason in the players' language, as the advice at the table words it: the panel's
// full words, or the map tag's short ones. The review says the better plan's reasons in the same words.
import type { Reason, Shuttle } from '../../advisor/plan';
import type { GameState } from '../../game/state';
import { pawnName, ticketWord } from '../game/texts';
import { t } from '../i18n/advice-words';
import { listText } from '../i18n/i18n';

/** The reason in the players' language (`short` for the map's tags). A ride to and fro says so
 *  first in the panel: "3rd ride in a row between 41 and 29: he may be on 29 (≈8%)". */
export function reasonWords(
  state: GameState,
  move: { readonly pawn: number | string; readonly reason: Reason; readonly again?: Shuttle },
  short = false,
): string {
  const words = coreWords(state, move, short);
  const { again } = move;
  return again && !short
    ? `${t('advice.again', { rides: again.rides, from: again.from, to: again.to })}: ${words}`
    : words;
}

function coreWords(
  state: GameState,
  move: { readonly pawn: number | string; readonly reason: Reason },
  short: boolean,
): string {
  const { reason } = move;
  const key = `advice.${short ? 'short' : 'reason'}.${reason.code}` as const;
  switch (reason.code) {
    case 'saves-ticket':
      return t(key, { pawn: pawnName(state, move.pawn), ticket: ticketWord(reason.ticket), left: reason.left });
    case 'keeps-tickets':
      return t(key, { pawn: pawnName(state, move.pawn) });
    case 'spares-x':
      return t(key, { ticket: ticketWord(reason.ticket) });
    case 'guards-underground':
      return t(key, { station: reason.station, blocks: reason.blocks ? 1 : 0 });
    case 'surfacing':
    case 'covers':
      return t(key, reason.from == null ? { percent: reason.percent } : { percent: reason.percent, from: reason.from });
    case 'closes-in':
    case 'nearest': {
      const { rides, station } = reason;
      const before = reason.code === 'closes-in' ? { before: reason.before } : {};
      return t(key, station === null ? { rides, ...before } : { rides, station, ...before });
    }
    case 'likely': {
      const { stations, percent, rides, before } = reason;
      return t(key, { likeliest: listText(stations, 'or'), count: stations.length, percent, rides, before });
    }
    case 'only-move':
    case 'narrows':
    case 'keeps-lines':
    case 'best-fit':
      return t(key);
    default: {
      const { code: _code, ...params } = reason;
      return t(key, params);
    }
  }
}
