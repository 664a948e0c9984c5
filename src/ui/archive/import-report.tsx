// What an import did, file by file: what was added, or why a file was refused (nothing stored
// changed). An archive's games that cannot be read are named with why, and offered to be saved as
// they are.
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/archive-words';
import { importLines } from './archive-texts';
import type { FileImport } from './import-files';

interface ImportReportProps {
  readonly reports: readonly FileImport[];
  readonly onSaveDamaged: (index: number) => void;
  readonly onDismiss: () => void;
}

export function ImportReport({ reports, onSaveDamaged, onDismiss }: ImportReportProps) {
  const region = useRef<HTMLElement>(null);
  // The report appears at the top, perhaps out of sight: bring it to the player (and the focus).
  useEffect(() => region.current?.focus(), [reports]);
  return (
    <section ref={region} tabIndex={-1} class="archive-report" aria-label={t('archive.reportTitle')}>
      {reports.map((report, index) => {
        const { ok, title, detail, items } = importLines(report);
        return (
          <div key={index} class={ok ? 'notice notice-info' : 'notice notice-error'} role={ok ? 'status' : 'alert'}>
            <p>
              <strong>{title}</strong>
            </p>
            {detail && <p>{detail}</p>}
            {items.length > 0 && (
              <ul>
                {items.map((item, line) => (
                  <li key={line}>{item}</li>
                ))}
              </ul>
            )}
            {report.ok && report.damaged.length > 0 && (
              <button type="button" onClick={() => onSaveDamaged(index)}>
                {t('archive.saveDamaged', { count: report.damaged.length })}
              </button>
            )}
          </div>
        );
      })}
      <button type="button" class="link-button" onClick={onDismiss}>
        {t('notice.dismiss')}
      </button>
    </section>
  );
}
