// One turn of `mister-x --stdio` (docs/mister-x.md): the input line's JSON read and checked, the
// turn planned, the answer as the line's JSON object, with stations as the board's printed numbers
// and problems worded in English for the program at the other end. No node imports, so that the
// bench can time it in a browser page.

import type { Board } from '../board/graph';
import type { StationId } from '../board/types';
import { parseSessionFile } from '../format/session';
import { IMPORT_MIGRATIONS } from '../format/session-v0';
import type { Strength } from '../mister-x/player';
import type { RouteProblem } from '../mister-x/route';
import type { TurnAnswer } from '../mister-x/turn';
import { turnFromRecord } from '../mister-x/turn';
import { english } from '../words/english';

export type MisterXAnswer =
  | { readonly moves: readonly { readonly ticket: string; readonly to: number }[] }
  | { readonly double: true; readonly moves: readonly { readonly ticket: string; readonly to: number }[] }
  | { readonly error: string };

function routeWords(problem: RouteProblem, board: Board): string {
  const label = (station: StationId) => board.label(station);
  switch (problem.code) {
    case 'route-length':
      return `the route needs ${problem.expected} stations (his start and one per log entry), not ${problem.got}`;
    case 'not-a-start-card':
      return `the route starts on ${label(problem.station)}, which is not one of his free start cards`;
    case 'no-line':
      return `entry ${problem.entry}: no line of the ticket shown joins ${label(problem.from)} and ${label(problem.to)}`;
    case 'onto-a-pawn':
      return `entry ${problem.entry}: a pawn stood on ${label(problem.station)} when he moved there`;
    case 'surfaced-elsewhere':
      return `entry ${problem.entry}: he surfaced on ${label(problem.shown)}, but the route has ${label(problem.route)}`;
    case 'caught':
      return `a pawn stands on his station ${label(problem.station)}: he is caught`;
  }
}

function turnWords(answer: Extract<TurnAnswer, { ok: false }>, board: Board): string {
  const { problem } = answer;
  if (problem.code === 'not-his-turn') {
    return problem.phase === 'over'
      ? 'the game is over'
      : problem.phase === 'x-reveal'
        ? 'he is to show his station (the last route station), not to move'
        : "it is the detectives' turn, not Mister X's";
  }
  if (problem.code === 'end-announced') return `the rules announce the end of the game (${problem.reason})`;
  return routeWords(problem, board);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer to one input line. */
export function answerLine(line: string, strength: Strength): MisterXAnswer {
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return { error: 'the line is not JSON' };
  }
  if (!isObject(input)) return { error: 'the line must be a JSON object with "session", "route" and "seed"' };
  const { session, route, seed } = input;
  if (session === undefined) return { error: 'no "session" (the session file, format v2)' };
  if (!Array.isArray(route) || !route.every((station) => Number.isInteger(station))) {
    return { error: '"route" must be a list of station numbers' };
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return { error: '"seed" must be a whole number' };
  const parsed = parseSessionFile(typeof session === 'string' ? safeJson(session) : session, IMPORT_MIGRATIONS);
  if (!parsed.ok) return { error: english.format(parsed.error) };
  const { states } = parsed.replay;
  const first = states[0];
  if (!first) return { error: 'the session cannot be replayed' };
  const board = first.game.board;
  const ids: StationId[] = [];
  for (const label of route as number[]) {
    const id = board.stationOfLabel(label);
    if (id === undefined) return { error: `the route has ${label}, which is not a station on this board` };
    ids.push(id);
  }
  const answer = turnFromRecord(states, parsed.session.events, ids, strength, seed);
  if (!answer.ok) return { error: turnWords(answer, board) };
  const moves = answer.plan.steps.map((step) => ({ ticket: step.ticket, to: board.label(step.to) }));
  return answer.plan.double ? { double: true, moves } : { moves };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
