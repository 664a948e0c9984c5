// @vitest-environment happy-dom
// The browser is asked once per start to keep the saved games when space runs low.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  vi.resetModules();
});

function fakeStorage(persisted: boolean, granted: boolean) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => granted) };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

describe('persistent storage', () => {
  it('is asked for once however many games start', async () => {
    const storage = fakeStorage(false, true);
    const { requestPersistentStorage } = await import('./persistent-storage');
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('is not asked for again when the browser already keeps the data', async () => {
    const storage = fakeStorage(true, false);
    const { requestPersistentStorage } = await import('./persistent-storage');
    expect(await requestPersistentStorage()).toBe(true);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('answers no where the browser has no such request', async () => {
    const { requestPersistentStorage } = await import('./persistent-storage');
    expect(await requestPersistentStorage()).toBe(false);
  });
});
