// `npm run arena -- --x POLICY --detectives POLICY --games N --seed S [--rules rb|mb] [--players N]`:
// seeded games between Mister X bots and a detective team through the real reducer; their win
// rates, tickets and how well each probability estimate foresaw his true station
// (docs/probabilities.md); `--fit` and `--tune` choose the model's numbers.
import { PILE_WEIGHTS, PLAIN_WEIGHTS, SINGLE_WEIGHTS } from '../advisor/weights';
import { ARENA_EVALUATIONS, advisorDetectives } from '../arena/advisor-detectives';
import { ESTIMATORS, runArena, winRate } from '../arena/arena';
import { DETECTIVE_POLICIES } from '../arena/detective-policies';
import {
  CANDIDATE_WEIGHTINGS,
  CHOOSER_CELLS,
  CHOOSER_WEIGHTINGS,
  collectDecisions,
  describeBehaviour,
  EXPERT_CELLS,
  EXPERT_WEIGHTINGS,
  fitBehaviour,
  logLikelihood,
  SAFE_CELLS,
  SAFE_WEIGHTINGS,
  SHARPNESS_WEIGHTINGS,
  SURENESS_WEIGHTINGS,
  scoreWeightings,
  TUNE_CELLS,
} from '../arena/fit';
import type { Bin, Summary } from '../arena/metrics';
import { RELIABILITY_EDGES, Reliability, SINCE_BUCKETS, SURE_FROM, wilson } from '../arena/metrics';
import { minimaxDetectives } from '../arena/minimax-detectives';
import type { TeamResult } from '../arena/paired';
import { pairedDifference, runPaired, xWinRate } from '../arena/paired';
import type { DetectivePolicy, XPolicy } from '../arena/players';
import type { PresetRuleSet } from '../arena/simulate';
import type { TicketTally } from '../arena/tickets-last';
import { DRAGNET_X_POLICIES } from '../arena/x-dragnet';
import { HELD_OUT_X_POLICIES, NEW_X_POLICIES } from '../arena/x-held-out';
import { X_POLICIES } from '../arena/x-policies';
import { ARENA_X_POLICIES } from '../arena/x-territory';
import { CAUTIOUS, RANDOM_MOVER } from '../inference/model/behaviours';
import type { ModelWeights } from '../inference/whereabouts';
import { errLine, outLine, parseOptions, runFromShell, startedAs } from './io';

const USAGE =
  'usage: npm run arena -- --x random|evasive|lookahead|adversarial|territory|all|tube|feinter|homebody|riverman|moody|shadow|bolter|commuter|satisficer|held-out|new|dragnet-easy|dragnet-medium|dragnet-hard ' +
  '(or several, comma-separated) ' +
  '--detectives random|greedy|minimax|advisor --games N --seed S [--rules rb|mb] [--players 1-5] ' +
  "[--baseline greedy,minimax,advisor-plain,advisor-pile,advisor-single] [--evaluations N]\n       npm run arena -- --fit | --tune [--sharpness|--sureness|--chooser|--experts|--safe]   (fit the cautious mover; score the experts' weightings, the learned sharpness, the power tempered in the game, or the safe walker)";

/** Teams measured in paired games (against the baselines) rather than on their own. */
const PAIRED_TEAMS = ['advisor', 'minimax'];
/** `advisor-plain`: the advisor without weighing the tickets it hands Mister X under the Milton
 *  Bradley rules (the advisor before issue 15), a baseline for that change. `advisor-pile`: the
 *  advisor weighing tickets as before issue 28 (a pile's shortfall; a pawn lost only once it has no
 *  usable ticket), a baseline for the tickets that last. `advisor-single`: the advisor assuming he
 *  moves once, double-move ticket or not (before issue 28.1), a baseline for his double moves. */
const TEAMS = ['random', 'greedy', ...PAIRED_TEAMS, 'advisor-plain', 'advisor-pile', 'advisor-single'];

export interface ArenaArgs {
  readonly x: readonly XPolicy[];
  readonly detectives: string;
  readonly games: number;
  readonly seed: number;
  readonly ruleSet: PresetRuleSet;
  readonly players: number;
  /** Paired mode: the teams the measured team is compared with, on the same seeds. */
  readonly baselines: readonly string[];
  /** The advisor's think budget in the arena, in evaluations per plan. */
  readonly evaluations: number;
}

/** A detective team by name; the advisor thinks for `evaluations` evaluations per plan. */
export function detectiveTeam(name: string, evaluations = ARENA_EVALUATIONS): DetectivePolicy | undefined {
  if (name === 'advisor') return advisorDetectives(evaluations);
  if (name === 'advisor-plain') return advisorDetectives(evaluations, PLAIN_WEIGHTS, 'advisor-plain');
  if (name === 'advisor-pile') return advisorDetectives(evaluations, PILE_WEIGHTS, 'advisor-pile');
  if (name === 'advisor-single') return advisorDetectives(evaluations, SINGLE_WEIGHTS, 'advisor-single');
  if (name === 'minimax') return minimaxDetectives;
  return DETECTIVE_POLICIES.find((policy) => policy.name === name);
}

const RULES: Readonly<Record<string, PresetRuleSet>> = {
  rb: 'ravensburger-2013',
  'ravensburger-2013': 'ravensburger-2013',
  mb: 'milton-bradley-1985',
  'milton-bradley-1985': 'milton-bradley-1985',
};

export function parseArenaArgs(args: readonly string[]): ArenaArgs | string {
  const options = ['x', 'detectives', 'games', 'seed', 'rules', 'players', 'baseline', 'evaluations'];
  const values = parseOptions(args, options, USAGE);
  if (typeof values === 'string') return values;
  const xNames = (values.get('x') ?? 'all').split(',');
  // `all` is the arena's bots; the held-out players and Dragnet's own Mister X are asked for by name
  // (or `held-out`; `new`: the three of issue 28).
  const known = [...ARENA_X_POLICIES, ...HELD_OUT_X_POLICIES, ...NEW_X_POLICIES, ...DRAGNET_X_POLICIES];
  const groups: Readonly<Record<string, readonly XPolicy[]>> = {
    all: ARENA_X_POLICIES,
    'held-out': HELD_OUT_X_POLICIES,
    new: NEW_X_POLICIES,
  };
  const x = known.filter(
    (policy) => xNames.includes(policy.name) || xNames.some((name) => groups[name]?.includes(policy) ?? false),
  );
  const unknownX = xNames.find((name) => !(name in groups) && !known.some((policy) => policy.name === name));
  if (unknownX !== undefined || x.length === 0) return `no Mister X policy "${unknownX ?? ''}"\n${USAGE}`;
  const detectives = values.get('detectives') ?? 'greedy';
  if (!TEAMS.includes(detectives)) return `no detective policy "${detectives}"\n${USAGE}`;
  const baselineList = values.get('baseline');
  const baselines = (baselineList ?? (PAIRED_TEAMS.includes(detectives) ? 'greedy,minimax' : ''))
    .split(',')
    .filter((name) => name !== '' && name !== detectives);
  const unknown = baselines.find((name) => !TEAMS.includes(name));
  if (unknown) return `no detective policy "${unknown}" for --baseline\n${USAGE}`;
  const evaluations = Number(values.get('evaluations') ?? String(ARENA_EVALUATIONS));
  if (!Number.isInteger(evaluations) || evaluations < 1)
    return `--evaluations must be a positive whole number\n${USAGE}`;
  const games = Number(values.get('games') ?? '100');
  const seed = Number(values.get('seed') ?? '1');
  const players = Number(values.get('players') ?? '4');
  const ruleSet = RULES[values.get('rules') ?? 'rb'];
  if (!Number.isInteger(games) || games < 1) return `--games must be a positive whole number\n${USAGE}`;
  if (!Number.isInteger(seed) || seed < 0) return `--seed must be a whole number\n${USAGE}`;
  if (!Number.isInteger(players) || players < 1 || players > 5) return `--players must be 1 to 5\n${USAGE}`;
  if (!ruleSet) return `--rules must be rb or mb\n${USAGE}`;
  return { x, detectives, games, seed, ruleSet, players, baselines: [...new Set(baselines)], evaluations };
}

const percent = (value: number, digits = 1) => `${(value * 100).toFixed(digits)}%`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(3)}`;

function summaryRow(name: string, summary: Summary): string {
  return (
    `  ${name.padEnd(11)} ${signed(summary.gain).padStart(7)} ±${summary.gainHalfWidth.toFixed(3)}` +
    `  ${summary.meanLog2.toFixed(3).padStart(7)}  ${percent(summary.searchCost).padStart(6)}` +
    `  ${percent(summary.top1).padStart(6)}  ${percent(summary.top5).padStart(6)}` +
    (summary.missed > 0 ? `  TRUTH GIVEN ZERO ${summary.missed} times` : '')
  );
}

/** One estimate's region coverage: "50%: 52.1% ±2.3 (carried 53.0%)" for each region. */
export function coverageText(summary: Summary): string {
  return summary.coverage
    .map(
      (region) =>
        `${percent(region.region, 0)}: ${percent(region.rate).padStart(6)} ±${(region.halfWidth * 100).toFixed(1)}` +
        ` (carried ${percent(region.claimed)}; cut to ${percent(region.region, 0)}: ${percent(region.exact)} ±${(region.exactHalfWidth * 100).toFixed(1)})`,
    )
    .join('  ');
}

function coverageRow(name: string, summary: Summary): string {
  return `  ${name.padEnd(11)} ${coverageText(summary)}`;
}

/** A bin's range in points: "80-90%". */
function binLabel(index: number): string {
  const low = (RELIABILITY_EDGES[index] as number) * 100;
  const high = (RELIABILITY_EDGES[index + 1] as number) * 100;
  return `${low}-${high}%`;
}

/** Whether a bin of 200 or more misses what it said by more than 3 points, its interval too. */
function offBy3(bin: Bin): boolean {
  if (bin.count < 200) return false;
  const mean = bin.probability / bin.count;
  const observed = bin.observed.value();
  return Math.abs(observed.mean - mean) > 0.03 && Math.abs(observed.mean - mean) > observed.halfWidth;
}

/** The reliability table: every (move, candidate) pair binned by the probability given, finer at the
 *  sure end, and the stations given 80% or more together. Bins of 200 or more whose interval misses
 *  the mean probability by more than 3 points are flagged. */
export function reliabilityTable(reliability: Reliability): string[] {
  const lines = ['  bin         stations   mean p   observed (95%)          gap'];
  const row = (label: string, bin: Bin) => {
    const mean = bin.probability / bin.count;
    const observed = bin.observed.value();
    const low = Math.max(0, observed.mean - observed.halfWidth);
    const high = Math.min(1, observed.mean + observed.halfWidth);
    lines.push(
      `  ${label.padEnd(9)} ${String(bin.count).padStart(9)}` +
        `  ${percent(mean).padStart(7)}  ${percent(observed.mean).padStart(7)} (${percent(low)}-${percent(high)})`.padEnd(
          35,
        ) +
        `  ${points(observed.mean - mean).padStart(6)}${offBy3(bin) ? '  > 3 points' : ''}`,
    );
  };
  reliability.bins.forEach((bin, index) => {
    if (bin.count > 0) row(binLabel(index), bin);
  });
  if (reliability.sure.count > 0) row(`${SURE_FROM * 100}%+`, reliability.sure);
  return lines;
}

/** One cell of the sure end: "said 88.1% held 75.6% ±4.0 (234)", or "-" for an empty bin. */
function sureCell(bin: Bin): string {
  if (bin.count === 0) return '-';
  const observed = bin.observed.value();
  return (
    `${percent(bin.probability / bin.count)} → ${percent(observed.mean)} ±${(observed.halfWidth * 100).toFixed(1)}` +
    ` (${bin.count})${offBy3(bin) ? ' !' : ''}`
  );
}

/** The sure end of a reliability table: the stations given 80% or more, then its bins. */
function sureCells(reliability: Reliability): string[] {
  const first = RELIABILITY_EDGES.findIndex((edge) => edge >= SURE_FROM);
  return [reliability.sure, ...reliability.bins.slice(first)].map(sureCell);
}

function pawnWords(args: ArenaArgs): string {
  if (args.ruleSet !== 'ravensburger-2013') return '5 detective pawns';
  return args.players === 1
    ? '1 detective player (two pawns, one pile, two Bobbies)'
    : `${args.players} detective players`;
}

const points = (value: number) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)}`;

/** "no usable ticket in 2 of 100 games (2.0%, 95% interval 0.6% to 7.0%), 5 of 7012 pawn-rounds;
 *  3 shuttle rides": the games and detective pawn-rounds in which a detective due to move held no
 *  ticket for any line from its station (docs/advisor.md, "Tickets that last"). */
export function ticketText(tally: TicketTally): string {
  const rate = wilson(tally.noTicketGames, tally.games);
  return (
    `no usable ticket in ${tally.noTicketGames} of ${tally.games} games ` +
    `(${percent(rate.rate)}, 95% interval ${percent(rate.low)} to ${percent(rate.high)}), ` +
    `${tally.noTicketPawnRounds} of ${tally.pawnRounds} pawn-rounds; ${tally.shuttleRides} shuttle ${tally.shuttleRides === 1 ? 'ride' : 'rides'}`
  );
}

/** A cell of the tickets table: "2 (5)", games and pawn-rounds with no usable ticket. */
function ticketCell(tally: TicketTally): string {
  return `${tally.noTicketGames} (${tally.noTicketPawnRounds})`;
}

function rateText(result: TeamResult): string {
  const rate = xWinRate(result);
  return `${percent(rate.rate).padStart(6)} (95% interval ${percent(rate.low)} to ${percent(rate.high)})`;
}

/** Paired mode: every team on the same seeds against each Mister X bot. */
export function runPairedCli(args: ArenaArgs, out: (line: string) => void, progress: (text: string) => void): void {
  const names = [...args.baselines, args.detectives];
  const teams = names.map((name) => {
    const team = detectiveTeam(name, args.evaluations);
    if (!team) throw new Error(`no detective policy ${name}`);
    return team;
  });
  const rules = rulesName(args);
  const pawns = pawnWords(args);
  const budget = names.includes('advisor') ? `; advisor: ${args.evaluations} evaluations per plan` : '';
  const table: string[] = [];
  const ticketTable: string[] = [];
  for (const x of args.x) {
    const report = progressLine(args.games, progress);
    const results = runPaired({
      x,
      teams,
      games: args.games,
      seed: args.seed,
      ruleSet: args.ruleSet,
      detectiveCount: args.players,
      now: () => performance.now(),
      onGame: (done, team) => report(`${x.name} vs ${team}`, done),
    });
    out(
      `Mister X "${x.name}": ${rules}, ${pawns}, ${args.games} paired games, ` +
        `seeds ${args.seed}..${args.seed + args.games - 1}${budget}`,
    );
    for (const result of results) {
      out(`  vs ${result.team.padEnd(8)} Mister X wins ${rateText(result)}  [${result.msPerGame.toFixed(0)} ms/game]`);
      out(`     ${' '.repeat(8)} ${ticketText(result.tickets)}`);
    }
    ticketTable.push(
      [
        x.name.padEnd(12),
        ...results.map((result) => ticketCell(result.tickets).padStart(Math.max(9, result.team.length))),
      ].join(' '),
    );
    const measured = results[results.length - 1] as TeamResult;
    const cells = [x.name.padEnd(12), ...results.map((result) => percent(xWinRate(result).rate).padStart(9))];
    for (const baseline of results.slice(0, -1)) {
      const difference = pairedDifference(baseline, measured);
      out(
        `  ${measured.team} - ${baseline.team}: ${points(difference.rate)} points ` +
          `(95% interval ${points(difference.low)} to ${points(difference.high)}); ` +
          `${measured.team} won ${difference.firstWorse} games ${baseline.team} lost, and lost ${difference.secondWorse} it won`,
      );
      cells.push(`${points(difference.rate)} [${points(difference.low)}, ${points(difference.high)}]`.padStart(22));
    }
    table.push(cells.join(' '));
    out('');
  }
  if (args.x.length > 1) {
    const differences = args.baselines.map((name) => `${args.detectives} - ${name}`.padStart(22));
    out(`Mister X's win rate (${rules}, ${pawns}, ${args.games} paired games each)`);
    out(`${'Mister X'.padEnd(12)} ${names.map((name) => name.padStart(9)).join(' ')} ${differences.join(' ')}`);
    for (const row of table) out(row);
    out('');
    out(
      `Games (pawn-rounds) in which a detective had no ticket for any line from its station (${rules}, ${pawns}, ${args.games} paired games each)`,
    );
    out(`${'Mister X'.padEnd(12)} ${names.map((name) => name.padStart(9)).join(' ')}`);
    for (const row of ticketTable) out(row);
  }
}

function rulesName(args: ArenaArgs): string {
  return args.ruleSet === 'ravensburger-2013' ? 'Ravensburger 2013' : 'Milton Bradley 1985';
}

/** Reports progress at most once a second, and at the last game. */
function progressLine(games: number, progress: (text: string) => void): (what: string, done: number) => void {
  const started = Date.now();
  let last = 0;
  return (what, done) => {
    if (Date.now() - last <= 1000 && done !== games) return;
    last = Date.now();
    progress(`${what}: ${done}/${games} games, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
}

/** Prints Mister X's win rate with a 95% interval, the mean capture round, the games and
 *  pawn-rounds in which a detective had no ticket for any line from its station, and how well each
 *  probability estimate foresaw his true station, for each Mister X of `--x` in turn. A paired team
 *  (`--detectives advisor` or minimax) plays the same seeds as the baseline teams (`--baseline
 *  greedy,minimax`), and each team's rate and the paired differences are printed (docs/advisor.md). */
export function runArenaCli(args: ArenaArgs, out: (line: string) => void, progress: (text: string) => void): void {
  if (args.baselines.length > 0) {
    runPairedCli(args, out, progress);
    return;
  }
  const detectives = detectiveTeam(args.detectives, args.evaluations);
  if (!detectives) throw new Error(`no detective policy ${args.detectives}`);
  const rules = rulesName(args);
  const pawns = pawnWords(args);
  const sure: string[][] = [];
  const pooled = { reliability: new Reliability(), hidden: new Reliability() };
  for (const x of args.x) {
    const report = progressLine(args.games, progress);
    const result = runArena({
      x,
      detectives,
      games: args.games,
      seed: args.seed,
      ruleSet: args.ruleSet,
      detectiveCount: args.players,
      estimators: ESTIMATORS,
      onGame: (done) => report(x.name, done),
    });
    const rate = winRate(result);
    const rounds = result.captureRounds;
    const meanRound = rounds.length ? rounds.reduce((a, b) => a + b, 0) / rounds.length : Number.NaN;
    out(
      `Mister X "${x.name}" vs detectives "${detectives.name}": ${rules}, ${pawns}, ${args.games} games, ` +
        `seeds ${args.seed}..${args.seed + args.games - 1}`,
    );
    out(
      `  Mister X wins ${percent(rate.rate)} (95% interval ${percent(rate.low)} to ${percent(rate.high)}); ` +
        `caught or trapped in ${rounds.length} games` +
        (rounds.length > 0 ? `, on average in round ${meanRound.toFixed(1)}` : ''),
    );
    out(`  Tickets: ${ticketText(result.tickets)}`);
    out(
      `  Endings: ${Object.entries(result.endings)
        .map(([ending, count]) => `${ending} ${count}`)
        .join(', ')}`,
    );
    out(`  Probabilities scored after each of his ${result.xMoves} moves:`);
    out('  estimate    gain (bits, 95%)   log2 p  search   top-1   top-5');
    for (const [name, scorer] of result.scorers) out(summaryRow(name, scorer.summary()));
    out('  Gain over flat by log entries since he last surfaced:');
    out(`  since   samples ${[...result.scorers.keys()].map((name) => name.padStart(12)).join('')}`);
    for (const bucket of SINCE_BUCKETS) {
      const first = [...result.scorers.values()][0]?.summary(bucket);
      const cells = [...result.scorers.values()].map((scorer) => signed(scorer.summary(bucket).gain).padStart(12));
      out(`  ${bucket.padEnd(6)} ${String(first?.samples ?? 0).padStart(8)} ${cells.join('')}`);
    }
    out('  Regions: the fewest likeliest stations carrying 50% / 90% of the probability; how often they held him');
    out('  (95% interval, games as samples); what they carried on average, which is how often a calibrated estimate');
    out('  holds him; and the region cut to carry exactly that share (its last station counted in part):');
    for (const [name, scorer] of result.scorers) out(coverageRow(name, scorer.summary()));
    const model = result.scorers.get('model');
    if (model) {
      out(
        '  Reliability of the model (stations given about p hold him about p of the time; 95% interval, games as samples):',
      );
      out(reliabilityTable(model.reliability).join('\n'));
      out(`  The same right after a black ticket or in a double move (${model.hiddenMoments} of his moves):`);
      out(reliabilityTable(model.hidden).join('\n'));
      const summary = model.summary();
      const [half, most] = summary.coverage;
      pooled.reliability.merge(model.reliability);
      pooled.hidden.merge(model.hidden);
      sure.push([
        x.name,
        `${signed(summary.gain)} ±${summary.gainHalfWidth.toFixed(3)}`,
        `${percent(half?.exact ?? 0)} / ${percent(most?.exact ?? 0)}`,
        ...sureCells(model.reliability),
        ...sureCells(model.hidden).slice(0, 1),
      ]);
    }
    out('');
  }
  if (sure.length > 1) {
    sure.push(['all of them', '', '', ...sureCells(pooled.reliability), ...sureCells(pooled.hidden).slice(0, 1)]);
    printSureTable(sure, out);
  }
}

/** Every Mister X of the run in one table: the model's gain, its regions cut to 50% / 90%, and the
 *  sure end of its reliability (what the stations given 80% or more said, how often they held him,
 *  the 95% interval and how many; "!" where a bin of 200 or more is off by more than 3 points). */
function printSureTable(rows: readonly string[][], out: (line: string) => void): void {
  const first = RELIABILITY_EDGES.findIndex((edge) => edge >= SURE_FROM);
  const header = [
    'Mister X',
    'gain (bits)',
    'cut 50% / 90%',
    `${SURE_FROM * 100}%+`,
    ...RELIABILITY_EDGES.slice(first, -1).map((_, i) => binLabel(first + i)),
    `${SURE_FROM * 100}%+ after black/double`,
  ];
  out('The sure end of the model, said → held (95% interval, games as samples; stations):');
  printColumns([header, ...rows], out);
}

/** Rows of cells in aligned columns. */
function printColumns(rows: readonly (readonly string[])[], out: (line: string) => void): void {
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows)
    out(
      row
        .map((cell, column) => cell.padEnd(widths[column] as number))
        .join('  ')
        .trimEnd(),
    );
}

/** The training seeds of the fit: far from the seeds figures are reported on (1 and up). */
const FIT_SEED = 1_000_000;

function runFit(out: (line: string) => void, progress: (text: string) => void): void {
  const policies = X_POLICIES.filter((policy) => policy.name === 'evasive' || policy.name === 'lookahead');
  const decisions = collectDecisions(policies, DETECTIVE_POLICIES, 40, FIT_SEED);
  out(
    `Fitting on ${decisions.length} decisions of ${policies.map((p) => p.name).join(' and ')}, seeds from ${FIT_SEED}`,
  );
  out(`  before: mean log-likelihood ${logLikelihood(CAUTIOUS, decisions).toFixed(4)} nats`);
  const fitted = fitBehaviour(CAUTIOUS, decisions, 'cautious', progress);
  out(`  after:  mean log-likelihood ${fitted.logLikelihood.toFixed(4)} nats`);
  out(`  random mover: ${logLikelihood(RANDOM_MOVER, decisions).toFixed(4)} nats`);
  out(`  cautious = ${describeBehaviour(fitted.behaviour)}`);
}

/** The training seeds of the choice of the experts' weights. */
const TUNE_SEED = 500_000;
const TUNE_GAMES = 300;

function runTune(out: (line: string) => void, progress: (text: string) => void): void {
  out(
    `Weightings of the experts, ${TUNE_GAMES} games per cell from seed ${TUNE_SEED} (4 detective players; Milton Bradley: 5 pawns; greedy detectives unless "/random"):`,
  );
  // `--tune --sharpness`: only the learned powers (issue 15's second part); `--tune --sureness`: the
  // power tempered in the game (its third part); `--tune --chooser`: the ticket-chooser expert (its
  // fourth part), also scored against a training player who likes taxis and keeps to a home range.
  // `--tune --experts`: its fifth part (the tempering's numbers again, and new experts), also over
  // whole games against random detectives.
  // `--tune --safe`: issue 28's fourth part (the safe walker), also scored by the sure end.
  const chooser = process.argv.includes('--chooser');
  const experts = process.argv.includes('--experts');
  const safe = process.argv.includes('--safe');
  const cells = safe ? SAFE_CELLS : experts ? EXPERT_CELLS : chooser ? CHOOSER_CELLS : TUNE_CELLS;
  const weightings = safe
    ? SAFE_WEIGHTINGS
    : experts
      ? EXPERT_WEIGHTINGS
      : chooser
        ? CHOOSER_WEIGHTINGS
        : process.argv.includes('--sureness')
          ? SURENESS_WEIGHTINGS
          : process.argv.includes('--sharpness')
            ? SHARPNESS_WEIGHTINGS
            : CANDIDATE_WEIGHTINGS;
  const scores = scoreWeightings(weightings, TUNE_GAMES, TUNE_SEED, progress, cells);
  const names = cells.map((cell) => cell.name);
  out('Gain over flat (bits):');
  const width = (name: string) => Math.max(12, name.length + 1);
  out(`  ${weightingHeader()} ${names.map((name) => name.padStart(width(name))).join('')}    mean`);
  for (const score of scores) {
    const gains = names.map((name) => signed(score.gains[name] ?? Number.NaN).padStart(width(name)));
    out(`  ${weightingCells(score.weights)}${gains.join('')} ${signed(score.mean).padStart(7)}`);
  }
  out('');
  out('Regions (the fewest likeliest stations carrying 50% / 90%): how often they held him, with 95% intervals');
  out('(games as samples); in brackets what they carried on average and the region cut to carry exactly 50% / 90%:');
  for (const score of scores) {
    out(`  ${weightingHeader()}`);
    out(`  ${weightingCells(score.weights)}`);
    for (const name of names) {
      const summary = score.summaries[name];
      if (summary)
        out(
          `    ${name.padEnd(12)} ${signed(summary.gain)} ±${summary.gainHalfWidth.toFixed(3)}  ${coverageText(summary)}`,
        );
    }
  }
  out('');
  out('The sure end, said → held (95% interval, games as samples; stations), per cell and all cells together:');
  for (const score of scores) {
    out(`  ${weightingCells(score.weights)}`);
    const pooled = new Reliability();
    const rows = names.flatMap((name) => {
      const reliability = score.reliability[name];
      if (!reliability) return [];
      pooled.merge(reliability);
      return [[`    ${name}`, ...sureCells(reliability)]];
    });
    rows.push(['    all cells', ...sureCells(pooled)]);
    const first = RELIABILITY_EDGES.findIndex((edge) => edge >= SURE_FROM);
    const header = [
      '',
      `${SURE_FROM * 100}%+`,
      ...RELIABILITY_EDGES.slice(first, -1).map((_, i) => binLabel(first + i)),
    ];
    printColumns([header, ...rows], out);
  }
}

function sharpenText(sharpen: ModelWeights['sharpen']): string {
  if (sharpen === undefined || typeof sharpen === 'number') return (sharpen ?? 1).toFixed(2).padStart(7);
  if ('rate' in sharpen)
    return `tempered from ${sharpen.start} rate ${sharpen.rate}${sharpen.reader === undefined ? '' : ` reader ${sharpen.reader}`}`;
  return sharpen.name;
}

function weightingHeader(): string {
  return ' flat random wary cautious contrarian sharp  share learning sharpen';
}

function weightingCells(weights: ModelWeights): string {
  const { priors, share, contrarian, sharp } = weights;
  const cells = [...priors, contrarian?.prior ?? 0, sharp?.prior ?? 0]
    .map((value) => value.toFixed(2).padStart(5))
    .join(' ');
  return (
    `${cells} ${share.toFixed(3).padStart(7)} ${(weights.learning ?? 1).toFixed(2).padStart(8)}` +
    ` ${sharpenText(weights.sharpen)}` +
    (weights.chooser ? ` chooser ${weights.chooser.prior.toFixed(2)}` : '') +
    (weights.others ?? []).map(({ prior, behaviour }) => ` ${behaviour.name} ${prior.toFixed(2)}`).join('')
  );
}

if (startedAs('arena')) {
  if (process.argv.includes('--tune')) runTune(outLine, errLine);
  else if (process.argv.includes('--fit')) runFit(outLine, errLine);
  else
    runFromShell(parseArenaArgs, (args, { out, progress }) => {
      runArenaCli(args, out, progress);
      return undefined;
    });
}
