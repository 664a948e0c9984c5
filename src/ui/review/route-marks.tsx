// His known route on the review's map: the legs he rode so far, drawn under the stations (each in
// its ticket's colour and dashes, on an ink casing that sets it apart from the board's lines), a
// rounded square where he surfaced, and a ring round the station he was really on. Its "Mister X"
// tag comes from the map's tag layout, which keeps it off the pawns and the other tags; where the
// table saw him (he surfaced there, or was caught), his last-seen "X" badge is there instead.
// The legend line says what each of them is.
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import { TICKETS } from '../../board/types';
import { t } from '../i18n/review-words';
import type { MapTag } from '../map/map-types';
import type { RouteLeg } from './route-so-far';

/** Half the side of the square round a station where he surfaced (map units, before growing). */
const SURFACED = 15;
/** The ring round his true station: outside the candidate halo (radius 14), so it hides none of it. */
const TRUE_RING = 17.5;

export function RoutePath({ board, legs }: { readonly board: Board; readonly legs: readonly RouteLeg[] }) {
  const drawn = legs.filter((leg) => board.hasStation(leg.from) && board.hasStation(leg.to));
  const ends = (leg: RouteLeg) => {
    const from = board.station(leg.from);
    const to = board.station(leg.to);
    return { x1: from.x, y1: from.y, x2: to.x, y2: to.y };
  };
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; the review's words say where he went.
    <g class="review-route" aria-hidden="true">
      {/* Every casing first, so no leg's casing cuts across the colour of the one before. */}
      {drawn.map((leg) => (
        <line key={leg.entry} class="review-route-casing" {...ends(leg)} />
      ))}
      {drawn.map((leg) => (
        <line
          key={leg.entry}
          class={`review-route-leg is-${leg.ticket}`}
          data-entry={leg.entry}
          data-ticket={leg.ticket}
          {...ends(leg)}
        />
      ))}
      {drawn
        .filter((leg) => leg.surfaced)
        .map((leg) => {
          const { x, y } = board.station(leg.to);
          return (
            <rect
              key={leg.entry}
              class="review-route-surfaced map-grow"
              data-station={leg.to}
              x={x - SURFACED}
              y={y - SURFACED}
              width={2 * SURFACED}
              height={2 * SURFACED}
              rx={5}
            />
          );
        })}
    </g>
  );
}

/** The ring round the station he was really on, named for screen readers. */
export function TrueStation({ board, station }: { readonly board: Board; readonly station: StationId }) {
  if (!board.hasStation(station)) return null;
  const { x, y } = board.station(station);
  return (
    // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> takes no input; the role names the mark.
    <g
      class="review-true map-grow"
      role="img"
      aria-label={t('review.route.here', { station: board.label(station) })}
      data-station={station}
    >
      <circle class="review-true-casing" cx={x} cy={y} r={TRUE_RING} />
      <circle class="review-true-ring" cx={x} cy={y} r={TRUE_RING} />
    </g>
  );
}

/** His "Mister X" tag on the station he was really on, for the map's tag layout. */
export function trueStationTag(station: StationId): MapTag {
  return { key: 'true-station', station, text: t('review.route.tag'), marker: 'X', colour: 'currentColor' };
}

/** The legend line: the ring and tag, the legs by ticket, the square where he surfaced. */
export function RouteKey() {
  return (
    <p class="map-legend review-route-key">
      <span>
        <svg class="review-route-sample" viewBox="-20 -20 40 40" aria-hidden="true">
          <circle class="review-true-casing" r={TRUE_RING} />
          <circle class="review-true-ring" r={TRUE_RING} />
        </svg>
        {t('review.route.keyHere')}
      </span>
      <span>{t('review.route.keyPath')}</span>
      {TICKETS.map((ticket) => (
        <span key={ticket}>
          <svg class="review-route-sample is-wide" viewBox="0 -6 40 12" aria-hidden="true">
            <line class="review-route-casing" x1={2} y1={0} x2={38} y2={0} />
            <line class={`review-route-leg is-${ticket}`} x1={2} y1={0} x2={38} y2={0} />
          </svg>
          {t(`ticket.${ticket}`)}
        </span>
      ))}
      <span>
        <svg class="review-route-sample" viewBox="-20 -20 40 40" aria-hidden="true">
          <rect class="review-route-surfaced" x={-SURFACED} y={-SURFACED} width={30} height={30} rx={5} />
        </svg>
        {t('review.route.keySurfaced')}
      </span>
    </p>
  );
}
