// The pawns as the map draws them, from a game state: the table screen and the review share it.

import { pawnStatus } from '../../game/pawn-moves';
import type { GameState } from '../../game/state';
import type { MapPawn } from '../map/map-types';

export const PAWN_CSS_COLOURS: Readonly<Record<string, string>> = {
  red: '#d32f2f',
  blue: '#1e63d0',
  green: '#2e9d46',
  yellow: '#f4c20d',
  purple: '#8e44ad',
  black: '#262626',
  white: '#f5f5f5',
  orange: '#f57c00',
};

export function mapPawns(state: GameState): MapPawn[] {
  return state.game.setup.pawns.map((pawn, index) => ({
    id: pawn.id,
    name: pawn.name,
    colour: PAWN_CSS_COLOURS[pawn.colour] ?? pawn.colour,
    station: state.positions[index] ?? pawn.start,
    kind: pawn.kind,
    stranded: pawnStatus(state, index) === 'stranded',
  }));
}
