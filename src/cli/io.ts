// What every command shares at its edges: reading the file it was given (a plain message when it
// cannot) and ending quietly when its output goes into a pipe that closes early
// (`npm run analyze -- FILE | head`) instead of crashing with EPIPE.
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

export function endQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
