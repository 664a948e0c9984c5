// `mister-x --stdio`: whole games played through the command's own answer to each line (the
// session file and route as another program would send them), under both rule sets, every answer
// entered through the real reducer by the simulator (which throws on an illegal move); the same
// line and seed give the same answer; a line it cannot use gets an error; and the npm script
// answers over standard input.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { greedyDetectives } from '../arena/detective-policies';
import type { XPolicy } from '../arena/players';
import type { PresetRuleSet } from '../arena/simulate';
import { simulateGame } from '../arena/simulate';
import { dragnetX } from '../arena/x-dragnet';
import { lineAsker } from '../arena/x-lines';
import { makeSessionFile } from '../format/session-make';
import type { GameState } from '../game/state';
import type { Strength } from '../mister-x/player';
import { answerLine } from './mister-x-line';

const ROOT = join(__dirname, '../..');

/** A Mister X who asks the command for every turn, as an outside program would. */
function throughTheCommand(strength: Strength, lines: string[]): XPolicy {
  return lineAsker(`stdio-${strength}`, (line) => answerLine(line, strength), lines);
}

describe('mister-x --stdio', () => {
  const cases: [PresetRuleSet, Strength, number][] = [
    ['ravensburger-2013', 'hard', 11],
    ['ravensburger-2013', 'easy', 12],
    ['milton-bradley-1985', 'medium', 13],
    ['milton-bradley-1985', 'hard', 14],
  ];
  it.each(cases)(
    'plays whole legal games (%s, %s, seed %i)',
    (ruleSet, strength, seed) => {
      const lines: string[] = [];
      const game = simulateGame({
        seed,
        ruleSet,
        detectives: 4,
        x: throughTheCommand(strength, lines),
        detectivePolicy: greedyDetectives,
      });
      expect(['capture', 'x-trapped', 'rounds-played', 'detectives-stuck', 'x-stuck']).toContain(game.ending);
      expect(lines.length).toBeGreaterThan(2);
      // The same line and seed, asked again, give the same answer.
      const line = lines[Math.floor(lines.length / 2)] as string;
      expect(answerLine(line, strength)).toEqual(answerLine(line, strength));
    },
    60_000,
  );

  it('answers a line it cannot use with an error, never a move', () => {
    expect(answerLine('not json', 'hard')).toEqual({ error: 'the line is not JSON' });
    expect(answerLine('{"route": [1], "seed": 1}', 'hard')).toHaveProperty('error');
    const lines: string[] = [];
    simulateGame({
      seed: 5,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      maxRounds: 2,
      x: throughTheCommand('hard', lines),
      detectivePolicy: greedyDetectives,
    });
    const line = JSON.parse(lines[lines.length - 1] as string);
    // A route one station short, and one through a station with no line of the shown ticket.
    const short = answerLine(JSON.stringify({ ...line, route: line.route.slice(0, -1) }), 'hard');
    expect(short).toEqual({ error: expect.stringContaining('the route needs') });
    const wrong = answerLine(JSON.stringify({ ...line, route: [...line.route.slice(0, -1), 199] }), 'hard');
    expect(wrong).toHaveProperty('error');
    expect(answerLine(JSON.stringify({ ...line, seed: 'x' }), 'hard')).toEqual({
      error: '"seed" must be a whole number',
    });
  });

  it('answers the entries still to fill when the record already holds his double-move ticket', () => {
    // A game where hard plays a double move; the record cut right after the double-move ticket.
    const found = [2, 1, 3, 4]
      .map((seed) =>
        simulateGame({
          seed,
          ruleSet: 'ravensburger-2013',
          detectives: 4,
          x: dragnetX('hard'),
          detectivePolicy: greedyDetectives,
        }),
      )
      .find((game) => game.events.some((event) => event.type === 'x-double'));
    if (!found) throw new Error('no double move in four games');
    const cut = found.events.findIndex((event) => event.type === 'x-double') + 1;
    const state = found.states[cut] as GameState;
    const board = state.game.board;
    const session = makeSessionFile({
      id: 'double',
      name: 'double',
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      setup: found.setup,
      events: found.events.slice(0, cut),
    });
    const route = found.route.slice(0, state.log.length + 1).map((station) => board.label(station));
    const answer = answerLine(JSON.stringify({ session, route, seed: 1 }), 'hard');
    expect(answer).not.toHaveProperty('double');
    expect('moves' in answer && answer.moves).toHaveLength(2);
  }, 60_000);

  it('runs as an npm script over standard input, one answer per line', () => {
    const lines: string[] = [];
    simulateGame({
      seed: 7,
      ruleSet: 'ravensburger-2013',
      detectives: 4,
      maxRounds: 1,
      x: throughTheCommand('medium', lines),
      detectivePolicy: greedyDetectives,
    });
    const input = `${lines[0]}\nnot json\n${lines[0]}\n`;
    const run = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/mister-x.ts', '--stdio', '--strength', 'medium'],
      {
        cwd: ROOT,
        input,
        encoding: 'utf8',
      },
    );
    const answers = run.stdout
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(answers).toHaveLength(3);
    expect(answers[0].moves.length).toBeGreaterThan(0);
    expect(answers[1]).toEqual({ error: 'the line is not JSON' });
    expect(answers[2]).toEqual(answers[0]);
  }, 120_000);
});
