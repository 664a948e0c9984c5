// Version 1 keeps opening: saved games and files from before version 2 (which added `pawn-pass`).
// Each v1 fixture is the same game as its current fixture and reads to the same session; written
// again it is the current (version 2) file. A version 1 file cannot hold a pass.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { english } from '../words/english';
import { parseSessionFile, parseSessionJson, SESSION_VERSION, SESSION_VERSION_DRAGNET_X } from './session';
import { makeSessionJson } from './session-make';

function fixture(name: string): string {
  return readFileSync(new URL(`../../tests/fixtures/${name}.session.json`, import.meta.url), 'utf8');
}

describe('version 1 session files', () => {
  it.each(['rb-short', 'mb-ferry', 'custom-surface'])('%s.v1 reads as the same session as %s', (name) => {
    const old = parseSessionJson(fixture(`${name}.v1`));
    const current = parseSessionJson(fixture(name));
    expect(old.ok && current.ok).toBe(true);
    if (!old.ok || !current.ok) return;
    expect(old.session).toEqual(current.session);
    expect(SESSION_VERSION).toBe(2);
    expect(makeSessionJson(old.session)).toBe(fixture(name));
  });

  it('refuses a pass in a version 1 file: version 1 had no such event', () => {
    const file = JSON.parse(fixture('rb-short.v1'));
    file.events[3] = { type: 'pawn-pass', pawn: 'red' };
    const parsed = parseSessionFile(file);
    expect(!parsed.ok && parsed.error.path).toBe('events[3].type');
    expect(!parsed.ok && english.format(parsed.error)).toMatch(
      /^events\[3\]\.type: must be one of "x-move", .*not the text "pawn-pass"$/,
    );
  });

  it('refuses a file of a version after the newest as made by a newer version', () => {
    // What Dragnet 0.1 (session version 1) said of version 2 files: the same check, today's newest plus one.
    const parsed = parseSessionFile({ ...JSON.parse(fixture('rb-short')), version: SESSION_VERSION_DRAGNET_X + 1 });
    expect(!parsed.ok && english.format(parsed.error)).toBe(
      `This session file was made by a newer version of Dragnet (format version ${SESSION_VERSION_DRAGNET_X + 1}); update the app to open it.`,
    );
  });
});
