// A modal sheet on the native <dialog>: the browser gives focus containment, Escape to close and
// the accessible modal semantics; on a phone it slides up from the bottom (game.css).
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/i18n';

interface SheetProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
}

export function Sheet({ title, onClose, children }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
    return () => element?.close?.();
  }, []);
  return (
    <dialog ref={dialog} class="sheet" aria-label={title} onClose={onClose} onCancel={onClose}>
      <header class="sheet-head">
        <h2>{title}</h2>
        <button type="button" class="sheet-close" onClick={onClose} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
