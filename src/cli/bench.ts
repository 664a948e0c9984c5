// `npm run bench`: how fast the deduction is on this machine. Prints medians of timed batches for
// a full replay (rules + deduction) of a recorded 22-round game and for single candidate steps.
// Targets (issue 2): replay under 1 ms, one step under 20 µs. Then the advisor on a mid-game
// position with five detectives: time to its first plan and to its final plan (issue 9: 300 ms and
// 1.5 s on a phone; scripts/bench-app.ts measures that with a 4x slower CPU in Chromium).
import { readFileSync } from 'node:fs';
import { advanceCandidates, ticketMasks } from '../engine/candidates';
import { StationSet } from '../engine/station-set';
import { parseSessionJson } from '../format/session';
import type { GameEvent } from '../game/events';
import { replay } from '../game/replay';
import type { GameState } from '../game/state';
import { observeEvent, probabilityModel, replayProbabilities, startEstimator } from '../inference/whereabouts';
import { BUDGET_MS, FIRST_MS } from '../worker/advisor-client';
import { timeAdvice } from '../worker/time-advice';
import type { Measurement } from './measure';
import { formatDuration, measure } from './measure';

const GAME = new URL('../../tests/fixtures/rb-22-rounds.session.json', import.meta.url);

function load() {
  const parsed = parseSessionJson(readFileSync(GAME, 'utf8'));
  if (!parsed.ok) throw new Error(`benchmark game does not load: ${parsed.error.message}`);
  return parsed;
}

function report(result: Measurement, targetNs: number): void {
  const verdict = result.medianNs <= targetNs ? 'within' : 'OVER';
  process.stdout.write(
    `${result.name.padEnd(48)} median ${formatDuration(result.medianNs).padStart(10)}` +
      `  (min ${formatDuration(result.minNs)}, max ${formatDuration(result.maxNs)}, ` +
      `${result.batches} batches x ${result.callsPerBatch})  target ${formatDuration(targetNs)}: ${verdict}\n`,
  );
}

const { session, replay: recorded } = load();
const first = recorded.states[0];
const last = recorded.states[recorded.states.length - 1];
if (!first || !last) throw new Error('benchmark game has no states');
const rounds = last.log.length === 0 ? 0 : (last.log[last.log.length - 1]?.round ?? 0);
process.stdout.write(
  `Game: ${session.events.length} events, ${rounds} rounds, ${last.log.length} log entries, ${session.setup.pawns.length} pawns (node ${process.version})\n`,
);

report(
  measure('full replay with deduction (22 rounds)', () => replay(session.setup, session.events)),
  1_000_000,
);

const masks = ticketMasks(first.game.board);
const wide = StationSet.from(first.game.board.stationIds.filter((station) => station % 2 === 0));
// The widest candidate set this game had right after one of Mister X's moves.
const typical = recorded.states.reduce(
  (widest, state) => (state.candidates.size > widest.size ? state.candidates : widest),
  first.candidates,
);
const occupied = first.occupied;
report(
  measure(`one step, taxi, ${typical.size} candidates (this game's widest)`, () =>
    advanceCandidates(typical, 'taxi', masks, occupied),
  ),
  20_000,
);
report(
  measure(`one step, black, ${wide.size} candidates (worst case)`, () =>
    advanceCandidates(wide, 'black', masks, occupied),
  ),
  20_000,
);

// The probability model (issue 8): one update after an event, and a whole game (targets 1 ms, 5 ms).
const model = startEstimator(probabilityModel(first.game.board), first);
// The widest moment: the x-move applied to the largest candidate set of the game.
const midGame = session.events.reduce(
  (widest, event, index) =>
    event.type === 'x-move' &&
    (recorded.states[index] as GameState).candidates.size > (recorded.states[widest] as GameState).candidates.size
      ? index
      : widest,
  session.events.findIndex((event) => event.type === 'x-move'),
);
for (let index = 0; index < midGame; index++) {
  observeEvent(
    model,
    recorded.states[index] as GameState,
    session.events[index] as GameEvent,
    recorded.states[index + 1] as GameState,
  );
}
const beforeMove = recorded.states[midGame] as GameState;
const moveEvent = session.events[midGame] as GameEvent;
const afterMove = recorded.states[midGame + 1] as GameState;
report(
  measure(`probabilities: one update (${moveEvent.type}, ${beforeMove.candidates.size} candidates)`, () => {
    const copy = model.clone();
    observeEvent(copy, beforeMove, moveEvent, afterMove);
    return copy.probabilities();
  }),
  1_000_000,
);
report(
  measure(`probabilities: whole game (${session.events.length} events)`, () =>
    replayProbabilities(recorded.states, session.events),
  ),
  5_000_000,
);
const FIVE = new URL('../../tests/fixtures/rb-5-detectives.session.json', import.meta.url);
const fiveDetectives = JSON.parse(readFileSync(FIVE, 'utf8'));
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
for (const run of ['first request (cold)', 'second request (warm)']) {
  const timing = await timeAdvice(fiveDetectives, { budgetMs: BUDGET_MS }, () => performance.now(), pause);
  process.stdout.write(
    `advisor, 5 detectives, round 9, ${run}: first plan ${timing.firstMs.toFixed(0)} ms ` +
      `(${timing.firstEvaluations} plans weighed), final plan ${timing.finalMs.toFixed(0)} ms ` +
      `(${timing.evaluations} plans weighed${timing.complete ? ', search complete' : ', budget spent'}); ` +
      `targets on a phone ${FIRST_MS} ms and ${BUDGET_MS} ms\n`,
  );
}
