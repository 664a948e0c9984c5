// Bundled by scripts/bench-app.ts into one script for a Chromium page: plays Mister X's turns of a
// recorded game (the `mister-x --stdio` lines of each of his turns) on the page's own thread, which
// DevTools' CPU throttling slows down reliably, so that the bench times a move as a slower phone
// would make it (issue 17: under 1 s at 4x CPU slowdown).
import { answerLine } from '../src/cli/mister-x-line';
import type { Strength } from '../src/mister-x/player';

export function timeMisterXInPage(lines: readonly string[], strength: Strength) {
  const times: number[] = [];
  for (const line of lines) {
    const started = performance.now();
    const answer = answerLine(line, strength);
    times.push(performance.now() - started);
    if ('error' in answer) throw new Error(answer.error);
  }
  const later = times.slice(1).sort((a, b) => a - b);
  return {
    turns: times.length,
    firstMs: times[0] ?? 0,
    medianMs: later[Math.floor(later.length / 2)] ?? 0,
    maxMs: later[later.length - 1] ?? 0,
  };
}
