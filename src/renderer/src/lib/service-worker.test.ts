import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REGISTER_DELAY_MS,
  RELOADED_AT_KEY,
  registerShellWorker,
  reloadWhenFilesAreGone,
} from './service-worker';

/** A window with its own event target, timers, storage and a reload that is only counted. */
function fakeWindow() {
  const target = new EventTarget();
  const store = new Map<string, string>();
  const reload = vi.fn();
  const win = {
    addEventListener: target.addEventListener.bind(target),
    setTimeout: ((handler: () => void, ms: number) => setTimeout(handler, ms)) as Window['setTimeout'],
    sessionStorage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => {
        store.set(key, value);
      },
    } as unknown as Storage,
    location: { reload } as unknown as Location,
  };
  const preloadError = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { win, reload, preloadError, store };
}

afterEach(() => vi.useRealTimers());

describe('the web build service worker', () => {
  it('is registered for the whole app a little after load, not at once', async () => {
    vi.useFakeTimers();
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    expect(registerShellWorker({ register }, fakeWindow().win)).toBe(true);
    expect(register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('is not registered where the browser has no service workers', () => {
    expect(registerShellWorker(undefined, fakeWindow().win)).toBe(false);
  });

  it('a missing file of an older version reloads the page once, not in a loop', () => {
    let clock = 1_000_000;
    const { win, reload, preloadError, store } = fakeWindow();
    reloadWhenFilesAreGone(win, () => clock);
    expect(preloadError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(RELOADED_AT_KEY)).toBe(String(clock));
    // The reloaded page still misses it (the server lost the file): the screen's own error shows.
    clock += 30_000;
    expect(preloadError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clock += 60_000;
    expect(preloadError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
