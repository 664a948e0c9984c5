// Another program plays whole games for the detectives through `npm run advise -- --stdio`: it
// sends the session after every entry (one line of JSON) and enters the plan it gets back, while
// a Mister X of its own (here: random legal moves, unseen by the advisor) plays against it. The
// advisor's answers must always be legal and the games must reach their end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/arena/random';
import type { StationId } from '../../src/board/types';
import { serveLines } from '../../src/cli/advise';
import { makeSessionFile } from '../../src/format/session-make';
import { applyEvent } from '../../src/game/apply';
import type { GameEvent } from '../../src/game/events';
import { presetSetup } from '../../src/game/rule-sets';
import type { GameState } from '../../src/game/state';
import { initialState } from '../../src/game/state';
import { xUsableTickets } from '../../src/game/tickets';

const ROOT = join(__dirname, '../..');
const STAMP = '2026-12-01T18:00:00.000Z';

interface PlanAnswer {
  readonly turn: string;
  readonly plan: readonly { pawn: string; to: number; ticket: 'taxi' | 'bus' | 'underground'; reason: string }[];
  readonly error?: string;
}

/** One line in, one line out, over the advisor's own line protocol. */
function advisorOverLines(budgetMs: number) {
  const input = new PassThrough();
  const answers: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  const done = serveLines(
    input,
    (line) => {
      if (waiting) waiting(line);
      else answers.push(line);
    },
    budgetMs,
  );
  return {
    ask(line: string): Promise<PlanAnswer> {
      return new Promise((resolve) => {
        waiting = (answer) => {
          waiting = null;
          resolve(JSON.parse(answer));
        };
        input.write(`${line}\n`);
      });
    },
    async close() {
      input.end();
      await done;
    },
  };
}

/** Plays one game: a random Mister X against the advisor's plans. Returns how it ended. */
async function playGame(seed: number, ask: (line: string) => Promise<PlanAnswer>): Promise<string> {
  const rng = mulberry32(seed);
  const cards = rng.shuffle([13, 26, 29, 34, 50, 53, 91, 94, 103, 112, 117, 123, 138, 141, 155, 174]);
  const setup = presetSetup('ravensburger-2013', { detectives: 4, starts: cards.slice(0, 4) });
  let state: GameState = initialState(setup);
  const events: GameEvent[] = [];
  let x: StationId = rng.pick([35, 45, 51, 71, 78, 104, 106, 127, 132, 146, 166, 170, 172]);
  const push = (event: GameEvent) => {
    const result = applyEvent(state, event);
    if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(event)} refused: ${result.error.message}`);
    state = result.state;
    events.push(event);
  };
  const line = () =>
    JSON.stringify(
      makeSessionFile({ id: 'game', name: 'Played over --stdio', createdAt: STAMP, updatedAt: STAMP, setup, events }),
    );
  for (let step = 0; step < 1000; step++) {
    switch (state.phase) {
      case 'over':
        return state.over?.reason ?? 'over';
      case 'x-turn': {
        if (state.announcement) {
          push({ type: 'end', reason: state.announcement.reason });
          break;
        }
        const moves = xUsableTickets(state).flatMap((ticket) =>
          state.game.board
            .ticketNeighbours(x, ticket)
            .filter((to) => !state.occupied.has(to))
            .map((to) => ({ ticket, to })),
        );
        if (moves.length === 0) {
          push({ type: 'end', reason: 'x-trapped', station: x });
          break;
        }
        expect((await ask(line())).turn).toBe('mister-x');
        const move = rng.pick(moves);
        x = move.to;
        push({ type: 'x-move', ticket: move.ticket });
        break;
      }
      case 'x-reveal':
        push({ type: 'x-reveal', station: x });
        break;
      case 'question':
        push({ type: 'answer', found: state.question?.station === x });
        break;
      case 'pawns': {
        const answer = await ask(line());
        expect(answer.error).toBeUndefined();
        expect(answer.turn).toBe('detectives');
        const first = answer.plan[0];
        if (!first) throw new Error(`seed ${seed}: an empty plan on the detectives' turn`);
        push({ type: 'pawn-move', pawn: first.pawn, to: first.to, ticket: first.ticket });
        break;
      }
    }
  }
  throw new Error(`seed ${seed}: the game did not end`);
}

describe('npm run advise -- --stdio plays whole games for the detectives', () => {
  it('three games against a random Mister X, asking again after every entry', async () => {
    const advisor = advisorOverLines(20);
    const endings: string[] = [];
    for (let seed = 1; seed <= 3; seed++) endings.push(await playGame(seed, advisor.ask));
    await advisor.close();
    expect(endings).toHaveLength(3);
    for (const ending of endings)
      expect(['capture', 'x-trapped', 'rounds-played', 'detectives-stuck']).toContain(ending);
  }, 120_000);

  it('as a process: answers each line of standard input until it closes', async () => {
    const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const child = spawn(process.execPath, [tsx, 'src/cli/advise.ts', '--stdio', '--budget-ms', '50'], { cwd: ROOT });
    const lines: string[] = [];
    const read = createInterface({ input: child.stdout });
    read.on('line', (line) => lines.push(line));
    const mid = JSON.stringify(
      JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/rb-mid-round.session.json'), 'utf8')),
    );
    child.stdin.write(`${mid}\nnot json\n${mid}\n`);
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] as string).turn).toBe('detectives');
    expect(JSON.parse(lines[1] as string).error).toMatch(/not valid JSON/);
    expect(JSON.parse(lines[2] as string)).toEqual(JSON.parse(lines[0] as string));
  }, 60_000);
});
