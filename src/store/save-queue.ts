// Every write goes through one queue, so a burst of moves lands in the order it was made, and a
// write that a newer one for the same key supersedes before it starts is skipped. `saveStatus` is
// what the UI shows: saving, saved, or why the game is only kept in memory. "Saved" means every
// write queued so far has reached the disk: it is never shown while a newer write still waits.
import { computed, signal } from '@preact/signals';
import type { KeyValueStore } from './database';
import { openDatabase, storageFallback } from './database';

/** `conflict`: another tab changed the game, this tab now shows that copy (nothing was written);
 *  `damaged`: the stored copy cannot be read here and is left untouched. */
export type SaveProblem = 'unavailable' | 'quota' | 'error' | 'conflict' | 'damaged';

export type SaveStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'saving' }
  | { readonly state: 'saved' }
  | {
      readonly state: 'failed';
      readonly problem: SaveProblem;
      /** A plain English sentence; the UI translates by `problem` and may show `detail`. */
      readonly message: string;
      readonly detail: string;
    };

type Write = (store: KeyValueStore) => Promise<void>;

/** Thrown by a write that decided not to write: reported as it is, never tried again. */
export class WriteRefused extends Error {
  constructor(
    readonly problem: SaveProblem,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const waiting: { key: string; write: Write }[] = [];
/** Keys whose last write failed, with why; a later successful write of the key clears it. */
const failures = new Map<string, { problem: SaveProblem; detail: string }>();
const queueStatus = signal<SaveStatus>({ state: 'idle' });
let draining: Promise<void> | null = null;

export const saveStatus = computed<SaveStatus>(() => {
  const fallback = storageFallback.value;
  if (fallback !== null) return failedStatus('unavailable', fallback);
  return queueStatus.value;
});

/** Queues a write of `key`; resolves once the queue has run it (or a newer write of the key). */
export function queueWrite(key: string, write: Write): Promise<void> {
  const superseded = waiting.findIndex((entry) => entry.key === key);
  if (superseded >= 0) waiting.splice(superseded, 1);
  waiting.push({ key, write });
  queueStatus.value = { state: 'saving' };
  draining ??= drain();
  return draining;
}

/** Resolves when every write queued so far has run. */
export function whenSaved(): Promise<void> {
  return draining ?? Promise.resolve();
}

async function drain(): Promise<void> {
  const store = await openDatabase();
  for (let next = waiting.shift(); next; next = waiting.shift()) {
    const failure = await runWrite(store, next.write);
    if (failure) failures.set(next.key, failure);
    else forgetFailures(next.key);
  }
  draining = null;
  const [failure] = failures.values();
  queueStatus.value = failure ? failedStatus(failure.problem, failure.detail) : { state: 'saved' };
}

/** A successful write clears its key's failure, and the news of a change from another tab. */
function forgetFailures(key: string): void {
  failures.delete(key);
  for (const [other, failure] of failures) if (failure.problem === 'conflict') failures.delete(other);
}

async function runWrite(store: KeyValueStore, write: Write): Promise<{ problem: SaveProblem; detail: string } | null> {
  try {
    await write(store);
    return null;
  } catch (first: unknown) {
    if (first instanceof WriteRefused) return { problem: first.problem, detail: first.detail };
    if (isQuotaError(first)) return { problem: 'quota', detail: errorText(first) };
    // A dropped connection (Safari closes idle ones) is reopened by idb-keyval: try once more.
    try {
      await write(store);
      return null;
    } catch (second: unknown) {
      if (second instanceof WriteRefused) return { problem: second.problem, detail: second.detail };
      return { problem: isQuotaError(second) ? 'quota' : 'error', detail: errorText(second) };
    }
  }
}

function failedStatus(problem: SaveProblem, detail: string): SaveStatus {
  return { state: 'failed', problem, message: failureMessage(problem, detail), detail };
}

function failureMessage(problem: SaveProblem, detail: string): string {
  switch (problem) {
    case 'unavailable':
      return `Not saved on this device: ${detail}. The game goes on in memory.`;
    case 'quota':
      return "Not saved: the device's storage is full. Free some space; the game goes on in memory.";
    case 'error':
      return `Could not save: ${detail}. The game goes on in memory.`;
    case 'conflict':
      return 'This game was changed in another tab; showing the latest.';
    case 'damaged':
      return `Not saved: the copy of this game on the device cannot be read here (${detail}); it is left untouched. The game goes on in memory.`;
  }
}

function isQuotaError(caught: unknown): boolean {
  if (!(caught instanceof Error) && !(typeof DOMException !== 'undefined' && caught instanceof DOMException)) {
    return false;
  }
  // Firefox once named it NS_ERROR_DOM_QUOTA_REACHED; the DOMException code was 22.
  return caught.name === 'QuotaExceededError' || caught.name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

function errorText(caught: unknown): string {
  if (caught instanceof Error || (typeof DOMException !== 'undefined' && caught instanceof DOMException)) {
    return caught.message || caught.name;
  }
  return String(caught);
}
