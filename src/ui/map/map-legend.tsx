// The map's key: what each station shape, line and mark means, drawn with the map's own shapes
// and classes (so it follows dark mode) plus the ticket letters (T, B and U in English).
import type { ComponentChildren } from 'preact';
import { currentMapTexts, type MapTexts } from './map-texts';
import { StationShape } from './static-layer';
import './map.css';
import './map-legend.css';
import { PAWN_PALETTE } from '../pawns/pawn-palette';
import { StrandedMark } from './dynamic-layer';

function Sample({ wide = false, children }: { wide?: boolean; children: ComponentChildren }) {
  return (
    <svg class="map-legend-sample" viewBox={wide ? '-20 -10 40 20' : '-14 -13 28 26'} aria-hidden="true">
      {children}
    </svg>
  );
}

function StationSample({
  letter,
  bus = false,
  underground = false,
}: {
  letter: string;
  bus?: boolean;
  underground?: boolean;
}) {
  return (
    <Sample>
      <g class={underground ? 'map-station is-underground' : 'map-station'}>
        <StationShape x={0} y={0} bus={bus} underground={underground} />
        <text class="map-label" x={0} y={0} dy="0.36em">
          {letter}
        </text>
      </g>
    </Sample>
  );
}

function LineSample({ type }: { type: 'taxi' | 'bus' | 'underground' | 'ferry' }) {
  return (
    <Sample wide>
      <line class={`map-route is-${type}`} x1={-19} y1={0} x2={19} y2={0} />
    </Sample>
  );
}

type LegendKey = keyof MapTexts['legend'];

/** Samples drawn with the map's own shapes; station samples carry the ticket letters. */
function samples(letters: MapTexts['ticketLetter']): readonly [LegendKey, ComponentChildren][] {
  return [
    ['taxiStation', <StationSample key="t" letter={letters.taxi} />],
    ['busStation', <StationSample key="b" letter={letters.bus} bus />],
    ['undergroundStation', <StationSample key="u" letter={letters.underground} underground />],
    ['taxiLine', <LineSample key="lt" type="taxi" />],
    ['busLine', <LineSample key="lb" type="bus" />],
    ['undergroundLine', <LineSample key="lu" type="underground" />],
    ['ferryLine', <LineSample key="lf" type="ferry" />],
    [
      'candidate',
      <Sample key="c">
        <circle class="map-candidate" r={12} />
        <circle class="map-station-disc" r={7} />
      </Sample>,
    ],
    [
      'likely',
      // Within the sample's box (half-height 13) with its stroke, so that it is not clipped.
      <Sample key="l">
        <circle class="map-candidate" r={8} />
        <circle class="map-likely" r={11} style={{ strokeWidth: '3px' }} />
        <circle class="map-station-disc" r={5} />
      </Sample>,
    ],
    [
      'destination',
      <Sample key="d">
        <circle class="map-destination-ring" r={10} />
      </Sample>,
    ],
    [
      'lastSeen',
      <Sample key="x">
        <g class="map-revealed">
          <circle class="map-revealed-badge" r={8} />
          <text x={0} y={0} dy="0.36em">
            X
          </text>
        </g>
      </Sample>,
    ],
    [
      'detective',
      <Sample key="p">
        <circle class="map-pawn-body" r={10} fill={PAWN_PALETTE.blue.fill} />
        <text class="map-pawn-text" x={0} y={0} dy="0.36em">
          D
        </text>
      </Sample>,
    ],
    [
      'bobby',
      <Sample key="bo">
        <g class="map-pawn is-bobby">
          <circle class="map-pawn-body" r={10} />
          <circle class="map-pawn-ring" r={7.5} stroke={PAWN_PALETTE.purple.fill} />
          <text class="map-pawn-text" x={0} y={0} dy="0.36em">
            B
          </text>
        </g>
      </Sample>,
    ],
    [
      'stranded',
      <Sample key="s">
        <g class="map-pawn is-stranded">
          <circle class="map-pawn-body" r={10} fill={PAWN_PALETTE.blue.fill} />
          <text class="map-pawn-text" x={0} y={0} dy="0.36em">
            D
          </text>
          <StrandedMark x={7.5} y={6.5} />
        </g>
      </Sample>,
    ],
  ];
}

export function MapLegend({ texts = currentMapTexts() }: { texts?: MapTexts }) {
  return (
    <section class="map-legend" aria-label={texts.legendName}>
      <ul>
        {samples(texts.ticketLetter).map(([key, sample]) => (
          <li key={key}>
            {sample}
            <span>{texts.legend[key]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
