// The arena's smoke run of the advisor (docs/advisor.md has the full measurement): paired games
// against the strongest Mister X bot, the advisor and the greedy detectives on the same seeds, and
// the CLI's paired report with both win rates, their intervals and the paired difference.
import { describe, expect, it } from 'vitest';
import { advisorDetectives } from '../../src/arena/advisor-detectives';
import { greedyDetectives } from '../../src/arena/detective-policies';
import { minimaxDetectives } from '../../src/arena/minimax-detectives';
import { pairedDifference, runPaired, xWinRate } from '../../src/arena/paired';
import { lookaheadX } from '../../src/arena/x-policies';
import { territoryX } from '../../src/arena/x-territory';
import { parseArenaArgs, runArenaCli } from '../../src/cli/arena';

describe('arena: the advisor against greedy and minimax detectives (smoke run)', () => {
  it('on the same 16 seeds, Mister X "lookahead" wins fewer games against the advisor', () => {
    const [greedy, minimax, advisor] = runPaired({
      x: lookaheadX,
      teams: [greedyDetectives, minimaxDetectives, advisorDetectives(300)],
      games: 16,
      seed: 1,
      ruleSet: 'ravensburger-2013',
      detectiveCount: 4,
    });
    if (!greedy || !minimax || !advisor) throw new Error('three teams expected');
    expect(xWinRate(advisor).rate).toBeLessThan(xWinRate(greedy).rate);
    expect(xWinRate(advisor).rate).toBeLessThanOrEqual(xWinRate(minimax).rate);
    const difference = pairedDifference(greedy, advisor);
    expect(difference.rate).toBeLessThan(0);
    expect(difference.low).toBeLessThan(difference.rate);
  }, 120_000);

  it('on the same 12 seeds, Mister X "territory" (the strongest bot) wins fewer games against the advisor', () => {
    const [greedy, advisor] = runPaired({
      x: territoryX,
      teams: [greedyDetectives, advisorDetectives(300)],
      games: 12,
      seed: 1,
      ruleSet: 'ravensburger-2013',
      detectiveCount: 4,
    });
    if (!greedy || !advisor) throw new Error('two teams expected');
    expect(xWinRate(greedy).rate - xWinRate(advisor).rate).toBeGreaterThanOrEqual(0.25);
  }, 120_000);

  it('npm run arena -- --detectives advisor prints both rates and the paired difference', () => {
    const args = parseArenaArgs(['--x', 'random', '--detectives', 'advisor', '--games', '4', '--evaluations', '100']);
    if (typeof args === 'string') throw new Error(args);
    expect(args.baselines).toEqual(['greedy', 'minimax']);
    const lines: string[] = [];
    runArenaCli(
      args,
      (line) => lines.push(line),
      () => {},
    );
    const out = lines.join('\n');
    expect(out).toContain('Mister X "random": Ravensburger 2013, 4 detective players, 4 paired games, seeds 1..4');
    expect(out).toMatch(/vs greedy +Mister X wins +\d+\.\d% \(95% interval/);
    expect(out).toMatch(/vs advisor +Mister X wins/);
    expect(out).toMatch(/advisor - greedy: [+-]\d+\.\d points \(95% interval [+-]\d+\.\d to [+-]\d+\.\d\)/);
    expect(out).toMatch(/advisor - minimax: /);
  }, 60_000);

  it('--baseline advisor-plain --rules mb pairs the advisor with the one that does not weigh the tickets it hands Mister X', () => {
    const args = parseArenaArgs([
      '--x',
      'random',
      '--detectives',
      'advisor',
      '--baseline',
      'advisor-plain',
      '--rules',
      'mb',
      '--games',
      '2',
      '--evaluations',
      '100',
    ]);
    if (typeof args === 'string') throw new Error(args);
    const lines: string[] = [];
    runArenaCli(
      args,
      (line) => lines.push(line),
      () => {},
    );
    const out = lines.join('\n');
    expect(out).toContain('Mister X "random": Milton Bradley 1985, 5 detective pawns, 2 paired games, seeds 1..2');
    expect(out).toMatch(/vs advisor-plain +Mister X wins +\d+\.\d% \(95% interval/);
    expect(out).toMatch(/advisor - advisor-plain: [+-]\d+\.\d points \(95% interval/);
  }, 60_000);
});
