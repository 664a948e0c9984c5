// `npm run advise -- FILE [--json] [--budget-ms N]`: the advisor's plan for the position after the
// session file's last event (docs/advisor.md). `--stdio` reads one session file per line (JSON on
// one line) and answers each with one line of JSON, for as long as input comes, so that other
// programs can play whole games against it. Exit codes: 0 fine, 1 unreadable or invalid file,
// 2 usage.

import { createInterface } from 'node:readline';
import type { Advice } from '../advisor/advise';
import { Advisor } from '../advisor/advise';
import { PositionReader, type Turn } from '../advisor/position';
import { parseSessionJson } from '../format/session';
import { IMPORT_MIGRATIONS } from '../format/session-v0';
import type { GameState } from '../game/state';
import { pawnSetup } from '../game/state';
import { english } from '../words/english';
import { readInputFile, runFromShell, startedAs } from './io';

const USAGE = 'usage: npm run advise -- FILE [--json] [--budget-ms N]   or   npm run advise -- --stdio [--budget-ms N]';

/** The table's think budget (the arena uses a count of evaluations instead). */
export const DEFAULT_BUDGET_MS = 1500;

interface Options {
  readonly file: string | null;
  readonly json: boolean;
  readonly stdio: boolean;
  readonly budgetMs: number;
}

export interface PlannedEntry {
  readonly pawn: string;
  readonly to: number;
  readonly ticket: string;
  readonly reason: string;
}

export type Answer =
  | { readonly turn: 'detectives'; readonly round: number; readonly plan: readonly PlannedEntry[] }
  | { readonly turn: Exclude<Turn, 'detectives'>; readonly plan: readonly [] }
  | { readonly error: string };

function parseArgs(args: readonly string[]): Options | string {
  let file: string | null = null;
  let json = false;
  let stdio = false;
  let budgetMs = DEFAULT_BUDGET_MS;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--stdio') stdio = true;
    else if (arg === '--budget-ms' || arg.startsWith('--budget-ms=')) {
      const value = arg === '--budget-ms' ? args[++i] : arg.slice('--budget-ms='.length);
      budgetMs = Number(value);
      if (!Number.isFinite(budgetMs) || budgetMs < 0) return `--budget-ms needs a number of milliseconds\n${USAGE}`;
    } else if (arg === '--help' || arg === '-h') return USAGE;
    else if (arg.startsWith('-')) return `unknown option ${arg}\n${USAGE}`;
    else if (file === null) file = arg;
    else return `only one file at a time\n${USAGE}`;
  }
  if (stdio && file !== null) return `--stdio reads the session files from standard input, not ${file}\n${USAGE}`;
  if (!stdio && file === null) return USAGE;
  return { file, json, stdio, budgetMs };
}

/** Thinks until the budget is spent or the search has nothing left to try; the first complete
 *  plan is always finished. */
export function think(advisor: Advisor, budgetMs: number, now: () => number = () => performance.now()): Advice {
  const deadline = now() + budgetMs;
  while (!advisor.done && (!advisor.hasPlan || now() < deadline)) advisor.run(32);
  return advisor.advice();
}

/** The answer for one session file's text. A reader that read the record before follows only
 *  the events added since (the --stdio mode plays whole games line by line). */
export function adviseText(
  text: string,
  budgetMs: number,
  reader = new PositionReader(),
): { answer: Answer; state: GameState | null } {
  const parsed = parseSessionJson(text, IMPORT_MIGRATIONS);
  if (!parsed.ok) {
    return { answer: { error: english.format(parsed.error) }, state: null };
  }
  const position = reader.read(parsed.replay.states, parsed.session.events);
  if (position.turn !== 'detectives') return { answer: { turn: position.turn, plan: [] }, state: null };
  const { state } = position;
  const advice = think(new Advisor(state, position.probabilities), budgetMs);
  const plan = advice.moves.map((move) => ({
    pawn: pawnSetup(state, move.pawn).id,
    to: state.game.board.label(move.to),
    ticket: move.ticket,
    reason: english.moveReason(move),
  }));
  return { answer: { turn: 'detectives', round: state.round, plan }, state };
}

function describe(answer: Answer, state: GameState | null): string[] {
  if ('error' in answer) return [answer.error];
  if (answer.turn !== 'detectives') {
    return [
      answer.turn === 'over'
        ? 'The game is over: no advice.'
        : "It is Mister X's turn: no advice until the detectives move.",
    ];
  }
  const lines = [`Round ${answer.round}: the detectives' moves, in this order:`];
  answer.plan.forEach((entry, index) => {
    const name = state ? pawnSetup(state, state.game.pawnIndex.get(entry.pawn) ?? 0).name : entry.pawn;
    lines.push(`  ${index + 1}. ${name} by ${entry.ticket} to ${entry.to}: ${entry.reason}`);
  });
  if (answer.plan.length === 0) lines.push('  (no pawn can move)');
  return lines;
}

export function main(args: readonly string[], out: (line: string) => void, err: (line: string) => void): number {
  const options = parseArgs(args);
  if (typeof options === 'string') {
    err(options);
    return 2;
  }
  const text = readInputFile(options.file ?? '', err);
  if (text === null) return 1;
  const { answer, state } = adviseText(text, options.budgetMs);
  if (options.json && !('error' in answer)) out(JSON.stringify(answer));
  else if ('error' in answer) {
    err(`${options.file}: ${answer.error}`);
    return 1;
  } else for (const line of describe(answer, state)) out(line);
  return 0;
}

/** One answer per input line, until the input ends. */
export async function serveLines(
  input: NodeJS.ReadableStream,
  write: (line: string) => void,
  budgetMs: number,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const reader = new PositionReader();
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let answer: Answer;
    try {
      answer = adviseText(line, budgetMs, reader).answer;
    } catch (caught) {
      answer = { error: `Dragnet could not advise on this line (${(caught as Error).message}).` };
    }
    write(JSON.stringify(answer));
  }
}

if (startedAs('advise')) {
  await runFromShell(
    (args) => args,
    async (args, { out, err }) => {
      const options = parseArgs(args);
      if (typeof options !== 'string' && options.stdio) {
        await serveLines(process.stdin, out, options.budgetMs);
        return undefined;
      }
      return main(args, out, err);
    },
    { quietPipe: false },
  );
}
