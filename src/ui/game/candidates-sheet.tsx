// Mister X's possible stations as numbers, for when the map is too small to read them: each is
// one tap from being shown on the map.
import type { StationId } from '../../board/types';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { Sheet } from './sheet';
import { label } from './texts';

interface CandidatesProps {
  readonly state: GameState;
  readonly onShow: (station: StationId) => void;
  readonly onClose: () => void;
}

export function CandidatesSheet({ state, onShow, onClose }: CandidatesProps) {
  const stations = [...state.candidates].sort((a, b) => label(state, a) - label(state, b));
  return (
    <Sheet title={t('game.candidates', { count: stations.length })} onClose={onClose}>
      {stations.length === 0 ? (
        <p>{t('game.noCandidates')}</p>
      ) : (
        <>
          <p class="panel-hint">{t('game.candidatesHint')}</p>
          <div class="station-grid">
            {stations.map((station) => (
              <button type="button" key={station} class="station-button" onClick={() => onShow(station)}>
                {label(state, station)}
              </button>
            ))}
          </div>
        </>
      )}
    </Sheet>
  );
}
