// Answers that stay given (Dragnet as Mister X, issue 26): the table learns one answer for each move
// that ends on one of his possible stations (RULES.md "Capture"), and a correction can neither take
// an answer back nor ask a question after the fact. Scenario: the recorded 22-round Ravensburger
// game (tests/fixtures/rb-22-rounds.session.json), whose seven answers are all "not there".
import { describe, expect, it } from 'vitest';
import { readFixture } from '../../tests/support/fixtures';
import type { StationId } from '../board/types';
import { answerChange, correctionRefusal } from './answer-corrections';
import { previewCorrection } from './corrections';
import type { GameEvent } from './events';
import { givenAnswers } from './final-answers';
import { replay } from './replay';

function recordedGame() {
  return readFixture('rb-22-rounds.session.json').session;
}

const { setup, events } = recordedGame();
const before = { events, states: replay(setup, events).states };

/** Why the pawn move at `index` corrected to `to` would be refused against Dragnet (null: it may
 *  be applied), with the preview's log. */
function correctTo(index: number, to: StationId) {
  const original = events[index];
  if (original?.type !== 'pawn-move') throw new Error(`event ${index} is no pawn move`);
  const replacement = { ...original, to };
  const preview = previewCorrection(setup, events, index, replacement);
  const after = { events: preview.events, states: preview.replay.states };
  const complete = preview.broken === null;
  const refused = correctionRefusal({ original: before, base: before, index, replacement, after, complete });
  return { refused, preview };
}

describe('answers on the record', () => {
  it('lists each answer with the pawn, the station and the round it was asked in', () => {
    expect(givenAnswers(before.events, before.states)).toEqual([
      { move: 4, round: 1, pawn: 'green', station: 55, found: false },
      { move: 23, round: 4, pawn: 'red', station: 76, found: false },
      { move: 28, round: 5, pawn: 'red', station: 59, found: false },
      { move: 66, round: 12, pawn: 'red', station: 47, found: false },
      { move: 78, round: 14, pawn: 'yellow', station: 13, found: false },
      { move: 92, round: 17, pawn: 'blue', station: 111, found: false },
      { move: 109, round: 21, pawn: 'green', station: 67, found: false },
    ]);
  });

  it('finds no change when a log keeps every answer, also with entries removed before them', () => {
    const answers = givenAnswers(before.events, before.states);
    expect(answerChange(answers, answers)).toBeNull();
    expect(answerChange(answers, [...answers].reverse())).toBeNull();
    expect(answerChange(answers, answers.slice(1))).toEqual({ kind: 'taken-back', answer: answers[0] });
    expect(answerChange(answers.slice(1), answers)).toEqual({ kind: 'unasked', answer: answers[0] });
  });
});

describe('a correction against Dragnet', () => {
  it("cannot move an answered pawn elsewhere: Green's move to 55 stays, and 55 stays ruled out", () => {
    // Green rode the bus 29 → 55; 15, 41 and 42 are the other bus stops from 29.
    const { refused } = correctTo(4, 15);
    expect(refused).toEqual({ kind: 'answer-stays', pawn: 'green', station: 55, found: false });
  });

  it('cannot delete an answered move: the answer goes with it', () => {
    const preview = previewCorrection(setup, events, 4, null);
    const after = { events: preview.events, states: preview.replay.states };
    const complete = preview.broken === null;
    const draft = { original: before, base: before, index: 4, replacement: null, after, complete };
    expect(correctionRefusal(draft)).toEqual({ kind: 'answer-stays', pawn: 'green', station: 55, found: false });
  });

  it('cannot put a move onto one of his stations after the fact: nobody asked Dragnet about 86', () => {
    // Without the rule the correction would add "not there" for 86 (corrections.ts), an answer
    // Dragnet never gave.
    const { refused, preview } = correctTo(3, 86);
    expect(preview.broken).toBeNull();
    expect(preview.addedAnswers).toEqual([4]);
    expect(refused).toEqual({ kind: 'never-asked', pawn: 'blue', station: 86 });
  });

  it('may change a move that asks nothing and takes back nothing', () => {
    const original = events[3] as Extract<GameEvent, { type: 'pawn-move' }>;
    const state = before.states[3];
    if (!state) throw new Error('no state');
    const pawn = state.game.pawnIndex.get(original.pawn) ?? -1;
    const from = state.positions[pawn] as StationId;
    const elsewhere = state.game.board
      .ticketNeighbours(from, original.ticket)
      .filter((to) => to !== original.to && !state.candidates.has(to) && !state.occupied.has(to));
    expect(elsewhere.length).toBeGreaterThan(0);
    const fits = elsewhere.map((to) => previewCorrection(setup, events, 3, { ...original, to }));
    const kept = fits.find((preview) => preview.broken === null);
    if (!kept) throw new Error('no correction that fits');
    const after = { events: kept.events, states: kept.replay.states };
    const replacement = kept.events[3] as GameEvent;
    expect(
      correctionRefusal({ original: before, base: before, index: 3, replacement, after, complete: true }),
    ).toBeNull();
  });

  it('never changes his own entries: a ticket Dragnet showed stays as he made it', () => {
    const ticket = events.findIndex((event) => event.type === 'x-move');
    const replacement: GameEvent = { type: 'x-move', ticket: 'black' };
    const preview = previewCorrection(setup, events, ticket, replacement);
    const after = { events: preview.events, states: preview.replay.states };
    const complete = preview.broken === null;
    const refused = correctionRefusal({ original: before, base: before, index: ticket, replacement, after, complete });
    expect(refused).toEqual({ kind: 'dragnet-entry' });
  });
});
