// Arrow-key travel between stations: the nearest station roughly in the pressed direction,
// preferring stations straight ahead over ones far off to the side.
import type { Board } from '../../board/graph';
import type { StationId } from '../../board/types';

export type Direction = 'left' | 'right' | 'up' | 'down';

const VECTORS: Record<Direction, readonly [number, number]> = {
  left: [-1, 0],
  right: [1, 0],
  up: [0, -1],
  down: [0, 1],
};

export function directionOfKey(key: string): Direction | undefined {
  switch (key) {
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    default:
      return undefined;
  }
}

export function nearestInDirection(board: Board, from: StationId, direction: Direction): StationId | undefined {
  const origin = board.station(from);
  const [dx, dy] = VECTORS[direction];
  let best: StationId | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const id of board.stationIds) {
    const other = board.station(id);
    const ahead = (other.x - origin.x) * dx + (other.y - origin.y) * dy;
    const aside = Math.abs((other.x - origin.x) * dy - (other.y - origin.y) * dx);
    if (id === from || ahead <= 0 || aside > ahead * 2) continue;
    const score = ahead + aside * 2;
    if (score < bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}
