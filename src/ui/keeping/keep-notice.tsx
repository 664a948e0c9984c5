// Keeping the saved games: after a game is over, where the browser does not promise to keep them
// (it refused persistent storage, or has none to give: Safari outside the Home Screen, WebKitGTK),
// one calm notice says how to keep them on this browser and offers a backup file of all games in
// one tap; at start, many games without a backup for long bring a reminder. Loaded once the first
// screen is drawn (main.tsx), with its words, so the page load does not carry it.
import { effect } from '@preact/signals';
import { useState } from 'preact/hooks';
import { makeArchiveJson } from '../../format/archive';
import type { Keeping } from '../../store/keeping';
import { loadKeeping, updateKeeping } from '../../store/keeping';
import { listSavedGames } from '../../store/saved-games';
import { listSessions } from '../../store/sessions';
import { canShareFile, downloadFile, jsonFile, shareFile } from '../archive/deliver-file';
import { t } from '../i18n/keep-words';
import { requestPersistentStorage, storagePersisted } from '../platform/persistent-storage';
import { gameInProgress, keepNotice } from '../state/app-notices';
import { game } from '../state/game-store';
import './keep-notice.css';
import type { KeepingFacts, Platform } from './keeping-rules';
import { daysSince, noticeAfterGame, platformOf, reminderAtStart } from './keeping-rules';

/** Whether the browser has promised to keep the storage, as far as is known within 10 s: a browser
 *  that asks the player (Firefox) may leave the question open, which counts as no. Between games
 *  (`ask` false) the browser is only asked what it already does: the request itself is made when a
 *  game starts (main.tsx), never on a screen the table merely opened. */
function storageKept(ask: boolean): Promise<boolean> {
  if (!ask) return storagePersisted();
  const unanswered = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000));
  return Promise.race([requestPersistentStorage(), unanswered]);
}

async function factsNow(ask: boolean): Promise<{ facts: KeepingFacts; keeping: Keeping }> {
  // The index of saved games: counting 2,000 games must not mean reading them.
  const [keeping, persistent, games] = await Promise.all([loadKeeping(), storageKept(ask), listSavedGames()]);
  const dates = games.flatMap((game) => (game.damaged ? [] : [game.updatedAt])).sort();
  return {
    keeping,
    facts: { keeping, persistent, games: games.length, oldestGame: dates[0] ?? null, now: new Date() },
  };
}

function platform(): Platform {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches;
  return platformOf(navigator.userAgent, navigator.maxTouchPoints ?? 0, standalone);
}

/** From just after the first screen is drawn: the reminder now if between games, the notice
 *  whenever a game is over. */
export function watchKeeping(): void {
  if (!gameInProgress.value) void checkAtStart();
  effect(() => {
    if (game.value?.phase === 'over') void checkAfterGame();
  });
  // A notice for between games goes when the next game starts: left standing, it would fill the
  // new game's panel on a phone and push Mister X's tickets out of sight.
  effect(() => {
    if (gameInProgress.value && keepNotice.peek()) keepNotice.value = null;
  });
}

/** After a game is over: the first notice, once. */
async function checkAfterGame(): Promise<void> {
  const { facts } = await factsNow(true);
  if (noticeAfterGame(facts) === null) return;
  await updateKeeping({ noticeShownAt: facts.now.toISOString() });
  keepNotice.value = () => <KeepNotice reminder={null} />;
}

/** At start, between games: the reminder of a backup. */
async function checkAtStart(): Promise<void> {
  const { facts } = await factsNow(false);
  if (reminderAtStart(facts) === null) return;
  await updateKeeping({ remindedAt: facts.now.toISOString() });
  const since = facts.keeping.lastBackupAt ?? facts.oldestGame ?? facts.now.toISOString();
  const reminder = { games: facts.games, days: daysSince(since, facts.now) };
  keepNotice.value = () => <KeepNotice reminder={reminder} />;
}

/** Every readable saved game in one archive file, handed over as a download or to the share sheet. */
async function saveBackup(): Promise<{ file: string; count: number }> {
  const sessions = (await listSessions()).flatMap((game) => (game.problem === null ? [game.session] : []));
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const file = jsonFile(makeArchiveJson(sessions, now.toISOString()), `dragnet-backup-${day}.json`);
  const shared = canShareFile(file) ? await shareFile(file) : 'failed';
  if (shared === 'cancelled') throw new Error('cancelled');
  if (shared === 'failed') downloadFile(file);
  await updateKeeping({ lastBackupAt: now.toISOString() });
  return { file: file.name, count: sessions.length };
}

type Backup = { state: 'offered' } | { state: 'saving' } | { state: 'saved'; file: string; count: number };

function KeepNotice({ reminder }: { reminder: { games: number; days: number } | null }) {
  const [backup, setBackup] = useState<Backup>({ state: 'offered' });
  const [failed, setFailed] = useState<string | null>(null);
  const close = () => (keepNotice.value = null);
  const save = async () => {
    setBackup({ state: 'saving' });
    setFailed(null);
    try {
      setBackup({ state: 'saved', ...(await saveBackup()) });
    } catch (caught: unknown) {
      setBackup({ state: 'offered' });
      if (!(caught instanceof Error && caught.message === 'cancelled')) setFailed(String(caught));
    }
  };
  return (
    <section class="notice notice-info keep-notice" role="status" aria-labelledby="keep-title">
      <h2 id="keep-title" class="keep-title">
        {t(reminder ? 'keep.remindTitle' : 'keep.title')}
      </h2>
      {/* The words scroll, the buttons stay in sight, so the notice can always be closed: at
          the bottom of the scrolling notice a phone cut "Not now" to "N…". */}
      <div class="keep-body">
        <p>{reminder ? t('keep.remind', reminder) : t(`keep.${platform()}`)}</p>
        {backup.state === 'saved' ? (
          <p>{t('keep.saved', { file: backup.file, count: backup.count })}</p>
        ) : (
          <p>{t('keep.backup')}</p>
        )}
        {failed && <p role="alert">{t('keep.failed', { reason: failed })}</p>}
      </div>
      <div class="keep-actions">
        {backup.state !== 'saved' && (
          <button type="button" class="button-primary" disabled={backup.state === 'saving'} onClick={save}>
            {t(backup.state === 'saving' ? 'keep.saving' : 'keep.save')}
          </button>
        )}
        <button type="button" class="link-button" onClick={close}>
          {t(backup.state === 'saved' ? 'notice.dismiss' : 'keep.later')}
        </button>
      </div>
    </section>
  );
}
