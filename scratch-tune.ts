import { advisorDetectives } from './src/arena/advisor-detectives';
import { runPaired, xWinRate } from './src/arena/paired';
import { dragnetX } from './src/arena/x-dragnet';
import { HARD_WEIGHTS } from './src/mister-x/player';
const variants: Record<string, Partial<typeof HARD_WEIGHTS>> = JSON.parse(process.argv[2] ?? '{}');
const games = Number(process.argv[3] ?? 60);
const seed = Number(process.argv[4] ?? 3100000);
const team = advisorDetectives();
for (const [name, change] of Object.entries(variants)) {
  const t = Date.now();
  const [result] = runPaired({ x: dragnetX('hard', { ...HARD_WEIGHTS, ...change }, name), teams: [team], games, seed, ruleSet: 'ravensburger-2013', detectiveCount: 4 });
  const r = xWinRate(result!);
  console.log(`${name.padEnd(10)} ${JSON.stringify(change)} ${(r.rate*100).toFixed(1)}% [${(r.low*100).toFixed(1)}, ${(r.high*100).toFixed(1)}] ${((Date.now()-t)/1000).toFixed(0)} s`);
}
