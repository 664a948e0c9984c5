// The archive's facts in the player's language: a game's result, dates, file sizes, and what an
// import did or why it refused a file.
import type { FormatProblem } from '../../format/problems';
import { MEGABYTE, megabytes } from '../../format/problems';
import type { GameSummary, IndexEntry } from '../../store/game-index';
import { shownGameName } from '../../words/game-names';
import { formatText } from '../../words/words';
import { archiveFileWords, t } from '../i18n/archive-words';
import { language, ruleWords } from '../i18n/i18n';
import type { FileImport, ImportProblem } from './import-files';

/** How many problems of one archive are listed; the rest are counted. */
const LISTED_PROBLEMS = 8;

export function resultText(facts: Pick<GameSummary, 'over' | 'round' | 'endStation'>): string {
  const { over } = facts;
  if (!over) return t('archive.inProgress', { round: facts.round });
  if (over.reason === 'x-trapped' && facts.endStation === null) return t('archive.won.x-trapped-somewhere');
  return t(`archive.won.${over.reason}`, { station: facts.endStation ?? '?' });
}

/** A game's name as its row shows it (a damaged game without one: its id). */
export function entryName(entry: IndexEntry): string {
  if (entry.damaged) return entry.name?.trim() ? entry.name : entry.id;
  const named = { name: entry.name, createdAt: entry.createdAt, setup: { ruleSet: entry.ruleSet } };
  const name = shownGameName(named, language.value);
  return name.trim() === '' ? t('archive.unnamed') : name;
}

/** Games named in a sentence, each quoted, the first few only: "“A”, “B” and 3 more". */
export function namesText(names: readonly string[], listed = 5): string {
  const quoted = names.slice(0, listed).map((name) => t('archive.quoted', { name }));
  if (names.length > listed) quoted.push(t('archive.andMore', { count: names.length - listed }));
  return quoted.join(', ');
}

/** A day and time as the player's language writes them ("24.11.2026, 19:02"). */
export function dateText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language.value, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** When a game was last played, beside a title that names the day it started: the time alone on
 *  that day, else the day and time. */
export function playedText(createdAt: string, updatedAt: string): string {
  const day = (iso: string) => new Date(iso).toDateString();
  const date = new Date(updatedAt);
  if (Number.isNaN(date.getTime()) || day(createdAt) !== day(updatedAt)) return dateText(updatedAt);
  return new Intl.DateTimeFormat(language.value, { timeStyle: 'short' }).format(date);
}

export function sizeText(bytes: number): string {
  if (bytes < MEGABYTE) return t('archive.size.kb', { size: Math.max(1, Math.round(bytes / 1024)) });
  return t('archive.size.mb', { size: (Math.round((bytes / MEGABYTE) * 10) / 10).toLocaleString(language.value) });
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
    const parts = (['added', 'same', 'restored', 'copy', 'failed'] as const)
      .filter((outcome) => count(outcome) > 0)
      .map((outcome) => t(`archive.import.many.${outcome}`, { count: count(outcome) }));
    const { damaged } = report;
    const summary = parts.length === 0 && damaged.length === 0 ? t('archive.import.empty') : parts.join(', ');
    const title = summary === '' ? file : t('archive.import.done', { file, summary });
    if (damaged.length === 0) return { ok: count('failed') === 0, title, detail: null, items: [] };
    const items = damaged.slice(0, LISTED_PROBLEMS).map(({ index, name, problem }) =>
      t('archive.problem.entry', {
        number: index + 1,
        name: name ?? '',
        detail:
          problem.code === 'newer'
            ? t('archive.problem.entryNewer', { version: problem.version })
            : formatProblemText(problem),
      }),
    );
    if (damaged.length > LISTED_PROBLEMS) {
      items.push(t('archive.problem.more', { count: damaged.length - LISTED_PROBLEMS }));
    }
    const total = damaged.length + report.games.length;
    return { ok: false, title, detail: t('archive.import.damaged', { count: damaged.length, total }), items };
  }
  const title = t('archive.problem.notImported', { file });
  const [first] = report.problems;
  if (!first) return { ok: false, title, detail: null, items: [] };
  return { ok: false, title, detail: fileProblemText(first), items: [] };
}

/** Why a whole file was refused, as the import report says it. */
function fileProblemText(item: ImportProblem): string {
  if ('unreadable' in item) return t('archive.problem.unreadable', { detail: item.unreadable });
  const { problem } = item;
  switch (problem.code) {
    case 'too-large':
      return t('archive.problem.too-large', {
        size: megabytesText(problem.bytes),
        limit: megabytesText(problem.limit),
      });
    case 'not-json':
      return t('archive.problem.not-json');
    case 'foreign':
    case 'not-an-object':
      return t('archive.problem.foreign');
    case 'newer':
      return t('archive.problem.newer', { version: problem.version });
    default:
      return t('archive.problem.invalid', { detail: formatProblemText(problem) });
  }
}

/** A file's size in MB as the player's language writes it, rounded up to a tenth. */
function megabytesText(bytes: number): string {
  return megabytes(bytes).toLocaleString(language.value);
}

/** What is wrong with a file, at its path, in the player's language. */
function formatProblemText(problem: FormatProblem): string {
  const rules = ruleWords();
  return rules ? formatText(rules, archiveFileWords(), problem) : '…';
}
