// @vitest-environment happy-dom
// The screen stays on while a game is in progress, comes back on after the phone was switched away,
// and is let go when the game ends; a browser without the API just goes on.
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepScreenAwakeWhile } from './wake-lock';

class FakeSentinel extends EventTarget {
  released = false;
  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    this.dispatchEvent(new Event('release'));
  }
}

function fakeWakeLock() {
  const taken: FakeSentinel[] = [];
  const request = vi.fn(async () => {
    const sentinel = new FakeSentinel();
    taken.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  const held = () => taken.filter((sentinel) => !sentinel.released).length;
  return { request, taken, held };
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(navigator, 'wakeLock');
  setVisibility('visible');
});

describe('keeping the screen awake', () => {
  it('holds the screen on during a game and lets it go when the game ends', async () => {
    const lock = fakeWakeLock();
    const inGame = signal(false);
    const stop = keepScreenAwakeWhile(inGame);
    await settle();
    expect(lock.request).not.toHaveBeenCalled();

    inGame.value = true;
    await settle();
    expect(lock.request).toHaveBeenCalledWith('screen');
    expect(lock.held()).toBe(1);

    inGame.value = false;
    await settle();
    expect(lock.held()).toBe(0);
    stop();
  });

  it('takes the lock again when the players come back to the app', async () => {
    const lock = fakeWakeLock();
    const stop = keepScreenAwakeWhile(signal(true));
    await settle();
    // The browser drops the lock when the page is hidden.
    setVisibility('hidden');
    await lock.taken[0]?.release();
    await settle();
    expect(lock.held()).toBe(0);

    setVisibility('visible');
    await settle();
    expect(lock.request).toHaveBeenCalledTimes(2);
    expect(lock.held()).toBe(1);
    stop();
    await settle();
    expect(lock.held()).toBe(0);
  });

  it('goes on quietly when the browser refuses or has no wake lock', async () => {
    const lock = fakeWakeLock();
    lock.request.mockRejectedValueOnce(new DOMException('Battery saver', 'NotAllowedError'));
    const stop = keepScreenAwakeWhile(signal(true));
    await settle();
    expect(lock.held()).toBe(0);
    stop();

    Reflect.deleteProperty(navigator, 'wakeLock');
    expect(() => keepScreenAwakeWhile(signal(true))()).not.toThrow();
  });
});
