// Where records live: one IndexedDB database ("dragnet", object store "kv") over idb-keyval, opened
// once. Writes ask for strict durability (flushed to disk before they count as done), so a move
// survives the battery dying right after it. When IndexedDB is missing or will not open (private
// mode, a locked-down browser) the app falls back to a map in memory and says so
// (`storageFallback`): the game goes on, unsaved. `putIf` reads and writes a key in one
// transaction, so a check of what is stored and the write that depends on it cannot be split by
// another tab's write (IndexedDB runs read-write transactions on one store one after another).
// `putNow` writes at once, in the caller's task: the write-ahead copy of the game (write-ahead.ts).
import { signal } from '@preact/signals';
import type { UseStore } from 'idb-keyval';
import { del, delMany, get, getMany, keys, promisifyRequest, set } from 'idb-keyval';

export interface KeyValueStore {
  readonly kind: 'indexeddb' | 'memory';
  get(key: string): Promise<unknown>;
  getMany(keys: readonly string[]): Promise<unknown[]>;
  set(key: string, value: unknown): Promise<void>;
  /** Writes `value` under `key` unless `accept`, shown the value it would replace, says no: then
   *  nothing changes. Resolves to the verdict's result. */
  putIf<T>(key: string, value: unknown, accept: (stored: unknown) => Verdict<T>, also?: Entries): Promise<T>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  /** Deletes every key in one transaction: all or none. */
  deleteMany(keys: readonly string[]): Promise<void>;
  /** In one transaction: writes each group whose first key holds nothing yet (the whole group), and
   *  leaves the others alone. Resolves to the first keys of the groups written. */
  putMissing(groups: readonly Entries[]): Promise<string[]>;
  /** In one transaction (one moment's picture): the keys that start with `keyPrefix`, and the keys
   *  and values that start with `entryPrefix` (none when it is null). */
  scan(keyPrefix: string, entryPrefix: string | null): Promise<{ keys: string[]; entries: [string, unknown][] }>;
}

/** Keys and values written together. */
export type Entries = readonly (readonly [string, unknown])[];

/** Whether `putIf` may replace the value it read, and what it answers. */
export interface Verdict<T> {
  readonly write: boolean;
  readonly result: T;
}

/** Why records are kept in memory only (null while IndexedDB works). */
export const storageFallback = signal<string | null>(null);

/** Some browsers leave `indexedDB.open` pending forever; past this the app stops waiting. */
const OPEN_TIMEOUT_MS = 5000;

let opened: Promise<KeyValueStore> | null = null;
/** The open IndexedDB connection, once there is one: `putNow` needs it without waiting. */
let connection: { readonly db: IDBDatabase; readonly storeName: string } | null = null;

/**
 * Writes a value in this task, before anything else can happen: the request is sent and committed
 * at once (`commit()`; without it, Chromium lost 3 of 16 writes to a kill right after the tap, with
 * it none). Durability is relaxed: the browser writes it to its database file within a millisecond
 * or two, which a killed browser keeps, without waiting for the disk. False when the database is
 * not open yet or the write could not be sent.
 */
export function putNow(key: string, value: unknown): boolean {
  if (!connection) return false;
  try {
    const transaction = connection.db.transaction(connection.storeName, 'readwrite', { durability: 'relaxed' });
    transaction.objectStore(connection.storeName).put(value, key);
    transaction.commit?.();
    return true;
  } catch {
    return false;
  }
}

/** The object store in a new read-write transaction of the open database, for a module loaded
 *  when needed (mark-damaged.ts); null while none is open, as with the memory fallback. */
export function objectsNow(): IDBObjectStore | null {
  if (!connection) return null;
  const { db, storeName } = connection;
  return db.transaction(storeName, 'readwrite', { durability: 'strict' }).objectStore(storeName);
}

export function openDatabase(): Promise<KeyValueStore> {
  opened ??= openIndexedDb().catch((caught: unknown) => {
    storageFallback.value = describeOpenFailure(caught);
    return memoryStore();
  });
  return opened;
}

async function openIndexedDb(): Promise<KeyValueStore> {
  if (typeof indexedDB === 'undefined') throw new Error('this browser offers no IndexedDB');
  const store = createDurableStore('dragnet', 'kv');
  // idb-keyval opens lazily: one read proves the database opens (private modes refuse here).
  await withTimeout(get('pref:current-session', store), OPEN_TIMEOUT_MS);
  return indexedDbStore(store);
}

/** idb-keyval's createStore, but read-write transactions are strict: Chrome's default is
 *  "relaxed", which may report a write done before it reaches the disk. */
function createDurableStore(dbName: string, storeName: string): UseStore {
  let opening: Promise<IDBDatabase> | undefined;
  const database = () => {
    if (opening) return opening;
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request);
    opening = opened;
    opened.then(
      (db) => {
        connection = { db, storeName };
        // Safari sometimes closes an idle connection; open a new one next time.
        db.onclose = () => {
          opening = undefined;
          connection = null;
        };
      },
      () => {
        opening = undefined;
      },
    );
    return opened;
  };
  return (mode, callback) =>
    database().then((db) => {
      const durability = mode === 'readwrite' ? 'strict' : 'default';
      return callback(db.transaction(storeName, mode, { durability }).objectStore(storeName));
    });
}

function indexedDbStore(store: UseStore): KeyValueStore {
  return {
    kind: 'indexeddb',
    get: (key) => get(key, store),
    getMany: (wanted) => getMany([...wanted], store),
    set: (key, value) => set(key, value, store),
    putIf: (key, value, accept, also = []) =>
      store('readwrite', (objects) => putIfInTransaction(objects, key, value, accept, also)),
    delete: (key) => del(key, store),
    keys: async () => (await keys(store)).filter((key): key is string => typeof key === 'string'),
    deleteMany: (gone) => delMany([...gone], store),
    putMissing: (entries) => store('readwrite', (objects) => putMissingInTransaction(objects, entries)),
    scan: (keyPrefix, entryPrefix) =>
      store('readonly', async (objects) => {
        const none = Promise.resolve([]);
        const [found, entryKeys, values] = await Promise.all([
          promisifyRequest(objects.getAllKeys(prefixRange(keyPrefix))),
          entryPrefix === null ? none : promisifyRequest(objects.getAllKeys(prefixRange(entryPrefix))),
          entryPrefix === null ? none : promisifyRequest(objects.getAll(prefixRange(entryPrefix))),
        ]);
        return {
          keys: found.map(String),
          entries: entryKeys.map((key, index): [string, unknown] => [String(key), values[index]]),
        };
      }),
  };
}

/** Every string key that starts with `prefix` (ids and keys here are plain ASCII). */
function prefixRange(prefix: string): IDBKeyRange {
  return IDBKeyRange.bound(prefix, `${prefix}\uffff`);
}

function putMissingInTransaction(objects: IDBObjectStore, groups: readonly Entries[]): Promise<string[]> {
  const transaction = objects.transaction;
  const written: string[] = [];
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve(written);
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('The write was aborted.', 'AbortError'));
    for (const group of groups) {
      const first = group[0]?.[0];
      if (first === undefined) continue;
      const read = objects.getKey(first);
      read.onsuccess = () => {
        if (read.result !== undefined) return;
        try {
          for (const [key, value] of group) objects.put(value, key);
          written.push(first);
        } catch (caught: unknown) {
          transaction.abort();
          reject(caught);
        }
      };
    }
  });
}

/** The read and the write are both sent at once, and the write is rolled back (the transaction
 *  aborted) if the verdict is no. Sending the write only after the read's answer came back would
 *  leave it unsent for a moment longer: a page closed then loses it (measured in Chromium: about
 *  3 in 100 writes lost to a reload at once, against under 1 in 100 sent at once). */
function putIfInTransaction<T>(
  objects: IDBObjectStore,
  key: string,
  value: unknown,
  accept: (stored: unknown) => Verdict<T>,
  also: Entries,
): Promise<T> {
  const transaction = objects.transaction;
  return new Promise((resolve, reject) => {
    let verdict: Verdict<T> | undefined;
    let failure: unknown;
    transaction.oncomplete = () => {
      if (verdict) resolve(verdict.result);
      else reject(new Error('the record was not read'));
    };
    transaction.onabort = transaction.onerror = () => {
      if (verdict && !verdict.write && failure === undefined) resolve(verdict.result);
      // A full disk usually shows here, as the transaction's error when it aborts.
      else reject(failure ?? transaction.error ?? new DOMException('The write was aborted.', 'AbortError'));
    };
    const read = objects.get(key);
    read.onsuccess = () => {
      try {
        verdict = accept(read.result);
      } catch (caught: unknown) {
        failure = caught;
      }
      if (!verdict?.write) transaction.abort();
    };
    try {
      objects.put(value, key);
      // Written with the record, or rolled back with it: the game's entry in the index (game-index.ts).
      for (const [otherKey, otherValue] of also) objects.put(otherValue, otherKey);
    } catch (caught: unknown) {
      // A put can throw at once (a value that cannot be cloned, a full disk in some browsers).
      failure = caught;
      transaction.abort();
    }
  });
}

/** The fallback. Values are kept by reference: callers store fresh plain objects. */
function memoryStore(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    kind: 'memory',
    get: async (key) => values.get(key),
    getMany: async (wanted) => wanted.map((key) => values.get(key)),
    set: async (key, value) => {
      values.set(key, value);
    },
    putIf: async (key, value, accept, also = []) => {
      const verdict = accept(values.get(key));
      if (verdict.write) {
        values.set(key, value);
        for (const [otherKey, otherValue] of also) values.set(otherKey, otherValue);
      }
      return verdict.result;
    },
    delete: async (key) => {
      values.delete(key);
    },
    keys: async () => [...values.keys()],
    deleteMany: async (gone) => {
      for (const key of gone) values.delete(key);
    },
    putMissing: async (groups) => {
      const written: string[] = [];
      for (const group of groups) {
        const first = group[0]?.[0];
        if (first === undefined || values.has(first)) continue;
        for (const [key, value] of group) values.set(key, value);
        written.push(first);
      }
      return written;
    },
    scan: async (keyPrefix, entryPrefix) => {
      const all = [...values.keys()].sort();
      return {
        keys: all.filter((key) => key.startsWith(keyPrefix)),
        entries: all
          .filter((key) => entryPrefix !== null && key.startsWith(entryPrefix))
          .map((key): [string, unknown] => [key, values.get(key)]),
      };
    },
  };
}

function describeOpenFailure(caught: unknown): string {
  if (caught instanceof Error && caught.message) return caught.message;
  return 'the browser refused to open its database';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the browser did not open its database in time')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (caught: unknown) => {
        clearTimeout(timer);
        reject(caught);
      },
    );
  });
}
