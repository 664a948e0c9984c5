// The pawns' colours, once: the map's tokens, the set-up's and the table's chips all read them.
// `ink` is the colour of the letters on the token, dark on light pawns.
import type { PawnColour } from '../../game/setup';

export const PAWN_PALETTE: { readonly [C in PawnColour]: { readonly fill: string; readonly ink: string } } = {
  red: { fill: '#d32f2f', ink: '#ffffff' },
  blue: { fill: '#1e63d0', ink: '#ffffff' },
  green: { fill: '#2e9d46', ink: '#ffffff' },
  yellow: { fill: '#f4c20d', ink: '#1a1a1a' },
  purple: { fill: '#8e44ad', ink: '#ffffff' },
  black: { fill: '#262626', ink: '#ffffff' },
  white: { fill: '#f5f5f5', ink: '#1a1a1a' },
  orange: { fill: '#f57c00', ink: '#1a1a1a' },
};
