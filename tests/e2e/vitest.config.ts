// The browser tests: one build served on 127.0.0.1 for the whole run, Debian's Chromium (and its
// Firefox and WebKitGTK in engines.test.ts), files one after another (two cores; each test starts
// its own browser), generous timeouts: they catch a hung test, they are not speed targets (those
// are bench figures), and a whole flow took over 60 s with the machine busy beside the run.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    reporters: ['default', './tests/plain-reporter.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
