// The table's record, added up from the index of saved games (one small entry per game, never a
// game's record): Mister X's wins and losses overall, by rule set, by detective players and by who
// played him; the rounds the detectives won in; the catches of each pawn by name. Only finished
// games count; those in progress and those that cannot be read are counted apart. Pure.
import type { RuleSetId } from '../../game/setup';
import { RULE_SET_IDS } from '../../game/setup';
import type { IndexEntry } from '../../store/game-index';
import type { NameLanguage } from '../../words/default-names';
import { shownPawnNames } from '../../words/default-names';
import type { XStrength } from '../state/x-player';
import { X_STRENGTHS } from '../state/x-player';

/** Mister X's games: won, and lost (caught, or trapped). */
export interface Tally {
  readonly won: number;
  readonly lost: number;
}

/** Who played Mister X: a person at the table, or Dragnet at a strength. */
export type XPlayerKind = 'person' | XStrength;
export const X_PLAYER_KINDS: readonly XPlayerKind[] = ['person', ...X_STRENGTHS];

export interface Catcher {
  /** The pawn's name as the reader's language shows it (a colour's name for a pawn left unnamed),
   *  as first found among the games played last. */
  readonly name: string;
  readonly catches: number;
}

export interface TableRecord {
  /** Finished games: every one below counts. */
  readonly finished: number;
  readonly inProgress: number;
  /** Saved games whose record cannot be read. */
  readonly unreadable: number;
  readonly overall: Tally;
  /** Only the groups with games, in a fixed order: rule sets as the set-up lists them, players
   *  from 1 up (null, not asked at set-up, last), a person before Dragnet easy, medium, hard. */
  readonly byRuleSet: readonly Group<RuleSetId>[];
  readonly byPlayers: readonly Group<number | null>[];
  readonly byMisterX: readonly Group<XPlayerKind>[];
  /** The detectives' wins by the round they came in: [0] is round 1, up to the last such round. */
  readonly caughtInRound: readonly number[];
  /** Catches by pawn name, most first (ties by name). */
  readonly catchers: readonly Catcher[];
}

export interface Group<K> {
  readonly key: K;
  readonly tally: Tally;
}

/**
 * Adds up `entries`. `strengths`: the strength of each game Dragnet played as Mister X, by id
 * (a game without one was played by a person). Pawns are named for `language`, and pawns of one
 * name count together whatever their colour or game (letter case aside).
 */
export function tallyRecord(
  entries: readonly IndexEntry[],
  strengths: ReadonlyMap<string, XStrength>,
  language: NameLanguage,
): TableRecord {
  let inProgress = 0;
  let unreadable = 0;
  const overall = { won: 0, lost: 0 };
  const byRuleSet = new Map<RuleSetId, { won: number; lost: number }>();
  const byPlayers = new Map<number | null, { won: number; lost: number }>();
  const byMisterX = new Map<XPlayerKind, { won: number; lost: number }>();
  const rounds: number[] = [];
  const catchers = new Map<string, { name: string; catches: number }>();
  const count = <K>(groups: Map<K, { won: number; lost: number }>, key: K, won: boolean) => {
    const tally = groups.get(key) ?? { won: 0, lost: 0 };
    groups.set(key, tally);
    if (won) tally.won++;
    else tally.lost++;
  };
  for (const entry of entries) {
    if (entry.damaged) {
      unreadable++;
      continue;
    }
    if (!entry.over) {
      inProgress++;
      continue;
    }
    const won = entry.over.winner === 'mister-x';
    if (won) overall.won++;
    else overall.lost++;
    count(byRuleSet, entry.ruleSet, won);
    count(byPlayers, entry.players, won);
    count(byMisterX, strengths.get(entry.id) ?? 'person', won);
    if (won) continue;
    while (rounds.length < entry.round) rounds.push(0);
    rounds[entry.round - 1] = (rounds[entry.round - 1] ?? 0) + 1;
    const name = entry.caughtBy === null ? undefined : shownPawnNames(entry.pawns, language)[entry.caughtBy]?.trim();
    if (!name) continue;
    const key = name.toLocaleLowerCase(language);
    const catcher = catchers.get(key);
    if (catcher) catcher.catches++;
    else catchers.set(key, { name, catches: 1 });
  }
  const inOrder = <K>(groups: Map<K, Tally>, order: readonly K[]): Group<K>[] =>
    order.flatMap((key) => {
      const tally = groups.get(key);
      return tally ? [{ key, tally: { ...tally } }] : [];
    });
  const players = [...byPlayers.keys()].sort(
    (a, b) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY),
  );
  return {
    finished: overall.won + overall.lost,
    inProgress,
    unreadable,
    overall: { ...overall },
    byRuleSet: inOrder(byRuleSet, RULE_SET_IDS),
    byPlayers: inOrder(byPlayers, players),
    byMisterX: inOrder(byMisterX, X_PLAYER_KINDS),
    caughtInRound: rounds,
    catchers: [...catchers.values()]
      .map(({ name, catches }) => ({ name, catches }))
      .sort((a, b) => b.catches - a.catches || a.name.localeCompare(b.name, language)),
  };
}
