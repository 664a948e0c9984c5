// @vitest-environment happy-dom
// What the UI keeps in Web Storage: each thing read back as written, a value it did not write read
// as nothing without touching the rest, a full or missing storage never thrown into the UI, and the
// values an app before ui/kept wrote read once and kept again in the new format (a table that
// updated the app mid-game kept its zoom, its chosen pawn and its undo of a correction).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../format/session';
import { presetSetup } from '../../game/rule-sets';
import { keptPlan, type ShownPlan } from './advice-plan';
import { keptAdviceShown } from './advice-shown';
import { correctionsOf, keptCorrections } from './corrections';
import { keptMapView } from './map-view';
import { keptSeen } from './seen';
import { keptPawn } from './selected-pawn';

const GAME: Session = {
  id: 'a',
  name: 'Test',
  createdAt: '2026-11-21T12:00:00.000Z',
  updatedAt: '2026-11-21T12:00:00.000Z',
  setup: presetSetup('ravensburger-2013', { detectives: 2, starts: [13, 26, 29, 34] }),
  events: [{ type: 'x-move', ticket: 'bus' }],
};

const MOVE = { pawn: 0, to: 4, ticket: 'taxi', reason: { code: 'covers', percent: 40 } } as const;
const PLAN = {
  session: 'a',
  events: 1,
  key: '1:abc',
  moves: [MOVE],
  message: {
    type: 'advice',
    id: 7,
    events: 1,
    round: 1,
    moves: [MOVE],
    final: true,
    complete: true,
    evaluations: 10,
    elapsedMs: 5,
  },
  why: null,
  followed: false,
  numbers: { 0: 1 },
} as unknown as ShownPlan;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('each thing kept', () => {
  it('is read back as written, and forgotten with null', () => {
    keptMapView.write({ game: 'table:a', cx: 500, cy: 400, scale: 2 });
    keptPawn.write({ game: 'a', pawn: 'blue' });
    keptAdviceShown.write(false);
    keptSeen.write({ id: 'a', entries: 3 });
    keptCorrections.write({ session: 'a', steps: [] });
    keptPlan.write(PLAN);
    expect(keptMapView.read()).toEqual({ game: 'table:a', cx: 500, cy: 400, scale: 2 });
    expect(keptPawn.read()).toEqual({ game: 'a', pawn: 'blue' });
    expect(keptAdviceShown.read()).toBe(false);
    expect(keptSeen.read()).toEqual({ id: 'a', entries: 3 });
    expect(keptCorrections.read()).toEqual({ session: 'a', steps: [] });
    expect(keptPlan.read()).toEqual(PLAN);
    keptPawn.write(null);
    expect(keptPawn.read()).toBeNull();
    expect(localStorage.getItem('dragnet.selected-pawn')).toBeNull();
  });

  it('reads a value it did not write as nothing, and leaves it and the others alone', () => {
    keptPawn.write({ game: 'a', pawn: 'blue' });
    const foreign = [
      'not json',
      '{"version":2,"value":{"game":"table:a","cx":1,"cy":1,"scale":1}}', // a newer app's
      '{"version":1,"value":{"game":"table:a","cx":"x","cy":1,"scale":1}}',
      '{"version":1,"value":{"game":"table:a","cx":1,"cy":1,"scale":-1}}',
      '{"version":1}',
      '"a text"',
      '[1,2]',
    ];
    for (const text of foreign) {
      localStorage.setItem('dragnet.map-view', text);
      expect(keptMapView.read()).toBeNull();
      expect(localStorage.getItem('dragnet.map-view')).toBe(text);
    }
    expect(keptPawn.read()).toEqual({ game: 'a', pawn: 'blue' });
    sessionStorage.setItem(
      'dragnet.advice-plan',
      JSON.stringify({ version: 1, value: { ...PLAN, moves: [{ pawn: 'x' }] } }),
    );
    expect(keptPlan.read()).toBeNull();
    sessionStorage.setItem('dragnet.advice-shown', '{"version":1,"value":"yes"}');
    expect(keptAdviceShown.read()).toBeNull();
  });

  it('keeps a correction only with events of its own game', () => {
    const step = { before: [{ type: 'x-move', ticket: 'taxi' }], after: GAME.events, index: 0 } as const;
    keptCorrections.write({ session: 'a', steps: [step] });
    expect(correctionsOf(GAME)).toEqual([step]);
    expect(correctionsOf({ ...GAME, id: 'b' })).toEqual([]);
    // Not an event of this game (no such ticket, no such station): nothing to undo, nothing thrown.
    for (const event of [
      { type: 'x-move', ticket: 'rocket' },
      { type: 'x-reveal', station: 9999 },
    ]) {
      sessionStorage.setItem(
        'dragnet.corrections',
        JSON.stringify({ version: 1, value: { session: 'a', steps: [{ ...step, before: [event] }] } }),
      );
      expect(correctionsOf(GAME)).toEqual([]);
    }
    // A step that is not a correction's: no such first changed event, or not a record at all.
    for (const steps of [[{ ...step, index: 1 }], [{ ...step, index: -1 }], [{ ...step, index: '0' }], [7], [null]]) {
      sessionStorage.setItem('dragnet.corrections', JSON.stringify({ version: 1, value: { session: 'a', steps } }));
      expect(correctionsOf(GAME)).toEqual([]);
    }
  });
});

describe('a storage that cannot keep', () => {
  it('never throws when full, and what was kept before still reads', () => {
    keptPawn.write({ game: 'a', pawn: 'blue' });
    const device = localStorage;
    const refuse = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => device.getItem(key),
      setItem: refuse,
      removeItem: refuse,
    });
    expect(() => keptPawn.write({ game: 'a', pawn: 'red' })).not.toThrow();
    expect(() => keptPawn.write(null)).not.toThrow();
    expect(keptPawn.read()).toEqual({ game: 'a', pawn: 'blue' });
  });

  it('never throws when missing or refused', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(keptMapView.read()).toBeNull();
    expect(() => keptMapView.write({ game: 'a', cx: 1, cy: 1, scale: 1 })).not.toThrow();
    const tab = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage') as PropertyDescriptor;
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('refused', 'SecurityError');
      },
    });
    try {
      expect(keptSeen.read()).toBeNull();
      expect(() => keptSeen.write({ id: 'a', entries: 1 })).not.toThrow();
    } finally {
      Object.defineProperty(globalThis, 'sessionStorage', tab);
    }
  });
});

describe('values an app before ui/kept wrote', () => {
  it('are read once and kept again in the new format', () => {
    // As the app wrote them before: no version, the fields at the top.
    localStorage.setItem('dragnet.map-view', '{"cx":500,"cy":400,"scale":2,"game":"table:a"}');
    localStorage.setItem('dragnet.selected-pawn', '{"pawn":"blue","game":"a"}');
    sessionStorage.setItem('dragnet.advice-shown', '1');
    sessionStorage.setItem('dragnet.seen', '{"id":"a","entries":3}');
    const step = { before: [{ type: 'x-move', ticket: 'taxi' }], after: GAME.events, index: 0 };
    sessionStorage.setItem('dragnet.corrections', JSON.stringify({ session: 'a', steps: [step] }));
    const { followed: _, why: __, ...older } = PLAN; // a plan from before these were kept
    sessionStorage.setItem('dragnet.advice-plan', JSON.stringify(older));

    expect(keptMapView.read()).toEqual({ game: 'table:a', cx: 500, cy: 400, scale: 2 });
    expect(keptPawn.read()).toEqual({ game: 'a', pawn: 'blue' });
    expect(keptAdviceShown.read()).toBe(true);
    expect(keptSeen.read()).toEqual({ id: 'a', entries: 3 });
    expect(correctionsOf(GAME)).toEqual([step]);
    expect(keptPlan.read()).toEqual({ ...PLAN, why: null, followed: false });

    expect(JSON.parse(localStorage.getItem('dragnet.map-view') ?? '')).toEqual({
      version: 1,
      value: { game: 'table:a', cx: 500, cy: 400, scale: 2 },
    });
    expect(JSON.parse(localStorage.getItem('dragnet.selected-pawn') ?? '').version).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('dragnet.advice-shown') ?? '')).toEqual({ version: 1, value: true });
    for (const key of ['dragnet.seen', 'dragnet.corrections', 'dragnet.advice-plan']) {
      expect(JSON.parse(sessionStorage.getItem(key) ?? '').version).toBe(1);
    }
    // And read again from there.
    expect(keptAdviceShown.read()).toBe(true);
    expect(keptPlan.read()).toEqual({ ...PLAN, why: null, followed: false });
  });

  it('read as nothing when they were not a value it knew', () => {
    sessionStorage.setItem('dragnet.advice-shown', '"yes"');
    localStorage.setItem('dragnet.map-view', '{"game":"table:a","cx":"x","scale":-1}');
    expect(keptAdviceShown.read()).toBeNull();
    expect(keptMapView.read()).toBeNull();
  });
});
