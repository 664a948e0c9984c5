// The archive's facts in the player's language: a game's result, dates, file sizes, and what an
// import did or why it refused a file.
import '../i18n/archive-strings';
import { language, t } from '../i18n/i18n';
import type { GameFacts } from './archive-data';
import type { FileImport } from './import-files';

/** How many problems of one archive are listed; the rest are counted. */
const LISTED_PROBLEMS = 8;

export function resultText(facts: GameFacts): string {
  const { over } = facts;
  if (!over) return t('archive.inProgress', { round: facts.round });
  if (over.reason === 'x-trapped' && facts.endStation === null) return t('archive.won.x-trapped-somewhere');
  return t(`archive.won.${over.reason}`, { station: facts.endStation ?? '?' });
}

export function dateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(language.value, { dateStyle: 'medium', timeStyle: 'short' });
}

export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return t('archive.size.kb', { size: Math.max(1, Math.round(bytes / 1024)) });
  return t('archive.size.mb', { size: (Math.round((bytes / (1024 * 1024)) * 10) / 10).toLocaleString(language.value) });
}

export interface ImportLines {
  readonly ok: boolean;
  /** The sentence that names the file and says what happened. */
  readonly title: string;
  readonly detail: string | null;
  /** An archive's games that cannot be read, one line each. */
  readonly items: readonly string[];
}

/** What an import did with one file, in sentences. */
export function importLines(report: FileImport): ImportLines {
  const file = report.file;
  if (report.ok) {
    const [only] = report.games;
    if (report.kind === 'session' && only) {
      const title = t(`archive.import.one.${only.outcome}`, { file, name: only.name });
      return { ok: only.outcome !== 'failed', title, detail: null, items: [] };
    }
    const count = (outcome: string) => report.games.filter((game) => game.outcome === outcome).length;
    const parts = (['added', 'same', 'copy', 'failed'] as const)
      .filter((outcome) => count(outcome) > 0)
      .map((outcome) => t(`archive.import.many.${outcome}`, { count: count(outcome) }));
    const summary = parts.length === 0 ? t('archive.import.empty') : parts.join(', ');
    return { ok: count('failed') === 0, title: t('archive.import.done', { file, summary }), detail: null, items: [] };
  }
  const title = t('archive.problem.notImported', { file });
  const entries = report.problems.flatMap((problem) =>
    'session' in problem && problem.session !== null ? [{ ...problem, session: problem.session }] : [],
  );
  if (entries.length > 0) {
    const total = entries.length + report.readable.length;
    const items = entries.slice(0, LISTED_PROBLEMS).map((problem) => {
      const detail =
        problem.kind === 'newer'
          ? t('archive.problem.entryNewer', { version: problem.params.version ?? '?' })
          : problem.message;
      return t('archive.problem.entry', {
        number: problem.session.index + 1,
        name: problem.session.name ?? '',
        detail,
      });
    });
    if (entries.length > LISTED_PROBLEMS)
      items.push(t('archive.problem.more', { count: entries.length - LISTED_PROBLEMS }));
    return { ok: false, title, detail: t('archive.problem.archive', { count: entries.length, total }), items };
  }
  const [problem] = report.problems;
  if (!problem) return { ok: false, title, detail: null, items: [] };
  const detail =
    problem.kind === 'unreadable' || problem.kind === 'invalid'
      ? t(`archive.problem.${problem.kind}`, { detail: problem.message })
      : t(`archive.problem.${problem.kind}`, problem.params);
  return { ok: false, title, detail, items: [] };
}
