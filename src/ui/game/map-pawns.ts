// The pawns as the map draws them, from a game state: the table screen and the review share it.

import { pawnStatus } from '../../game/pawn-moves';
import type { GameState } from '../../game/state';
import type { MapPawn } from '../map/map-types';
import { PAWN_PALETTE } from '../pawns/pawn-palette';

export function mapPawns(state: GameState): MapPawn[] {
  return state.game.setup.pawns.map((pawn, index) => ({
    id: pawn.id,
    name: pawn.name,
    colour: PAWN_PALETTE[pawn.colour].fill,
    station: state.positions[index] ?? pawn.start,
    kind: pawn.kind,
    stranded: pawnStatus(state, index) === 'stranded',
  }));
}
