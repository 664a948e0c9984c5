// A turn's moves on the review's map, drawn as the table's move advice draws its suggestions: a
// dashed line from each pawn to its station and a ring in the pawn's colour there (above the
// candidates, under the pawns), and a tag the map lays out with its percentages. The tag names the
// pawn by its token's letters and the ticket by its letter ("R U · he is here"), so colour is never
// the only cue; the panel lists the same moves in words.

import type { Reason } from '../../advisor/plan';
import type { StationId, TransportTicket } from '../../board/types';
import type { GameState } from '../../game/state';
import { reasonWords } from '../advice/reason-words';
import type { MapTexts } from '../map/map-texts';
import type { MapTag } from '../map/map-types';
import { pawnLetters } from '../pawns/pawn-letters';
import { PAWN_PALETTE } from '../pawns/pawn-palette';

export interface MarkedMove {
  /** The pawn's id. */
  readonly pawn: string;
  readonly to: StationId;
  readonly ticket: TransportTicket;
  /** The better plan's reason for it; none for the moves a table tries. */
  readonly reason?: Reason;
}

function colourOf(state: GameState, pawn: string): string {
  const setup = state.game.setup.pawns[state.game.pawnIndex.get(pawn) ?? -1];
  return setup ? PAWN_PALETTE[setup.colour].fill : 'currentColor';
}

export function PlanMarks({ state, moves }: { readonly state: GameState; readonly moves: readonly MarkedMove[] }) {
  const { board } = state.game;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the panel lists the moves.
    <g class="review-plan-marks" aria-hidden="true">
      {moves.map(({ pawn, to }) => {
        const from = state.positions[state.game.pawnIndex.get(pawn) ?? -1];
        if (from === undefined || !board.hasStation(from) || !board.hasStation(to)) return null;
        const start = board.station(from);
        const end = board.station(to);
        const colour = colourOf(state, pawn);
        return (
          <g key={pawn} class="review-plan-mark" data-plan={to} data-pawn-plan={pawn}>
            <line class="review-plan-path" x1={start.x} y1={start.y} x2={end.x} y2={end.y} stroke={colour} />
            <circle class="review-plan-ring map-grow" cx={end.x} cy={end.y} r={17} stroke={colour} />
          </g>
        );
      })}
    </g>
  );
}

/** The tags of the moves, most telling first as listed: "R U · he is here", folding into "R U". */
export function planTags(state: GameState, moves: readonly MarkedMove[], texts: MapTexts): MapTag[] {
  const letters = pawnLetters(state.game.setup.pawns);
  return moves.map((move) => {
    // Letters and a mark, no words: the same in every language.
    const marker = `${letters.get(move.pawn) ?? move.pawn} ${texts.ticketLetter[move.ticket]}`;
    const reason = move.reason && reasonWords(state, { pawn: move.pawn, reason: move.reason }, true);
    return {
      key: `plan-${move.pawn}`,
      station: move.to,
      text: reason ? `${marker} · ${reason}` : marker,
      marker,
      colour: colourOf(state, move.pawn),
      saysChance: move.reason?.code === 'catch',
    };
  });
}
