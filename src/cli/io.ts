// What every command shares at its edges: knowing it was started from the shell, its usage errors
// (said on stderr, exit code 2), its lines to stdout and stderr, a progress line, reading the file
// it was given, and ending quietly when its output goes into a pipe that closes early.
import { readFileSync } from 'node:fs';

/** The file's text, or null after saying why it cannot be read. */
export function readInputFile(file: string, err: (line: string) => void): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    err(`Cannot read ${file}: ${(error as Error).message}`);
    return null;
  }
}

/** A reader that stops early (`npm run analyze -- FILE | head`) closes the pipe: exit 0, not a
 *  crash with EPIPE. */
export function endQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

/** Whether node was started on the command `name` (`tsx src/cli/NAME.ts`, or its built .js), not
 *  imported by a test. */
export function startedAs(name: string): boolean {
  const file = process.argv[1];
  return file !== undefined && (file.endsWith(`${name}.ts`) || file.endsWith(`${name}.js`));
}

export const outLine = (line: string): void => void process.stdout.write(`${line}\n`);
export const errLine = (line: string): void => void process.stderr.write(`${line}\n`);

/** A command's output: lines to stdout and stderr, and progress on stderr, which on a terminal is
 *  one line written over in place (into a file, a line each). */
export interface Terminal {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly progress: (text: string) => void;
}

/** Runs a command started from the shell: `parse` reads its arguments (a string back is a usage
 *  error: said, exit code 2), `run` does the work and may return the exit code. `quietPipe: false`
 *  for the commands that answer line by line over stdin and stdout. */
export function runFromShell<A>(
  parse: (args: readonly string[]) => A | string,
  run: (args: A, terminal: Terminal) => number | undefined | Promise<number | undefined>,
  { quietPipe = true }: { readonly quietPipe?: boolean } = {},
): void | Promise<void> {
  if (quietPipe) endQuietlyOnClosedPipe();
  const args = parse(process.argv.slice(2));
  if (typeof args === 'string') {
    errLine(args);
    process.exitCode = 2;
    return;
  }
  const tty = process.stderr.isTTY;
  let progressShown = false;
  const progress = (text: string) => {
    progressShown = true;
    process.stderr.write(tty ? `\r${text}   ` : `${text}\n`);
  };
  const end = (code: number | undefined) => {
    if (code !== undefined) process.exitCode = code;
    // The terminal's cursor off the progress line.
    if (tty && progressShown) process.stderr.write('\n');
  };
  const code = run(args, { out: outLine, err: errLine, progress });
  if (code instanceof Promise) return code.then(end);
  end(code);
}

/** `--name value` or `--name=value` options into a map, each name one of `known`; a name in `flags`
 *  may also stand alone ("yes"). A string back is the usage error to say (`--help` is the usage). */
export function parseOptions(
  args: readonly string[],
  known: readonly string[],
  usage: string,
  flags: readonly string[] = [],
): Map<string, string> | string {
  const values = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--help' || arg === '-h') return usage;
    if (!arg.startsWith('--')) return `unexpected ${arg}\n${usage}`;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (flags.includes(name) && inline === undefined) {
      values.set(name, 'yes');
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined) return `--${name} needs a value\n${usage}`;
    if (!known.includes(name)) return `unknown option --${name}\n${usage}`;
    values.set(name, value);
  }
  return values;
}
