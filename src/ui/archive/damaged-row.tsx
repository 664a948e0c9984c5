// A saved game whose record cannot be read: what is wrong, its raw data to keep (so nothing is
// lost), and a way to delete it.
import { useId } from 'preact/hooks';
import { t } from '../i18n/i18n';

interface DamagedRowProps {
  readonly id: string;
  /** The name from the list, when the record had a readable summary. */
  readonly name: string | null;
  readonly reason: string;
  readonly onExportRaw: () => void;
  readonly onDelete: () => void;
}

export function DamagedRow({ id, name, reason, onExportRaw, onDelete }: DamagedRowProps) {
  const titleId = useId();
  const described = { 'aria-describedby': titleId };
  return (
    <div class="archive-game archive-damaged">
      <h3 id={titleId} class="archive-name">
        {name ?? t('archive.damagedTitle')}
      </h3>
      <p class="archive-meta">{id}</p>
      <p class="notice notice-error">{t('archive.damaged', { reason })}</p>
      <div class="archive-actions">
        <button type="button" onClick={onExportRaw} {...described}>
          {t('archive.exportRaw')}
        </button>
        <button type="button" class="archive-delete" onClick={onDelete} {...described}>
          {t('archive.delete')}
        </button>
      </div>
    </div>
  );
}
