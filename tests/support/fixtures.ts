// Recorded games of tests/fixtures/ read as the app reads a session file: the session and its replay.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSessionJson } from '../../src/format/session';

export function readFixture(name: string) {
  const parsed = parseSessionJson(readFileSync(join(__dirname, '../fixtures', name), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed;
}
