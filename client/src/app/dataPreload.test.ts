import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadDataWhenNeeded } from './dataPreload';

// The unit tests run in Node: the page's window, localStorage and animation frames are stood in for.
describe('preloadDataWhenNeeded', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    vi.useFakeTimers();
    stored = new Map();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 16));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const auth = () => observable({ resolved: false, user: null as unknown });

  it('loads right after the first frame when the last visit ended signed in', () => {
    stored.set('neuronSignedIn', '1');
    const preload = vi.fn();
    preloadDataWhenNeeded({ auth: auth() }, preload);
    expect(preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20); // the frame, then the task after it
    expect(preload).toHaveBeenCalled();
  });

  it('otherwise waits for the first touch of the page, or a sign-in, and remembers the sign-in', () => {
    const preload = vi.fn();
    const a = auth();
    preloadDataWhenNeeded({ auth: a }, preload);
    runInAction(() => (a.resolved = true)); // signed out
    vi.advanceTimersByTime(1_000);
    expect(preload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(preload).toHaveBeenCalledTimes(1);

    runInAction(() => (a.user = { uid: 'u1' }));
    expect(preload).toHaveBeenCalledTimes(2); // loading is idempotent; the sign-in asks anyway
    expect(stored.get('neuronSignedIn')).toBe('1');
    runInAction(() => (a.user = null));
    expect(stored.has('neuronSignedIn')).toBe(false);
  });
});
