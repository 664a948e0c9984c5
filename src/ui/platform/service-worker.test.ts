// @vitest-environment happy-dom
// The first visit's "getting ready for offline use" turns to "works offline" once the app is cached,
// however early the worker finished; an update is offered only to a page an older version controls.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchForVersions } from './service-worker';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function fakeWorkers(controlled: boolean) {
  const active = {} as ServiceWorker;
  const workers = { controller: controlled ? active : null, ready: Promise.resolve({ active }) };
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
}

/** A registration whose worker has already installed and activated: its events are over. */
function settledRegistration(waiting: ServiceWorker | null = null) {
  return Object.assign(new EventTarget(), {
    installing: null,
    waiting,
    active: {},
  }) as unknown as ServiceWorkerRegistration;
}

describe('the service worker on the page', () => {
  it('says the app works offline when it finished installing before the page listened', async () => {
    fakeWorkers(false);
    const onOfflineReady = vi.fn();
    const onNeedRefresh = vi.fn();
    watchForVersions(settledRegistration(), { onOfflineReady, onNeedRefresh });
    await vi.waitFor(() => expect(onOfflineReady).toHaveBeenCalledTimes(1));
    expect(onNeedRefresh).not.toHaveBeenCalled();
  });

  it('offers a waiting version to a page an older version controls, and says nothing of offline use', async () => {
    fakeWorkers(true);
    const onOfflineReady = vi.fn();
    const onNeedRefresh = vi.fn();
    watchForVersions(settledRegistration({} as ServiceWorker), { onOfflineReady, onNeedRefresh });
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(onOfflineReady).not.toHaveBeenCalled();
  });
});
