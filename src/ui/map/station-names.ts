// Accessible names for stations and pawns, built from the same marks the map draws, so a
// screen-reader player hears what a sighted player sees: "Station 74, Mister X could be here".
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';
import type { MapTexts } from './map-texts';
import type { MapMarks, MapPawn } from './map-types';

function pawnTitle(texts: MapTexts, pawn: MapPawn): string {
  return texts.pawn(pawn.name, pawn.kind, pawn.stranded === true);
}

export function pawnName(texts: MapTexts, board: Board, pawn: MapPawn, selected: boolean): string {
  const label = board.hasStation(pawn.station) ? board.label(pawn.station) : null;
  return texts.pawnOn(pawnTitle(texts, pawn), label, selected);
}

/** The accessible name of every station, by station id. */
export function stationNames(texts: MapTexts, board: Board, marks: MapMarks): Map<StationId, string> {
  const pawnsAt = new Map<StationId, MapPawn[]>();
  for (const pawn of marks.pawns) pawnsAt.set(pawn.station, [...(pawnsAt.get(pawn.station) ?? []), pawn]);
  const mover = marks.pawns.find((pawn) => pawn.id === marks.selectedPawn)?.name ?? null;
  const names = new Map<StationId, string>();
  for (const id of board.stationIds) {
    const parts = [texts.station(board.label(id))];
    for (const pawn of pawnsAt.get(id) ?? []) parts.push(pawnTitle(texts, pawn));
    const tickets = marks.destinations.get(id);
    if (tickets) parts.push(texts.canMoveHere(mover, tickets));
    if (marks.candidates.has(id)) {
      parts.push(texts.candidate);
      const probability = marks.likelihood?.[id];
      if (probability !== undefined && marks.candidates.size > 1) parts.push(texts.likely(probability));
    }
    if (marks.lastRevealed === id) parts.push(texts.lastSeen);
    names.set(id, parts.join(', '));
  }
  return names;
}
