// `npm run analyze -- FILE | head`: a reader that stops early closes the pipe, and the command ends
// quietly (exit code 0, nothing on stderr) instead of crashing with EPIPE.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');

describe('analyze into a pipe that closes early', () => {
  it('ends quietly', () => {
    const tsx = join(ROOT, 'node_modules/.bin/tsx');
    const game = join(ROOT, 'tests/fixtures/rb-22-rounds.session.json');
    // A long report (the 22-round game, JSON, probabilities after every event) into `head -n 2`.
    const run = spawnSync(
      'bash',
      ['-c', `"${tsx}" src/cli/analyze.ts "${game}" --json | head -n 2 >/dev/null; echo "\${PIPESTATUS[0]}"`],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('0');
  }, 120_000);
});
