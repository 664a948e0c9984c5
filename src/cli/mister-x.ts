// `npm run -s mister-x -- --stdio --strength easy|medium|hard`: Dragnet plays Mister X for another
// program (docs/mister-x.md), one JSON line in, one JSON line out. Exit codes: 0, or 2 for usage.
import { createInterface } from 'node:readline';
import type { Strength } from '../mister-x/player';
import { isStrength, STRENGTHS } from '../mister-x/player';
import { runFromShell, startedAs } from './io';
import type { MisterXAnswer } from './mister-x-line';
import { answerLine } from './mister-x-line';

const USAGE = `usage: npm run -s mister-x -- --stdio --strength ${STRENGTHS.join('|')}`;

function parseArgs(args: readonly string[]): { strength: Strength } | string {
  let strength: string | undefined;
  let stdio = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--stdio') stdio = true;
    else if (arg === '--strength') strength = args[++i];
    else if (arg.startsWith('--strength=')) strength = arg.slice('--strength='.length);
    else if (arg === '--help' || arg === '-h') return USAGE;
    else return `unknown option ${arg}\n${USAGE}`;
  }
  if (!stdio) return `--stdio is the only mode\n${USAGE}`;
  if (!isStrength(strength)) return `--strength must be ${STRENGTHS.join(', ')}\n${USAGE}`;
  return { strength };
}

/** One answer per input line, until the input ends. Each line is one JSON object, {"session":
 *  SESSION FILE (format v2, the public record up to his turn), "route": [his start station, his
 *  station after entry 1, ...], "seed": N}; each answer is one line, {"moves": [{"ticket": T, "to":
 *  STATION}]}, or {"double": true, "moves": [two moves]}, or {"error": "..."}. Stations are the
 *  board's printed numbers. The same line with the same seed gives the same move. */
export async function serveLines(
  input: NodeJS.ReadableStream,
  write: (line: string) => void,
  strength: Strength,
): Promise<void> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    let answer: MisterXAnswer;
    try {
      answer = answerLine(line, strength);
    } catch (caught) {
      answer = { error: `Dragnet could not play this line (${(caught as Error).message})` };
    }
    write(JSON.stringify(answer));
  }
}

if (startedAs('mister-x')) {
  await runFromShell(
    parseArgs,
    async (options, { out }) => {
      await serveLines(process.stdin, out, options.strength);
      return undefined;
    },
    { quietPipe: false },
  );
}
