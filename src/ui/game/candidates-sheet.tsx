// Mister X's possible stations as numbers, for when the map is too small to read them: each is
// one tap from being shown on the map. With likelihood shown, the likeliest come first with their
// percentage; one switch goes back to the plain set in label order.
import type { StationId } from '../../board/types';
import type { GameState } from '../../game/state';
import { language } from '../i18n/i18n';
import { formatPercent } from '../i18n/percent';
import { t } from '../i18n/sheets-words';
import { applySettings, settings } from '../state/preferences';
import { Sheet } from './sheet';
import { label } from './texts';

interface CandidatesProps {
  readonly state: GameState;
  /** How likely each candidate is (null: hidden, or not worked out yet). */
  readonly likelihood: Float64Array | null;
  readonly onShow: (station: StationId) => void;
  readonly onClose: () => void;
}

export function CandidatesSheet({ state, likelihood, onShow, onClose }: CandidatesProps) {
  const shown = settings.value.likelihood === 'shown';
  const ranked = likelihood && state.candidates.size > 1 ? likelihood : null;
  const stations = [...state.candidates].sort(
    (a, b) => (ranked ? (ranked[b] ?? 0) - (ranked[a] ?? 0) : 0) || label(state, a) - label(state, b),
  );
  return (
    <Sheet title={t('game.candidates', { count: stations.length })} onClose={onClose}>
      {stations.length === 0 ? (
        <p>{t('game.noCandidates')}</p>
      ) : (
        <>
          <label class="switch-row">
            <input
              type="checkbox"
              checked={shown}
              onChange={(event) =>
                applySettings({ ...settings.value, likelihood: event.currentTarget.checked ? 'shown' : 'hidden' })
              }
            />
            <span>{t('game.likelihoodSwitch')}</span>
          </label>
          <p class="panel-hint">
            {ranked ? t('game.likelihoodHint') : shown && stations.length > 1 ? t('game.likelihoodPending') : ''}{' '}
            {t('game.candidatesHint')}
          </p>
          <div class={ranked ? 'station-grid station-grid-ranked' : 'station-grid'}>
            {stations.map((station) => (
              <button type="button" key={station} class="station-button" onClick={() => onShow(station)}>
                {label(state, station)}
                {ranked && (
                  <span class="station-chance">{estimate(formatPercent(language.value, ranked[station] ?? 0))}</span>
                )}
              </button>
            ))}
          </div>
        </>
      )}
    </Sheet>
  );
}

/** An estimate marked as one, as on the map ("≈24%"); "<0.1%" says so already. */
function estimate(percent: string): string {
  return percent.startsWith('<') ? percent : `≈${percent}`;
}
