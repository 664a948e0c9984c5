// The printed board: routes and stations, drawn once per board (the parent memoises them by board).
// Transports differ in colour AND stroke shape; station types in shape: every station is a
// circle (taxi), a bus stop wears a thick cap on its top half, an underground station a bar
// across its middle, as in the London roundel. Purely visual: accessible names live on targets.
import type { Board, Station } from '../../board/graph';
import type { Transport } from '../../board/types';

const ROUTE_ORDER: readonly Transport[] = ['taxi', 'bus', 'underground', 'ferry'];
/** Gap between lines that run side by side between the same two stations. */
const PARALLEL_GAP = 4;
const STATION_RADIUS = 9.5;

export interface RouteSegment {
  readonly key: string;
  readonly type: Transport;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Routes as lines, parallel lines between the same stations pushed apart like on the board. */
export function routeSegments(board: Board): RouteSegment[] {
  const byPair = new Map<string, Transport[]>();
  for (const route of board.routes) {
    const pair = route.a < route.b ? `${route.a}-${route.b}` : `${route.b}-${route.a}`;
    byPair.set(pair, [...(byPair.get(pair) ?? []), route.type]);
  }
  const segments: RouteSegment[] = [];
  for (const [pair, types] of byPair) {
    const [a, b] = pair.split('-').map((n) => board.station(Number(n))) as [Station, Station];
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const normalX = -(b.y - a.y) / length;
    const normalY = (b.x - a.x) / length;
    const sorted = ROUTE_ORDER.filter((type) => types.includes(type));
    sorted.forEach((type, index) => {
      const offset = (index - (sorted.length - 1) / 2) * PARALLEL_GAP;
      const ox = normalX * offset;
      const oy = normalY * offset;
      segments.push({ key: `${pair}-${type}`, type, x1: a.x + ox, y1: a.y + oy, x2: b.x + ox, y2: b.y + oy });
    });
  }
  return segments.sort((p, q) => ROUTE_ORDER.indexOf(p.type) - ROUTE_ORDER.indexOf(q.type));
}

export function StationShape({ x, y, bus, underground }: { x: number; y: number; bus: boolean; underground: boolean }) {
  const r = STATION_RADIUS;
  return (
    <>
      <circle class="map-station-disc" cx={x} cy={y} r={r} />
      {bus && <path class="map-station-bus" d={`M${x - r} ${y}A${r} ${r} 0 0 1 ${x + r} ${y}`} />}
      {underground && <rect class="map-station-underground" x={x - 11} y={y - 4.9} width={22} height={9.8} rx={2} />}
    </>
  );
}

function StationMark({ station }: { station: Station }) {
  const underground = station.types.includes('underground');
  const label = String(station.label);
  return (
    <g class={underground ? 'map-station is-underground' : 'map-station'}>
      <StationShape x={station.x} y={station.y} bus={station.types.includes('bus')} underground={underground} />
      <text class={label.length > 2 ? 'map-label is-long' : 'map-label'} x={station.x} y={station.y} dy="0.36em">
        {label}
      </text>
    </g>
  );
}

/** Routes go below the candidate halos, stations above them, so a halo rings its station. */
export function RoutesLayer({ board }: { board: Board }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the drawing has no names.
    <g class="map-routes" aria-hidden="true">
      {routeSegments(board).map((segment) => (
        <line
          key={segment.key}
          class={`map-route is-${segment.type}`}
          x1={segment.x1}
          y1={segment.y1}
          x2={segment.x2}
          y2={segment.y2}
        />
      ))}
    </g>
  );
}

export function StationsLayer({ board }: { board: Board }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the station targets carry the names.
    <g class="map-stations" aria-hidden="true">
      {board.stationIds.map((id) => (
        <StationMark key={id} station={board.station(id)} />
      ))}
    </g>
  );
}
