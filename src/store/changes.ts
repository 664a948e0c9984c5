// Tabs of the app on one device share one database. After a tab writes or deletes a saved game it
// tells the others on the BroadcastChannel 'dragnet', so a tab showing that game reloads it rather
// than later writing an older copy over it, and a list of saved games can refresh.
import { signal } from '@preact/signals';

export type StoreChange =
  | { readonly kind: 'session-saved'; readonly id: string; readonly revision: string }
  | { readonly kind: 'session-deleted'; readonly id: string };

const CHANNEL = 'dragnet';

/** Counts the changes other tabs made to saved games since this tab started. */
const changesElsewhere = signal(0);

type Listener = (change: StoreChange) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  try {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  } catch {
    // Without the channel a tab still never writes over another's events: each write checks first.
    channel = null;
  }
  if (channel) channel.onmessage = (message: MessageEvent<unknown>) => receive(message.data);
  return channel;
}

export function announceChange(change: StoreChange): void {
  try {
    openChannel()?.postMessage(change);
  } catch {
    // A closed channel only means the other tabs learn of the change at their next write.
  }
}

/** Calls `listener` for every change another tab announces; returns a function that stops it. */
export function listenForChanges(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function receive(data: unknown): void {
  const change = readChange(data);
  if (!change) return;
  changesElsewhere.value++;
  for (const listener of listeners) listener(change);
}

/** Messages come from other tabs, possibly of another app version: checked like stored data. */
function readChange(data: unknown): StoreChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { kind, id, revision } = data as Record<string, unknown>;
  if (typeof id !== 'string') return null;
  if (kind === 'session-saved' && typeof revision === 'string') return { kind, id, revision };
  if (kind === 'session-deleted') return { kind, id };
  return null;
}
