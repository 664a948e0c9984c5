// The archive: every saved game, newest first, to find (by name, date or rules), open, review,
// rename, duplicate, delete (with a moment to undo) or export; an export of all games in one archive
// file; and imports of session and archive files (import-files.ts). The list reads the index of
// saved games and draws only the rows in sight (virtual-list.tsx).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { makeArchiveJson, makeRawArchiveJson } from '../../format/archive';
import type { Session } from '../../format/session';
import { makeSessionJson } from '../../format/session-make';
import { storedProblemText, unopenedGameText } from '../i18n/file-texts';
import { language } from '../i18n/i18n';
import { TableRecord, useTableRecord } from '../record/table-record';
import { isInPlay, rawRecordText } from './archive-data';
import { GameRow } from './archive-row';
import { findGames } from './archive-search';
import { entryName, namesText } from './archive-texts';
import { DamagedRow } from './damaged-row';
import { jsonFile, safeFileName } from './deliver-file';
import type { ExportOffer } from './export-sheet';
import { ExportSheet } from './export-sheet';
import { ImportReport } from './import-report';
import type { Busy } from './use-archive';
import { useArchive } from './use-archive';
import { VirtualList } from './virtual-list';
// The sheet's look comes with the table's styles; imported here too, as this screen loads on its own.
import '../game/game.css';
import './archive.css';
import { archiveFileWords, t } from '../i18n/archive-words';

export interface ArchiveScreenProps {
  readonly onOpen: (session: Session) => void;
  readonly onReview: (session: Session) => void;
  readonly onClose: () => void;
}

export function ArchiveScreen({ onOpen, onReview, onClose }: ArchiveScreenProps) {
  const archive = useArchive();
  const [offer, setOffer] = useState<ExportOffer | null>(null);
  const [query, setQuery] = useState('');
  // The row of a game just found damaged, to take the focus once the sheet that said so closes.
  const [refocus, setRefocus] = useState<string | null>(null);
  useEffect(() => {
    if (refocus !== null) setRefocus(null);
  }, [refocus]);
  // A game whose record turns out damaged when it is opened, reviewed, exported, renamed or copied
  // is said to be so, with its raw data to save as a file; its row is marked damaged from then on.
  const { unreadable } = archive;
  const rawFile = useMemo(
    () => (unreadable?.raw == null ? null : rawRecordFile(unreadable.entry.id, unreadable.raw)),
    [unreadable],
  );
  const record = useTableRecord();
  const picker = useRef<HTMLInputElement>(null);
  const undo = useRef<HTMLButtonElement>(null);
  const { games, pending } = archive;
  // The deleted row took the focus with it: it goes to the way back.
  useEffect(() => undo.current?.focus(), [pending?.id]);
  const listed = useMemo(() => games?.filter((game) => game.id !== pending?.id) ?? [], [games, pending?.id]);
  // Each game's search text is made once per list and language, on the first search.
  const texts = useMemo(() => new Map(), [games, language.value]);
  const shown = useMemo(() => findGames(listed, query, language.value, texts), [listed, query, texts]);
  const searching = query.trim() !== '';

  const withSession = (id: string, use: (session: Session) => void | Promise<void>) => async () => {
    const session = await archive.sessionOf(id);
    if (session) await use(session);
  };
  const exportGame = (id: string) =>
    withSession(id, async (session) => {
      // A game Dragnet plays as Mister X: the file carries his secret (issue 17), made by his side.
      const secret = await import('../secret/dragnet-x').catch(() => null);
      const made = secret ? await secret.exportSessionJson(session) : { text: makeSessionJson(session), hidden: false };
      const file = jsonFile(made.text, `${safeFileName(session.name, 'dragnet-game')}.dragnet.json`);
      // Said before the file is handed over: whoever opens it can read where he is.
      const warning = made.hidden ? t('archive.exportDragnetNote') : undefined;
      const notes = [t('archive.exportOneNote')];
      setOffer({ title: t('archive.exportTitle', { name: session.name }), file, notes, ...(warning && { warning }) });
    });
  const exportRaw = async (id: string) => {
    const file = rawRecordFile(id, await rawRecordText(id));
    setOffer({ title: t('archive.exportRaw'), file, notes: [t('archive.exportRawNote')] });
  };
  const saveDamaged = (index: number) => {
    const report = archive.reports[index];
    if (!report?.ok || report.damaged.length === 0) return;
    const name = `${safeFileName(report.file.replace(/\.json$/i, ''), 'archive')}.damaged.json`;
    const raw = makeRawArchiveJson(
      report.damaged.map((game) => game.raw),
      new Date().toISOString(),
    );
    setOffer({
      title: t('archive.damagedFileTitle'),
      file: jsonFile(raw, name),
      notes: [t('archive.damagedFileNote')],
    });
  };
  const exportAll = async () => {
    archive.commitDelete();
    const readable: Session[] = [];
    // Named in the sheet: those marked damaged already, and those found so now (marked now too).
    const damaged: string[] = [];
    for (const game of listed) {
      const loaded = game.damaged ? null : await archive.readGame(game.id);
      if (loaded?.ok) readable.push(loaded.session);
      // A game deleted meanwhile (in another tab) is gone, not damaged.
      else if (loaded?.reason !== 'missing') damaged.push(entryName(game));
    }
    const now = new Date();
    const secret = await import('../secret/dragnet-x').catch(() => null);
    const made = secret
      ? await secret.exportArchiveJson(readable, now.toISOString())
      : { text: makeArchiveJson(readable, now.toISOString()), hidden: 0 };
    const file = jsonFile(made.text, `dragnet-games-${localDate(now)}.json`);
    const warning = made.hidden > 0 ? t('archive.exportAllDragnetNote', { count: made.hidden }) : undefined;
    const notes = [t('archive.exportAllNote', { count: readable.length })];
    if (damaged.length > 0) {
      notes.push(t('archive.exportSkipped', { count: damaged.length, names: namesText(damaged) }));
    }
    setOffer({ title: t('archive.exportAll'), file, notes, ...(warning && { warning }) });
  };

  if (record.shown) return <TableRecord entries={games && listed} onClose={record.close} />;
  return (
    <div class="archive">
      <header class="archive-head">
        <h2>{t('archive.title')}</h2>
        <button type="button" onClick={onClose} aria-label={t('app.close')}>
          ✕
        </button>
      </header>
      <div class="archive-actions archive-toolbar">
        <button type="button" onClick={() => picker.current?.click()} disabled={archive.busy !== null}>
          {archive.busy?.task === 'import' ? t('archive.importing') : t('archive.import')}
        </button>
        <button type="button" onClick={exportAll} disabled={listed.length === 0}>
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
        <button ref={record.button} type="button" onClick={record.open} disabled={archive.busy !== null}>
          {t('archive.record')}
        </button>
      </div>
      {archive.busy && <ProgressBar busy={archive.busy} />}
      <p class="visually-hidden" role="status">
        {archive.announcement}
      </p>
      {archive.reports.length > 0 && (
        <ImportReport reports={archive.reports} onSaveDamaged={saveDamaged} onDismiss={archive.dismissReports} />
      )}
      {games !== null && listed.length > 0 && (
        <div class="archive-search">
          <input
            type="search"
            aria-label={t('archive.search')}
            placeholder={t('archive.searchHint')}
            value={query}
            onInput={(event) => setQuery(event.currentTarget.value)}
          />
          <p class="archive-meta" role="status">
            {searching ? t('archive.matches', { count: shown.length, total: listed.length }) : ''}
          </p>
        </div>
      )}
      {games === null ? (
        archive.busy ? null : (
          <p class="archive-meta">{t('archive.loading')}</p>
        )
      ) : listed.length === 0 ? (
        // Nothing to say while the first games come in.
        archive.busy ? null : (
          <p class="archive-empty">{t('archive.empty')}</p>
        )
      ) : shown.length === 0 ? (
        <p class="archive-empty">{t('archive.noMatch', { query: query.trim() })}</p>
      ) : (
        <VirtualList
          class="archive-list"
          items={shown}
          keyOf={(game) => game.id}
          estimate={190}
          gap={12}
          label={
            searching
              ? t('archive.matches', { count: shown.length, total: listed.length })
              : t('archive.count', { count: listed.length })
          }
        >
          {(game) =>
            game.damaged ? (
              <DamagedRow
                id={game.id}
                name={game.name}
                reason={storedProblemText(game.damaged, archiveFileWords()) ?? ''}
                onExportRaw={() => void exportRaw(game.id)}
                onDelete={() => archive.remove(game.id, game.name ?? game.id)}
                focused={refocus === game.id}
              />
            ) : (
              <GameRow
                game={game}
                inPlay={isInPlay(game.id)}
                onOpen={withSession(game.id, onOpen)}
                onReview={withSession(game.id, onReview)}
                onExport={exportGame(game.id)}
                onRename={(name) => void archive.rename(game.id, name)}
                onDuplicate={() => void archive.duplicate(game.id)}
                onDelete={() => archive.remove(game.id, game.name)}
              />
            )
          }
        </VirtualList>
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
      {offer ? (
        <ExportSheet offer={offer} onClose={() => setOffer(null)} />
      ) : (
        unreadable && (
          <ExportSheet
            offer={{
              title: t('archive.unreadableTitle', { name: entryName(unreadable.entry) }),
              problem: unopenedGameText(unreadable.problem, archiveFileWords()) ?? '',
              file: rawFile,
              notes: rawFile ? [t('archive.unreadableNote')] : [],
            }}
            onClose={() => {
              archive.dismissUnreadable();
              setRefocus(unreadable.entry.id);
            }}
          />
        )
      )}
    </div>
  );
}

/** How far an import (or the first building of the index) has come: a bar with its words. */
function ProgressBar({ busy }: { busy: Busy }) {
  const label = t(busy.task === 'import' ? 'archive.importProgress' : 'archive.indexing');
  const count = busy.total > 0 ? t('archive.progressCount', { done: busy.done, total: busy.total }) : '';
  return (
    <div class="archive-progress">
      <p class="archive-meta" aria-hidden="true">
        {label}
        {count && ` · ${count}`}
      </p>
      <progress
        max={Math.max(1, busy.total)}
        value={busy.total > 0 ? busy.done : undefined}
        aria-label={label}
        aria-valuetext={count || undefined}
      />
    </div>
  );
}

/** A record's raw data as a file to save. */
function rawRecordFile(id: string, raw: string): File {
  return jsonFile(raw, `${safeFileName(id, 'record')}.damaged.json`);
}

/** YYYY-MM-DD in the player's time zone, for file names. */
function localDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
