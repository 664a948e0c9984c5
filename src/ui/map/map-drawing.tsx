// The SVG's content, layer by layer, bottom to top as written below: the board, his possible
// stations, the pawn's destinations, advice, pawns, and the tags on top (never under a pawn). Each
// layer is memoised on what it draws: the board's routes and stations once per board, the rest
// when the game changes, and nothing but the tags when only the view moves.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import type { CandidateNumbers } from './candidate-numbers';
import { CandidateHalos, MarkOverlay, PawnTokens } from './dynamic-layer';
import type { MapTexts } from './map-texts';
import type { MapMarks } from './map-types';
import { RoutesLayer, StationsLayer } from './static-layer';
import { stationFacts, stationNames } from './station-names';
import { StationTargets } from './station-targets';

export interface MapDrawingProps extends MapMarks {
  readonly board: Board;
  /** The station that holds the Tab stop. */
  readonly active: StationId;
  readonly texts: MapTexts;
  /** Zoomed out far enough, his possible stations' numbers are drawn again, larger, by this layer
   *  (loaded on demand); null: not drawn. */
  readonly numbersLayer: typeof CandidateNumbers | null;
  /** Extra marks above the candidate halos, under the stations. */
  readonly underlay?: ComponentChildren;
  /** Extra marks above the destination marks, under the pawns. */
  readonly overlay?: ComponentChildren;
  /** Marks above the pawns (the tags, laid out for the view; they take no taps). */
  readonly overlayAbove?: ComponentChildren;
}

export function MapDrawing(props: MapDrawingProps) {
  const { board, candidates, pawns, lastRevealed, destinations, selectedPawn, likelihood, active, texts } = props;
  const { numbersLayer: Numbers } = props;
  // A tap on a pawn changes only the destinations' names: the game's facts are worked out per state.
  const facts = useMemo(
    () => stationFacts(texts, board, { candidates, pawns, lastRevealed, likelihood }),
    [texts, board, candidates, pawns, lastRevealed, likelihood],
  );
  const names = useMemo(
    () => stationNames(texts, facts, { pawns, destinations, selectedPawn }),
    [texts, facts, pawns, destinations, selectedPawn],
  );
  const routes = useMemo(() => <RoutesLayer board={board} />, [board]);
  const stations = useMemo(() => <StationsLayer board={board} />, [board]);
  const halos = useMemo(
    () => <CandidateHalos board={board} candidates={candidates} likelihood={likelihood} />,
    [board, candidates, likelihood],
  );
  const targets = useMemo(() => <StationTargets board={board} names={names} active={active} />, [board, names, active]);
  const [rings, labels] = useMemo(() => {
    const marks = {
      board,
      destinations,
      lastRevealed,
      pawnStations: new Set(pawns.map((pawn) => pawn.station)),
      letters: texts.ticketLetter,
    };
    return [<MarkOverlay key="rings" {...marks} part="rings" />, <MarkOverlay key="labels" {...marks} part="labels" />];
  }, [board, destinations, lastRevealed, pawns, texts]);
  const numbers = useMemo(
    () => Numbers && <Numbers board={board} candidates={candidates} />,
    [board, candidates, Numbers],
  );
  const tokens = useMemo(
    () => <PawnTokens board={board} pawns={pawns} selectedPawn={selectedPawn} texts={texts} />,
    [board, pawns, selectedPawn, texts],
  );
  return (
    <>
      <rect class="map-paper" x={-40} y={-40} width={1080} height={830} />
      {routes}
      {halos}
      {props.underlay}
      {stations}
      {targets}
      {rings}
      {props.overlay}
      {numbers}
      {labels}
      {tokens}
      {props.overlayAbove}
    </>
  );
}
