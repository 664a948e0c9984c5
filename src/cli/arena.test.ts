// `npm run arena` as a script would use it: options read and refused in plain words, and a small
// run printing the win rate with its interval, the estimates side by side and the calibration.
import { describe, expect, it } from 'vitest';
import { playArenaGame } from '../arena/arena';
import { greedyDetectives } from '../arena/detective-policies';
import { detectivePawnRounds, noTicketRounds } from '../arena/tickets-last';
import { territoryX } from '../arena/x-territory';
import { parseArenaArgs, runArenaCli } from './arena';

describe('npm run arena', () => {
  it('reads its options and refuses unknown ones', () => {
    const args = parseArenaArgs([
      '--x',
      'evasive',
      '--detectives',
      'random',
      '--games',
      '5',
      '--seed',
      '9',
      '--rules',
      'mb',
    ]);
    expect(args).toMatchObject({ detectives: 'random', games: 5, seed: 9, ruleSet: 'milton-bradley-1985' });
    expect(typeof args !== 'string' && args.x.map((policy) => policy.name)).toEqual(['evasive']);
    expect(parseArenaArgs(['--x', 'nobody'])).toMatch(/no Mister X policy "nobody"/);
    const heldOut = parseArenaArgs(['--x', 'held-out']);
    expect(typeof heldOut !== 'string' && heldOut.x.map((policy) => policy.name)).toEqual([
      'tube',
      'feinter',
      'homebody',
      'riverman',
      'moody',
      'shadow',
    ]);
    const fresh = parseArenaArgs(['--x', 'new,evasive']);
    expect(typeof fresh !== 'string' && fresh.x.map((policy) => policy.name)).toEqual([
      'evasive',
      'bolter',
      'commuter',
      'satisficer',
    ]);
    const all = parseArenaArgs(['--x', 'all']);
    expect(typeof all !== 'string' && all.x.map((policy) => policy.name)).not.toContain('tube');
    expect(parseArenaArgs(['--games', '0'])).toMatch(/--games must be a positive whole number/);
    expect(parseArenaArgs(['--colour', 'red'])).toMatch(/unknown option --colour/);
  });

  it('prints the win rate with a 95% interval, the estimates side by side and a reliability table', () => {
    const args = parseArenaArgs(['--x', 'lookahead', '--games', '4', '--seed', '3']);
    if (typeof args === 'string') throw new Error(args);
    const lines: string[] = [];
    const progress: string[] = [];
    runArenaCli(
      args,
      (line) => lines.push(line),
      (text) => progress.push(text),
    );
    const out = lines.join('\n');
    expect(out).toContain(
      'Mister X "lookahead" vs detectives "greedy": Ravensburger 2013, 4 detective players, 4 games, seeds 3..6',
    );
    expect(out).toMatch(/Mister X wins \d+\.\d% \(95% interval \d+\.\d% to \d+\.\d%\)/);
    for (const name of ['model', 'flat', 'histories', 'even-split'])
      expect(out).toMatch(new RegExp(`^  ${name} +[+-]\\d`, 'm'));
    expect(out).toMatch(
      /^ {2}model +50%: +\d+\.\d% ±\d+\.\d \(carried \d+\.\d%; cut to 50%: \d+\.\d% ±\d+\.\d\) +90%:/m,
    );
    expect(out).toContain('Reliability of the model');
    expect(out).toMatch(/^ {2}0-10% +\d+ +\d+\.\d% +\d+\.\d% \(\d+\.\d%-\d+\.\d%\)/m);
    expect(out).toMatch(/^ {2}95-99% +\d+ +\d+\.\d% +\d+\.\d%/m);
    expect(out).toMatch(/^ {2}80%\+ +\d+ +\d+\.\d% +\d+\.\d%/m);
    expect(out).toMatch(/The same right after a black ticket or in a double move \(\d+ of his moves\):/);
    expect(progress.at(-1)).toMatch(/^lookahead: 4\/4 games/);
    expect(out).toMatch(
      /^ {2}Tickets: no usable ticket in \d+ of 4 games \(\d+\.\d%, 95% interval \d+\.\d% to \d+\.\d%\), \d+ of \d+ pawn-rounds; \d+ shuttle rides?$/m,
    );
  });

  it('reports for each team the games and pawn-rounds in which a detective had no usable ticket', () => {
    const args = parseArenaArgs([
      '--x',
      'territory',
      '--detectives',
      'minimax',
      '--baseline',
      'greedy',
      '--games',
      '6',
    ]);
    if (typeof args === 'string') throw new Error(args);
    const lines: string[] = [];
    runArenaCli(
      args,
      (line) => lines.push(line),
      () => {},
    );
    // The same six games counted directly: the greedy team spends its taxis early and gets stuck.
    const games = [0, 1, 2, 3, 4, 5].map((i) =>
      playArenaGame({ seed: 1, ruleSet: 'ravensburger-2013', detectiveCount: 4, x: territoryX }, i, greedyDetectives),
    );
    const stuck = games.filter((game) => noTicketRounds(game.states).length > 0).length;
    const rounds = games.reduce((sum, game) => sum + noTicketRounds(game.states).length, 0);
    const played = games.reduce((sum, game) => sum + detectivePawnRounds(game.states), 0);
    expect(stuck).toBeGreaterThan(0);
    const out = lines.join('\n');
    expect(out).toMatch(
      new RegExp(
        `vs greedy .*\\n +no usable ticket in ${stuck} of 6 games \\(.*\\), ${rounds} of ${played} pawn-rounds`,
      ),
    );
    expect(out).toMatch(/vs minimax .*\n +no usable ticket in \d+ of 6 games/);
  });

  it('ends a run of several players with the sure end of each and of all of them together', () => {
    const args = parseArenaArgs(['--x', 'evasive,tube', '--games', '4', '--seed', '3']);
    if (typeof args === 'string') throw new Error(args);
    const lines: string[] = [];
    runArenaCli(
      args,
      (line) => lines.push(line),
      () => undefined,
    );
    const start = lines.findIndex((line) => line.startsWith('The sure end of the model'));
    expect(start).toBeGreaterThan(0);
    expect(lines[start + 1]).toMatch(
      /^Mister X +gain \(bits\) +cut 50% \/ 90% +80%\+ +80-90% +90-95% +95-99% +99-100% +80%\+ after black\/double$/,
    );
    expect(lines[start + 2]).toMatch(
      /^evasive +[+-]\d\.\d{3} ±\d\.\d{3} +\d+\.\d% \/ \d+\.\d% +\d+\.\d% → \d+\.\d% ±\d+\.\d \(\d+\)/,
    );
    expect(lines[start + 3]).toMatch(/^tube /);
    expect(lines[start + 4]).toMatch(/^all of them +\d+\.\d% → \d+\.\d% ±\d+\.\d \(\d+\)/);
  });
});
