// Builds the app once and serves a build folder on a free port of 127.0.0.1, as a player's browser
// would reach a deployed copy: with `vite preview` at the site's root, or as a static host serves
// files under a sub-path. Nothing here binds beyond the loopback.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
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

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** The build folder as a static host serves it under a sub-path (a GitHub Pages project site at
 *  `/dragnet/`): its files there, `index.html` for the folder, and a 404 for anything else, the
 *  site's root included, with no page in its place, so a request that misses the sub-path fails. */
export async function serveUnderPath(outDir: string, path: string): Promise<Served> {
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    if (`${pathname}/` === path) {
      response.writeHead(301, { location: path }).end();
      return;
    }
    const file = pathname.startsWith(path) ? resolve(outDir, `./${pathname.slice(path.length)}`) : null;
    const found = file?.startsWith(outDir + sep) || file === outDir ? file : null;
    const served =
      found && statSync(found, { throwIfNoEntry: false })?.isDirectory() ? join(found, 'index.html') : found;
    if (!served || !statSync(served, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(served)] ?? 'application/octet-stream' });
    response.end(readFileSync(served));
  });
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
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
