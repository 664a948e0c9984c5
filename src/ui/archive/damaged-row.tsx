// A saved game whose record cannot be read: what is wrong, its raw data to keep (so nothing is
// lost), and a way to delete it. Shown for a record found damaged when the list was made, and for
// one an action found damaged later (the row turns into this one, and stays so).
import { useEffect, useId, useRef } from 'preact/hooks';
import { t } from '../i18n/archive-words';

interface DamagedRowProps {
  readonly id: string;
  /** The name from the list, when the record had a readable summary. */
  readonly name: string | null;
  readonly reason: string;
  readonly onExportRaw: () => void;
  readonly onDelete: () => void;
  /** Takes the focus (the control the player used was in the row this one replaced). */
  readonly focused?: boolean;
}

export function DamagedRow({ id, name, reason, onExportRaw, onDelete, focused = false }: DamagedRowProps) {
  const titleId = useId();
  const exportButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) exportButton.current?.focus();
  }, [focused]);
  const described = { 'aria-describedby': titleId };
  return (
    <div class="archive-game archive-damaged">
      <h3 id={titleId} class="archive-name">
        {name?.trim() ? name : t('archive.damagedTitle')}
      </h3>
      <p class="archive-meta">{id}</p>
      <p class="notice notice-error">{t('archive.damaged', { reason })}</p>
      <div class="archive-actions">
        <button ref={exportButton} type="button" onClick={onExportRaw} {...described}>
          {t('archive.exportRaw')}
        </button>
        <button type="button" class="archive-delete" onClick={onDelete} {...described}>
          {t('archive.delete')}
        </button>
      </div>
    </div>
  );
}
