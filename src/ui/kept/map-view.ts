// The table's view of the map (centre and zoom) for the game in play, on the device: a reload or a
// phone that put the tab away comes back to the part of the board the table was looking at. One
// view is kept, the game in play's.
import type { MapView } from '../map/view';
import { fields, kept } from './kept';

export interface KeptMapView extends MapView {
  /** The game it was the view of (its table's key). */
  readonly game: string;
}

function parse(value: unknown): KeptMapView | null {
  const { game, cx, cy, scale } = fields(value) ?? {};
  const finite = [cx, cy, scale].every((n) => typeof n === 'number' && Number.isFinite(n));
  return typeof game === 'string' && finite && (scale as number) > 0 ? (value as KeptMapView) : null;
}

// Before ui/kept the same fields were stored without a version.
export const keptMapView = kept('localStorage', 'dragnet.map-view', parse);
