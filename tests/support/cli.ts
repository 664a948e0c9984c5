// Runs a command's `main` as a test would: its output and errors as text, and its exit code.
export type CliMain = (args: readonly string[], out: (line: string) => void, err: (line: string) => void) => number;

export function runCli(main: CliMain, ...args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = main(
    args,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
