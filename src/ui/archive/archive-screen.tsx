// The archive: every saved game, newest first, to open, review, rename, duplicate, delete (with a
// moment to undo) or export; an export of all games in one archive file; and imports of session
// and archive files, checked completely before anything is stored (import-files.ts).
import { useEffect, useRef, useState } from 'preact/hooks';
import { makeArchiveJson } from '../../format/archive';
import type { Session } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import { replay } from '../../game/replay';
import { storedProblemText, unopenedGameText } from '../i18n/file-texts';
import { t } from '../i18n/i18n';
import { isInPlay, rawRecordText } from './archive-data';
import { GameRow } from './archive-row';
import { DamagedRow } from './damaged-row';
import { jsonFile, safeFileName } from './deliver-file';
import type { ExportOffer } from './export-sheet';
import { ExportSheet } from './export-sheet';
import { ImportReport } from './import-report';
import { useArchive } from './use-archive';
// The sheet's look comes with the table's styles; imported here too, as this screen loads on its own.
import '../game/game.css';
import '../i18n/archive-strings';
import './archive.css';

export interface ArchiveScreenProps {
  readonly onOpen: (session: Session) => void;
  readonly onReview: (session: Session) => void;
  readonly onClose: () => void;
}

function isOver(session: Session): boolean {
  const { states } = replay(session.setup, session.events);
  return states[states.length - 1]?.phase === 'over';
}

export function ArchiveScreen({ onOpen, onReview, onClose }: ArchiveScreenProps) {
  const archive = useArchive();
  const [offer, setOffer] = useState<ExportOffer | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const { games, details, pending } = archive;
  // The deleted row took the focus with it: it goes to the way back.
  useEffect(() => undo.current?.focus(), [pending?.id]);
  const shown = games?.filter((game) => game.id !== pending?.id) ?? [];

  const withSession = (id: string, use: (session: Session) => void | Promise<void>) => async () => {
    const session = await archive.sessionOf(id);
    if (session) await use(session);
  };
  const exportGame = (id: string) =>
    withSession(id, async (session) => {
      const file = jsonFile(makeSessionJson(session), `${safeFileName(session.name, 'dragnet-game')}.dragnet.json`);
      const notes = [t('archive.exportOneNote')];
      // A game Dragnet plays as Mister X, still going on: his route is not in the file (issue 17).
      const secret = await import('../secret/dragnet-x').catch(() => null);
      if (secret && (await secret.hasSecret(session.id)) && !isOver(session))
        notes.push(t('archive.exportDragnetNote'));
      setOffer({ title: t('archive.exportTitle', { name: session.name }), file, notes });
    });
  const exportRaw = async (id: string) => {
    const file = jsonFile(await rawRecordText(id), `${safeFileName(id, 'record')}.damaged.json`);
    setOffer({ title: t('archive.exportRaw'), file, notes: [t('archive.exportRawNote')] });
  };
  const exportAll = async () => {
    archive.commitDelete();
    const readable: Session[] = [];
    for (const game of shown) {
      const session = game.problem === null ? await archive.sessionOf(game.id) : null;
      if (session) readable.push(session);
    }
    const now = new Date();
    const file = jsonFile(makeArchiveJson(readable, now.toISOString()), `dragnet-games-${localDate(now)}.json`);
    const notes = [t('archive.exportAllNote', { count: readable.length })];
    const skipped = shown.length - readable.length;
    if (skipped > 0) notes.push(t('archive.exportSkipped', { count: skipped }));
    setOffer({ title: t('archive.exportAll'), file, notes });
  };

  return (
    <div class="archive">
      <header class="archive-head">
        <h2>{t('archive.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      <div class="archive-actions archive-toolbar">
        <button type="button" onClick={() => picker.current?.click()} disabled={archive.busy}>
          {archive.busy ? t('archive.importing') : t('archive.import')}
        </button>
        <button type="button" onClick={exportAll} disabled={shown.length === 0}>
          {t('archive.exportAll')}
        </button>
        {/* The button above is the one control for importing; the browser's file input behind it is
            hidden from everyone, screen readers included. */}
        <input
          ref={picker}
          type="file"
          accept=".json,application/json"
          multiple
          hidden
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared, so that choosing the same file again imports it again.
            event.currentTarget.value = '';
            if (files.length > 0) void archive.importFiles(files);
          }}
        />
      </div>
      <p class="visually-hidden" role="status">
        {archive.announcement}
      </p>
      {archive.reports.length > 0 && (
        <ImportReport
          reports={archive.reports}
          onImportReadable={archive.importReadable}
          onDismiss={archive.dismissReports}
        />
      )}
      {games === null ? (
        <p class="archive-meta">{t('archive.loading')}</p>
      ) : shown.length === 0 ? (
        <p class="archive-empty">{t('archive.empty')}</p>
      ) : (
        <ul class="archive-list" aria-label={t('archive.count', { count: shown.length })}>
          {shown.map((game) => {
            const detail = details.get(game.id);
            if (game.problem !== null || detail?.ok === false) {
              const reason =
                game.problem !== null
                  ? storedProblemText(game.problem)
                  : detail?.ok === false
                    ? unopenedGameText(detail.problem)
                    : null;
              return (
                <DamagedRow
                  key={game.id}
                  id={game.id}
                  name={game.problem === null ? game.name : null}
                  reason={reason ?? ''}
                  onExportRaw={() => void exportRaw(game.id)}
                  onDelete={() => archive.remove(game.id, game.problem === null ? game.name : game.id)}
                />
              );
            }
            return (
              <GameRow
                key={game.id}
                game={game}
                facts={detail?.ok ? detail.facts : null}
                inPlay={isInPlay(game.id)}
                onOpen={withSession(game.id, onOpen)}
                onReview={withSession(game.id, onReview)}
                onExport={exportGame(game.id)}
                onRename={(name) => void archive.rename(game.id, name)}
                onDuplicate={() => void archive.duplicate(game.id)}
                onDelete={() => archive.remove(game.id, game.name)}
              />
            );
          })}
        </ul>
      )}
      <div class="archive-undo" role="status">
        {pending && (
          <p class="notice notice-info">
            {t('archive.deleted', { name: pending.name })}{' '}
            <button ref={undo} type="button" onClick={archive.undoDelete}>
              {t('archive.undo')}
            </button>
          </p>
        )}
      </div>
      {offer && <ExportSheet offer={offer} onClose={() => setOffer(null)} />}
    </div>
  );
}

/** YYYY-MM-DD in the player's time zone, for file names. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
