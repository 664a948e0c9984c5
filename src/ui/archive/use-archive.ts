// The archive screen's state: the saved games as the index lists them (store/saved-games.ts), the
// delete waiting for its undo (carried out when its time is over, another action starts or the
// screen closes), the progress of a long task, the import reports, and the game an action could not
// read (its row marked damaged at once). After a change the list is read again from the index: one
// small record per game, so that costs little even with thousands of games.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session } from '../../format/session';
import type { IndexEntry } from '../../store/game-index';
import { damagedEntry } from '../../store/game-index';
import type { StoredProblem } from '../../store/problems';
import type { LoadedSession } from '../../store/sessions';
import { t } from '../i18n/archive-words';
import {
  deleteGame,
  duplicateGame,
  listGames,
  loadGame,
  rawRecordText,
  renameGame,
  suffixedName,
} from './archive-data';
import type { FileImport } from './import-files';
import { importFile } from './import-files';

/** How long a deleted game can be brought back. */
export const UNDO_MS = 6000;

export interface PendingDelete {
  readonly id: string;
  readonly name: string;
}

/** A game an action could not read: its list entry as it was, and why (null: it is no longer
 *  saved). */
export interface Unreadable {
  readonly entry: IndexEntry;
  readonly problem: StoredProblem | null;
  /** Everything stored for it, exactly as it is (rawRecordText): null when there is nothing to
   *  keep (no longer saved) or the database failed. */
  readonly raw: string | null;
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
  const [unreadable, setUnreadable] = useState<Unreadable | null>(null);
  // The list as last drawn, for the entry of a game that turns out unreadable.
  const shown = useRef(games);
  shown.current = games;
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

  /** The game as stored (or as played, for the game in play): its record alone is read. A game
   *  that cannot be read is marked damaged in the list (one no longer saved leaves it). */
  async function readGame(id: string): Promise<LoadedSession> {
    const loaded = await loadGame(id);
    if (loaded.ok) return loaded;
    if (loaded.reason === 'missing') {
      setGames((previous) => previous?.filter((entry) => entry.id !== id) ?? null);
    } else if (loaded.problem.code !== 'database') {
      // A failing database is not the record's fault: the row stays as it is.
      const { problem } = loaded;
      setGames(
        (previous) =>
          previous?.map((entry) => (entry.id === id ? damagedEntry(id, problem, entry.name) : entry)) ?? null,
      );
    }
    return loaded;
  }

  /** `readGame` for an action on one game: one that cannot be read is reported (`unreadable`). */
  async function sessionOf(id: string): Promise<Session | null> {
    const entry = shown.current?.find((game) => game.id === id);
    const loaded = await readGame(id);
    if (loaded.ok) return loaded.session;
    const problem = loaded.reason === 'damaged' ? loaded.problem : null;
    const raw = problem && problem.code !== 'database' ? await rawRecordText(id) : null;
    if (entry) setUnreadable({ entry, problem, raw });
    return null;
  }

  return {
    games,
    pending,
    reports,
    busy,
    announcement,
    unreadable,
    dismissUnreadable: () => setUnreadable(null),
    readGame,
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
