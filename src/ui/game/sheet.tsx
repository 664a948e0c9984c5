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
  // close() on unmount queues a 'close' event that arrives after this sheet is gone; it must not
  // close the sheet that replaced it (Moves -> Edit).
  const mounted = useRef(true);
  const closeOnce = () => {
    if (mounted.current) onClose();
  };
  useEffect(() => {
    const element = dialog.current;
    mounted.current = true;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
    return () => {
      mounted.current = false;
      element?.close?.();
    };
  }, []);
  return (
    <dialog ref={dialog} class="sheet" aria-label={title} onClose={closeOnce} onCancel={closeOnce}>
      <header class="sheet-head">
        <h2>{title}</h2>
        <button type="button" class="sheet-close" onClick={closeOnce} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
