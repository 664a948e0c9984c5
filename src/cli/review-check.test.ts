// `npm run review-check` as a script would use it, and a planted record reviewed the way issue 27
// will be checked: a session file of a game against a held-out Mister X, reviewed by
// `npm run analyze -- FILE --json --review --logbook ...`, calls the planted turn a blunder with a
// missed catch.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../tests/support/cli';
import { greedyDetectives } from '../arena/detective-policies';
import { plantBlunders } from '../arena/planted';
import { HELD_OUT_X_POLICIES, homebodyX } from '../arena/x-held-out';
import { main as analyze } from './analyze';
import { parseCheckArgs, REVIEW_FIT_SEED, TRAINING_X, writePlantedRecord } from './review-check';

describe('npm run review-check', () => {
  it('reads its options: held-out players to report on, training bots and seeds to fit on', () => {
    const report = parseCheckArgs(['calibration', '--games', '5', '--rules', 'rb', '--players', '3,5']);
    if (typeof report === 'string') throw new Error(report);
    expect(report.x).toEqual(HELD_OUT_X_POLICIES);
    expect(report.teams.map((team) => team.name)).toEqual(['advisor', 'greedy']);
    expect(report.tables).toEqual([
      { ruleSet: 'ravensburger-2013', players: 3 },
      { ruleSet: 'ravensburger-2013', players: 5 },
    ]);
    expect(report).toMatchObject({ games: 5, seed: 1 });
    const fit = parseCheckArgs(['fit']);
    if (typeof fit === 'string') throw new Error(fit);
    // The fit never sees a held-out player, nor the seeds figures are reported on.
    expect(fit.x).toEqual(TRAINING_X);
    expect(fit.x.some((x) => HELD_OUT_X_POLICIES.includes(x))).toBe(false);
    expect(fit.seed).toBe(REVIEW_FIT_SEED);
    expect(fit.teams.map((team) => team.name)).toEqual(['advisor']);
    expect(parseCheckArgs(['planted', '--x', 'nobody'])).toMatch(/no Mister X policy "nobody"/);
    expect(parseCheckArgs(['planted', '--rules', 'xx'])).toMatch(/--rules must be rb or mb/);
    expect(parseCheckArgs(['guess'])).toMatch(/^usage/);
  });

  it('writes a planted record that `npm run analyze -- FILE --review` calls a blunder with a missed catch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'planted-'));
    const [record] = plantBlunders({
      x: homebodyX,
      team: greedyDetectives,
      ruleSet: 'ravensburger-2013',
      players: 3,
      games: 1,
      seed: 1,
    }).records;
    if (!record) throw new Error('no blunder planted');
    const [file, logbook, round, station] = writePlantedRecord(dir, record, 1).split('\t') as [
      string,
      string,
      string,
      string,
    ];
    const { code, out } = runCli(analyze, join(dir, file), '--json', '--review', '--logbook', logbook);
    expect(code).toBe(0);
    const turns = JSON.parse(out).review.turns as {
      side: string;
      round: number;
      verdict: string;
      missedCatch: boolean;
      catchers: { to: number }[];
    }[];
    const planted = turns.filter((turn) => turn.side === 'detectives' && turn.round === Number(round));
    expect(planted).toHaveLength(1);
    expect(planted[0]).toMatchObject({ verdict: 'blunder', missedCatch: true, truthChance: 1 });
    expect(planted[0]?.catchers.every((move) => move.to === Number(station))).toBe(true);
  });
});
