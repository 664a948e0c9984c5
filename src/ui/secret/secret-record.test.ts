// Dragnet's secret records are read at every strength his player plays at, and at no other: the
// record checks strengths against the public list (state/x-player.ts), which must be the player's.
import { describe, expect, it } from 'vitest';
import { STRENGTHS } from '../../mister-x/player';
import { readSecretRecord } from './secret-record';

const record = (strength: string) => ({ version: 1, id: 'game-1', strength, seed: 7, route: [103, 102] });

describe('a stored secret record', () => {
  it.each(STRENGTHS)('is read at the strength his player calls %s', (strength) => {
    expect(readSecretRecord(record(strength), 'game-1')?.strength).toBe(strength);
  });

  it('is not read at a strength his player does not have, nor for another game', () => {
    expect(readSecretRecord(record('expert'), 'game-1')).toBeNull();
    expect(readSecretRecord(record('hard'), 'game-2')).toBeNull();
  });
});
