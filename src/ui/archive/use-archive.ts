// The archive screen's state: the list of saved games, each game's details as they load, the
// delete waiting for its undo, and the import reports. A delete is only carried out when its
// undo time is over, when another action starts, or when the screen closes.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Session } from '../../format/session';
import type { ListedSession } from '../../store/sessions';
import { t } from '../i18n/i18n';
import { session as sessionInPlay } from '../state/game-store';
import type { GameDetails } from './archive-data';
import { deleteGame, duplicateGame, factsOf, listGames, loadDetails, renameGame, suffixedName } from './archive-data';
import type { FileImport } from './import-files';
import { importFile, storeGames } from './import-files';

/** How long a deleted game can be brought back. */
export const UNDO_MS = 6000;
/** Games loaded at a time in the background; the list shows at once, details fill in. */
const LOAD_BATCH = 8;

export interface PendingDelete {
  readonly id: string;
  readonly name: string;
}

type Details = ReadonlyMap<string, GameDetails>;

/** A loaded game is out of date once the list says it was changed since. */
function isCurrent(details: GameDetails | undefined, game: ListedSession): boolean {
  if (!details || game.problem !== null) return false;
  if (!details.ok) return true;
  const { session } = details.facts;
  return session.updatedAt === game.updatedAt && session.name === game.name && session.events.length === game.events;
}

export function useArchive() {
  const [games, setGames] = useState<ListedSession[] | null>(null);
  const [details, setDetails] = useState<Details>(new Map());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [reports, setReports] = useState<FileImport[]>([]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<{ id: string; handle: ReturnType<typeof setTimeout> } | null>(null);
  const detailsRef = useRef(details);
  detailsRef.current = details;

  const setDetail = (id: string, detail: GameDetails) => setDetails((previous) => new Map(previous).set(id, detail));

  const refresh = async () => setGames(await listGames());

  useEffect(() => {
    void refresh();
    // Leaving the screen carries out a delete still waiting for its undo.
    return () => commitDelete();
  }, []);

  useEffect(() => {
    if (!games) return;
    let stopped = false;
    const stale = games.filter((game) => game.problem === null && !isCurrent(detailsRef.current.get(game.id), game));
    void (async () => {
      for (let start = 0; start < stale.length && !stopped; start += LOAD_BATCH) {
        const batch = stale.slice(start, start + LOAD_BATCH);
        // The listing has read each game already; only its final state is worked out here. A
        // batch at a time, yielding between, so a long list shows at once and fills in.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (stopped) return;
        setDetails((previous) => {
          const next = new Map(previous);
          for (const game of batch)
            if (game.problem === null) next.set(game.id, { ok: true, facts: factsOf(game.session) });
          return next;
        });
      }
    })();
    return () => {
      stopped = true;
    };
  }, [games]);

  function commitDelete(): void {
    const waiting = timer.current;
    if (!waiting) return;
    clearTimeout(waiting.handle);
    timer.current = null;
    setPending(null);
    setGames((previous) => previous?.filter((game) => game.id !== waiting.id) ?? null);
    void deleteGame(waiting.id);
  }

  /** The game as stored, loaded now if the background has not reached it yet. */
  async function sessionOf(id: string): Promise<Session | null> {
    // The game in play may be ahead of its last save.
    const playing = sessionInPlay.value;
    if (playing?.id === id) return playing;
    const known = detailsRef.current.get(id);
    const detail = known ?? (await loadDetails(id));
    if (!known) setDetail(id, detail);
    return detail.ok ? detail.facts.session : null;
  }

  return {
    games,
    details,
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
      setDetail(id, { ok: true, facts: factsOf(renamed) });
      setGames(
        (previous) => previous?.map((entry) => (entry.id === id ? { ...entry, name: renamed.name } : entry)) ?? null,
      );
      setAnnouncement(t('archive.renamed', { name: renamed.name }));
    },
    async duplicate(id: string) {
      commitDelete();
      const game = await sessionOf(id);
      if (!game) return;
      const copy = await duplicateGame(game, suffixedName(game.name, t('archive.copySuffix')));
      setDetail(copy.id, { ok: true, facts: factsOf(copy) });
      await refresh();
      setAnnouncement(t('archive.duplicated', { name: copy.name }));
    },
    async importFiles(files: readonly File[]) {
      commitDelete();
      setBusy(true);
      const done: FileImport[] = [];
      for (const file of files) done.push(await importFile(file, t('archive.copySuffix')));
      setReports(done);
      await refresh();
      setBusy(false);
    },
    async importReadable(index: number) {
      const report = reports[index];
      if (!report || report.ok) return;
      setBusy(true);
      const stored = await storeGames(report.readable, t('archive.copySuffix'));
      setReports(
        reports.map((entry, at) =>
          at === index ? { file: report.file, ok: true, kind: 'archive', games: stored } : entry,
        ),
      );
      await refresh();
      setBusy(false);
    },
    dismissReports: () => setReports([]),
  };
}
