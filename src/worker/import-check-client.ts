// The import's side of the checking worker: an archive's entries are sent to it a batch at a time,
// all at once, and come back checked in order, each batch as soon as it is done, so the page writes
// one batch while the worker checks the next. Without a worker (a test's DOM), or if it fails, the
// entries are checked on the page's thread, a slice at a time so the progress bar still moves.
import type { CheckedEntry } from '../store/import-check';
import { checkArchiveEntry } from '../store/import-check';
import type { ImportCheckRequest, ImportCheckResponse } from './import-check-protocol';

/** The longest the page's thread checks games before it lets the page draw (ms). */
const SLICE_MS = 40;

/** The entries checked, `size` at a time: one answer per batch, in order. */
export async function* checkInBatches(entries: readonly unknown[], size: number): AsyncGenerator<CheckedEntry[]> {
  const starts: number[] = [];
  for (let start = 0; start < entries.length; start += size) starts.push(start);
  const batch = (start: number) => entries.slice(start, start + size);
  const worker = startWorker();
  if (!worker) {
    for (const start of starts) yield await checkHere(batch(start), start);
    return;
  }
  const answers = new Map<number, (checked: CheckedEntry[] | null) => void>();
  const pending = starts.map((start) => new Promise<CheckedEntry[] | null>((resolve) => answers.set(start, resolve)));
  worker.onmessage = ({ data }: MessageEvent<ImportCheckResponse>) => answers.get(data.id)?.([...data.checked]);
  // The worker could not start or broke: what it has not answered is checked here (null).
  worker.onerror = () => {
    for (const answer of answers.values()) answer(null);
  };
  try {
    for (const start of starts) {
      const request: ImportCheckRequest = { id: start, start, entries: batch(start) };
      worker.postMessage(request);
    }
    for (const [index, start] of starts.entries()) {
      yield (await pending[index]) ?? (await checkHere(batch(start), start));
    }
  } finally {
    worker.terminate();
  }
}

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./import-check.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

async function checkHere(entries: readonly unknown[], start: number): Promise<CheckedEntry[]> {
  const checked: CheckedEntry[] = [];
  let slice = performance.now();
  for (const [offset, entry] of entries.entries()) {
    checked.push(checkArchiveEntry(entry, start + offset));
    if (performance.now() - slice > SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      slice = performance.now();
    }
  }
  return checked;
}
