// How the icons in public/ were made (run once by hand: `node scripts/make-icons.mjs`; the build
// only copies the files). Draws the icon as SVG (a magnifier over a map of stations, the ones
// inside the lens lit like Dragnet's candidates) and renders PNGs with Debian's Chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('../public/', import.meta.url);
const BACKGROUND = '#1b2430';

// A scrap of map: stations (x, y) and the routes between them, on a 512 grid.
const STATIONS = [
  [64, 70],
  [196, 48],
  [330, 64],
  [450, 120],
  [60, 250],
  [180, 178],
  [258, 200],
  [206, 262],
  [370, 220],
  [452, 250],
  [70, 380],
  [220, 370],
  [400, 330],
  [190, 450],
  [310, 470],
  [462, 468],
];
const ROUTES = [
  [0, 1],
  [1, 2],
  [2, 3],
  [0, 4],
  [1, 5],
  [5, 6],
  [5, 7],
  [6, 7],
  [6, 2],
  [6, 8],
  [8, 3],
  [8, 9],
  [3, 9],
  [4, 5],
  [4, 10],
  [7, 11],
  [10, 11],
  [11, 13],
  [10, 13],
  [11, 14],
  [13, 14],
  [14, 15],
  [9, 12],
  [12, 15],
  [8, 12],
];
const LENS = { x: 214, y: 214, r: 118 };
/** The stations inside the lens: where Mister X could be. */
const LIT = [5, 6, 7];

/** The drawing on a 512 square; `scale` shrinks it about the centre (maskable safe zone). */
function iconSvg({ rounded, scale }) {
  const routes = ROUTES.map(([a, b]) => {
    const [x1, y1] = STATIONS[a];
    const [x2, y2] = STATIONS[b];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }).join('');
  const dots = STATIONS.map(([x, y], index) => {
    if (LIT.includes(index)) {
      return `<circle cx="${x}" cy="${y}" r="26" fill="#ffd54a" fill-opacity="0.28"/><circle cx="${x}" cy="${y}" r="15" fill="#ffd54a"/>`;
    }
    return `<circle cx="${x}" cy="${y}" r="13" fill="#5d6f85"/>`;
  }).join('');
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<title>Dragnet</title>
<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${BACKGROUND}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})">
<g stroke="#3b4a5c" stroke-width="9" stroke-linecap="round">${routes}</g>
${dots}
<circle cx="${LENS.x}" cy="${LENS.y}" r="${LENS.r}" fill="#ffffff" fill-opacity="0.06" stroke="#e9eef4" stroke-width="30"/>
<line x1="300" y1="300" x2="420" y2="420" stroke="#e9eef4" stroke-width="46" stroke-linecap="round"/>
<line x1="340" y1="340" x2="420" y2="420" stroke="#d9534f" stroke-width="46" stroke-linecap="round"/>
</g>
</svg>
`;
}

const ICONS = [
  { file: 'icon.svg', rounded: true, scale: 1 },
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable: full bleed, the drawing inside the central 80% circle that every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.78 },
  // iOS rounds the corners itself and shows transparency as black.
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.9 },
];

const profile = mkdtempSync(join(tmpdir(), 'dragnet-icons-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
try {
  const page = await context.newPage();
  for (const icon of ICONS) {
    const svg = iconSvg(icon);
    if (!icon.size) {
      writeFileSync(new URL(icon.file, PUBLIC), svg);
      continue;
    }
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const body = `<body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body>`;
    await page.setContent(body);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    writeFileSync(new URL(icon.file, PUBLIC), png);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`Wrote ${ICONS.map((icon) => icon.file).join(', ')} to public/`);
