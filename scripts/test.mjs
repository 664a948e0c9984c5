// `npm test` after lint and type checks: the unit tests, then the browser tests, each a vitest run
// whose plain reporter ends with "N passed, N failed, N skipped". Those lines are relabelled so
// that the one plain line CI reads is the last one here, the sum of both suites.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const SUITES = [
  { name: 'Unit and scenario tests', args: ['run'] },
  { name: 'Browser tests', args: ['run', '--config', 'tests/e2e/vitest.config.ts'] },
];
const PLAIN = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching terminal colour codes is the point
const COLOUR = /\u001b\[[0-9;]*m/g;

function runSuite({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let counts = null;
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const match = PLAIN.exec(line.replace(COLOUR, '').trim());
      if (!match) {
        process.stdout.write(`${line}\n`);
        return;
      }
      counts = { passed: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3] ?? 0) };
      process.stdout.write(
        `${name} finished (${counts.passed} passed / ${counts.failed} failed / ${counts.skipped} skipped)\n`,
      );
    });
    child.on('close', (code) => {
      lines.close();
      // A run that crashed before reporting (a failed build, a missing browser) counts as a failure.
      if (!counts) {
        process.stdout.write(`${name} did not report (exit code ${code}): counted as 1 failed\n`);
        counts = { passed: 0, failed: 1, skipped: 0 };
      } else if (code !== 0 && counts.failed === 0) {
        counts = { ...counts, failed: 1 };
      }
      resolve(counts);
    });
  });
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const suite of SUITES) {
  const counts = await runSuite(suite);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
process.stdout.write(`\n${total.passed} passed, ${total.failed} failed${skipped}\n`);
process.exitCode = total.failed > 0 ? 1 : 0;
