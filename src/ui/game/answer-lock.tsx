// Why Undo or a correction leaves the record as it is in a game Dragnet plays as Mister X (his
// answers and his entries stay: game/final-answers.ts), in the words of Dragnet's side of the
// table, which such a game has loaded.
import type { AnswerLock } from '../../game/final-answers';
import type { GameState } from '../../game/state';
import { useLazyModule } from '../lazy';

const loadDragnetSide = () => import('../dragnet/dragnet-table');

export function AnswerLockText({ lock, state }: { lock: AnswerLock; state: GameState }) {
  const side = useLazyModule(loadDragnetSide);
  return side && <p>{side.answerLockText(lock, state)}</p>;
}
