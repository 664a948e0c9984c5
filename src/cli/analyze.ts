// `npm run analyze -- FILE [--json] [--logbook 35,46,...]`: reads a session file and prints the
// game round by round with Mister X's candidate stations after every event; with --logbook, checks
// his secret route entry by entry. Exit codes: 0 fine, 1 unreadable or invalid file, 2 usage,
// 3 the logbook breaks the rules or the record.

import type { StationId } from '../board/types';
import { parseSessionJson } from '../format/session';
import { fileEvent } from '../format/session-make';
import { IMPORT_MIGRATIONS } from '../format/session-v0';
import type { GameEvent } from '../game/events';
import type { LogbookCheck } from '../game/logbook';
import { checkLogbook } from '../game/logbook';
import { eventRound } from '../game/rounds';
import type { Setup } from '../game/setup';
import type { GameState } from '../game/state';
import { likelyFixes } from '../inference/mistakes';
import type { StationProbabilities } from '../inference/model/estimator';
import type { ReviewedMove, ReviewedTurn } from '../inference/review/review';
import { LOSS_THRESHOLDS, reviewTurns } from '../inference/review/review';
import { replayProbabilities } from '../inference/whereabouts';
import { describeEnding, describeEvent, describeLikeliest, describeSetup } from '../words/describe-en';
import { english } from '../words/english';
import { readInputFile, runFromShell, startedAs } from './io';

/** Candidate stations as the board's labels, ascending. */
function candidateLabels(state: GameState): number[] {
  return [...state.candidates].map((station) => state.game.board.label(station)).sort((a, b) => a - b);
}

/** Each candidate's printed label with its probability, in label order (the keys are exactly the
 *  candidates; the values sum to 1). */
function probabilitiesByLabel(state: GameState, probabilities: StationProbabilities): Record<string, number> {
  const out: Record<string, number> = {};
  const stations = [...state.candidates].sort((a, b) => state.game.board.label(a) - state.game.board.label(b));
  for (const station of stations) out[String(state.game.board.label(station))] = probabilities[station] ?? 0;
  return out;
}

const USAGE = 'usage: npm run analyze -- FILE [--json] [--review] [--logbook 35,46,...]';
/** Plans the advisor weighs for each detectives' turn of a review (node: about 0.1 s a turn). */
const REVIEW_EVALUATIONS = 3000;

interface Options {
  readonly file: string;
  readonly json: boolean;
  readonly review: boolean;
  readonly logbook: readonly number[] | null;
}

function parseArgs(args: readonly string[]): Options | string {
  let file: string | null = null;
  let json = false;
  let review = false;
  let logbook: number[] | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--review') review = true;
    else if (arg === '--logbook' || arg.startsWith('--logbook=')) {
      const value = arg === '--logbook' ? args[++i] : arg.slice('--logbook='.length);
      if (!value) return '--logbook needs the stations of his log, e.g. --logbook 35,46,58';
      const numbers = value
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number);
      if (numbers.some((n) => !Number.isInteger(n) || n <= 0))
        return `--logbook: "${value}" is not a list of station numbers`;
      logbook = numbers;
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (arg.startsWith('-')) return `unknown option ${arg}\n${USAGE}`;
    else if (file === null) file = arg;
    else return `only one file at a time\n${USAGE}`;
  }
  return file === null ? USAGE : { file, json, review, logbook };
}

function checkRoute(state: GameState, options: Options, run: () => LogbookCheck): LogbookCheck | null {
  if (!options.logbook) return null;
  const board = state.game.board;
  for (let i = 0; i < options.logbook.length; i++) {
    const label = options.logbook[i] as number;
    if (board.stationOfLabel(label) === undefined) {
      return {
        cleanEntries: i,
        problem: { entry: i + 1, finding: { code: 'unknown-station', station: label } },
      };
    }
  }
  return run();
}

export function main(args: readonly string[], out: (line: string) => void, err: (line: string) => void): number {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    err(options);
    return 2;
  }
  const text = readInputFile(options.file, err);
  if (text === null) return 1;
  const parsed = parseSessionJson(text, IMPORT_MIGRATIONS);
  if (!parsed.ok) {
    err(`${options.file}: ${english.format(parsed.error)}`);
    return 1;
  }
  const { session, replay } = parsed;
  const states = replay.states;
  const first = states[0] as GameState;
  const last = states[states.length - 1] as GameState;
  const board = first.game.board;
  const logbook = checkRoute(first, options, () =>
    checkLogbook(
      session.setup,
      session.events,
      (options.logbook ?? []).map((label) => board.stationOfLabel(label) ?? 0),
    ),
  );
  const chances = replayProbabilities(states, session.events);
  const fixes = likelyFixes(session.setup, session.events, { replayed: replay, limit: 10 });
  const rows = session.events.map((event, index) => {
    const before = states[index] as GameState;
    const after = states[index + 1] as GameState;
    const probabilities = chances[index + 1] as Float64Array;
    return { index, event, before, after, probabilities, text: describeEvent(before, after, event) };
  });
  const startChances = chances[0] as Float64Array;
  const reviewed = options.review ? reviewOf(parsed, chances, logbook ? (options.logbook ?? []) : null) : null;
  if (options.json) {
    out(
      JSON.stringify(
        {
          name: session.name,
          ruleSet: session.setup.ruleSet,
          board: session.setup.board,
          start: { candidates: candidateLabels(first), probabilities: probabilitiesByLabel(first, startChances) },
          events: rows.map(({ index, event, before, after, probabilities, text }) => ({
            index,
            type: event.type,
            round: eventRound(before, event),
            entry: after.log.length,
            description: text,
            candidates: candidateLabels(after),
            probabilities: probabilitiesByLabel(after, probabilities),
            ...(after.inconsistencies.length > before.inconsistencies.length
              ? { inconsistency: inconsistencyText(after) }
              : {}),
          })),
          result: last.over ?? last.announcement ?? null,
          // When the record contradicts itself: the single-entry corrections that make it
          // consistent again, likeliest first (docs/design.md "Likely mistakes").
          fixes: fixes.map((fix) =>
            fix.replacement
              ? {
                  event: fix.index,
                  replace: fileEvent(session.setup, fix.replacement),
                  kind: fix.kind,
                  chance: round(fix.chance),
                }
              : { event: fix.index, remove: true, kind: fix.kind, chance: round(fix.chance) },
          ),
          ...(logbook ? { logbook: logbookJson(logbook, session.setup) } : {}),
          ...(reviewed ? { review: reviewJson(reviewed, first) } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    out(`${session.name || options.file}: ${describeSetup(session.setup, first)}`);
    out(`Start: ${formatCandidates(first)}`);
    out(`    likeliest: ${describeLikeliest(first, startChances)}`);
    let round = 0;
    for (const { event, before, after, probabilities, text } of rows) {
      const startsRound = event.type === 'x-move' || event.type === 'x-double';
      if (startsRound && before.doubleStep === 0 && before.round !== round) {
        round = before.round;
        out(`\nRound ${round}`);
      }
      out(`  ${text}: ${formatCandidates(after)}`);
      if (after.candidates.size > 1) out(`    likeliest: ${describeLikeliest(after, probabilities)}`);
      if (after.inconsistencies.length > before.inconsistencies.length) {
        out(`  ! ${inconsistencyText(after)}`);
      }
    }
    const ending = describeEnding(last);
    out(`\n${ending ?? `Game in progress: round ${last.round}, ${last.log.length} log entries.`}`);
    if (fixes.length > 0) out('\nLikely mistakes, likeliest first:');
    for (const fix of fixes) {
      const event = session.events[fix.index] as GameEvent;
      const was = describeEvent(states[fix.index] as GameState, states[fix.index + 1] as GameState, event);
      const now = fix.replacement ? JSON.stringify(fileEvent(session.setup, fix.replacement)) : 'remove it';
      out(`  event ${fix.index} "${was}": ${now} (${Math.round(fix.chance * 100)}%)`);
    }
    if (reviewed) {
      out('\nReview (docs/review.md), the worst turns first:');
      for (const line of reviewLines(reviewed, first)) out(`  ${line}`);
    }
    if (logbook) {
      out(
        logbook.problem
          ? `Logbook: ${english.logbook(logbook.problem, session.setup)}`
          : `Logbook: clean, all ${logbook.cleanEntries} entries fit the record and the rules.`,
      );
    }
  }
  return logbook?.problem ? 3 : 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

function inconsistencyText(state: GameState): string | undefined {
  const found = state.inconsistencies[state.inconsistencies.length - 1];
  return found && english.rule(found.error, state.game.setup);
}

function logbookJson(check: LogbookCheck, setup: Setup) {
  const { problem } = check;
  return {
    clean: problem === null,
    cleanEntries: check.cleanEntries,
    problem: problem && { entry: problem.entry, message: english.logbook(problem, setup) },
  };
}

function formatCandidates(state: GameState): string {
  const labels = candidateLabels(state);
  if (labels.length === 0) return 'no station fits the record';
  return `${labels.length} ${labels.length === 1 ? 'station' : 'stations'} ${labels.join(' ')}`;
}

if (startedAs('analyze'))
  runFromShell(
    (args) => args,
    (args, { out, err }) => main(args, out, err),
  );

/** The review of a parsed file: his route from Dragnet's secret the file carries, else from a clean
 *  logbook (then a person played him, and his entries are rated too). */
function reviewOf(
  parsed: Extract<ReturnType<typeof parseSessionJson>, { ok: true }>,
  chances: readonly Float64Array[],
  logbook: readonly number[] | null,
): ReviewedTurn[] {
  const { session, replay, dragnetX } = parsed;
  const board = (replay.states[0] as GameState).game.board;
  const typed = logbook ? [undefined, ...logbook.map((label) => board.stationOfLabel(label))] : null;
  const route = dragnetX?.route ?? typed;
  return [
    ...reviewTurns(replay.states, session.events, chances, {
      evaluations: REVIEW_EVALUATIONS,
      route,
      rateMisterX: !dragnetX && typed !== null,
    }),
  ];
}

function reviewJson(turns: readonly ReviewedTurn[], first: GameState) {
  const label = (station: StationId) => first.game.board.label(station);
  // The best plan's moves carry the advisor's reasons too: the JSON keeps to pawn, station and ticket.
  const moves = (list: readonly ReviewedMove[]) =>
    list.map(({ pawn, to, ticket }) => ({ pawn, to: label(to), ticket }));
  return {
    thresholds: LOSS_THRESHOLDS,
    turns: turns.map((turn) =>
      turn.side === 'detectives'
        ? {
            side: turn.side,
            round: turn.round,
            verdict: turn.verdict,
            loss: round(turn.loss),
            missedCatch: turn.missedCatch,
            truthChance: turn.truthChance === null ? null : round(turn.truthChance),
            chance: round(turn.chance),
            played: round(turn.played),
            moves: moves(turn.moves),
            best: moves(turn.best),
            catchers: moves(turn.catchers),
          }
        : {
            side: turn.side,
            entry: turn.entry,
            verdict: turn.verdict,
            loss: turn.loss,
            station: label(turn.station),
            inReach: turn.inReach,
            escape: turn.escape,
          },
    ),
  };
}

/** The review in words: turns that gave something away, the worst first. */
function reviewLines(turns: readonly ReviewedTurn[], first: GameState): string[] {
  const label = (station: StationId) => first.game.board.label(station);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const rated = [...turns].sort((a, b) => b.loss - a.loss);
  const lines = rated
    .filter((turn) => turn.verdict !== 'best' && turn.verdict !== 'good')
    .map((turn) => {
      if (turn.side === 'mister-x') {
        return `Entry ${turn.entry} (Mister X): ${turn.verdict}: he went to ${label(turn.station)}, in a pawn's reach, with a station out of reach open to him.`;
      }
      const missed =
        turn.missedCatch && turn.catchers[0]
          ? ` ${turn.catchers[0].pawn} could have ridden to ${label(turn.catchers[0].to)}, where he was: the table had it at ${percent(turn.truthChance ?? 0)}.`
          : '';
      const better = turn.best.map((move) => `${move.pawn} to ${label(move.to)}`).join(', ');
      return `Round ${turn.round}: ${turn.verdict}, gave away ${Math.round(turn.loss * 100)} points of a ${percent(turn.chance)} chance to catch him (better: ${better}).${missed}`;
    });
  const escapes = turns.filter((turn) => turn.side === 'mister-x' && turn.escape);
  for (const turn of escapes)
    if (turn.side === 'mister-x')
      lines.push(`Entry ${turn.entry} (Mister X): his ticket got him out of every pawn's reach.`);
  return lines.length > 0 ? lines : ['Every turn kept the chance: nothing given away.'];
}
