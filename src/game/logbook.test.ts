// Checking Mister X's secret log after the game (MB 1985 "The End of the Game": "the logbook
// entries can be checked location by location"): a true log is clean; a changed log is flagged at
// the first entry no history can explain, and clean exactly when some history fits the record.
import { describe, expect, it } from 'vitest';
import { bruteForce, fitsRecord } from '../../tests/support/brute-force';
import { answer, pawnMove, rbSetup, Table, xMove, xReveal } from '../../tests/support/game-builder';
import { mulberry32 } from '../arena/random';
import { simulateGame } from '../arena/simulate';
import { getBoard } from '../board/graph';
import type { StationId } from '../board/types';
import { english } from '../words/english';
import type { GameEvent } from './events';
import type { LogbookCheck } from './logbook';
import { checkLogbook } from './logbook';
import type { Setup } from './setup';

/** The first problem as the command line prints it. */
function logbookEnglish(check: LogbookCheck, setup: Setup): string | undefined {
  return check.problem ? english.logbook(check.problem, setup) : undefined;
}

describe('checkLogbook on a hand-made game (RB 2013 start cards; board: 35-36 taxi, 36-37 taxi)', () => {
  // Red 13, Blue 26, Green Bobby 29, Yellow Bobby 34; Mister X starts on his X card 35.
  const setup = rbSetup([13, 26, 29, 34], 2);
  const events = withAnswers(setup, [
    xMove('taxi'),
    pawnMove('red', 14, 'taxi'),
    pawnMove('blue', 15, 'taxi'),
    pawnMove('green', 41, 'taxi'),
    pawnMove('yellow', 10, 'taxi'),
    xMove('taxi'),
  ]);

  it('accepts a log that follows the shown tickets', () => {
    expect(checkLogbook(setup, events, [36, 37])).toEqual({ cleanEntries: 2, problem: null });
  });

  it('names the first entry that no shown ticket can explain', () => {
    const check = checkLogbook(setup, events, [36, 89]);
    expect(check.problem?.entry).toBe(2);
    expect(logbookEnglish(check, setup)).toBe('Entry 2: he cannot go from station 36 to station 89 by taxi.');
    expect(check.cleanEntries).toBe(1);
  });

  it('names an entry 1 that no start card he could hold leads to', () => {
    expect(logbookEnglish(checkLogbook(setup, events, [1, 8]), setup)).toBe(
      'Entry 1: no start card he could hold leads to station 1 by taxi.',
    );
  });

  it('reports a log shorter or longer than the record', () => {
    expect(logbookEnglish(checkLogbook(setup, events, [36]), setup)).toBe(
      'Entry 2: missing: the record has a taxi here.',
    );
    expect(logbookEnglish(checkLogbook(setup, events, [36, 37, 38]), setup)).toBe(
      'Entry 3: the record has only 2 entries, but the log has 3.',
    );
  });

  it('flags a surfacing station that differs from the log (RB 2013 "Mister X surfaces")', () => {
    const surfaced = withAnswers(setup, [...events, ...followUpRound(), xMove('taxi'), xReveal(36)]);
    expect(checkLogbook(setup, surfaced, [36, 37, 36]).problem).toBeNull();
    expect(logbookEnglish(checkLogbook(setup, surfaced, [36, 37, 50]), setup)).toBe(
      'Entry 3: the log says station 50, but he showed himself at 36.',
    );
  });
});

/** The table answers "not there" whenever a pawn lands on a candidate station. */
function withAnswers(setup: Setup, plan: readonly GameEvent[]): GameEvent[] {
  const table = new Table(setup);
  for (const event of plan) {
    table.play(event);
    if (table.state.phase === 'question') table.play(answer(false));
  }
  return table.events;
}

function followUpRound() {
  return [
    pawnMove('red', 13, 'taxi'),
    pawnMove('blue', 26, 'taxi'),
    pawnMove('green', 29, 'taxi'),
    pawnMove('yellow', 34, 'taxi'),
  ];
}

describe('checkLogbook against every history that fits the record (simulated games)', () => {
  it('is clean for the true log and, for a changed log, clean exactly when a history fits', () => {
    const rng = mulberry32(7);
    let flagged = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const game = simulateGame({
        seed,
        ruleSet: seed % 2 ? 'ravensburger-2013' : 'milton-bradley-1985',
        detectives: 1 + (seed % 5),
        maxRounds: 8,
      });
      const truth = game.route.slice(1);
      expect(checkLogbook(game.setup, game.events, truth), `seed ${seed}`).toEqual({
        cleanEntries: truth.length,
        problem: null,
      });
      if (truth.length === 0) continue;
      const board = getBoard(game.setup.board, game.setup.routeAnswers);
      const record = bruteForce(game.setup, game.events).records.at(-1);
      if (!record) throw new Error('no record');
      const changedAt = rng.int(0, truth.length - 1);
      const changed: StationId[] = [...truth];
      changed[changedAt] = rng.int(1, board.maxStationId);
      const check = checkLogbook(game.setup, game.events, changed);
      const fits = [...record.startOptions].some((start) => fitsRecord(record, board.routes, [start, ...changed]));
      expect(check.problem === null, `seed ${seed}, entry ${changedAt + 1} -> ${changed[changedAt]}`).toBe(fits);
      if (check.problem) {
        flagged++;
        expect(check.problem.entry).toBeGreaterThanOrEqual(changedAt + 1);
        expect(check.problem.entry).toBeLessThanOrEqual(changedAt + 2);
      }
    }
    expect(flagged).toBeGreaterThan(20);
  });
});
