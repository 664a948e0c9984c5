// What a key press on the map means: on a station or pawn, Enter/Space taps it and arrows move
// to the next station; anywhere, arrows (or Shift+arrows on a station) pan, + and - zoom, 0 fits.
import type { StationId } from '../../board/types';
import { type Direction, directionOfKey } from './station-nav';

export type MapKeyAction =
  | { readonly kind: 'tap-station'; readonly station: StationId }
  | { readonly kind: 'tap-pawn'; readonly pawn: string }
  | { readonly kind: 'next-station'; readonly from: StationId; readonly direction: Direction }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'zoom'; readonly factor: number }
  | { readonly kind: 'fit' };

/** What the event's target is on the map: a station target, a pawn token, or neither. */
export interface MapTarget {
  readonly station?: StationId;
  readonly pawn?: string;
}

const KEY_PAN = 80;
const KEY_ZOOM = 1.4;

export function targetOf(event: Event): MapTarget {
  const element = event.target instanceof Element ? event.target.closest('[data-station],[data-pawn]') : null;
  const pawn = element?.getAttribute('data-pawn');
  const station = element?.getAttribute('data-station');
  if (pawn) return { pawn };
  if (station) return { station: Number(station) };
  return {};
}

export function mapKeyAction(key: string, shiftKey: boolean, target: MapTarget): MapKeyAction | undefined {
  const direction = directionOfKey(key);
  if (key === 'Enter' || key === ' ') {
    if (target.pawn !== undefined) return { kind: 'tap-pawn', pawn: target.pawn };
    if (target.station !== undefined) return { kind: 'tap-station', station: target.station };
    return undefined;
  }
  if (direction && target.station !== undefined && !shiftKey) {
    return { kind: 'next-station', from: target.station, direction };
  }
  if (direction) {
    const dx = direction === 'left' ? KEY_PAN : direction === 'right' ? -KEY_PAN : 0;
    const dy = direction === 'up' ? KEY_PAN : direction === 'down' ? -KEY_PAN : 0;
    return { kind: 'pan', dx, dy };
  }
  if (key === '+' || key === '=') return { kind: 'zoom', factor: KEY_ZOOM };
  if (key === '-' || key === '_') return { kind: 'zoom', factor: 1 / KEY_ZOOM };
  if (key === '0') return { kind: 'fit' };
  return undefined;
}
