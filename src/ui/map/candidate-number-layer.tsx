// Zoomed out, his possible stations' numbers drawn again above every ring (candidate-numbers.ts
// says how far each may grow). Loaded when the map is first zoomed out that far, not with the page.
import type { Board } from '../../board/graph';
import type { StationSet } from '../../engine/station-set';
import { cachedNumberFits } from './candidate-numbers';
import { NUMBER_GROW_MAX } from './view';

/** Zoomed out, his possible stations' numbers again, above every ring (theirs, the destinations',
 *  the advice's): larger (--map-number-grow), each only as far as keeps it clear of the others'
 *  (candidate-numbers.ts), dark on a light halo. A new player could not read them at the phone's
 *  whole board, 3 px inside the rings. */
export function CandidateNumbers({ board, candidates }: { readonly board: Board; readonly candidates: StationSet }) {
  const fits = [...cachedNumberFits(board, candidates)];
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names say the same.
    <g class="map-candidate-numbers" aria-hidden="true">
      {/* First a plate over each station's own small number, which showed between the large digits. */}
      {fits.map(([id]) => {
        const { x, y } = board.station(id);
        return <circle key={`plate-${id}`} class="map-candidate-plate" cx={x} cy={y} r={8} />;
      })}
      {fits.map(([id, fit]) => {
        const { x, y, label } = board.station(id);
        const text = String(label);
        return (
          <text
            key={id}
            class={text.length > 2 ? 'map-candidate-number is-long' : 'map-candidate-number'}
            data-number={id}
            x={x}
            y={y}
            dy="0.36em"
            style={{ '--fit': Math.min(NUMBER_GROW_MAX, fit).toFixed(2) }}
          >
            {text}
          </text>
        );
      })}
    </g>
  );
}
