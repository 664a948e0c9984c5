// Bundled by scripts/bench-app.ts into one script for a Chromium page: times the search for likely
// mistakes (src/inference/mistakes.ts) on the page's own thread (which DevTools' CPU throttling slows
// down reliably, unlike workers), on records of the recorded 22-round game with one entry entered
// wrongly, cut where each first contradicts itself.
import { parseSessionJson } from '../src/format/session';
import { previewCorrection } from '../src/game/corrections';
import type { GameEvent } from '../src/game/events';
import { likelyFixes, warmUp } from '../src/inference/mistakes';

/** The slips timed: event index and what the table entered instead. */
export const SLIPS: readonly [number, GameEvent][] = [
  [9, { type: 'x-reveal', station: 64 }],
  [33, { type: 'x-move', ticket: 'bus' }],
  [60, { type: 'x-reveal', station: 35 }],
  [80, { type: 'x-move', ticket: 'taxi' }],
  [84, { type: 'x-move', ticket: 'bus' }],
  [112, { type: 'x-reveal', station: 72 }],
];

/** Times the search on each record (or on the records at `which` only, in that order). */
export function timeFixesInPage(
  text: string,
  which?: readonly number[],
): { label: string; ms: number; fixes: number }[] {
  const parsed = parseSessionJson(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { setup, events } = parsed.session;
  const out: { label: string; ms: number; fixes: number }[] = [];
  for (const [index, wrong] of which ? which.map((k) => SLIPS[k] as [number, GameEvent]) : SLIPS) {
    const preview = previewCorrection(setup, events, index, wrong);
    const states = preview.replay.states;
    const found = states[states.length - 1]?.inconsistencies[0];
    if (!found) continue;
    const record = preview.events.slice(0, found.event + 1);
    const start = performance.now();
    const fixes = likelyFixes(setup, record);
    out.push({
      label: `event ${index} as ${JSON.stringify(wrong)}, cut at ${found.event}`,
      ms: performance.now() - start,
      fixes: fixes.length,
    });
  }
  return out;
}

/** What the mistakes worker does once a game is under way: a search on a made-up record. */
export function warmUpInPage(text: string): number {
  const parsed = parseSessionJson(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const start = performance.now();
  warmUp(parsed.session.setup);
  return performance.now() - start;
}
