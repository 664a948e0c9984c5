// The suggested moves on the map: a dashed line from each pawn to its suggested station and a ring
// in the pawn's colour there (above the candidates, under the pawns), and a tag with the order to
// enter it and a short reason, drawn above the pawns so no token hides it, and grown to a readable
// size however far the map is zoomed out (--map-tag-grow). The marks take no taps: a tap on a
// marked station reaches the station, and the table screen enters the suggested move
// (advice-view.ts).
import { PAWN_PALETTE } from '../pawns/pawn-palette';
import { game } from '../state/game-store';
import { reasonWords } from './advice-panel';
import { currentPlan } from './advice-runner';

/** Width of a tag for `text` at the tag's font size (map units). */
const tagWidth = (text: string) => text.length * 4 + 8;

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
}

/** The suggestions for the pawns still to move, in the order to enter them. */
function shownMoves(): ShownMove[] {
  const state = game.value;
  const shown = currentPlan();
  if (!state || !shown) return [];
  const board = state.game.board;
  const moves: ShownMove[] = [];
  for (const move of shown.moves.filter((candidate) => !state.moved[candidate.pawn])) {
    const pawn = state.game.setup.pawns[move.pawn];
    const from = state.positions[move.pawn];
    if (!pawn || from === undefined || !board.hasStation(move.to)) continue;
    moves.push({
      pawn: pawn.id,
      to: move.to,
      colour: PAWN_PALETTE[pawn.colour].fill,
      start: board.station(from),
      end: board.station(move.to),
      text: `${moves.length + 1}. ${reasonWords(state, move, true)}`,
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

export function AdviceTags() {
  const moves = shownMoves();
  if (moves.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the panel lists the suggestions.
    <g class="advice-marks" aria-hidden="true">
      {moves.map(({ pawn, to, colour, end, text }) => {
        const width = tagWidth(text);
        return (
          <g key={pawn} class="advice-tag-mark" data-advice={to}>
            <rect
              class="advice-tag"
              x={end.x - width / 2}
              y={end.y - 31}
              width={width}
              height={11}
              rx={5.5}
              stroke={colour}
            />
            <text class="advice-tag-text" x={end.x} y={end.y - 25.5} dy="0.36em">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
