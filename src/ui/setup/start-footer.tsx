// The Start button, always in reach at the bottom, disabled until the set-up can be played, with
// the reason in plain words beside it.
import { useId } from 'preact/hooks';
import { t } from '../i18n/setup-words';

interface StartFooterProps {
  /** What still stops the game; null: ready. */
  readonly problem: string | null;
  /** What the footer says when the set-up can be played. */
  readonly ready?: string;
  onStart(): void;
}

export function StartFooter({ problem, ready, onStart }: StartFooterProps) {
  const reasonId = useId();
  return (
    <footer class="setup-footer">
      <p id={reasonId} class={problem ? 'setup-reason' : 'setup-reason setup-reason-ready'} aria-live="polite">
        {problem ?? ready ?? t('setup.ready')}
      </p>
      <button
        type="button"
        class="setup-start"
        disabled={problem !== null}
        aria-describedby={reasonId}
        onClick={onStart}
      >
        {t('setup.start')}
      </button>
    </footer>
  );
}
