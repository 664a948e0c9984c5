// What changes during a game, kept small so a tap repaints within a frame: candidate halos
// (under the stations), destination rings, the "X" badge of the last reveal, and pawn tokens.
// Each cue has its own shape: solid halo = Mister X could be here, dashed ring + ticket letters
// = the selected pawn can move here, black "X" badge = last seen, lettered tokens = pawns.
import type { Board } from '../../board/graph';
import type { StationId, TransportTicket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import { pawnLetters } from '../pawns/pawn-letters';
import type { MapTexts } from './map-texts';
import type { MapPawn } from './map-types';
import { pawnName } from './station-names';

interface HaloProps {
  readonly board: Board;
  readonly candidates: StationSet;
  readonly likelihood: Float64Array | null;
}

/** The likeliest candidate's probability (0 for none). */
function topProbability(candidates: StationSet, likelihood: Float64Array): number {
  let top = 0;
  for (const id of candidates) top = Math.max(top, likelihood[id] ?? 0);
  return top;
}

/** Every candidate gets the same solid halo: the set is the promise. With likelihood shown, a
 *  ring around it grows wider and heavier with the station's probability (shape, not colour). */
export function CandidateHalos({ board, candidates, likelihood }: HaloProps) {
  const top = likelihood && candidates.size > 1 ? topProbability(candidates, likelihood) : 0;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names say "Mister X could be here".
    <g class="map-candidates" aria-hidden="true">
      {candidates.toArray().map((id) => {
        if (!board.hasStation(id)) return null;
        const { x, y } = board.station(id);
        const share = top > 0 && likelihood ? (likelihood[id] ?? 0) / top : 0;
        return (
          <g key={id} class="map-grow">
            <circle class="map-candidate" cx={x} cy={y} r={14} />
            {share > 0.05 && (
              <circle
                class="map-likely"
                cx={x}
                cy={y}
                r={15.5 + 8 * Math.sqrt(share)}
                style={{ strokeWidth: `${(0.8 + 4 * share).toFixed(2)}px` }}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

/** How many of the likeliest stations carry their percentage on the map. */
const LABELLED_STATIONS = 5;

/** The likeliest stations, from the top, that are worth a percentage tag (at least 2%). A tag
 *  says "likelier than the rest": stations as likely as the first one left without a tag get none
 *  (at the start, 13 equal start cards carry no tags, not five picked by number). */
function likeliestStations(candidates: StationSet, likelihood: Float64Array, count = LABELLED_STATIONS) {
  const chance = (id: number) => likelihood[id] ?? 0;
  const ranked = [...candidates].filter((id) => chance(id) >= 0.02).sort((a, b) => chance(b) - chance(a) || a - b);
  const untagged = ranked[count];
  if (untagged === undefined) return ranked;
  const bar = chance(untagged) * (1 + 1e-6);
  return ranked.slice(0, count).filter((id) => chance(id) > bar);
}

interface TagProps extends HaloProps {
  readonly texts: MapTexts;
}

/** The percentage beside each of the likeliest stations. */
export function LikelihoodTags({ board, candidates, likelihood, texts }: TagProps) {
  if (!likelihood || candidates.size < 2) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names speak the percentage.
    <g class="map-likely-tags" aria-hidden="true">
      {likeliestStations(candidates, likelihood).map((id) => {
        if (!board.hasStation(id)) return null;
        const { x, y } = board.station(id);
        const text = texts.percent(likelihood[id] ?? 0);
        const width = text.length * 6.6 + 6;
        return (
          <g key={id} class="map-likely-tag">
            <rect x={x - width / 2} y={y - 29} width={width} height={12} rx={6} />
            <text x={x} y={y - 23} dy="0.36em">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface MarksProps {
  readonly board: Board;
  readonly destinations: ReadonlyMap<StationId, readonly TransportTicket[]>;
  readonly lastRevealed: StationId | null;
  readonly letters: MapTexts['ticketLetter'];
}

export function MarkOverlay({ board, destinations, lastRevealed, letters: ticketLetter }: MarksProps) {
  const revealed = lastRevealed !== null && board.hasStation(lastRevealed) ? board.station(lastRevealed) : null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names carry these marks.
    <g class="map-marks" aria-hidden="true">
      {[...destinations].map(([id, tickets]) => {
        if (!board.hasStation(id)) return null;
        const { x, y } = board.station(id);
        const letters = tickets.map((ticket) => ticketLetter[ticket]).join('');
        const width = letters.length * 5.6 + 4;
        return (
          <g key={id} class="map-destination map-grow">
            <circle class="map-destination-ring" cx={x} cy={y} r={14} />
            {letters && (
              <g class="map-destination-tag">
                <rect x={x - width / 2} y={y + 11} width={width} height={8} rx={4} />
                <text x={x} y={y + 15} dy="0.36em">
                  {letters}
                </text>
              </g>
            )}
          </g>
        );
      })}
      {revealed && (
        <g class="map-revealed map-grow">
          <circle class="map-revealed-ring" cx={revealed.x} cy={revealed.y} r={12.5} />
          <circle class="map-revealed-badge" cx={revealed.x + 10} cy={revealed.y - 10} r={6} />
          <text x={revealed.x + 10} y={revealed.y - 10} dy="0.36em">
            X
          </text>
        </g>
      )}
    </g>
  );
}

interface PawnProps {
  readonly board: Board;
  readonly pawns: readonly MapPawn[];
  readonly selectedPawn: string | null;
  readonly texts: MapTexts;
}

/** A detective is a token filled with its colour; a Bobby a white token with a coloured ring. */
function bodyPaint(pawn: MapPawn): { fill?: string } {
  return pawn.kind === 'detective' ? { fill: pawn.colour } : {};
}

/** Pawn tokens stand on their stations; several on one station sit side by side. */
export function PawnTokens({ board, pawns, selectedPawn, texts }: PawnProps) {
  const initials = pawnLetters(pawns);
  const placed = pawns.filter((pawn) => board.hasStation(pawn.station));
  return (
    <g class="map-pawns">
      {placed.map((pawn) => {
        const sharing = placed.filter((other) => other.station === pawn.station);
        const shift = (sharing.indexOf(pawn) - (sharing.length - 1) / 2) * 14;
        const { x, y } = board.station(pawn.station);
        const classes = ['map-pawn', 'map-grow', `is-${pawn.kind}`];
        if (pawn.stranded) classes.push('is-stranded');
        if (pawn.id === selectedPawn) classes.push('is-selected');
        const text = initials.get(pawn.id) ?? '?';
        return (
          // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; keys are handled by the map.
          <g
            key={pawn.id}
            class={classes.join(' ')}
            data-pawn={pawn.id}
            role="button"
            tabindex={0}
            aria-label={pawnName(texts, board, pawn, pawn.id === selectedPawn)}
            aria-pressed={pawn.id === selectedPawn}
          >
            <circle class="map-pawn-focus" cx={x + shift} cy={y} r={15.5} />
            {pawn.id === selectedPawn && <circle class="map-pawn-selection" cx={x + shift} cy={y} r={15.5} />}
            <circle class="map-pawn-body" cx={x + shift} cy={y} r={11.5} {...bodyPaint(pawn)} />
            {pawn.kind === 'bobby' && (
              <circle class="map-pawn-ring" cx={x + shift} cy={y} r={8.6} stroke={pawn.colour} />
            )}
            <text class={text.length > 1 ? 'map-pawn-text is-long' : 'map-pawn-text'} x={x + shift} y={y} dy="0.36em">
              {text}
            </text>
          </g>
        );
      })}
    </g>
  );
}
