// Archive files: make/parse round trips, every problem listed with the session and the place,
// and `readDragnetJson` telling a session file, an archive and anything else apart.
// Version 0 files are read with the upgrades an import holds (IMPORT_MIGRATIONS), as the app imports files.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { english } from '../words/english';
import type { FileProblem } from './archive';
import {
  archiveEntries,
  MAX_ARCHIVE_BYTES,
  makeArchiveFile,
  makeArchiveJson,
  makeRawArchiveJson,
  openDragnetJson,
  parseArchiveFile,
  parseArchiveJson,
  readArchiveEntry,
  readDragnetJson,
} from './archive';
import type { Session } from './session';
import { MAX_SESSION_BYTES, parseSessionJson } from './session';
import { makeSessionFile, makeSessionJson } from './session-make';
import { IMPORT_MIGRATIONS } from './session-v0';

const EXPORTED = '2026-11-23T08:00:00.000Z';

function fixtureText(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/${name}.session.json`, import.meta.url), 'utf8');
}

function fixture(name: string): Session {
  const parsed = parseSessionJson(fixtureText(name));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.session;
}

const GAMES = ['rb-short', 'mb-ferry', 'custom-surface', 'rb-22-rounds'].map(fixture);

function archiveJson(): Record<string, unknown> & { sessions: Record<string, unknown>[] } {
  return JSON.parse(makeArchiveJson(GAMES, EXPORTED));
}

function problemsOf(result: { ok: boolean; problems?: readonly FileProblem[] }): readonly FileProblem[] {
  expect(result.ok).toBe(false);
  return result.problems ?? [];
}

describe('make then parse gives the same sessions', () => {
  it('round-trips four recorded games, in order', () => {
    const text = makeArchiveJson(GAMES, EXPORTED);
    expect(parseArchiveJson(text, IMPORT_MIGRATIONS)).toEqual({ ok: true, exportedAt: EXPORTED, sessions: GAMES });
    expect(JSON.parse(text)).toEqual(makeArchiveFile(GAMES, EXPORTED));
  });

  it('lays each session out as its own file, so one can be cut out by hand', () => {
    const text = makeArchiveJson(GAMES.slice(0, 1), EXPORTED);
    const indented = makeSessionJson(GAMES[0] as Session)
      .trimEnd()
      .replace(/^/gm, '    ');
    expect(text).toContain(indented);
    expect(text.startsWith('{\n  "format": "dragnet-archive",\n  "version": 1,\n')).toBe(true);
  });

  it('round-trips an empty archive, and a name full of markup as plain text', () => {
    expect(parseArchiveJson(makeArchiveJson([], EXPORTED), IMPORT_MIGRATIONS)).toEqual({
      ok: true,
      exportedAt: EXPORTED,
      sessions: [],
    });
    const marked = { ...(GAMES[0] as Session), name: '<img src=x onerror=alert(1)>' };
    const read = parseArchiveJson(makeArchiveJson([marked], EXPORTED), IMPORT_MIGRATIONS);
    expect(read.ok && read.sessions[0]?.name).toBe('<img src=x onerror=alert(1)>');
  });

  it('reads version 0 sessions inside an archive', () => {
    const archive = archiveJson();
    archive.sessions[1] = JSON.parse(fixtureText('mb-ferry.v0'));
    expect(parseArchiveFile(archive, IMPORT_MIGRATIONS)).toEqual({ ok: true, exportedAt: EXPORTED, sessions: GAMES });
  });
});

describe('problems are listed with where they are', () => {
  it('lists every bad session by number, name and path', () => {
    const archive = archiveJson();
    (archive.sessions[1]?.events as Record<string, unknown>[])[3] = { type: 'pawn-move' };
    (archive.sessions[3] as Record<string, unknown>).version = 4;
    const result = parseArchiveFile(archive, IMPORT_MIGRATIONS);
    // The others can still be read, should the player choose to import them.
    expect(!result.ok && result.readable).toEqual([GAMES[0], GAMES[2]]);
    const problems = problemsOf(result);
    expect(problems).toEqual([
      {
        path: 'sessions[1].events[3].pawn',
        session: { index: 1, name: "Friday at Anna's" },
        problem: expect.objectContaining({ code: 'missing-field', path: 'events[3].pawn' }),
      },
      {
        path: 'sessions[3].version',
        session: { index: 3, name: GAMES[3]?.name },
        problem: expect.objectContaining({ code: 'newer', path: 'version', version: 4 }),
      },
    ]);
    expect(problems[0] && english.format(problems[0].problem)).toBe('events[3].pawn: this field is missing');
  });

  it('names an event that does not replay', () => {
    const archive = archiveJson();
    const events = archive.sessions[0]?.events as Record<string, unknown>[];
    events[1] = { type: 'pawn-move', pawn: 'red', to: 26, ticket: 'taxi' };
    const [problem] = problemsOf(parseArchiveFile(archive, IMPORT_MIGRATIONS));
    expect(problem?.path).toBe('sessions[0].events[1]');
    expect(problem && english.format(problem.problem)).toMatch(/^events\[1\]: /);
  });

  it.each([
    ['a session file', () => makeSessionFile(GAMES[0] as Session), 'foreign', ''],
    ['a newer archive', () => ({ ...archiveJson(), version: 2 }), 'newer', 'version'],
    ['an archive without a version', () => ({ ...archiveJson(), version: undefined }), 'bad-version', 'version'],
    ['an unknown field', () => ({ ...archiveJson(), note: 'hi' }), 'unknown-field', 'note'],
    ['no sessions field', () => ({ ...archiveJson(), sessions: undefined }), 'missing-field', 'sessions'],
    ['sessions not a list', () => ({ ...archiveJson(), sessions: {} }), 'not-list', 'sessions'],
    ['a bad export time', () => ({ ...archiveJson(), exportedAt: 'yesterday' }), 'not-time', 'exportedAt'],
    ['too many sessions', () => ({ ...archiveJson(), sessions: new Array(2001).fill(0) }), 'too-many', 'sessions'],
  ])('%s', (_what, make, code, path) => {
    const problems = problemsOf(parseArchiveFile(JSON.parse(JSON.stringify(make())), IMPORT_MIGRATIONS));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path, session: null, problem: { code } });
  });

  it('refuses text that is too large before parsing it, and text that is not JSON', () => {
    const huge = `{"format":"dragnet-archive","pad":"${'x'.repeat(MAX_ARCHIVE_BYTES)}"}`;
    const [tooLarge] = problemsOf(parseArchiveJson(huge, IMPORT_MIGRATIONS));
    expect(tooLarge?.problem).toMatchObject({ code: 'too-large', limit: MAX_ARCHIVE_BYTES });
    expect(tooLarge && english.format(tooLarge.problem)).toMatch(/; an archive file is at most 20 MB\.$/);
    expect(problemsOf(parseArchiveJson('{"format":', IMPORT_MIGRATIONS))[0]).toMatchObject({
      path: '',
      problem: { code: 'not-json' },
    });
  });
});

describe('reading what an import is given', () => {
  it('tells a session file from an archive', () => {
    expect(readDragnetJson(fixtureText('rb-short'), IMPORT_MIGRATIONS)).toEqual({
      ok: true,
      kind: 'session',
      sessions: [GAMES[0]],
      dragnetX: null,
    });
    expect(readDragnetJson(fixtureText('rb-short.v0'), IMPORT_MIGRATIONS)).toEqual({
      ok: true,
      kind: 'session',
      sessions: [GAMES[0]],
      dragnetX: null,
    });
    expect(readDragnetJson(makeArchiveJson(GAMES, EXPORTED), IMPORT_MIGRATIONS)).toEqual({
      ok: true,
      kind: 'archive',
      sessions: GAMES,
    });
  });

  it.each([
    ['malformed JSON', '{"format": "dragnet-session",', null, 'not-json'],
    ["another app's JSON", '{"type": "FeatureCollection", "features": []}', null, 'foreign'],
    ['a list', '[1, 2]', null, 'foreign'],
    ['a newer session file', fixtureText('rb-short').replace('"version": 2', '"version": 4'), 'session', 'newer'],
    ['an event that does not replay', fixtureText('rb-short').replace('"to": 52', '"to": 1'), 'session', 'refused'],
  ])('%s', (_what, text, kind, code) => {
    const read = readDragnetJson(text, IMPORT_MIGRATIONS);
    expect(read).toMatchObject({ ok: false, kind });
    expect(problemsOf(read)[0]?.problem.code).toBe(code);
  });

  it('holds a session file to the 5 MB session limit', () => {
    const big = fixtureText('rb-short').replace('"name": "', `"name": "${'é'.repeat(3 * 1024 * 1024)}`);
    const [tooLarge] = problemsOf(readDragnetJson(big, IMPORT_MIGRATIONS));
    expect(tooLarge?.problem).toMatchObject({ code: 'too-large', limit: MAX_SESSION_BYTES });
    expect(tooLarge && english.format(tooLarge.problem)).toBe(
      'The file is too large (6.1 MB); a session file is at most 5 MB.',
    );
  });

  it('never throws, whatever the text', () => {
    const base = makeArchiveJson(GAMES.slice(0, 2), EXPORTED);
    fc.assert(
      fc.property(fc.nat(base.length), fc.nat(40), fc.string({ maxLength: 8 }), (at, cut, insert) => {
        const text = base.slice(0, at) + insert + base.slice(at + cut);
        const read = readDragnetJson(text, IMPORT_MIGRATIONS);
        if (!read.ok) expect(read.problems.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });
});

describe('an archive read entry by entry (a partial import)', () => {
  it('reads every good game of an archive with 4 damaged ones of 12, and names each damaged one', () => {
    const archive = JSON.parse(makeArchiveJson([...GAMES, ...GAMES, ...GAMES], EXPORTED));
    archive.sessions[1].events[0] = { type: 'teleport' };
    archive.sessions[5] = 'not a game';
    archive.sessions[8].setup = null;
    archive.sessions[11].version = 9;
    const opened = openDragnetJson(JSON.stringify(archive), IMPORT_MIGRATIONS);
    expect(opened.kind).toBe('archive');
    const entries = archiveEntries(opened.kind === 'archive' ? opened.value : null);
    if (!entries.ok) throw new Error('the archive itself is readable');
    const read = entries.entries.map((entry, index) => readArchiveEntry(entry, index, IMPORT_MIGRATIONS));
    expect(read.filter((entry) => entry.ok)).toHaveLength(8);
    const damaged = read.flatMap((entry) => (entry.ok ? [] : [entry]));
    expect(damaged.map((entry) => entry.problem.session?.index)).toEqual([1, 5, 8, 11]);
    expect(damaged.map((entry) => entry.problem.path)).toEqual([
      'sessions[1].events[0].type',
      'sessions[5]',
      'sessions[8].setup',
      'sessions[11].version',
    ]);
    expect(damaged[0]?.problem.session?.name).toBe(GAMES[1]?.name);
    expect(damaged[3]?.problem.problem.code).toBe('newer');
    // Each damaged entry is kept exactly as the file held it.
    expect(damaged.map((entry) => entry.raw)).toEqual([1, 5, 8, 11].map((index) => archive.sessions[index]));
    // The good ones are the games, with the replay that checked them.
    const good = read.flatMap((entry) => (entry.ok ? [entry] : []));
    expect(good[0]?.session).toEqual(GAMES[0]);
    expect(good[0]?.replay.failure).toBeNull();
  });

  it('keeps damaged games in a file of their own that reads back as the same entries', () => {
    const entries = [{ format: 'dragnet-session', version: 2, name: 'half a game' }, 'not a game'];
    const text = makeRawArchiveJson(entries, EXPORTED);
    const again = archiveEntries(JSON.parse(text));
    expect(again).toEqual({ ok: true, exportedAt: EXPORTED, entries });
  });

  it('refuses the archive as a whole only for what concerns the whole file', () => {
    const tooMany = { ...archiveJson(), sessions: Array.from({ length: 2001 }, () => ({})) };
    expect(archiveEntries(tooMany)).toMatchObject({ ok: false, problem: { path: 'sessions' } });
    expect(archiveEntries({ ...archiveJson(), version: 2 })).toMatchObject({
      ok: false,
      problem: { problem: { code: 'newer' } },
    });
    expect(openDragnetJson(makeSessionJson(GAMES[0] as Session), IMPORT_MIGRATIONS)).toMatchObject({
      kind: 'other',
      read: { ok: true },
    });
  });
});
