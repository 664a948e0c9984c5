// Version 0 (the pre-release layout) keeps opening: each v0 fixture is the same game as its current
// fixture, and reads to the same session. Milton Bradley files are the ones whose numbers change
// (v0 wrote the app's own numbers, v1 the printed ones; docs/session-format.md).
// Version 0 files are read with the upgrades an import holds (IMPORT_MIGRATIONS), as the app imports files.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { english } from '../words/english';
import { parseSessionFile, parseSessionJson } from './session';
import { makeSessionJson } from './session-make';
import { IMPORT_MIGRATIONS } from './session-v0';

function fixture(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/${name}.session.json`, import.meta.url), 'utf8');
}

function v0(name: string): Record<string, unknown> {
  return JSON.parse(fixture(`${name}.v0`));
}

describe('version 0 session files', () => {
  it.each(['rb-short', 'mb-ferry', 'custom-surface'])('%s.v0 reads as the same session as %s', (name) => {
    const old = parseSessionJson(fixture(`${name}.v0`), IMPORT_MIGRATIONS);
    const current = parseSessionJson(fixture(name), IMPORT_MIGRATIONS);
    expect(old.ok && current.ok).toBe(true);
    if (!old.ok || !current.ok) return;
    expect(old.session).toEqual(current.session);
    // Written again, it is the current file byte for byte.
    expect(makeSessionJson(old.session)).toBe(fixture(name));
  });

  it('turns Milton Bradley stations into the printed numbers: ferry pier 108 is printed 118', () => {
    const file = v0('mb-ferry');
    const parsed = parseSessionFile(file, IMPORT_MIGRATIONS);
    expect(parsed.ok && parsed.session.events[13]).toEqual({ type: 'x-reveal', station: 108 });
    // The printed 200 is Ravensburger 171; a v0 file has no station 200 on any board.
    const log = file.log as Record<string, unknown>[];
    log[1] = { type: 'move', pawn: 'purple', to: 200, ticket: 'taxi' };
    const refused = parseSessionFile(file, IMPORT_MIGRATIONS);
    expect(!refused.ok && refused.error).toMatchObject({ code: 'v0-station', path: 'log[1].to', station: 200 });
    expect(!refused.ok && english.format(refused.error)).toBe(
      'log[1].to: there is no station 200 (a version 0 file numbers stations 1-199)',
    );
  });

  it('refuses version 1 names in a version 0 file', () => {
    const file = v0('rb-short');
    (file.log as Record<string, unknown>[])[0] = { type: 'x-move', ticket: 'taxi' };
    const parsed = parseSessionFile(file, IMPORT_MIGRATIONS);
    expect(!parsed.ok && parsed.error.path).toBe('log[0].type');
    expect(parseSessionFile({ ...v0('rb-short'), name: 'x' }, IMPORT_MIGRATIONS)).toMatchObject({
      ok: false,
      error: { path: 'name' },
    });
  });

  it('leaves other problems to the version 1 reader, which names the upgraded field', () => {
    const { title: _title, ...untitled } = v0('rb-short');
    expect(parseSessionFile(untitled, IMPORT_MIGRATIONS)).toMatchObject({ ok: false, error: { path: 'name' } });
    const file = v0('rb-short');
    (file.log as Record<string, unknown>[])[1] = { type: 'move', pawn: 'red', to: 'nowhere', ticket: 'bus' };
    expect(parseSessionFile(file, IMPORT_MIGRATIONS)).toMatchObject({ ok: false, error: { path: 'events[1].to' } });
  });

  it('does not change the object it reads', () => {
    const file = v0('mb-ferry');
    const copy = structuredClone(file);
    parseSessionFile(file, IMPORT_MIGRATIONS);
    expect(file).toEqual(copy);
  });
});
