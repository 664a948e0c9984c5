// `npm run lighthouse`: builds the app, serves it with `vite preview` on 127.0.0.1, and audits it
// with Lighthouse (mobile) in Debian's Chromium, printing the category scores. Lighthouse is not a
// dependency of the app: it is installed on first use into a scratch folder outside the project.
// LIGHTHOUSE_VERSION picks another version (11.7.1 is the last with the PWA category).
// `npm run lighthouse -- --runs 5` audits five times, each in a fresh browser, and prints every
// run's performance metrics with the machine's load average, then the medians: the simulated
// phone's timings scale with how long each task took here, so a busy machine scores lower.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { preview } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VERSION = process.env.LIGHTHOUSE_VERSION ?? '11.7.1';
const SCRATCH = join(tmpdir(), `dragnet-lighthouse-${VERSION}`);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT = process.env.LIGHTHOUSE_REPORT ?? join(tmpdir(), 'dragnet-lighthouse-report');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Installs on first use; returns the Lighthouse and chrome-launcher modules from the scratch folder. */
async function loadLighthouse() {
  const modules = join(SCRATCH, 'node_modules');
  const entry = join(modules, 'lighthouse', 'core', 'index.js');
  if (!existsSync(entry)) install();
  const { default: lighthouse } = await import(pathToFileURL(entry).href);
  const launcher = await import(pathToFileURL(join(modules, 'chrome-launcher', 'dist', 'index.js')).href);
  return { lighthouse, launcher };
}

function install() {
  console.log(`Installing lighthouse@${VERSION} into ${SCRATCH} (once)...`);
  mkdirSync(SCRATCH, { recursive: true });
  execFileSync(
    'npm',
    ['install', '--prefix', SCRATCH, `lighthouse@${VERSION}`, '--no-audit', '--no-fund', '--loglevel=error'],
    {
      cwd: SCRATCH,
      stdio: 'inherit',
    },
  );
}

function buildApp() {
  const outDir = mkdtempSync(join(tmpdir(), 'dragnet-lighthouse-build-'));
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  return outDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

if (!existsSync(CHROME)) {
  console.error(`Chromium not found at ${CHROME}: apt-get install -y chromium, or set CHROME_PATH.`);
  process.exit(1);
}
const { lighthouse, launcher } = await loadLighthouse();
const outDir = buildApp();
const port = await freePort();
const server = await preview({
  root: ROOT,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port, strictPort: true, open: false },
});
const url = `http://127.0.0.1:${port}/`;
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Math.max(1, Number(process.argv[runsAt + 1]) || 1) : 1;
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];

/** One audit in a fresh browser (launched here, not through Lighthouse's CLI, so the flags are
 *  passed as a list, unsplit). */
async function audit() {
  const chrome = await launcher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: ['json', 'html'], logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const metricText = (audits, [id, name, unit]) =>
  `${name} ${unit ? Math.round(audits[id].numericValue) : audits[id].numericValue.toFixed(3)}${unit}`;

try {
  console.log(`Lighthouse ${VERSION} (mobile) on ${url}, ${RUNS} run${RUNS > 1 ? 's' : ''}...`);
  const runs = [];
  for (let run = 1; run <= RUNS; run++) {
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
    const result = await audit();
    runs.push(result);
    const { audits, categories } = result.lhr;
    const performance = Math.round(categories.performance.score * 100);
    const metrics = METRICS.map((metric) => metricText(audits, metric)).join(', ');
    console.log(`  run ${run}: performance ${performance} (${metrics}); load average ${load}`);
  }
  if (RUNS > 1) {
    const scores = runs.map((run) => Math.round(run.lhr.categories.performance.score * 100));
    const medians = METRICS.map(([id, name, unit]) => {
      const value = median(runs.map((run) => run.lhr.audits[id].numericValue));
      return `${name} ${unit ? Math.round(value) : value.toFixed(3)}${unit}`;
    });
    console.log(`  median: performance ${median(scores)} (${medians.join(', ')})`);
  }
  // The report printed and kept is the run with the median performance score.
  const ranked = [...runs].sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  const result = ranked[Math.floor((ranked.length - 1) / 2)];
  const { lhr: report } = result;
  mkdirSync(REPORT, { recursive: true });
  writeFileSync(join(REPORT, 'report.json'), result.report[0]);
  writeFileSync(join(REPORT, 'report.html'), result.report[1]);
  if (report.runtimeError) console.log(`Runtime error: ${report.runtimeError.message}`);
  console.log(
    `\nLighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor}, ${report.finalDisplayedUrl}`,
  );
  for (const category of Object.values(report.categories)) {
    const score = category.score === null ? 'n/a' : Math.round(category.score * 100);
    console.log(`  ${category.title.padEnd(16)} ${score}`);
  }
  const installable = report.audits['installable-manifest'];
  if (installable) console.log(`  Installable      ${installable.score === 1 ? 'yes' : `no (${installable.title})`}`);
  const failing = Object.values(report.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  if (failing.length > 0) {
    console.log('\nAudits below 90:');
    for (const audit of failing) console.log(`  ${Math.round(audit.score * 100)}  ${audit.id}: ${audit.title}`);
  }
  console.log(`\nFull report: ${join(REPORT, 'report.html')}`);
} finally {
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
