// Builds the app once and serves a build folder with `vite preview` on a free port of 127.0.0.1,
// as a player's browser would reach a deployed copy. Nothing here binds beyond the loopback.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CONFIG = join(ROOT, 'vite.config.ts');

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

/** A production build in a fresh temporary folder (never the project's dist/), built as
 *  `vite build` would be: in its own process, because vitest's NODE_ENV=test would make a
 *  development build (import.meta.env.DEV true, so no service worker). */
export function buildApp(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'dragnet-e2e-build-'));
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return outDir;
}

export async function serveBuild(outDir: string): Promise<Served> {
  const port = await freePort();
  const server = await preview({
    root: ROOT,
    configFile: CONFIG,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => server.close(),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
