// What changes during a game, kept small so a tap repaints within a frame. Each cue has its own
// shape, so colour is never the only signal: solid halo = Mister X could be here, dashed ring and
// ticket letters = the selected pawn can move here, black "X" badge = last seen, lettered tokens =
// pawns (with a no-entry mark: cannot move); zoomed out, his possible stations' numbers again.
import type { Board } from '../../board/graph';
import type { StationId, TransportTicket } from '../../board/types';
import type { StationSet } from '../../engine/station-set';
import { pawnLetters } from '../pawns/pawn-letters';
import type { MapTexts } from './map-texts';
import type { MapPawn, ShownTag } from './map-types';
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

/** The tags where map-tag-layout.ts put them: above the pawns, taking no taps (the lists and
 *  station names say the same). */
export function MapTags({ tags }: { readonly tags: readonly ShownTag[] }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names and lists say the same.
    <g class="map-tags" aria-hidden="true">
      {tags.map((tag) => (
        <g key={tag.key} class={`map-tag is-${tag.kind}${tag.folded ? ' is-folded' : ''}`} data-tag={tag.station}>
          {tag.leader && <line class="map-tag-leader" {...tag.leader} stroke={tag.colour} />}
          <rect x={tag.x} y={tag.y} width={tag.width} height={tag.height} rx={tag.height / 2} stroke={tag.colour} />
          <text x={tag.x + tag.width / 2} y={tag.y + tag.height / 2} dy="0.36em" style={{ fontSize: `${tag.font}px` }}>
            {tag.text}
          </text>
        </g>
      ))}
    </g>
  );
}

interface MarksProps {
  readonly board: Board;
  readonly destinations: ReadonlyMap<StationId, readonly TransportTicket[]>;
  readonly lastRevealed: StationId | null;
  /** The stations pawns stand on (the badge moves out from under a token). */
  readonly pawnStations: ReadonlySet<StationId>;
  readonly letters: MapTexts['ticketLetter'];
  /** The destinations' rings and his last-seen ring (under his possible stations' numbers, drawn
   *  zoomed out), or their ticket letters and his last-seen badge (above them: no number hides
   *  them). */
  readonly part: 'rings' | 'labels';
}

/** Where the last-seen "X" badge sits from his station's centre: on the ring's corner, or, with a
 *  pawn on that station, straight above it, clear of the tokens (one, or two side by side), which
 *  would otherwise hide it. */
export function seenBadgeOffset(pawnThere: boolean): { readonly dx: number; readonly dy: number } {
  return pawnThere ? { dx: 0, dy: -19 } : { dx: 10, dy: -10 };
}

/** The box round his last-seen ring and badge together: both grow about its middle. */
function seenBox(at: { x: number; y: number }, { dx, dy }: { dx: number; dy: number }) {
  const left = Math.min(-12.5, dx - 6);
  const top = Math.min(-12.5, dy - 6);
  return { x: at.x + left, y: at.y + top, width: Math.max(12.5, dx + 6) - left, height: Math.max(12.5, dy + 6) - top };
}

export function MarkOverlay(props: MarksProps) {
  const { board, destinations, lastRevealed, pawnStations, letters: ticketLetter, part } = props;
  const revealed = lastRevealed !== null && board.hasStation(lastRevealed) ? board.station(lastRevealed) : null;
  const badge = seenBadgeOffset(lastRevealed !== null && pawnStations.has(lastRevealed));
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; station names carry these marks.
    <g class={`map-marks is-${part}`} aria-hidden="true">
      {[...destinations].map(([id, tickets]) => {
        if (!board.hasStation(id)) return null;
        const { x, y } = board.station(id);
        const letters = tickets.map((ticket) => ticketLetter[ticket]).join('');
        const width = letters.length * 5.6 + 4;
        // Ring and letters grow about the same middle, that of the two together.
        const box = letters && <rect class="map-grow-box" x={x - 14} y={y - 14} width={28} height={33} />;
        return part === 'rings' ? (
          <g key={id} class="map-destination map-grow">
            {box}
            <circle class="map-destination-ring" cx={x} cy={y} r={14} />
          </g>
        ) : (
          letters && (
            <g key={id} class="map-destination-tag map-grow">
              {box}
              <rect x={x - width / 2} y={y + 11} width={width} height={8} rx={4} />
              <text x={x} y={y + 15} dy="0.36em">
                {letters}
              </text>
            </g>
          )
        );
      })}
      {revealed && (
        <g class={part === 'rings' ? 'map-seen-ring map-grow' : 'map-revealed map-grow'}>
          <rect class="map-grow-box" {...seenBox(revealed, badge)} />
          {part === 'rings' ? (
            <circle class="map-revealed-ring" cx={revealed.x} cy={revealed.y} r={12.5} />
          ) : (
            <>
              <circle class="map-revealed-badge" cx={revealed.x + badge.dx} cy={revealed.y + badge.dy} r={6} />
              <text x={revealed.x + badge.dx} y={revealed.y + badge.dy} dy="0.36em">
                X
              </text>
            </>
          )}
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

/** A no-entry sign on a token's lower right (within its selection ring, so the token's box, which
 *  --map-grow scales about its middle, stays centred on the station). */
export function StrandedMark({ x, y }: { readonly x: number; readonly y: number }) {
  return (
    <g class="map-pawn-stranded">
      <circle cx={x} cy={y} r={5} />
      <rect x={x - 3} y={y - 0.9} width={6} height={1.8} />
    </g>
  );
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
            {pawn.stranded && <StrandedMark x={x + shift + 9} y={y + 9} />}
          </g>
        );
      })}
    </g>
  );
}
