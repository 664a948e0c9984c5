// One invisible, focusable button per station, above the drawing: the tap target and the
// accessible name ("Station 74, Mister X could be here"). A roving tabindex keeps the 199
// stations one Tab stop; arrow keys move between them (handled by the map). SVG attributes are
// case-sensitive and Preact sets them as written, so it must be `tabindex`, not `tabIndex`.
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';

interface TargetsProps {
  readonly board: Board;
  readonly names: ReadonlyMap<StationId, string>;
  /** The station that takes the Tab stop. */
  readonly active: StationId;
}

export function StationTargets({ board, names, active }: TargetsProps) {
  return (
    <g class="map-targets">
      {board.stationIds.map((id) => {
        const { x, y } = board.station(id);
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; keys are handled by the map.
          <circle
            key={id}
            class="map-target"
            cx={x}
            cy={y}
            r={11}
            data-station={id}
            role="button"
            tabindex={id === active ? 0 : -1}
            aria-label={names.get(id)}
          />
        );
      })}
    </g>
  );
}
