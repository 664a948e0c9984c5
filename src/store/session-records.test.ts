// When may a tab's copy of a game replace the stored record? Only when no event another tab wrote
// would be lost, and never over a record that cannot be read.
import { describe, expect, it } from 'vitest';
import { fixtureSession, sessionAfter } from '../../tests/support/store';
import type { Session } from '../format/session';
import { english } from '../words/english';
import { decideWrite, FIRST_RELEASE_REVISION, makeSessionRecord, readSessionRecord, sameJson } from './session-records';

const game = fixtureSession('rb-22-rounds');
const stored = makeSessionRecord(sessionAfter(game, 20), 'rev-20');

/** The same game with the given events (a correction replaces one). */
function withEvents(events: Session['events']): Session {
  return { ...game, events };
}

describe('a write of the game in play', () => {
  it.each<[string, unknown, Session, string | null, 'write' | 'conflict' | 'damaged']>([
    ['nothing stored yet (a new game)', undefined, sessionAfter(game, 1), null, 'write'],
    ['stored at our base: a move added', stored, sessionAfter(game, 21), 'rev-20', 'write'],
    ['stored at our base: an undo', stored, sessionAfter(game, 19), 'rev-20', 'write'],
    [
      'stored at our base: a correction',
      stored,
      withEvents([...game.events.slice(0, 19), { type: 'answer', found: false }]),
      'rev-20',
      'write',
    ],
    ['another tab wrote only events we also have', stored, sessionAfter(game, 25), 'rev-15', 'write'],
    ['a copy opened without its revision, unchanged', stored, sessionAfter(game, 20), null, 'write'],
    ['another tab wrote events we lack', stored, sessionAfter(game, 18), 'rev-15', 'conflict'],
    [
      'another tab corrected an event we have',
      stored,
      withEvents([...game.events.slice(0, 10), { type: 'answer', found: false }, ...game.events.slice(11, 22)]),
      'rev-15',
      'conflict',
    ],
    ['a record of a newer Dragnet', { ...stored, version: 3 }, sessionAfter(game, 21), 'rev-20', 'damaged'],
    ['a record that is not an object', 'junk', sessionAfter(game, 21), 'rev-20', 'damaged'],
    ['a record without events, not at our base', { ...stored, file: {} }, sessionAfter(game, 21), 'rev-15', 'damaged'],
  ])('%s', (_, before, ours, base, expected) => {
    expect(decideWrite(before, makeSessionRecord(ours), base).kind).toBe(expected);
  });

  it('renews the revision with every write', () => {
    const ours = sessionAfter(game, 21);
    expect(makeSessionRecord(ours).revision).not.toBe(makeSessionRecord(ours).revision);
  });

  it('hands back the stored game when another tab changed it', () => {
    const decision = decideWrite(stored, makeSessionRecord(sessionAfter(game, 18)), 'rev-15');
    expect(decision).toEqual({
      kind: 'conflict',
      stored: { kind: 'ok', session: sessionAfter(game, 20), revision: 'rev-20' },
    });
  });
});

describe('reading a record', () => {
  it('gives a first-release record the first-release revision', () => {
    const { revision: _, ...current } = stored;
    expect(readSessionRecord({ ...current, version: 1 })).toEqual({
      kind: 'ok',
      session: sessionAfter(game, 20),
      revision: FIRST_RELEASE_REVISION,
    });
  });

  it('says why a record is damaged', () => {
    const damaged = readSessionRecord({ ...stored, revision: 7 });
    expect(damaged).toEqual({ kind: 'damaged', problem: { code: 'no-revision' } });
    expect(damaged.kind === 'damaged' && english.stored(damaged.problem)).toBe('the record has no revision');
    expect(readSessionRecord(undefined)).toEqual({ kind: 'missing' });
  });

  it('compares stored events whatever the order of their keys', () => {
    expect(sameJson({ type: 'x-move', ticket: 'taxi' }, { ticket: 'taxi', type: 'x-move' })).toBe(true);
    expect(sameJson({ type: 'x-move', ticket: 'taxi' }, { type: 'x-move', ticket: 'bus' })).toBe(false);
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false);
  });
});
