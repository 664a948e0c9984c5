// The set-up draft's transitions: start cards are never shared, a draw deals distinct cards from
// the rule set's pile (RULES.md table "Rule sets"), presets keep what still fits, and a custom
// game keeps at least one detective.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { START_CARDS } from '../../board/boards';
import { presetSetup } from '../../game/rule-sets';
import { validateSetup } from '../../game/setup';
import { language } from '../i18n/i18n';
import { answerRoute, chooseBoard, chooseRuleSet, initialDraft, pawnDeck, setCustom, setDetectives } from './draft';
import {
  addPawn,
  canRemovePawn,
  drawStarts,
  giveStart,
  nextPawn,
  recolourPawn,
  removePawn,
  selectPawn,
  tapCard,
} from './draft-pawns';
import { customFieldErrors, draftSetup, firstProblem, newSession } from './draft-setup';

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'en';
});

/** A fixed sequence of "random" numbers, so a draw can be checked. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

const starts = (draft: ReturnType<typeof initialDraft>) => draft.pawns.map((pawn) => pawn.start);

describe('start cards', () => {
  it('go to the pawns in order, and a picked pawn gets the next one', () => {
    let draft = tapCard(initialDraft(), 13);
    draft = selectPawn(draft, 'yellow');
    expect(nextPawn(draft)?.colour).toBe('yellow');
    draft = tapCard(draft, 174);
    expect(nextPawn(draft)?.colour).toBe('blue');
    expect(starts(draft)).toEqual([13, null, null, 174]);
  });

  it('are never held by two pawns: a typed station moves, a tapped taken card is freed', () => {
    let draft = tapCard(tapCard(initialDraft(), 13), 26);
    draft = giveStart(draft, 13);
    expect(starts(draft)).toEqual([null, 26, 13, null]);
    draft = tapCard(draft, 26);
    expect(starts(draft)).toEqual([null, null, 13, null]);
    expect(nextPawn(draft)?.colour).toBe('blue');
  });

  it('are dealt distinct by a draw, keeping the cards already chosen', () => {
    const chosen = tapCard(setDetectives(initialDraft(), 5), 13);
    const drawn = drawStarts(chosen, START_CARDS.ravensburgerDetectives, sequence(0, 0.99, 0.5, 0.5));
    const cards = starts(drawn);
    expect(cards[0]).toBe(13);
    expect(new Set(cards).size).toBe(5);
    for (const card of cards) expect(START_CARDS.ravensburgerDetectives).toContain(card);
  });

  it('are all dealt again when every pawn has one', () => {
    const full = drawStarts(initialDraft(), [1, 2, 3, 4], sequence(0));
    expect(starts(full)).toEqual([1, 2, 3, 4]);
    expect(starts(drawStarts(full, [1, 2, 3, 4], sequence(0.99)))).toEqual([4, 3, 2, 1]);
  });
});

describe('rule sets', () => {
  it('keep the starts that are still start cards when the rule set changes', () => {
    let draft = tapCard(tapCard(initialDraft(), 123), 13);
    draft = chooseRuleSet(draft, 'milton-bradley-1985');
    expect(draft.board).toBe('milton-bradley-1985');
    expect(draft.pawns.map((pawn) => [pawn.colour, pawn.start])).toEqual([
      ['purple', null],
      ['red', null],
      ['green', null],
      ['yellow', null],
      ['blue', 13],
    ]);
  });

  it('forget an answer about a route the new board does not doubt', () => {
    let draft = answerRoute(initialDraft(), 'taxi 13-14', false);
    expect(draft.routeAnswers).toEqual({ 'taxi 13-14': false });
    draft = chooseBoard(draft, 'ravensburger-classic');
    expect(draft.routeAnswers).toEqual({});
    expect(answerRoute(answerRoute(initialDraft(), 'taxi 13-14', true), 'taxi 13-14', null).routeAnswers).toEqual({});
  });

  it('build exactly the preset for a standard game', () => {
    const draft = drawStarts(setDetectives(initialDraft(), 2), [26, 29, 34, 50], sequence(0));
    expect(draftSetup(draft)).toEqual(presetSetup('ravensburger-2013', { detectives: 2, starts: [26, 29, 34, 50] }));
    expect(firstProblem(draft)).toBeNull();
  });
});

describe('a custom game', () => {
  const custom = () => chooseRuleSet(initialDraft(), 'custom');

  it('starts from the last rule set, with every number editable', () => {
    const draft = chooseRuleSet(chooseRuleSet(initialDraft(), 'milton-bradley-1985'), 'custom');
    expect(draft.custom).toMatchObject({
      tickets: { taxi: '10', bus: '8', underground: '4' },
      publicStock: true,
      receivesSpentTickets: true,
      surfacing: '3, 8, 13, 18, 24',
      roundLimit: '',
      pawnCards: 'milton-bradley',
    });
    expect(pawnDeck(draft)).toBe(START_CARDS.miltonBradley);
  });

  it('says which number does not read', () => {
    const draft = setCustom(custom(), {
      tickets: { taxi: '11', bus: '-1', underground: '4' },
      surfacing: '3, 3',
      roundLimit: '0',
    });
    expect(customFieldErrors(draft)).toEqual({
      'pile-bus': 'Tickets per detective pile: Bus: type a whole number from 0 to 999.',
      surfacing: 'Surfacing: type entry numbers in ascending order, like 3, 8, 13, 18, 24.',
      roundLimit: 'Round limit: type a whole number from 1 to 999, or leave it empty for no limit.',
    });
  });

  it('keeps one detective, one pawn per colour and at most 8 pawns', () => {
    let draft = removePawn(removePawn(custom(), 'blue'), 'green');
    expect(canRemovePawn(draft, 'red')).toBe(false);
    expect(removePawn(draft, 'red')).toBe(draft);
    for (let i = 0; i < 10; i++) draft = addPawn(draft, 'bobby');
    expect(draft.pawns).toHaveLength(8);
    expect(new Set(draft.pawns.map((pawn) => pawn.colour)).size).toBe(8);
    expect(recolourPawn(draft, 'red', 'blue')).toBe(draft);
  });

  it('builds a valid set-up with a shared pile and Mister X starting anywhere', () => {
    let draft = setCustom(custom(), { sharedPile: true, misterXCards: 'any', pawnCards: 'any' });
    draft = drawStarts(draft, [1, 2, 3, 4], sequence(0));
    const setup = draftSetup(draft);
    expect(setup?.pools).toEqual([{ id: 'shared', tickets: { taxi: 11, bus: 8, underground: 4 } }]);
    expect(setup?.pawnStartCards).toBeNull();
    expect(setup?.misterX.startCards).toHaveLength(199);
    expect(setup && validateSetup(setup)).toBeNull();
  });

  it('refuses a start that the chosen start cards do not show', () => {
    let draft = setCustom(custom(), { pawnCards: 'any' });
    draft = drawStarts(draft, [5, 26, 29, 34], sequence(0));
    expect(firstProblem(draft)).toBeNull();
    draft = setCustom(draft, { pawnCards: 'ravensburger' });
    expect(firstProblem(draft)).toBe('No start card shows station 5 (Red): choose another.');
  });
});

describe('the new session', () => {
  it('has an id the session format accepts, a readable name and no events', () => {
    const draft = drawStarts(initialDraft(), [13, 26, 29, 34], sequence(0));
    const setup = draftSetup(draft);
    if (!setup) throw new Error('the draft should be complete');
    const now = new Date('2026-11-21T19:02:11.000Z');
    const session = newSession(draft, setup, now);
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(session.createdAt).toBe('2026-11-21T19:02:11.000Z');
    expect(session.updatedAt).toBe(session.createdAt);
    expect(session.name).toMatch(/2026.* · Ravensburger 2013$/);
    expect(session.events).toEqual([]);
    expect(newSession({ ...draft, gameName: '  Friday  ' }, setup, now).name).toBe('Friday');
  });
});
