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

type GameMarks = Omit<MapMarks, 'destinations' | 'selectedPawn'>;

/** What each station's name says of the game (pawns on it, Mister X could be here, how likely, last
 *  seen), by station id: the part that a tap on a pawn does not change. */
export function stationFacts(texts: MapTexts, board: Board, marks: GameMarks): Map<StationId, readonly string[]> {
  const pawnsAt = new Map<StationId, MapPawn[]>();
  for (const pawn of marks.pawns) pawnsAt.set(pawn.station, [...(pawnsAt.get(pawn.station) ?? []), pawn]);
  const facts = new Map<StationId, readonly string[]>();
  for (const id of board.stationIds) {
    const pawns = (pawnsAt.get(id) ?? []).map((pawn) => pawnTitle(texts, pawn));
    const candidate: string[] = [];
    if (marks.candidates.has(id)) {
      candidate.push(texts.candidate);
      const probability = marks.likelihood?.[id];
      if (probability !== undefined && marks.candidates.size > 1) candidate.push(texts.likely(probability));
    }
    if (marks.lastRevealed === id) candidate.push(texts.lastSeen);
    facts.set(id, [texts.station(board.label(id)), ...pawns, '', ...candidate]);
  }
  return facts;
}

/** The accessible name of every station, by station id: its facts, with "Red can move here by taxi"
 *  after the pawns on the selected pawn's destinations. */
export function stationNames(
  texts: MapTexts,
  facts: ReadonlyMap<StationId, readonly string[]>,
  marks: Pick<MapMarks, 'pawns' | 'destinations' | 'selectedPawn'>,
): Map<StationId, string> {
  const mover = marks.pawns.find((pawn) => pawn.id === marks.selectedPawn)?.name ?? null;
  const names = new Map<StationId, string>();
  for (const [id, parts] of facts) {
    const tickets = marks.destinations.get(id);
    const move = tickets ? texts.canMoveHere(mover, tickets) : '';
    names.set(
      id,
      parts
        .map((part) => (part === '' ? move : part))
        .filter((part) => part !== '')
        .join(', '),
    );
  }
  return names;
}
