// The headless CLI as a script would use it: text and JSON reports of recorded games, the
// logbook check after the game, and plain messages with distinct exit codes for bad input.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../tests/support/cli';
import { main } from './analyze';

const FIXTURES = join(__dirname, '../../tests/fixtures');
/** Mister X's true route in the 22-round fixture (simulated, seed 2). */
const TRUE_ROUTE = '32,45,46,33,20,9,19,8,19,32,45,46,34,63,79,63,100,112,100,63,48,35,65,82';

const run = (...args: string[]) => runCli(main, ...args);

describe('npm run analyze', () => {
  it('prints the game round by round with the candidates after every event', () => {
    const { code, out } = run(join(FIXTURES, 'rb-short.session.json'));
    expect(code).toBe(0);
    expect(out).toContain('Start: 13 stations 35 45 51 71 78 104 106 127 132 146 166 170 172');
    expect(out).toContain('Round 1');
    expect(out).toMatch(/Mister X shows taxi \(entry 1\): 45 stations 22 32 36/);
    expect(out).toContain('Mister X surfaces at 119 (after entry 3): 1 station 119');
  });

  it("prints JSON with the sorted candidate labels after each event, in the board's own labels", () => {
    const { code, out } = run(join(FIXTURES, 'mb-ferry.session.json'), '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(report.board).toBe('milton-bradley-1985');
    expect(report.events).toHaveLength(28);
    for (const event of report.events) {
      expect(event.candidates).toEqual([...event.candidates].sort((a: number, b: number) => a - b));
      // The Milton Bradley board prints no 108 (MB 1985 rules: the boat goes "from #115 to #118").
      expect(event.candidates).not.toContain(108);
    }
    expect(report.events[0]).toMatchObject({ index: 0, type: 'x-move', round: 1, entry: 1 });
  });

  it('adds a review with --review: every turn rated, his route from the logbook, the certain catch let go a blunder', () => {
    const { code, out } = run(
      join(FIXTURES, 'rb-22-rounds.session.json'),
      '--json',
      '--review',
      '--logbook',
      TRUE_ROUTE,
    );
    expect(code).toBe(0);
    const { turns } = JSON.parse(out).review;
    const detectives = turns.filter((turn: { side: string }) => turn.side === 'detectives');
    // One per round, in the order played (the game went all 22 rounds).
    expect(detectives.map((turn: { round: number }) => turn.round)).toEqual(
      Array.from({ length: 22 }, (_, index) => index + 1),
    );
    for (const turn of turns) {
      expect(['best', 'good', 'inaccuracy', 'mistake', 'blunder']).toContain(turn.verdict);
      expect(turn.loss).toBeGreaterThanOrEqual(0);
      expect(turn.loss).toBeLessThanOrEqual(1);
    }
    for (const turn of detectives) {
      expect(typeof turn.missedCatch).toBe('boolean');
      expect(turn.truthChance).toBeGreaterThan(0);
    }
    // Round 2: the record had left him one station, 46, and Red could ride there: nobody did.
    expect(detectives[1]).toMatchObject({ round: 2, verdict: 'blunder', loss: 1, missedCatch: true, truthChance: 1 });
    expect(detectives[1].catchers).toContainEqual(expect.objectContaining({ pawn: 'red', to: 46 }));
    // A person played him (his logbook was typed), so his entries are rated too.
    expect(turns.some((turn: { side: string }) => turn.side === 'mister-x')).toBe(true);
  });

  it('names no round past the last of a 22-round game in its JSON: the end event is in round 22', () => {
    const ended = run(join(FIXTURES, 'rb-22-rounds.session.json'), '--json');
    const report = JSON.parse(ended.out);
    expect(report.events.at(-1)).toMatchObject({ type: 'end', round: 22 });
    expect(Math.max(...report.events.map((event: { round: number }) => event.round))).toBe(22);
  });

  it('gives each candidate a probability at the start and after every event, keyed by printed label', () => {
    const { code, out } = run(join(FIXTURES, 'mb-ferry.session.json'), '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    for (const moment of [report.start, ...report.events]) {
      const labels = Object.keys(moment.probabilities).map(Number);
      expect(labels.sort((a, b) => a - b)).toEqual(moment.candidates);
      const values = Object.values(moment.probabilities) as number[];
      for (const value of values) expect(value).toBeGreaterThan(0);
      if (values.length > 0) expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });

  it('prints the five likeliest stations with percentages after each event', () => {
    const { out } = run(join(FIXTURES, 'rb-short.session.json'));
    // The start: 13 cards left, each equally likely.
    expect(out).toContain('likeliest: 35 7.7% · 45 7.7% · 51 7.7% · 71 7.7% · 78 7.7%');
    const lines = out.split('\n').filter((line) => line.includes('likeliest:'));
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(line.split('·').length).toBeLessThanOrEqual(5);
  });

  it('checks a true logbook as clean and names the first entry of a false one', () => {
    const file = join(FIXTURES, 'rb-22-rounds.session.json');
    const clean = run(file, '--logbook', TRUE_ROUTE);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('Logbook: clean, all 24 entries fit the record and the rules.');
    const wrong = TRUE_ROUTE.replace(/^32,45,46,33,/, '32,45,46,1,');
    const dirty = run(file, '--logbook', wrong, '--json');
    expect(dirty.code).toBe(3);
    expect(JSON.parse(dirty.out).logbook).toMatchObject({ clean: false, problem: { entry: 4 } });
  });

  it('refuses a station the board does not print in the logbook', () => {
    const dirty = run(join(FIXTURES, 'mb-ferry.session.json'), '--logbook', '26,108');
    expect(dirty.code).toBe(3);
    expect(dirty.out).toContain('Logbook: Entry 2: there is no station 108 on this board.');
  });

  it('names the likely mistake of a record that contradicts itself, in JSON and in text', () => {
    // The 22-round game with his station after entry 8 typed as 35 (he was at 34), cut there.
    const file = JSON.parse(readFileSync(join(FIXTURES, 'rb-22-rounds.session.json'), 'utf8'));
    expect(file.events[60]).toEqual({ type: 'x-reveal', station: 34 });
    file.events = file.events.slice(0, 61);
    file.events[60] = { type: 'x-reveal', station: 35 };
    const path = join(mkdtempSync(join(tmpdir(), 'dragnet-')), 'mistyped.json');
    writeFileSync(path, JSON.stringify(file));
    const report = JSON.parse(run(path, '--json').out);
    expect(report.fixes[0]).toEqual({
      event: 60,
      replace: { type: 'x-reveal', station: 34 },
      kind: 'reveal',
      chance: expect.any(Number),
    });
    expect(report.fixes.length).toBeLessThanOrEqual(10);
    const { out } = run(path);
    expect(out).toContain('Likely mistakes, likeliest first:');
    expect(out).toMatch(/event 60 "Mister X surfaces at 35[^"]*": \{"type":"x-reveal","station":34\} \(\d+%\)/);
    // A record that does not contradict itself has nothing to fix.
    expect(JSON.parse(run(join(FIXTURES, 'rb-22-rounds.session.json'), '--json').out).fixes).toEqual([]);
  });

  it('explains an unreadable or foreign file and a wrong call', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dragnet-cli-'));
    const foreign = join(folder, 'foreign.json');
    writeFileSync(foreign, JSON.stringify({ hello: 'world' }));
    const bad = run(foreign);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/not a Dragnet session file/);
    expect(run(join(folder, 'missing.json')).err).toMatch(/Cannot read/);
    expect(run().code).toBe(2);
    expect(run('a.json', '--frobnicate').err).toContain('unknown option --frobnicate');
    expect(run('a.json', '--logbook', '1,x').err).toContain('is not a list of station numbers');
  });
});
