// What went wrong, in plain words: the last refused entry, and a record that contradicts itself
// (with a way straight to the moves that may be wrong, and the likely mistakes as one-tap fixes,
// loaded only when the record contradicts itself).
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { useLazyModule } from '../lazy';
import { refusal, undone } from '../state/game-store';
import { eventText, explain } from './texts';

interface NoticesProps {
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
  readonly onReview: () => void;
  readonly onFix: (index: number, replacement: GameEvent | null) => void;
}

export function Notices({ states, events, onReview, onFix }: NoticesProps) {
  const refused = refusal.value;
  const last = states[states.length - 1];
  const setup = last?.game.setup;
  const inconsistency = last?.inconsistencies[last.inconsistencies.length - 1];
  const took = undone.value;
  return (
    <>
      {took && (
        <p class="notice notice-info" role="status">
          {t(took.kind === 'correction' ? 'game.undoneCorrection' : 'game.undone', {
            what: eventText(took.before, took.event),
          })}
        </p>
      )}
      {refused && setup && (
        <div class="notice notice-error" role="alert">
          <p>{explain(refused, setup)}</p>
          <button type="button" class="link-button" onClick={() => (refusal.value = null)}>
            {t('notice.dismiss')}
          </button>
        </div>
      )}
      {inconsistency && setup && (
        <div class="notice notice-warning" role="status">
          <p>
            <strong>{t('notice.inconsistent')}</strong>
          </p>
          <LikelyFixes setup={setup} states={states} events={events} onFix={onFix} />
          <p>{explain(inconsistency.error, setup, { states, events })}</p>
          <button type="button" class="link-button" onClick={onReview}>
            {t('notice.review')}
          </button>
        </div>
      )}
    </>
  );
}

/** The likely mistakes come with the correction sheet they open (one lazy chunk: another would
 *  make the bundler split the page load's shared code into more chunks). */
function LikelyFixes(props: import('./likely-fixes').LikelyFixesProps) {
  const loaded = useLazyModule(() => import('./moves-sheets'));
  return loaded && <loaded.LikelyFixes {...props} />;
}
