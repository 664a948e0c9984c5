// His secret stays on its own side (issue 17): walking every import (static, dynamic, `new URL`
// workers) from the app's entry, no module the table shows from reaches Dragnet's Mister X player
// (src/mister-x/) or his worker (src/worker/mister-x-*) except through the secret side
// (src/ui/secret/), which holds his route and is the only module allowed to ask for his moves.
// The public side reaches the secret side only by loading its entry (src/ui/secret/dragnet-x.ts) on
// demand, never by a static import, and that entry offers only the calls listed below: none of
// them hands over his route while the game is played (src/ui/secret/dragnet-x.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const SECRET_SIDE = 'src/ui/secret/';
const SECRET_ENTRY = 'src/ui/secret/dragnet-x.ts';
/** What the secret side's entry offers the public side. */
const SECRET_CALLS = [
  'exportArchiveJson',
  'exportSessionJson',
  'followGame',
  'hasSecret',
  'importSecret',
  'retry',
  'revealedRouteOf',
  'setTurnPlanner',
  'startDragnetGame',
  'strengthsOfGames',
];
const PLAYER = ['src/mister-x/', 'src/worker/mister-x'];

const SPECIFIERS = [
  /\bfrom\s+['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
  /new\s+URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g,
];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module the page can load from `entry`, with the path that reached it, not entering the secret side. */
function publicModules(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [relative(ROOT, entry)]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    const text = readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveImport(file, match[1] as string);
        if (!target || reached.has(target)) continue;
        const name = relative(ROOT, target);
        if (name.startsWith(SECRET_SIDE)) continue;
        reached.set(target, [...(reached.get(file) ?? []), name]);
        queue.push(target);
      }
    }
  }
  return reached;
}

describe("Mister X's secret", () => {
  it('is out of reach of every public module of the app', () => {
    const reached = publicModules(join(ROOT, 'src/main.tsx'));
    // The walk does see the app: the table screen, the map, the workers it starts.
    const names = [...reached.keys()].map((file) => relative(ROOT, file));
    expect(names).toContain('src/ui/game/game-screen.tsx');
    expect(names).toContain('src/worker/likelihood.worker.ts');
    const leaks = [...reached.entries()]
      .filter(([file]) => PLAYER.some((prefix) => relative(ROOT, file).startsWith(prefix)))
      .map(([, path]) => path.join(' -> '));
    expect(leaks).toEqual([]);
  });

  it('is reached from the public side only by loading its entry on demand', () => {
    const reached = publicModules(join(ROOT, 'src/main.tsx'));
    const ways: string[] = [];
    for (const file of reached.keys()) {
      const text = readFileSync(file, 'utf8');
      for (const [index, pattern] of SPECIFIERS.entries()) {
        for (const match of text.matchAll(pattern)) {
          const target = resolveImport(file, match[1] as string);
          if (!target || !relative(ROOT, target).startsWith(SECRET_SIDE)) continue;
          const how = index === 1 ? 'import()' : 'static';
          ways.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)} (${how})`);
        }
      }
    }
    // The set-up screen starts his game, the table follows it, the review and the export ask.
    expect(ways.length).toBeGreaterThan(0);
    for (const way of ways) expect(way).toMatch(new RegExp(`-> ${SECRET_ENTRY} \\(import\\(\\)\\)$`));
    const exported = [
      ...readFileSync(join(ROOT, SECRET_ENTRY), 'utf8').matchAll(
        /^export (?:async )?(?:function|const|let|class) (\w+)/gm,
      ),
    ];
    expect(exported.map((match) => match[1]).sort()).toEqual(SECRET_CALLS);
  });

  it('would catch a public module importing the player', () => {
    // The same walk from the command line, which does import him, finds him.
    const reached = publicModules(join(ROOT, 'src/cli/mister-x.ts'));
    expect([...reached.keys()].some((file) => relative(ROOT, file).startsWith('src/mister-x/'))).toBe(true);
  });
});
