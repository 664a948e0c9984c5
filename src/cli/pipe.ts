// Command-line output into a pipe that closes early (`npm run analyze -- FILE | head`) ends the
// program quietly instead of crashing with EPIPE.
export function endQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}
