// Asks the browser to keep the app's storage when the device runs low on space, so a saved game is
// not evicted with the cache. Asked once per start, when a game begins; the answer is the browser's.
let asked: Promise<boolean> | null = null;

export function requestPersistentStorage(): Promise<boolean> {
  asked ??= ask();
  return asked;
}

async function ask(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** Whether the browser already keeps the app's storage, without asking it to (which only a game's
 *  start does): false where it cannot tell. */
export async function storagePersisted(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persisted) return false;
  try {
    return await storage.persisted();
  } catch {
    return false;
  }
}
