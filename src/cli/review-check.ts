// `npm run review-check -- calibration|fit|planted [options]`: how the review's chance and verdicts
// (docs/review.md) hold up in seeded arena games.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { wilson } from '../arena/metrics';
import type { PlantedGame } from '../arena/planted';
import { checkPlanted, LUCKY, plantBlunders } from '../arena/planted';
import type { DetectivePolicy, XPolicy } from '../arena/players';
import type { Calibration, CalibrationCell, Said, TurnSample } from '../arena/review-calibration';
import {
  bestChance,
  calibrate,
  collectTurns,
  fitChance,
  meanLogLoss,
  playedChance,
  verdictCounts,
} from '../arena/review-calibration';
import type { PresetRuleSet } from '../arena/simulate';
import { HELD_OUT_X_POLICIES } from '../arena/x-held-out';
import { adversarialX, evasiveX, lookaheadX } from '../arena/x-policies';
import { territoryX } from '../arena/x-territory';
import { rangerX } from '../arena/x-training';
import { makeSessionJson } from '../format/session-make';
import type { GameState } from '../game/state';
import type { Verdict } from '../inference/review/review';
import { VERDICTS } from '../inference/review/review';
import type { ChanceParameters } from '../inference/review/review-chance';
import { CHANCE_PARAMETERS, UNFITTED_CHANCE } from '../inference/review/review-chance';
import { detectiveTeam } from './arena';
import { parseOptions, runFromShell, startedAs } from './io';

const USAGE =
  'usage: npm run review-check -- calibration|planted [--x training|held-out|NAME,...] [--detectives advisor,greedy] ' +
  '[--rules rb,mb] [--players 2,4] [--games N] [--seed S] [--evaluations N] [--out DIR (planted)]\n' +
  '       npm run review-check -- fit [--games N] [--seed S]';

/** The bots the chance may be fitted on (never reported as held out): the arena's hiders that play
 *  to escape, and the training player who keeps to a home range. */
export const TRAINING_X: readonly XPolicy[] = [evasiveX, lookaheadX, adversarialX, territoryX, rangerX];

/** The training seeds of the fit, far from the seeds figures are reported on (1 and up). */
export const REVIEW_FIT_SEED = 3_000_000;
const FIT_GAMES = 40;
/** The tables of the fit: the advisor plays on (the chance is what its play makes of a position),
 *  two and four Ravensburger detective players (four pawns each, Bobbies with two), and Milton
 *  Bradley's five pawns. */
const FIT_TABLES: readonly { ruleSet: PresetRuleSet; players: number }[] = [
  { ruleSet: 'ravensburger-2013', players: 2 },
  { ruleSet: 'ravensburger-2013', players: 4 },
  { ruleSet: 'milton-bradley-1985', players: 5 },
];
/** Plans the review weighs per turn on the table's screen (src/ui/review/review-analysis.ts). */
const EVALUATIONS = 1000;

export interface CheckArgs {
  readonly command: 'calibration' | 'fit' | 'planted';
  readonly x: readonly XPolicy[];
  readonly teams: readonly DetectivePolicy[];
  readonly tables: readonly { ruleSet: PresetRuleSet; players: number }[];
  readonly games: number;
  readonly seed: number;
  readonly evaluations: number;
  readonly out: string | null;
}

const RULES: Readonly<Record<string, PresetRuleSet>> = { rb: 'ravensburger-2013', mb: 'milton-bradley-1985' };

function list(value: string | undefined, fallback: string): string[] {
  return (value ?? fallback).split(',').filter((item) => item !== '');
}

export function parseCheckArgs(args: readonly string[]): CheckArgs | string {
  const [command, ...rest] = args;
  if (command === '--help' || command === '-h') return USAGE;
  if (command !== 'calibration' && command !== 'fit' && command !== 'planted') return USAGE;
  const options = ['x', 'detectives', 'rules', 'players', 'games', 'seed', 'evaluations', 'out'];
  const values = parseOptions(rest, options, USAGE);
  if (typeof values === 'string') return values;
  const known = [...TRAINING_X, ...HELD_OUT_X_POLICIES];
  const x: XPolicy[] = [];
  for (const name of list(values.get('x'), command === 'fit' ? 'training' : 'held-out')) {
    const found =
      name === 'training'
        ? TRAINING_X
        : name === 'held-out'
          ? HELD_OUT_X_POLICIES
          : known.filter((p) => p.name === name);
    if (found.length === 0) return `no Mister X policy "${name}"\n${USAGE}`;
    x.push(...found.filter((policy) => !x.includes(policy)));
  }
  const teams: DetectivePolicy[] = [];
  for (const name of list(values.get('detectives'), command === 'fit' ? 'advisor' : 'advisor,greedy')) {
    const team = detectiveTeam(name);
    if (!team) return `no detective team "${name}"\n${USAGE}`;
    teams.push(team);
  }
  const tables: { ruleSet: PresetRuleSet; players: number }[] = [];
  const players = list(values.get('players'), '2,4').map(Number);
  if (players.some((count) => !Number.isInteger(count) || count < 1 || count > 5))
    return `--players must be 1 to 5\n${USAGE}`;
  for (const rules of list(values.get('rules'), 'rb,mb')) {
    const ruleSet = RULES[rules];
    if (!ruleSet) return `--rules must be rb or mb\n${USAGE}`;
    if (ruleSet === 'milton-bradley-1985') tables.push({ ruleSet, players: 5 });
    else for (const count of players) tables.push({ ruleSet, players: count });
  }
  const number = (name: string, fallback: number, min: number) => {
    const value = Number(values.get(name) ?? String(fallback));
    return Number.isInteger(value) && value >= min ? value : null;
  };
  const games = number('games', command === 'fit' ? FIT_GAMES : command === 'planted' ? 10 : 20, 1);
  const seed = number('seed', command === 'fit' ? REVIEW_FIT_SEED : 1, 0);
  const evaluations = number('evaluations', command === 'planted' ? 3000 : EVALUATIONS, 1);
  if (games === null) return `--games must be a positive whole number\n${USAGE}`;
  if (seed === null) return `--seed must be a whole number\n${USAGE}`;
  if (evaluations === null) return `--evaluations must be a positive whole number\n${USAGE}`;
  return {
    command,
    x,
    teams,
    tables: command === 'fit' && !values.has('rules') && !values.has('players') ? FIT_TABLES : tables,
    games,
    seed,
    evaluations,
    out: values.get('out') ?? null,
  };
}

const percent = (value: number, digits = 1) => (Number.isNaN(value) ? '-' : `${(value * 100).toFixed(digits)}%`);

function cellsOf(args: CheckArgs, team: DetectivePolicy): CalibrationCell[] {
  return args.x.flatMap((x) => args.tables.map((table) => ({ x, team, ...table })));
}

/** The reliability table: turns binned by the chance said, and how often the detectives caught
 *  him (95% interval, games as the samples). */
export function reliabilityLines(calibration: Calibration): string[] {
  const lines = ['  chance said   turns  games   mean said   caught (95%)'];
  for (const bin of calibration.bins) {
    if (bin.turns === 0) continue;
    const { low, high } = bin;
    lines.push(
      `  ${percent(bin.from, 0).padStart(4)}-${percent(bin.to, 0).padEnd(5)}  ${String(bin.turns).padStart(7)}` +
        `  ${String(bin.games).padStart(5)}   ${percent(bin.said).padStart(7)}    ${percent(bin.held).padStart(6)} (${percent(low)}-${percent(high)})`,
    );
  }
  return lines;
}

export function summaryLine(name: string, calibration: Calibration): string {
  const { heldLow: low, heldHigh: high } = calibration;
  return (
    `  ${name.padEnd(20)} said ${percent(calibration.said).padStart(6)}  caught ${percent(calibration.held).padStart(6)} (${percent(low)}-${percent(high)})` +
    `  Brier ${calibration.brier.toFixed(3)} ±${calibration.brierHalfWidth.toFixed(3)}` +
    `  log loss ${calibration.logLoss.toFixed(3)} ±${calibration.logLossHalfWidth.toFixed(3)}`
  );
}

function parametersText(parameters: ChanceParameters): string {
  return `next ${parameters.next.toFixed(3)}, persistence ${parameters.persistence.toFixed(3)}, rate ${parameters.rate.toFixed(4)}`;
}

/** The calibration of the fitted and the unfitted chance over the samples, table by table. */
export function calibrationReport(samples: readonly TurnSample[], out: (line: string) => void): void {
  const models: [string, Said][] = [
    ['fitted, played', playedChance(CHANCE_PARAMETERS)],
    ['fitted, best', bestChance(CHANCE_PARAMETERS)],
    ['unfitted, played', playedChance(UNFITTED_CHANCE)],
    ['unfitted, best', bestChance(UNFITTED_CHANCE)],
  ];
  for (const [name, said] of models) out(summaryLine(name, calibrate(samples, said)));
  for (const [name, parameters] of [
    ['fitted', CHANCE_PARAMETERS],
    ['unfitted', UNFITTED_CHANCE],
  ] as const) {
    const counts = verdictCounts(samples, parameters);
    out(`  verdicts, ${name}: ${VERDICTS.map((verdict) => `${verdict} ${counts[verdict]}`).join(', ')}`);
  }
  out("  The fitted chance for the table's plans:");
  for (const line of reliabilityLines(calibrate(samples, playedChance(CHANCE_PARAMETERS)))) out(line);
  out("  The unfitted chance for the table's plans:");
  for (const line of reliabilityLines(calibrate(samples, playedChance(UNFITTED_CHANCE)))) out(line);
  const cells = [...new Set(samples.map((sample) => sample.cell))];
  out('  By Mister X and table (fitted, played):');
  for (const cell of cells) {
    out(
      summaryLine(
        cell,
        calibrate(
          samples.filter((sample) => sample.cell === cell),
          playedChance(CHANCE_PARAMETERS),
        ),
      ),
    );
  }
}

function progressLine(progress: (text: string) => void, games: number): (cell: string, done: number) => void {
  const started = Date.now();
  let last = 0;
  return (cell, done) => {
    if (Date.now() - last <= 1000 && done !== games) return;
    last = Date.now();
    progress(`${cell}: ${done}/${games} games, ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
}

function describeRun(args: CheckArgs, team: DetectivePolicy): string {
  const tables = args.tables
    .map((table) => (table.ruleSet === 'ravensburger-2013' ? `RB ${table.players} players` : 'MB'))
    .join(', ');
  return (
    `detectives "${team.name}" vs ${args.x.map((x) => x.name).join(', ')}; ${tables}; ` +
    `${args.games} games each, seeds ${args.seed}..${args.seed + args.games - 1}; ${args.evaluations} evaluations per turn`
  );
}

/** Every detectives' turn weighed as the review weighs it, against whether the detectives went on
 *  to catch him: a reliability table and the Brier score and log loss, of the fitted chance and of
 *  the unfitted one, per detective team. */
export function runCalibration(args: CheckArgs, out: (line: string) => void, progress: (text: string) => void): void {
  out(`Fitted chance: ${parametersText(CHANCE_PARAMETERS)}; unfitted: ${parametersText(UNFITTED_CHANCE)}`);
  for (const team of args.teams) {
    const samples = collectTurns(
      cellsOf(args, team),
      args.games,
      args.seed,
      args.evaluations,
      progressLine(progress, args.games),
    );
    out(`${describeRun(args, team)}`);
    calibrationReport(samples, out);
    out('');
  }
}

/** The chance's numbers fitted to the training bots' games on training seeds. */
export function runFit(args: CheckArgs, out: (line: string) => void, progress: (text: string) => void): void {
  const samples = args.teams.flatMap((team) =>
    collectTurns(cellsOf(args, team), args.games, args.seed, args.evaluations, progressLine(progress, args.games)),
  );
  out(`Fitting on ${samples.length} turns: ${args.teams.map((team) => describeRun(args, team)).join('; ')}`);
  out(
    `  unfitted: ${parametersText(UNFITTED_CHANCE)}, mean log loss ${meanLogLoss(samples, UNFITTED_CHANCE).toFixed(4)}`,
  );
  out(
    `  shipped:  ${parametersText(CHANCE_PARAMETERS)}, mean log loss ${meanLogLoss(samples, CHANCE_PARAMETERS).toFixed(4)}`,
  );
  const fitted = fitChance(samples, progress);
  out(`  fitted:   ${parametersText(fitted.parameters)}, mean log loss ${fitted.logLoss.toFixed(4)}`);
  out('  The fitted chance on its own training games:');
  for (const line of reliabilityLines(calibrate(samples, playedChance(fitted.parameters)))) out(line);
}

/** Turns of one kind in the planted records, and how the review rated them. */
interface TurnGroup {
  turns: number;
  verdicts: Record<Verdict, number>;
}

interface PlantedTally {
  records: number;
  tried: number;
  found: number;
  all: TurnGroup;
  lucky: TurnGroup;
  unlikely: TurnGroup;
}

const emptyGroup = (): TurnGroup => ({
  turns: 0,
  verdicts: Object.fromEntries(VERDICTS.map((verdict) => [verdict, 0])) as Record<Verdict, number>,
});

const emptyTally = (): PlantedTally => ({
  records: 0,
  tried: 0,
  found: 0,
  all: emptyGroup(),
  lucky: emptyGroup(),
  unlikely: emptyGroup(),
});

function addGroup(into: TurnGroup, from: TurnGroup): void {
  into.turns += from.turns;
  for (const verdict of VERDICTS) into.verdicts[verdict] += from.verdicts[verdict];
}

function addTally(into: PlantedTally, from: PlantedTally): void {
  into.records += from.records;
  into.tried += from.tried;
  into.found += from.found;
  addGroup(into.all, from.all);
  addGroup(into.lucky, from.lucky);
  addGroup(into.unlikely, from.unlikely);
}

function groupText(group: TurnGroup): string {
  const blunders = group.verdicts.blunder;
  const rate = wilson(blunders, group.turns);
  const interval = group.turns > 0 ? ` (95% interval ${percent(rate.low)} to ${percent(rate.high)})` : '';
  const counts = VERDICTS.map((verdict) => `${verdict} ${group.verdicts[verdict]}`).join(', ');
  return `${blunders}/${group.turns}${interval}; ${counts}`;
}

function tallyLines(name: string, tally: PlantedTally): string[] {
  const found = wilson(tally.found, tally.records);
  const lucky = percent(LUCKY, 0);
  return [
    `  ${name}: ${tally.records} records (of ${tally.tried} games)`,
    `    planted blunders called blunders with a missed catch: ${tally.found}/${tally.records} (95% interval ${percent(found.low)} to ${percent(found.high)})`,
    `    lucky misses (a pawn could have ridden onto him, at ${lucky} or less) called blunders: ${groupText(tally.lucky)}`,
    `    turns leaving a station at ${lucky} or less in a pawn's reach (a lucky miss had he been there) called blunders: ${groupText(tally.unlikely)}`,
    `    every detectives' turn: ${VERDICTS.map((verdict) => `${verdict} ${tally.all.verdicts[verdict]}`).join(', ')}`,
  ];
}

/** A record as a session file in `dir`, and its line of records.tsv: the file, the logbook to review
 *  it with (npm run analyze -- FILE --json --review --logbook LOGBOOK), the planted round and his
 *  shown station. */
export function writePlantedRecord(dir: string, record: PlantedGame, index: number): string {
  const first = record.game.states[0] as GameState;
  const { setup } = record.game;
  const table = setup.ruleSet === 'milton-bradley-1985' ? 'mb' : `rb${setup.pools.length}`;
  const name = `planted-${record.x}-${record.team}-${table}-${record.seed}`;
  const now = new Date(0).toISOString();
  const session = {
    id: `planted-${index}`,
    name,
    createdAt: now,
    updatedAt: now,
    setup: record.game.setup,
    events: record.game.events,
  };
  writeFileSync(join(dir, `${name}.json`), makeSessionJson(session));
  const logbook = record.game.route.slice(1).map((station) => first.game.board.label(station));
  return `${name}.json\t${logbook.join(',')}\t${record.plant.round}\t${first.game.board.label(record.plant.station)}`;
}

/** Games with one planted blunder each (a catch at a surfacing let go): how many the review calls
 *  blunders with a missed catch, and how many lucky misses it calls blunders. */
export function runPlanted(args: CheckArgs, out: (line: string) => void, progress: (text: string) => void): void {
  const total = emptyTally();
  const index: string[] = ['file\tlogbook\tplanted round\this shown station'];
  if (args.out) mkdirSync(args.out, { recursive: true });
  for (const team of args.teams) {
    out(`Planted blunders: ${describeRun(args, team)}`);
    for (const cell of cellsOf(args, team)) {
      const run = plantBlunders({ ...cell, games: args.games, seed: args.seed });
      const tally = { ...emptyTally(), records: run.records.length, tried: run.tried };
      run.records.forEach((record, done) => {
        const check = checkPlanted(record, args.evaluations);
        if (check.planted?.verdict === 'blunder' && check.planted.missedCatch === true) tally.found++;
        for (const verdict of VERDICTS) tally.all.verdicts[verdict] += check.verdicts[verdict];
        for (const [group, turns] of [
          [tally.lucky, check.lucky],
          [tally.unlikely, check.unlikely],
        ] as const) {
          group.turns += turns.length;
          for (const turn of turns) group.verdicts[turn.verdict]++;
        }
        if (args.out) index.push(writePlantedRecord(args.out, record, index.length));
        progress(`${cell.x.name}/${team.name}: ${done + 1}/${run.records.length} records reviewed`);
      });
      const rules = cell.ruleSet === 'ravensburger-2013' ? `RB ${cell.players}` : 'MB';
      for (const line of tallyLines(`${cell.x.name}, ${rules}`, tally)) out(line);
      addTally(total, tally);
    }
  }
  for (const line of tallyLines('All', total)) out(line);
  if (args.out) {
    writeFileSync(join(args.out, 'records.tsv'), `${index.join('\n')}\n`);
    out(`Records in ${args.out} (records.tsv: npm run analyze -- FILE --json --review --logbook LOGBOOK)`);
  }
}

if (startedAs('review-check')) {
  runFromShell(parseCheckArgs, (args, { out, progress }) => {
    if (args.command === 'calibration') runCalibration(args, out, progress);
    else if (args.command === 'fit') runFit(args, out, progress);
    else runPlanted(args, out, progress);
    return undefined;
  });
}
