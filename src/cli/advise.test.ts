// `npm run advise` as another program would use it: the plan for a session file's last position
// in words or JSON, and the line-by-line mode that plays whole games against the advisor.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../tests/support/cli';
import { main, serveLines } from './advise';

const FIXTURES = join(__dirname, '../../tests/fixtures');
const MID_ROUND = join(FIXTURES, 'rb-mid-round.session.json');

const run = (...args: string[]) => runCli(main, ...args);

describe('npm run advise', () => {
  it('prints a plan for every pawn still to move, each to a station on its own, in JSON', () => {
    const { code, out } = run(MID_ROUND, '--json', '--budget-ms', '200');
    expect(code).toBe(0);
    const answer = JSON.parse(out);
    expect(answer.turn).toBe('detectives');
    expect(answer.round).toBe(8);
    expect(answer.plan.map((entry: { pawn: string }) => entry.pawn).sort()).toEqual(['blue', 'green', 'red', 'yellow']);
    expect(new Set(answer.plan.map((entry: { to: number }) => entry.to)).size).toBe(4);
    for (const entry of answer.plan) {
      expect(['taxi', 'bus', 'underground']).toContain(entry.ticket);
      expect(entry.reason.length).toBeGreaterThan(5);
    }
  });

  it('prints the plan in words', () => {
    const { code, out } = run(MID_ROUND, '--budget-ms', '100');
    expect(code).toBe(0);
    expect(out).toMatch(/^Round 8: the detectives' moves, in this order:\n {2}1\. \w+/);
  });

  it("answers with an empty plan on Mister X's turn and after the game", () => {
    expect(JSON.parse(run(join(FIXTURES, 'rb-short.session.json'), '--json').out)).toEqual({
      turn: 'mister-x',
      plan: [],
    });
    expect(JSON.parse(run(join(FIXTURES, 'rb-22-rounds.session.json'), '--json').out)).toEqual({
      turn: 'over',
      plan: [],
    });
  });

  it('refuses an unreadable file and a bad option with distinct exit codes', () => {
    expect(run(join(FIXTURES, 'nothing-here.json')).code).toBe(1);
    expect(run(MID_ROUND, '--budget-ms', 'soon').code).toBe(2);
    expect(run().code).toBe(2);
  });

  it('--stdio: one answer per line, an error for a bad line, and the next line is read', async () => {
    const input = new PassThrough();
    const answers: string[] = [];
    const served = serveLines(input, (line) => answers.push(line), 100);
    const oneLine = JSON.stringify(JSON.parse(readFileSync(MID_ROUND, 'utf8')));
    input.write(`${oneLine}\n`);
    input.write('{"format": "dragnet-session", "version": 1\n');
    input.write(`${JSON.stringify(JSON.parse(readFileSync(join(FIXTURES, 'rb-short.session.json'), 'utf8')))}\n`);
    input.end();
    await served;
    expect(answers).toHaveLength(3);
    expect(JSON.parse(answers[0] as string).turn).toBe('detectives');
    expect(JSON.parse(answers[1] as string).error).toMatch(/not valid JSON/);
    expect(JSON.parse(answers[2] as string)).toEqual({ turn: 'mister-x', plan: [] });
  });
});
