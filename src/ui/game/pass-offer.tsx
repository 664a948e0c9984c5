// A pawn that cannot move right now because every station it could reach is taken, by pawns that
// may still move: the app would wait for them; the table may pass it for this round instead
// (game/pawn-passes.ts), as a recorded event.
import { passablePawns } from '../../game/pawn-passes';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { enter } from '../state/game-store';
import { pawnName } from './texts';

export function PassOffer({ state }: { state: GameState }) {
  const pawns = passablePawns(state);
  if (pawns.length === 0) return null;
  return (
    <div class="pass-offer">
      {pawns.map((pawn) => {
        const id = state.game.setup.pawns[pawn]?.id ?? '';
        const name = pawnName(state, pawn);
        return (
          <p key={id} class="panel-hint">
            {t('pawns.blocked', { pawn: name })}{' '}
            <button type="button" onClick={() => enter({ type: 'pawn-pass', pawn: id })}>
              {t('pawns.pass', { pawn: name })}
            </button>
          </p>
        );
      })}
    </div>
  );
}
