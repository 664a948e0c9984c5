// `npm run arena` as a script would use it: options read and refused in plain words, and a small
// run printing the win rate with its interval, the estimates side by side and the calibration.
import { describe, expect, it } from 'vitest';
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
