// The suggested moves on the map: a dashed line from each pawn to its suggested station and a ring
// in the pawn's colour there (above the candidates, under the pawns), and a tag with the order to
// enter it and a short reason, which the map lays out with its percentages (label-layout.ts). The
// marks take no taps: a tap on a marked station reaches the station, and the table screen enters
// the suggested move (advice-view.ts).

import type { MapTag } from '../map/map-types';
import { PAWN_PALETTE } from '../pawns/pawn-palette';
import { game } from '../state/game-store';
import { movesToMake, planNumber } from './advice-runner';
import { reasonWords } from './reason-words';

interface Point {
  readonly x: number;
  readonly y: number;
}

interface ShownMove {
  readonly pawn: string;
  readonly to: number;
  readonly colour: string;
  readonly start: Point;
  readonly end: Point;
  readonly text: string;
  /** Its number in the plan ("2."), as in the list. */
  readonly number: number;
  /** Its words say how likely he is there ("≈22% here"). */
  readonly saysChance: boolean;
}

/** The suggestions for the pawns still to move, in the order to enter them. */
function shownMoves(): ShownMove[] {
  const state = game.value;
  if (!state) return [];
  const board = state.game.board;
  const moves: ShownMove[] = [];
  for (const move of movesToMake(state)) {
    const pawn = state.game.setup.pawns[move.pawn];
    const from = state.positions[move.pawn];
    if (!pawn || from === undefined || !board.hasStation(move.to)) continue;
    const number = planNumber(move.pawn, moves.length + 1);
    moves.push({
      pawn: pawn.id,
      number,
      to: move.to,
      colour: PAWN_PALETTE[pawn.colour].fill,
      start: board.station(from),
      end: board.station(move.to),
      text: `${number}. ${reasonWords(state, move, true)}`,
      saysChance: move.reason.code === 'catch',
    });
  }
  return moves;
}

export function AdviceMarks() {
  const moves = shownMoves();
  if (moves.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the panel lists the suggestions.
    <g class="advice-marks" aria-hidden="true">
      {moves.map(({ pawn, to, colour, start, end }) => (
        <g key={pawn} class="advice-mark" data-advice={to}>
          <line class="advice-path" x1={start.x} y1={start.y} x2={end.x} y2={end.y} stroke={colour} />
          <circle class="advice-ring map-grow" cx={end.x} cy={end.y} r={17} stroke={colour} />
        </g>
      ))}
    </g>
  );
}

let lastTags: readonly MapTag[] = [];

/** The tags for the map ("1. closes in", folding into "1."), in the order to enter the moves:
 *  the map lays them out with the percentages, these first (map-tag-layout.ts). The same list
 *  while they read the same, so the map lays them out again only when they change. */
export function adviceTags(): readonly MapTag[] {
  const tags = shownMoves().map(({ pawn, to, colour, text, number, saysChance }) => ({
    key: `advice-${pawn}`,
    station: to,
    text,
    marker: `${number}.`,
    colour,
    saysChance,
  }));
  const same =
    tags.length === lastTags.length &&
    tags.every((tag, index) => JSON.stringify(tag) === JSON.stringify(lastTags[index]));
  if (!same) lastTags = tags;
  return lastTags;
}
