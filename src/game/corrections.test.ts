// Corrections never throw away the game. A changed past event replays the rest of the log; what the
// change means for "Was Mister X there?" (RULES.md "Capture": the app asks when a pawn ends on a
// station he could be on) follows from the game and is repaired in place; only a later event that
// really breaks the rules is left for the table, and it is named. Scenario: the recorded 22-round
// Ravensburger game (tests/fixtures/rb-22-rounds.session.json: 24 entries, 5 surfacings).
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../tests/support/fixtures';
import { answer, pawnMove, rbSetup, Table, xMove } from '../../tests/support/game-builder';
import type { Ticket } from '../board/types';
import { english } from '../words/english';
import { previewCorrection } from './corrections';
import type { GameEvent } from './events';
import type { Setup } from './setup';

function recordedGame() {
  return readFixture('rb-22-rounds.session.json').session;
}

const withoutAnswers = (events: readonly GameEvent[]) => events.filter((event) => event.type !== 'answer');

describe('a correction deep in the past keeps the game', () => {
  const { setup, events } = recordedGame();

  it('entry 10 taxi → bus: Red on 59 is now where he could have been; "not there" is added and every later event kept', () => {
    // Before this fix the table was told "First answer: was Mister X at station 59? It and the 65
    // moves after it will be removed", and entries 11-24 with three surfacings were lost.
    const preview = previewCorrection(setup, events, 44, xMove('bus'));
    expect(preview.broken).toBeNull();
    expect(preview.addedAnswers).toEqual([51]);
    expect(preview.events[50]).toEqual(pawnMove('red', 59, 'taxi'));
    expect(preview.events[51]).toEqual(answer(false));
    expect(preview.events).toEqual([
      ...events.slice(0, 44),
      xMove('bus'),
      ...events.slice(45, 51),
      answer(false),
      ...events.slice(51),
    ]);
    const last = preview.replay.states[preview.replay.states.length - 1];
    expect(last?.log).toHaveLength(24);
    expect(last?.log.filter((entry) => entry.revealed !== null)).toHaveLength(5);
  });

  it('any other ticket at any entry: nothing but "was he there?" answers changes, nothing breaks', () => {
    let checked = 0;
    events.forEach((event, index) => {
      if (event.type !== 'x-move') return;
      for (const ticket of ['taxi', 'bus', 'underground', 'black'] as Ticket[]) {
        if (ticket === event.ticket) continue;
        const preview = previewCorrection(setup, events, index, xMove(ticket));
        expect(preview.broken).toBeNull();
        const expected = withoutAnswers([...events.slice(0, index), xMove(ticket), ...events.slice(index + 1)]);
        expect(withoutAnswers(preview.events)).toEqual(expected);
        expect(preview.replay.states).toHaveLength(preview.events.length + 1);
        checked++;
      }
    });
    expect(checked).toBe(72);
  });
});

// RB 2013, 2 detectives + 2 Bobbies on 13, 26, 29, 34; Mister X's card is 35.
const base = rbSetup([13, 26, 29, 34], 2);
const SETUP: Setup = { ...base, misterX: { ...base.misterX, startCards: [35] } };
// From 35 (taxi only) a taxi reaches 22, 36, 48, 65 (board). Yellow Bobby (34) ends on 22.
const ROUND_ONE: GameEvent[] = [
  xMove('taxi'),
  pawnMove('red', 4, 'taxi'),
  pawnMove('blue', 15, 'taxi'),
  pawnMove('green', 41, 'taxi'),
  pawnMove('yellow', 22, 'taxi'),
];

describe('what a correction leaves to the table', () => {
  it('drops a "not there" nobody would be asked any more, and keeps the moves after it', () => {
    // A bus from 35 reaches nothing (35 is a taxi-only station, board): 22 is no candidate.
    const events = [...ROUND_ONE, answer(false), xMove('taxi')];
    const preview = previewCorrection(SETUP, events, 0, xMove('bus'));
    expect(preview.broken).toBeNull();
    expect(preview.droppedAnswers).toBe(1);
    expect(preview.events).toEqual([xMove('bus'), ...ROUND_ONE.slice(1), xMove('taxi')]);
  });

  it('a move corrected to another of his stations carries its answer there, and says so', () => {
    // Yellow (34) reaches 22 and 48 by taxi, both stations he could be on (board): the "not there"
    // given at 22 is now about 48, where Yellow stands (RULES.md "Capture": the question is about
    // the station the pawn ends on).
    const events = [...ROUND_ONE, answer(false), xMove('taxi')];
    const preview = previewCorrection(SETUP, events, 4, pawnMove('yellow', 48, 'taxi'));
    expect(preview.broken).toBeNull();
    expect(preview.movedAnswer).toEqual({ index: 5, from: 22 });
    expect(preview.droppedAnswers).toBe(0);
    expect(preview.events).toEqual([
      ...ROUND_ONE.slice(0, 4),
      pawnMove('yellow', 48, 'taxi'),
      answer(false),
      xMove('taxi'),
    ]);
    // A new ticket to the same station moves no answer.
    expect(previewCorrection(SETUP, events, 4, pawnMove('yellow', 22, 'bus')).movedAnswer).toBeNull();
  });

  it('a capture the record no longer allows is named, not dropped: the table fixes it', () => {
    const events = [...ROUND_ONE, answer(true)];
    const preview = previewCorrection(SETUP, events, 0, xMove('bus'));
    expect(preview.broken?.index).toBe(5);
    expect(english.rule(preview.broken?.error ?? fail(), SETUP)).toBe('Nobody has asked whether Mister X was there.');
    expect(preview.events).toHaveLength(events.length);
  });

  it('names a later move that really breaks, and keeps it and everything after it in the log', () => {
    // Red holds one taxi and one bus ticket: 13 → 14 by taxi, then 14 → 13 by bus. Corrected to
    // bus in round 1, Red has no bus ticket for round 2 (RB 2013 "General rules to keep in mind").
    const setup: Setup = {
      ...SETUP,
      pools: SETUP.pools.map((pool) =>
        pool.id === 'red' ? { ...pool, tickets: { taxi: 1, bus: 1, underground: 0 } } : pool,
      ),
    };
    const table = new Table(setup)
      .play(xMove('taxi'))
      .moves(['red', 14, 'taxi'], ['blue', 15, 'taxi'], ['green', 41, 'taxi'], ['yellow', 22, 'taxi'])
      .play(xMove('taxi'))
      .moves(['red', 13, 'bus'], ['blue', 26, 'taxi']);
    const preview = previewCorrection(setup, table.events, 1, pawnMove('red', 14, 'bus'));
    const broken = preview.broken;
    expect(broken && preview.events[broken.index]).toEqual(pawnMove('red', 13, 'bus'));
    expect(english.rule(broken?.error ?? fail(), setup)).toBe('Red has no bus ticket left.');
    expect(preview.events).toHaveLength(table.events.length);
  });

  it('says when the corrected event itself does not fit (board: 13-4 is a taxi line only)', () => {
    const preview = previewCorrection(SETUP, [...ROUND_ONE, answer(false)], 1, pawnMove('red', 4, 'bus'));
    expect(preview.broken?.index).toBe(1);
  });

  it('deleting an event: the later event that takes its place and no longer fits is a later one', () => {
    // Without Mister X's first ticket, Red's move comes in his turn (RULES.md "Round").
    const preview = previewCorrection(SETUP, [...ROUND_ONE, answer(false)], 0, null);
    expect(preview.broken?.index).toBe(0);
    expect(preview.firstLater).toBe(0);
    expect(english.rule(preview.broken?.error ?? fail(), SETUP)).toBe(
      "It is Mister X's turn: enter the ticket he shows.",
    );
  });

  it('deletes an event when the replacement is null', () => {
    const events = [...ROUND_ONE, answer(false), xMove('taxi')];
    expect(previewCorrection(SETUP, events, 6, null).events).toEqual(events.slice(0, 6));
  });
});

function fail(): never {
  throw new Error('expected a broken event');
}
