// Every write goes through one queue, so a burst of moves lands in the order it was made, and a
// write that a newer one for the same key supersedes before it starts is skipped. `saveStatus` is
// what the UI shows: saving, saved, or why the game is only kept in memory. A write that failed
// is tried again later (retryLater) until it lands or a newer one replaces it, and at once when the
// table asks (retryNow: it freed some space). "Saved" means every write queued so far has reached
// the disk: it is never shown while a newer write still waits.
import { computed, signal } from '@preact/signals';
import type { KeyValueStore } from './database';
import { openDatabase, storageFallback } from './database';
import type { StoredProblem } from './problems';

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
      /** 'unavailable', 'quota', 'error': the browser's own report (the UI words `problem`). */
      readonly detail: string;
      /** 'damaged': why the stored copy cannot be read. */
      readonly damage: StoredProblem | null;
    };

type Write = (store: KeyValueStore) => Promise<void>;

/** Thrown by a write that decided not to write: reported as it is, never tried again. */
export class WriteRefused extends Error {
  constructor(
    readonly problem: 'conflict' | 'damaged',
    readonly damage: StoredProblem | null = null,
  ) {
    super(problem);
  }
}

interface Failure {
  readonly problem: SaveProblem;
  readonly detail: string;
  readonly damage: StoredProblem | null;
}

const waiting: { key: string; write: Write }[] = [];
/** Keys whose last write failed, with why; a later successful write of the key clears it. */
const failures = new Map<string, Failure>();
const queueStatus = signal<SaveStatus>({ state: 'idle' });
/** A write that failed on a full disk or an error is tried again after these pauses (then every
 *  minute) until it lands or a newer write of its key replaces it: the moves are never dropped. */
const RETRY_MS = [2000, 5000, 15_000, 30_000];
const retries = new Map<string, number>();
/** The writes that failed and wait for their retry, by key. */
const kept = new Map<string, Write>();
let draining: Promise<void> | null = null;

export const saveStatus = computed<SaveStatus>(() => {
  const fallback = storageFallback.value;
  if (fallback !== null) return { state: 'failed', problem: 'unavailable', detail: fallback, damage: null };
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
    if (failure) {
      failures.set(next.key, failure);
      if (failure.problem === 'quota' || failure.problem === 'error') retryLater(next.key, next.write);
    } else forgetFailures(next.key);
  }
  draining = null;
  const [failure] = failures.values();
  queueStatus.value = failure ? { state: 'failed', ...failure } : { state: 'saved' };
}

function retryLater(key: string, write: Write): void {
  const attempt = (retries.get(key) ?? 0) + 1;
  retries.set(key, attempt);
  kept.set(key, write);
  // Not when a newer write of the key has come since (it is queued, or it failed and retries).
  const retry = () =>
    retries.get(key) === attempt && !waiting.some((next) => next.key === key) && queueWrite(key, write);
  setTimeout(retry, RETRY_MS[attempt - 1] ?? 60_000);
}

/** Tries every failed write again now (the table freed some space, or came back to the app), not
 *  at its next pause. Resolves once the queue has run them. */
export function retryNow(): Promise<void> {
  for (const [key, write] of kept) {
    // A retry already waiting, or a newer write of the key queued, stands.
    if (!waiting.some((next) => next.key === key)) void queueWrite(key, write);
  }
  return whenSaved();
}

/** A successful write clears its key's failure, and the news of a change from another tab. */
function forgetFailures(key: string): void {
  failures.delete(key);
  retries.delete(key);
  kept.delete(key);
  for (const [other, failure] of failures) if (failure.problem === 'conflict') failures.delete(other);
}

async function runWrite(store: KeyValueStore, write: Write): Promise<Failure | null> {
  try {
    await write(store);
    return null;
  } catch (first: unknown) {
    if (first instanceof WriteRefused) return refused(first);
    if (isQuotaError(first)) return { problem: 'quota', detail: errorText(first), damage: null };
    // A dropped connection (Safari closes idle ones) is reopened by idb-keyval: try once more.
    try {
      await write(store);
      return null;
    } catch (second: unknown) {
      if (second instanceof WriteRefused) return refused(second);
      return { problem: isQuotaError(second) ? 'quota' : 'error', detail: errorText(second), damage: null };
    }
  }
}

function refused(write: WriteRefused): Failure {
  return { problem: write.problem, detail: '', damage: write.damage };
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
