// The archive screen's state: the saved games as the index lists them (store/saved-games.ts), the
// delete waiting for its undo, the progress of a long task (an import, or the index being built),
// and the import reports. A delete is only carried out when its undo time is over, when another
// action starts, or when the screen closes. After a change the list is read again from the index:
// one small record per game, so that costs little even with thousands of games.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session } from '../../format/session';
import type { IndexEntry } from '../../store/game-index';
import { t } from '../i18n/i18n';
import { deleteGame, duplicateGame, listGames, loadGame, renameGame, suffixedName } from './archive-data';
import type { FileImport } from './import-files';
import { importFile } from './import-files';

/** How long a deleted game can be brought back. */
export const UNDO_MS = 6000;

export interface PendingDelete {
  readonly id: string;
  readonly name: string;
}

/** A long task under way: what it is, and `done` of `total` games. */
export interface Busy {
  readonly task: 'import' | 'index';
  readonly done: number;
  readonly total: number;
}

export function useArchive() {
  const [games, setGames] = useState<IndexEntry[] | null>(null);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [reports, setReports] = useState<FileImport[]>([]);
  const [busy, setBusy] = useState<Busy | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<{ id: string; handle: ReturnType<typeof setTimeout> } | null>(null);

  const refresh = async () => {
    const listed = await listGames((done, total) => setBusy({ task: 'index', done, total }));
    setBusy((now) => (now?.task === 'index' ? null : now));
    setGames(listed);
  };

  useEffect(() => {
    void refresh();
    // Leaving the screen carries out a delete still waiting for its undo.
    return () => commitDelete();
  }, []);

  function commitDelete(): void {
    const waiting = timer.current;
    if (!waiting) return;
    clearTimeout(waiting.handle);
    timer.current = null;
    setPending(null);
    setGames((previous) => previous?.filter((game) => game.id !== waiting.id) ?? null);
    void deleteGame(waiting.id);
  }

  /** The game as stored (or as played, for the game in play): its record alone is read. */
  async function sessionOf(id: string): Promise<Session | null> {
    const loaded = await loadGame(id);
    return loaded.ok ? loaded.session : null;
  }

  return {
    games,
    pending,
    reports,
    busy,
    announcement,
    sessionOf,
    remove(id: string, name: string) {
      commitDelete();
      timer.current = { id, handle: setTimeout(commitDelete, UNDO_MS) };
      setPending({ id, name });
    },
    undoDelete() {
      const waiting = timer.current;
      if (!waiting) return;
      clearTimeout(waiting.handle);
      timer.current = null;
      setPending(null);
    },
    commitDelete,
    async rename(id: string, name: string) {
      commitDelete();
      const game = await sessionOf(id);
      if (!game || game.name === name) return;
      const renamed = await renameGame(game, name);
      await refresh();
      // The game in play is saved by autosave, perhaps not yet: the list shows the new name now.
      setGames(
        (previous) =>
          previous?.map((entry) => (entry.id === id && !entry.damaged ? { ...entry, name: renamed.name } : entry)) ??
          null,
      );
      setAnnouncement(t('archive.renamed', { name: renamed.name }));
    },
    async duplicate(id: string) {
      commitDelete();
      const game = await sessionOf(id);
      if (!game) return;
      const copy = await duplicateGame(game, suffixedName(game.name, t('archive.copySuffix')));
      await refresh();
      setAnnouncement(t('archive.duplicated', { name: copy.name }));
    },
    async importFiles(files: readonly File[]) {
      commitDelete();
      setBusy({ task: 'import', done: 0, total: 0 });
      const done: FileImport[] = [];
      for (const file of files) {
        done.push(
          await importFile(file, t('archive.copySuffix'), (count, total) =>
            setBusy({ task: 'import', done: count, total }),
          ),
        );
      }
      setReports(done);
      await refresh();
      setBusy(null);
    },
    dismissReports: () => setReports([]),
  };
}
