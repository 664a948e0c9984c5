// What went wrong, in plain words: the last refused entry, and a record that contradicts itself
// (with a way straight to the moves that may be wrong, and the likely mistakes as one-tap fixes,
// loaded only when the record contradicts itself; their worker gets ready in idle time before).
import { useEffect, useRef } from 'preact/hooks';
import type { GameEvent } from '../../game/events';
import type { Setup } from '../../game/setup';
import type { GameState } from '../../game/state';
import { t } from '../i18n/i18n';
import { useLazyModule } from '../lazy';
import { refusal, undone, undoRefused } from '../state/game-store';
import { AnswerLockText } from './answer-lock';
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
  useMistakesReady(setup, (last?.log.length ?? 0) > 0);
  const inconsistency = last?.inconsistencies[last.inconsistencies.length - 1];
  const took = undone.value;
  const kept = undoRefused.value;
  // A refusal shows where the eye is: on a phone the panel may be scrolled down to the Move button
  // the table tapped, and a message out of sight reads as "nothing happened".
  const refusedAt = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refused) refusedAt.current?.scrollIntoView?.({ block: 'nearest' });
  }, [refused]);
  return (
    <>
      {took && (
        <p class="notice notice-info" role="status">
          {t(took.kind === 'correction' ? 'game.undoneCorrection' : 'game.undone', {
            what: eventText(took.before, took.event),
          })}
        </p>
      )}
      {kept && last && (
        <div class="notice notice-error" role="alert">
          <AnswerLockText lock={kept} state={last} />
          <button type="button" class="link-button" onClick={() => (undoRefused.value = null)}>
            {t('notice.dismiss')}
          </button>
        </div>
      )}
      {refused && setup && (
        <div class="notice notice-error" role="alert" ref={refusedAt}>
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

/** Once his first entry is in, the mistakes worker is started in idle time and gets ready (its
 *  first search compiles everything and takes several times as long as later ones), so the first
 *  contradiction of a game is named in time on a slow phone. */
function useMistakesReady(setup: Setup | undefined, started: boolean): void {
  useEffect(() => {
    if (!setup || !started) return;
    const ready = () => void import('../../worker/mistakes-client').then((client) => client.warmUpFixes(setup));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(ready, { timeout: 10_000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(ready, 2_000);
    return () => clearTimeout(handle);
  }, [setup, started]);
}

/** The likely mistakes come with the correction sheet they open (one lazy chunk: another would
 *  make the bundler split the page load's shared code into more chunks). */
function LikelyFixes(props: import('./likely-fixes').LikelyFixesProps) {
  const loaded = useLazyModule(() => import('./moves-sheets'));
  return loaded && <loaded.LikelyFixes {...props} />;
}
