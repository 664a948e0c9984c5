// `npm run mistakes -- --games N --seed S [--rules rb|mb|both] [--kinds ticket,reveal,...]`: how well
// the likely mistakes (inference/mistakes.ts) name the entry the table got wrong, in seeded arena games
// with one entry of each kind entered wrongly (arena/mistakes.ts).
import { greedyDetectives } from '../arena/detective-policies';
import { wilson } from '../arena/metrics';
import type { MistakeCase, MistakeKind } from '../arena/mistakes';
import { injectMistake, MISTAKE_KINDS, rankOf } from '../arena/mistakes';
import type { XPolicy } from '../arena/players';
import { mulberry32 } from '../arena/random';
import type { PresetRuleSet } from '../arena/simulate';
import { simulateGame } from '../arena/simulate';
import { evasiveX, lookaheadX, randomX } from '../arena/x-policies';
import { territoryX } from '../arena/x-territory';
import type { MistakeModel } from '../inference/mistakes';
import { likelyFixes } from '../inference/mistakes';
import { parseOptions, runFromShell, startedAs } from './io';

const USAGE =
  'usage: npm run mistakes -- --games N --seed S [--rules rb|mb|both] [--kinds ticket,reveal,pawn,answer,duplicate] [--play-on]';

const RULES: Readonly<Record<string, readonly PresetRuleSet[]>> = {
  rb: ['ravensburger-2013'],
  mb: ['milton-bradley-1985'],
  both: ['ravensburger-2013', 'milton-bradley-1985'],
};

const X_BOTS = [randomX, evasiveX, lookaheadX, territoryX];

export interface MistakesArgs {
  readonly games: number;
  readonly seed: number;
  readonly ruleSets: readonly PresetRuleSet[];
  readonly kinds: readonly MistakeKind[];
  /** A slip of his that a later entry shows: the game played again from it, the detectives hunting
   *  on the record as entered (arena/mistakes.ts), instead of the later entries as they went. */
  readonly playOn: boolean;
}

export function parseMistakesArgs(args: readonly string[]): MistakesArgs | string {
  const values = parseOptions(args, ['games', 'seed', 'rules', 'kinds', 'play-on'], USAGE, ['play-on']);
  if (typeof values === 'string') return values;
  const games = Number(values.get('games') ?? '50');
  const seed = Number(values.get('seed') ?? '1');
  const ruleSets = RULES[values.get('rules') ?? 'both'];
  const kinds = (values.get('kinds') ?? MISTAKE_KINDS.join(',')).split(',') as MistakeKind[];
  if (!Number.isInteger(games) || games < 1) return `--games must be a positive whole number\n${USAGE}`;
  if (!Number.isInteger(seed) || seed < 0) return `--seed must be a whole number\n${USAGE}`;
  if (!ruleSets) return `--rules must be rb, mb or both\n${USAGE}`;
  if (kinds.some((kind) => !MISTAKE_KINDS.includes(kind)))
    return `--kinds: one of ${MISTAKE_KINDS.join(', ')}\n${USAGE}`;
  const playOn = values.get('play-on') ?? 'no';
  if (playOn !== 'yes' && playOn !== 'no') return `--play-on takes no value\n${USAGE}`;
  return { games, seed, ruleSets, kinds, playOn: playOn === 'yes' };
}

/** One measured case: where the true fix ranked (-1: not found) and how long the search took. */
export interface Outcome {
  readonly ruleSet: PresetRuleSet;
  readonly case: MistakeCase;
  readonly rank: number;
  readonly ms: number;
}

/** Every case of a run, game by game (game i: seed S + i; the Mister X bots in turn against the
 *  greedy detectives), each record cut where it first contradicts itself. */
export function* mistakeOutcomes(args: MistakesArgs, model?: MistakeModel): Generator<Outcome> {
  for (const ruleSet of args.ruleSets) {
    for (let i = 0; i < args.games; i++) {
      const seed = args.seed + i;
      const game = simulateGame({
        seed,
        ruleSet,
        detectives: 4,
        x: X_BOTS[i % X_BOTS.length] as XPolicy,
        detectivePolicy: greedyDetectives,
      });
      const rng = mulberry32(seed ^ 0x5eed);
      for (const kind of args.kinds) {
        const found = injectMistake(game, kind, rng, undefined, args.playOn);
        if (!found) continue;
        const start = performance.now();
        const fixes = likelyFixes(found.setup, found.events, { limit: 10, ...(model ? { model } : {}) });
        const ms = performance.now() - start;
        yield { ruleSet, case: found, rank: rankOf(fixes, found), ms };
      }
    }
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function rates(outcomes: readonly Outcome[]): string {
  const n = outcomes.length;
  if (n === 0) return '   0 cases';
  const first = wilson(outcomes.filter((o) => o.rank === 0).length, n);
  const three = wilson(outcomes.filter((o) => o.rank >= 0 && o.rank < 3).length, n);
  const missed = outcomes.filter((o) => o.rank < 0).length;
  return (
    `${String(n).padStart(4)} cases  first ${percent(first.rate).padStart(6)} (${percent(first.low)}-${percent(first.high)})` +
    `  top 3 ${percent(three.rate).padStart(6)} (${percent(three.low)}-${percent(three.high)})` +
    (missed > 0 ? `  not found ${missed}` : '')
  );
}

/** How often the true fix comes first and among the first three, with 95% intervals, by rule set
 *  and kind, and for the cases where the contradiction showed up at a later entry than the mistaken
 *  one; and the search's time per record. */
export function report(outcomes: readonly Outcome[], args: MistakesArgs, out: (line: string) => void): void {
  out(
    `${args.games} games per rule set, seeds ${args.seed}..${args.seed + args.games - 1}, ` +
      `Mister X ${X_BOTS.map((bot) => bot.name).join('/')} in turn, greedy detectives` +
      (args.playOn ? ', played on from a slip of his that a later entry shows' : ''),
  );
  const groups: [string, readonly Outcome[]][] = [['all', outcomes]];
  for (const ruleSet of args.ruleSets) groups.push([ruleSet, outcomes.filter((o) => o.ruleSet === ruleSet)]);
  for (const [name, group] of groups) {
    out(`\n${name}: ${rates(group)}`);
    out(`  contradiction at a later entry: ${rates(group.filter((o) => o.case.later))}`);
    for (const kind of args.kinds) out(`  ${kind.padEnd(10)} ${rates(group.filter((o) => o.case.kind === kind))}`);
  }
  const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  if (times.length > 0) {
    const at = (q: number) => (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
    out(`\nsearch time per record: median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, max ${at(1)} ms`);
  }
}

export function main(args: readonly string[], out: (line: string) => void, err: (line: string) => void): number {
  const parsed = parseMistakesArgs(args);
  if (typeof parsed === 'string') {
    err(parsed);
    return 2;
  }
  report([...mistakeOutcomes(parsed)], parsed, out);
  return 0;
}

if (startedAs('mistakes'))
  runFromShell(
    (args) => args,
    (args, { out, err }) => main(args, out, err),
  );
