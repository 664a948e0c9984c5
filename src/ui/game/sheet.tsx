// A modal sheet on the native <dialog>: the browser gives Escape to close, the accessible modal
// semantics and an inert page behind it; Tab and Shift+Tab go round the sheet's own controls (the
// browser would let focus leave for its own toolbar). On a phone it slides up from the bottom
// (sheet.css). A sheet opened over another keeps the focus to itself, and hands it back on closing.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/i18n';
import './sheet.css';

const FOCUSABLE = 'button,input,select,textarea,[href],[tabindex="0"]';

interface SheetProps {
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ComponentChildren;
  /** A class of its own (the review's full-screen position), and words for its close button in
   *  place of the ✕ ("Close"). */
  readonly variant?: string;
  readonly closeLabel?: string;
}

export function Sheet({ title, onClose, children, variant, closeLabel }: SheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // close() on unmount queues a 'close' event that arrives after this sheet is gone; it must not
  // close the sheet that replaced it (Moves -> Edit).
  const mounted = useRef(true);
  const closeOnce = () => {
    if (mounted.current) onClose();
  };
  useEffect(() => {
    const element = dialog.current;
    // Focus goes back where it came from once the sheet is gone (a sheet taken out of the page
    // while open is not closed by the browser, which would return it).
    const opener = document.activeElement;
    mounted.current = true;
    if (element && !element.open && typeof element.showModal === 'function') element.showModal();
    return () => {
      mounted.current = false;
      element?.close?.();
      const lost = document.activeElement;
      if (opener instanceof HTMLElement && (!lost || lost === document.body || element?.contains(lost))) opener.focus();
    };
  }, []);
  const keepFocus = (event: KeyboardEvent) => {
    const element = dialog.current;
    if (event.key !== 'Tab' || !element || (event.target as Element).closest('dialog') !== element) return;
    const controls = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (control) => control.closest('dialog') === element,
    );
    const edge = event.shiftKey ? controls[0] : controls[controls.length - 1];
    if (event.target !== edge) return;
    event.preventDefault();
    (event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus();
  };
  return (
    <dialog
      ref={dialog}
      class={variant ? `sheet ${variant}` : 'sheet'}
      aria-label={title}
      onClose={closeOnce}
      onCancel={closeOnce}
      onKeyDown={keepFocus}
    >
      <header class="sheet-head">
        <h2>{title}</h2>
        {closeLabel ? (
          <button type="button" onClick={closeOnce}>
            {closeLabel}
          </button>
        ) : (
          <button type="button" class="sheet-close" onClick={closeOnce} aria-label={t('app.close')}>
            ✕
          </button>
        )}
      </header>
      <div class="sheet-body">{children}</div>
    </dialog>
  );
}
