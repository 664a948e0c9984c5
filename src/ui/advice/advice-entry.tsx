// The table's way into move advice, kept tiny because it is part of every page load: a button on
// the detectives' turn (only when advice is turned on in the menu) that loads the advice module
// on first use (panel, map marks, the worker's client; the worker itself starts on the first
// request). Everything else about advice lives in advice-view.ts.
import { useEffect } from 'preact/hooks';
import { t } from '../i18n/i18n';
import { adviceModule, adviceShown } from './advice-state';

function loadAdvice(): void {
  if (adviceModule.value) return;
  void import('./advice-view').then((module) => {
    adviceModule.value ??= module.startAdvice();
  });
}

export function AdviceButton() {
  const shown = adviceShown.value;
  const Panel = adviceModule.value?.AdvicePanel;
  // Shown before a reload: the module comes back with the suggestions the tab kept.
  useEffect(() => {
    if (shown) loadAdvice();
  }, [shown]);
  const toggle = () => {
    adviceShown.value = !shown;
    loadAdvice();
  };
  return (
    <section class="advice">
      <button type="button" class="advice-toggle" aria-pressed={shown} onClick={toggle}>
        {t(shown ? 'advice.hide' : 'advice.show')}
      </button>
      {shown && Panel && <Panel />}
    </section>
  );
}
