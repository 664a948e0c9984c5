// A turning point's position loads when the first one is opened: its marks, "Try it" and the move
// advice's words for the reasons stay out of the review's own download.
import { moduleLoader, useLazyModule } from '../lazy';
import type { TurnPositionProps } from './turn-position';

const position = moduleLoader(() => import('./turn-position'));

export function OpenedTurn(props: TurnPositionProps) {
  const loaded = useLazyModule(position);
  return loaded && <loaded.TurnPosition {...props} />;
}
