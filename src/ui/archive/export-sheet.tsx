// What an export hands over, and how: a download, or the device's share sheet where it can share
// files. The sheet names the file and its size, and says what it is good for; for a game that
// cannot be read, it first says why (and hands over its raw data, when there is any).
import { useState } from 'preact/hooks';
import { Sheet } from '../game/sheet';
import { t } from '../i18n/archive-words';
import { sizeText } from './archive-texts';
import { canShareFile, downloadFile, shareFile } from './deliver-file';

export interface ExportOffer {
  readonly title: string;
  /** null: nothing to hand over (the game is no longer saved): the sheet only says why. */
  readonly file: File | null;
  /** Why the game asked for cannot be read, shown first, as an error. */
  readonly problem?: string;
  /** What the file is, and anything left out of it. */
  readonly notes: readonly string[];
  /** What whoever opens the file can learn (Dragnet's secret route as Mister X), shown first, as a
   *  warning, before the file is handed over. */
  readonly warning?: string;
}

export function ExportSheet({ offer, onClose }: { offer: ExportOffer; onClose: () => void }) {
  const [shareFailed, setShareFailed] = useState(false);
  const { file } = offer;
  return (
    <Sheet title={offer.title} onClose={onClose}>
      {offer.problem && <p class="notice notice-error">{offer.problem}</p>}
      {file && (
        <p class="archive-file">
          <strong>{file.name}</strong> ({sizeText(file.size)})
        </p>
      )}
      {offer.warning && <p class="notice notice-warning">{offer.warning}</p>}
      {offer.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      {shareFailed && (
        <p class="notice notice-error" role="alert">
          {t('archive.shareFailed')}
        </p>
      )}
      {file && (
        <div class="archive-actions">
          <button
            type="button"
            class="button-primary"
            onClick={() => {
              downloadFile(file);
              onClose();
            }}
          >
            {t('archive.download')}
          </button>
          {canShareFile(file) && (
            <button
              type="button"
              onClick={async () => {
                const shared = await shareFile(file);
                if (shared === 'failed') setShareFailed(true);
                else if (shared === 'shared') onClose();
              }}
            >
              {t('archive.share')}
            </button>
          )}
        </div>
      )}
    </Sheet>
  );
}
