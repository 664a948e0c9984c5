/** @jsxRuntime classic */
/** @jsx h */
// The suggested moves on the map, above the candidates and under the pawns, never hiding either:
// a dashed line from each pawn to its suggested station, a ring in the pawn's colour there, and a
// tag with the order to enter it and a short reason. The marks take no taps: a tap on a marked
// station reaches the station, and the table screen enters the suggested move (advice-view.ts).
import { host } from './advice-host';
// biome-ignore lint/correctness/noUnusedImports: the JSX pragma above (@jsx h) calls it.
import { h } from './advice-jsx';
import { reasonWords } from './advice-panel';
import { currentPlan } from './advice-runner';

/** Width of a tag for `text` at the tag's font size (map units). */
const tagWidth = (text: string) => text.length * 4 + 8;

export function AdviceMarks() {
  const { game, pawnColours } = host();
  const state = game.value;
  const shown = currentPlan();
  if (!state || !shown) return null;
  const board = state.game.board;
  const waiting = shown.moves.filter((move) => !state.moved[move.pawn]);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the panel lists the suggestions.
    <g class="advice-marks" aria-hidden="true">
      {waiting.map((move, index) => {
        const pawn = state.game.setup.pawns[move.pawn];
        const from = state.positions[move.pawn];
        if (!pawn || from === undefined || !board.hasStation(move.to)) return null;
        const start = board.station(from);
        const end = board.station(move.to);
        const colour = pawnColours[pawn.colour] ?? pawn.colour;
        const text = `${index + 1}. ${reasonWords(state, move, true)}`;
        const width = tagWidth(text);
        return (
          <g key={pawn.id} class="advice-mark" data-advice={move.to}>
            <line class="advice-path" x1={start.x} y1={start.y} x2={end.x} y2={end.y} stroke={colour} />
            <g class="map-grow">
              <circle class="advice-ring" cx={end.x} cy={end.y} r={17} stroke={colour} />
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
          </g>
        );
      })}
    </g>
  );
}
